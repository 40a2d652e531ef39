//! A resumed session's conversation on screen (issue #29): when the UI starts on a session that
//! already has messages (`--resume`, `--continue`, `--session`), its current branch is printed
//! to the scrollback once, under the header, as the live run would have shown it: each prompt
//! (`›`, with `· Attached …` for its `<file>` blocks), thinking as `ui.showThinking` says,
//! the answer rendered from Markdown, each tool call as a finished block with its result, the
//! user's `!` commands (`ama.user-bash` custom messages) with their output, and compaction and
//! branch summaries as one muted line. Only the last `MAX_MESSAGES` are printed; the line above
//! them says how many are left out and where to read them.

use crate::agent::reply::{AgentMessage, Extension};
use crate::agent::user_bash::USER_BASH_TYPE;
use crate::ai::types::{ContentBlock, Message, UserContent};
use crate::tui::component::Component;
use crate::tui::components::blocks::{Notice, Thinking, UserKind, UserMessage};
use crate::tui::components::count;
use crate::tui::components::markdown::render_markdown;
use crate::tui::components::tool_call::{ToolCall, ToolStatus};
use crate::tui::line::Line;

use super::Ui;
use super::events::tool_title;
use super::user_bash::{bash_head, bash_output};

/// At most this many messages of a long session are printed (the rest stays in the file).
const MAX_MESSAGES: usize = 200;

impl Ui {
    /// Prints the branch of a session that already has messages (once, at start).
    pub(super) fn replay(&mut self) {
        let messages = self.agent.messages();
        if messages.is_empty() {
            return;
        }
        // The status bar's tokens, cost and context are the session's from the start.
        self.stats = Some(self.agent.stats());
        let shown = messages.len().min(MAX_MESSAGES);
        let skipped = messages.len() - shown;
        let w = self.r.width();
        let mut lines = Vec::new();
        if skipped > 0 {
            let head = format!(
                "… {} earlier in this session (`ama sessions show` prints them all)",
                count(skipped, "message", "messages")
            );
            lines.extend(Notice::Info(head).render(w));
        }
        let mut pending: Vec<(String, ToolCall)> = Vec::new();
        for m in &messages[skipped..] {
            match m {
                AgentMessage::Message(Message::User(u)) => {
                    flush_calls(&mut pending, &mut lines, w);
                    lines.push(Line::new());
                    lines.extend(user_lines(&u.content, w));
                }
                AgentMessage::Message(Message::Assistant(a)) => {
                    flush_calls(&mut pending, &mut lines, w);
                    self.assistant_lines(a, &mut pending, &mut lines);
                }
                AgentMessage::Message(Message::ToolResult(r)) => {
                    let Some(i) = pending.iter().position(|(id, _)| *id == r.tool_call_id)
                    else {
                        continue;
                    };
                    let (_, mut call) = pending.remove(i);
                    let status = if r.is_error {
                        ToolStatus::Failed
                    } else {
                        ToolStatus::Done
                    };
                    call.finish(status, &crate::ai::types::join_text(&r.content));
                    lines.extend(call.render(w));
                }
                AgentMessage::Message(Message::System(_)) => {}
                AgentMessage::Extension(e) => {
                    flush_calls(&mut pending, &mut lines, w);
                    lines.extend(extension_lines(e, w));
                }
            }
        }
        flush_calls(&mut pending, &mut lines, w);
        if lines.is_empty() {
            return;
        }
        lines.push(Line::new());
        self.r.commit(lines);
    }
}

