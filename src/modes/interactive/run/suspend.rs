//! Ctrl+Z (tui.md "keys", `app.suspend`): the live region is erased and the terminal put back,
//! ama stops itself with SIGTSTP like any job, and when the shell continues it (SIGCONT, `fg`)
//! raw mode comes back and the last screen is redrawn.

use nix::sys::signal::{Signal, raise};

use super::Ui;

impl Ui {
    pub(super) fn suspend(&mut self) {
        let _ = self.r.finish();
        self.r.terminal_mut().pause();
        // Returns once the process is continued.
        if raise(Signal::SIGTSTP).is_err() {
            crate::util::output::write_stderr_line(
                "note: ama could not suspend itself (SIGTSTP failed); carrying on",
            );
        }
        if let Err(e) = self.r.terminal_mut().resume() {
            crate::util::output::write_stderr_line(&format!("warning: {e}"));
        }
        self.r.invalidate();
    }
}
