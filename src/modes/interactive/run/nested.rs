//! A codemode script's inner calls (docs/codemode.md) under their outer `codemode` block: each
//! with its own status dot, shown as its title line while collapsed and in full after Ctrl+O,
//! indented under the outer block while it runs and committed with it when it ends (and kept
//! with it for Ctrl+O over finished blocks, `transcript.rs`). The inner calls are kept here, by
//! the outer call's id, not as blocks of their own.

use std::collections::BTreeMap;

use crate::tui::component::Component;
use crate::tui::components::tool_call::{ToolCall, ToolStatus};
use crate::tui::line::Line;

/// How far an inner call is indented under its outer block.
const INDENT: &str = "    ";

#[derive(Default)]
pub(super) struct Nested {
    /// Outer call id → its inner calls (id, block), in the order they started.
    by_outer: BTreeMap<String, Vec<(String, ToolCall)>>,
    expanded: bool,
}

impl Nested {
    pub(super) fn start(&mut self, outer: &str, id: String, mut call: ToolCall) {
        call.set_expanded(self.expanded);
        self.by_outer
            .entry(outer.to_string())
            .or_default()
            .push((id, call));
    }

    fn find(&mut self, id: &str) -> Option<&mut ToolCall> {
        self.by_outer
            .values_mut()
            .flat_map(|v| v.iter_mut())
            .find(|(i, _)| i == id)
            .map(|(_, c)| c)
    }

    /// Streamed output of an inner call; false when `id` is not one.
    pub(super) fn update(&mut self, id: &str, partial: &str) -> bool {
        self.find(id).map(|c| c.push_output(partial)).is_some()
    }

    pub(super) fn end(&mut self, id: &str, is_error: bool, text: &str) {
        if let Some(c) = self.find(id) {
            let status = if is_error {
                ToolStatus::Failed
            } else {
                ToolStatus::Done
            };
            c.finish(status, text);
        }
    }

    /// Ctrl+O: inner calls in full, or as their title lines.
    pub(super) fn set_expanded(&mut self, expanded: bool) {
        self.expanded = expanded;
        for (_, c) in self.by_outer.values_mut().flat_map(|v| v.iter_mut()) {
            c.set_expanded(expanded);
        }
    }

    /// The rows under the outer block `outer`.
    pub(super) fn render(&self, outer: &str, width: usize) -> Vec<Line> {
        let Some(calls) = self.by_outer.get(outer) else {
            return Vec::new();
        };
        rows(calls.iter().map(|(_, c)| c), self.expanded, width)
    }

    /// The outer call ended: its inner calls, forgotten here (the caller renders them with
    /// `rows` and keeps them for Ctrl+O over finished blocks).
    pub(super) fn take(&mut self, outer: &str) -> Vec<ToolCall> {
        self.by_outer
            .remove(outer)
            .into_iter()
            .flatten()
            .map(|(_, c)| c)
            .collect()
    }
}

/// Inner calls indented under their outer block: each call's title line, or all its rows when
/// `expanded`.
pub(super) fn rows<'a>(
    calls: impl Iterator<Item = &'a ToolCall>,
    expanded: bool,
    width: usize,
) -> Vec<Line> {
    let inner = width.saturating_sub(INDENT.len()).max(1);
    let mut out = Vec::new();
    for c in calls {
        let rows = c.render(inner);
        let shown = if expanded { rows.len() } else { 1 };
        for row in rows.into_iter().take(shown) {
            let mut l = Line::raw(INDENT);
            l.append(row);
            out.push(l);
        }
    }
    out
}
