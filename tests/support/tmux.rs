//! A real terminal for the tests: one tmux server per test (its own `-L` socket, killed on drop),
//! keys sent with `send-keys`, the screen read with `capture-pane`. `HeldOutput` suspends what the
//! pane's program writes (as a terminal's Ctrl+S does), so a test can type while a frame is held.
//! `AmaPane` is the one way the TUI tests start the real `ama` in a pane, with a `Test`'s
//! workspace, home, config and data directories.

use std::os::unix::fs::OpenOptionsExt;
use std::os::unix::io::AsRawFd;
use std::process::Command;
use std::time::{Duration, Instant};

use crate::support::Test;

pub struct Tmux {
    /// The `-L` socket name: one tmux server per test.
    pub socket: String,
}

impl Tmux {
    /// A tmux server of its own for this test (`name` keeps parallel tests apart).
    pub fn named(name: &str) -> Tmux {
        Tmux {
            socket: format!("ama-{name}-{}", std::process::id()),
        }
    }

    /// Whether tmux is installed; says SKIPPED when it is not.
    pub fn installed() -> bool {
        let ok = Command::new("tmux").arg("-V").output().is_ok();
        if !ok {
            crate::support::skip::skipped("tmux is not installed");
        }
        ok
    }

    /// Starts the session `t`, `width` × `height`, running `argv`.
    pub fn session(&self, width: u16, height: u16, argv: &[&str]) {
        let (w, h) = (width.to_string(), height.to_string());
        let mut args = vec!["new-session", "-d", "-s", "t", "-x", &w, "-y", &h];
        args.extend_from_slice(argv);
        self.cmd(&args);
    }

    pub fn cmd(&self, args: &[&str]) -> String {
        let out = Command::new("tmux")
            .arg("-L")
            .arg(&self.socket)
            .args(args)
            .output()
            .unwrap_or_else(|e| panic!("tmux {args:?}: {e}"));
        String::from_utf8_lossy(&out.stdout).into_owned()
    }

    /// Types `text` literally.
    pub fn text(&self, text: &str) {
        self.cmd(&["send-keys", "-t", "t", "-l", text]);
    }

    /// Presses keys by tmux name (`Enter`, `C-c`, `Escape`, …).
    pub fn keys(&self, keys: &[&str]) {
        let mut args = vec!["send-keys", "-t", "t"];
        args.extend_from_slice(keys);
        self.cmd(&args);
    }

    /// Ctrl+D, then waits for the pane's exit report (a pane started with `report_icanon`).
    pub fn exit_by_ctrl_d(&self) -> String {
        self.keys(&["C-d"]);
        self.wait_for("the exit", |p| p.contains("EXIT=") && p.contains("icanon"))
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

/// The real `ama` TUI in a tmux pane: `cd` to the test's workspace, its HOME, config and data
/// directories, the mock's key, no colour (unless `colour`). When ama exits the pane prints `EXIT=<code>` (and,
/// with `report_icanon`, whether the terminal is back in canonical mode) and stays open.
pub struct AmaPane<'a> {
    test: &'a Test,
    name: String,
    args: String,
    env: String,
    size: (u16, u16),
    report_icanon: bool,
    colour: bool,
}

impl<'a> AmaPane<'a> {
    pub fn new(test: &'a Test, name: &str) -> AmaPane<'a> {
        AmaPane {
            test,
            name: name.to_string(),
            args: String::new(),
            env: "MOCK_API_KEY=test-key-123".to_string(),
            size: (80, 24),
            report_icanon: false,
            colour: false,
        }
    }

    /// ama's command-line arguments, as shell words.
    pub fn args(mut self, args: &str) -> Self {
        self.args = args.to_string();
        self
    }

    /// The environment (`NAME=value …`, shell words) instead of the mock's key.
    pub fn env(mut self, env: &str) -> Self {
        self.env = env.to_string();
        self
    }

    pub fn size(mut self, width: u16, height: u16) -> Self {
        self.size = (width, height);
        self
    }

    /// After the exit, prints `icanon` or `-icanon` from `stty -a`.
    pub fn report_icanon(mut self) -> Self {
        self.report_icanon = true;
        self
    }

    /// Colour on, at 256 colours (`NO_COLOR` and `COLORTERM` empty), for `capture-pane -e`.
    pub fn colour(mut self) -> Self {
        self.colour = true;
        self
    }

    pub fn start(self) -> Tmux {
        // Writes config.json; the environment below is the one `Test` gives every run.
        let _ = self.test.command();
        let t = self.test;
        let icanon = if self.report_icanon {
            " stty -a | tr ' ;' '\\n\\n' | grep -x -- '-\\?icanon';"
        } else {
            ""
        };
        let script = format!(
            "cd '{work}' && env HOME='{home}' AMA_CONFIG_DIR='{config}' AMA_DATA_DIR='{data}' \
             {env} {colour} TERM=xterm-256color '{exe}' {args}; echo EXIT=$?;{icanon} sleep 60",
            work = t.path().display(),
            home = t.home().display(),
            config = t.config_dir().display(),
            data = t.data_dir().display(),
            env = self.env,
            exe = env!("CARGO_BIN_EXE_ama"),
            args = self.args,
            colour = if self.colour {
                "NO_COLOR= COLORTERM="
            } else {
                "NO_COLOR=1"
            },
        );
        let tmux = Tmux::named(&self.name);
        tmux.session(self.size.0, self.size.1, &["sh", "-c", &script]);
        tmux
    }
}

/// The status bar row (the last non-empty row while the UI runs).
pub fn status_row(pane: &str) -> String {
    pane.lines()
        .rev()
        .find(|l| !l.trim().is_empty())
        .unwrap_or("")
        .to_string()
}
