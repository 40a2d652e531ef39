//! A submitted line that takes a while to become a prompt, off the UI thread (docs/mcp.md,
//! docs/skills.md): an MCP prompt (`/mcp__<server>__<prompt>`, `prompts/get`), a prompt with
//! `@server:uri` mentions (`resources/read`), a skill or Claude Code command whose `!` lines
//! run (and may ask for approval). The work runs on an `ama-expand` thread; its answer comes
//! back over a channel that each frame polls, so the UI keeps drawing, the editor takes typing
//! and an approval dialog can show meanwhile. Esc cancels: the session's abort ends a running
//! `!` command's process group and the answer, when it comes, is dropped. The thread's own
//! requests have deadlines (the MCP client's 60 s, a `!` line's 30 s, the approval timeout);
//! the UI gives up after `DEADLINE` in any case.

use std::sync::mpsc::{Receiver, TryRecvError};
use std::time::{Duration, Instant};

use crate::tui::components::blocks::Notice;
use crate::tui::components::loader::Loader;

use super::super::slash::{Later, Resolved};
use super::Ui;

/// How long the UI waits for a line's work before it drops it with an error.
const DEADLINE: Duration = Duration::from_secs(600);

/// A line whose work runs.
pub(crate) struct Pending {
    rx: Receiver<Result<Resolved, String>>,
    label: String,
    text: String,
    follow_up: bool,
    since: Instant,
    loader: Loader,
}

impl Pending {
    pub(crate) fn loader(&self) -> &Loader {
        &self.loader
    }
}

impl Ui {
    /// Starts `later`'s work on a thread; its prompt is sent (as a follow-up when
    /// `follow_up`) when it comes back.
    pub(super) fn start_later(&mut self, later: Later, follow_up: bool) {
        if let Some(p) = &self.pending {
            self.commit_notice(Notice::Error(format!(
                "{} is still being prepared: wait for it, or press Esc to cancel it, then send again",
                p.label
            )));
            if self.editor.is_empty() {
                self.editor.set_text(&later.text);
            }
            return;
        }
        let (tx, rx) = std::sync::mpsc::sync_channel(1);
        let job = later.job;
        let started = std::thread::Builder::new()
            .name("ama-expand".into())
            .spawn(move || {
                let _ = tx.send(job());
            });
        if let Err(e) = started {
            self.commit_notice(Notice::Error(format!(
                "could not start a thread to prepare {}: {e}; nothing was sent, try again",
                later.label
            )));
            self.editor.set_text(&later.text);
            return;
        }
        let loader = Loader::new(&format!("Preparing {}… (Esc to cancel)", later.label));
        self.pending = Some(Pending {
            rx,
            label: later.label,
            text: later.text,
            follow_up,
            since: Instant::now(),
            loader,
        });
    }

    /// Takes the answer of the line's work, if it came: the prompt is sent, or the error shown
    /// and the line put back in an empty editor.
    pub(super) fn drain_pending(&mut self) {
        let Some(p) = &mut self.pending else {
            return;
        };
        p.loader.tick();
        p.loader.set_elapsed(p.since.elapsed());
        let answer = match p.rx.try_recv() {
            Ok(answer) => answer,
            Err(TryRecvError::Empty) if p.since.elapsed() < DEADLINE => return,
            Err(TryRecvError::Empty) => Err(format!(
                "{} did not finish within {} s; nothing was sent",
                p.label,
                DEADLINE.as_secs()
            )),
            Err(TryRecvError::Disconnected) => Err(format!(
                "preparing {} failed (its thread ended without an answer); nothing was sent",
                p.label
            )),
        };
        let Some(p) = self.pending.take() else {
            return;
        };
        match answer {
            Ok((text, attachments)) => {
                self.cmds.set_images(attachments);
                self.send(text, p.follow_up);
            }
            Err(e) => {
                self.commit_notice(Notice::Error(e));
                if self.editor.is_empty() {
                    self.editor.set_text(&p.text);
                }
            }
        }
    }

    /// Esc while a line is prepared: its work is cancelled and its answer dropped; the line
    /// goes back to an empty editor. False when nothing was being prepared.
    pub(super) fn cancel_pending(&mut self) -> bool {
        let Some(p) = self.pending.take() else {
            return false;
        };
        if !self.running {
            // Ends a `!` command's process group; no run is going that it could stop.
            let _ = self.agent.abort(Duration::ZERO);
        }
        self.commit_notice(Notice::Info(format!(
            "Cancelled {}; nothing was sent",
            p.label
        )));
        if self.editor.is_empty() {
            self.editor.set_text(&p.text);
        }
        true
    }
}
