//! A real terminal for the tests: one tmux server per test (its own `-L` socket, killed on drop),
//! keys sent with `send-keys`, the screen read with `capture-pane`. `HeldOutput` suspends what the
//! pane's program writes (as a terminal's Ctrl+S does), so a test can type while a frame is held.

use std::os::unix::fs::OpenOptionsExt;
use std::os::unix::io::AsRawFd;
use std::process::Command;
use std::time::{Duration, Instant};

pub struct Tmux {
    /// The `-L` socket name: one tmux server per test.
    pub socket: String,
}

impl Tmux {
    pub fn cmd(&self, args: &[&str]) -> String {
        let out = Command::new("tmux")
            .arg("-L")
            .arg(&self.socket)
            .args(args)
            .output()
            .unwrap_or_else(|e| panic!("tmux {args:?}: {e}"));
        String::from_utf8_lossy(&out.stdout).into_owned()
    }

    pub fn pane(&self) -> String {
        self.cmd(&["capture-pane", "-p", "-t", "t"])
    }

    /// Polls the pane until `pred` holds (15 s at most).
    pub fn wait_for(&self, what: &str, pred: impl Fn(&str) -> bool) -> String {
        let end = Instant::now() + Duration::from_secs(15);
        loop {
            let p = self.pane();
            if pred(&p) {
                return p;
            }
            if Instant::now() > end {
                panic!("timed out waiting for {what}; pane:\n{p}");
            }
            std::thread::sleep(Duration::from_millis(50));
        }
    }
}

impl Tmux {
    /// The pane's terminal, `/dev/pts/N`.
    pub fn pane_tty(&self) -> String {
        let tty = self
            .cmd(&["display", "-p", "-t", "t", "#{pane_tty}"])
            .trim()
            .to_string();
        assert!(tty.starts_with("/dev/pts/"), "pane tty: {tty:?}");
        tty
    }

    /// Suspends the pane's output until the value drops (`tcflow` TCOOFF, then TCOON): the
    /// program's next write to its terminal blocks, while keys still reach it.
    pub fn hold_output(&self) -> HeldOutput {
        let tty = self.pane_tty();
        let file = std::fs::OpenOptions::new()
            .read(true)
            .write(true)
            .custom_flags(nix::libc::O_NOCTTY)
            .open(&tty)
            .unwrap_or_else(|e| panic!("open {tty}: {e}"));
        let rc = HeldOutput::flow(&file, nix::libc::TCOOFF);
        assert_eq!(
            rc,
            0,
            "tcflow TCOOFF on {tty}: {}",
            std::io::Error::last_os_error()
        );
        HeldOutput { file }
    }
}

/// The pane's output, suspended; released on drop (or by `release`).
pub struct HeldOutput {
    file: std::fs::File,
}

impl HeldOutput {
    fn flow(file: &std::fs::File, action: i32) -> i32 {
        // SAFETY: tcflow on a descriptor the caller owns, with a constant action.
        unsafe { nix::libc::tcflow(file.as_raw_fd(), action) }
    }

    /// Lets the held writes through.
    pub fn release(self) {}
}

impl Drop for HeldOutput {
    fn drop(&mut self) {
        // Not an assert: this also runs while a failing test unwinds.
        let _ = HeldOutput::flow(&self.file, nix::libc::TCOON);
    }
}

impl Drop for Tmux {
    fn drop(&mut self) {
        let _ = Command::new("tmux")
            .args(["-L", &self.socket, "kill-server"])
            .output();
    }
}
