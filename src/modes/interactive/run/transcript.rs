//! What the transcript shows around the agent's own blocks (issue #29): a denial's `⛔` line
//! under the call it denied (the dialog is answered while the call's block is still live, so the
//! line waits for the block); the end of a turn (a muted `Interrupted` after Esc instead of a red
//! error, the turn's duration, a blank line before the next prompt); the context-pressure notice;
//! and Ctrl+O over finished tool blocks. Those are in the scrollback, which the main screen never
//! rewrites, so Ctrl+O prints the collapsed ones again below, expanded, under a line that says so,
//! and the status bar shows `expanded` while it is on.

use std::collections::VecDeque;
use std::time::Duration;

use crate::agent::compaction::pressure::Crossing;
use crate::tui::component::Component;
use crate::tui::components::blocks::Notice;
use crate::tui::components::loader::format_elapsed;
use crate::tui::components::status_bar::format_tokens;
use crate::tui::components::tool_call::ToolCall;
use crate::tui::line::Line;
use crate::tui::style::{Role, Style};

use super::Ui;

/// Finished blocks kept for Ctrl+O: the latest ones (older ones are only in the scrollback).
const KEEP_FINISHED: usize = 50;

#[derive(Default)]
pub(crate) struct Transcript {
    /// Denials answered in the dialog, waiting for their call's block: (tool, text).
    denied: Vec<(String, String)>,
    /// Finished blocks with rows hidden, not yet printed expanded, each with a codemode
    /// script's inner calls.
    finished: VecDeque<(ToolCall, Vec<ToolCall>)>,
}

impl Ui {
    /// The dialog denied a `tool` call: its line follows the call's block when that ends.
    pub(super) fn note_denial(&mut self, tool: &str) {
        let text = format!("{tool} call denied");
        self.transcript.denied.push((tool.to_string(), text));
    }

    /// A tool block went to the scrollback: the denial of that call, if any, goes under it, and
    /// the block is kept for Ctrl+O when it hides rows (a script's inner calls, collapsed to
    /// their titles, always do).
    pub(super) fn after_tool_block(&mut self, call: ToolCall, inner: Vec<ToolCall>, is_error: bool) {
        let tr = &mut self.transcript;
        let denial = if is_error {
            tr.denied
                .iter()
                .position(|(t, _)| t == call.name())
                .map(|i| tr.denied.remove(i).1)
        } else {
            None
        };
        if !self.expanded && (call.hides_rows() || !inner.is_empty()) {
            if tr.finished.len() == KEEP_FINISHED {
                tr.finished.pop_front();
            }
            tr.finished.push_back((call, inner));
        }
        if let Some(text) = denial {
            self.commit_notice(Notice::Denied(text));
        }
    }

    /// Denials whose call ended without a block (the run stopped): shown at the run's end.
    pub(super) fn flush_denials(&mut self) {
        for (_, text) in std::mem::take(&mut self.transcript.denied) {
            self.commit_notice(Notice::Denied(text));
        }
    }

    /// The run settled: `Interrupted` (muted) after Esc or the run's error, then how long the
    /// turn took, then a blank line before the next prompt.
    pub(super) fn end_of_turn(&mut self, took: Option<Duration>) {
        self.flush_denials();
        let summary = self.agent.last_run();
        let aborted = summary
            .as_ref()
            .is_some_and(|s| s.stop_reason == crate::ai::types::StopReason::Aborted);
        let took = took.map(format_elapsed);
        if aborted {
            let text = match &took {
                Some(t) => format!("Interrupted · {t}"),
                None => "Interrupted".into(),
            };
            self.commit_notice(Notice::Info(text));
        } else {
            if let Some(msg) = summary.and_then(|s| s.error_message) {
                self.commit_notice(Notice::Error(msg));
            }
            if let Some(t) = took {
                self.commit_notice(Notice::Info(format!("Done in {t}")));
            }
        }
        self.r.commit(vec![Line::new()]);
    }

    /// `context_pressure`: tui.md's notice, once per threshold crossed.
    pub(super) fn context_pressure(&mut self, c: &Crossing) {
        let left = match c.estimated_turns_left {
            Some(n) => format!(
                "about {} left (average of the last 5 turns)",
                crate::tui::components::count(n as usize, "turn", "turns")
            ),
            None => format!("about {} tokens left", format_tokens(c.remaining_tokens)),
        };
        let text = format!("Context {}% used, {left}", c.percent);
        self.commit_notice(if c.threshold >= 90 {
            Notice::Error(text)
        } else {
            Notice::Warning(text)
        });
    }

    /// Ctrl+O: tool output expanded or collapsed. Running blocks change in place; finished ones
    /// with hidden rows are printed again, expanded, under a line naming the state.
    pub(super) fn toggle_expanded(&mut self) {
        self.expanded = !self.expanded;
        for t in self.tools.values_mut() {
            t.set_expanded(self.expanded);
        }
        self.nested.set_expanded(self.expanded);
        let w = self.r.width();
        let muted = Style::role(Role::Muted);
        if !self.expanded {
            self.r.commit(vec![
                Line::styled("▸ Tool output collapsed (Ctrl+O to expand)", muted).truncate(w),
            ]);
            return;
        }
        let blocks: Vec<(ToolCall, Vec<ToolCall>)> = self.transcript.finished.drain(..).collect();
        let head = match blocks.len() {
            0 => "▾ Tool output expanded: no finished block hides rows (Ctrl+O to collapse)"
                .to_string(),
            n => format!(
                "▾ Tool output expanded: {} above, in full (Ctrl+O to collapse)",
                crate::tui::components::count(n, "finished block", "finished blocks")
            ),
        };
        let mut lines = vec![Line::styled(head, muted).truncate(w)];
        for (mut b, mut inner) in blocks {
            b.set_expanded(true);
            lines.extend(b.render(w));
            inner.iter_mut().for_each(|c| c.set_expanded(true));
            lines.extend(super::nested::rows(inner.iter(), true, w));
        }
        self.r.commit(lines);
    }
}
