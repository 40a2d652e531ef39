//! What a compaction asks and records: the summary instruction (goal, decisions, files touched,
//! open work, next steps, plus the caller's instructions), the `details` of the entry (files
//! read and modified, from the tool calls before the cut and from the summary being replaced),
//! and the `<post-compact-state>` block at the end of the summary, which carries the todo list
//! and the file sets past the compaction and back into `ToolState` on resume.

use std::collections::BTreeSet;
use std::path::Path;

use serde_json::{Value, json};

use crate::ai::types::{ContentBlock, Message};
use crate::session::ContextMessage;
use crate::tools::todo::{TodoItem, TodoStatus};

const OPEN: &str = "<post-compact-state>";
const CLOSE: &str = "</post-compact-state>";
const READ_HEAD: &str = "Files read before this point (their content is not in the summary; read them again before relying on it):";
const MODIFIED_HEAD: &str = "Files modified before this point:";
const TODO_HEAD: &str = "Todo list:";

/// The last user message of a summary request.
pub fn instruction(custom: Option<&str>) -> String {
    let mut s = String::from(
        "Stop here: do not continue the task and do not call tools. Write a summary of the conversation above so that the work can go on from it alone; the messages above will be replaced by it.\n\nUse these headings:\n## Goal\nWhat the user asked for, with their constraints and preferences.\n## Decisions\nWhat was decided and why, including approaches that failed.\n## Files touched\nEach file read, created or changed, with what matters about it.\n## Open work\nWhat is unfinished, failing or waiting for the user.\n## Next steps\nThe next actions, in order.\n\nBe specific: keep names, paths, commands, error messages and numbers exactly. Answer with the summary only.",
    );
    if let Some(extra) = custom.map(str::trim).filter(|c| !c.is_empty()) {
        s.push_str("\n\nAdditional instructions for this summary:\n");
        s.push_str(extra);
    }
    s
}

/// The last user message of a branch summary request.
pub fn branch_instruction(custom: Option<&str>, messages: usize) -> String {
    let mut s = format!(
        "Stop here: do not continue and do not call tools. The conversation is moving back to an earlier point; the last {messages} messages above this one are a branch being left. Summarise what that branch tried, found, changed (files and commands) and left unfinished, so the conversation can use it later. Answer with the summary only.",
    );
    if let Some(extra) = custom.map(str::trim).filter(|c| !c.is_empty()) {
        s.push_str("\n\nAdditional instructions for this summary:\n");
        s.push_str(extra);
    }
    s
}

/// Files read and modified, as absolute paths.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Files {
    pub read: BTreeSet<String>,
    pub modified: BTreeSet<String>,
}

impl Files {
    /// The entry's `details`.
    pub fn to_details(&self) -> Value {
        json!({"readFiles": self.read, "modifiedFiles": self.modified})
    }

    /// Adds the files of `other`.
    pub fn merge(&mut self, other: Files) {
        self.read.extend(other.read);
        self.modified.extend(other.modified);
    }
}

fn absolute(path: &str, cwd: &Path) -> String {
    let p = match path.strip_prefix("~/") {
        Some(rest) => std::env::var_os("HOME")
            .map(|h| Path::new(&h).join(rest))
            .unwrap_or_else(|| cwd.join(path)),
        None => cwd.join(path),
    };
    p.display().to_string()
}

/// The files the tool calls in `messages` read and modified, plus those an earlier summary
/// among them recorded.
pub fn gather<'a>(messages: impl IntoIterator<Item = &'a ContextMessage>, cwd: &Path) -> Files {
    let mut files = Files::default();
    for m in messages {
        match m {
            ContextMessage::Message(Message::Assistant(a)) => {
                for block in &a.content {
                    let ContentBlock::ToolCall {
                        name, arguments, ..
                    } = block
                    else {
                        continue;
                    };
                    let Some(path) = arguments.get("path").and_then(Value::as_str) else {
                        continue;
                    };
                    let set = match name.as_str() {
                        "read" => &mut files.read,
                        "write" | "edit" => &mut files.modified,
                        _ => continue,
                    };
                    set.insert(absolute(path, cwd));
                }
            }
            ContextMessage::CompactionSummary { summary, .. } => files.merge(parse_state(summary)),
            _ => {}
        }
    }
    files
}

fn status(s: &TodoStatus) -> &'static str {
    match s {
        TodoStatus::Pending => "pending",
        TodoStatus::InProgress => "in_progress",
        TodoStatus::Done => "done",
    }
}

