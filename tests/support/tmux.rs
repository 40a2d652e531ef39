//! A real terminal for the tests: one tmux server per test (its own `-L` socket, killed on drop),
//! keys sent with `send-keys`, the screen read with `capture-pane`.

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

impl Drop for Tmux {
    fn drop(&mut self) {
        let _ = Command::new("tmux")
            .args(["-L", &self.socket, "kill-server"])
            .output();
    }
}
