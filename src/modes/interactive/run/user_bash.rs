//! `!` lines (issue #29): Enter on a text starting with `!` runs the rest as the user's own
//! bash command (`Agent::user_bash`: no permission pipeline, recorded as an `ama.user-bash`
//! custom message that the model gets with the next prompt). It runs on a thread of its own
//! while the UI keeps drawing: the spinner says what runs, Esc or Ctrl+C stop it, and the
//! command and its first output lines go to the scrollback when it ends. Between runs only.

use std::sync::mpsc::{Receiver, TryRecvError, channel};
use std::time::Instant;

use crate::agent::user_bash::UserBash;
use crate::error::Result;
use crate::tui::components::blocks::Notice;
use crate::tui::components::loader::Loader;
use crate::tui::line::Line;
use crate::tui::sanitize::sanitize_line;
use crate::tui::style::{Role, Style};
use crate::util::cancel::Cancel;

use super::Ui;

/// Output rows shown in the scrollback (the model gets all of it).
const SHOWN_ROWS: usize = 12;

/// A `!` command that runs.
pub(crate) struct BashRun {
    done: Receiver<Result<UserBash>>,
    cancel: Cancel,
}

impl Ui {
    /// Enter on `!command`; while a `!` command runs, any line goes back into the editor.
    pub(super) fn start_user_bash(&mut self, text: &str) {
        if self.bash.is_some() {
            self.editor.set_text(text);
            self.commit_notice(Notice::Error(
                "a `!` command is still running: press Esc to stop it, or wait for it to end and send the line again".into(),
            ));
            return;
        }
        let command = text[1..].trim().to_string();
        if command.is_empty() {
            return;
        }
        if self.running {
            self.editor.set_text(text);
            self.commit_notice(Notice::Error(format!(
                "`!{command}` was not run: a run is going; press Esc to stop it, then send the line again"
            )));
            return;
        }
        let w = self.r.width();
        self.r.commit(bash_head(&command, w));
        let (tx, rx) = channel();
        let cancel = Cancel::new();
        let (agent, c) = (self.agent.clone(), cancel.clone());
        let spawned = std::thread::Builder::new()
            .name("ama-user-bash".into())
            .spawn(move || {
                let _ = tx.send(agent.user_bash(&command, &c));
            });
        if let Err(e) = spawned {
            self.commit_notice(Notice::Error(format!(
                "could not start a thread for the `!` command ({e}); try again"
            )));
            return;
        }
        self.bash = Some(BashRun { done: rx, cancel });
        self.loader = Some((Instant::now(), Loader::new("Running… (Esc to stop)")));
    }

    /// Esc or Ctrl+C while a `!` command runs; false when none runs.
    pub(super) fn stop_user_bash(&mut self) -> bool {
        match &self.bash {
            Some(b) => {
                b.cancel.cancel();
                true
            }
            None => false,
        }
    }

    /// Each tick: a `!` command that ended shows its output.
    pub(super) fn poll_user_bash(&mut self) {
        let Some(b) = &self.bash else {
            return;
        };
        let result = match b.done.try_recv() {
            Err(TryRecvError::Empty) => return,
            Ok(r) => r,
            Err(TryRecvError::Disconnected) => Err(crate::error::Error::Run(
                "the `!` command's thread ended without a result; run it again".into(),
            )),
        };
        self.bash = None;
        self.loader = None;
        match result {
            Ok(out) => self.show_user_bash(&out),
            Err(e) => self.commit_notice(Notice::Error(e.to_string())),
        }
    }

    fn show_user_bash(&mut self, out: &UserBash) {
        let w = self.r.width();
        self.r.commit(bash_output(&out.output, out.failed, w));
    }
}

/// `! <command>` as the scrollback shows it (also for a resumed session, `run/replay.rs`).
pub(super) fn bash_head(command: &str, w: usize) -> Vec<Line> {
    Line::styled("! ", Style::role(Role::Warning).bold())
        .with(sanitize_line(command), Style::PLAIN)
        .wrap(w)
}

/// The first `SHOWN_ROWS` rows of a `!` command's output, indented, red when it failed.
pub(super) fn bash_output(output: &str, failed: bool, w: usize) -> Vec<Line> {
    let style = if failed {
        Style::role(Role::Error)
    } else {
        Style::role(Role::Muted)
    };
    let rows: Vec<&str> = output.lines().collect();
    let mut lines = Vec::new();
    for row in rows.iter().take(SHOWN_ROWS) {
        let l = Line::styled(sanitize_line(row), style);
        lines.extend(l.wrap_with_prefix(w, &Line::raw("  "), &Line::raw("  ")));
    }
    if rows.len() > SHOWN_ROWS {
        let more = rows.len() - SHOWN_ROWS;
        let noun = if more == 1 { "line" } else { "lines" };
        lines.push(Line::styled(
            format!("  … {more} more {noun}"),
            Style::role(Role::Muted),
        ));
    }
    lines
}