/// The `<post-compact-state>` block: the todo list and the file sets, one item a line.
pub fn state_block(todos: &[TodoItem], files: &Files) -> String {
    let mut s = format!("{OPEN}\n");
    if !todos.is_empty() {
        s.push_str(TODO_HEAD);
        s.push('\n');
        for t in todos {
            s.push_str(&format!("- [{}] {}: {}\n", status(&t.status), t.id, t.text));
        }
    }
    for (head, set) in [(READ_HEAD, &files.read), (MODIFIED_HEAD, &files.modified)] {
        if set.is_empty() {
            continue;
        }
        s.push_str(head);
        s.push('\n');
        for p in set {
            s.push_str(&format!("- {p}\n"));
        }
    }
    s.push_str(CLOSE);
    s
}

/// The summary the model wrote with the block appended (an earlier block in it is dropped).
pub fn with_state(summary: &str, block: &str) -> String {
    format!("{}\n\n{block}", strip_state(summary).trim_end())
}

fn strip_state(summary: &str) -> &str {
    summary.find(OPEN).map_or(summary, |i| &summary[..i])
}

/// The file sets of a summary's `<post-compact-state>` block (empty without one).
pub fn parse_state(summary: &str) -> Files {
    let mut files = Files::default();
    let Some(start) = summary.rfind(OPEN) else {
        return files;
    };
    let body = &summary[start + OPEN.len()..];
    let body = body.find(CLOSE).map_or(body, |end| &body[..end]);
    let mut section: Option<&mut BTreeSet<String>> = None;
    for line in body.lines() {
        if line == READ_HEAD {
            section = Some(&mut files.read);
        } else if line == MODIFIED_HEAD {
            section = Some(&mut files.modified);
        } else if line == TODO_HEAD {
            section = None;
        } else if let (Some(set), Some(path)) = (section.as_mut(), line.strip_prefix("- ")) {
            set.insert(path.to_string());
        }
    }
    files
}

#[cfg(test)]
mod tests {
    use std::path::Path;

    use serde_json::json;

    use super::{Files, gather, parse_state, state_block, with_state};
    use crate::ai::types::{AssistantMessage, ContentBlock, Message, StopReason};
    use crate::session::ContextMessage;
    use crate::tools::todo::{TodoItem, TodoStatus};

    fn calls(list: &[(&str, &str)]) -> ContextMessage {
        ContextMessage::Message(Message::Assistant(AssistantMessage {
            content: list
                .iter()
                .enumerate()
                .map(|(i, (name, path))| ContentBlock::ToolCall {
                    id: format!("c{i}"),
                    name: name.to_string(),
                    arguments: json!({"path": path}),
                })
                .collect(),
            api: crate::ai::types::Api::AnthropicMessages,
            provider: "p".into(),
            model: "m".into(),
            usage: Default::default(),
            stop_reason: StopReason::ToolUse,
            response_id: None,
            thinking_level: None,
            raw_stop_reason: None,
            error_message: None,
            timestamp: 0,
        }))
    }

    #[test]
    fn files_from_calls_and_an_earlier_block_round_trip() {
        let cwd = Path::new("/w");
        let earlier = Files {
            read: ["/w/old.rs".to_string()].into(),
            modified: ["/w/gone.rs".to_string()].into(),
        };
        let earlier_summary = with_state("before", &state_block(&[], &earlier));
        let messages = vec![
            ContextMessage::CompactionSummary {
                summary: earlier_summary,
                tokens_before: 9,
            },
            calls(&[("read", "a.rs"), ("write", "/abs/b.rs"), ("bash", "x")]),
            calls(&[("edit", "sub/c.rs"), ("read", "a.rs")]),
        ];
        let files = gather(&messages, cwd);
        assert_eq!(
            files.to_details(),
            json!({"readFiles": ["/w/a.rs", "/w/old.rs"],
                   "modifiedFiles": ["/abs/b.rs", "/w/gone.rs", "/w/sub/c.rs"]})
        );
        let todos = vec![TodoItem {
            id: "1".into(),
            text: "ship it".into(),
            status: TodoStatus::InProgress,
            plan_step: None,
        }];
        let block = state_block(&todos, &files);
        assert_eq!(
            block,
            "<post-compact-state>\nTodo list:\n- [in_progress] 1: ship it\nFiles read before this point (their content is not in the summary; read them again before relying on it):\n- /w/a.rs\n- /w/old.rs\nFiles modified before this point:\n- /abs/b.rs\n- /w/gone.rs\n- /w/sub/c.rs\n</post-compact-state>"
        );
        // A summary that already has a block gets the new one instead.
        let summary = with_state(&with_state("text\n", &block), &block);
        assert_eq!(summary.matches("<post-compact-state>").count(), 1);
        assert!(summary.starts_with("text\n\n<post-compact-state>"));
        assert_eq!(parse_state(&summary), files);
        assert_eq!(parse_state("no block"), Files::default());
    }
}