impl Ui {
    /// An answer: its thinking and text blocks, and its tool calls waiting for their results.
    fn assistant_lines(
        &self,
        a: &crate::ai::types::AssistantMessage,
        pending: &mut Vec<(String, ToolCall)>,
        lines: &mut Vec<Line>,
    ) {
        let w = self.r.width();
        for b in &a.content {
            match b {
                ContentBlock::Text { text, .. } if !text.trim().is_empty() => {
                    lines.extend(render_markdown(text, w));
                }
                ContentBlock::Thinking { thinking, .. } if !thinking.is_empty() => {
                    let t = Thinking {
                        text: thinking.clone(),
                        tokens: None,
                        mode: self.show_thinking,
                    };
                    lines.extend(t.render(w));
                }
                ContentBlock::ToolCall {
                    id,
                    name,
                    arguments,
                } => pending.push((id.clone(), ToolCall::new(name, &tool_title(arguments)))),
                _ => {}
            }
        }
        if let Some(e) = &a.error_message {
            lines.extend(Notice::Error(e.clone()).render(w));
        }
    }
}

/// Calls that have no result on the branch (the run stopped first) show as stopped.
fn flush_calls(pending: &mut Vec<(String, ToolCall)>, lines: &mut Vec<Line>, w: usize) {
    for (_, mut call) in pending.drain(..) {
        call.finish(ToolStatus::Failed, "(no result: the run stopped)");
        lines.extend(call.render(w));
    }
}

/// A prompt: its first text block after `›`, then a `· Attached <path>` line for each
/// `<file path="…">` block the prompt carried, and `· Image` for each image.
fn user_lines(content: &UserContent, w: usize) -> Vec<Line> {
    let blocks = match content {
        UserContent::Text(t) => return UserMessage::new(t, UserKind::Prompt).render(w),
        UserContent::Blocks(b) => b,
    };
    let mut text = None;
    let mut notes = Vec::new();
    for b in blocks {
        match b {
            ContentBlock::Text { text: t, .. } if text.is_none() => text = Some(t.as_str()),
            ContentBlock::Text { text: t, .. } => {
                if let Some(path) = file_block_path(t) {
                    notes.push(format!("· Attached {path}"));
                }
            }
            ContentBlock::Image { mime_type, .. } => notes.push(format!("· Image ({mime_type})")),
            _ => {}
        }
    }
    let mut lines = UserMessage::new(text.unwrap_or(""), UserKind::Prompt).render(w);
    for n in notes {
        lines.extend(Notice::Info(n).render(w));
    }
    lines
}

/// The path of a `<file path="…">` block (`attach.rs`), unquoted.
fn file_block_path(text: &str) -> Option<String> {
    let rest = text.strip_prefix("<file path=\"")?;
    let end = rest.find('"')?;
    Some(rest[..end].replace("&quot;", "\"").replace("&amp;", "&"))
}

/// A custom message shown in the transcript, or a summary line.
fn extension_lines(e: &Extension, w: usize) -> Vec<Line> {
    match e {
        Extension::Custom {
            custom_type,
            details: Some(d),
            display: true,
            ..
        } if custom_type == USER_BASH_TYPE => {
            let field = |k: &str| d.get(k).and_then(serde_json::Value::as_str).unwrap_or("");
            let failed = d
                .get("isError")
                .and_then(serde_json::Value::as_bool)
                .unwrap_or(false);
            let mut lines = vec![Line::new()];
            lines.extend(bash_head(field("command"), w));
            lines.extend(bash_output(field("output"), failed, w));
            lines
        }
        Extension::Custom {
            display: true,
            content,
            ..
        } => {
            let text = content.text();
            let first = text.lines().next().unwrap_or("").to_string();
            Notice::Info(first).render(w)
        }
        Extension::Custom { .. } => Vec::new(),
        Extension::CompactionSummary { tokens_before, .. } => Notice::Info(format!(
            "Conversation compacted ({} tokens before)",
            crate::tui::components::status_bar::format_tokens(*tokens_before)
        ))
        .render(w),
        Extension::BranchSummary { .. } => {
            Notice::Info("Summary of the branch left behind".into()).render(w)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::file_block_path;

    #[test]
    fn file_paths_unquote() {
        assert_eq!(
            file_block_path("<file path=\"a &quot;b&quot;.txt\">\nx\n</file>").as_deref(),
            Some("a \"b\".txt")
        );
        assert_eq!(file_block_path("plain text"), None);
    }
}
