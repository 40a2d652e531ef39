//! A key or paste as the UI takes it: first the overlays that own the keyboard while they show
//! (the approval dialog, the plan dialog, a confirmation, command completion), then the editor,
//! whose unhandled keys are the app's actions (exit, Ctrl+C, expand tools, interrupt, …).

use std::ops::ControlFlow;
use std::time::Instant;

use crate::tui::components::approval::Choice;
use crate::tui::components::blocks::Notice;
use crate::tui::editor::EditorAction;
use crate::tui::keybindings::Action;
use crate::tui::keys::Input;

use super::super::approval;
use super::super::slash::{Ctx, Step};
use super::{DOUBLE_CTRL_C, Ui};

impl Ui {
    /// Handles one input; `Some(code)` ends the UI with that exit code.
    pub(super) fn on_input(&mut self, i: &Input) -> Option<i32> {
        if let ControlFlow::Break(exit) = self.overlay_input(i) {
            return exit;
        }
        let action = self.editor.handle(i);
        self.cmds.after_edit(&self.editor, self.agent.cwd());
        self.editor_action(action)
    }

    /// The overlays, in order; `Break` when one took the input (with the exit code, if any).
    fn overlay_input(&mut self, i: &Input) -> ControlFlow<Option<i32>> {
        if let Some((id, dialog)) = &mut self.dialog {
            if let Input::Key(k) = i
                && let Some(choice) = dialog.handle_key(*k)
            {
                self.agent.permission_response(id, approval::answer(choice));
                if choice == Choice::Deny {
                    let tool = dialog.request().tool.clone();
                    self.note_denial(&tool);
                }
                self.dialog = None;
            }
            return ControlFlow::Break(None);
        }
        if self.plan_input(i) {
            return ControlFlow::Break(None);
        }
        let Input::Key(k) = i else {
            return ControlFlow::Continue(());
        };
        if self.confirm_key(*k) {
            return ControlFlow::Break(None);
        }
        let ctx = Ctx {
            editor: &mut self.editor,
            agent: &self.agent,
            r: &mut self.r,
        };
        match self.cmds.key(*k, ctx) {
            Step::Pass => ControlFlow::Continue(()),
            Step::Send(text) => {
                self.send(text, false);
                ControlFlow::Continue(())
            }
            Step::Exit(code) => ControlFlow::Break(Some(code)),
            Step::Later(later) => {
                self.start_later(later, false);
                ControlFlow::Break(None)
            }
            Step::Done => ControlFlow::Break(None),
        }
    }

    /// What the editor made of the input: a submitted line, or an app action for a key it left.
    fn editor_action(&mut self, action: EditorAction) -> Option<i32> {
        let app = match &action {
            EditorAction::Unhandled(k) => self.editor.keys().action(k),
            _ => None,
        };
        match action {
            EditorAction::Submit { text, follow_up } => return self.submit(text, follow_up),
            EditorAction::Unhandled(_) if app == Some(Action::Exit) && self.editor.is_empty() => {
                return Some(0);
            }
            EditorAction::Unhandled(_) if app == Some(Action::Clear) => return self.clear_key(),
            EditorAction::Unhandled(_) if app == Some(Action::ExpandTools) => {
                self.toggle_expanded();
            }
            EditorAction::Unhandled(_)
                if app == Some(Action::Interrupt) && self.cancel_pending() => {}
            EditorAction::Unhandled(_) if app == Some(Action::Interrupt) && self.running => {
                self.interrupt();
            }
            EditorAction::Unhandled(_) if app == Some(Action::Interrupt) => {
                self.stop_user_bash();
            }
            EditorAction::Unhandled(_) if app == Some(Action::Dequeue) => {
                self.dequeue_last();
            }
            EditorAction::Unhandled(_) if app == Some(Action::CycleMode) => self.cycle_mode(),
            EditorAction::Unhandled(_) if app == Some(Action::Suspend) => self.suspend(),
            _ => {}
        }
        None
    }

    /// Enter: a slash command runs, anything else is sent (steered or queued while running).
    fn submit(&mut self, text: String, follow_up: bool) -> Option<i32> {
        if let Some(e) = self.editor.take_history_error() {
            self.commit_notice(Notice::Error(e));
        }
        if text.starts_with('!') || self.bash.is_some() {
            // A `!` line, or anything while one runs (it goes back into the editor).
            self.start_user_bash(&text);
            return None;
        }
        let ctx = Ctx {
            editor: &mut self.editor,
            agent: &self.agent,
            r: &mut self.r,
        };
        match self.cmds.submit(text, ctx) {
            Step::Send(text) => self.send(text, follow_up),
            Step::Later(later) => self.start_later(later, follow_up),
            Step::Exit(code) => return Some(code),
            _ => {}
        }
        None
    }

    /// Ctrl+C: during a run it stops the run (as Esc does); otherwise it clears a non-empty
    /// editor; on an empty one the first press shows "Press Ctrl+C again to exit" in the status
    /// line and a second within `DOUBLE_CTRL_C` exits with 130.
    fn clear_key(&mut self) -> Option<i32> {
        if self.stop_user_bash() {
            self.last_ctrl_c = None;
        } else if self.running && self.agent.is_running() {
            self.last_ctrl_c = None;
            self.interrupt();
        } else if !self.editor.is_empty() {
            self.editor.clear();
            self.last_ctrl_c = None;
        } else if self.exit_armed() {
            return Some(130);
        } else {
            self.last_ctrl_c = Some(Instant::now());
        }
        None
    }

    /// A first Ctrl+C on an empty editor less than `DOUBLE_CTRL_C` ago: the next one exits.
    pub(super) fn exit_armed(&self) -> bool {
        self.last_ctrl_c
            .is_some_and(|t| t.elapsed() < DOUBLE_CTRL_C)
    }
}
