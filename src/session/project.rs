//! Projection: the active branch of the entry tree → the context the model sees
//! (`session-format.md`, 投影). A pure function of the entries, so it is tested with tables:
//! 1. the latest `compaction` on the branch replaces what came before it, keeping the entries from
//!    `firstKeptEntryId` and folding the earlier system messages into one system checkpoint;
//! 2. the latest `context_edit` per target removes it (`null`) or replaces its content;
//! 3. `custom_message`, `compaction` and `branch_summary` map to their context roles;
//! 4. the latest `model_change` / `thinking_level_change` say which model and level to restore.

use std::collections::{BTreeMap, HashMap};

use serde::Serialize;
use serde_json::Value;

use crate::ai::types::{
    ContentBlock, Message, SystemMessage, ThinkingLevel, UserContent, UserMessage,
};
use crate::session::entry::{Body, Entry, ModelChange};
use crate::session::system::SystemState;

/// One message of the projected context: an LLM message or one of the three extension roles.
#[derive(Clone, Debug, PartialEq)]
pub enum ContextMessage {
    Message(Message),
    Custom {
        custom_type: String,
        content: UserContent,
        display: bool,
        details: Option<Value>,
    },
    CompactionSummary {
        summary: String,
        tokens_before: u64,
    },
    BranchSummary {
        summary: String,
        from_id: String,
    },
}

/// The projected context of a branch.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Context {
    pub messages: Vec<ContextMessage>,
    /// The entry each message came from; `None` for a system checkpoint.
    pub entry_ids: Vec<Option<String>>,
    /// The latest `model_change` on the branch.
    pub model: Option<ModelChange>,
    /// The latest `thinking_level_change` on the branch.
    pub thinking: Option<ThinkingLevel>,
    /// The latest `custom` data on the branch, by `customType` (e.g. `ama.todo`).
    pub customs: BTreeMap<String, Value>,
    /// A branch larger than the window: its older messages, before `messages`, left in the
    /// file until a compaction summarises them (`older.rs`).
    pub older: Option<crate::session::older::Older>,
}

/// Projects the branch that ends at `leaf` (`None` = the empty branch). `entries` may hold the
/// whole file; only the path from the root to `leaf` counts.
#[cfg(test)]
pub fn project(entries: &[Entry], leaf: Option<&str>) -> Context {
    let by_id: HashMap<&str, &Entry> = entries.iter().map(|e| (e.id.as_str(), e)).collect();
    let mut branch = Vec::new();
    let mut cursor = leaf;
    while let Some(id) = cursor {
        let Some(entry) = by_id.get(id) else { break };
        if branch.len() > entries.len() {
            break; // a parent cycle: never loop
        }
        branch.push((*entry).clone());
        cursor = entry.parent_id.as_deref();
    }
    branch.reverse();
    project_branch(branch)
}

/// Where the kept entries of a compaction at `c` start: the position of `first_kept` before
/// `c`, or `c` itself when it is not there.
pub fn kept_start(ids: &[&str], c: usize, first_kept: &str) -> usize {
    ids[..c]
        .iter()
        .position(|id| *id == first_kept)
        .unwrap_or(c)
}

/// Projects a branch given root first, moving its messages into the context. Entries the
/// projection would drop may be missing (the loader leaves out messages before the kept part
/// of a compaction).
pub fn project_branch(branch: Vec<Entry>) -> Context {
    let mut ctx = Context::default();
    let mut edits: HashMap<String, Option<String>> = HashMap::new();
    let mut compaction = None;
    for (i, entry) in branch.iter().enumerate() {
        match &entry.body {
            Body::ModelChange(m) => ctx.model = Some(m.clone()),
            Body::ThinkingLevelChange(t) => ctx.thinking = Some(t.thinking_level),
            Body::Custom(c) => {
                ctx.customs.insert(c.custom_type.clone(), c.data.clone());
            }
            Body::ContextEdit(e) => {
                edits.insert(e.target_id.clone(), e.replacement.clone());
            }
            Body::Compaction(c) => compaction = Some((i, c.first_kept_entry_id.clone())),
            _ => {}
        }
    }
    let mut included: Vec<usize> = Vec::with_capacity(branch.len());
    match compaction {
        Some((c, first_kept)) => {
            let mut systems = branch[..c].iter().filter_map(system_of).peekable();
            if let Some(first) = systems.peek() {
                let timestamp = first.timestamp;
                let checkpoint = SystemState::replay(systems).full(timestamp);
                ctx.messages
                    .push(ContextMessage::Message(Message::System(checkpoint)));
                ctx.entry_ids.push(None);
            }
            included.push(c);
            let ids: Vec<&str> = branch.iter().map(|e| e.id.as_str()).collect();
            let k = kept_start(&ids, c, &first_kept);
            // An earlier compaction after the first kept entry was summarised by this one
            // (its summary came before the kept entries): it stays out.
            included.extend((k..c).filter(|i| {
                system_of(&branch[*i]).is_none()
                    && (*i == k || !matches!(branch[*i].body, Body::Compaction(_)))
            }));
            included.extend(c + 1..branch.len());
        }
        None => included.extend(0..branch.len()),
    }
    let mut slots: Vec<Option<Entry>> = branch.into_iter().map(Some).collect();
    for i in included {
        let Some(entry) = slots[i].take() else {
            continue;
        };
        let edit = edits.get(entry.id.as_str()).map(Option::as_deref);
        let id = entry.id.clone();
        if let Some(message) = map_entry(entry, edit) {
            ctx.messages.push(message);
            ctx.entry_ids.push(Some(id));
        }
    }
    ctx
}

fn system_of(entry: &Entry) -> Option<&SystemMessage> {
    match &entry.body {
        Body::Message(Message::System(s)) => Some(s),
        _ => None,
    }
}

/// Maps one entry to its context message, with its latest edit: `Some(None)` removes it,
/// `Some(Some(text))` replaces its content. System messages are never edited.
pub(crate) fn map_entry(entry: Entry, edit: Option<Option<&str>>) -> Option<ContextMessage> {
    if let Body::Message(Message::System(s)) = entry.body {
        return Some(ContextMessage::Message(Message::System(s)));
    }
    let replacement = match edit {
        Some(None) => return None,
        Some(Some(text)) => Some(text),
        None => None,
    };
    let message = match entry.body {
        Body::Message(mut m) => {
            if let Some(text) = replacement {
                match &mut m {
                    Message::User(u) => u.content = UserContent::Text(text.into()),
                    Message::Assistant(a) => a.content = vec![ContentBlock::text(text)],
                    Message::ToolResult(r) => r.content = vec![ContentBlock::text(text)],
                    Message::System(_) => {}
                }
            }
            ContextMessage::Message(m)
        }
        Body::CustomMessage(c) => ContextMessage::Custom {
            custom_type: c.custom_type,
            content: replacement.map_or(c.content, |t| UserContent::Text(t.into())),
            display: c.display,
            details: c.details,
        },
        Body::Compaction(c) => ContextMessage::CompactionSummary {
            summary: replacement.map_or(c.summary, String::from),
            tokens_before: c.tokens_before,
        },
        Body::BranchSummary(b) => ContextMessage::BranchSummary {
            summary: replacement.map_or(b.summary, String::from),
            from_id: b.from_id,
        },
        _ => return None,
    };
    Some(message)
}

/// Text of the user message a compaction summary becomes.
pub const COMPACTION_PREFIX: &str =
    "The conversation history before this point was compacted into the following summary:";
/// Text of the user message a branch summary becomes.
pub const BRANCH_PREFIX: &str =
    "The following is a summary of a branch that this conversation came back from:";

impl Context {
    /// The system prompt the messages replay to.
    pub fn system_state(&self) -> SystemState {
        SystemState::replay(self.messages.iter().filter_map(|m| match m {
            ContextMessage::Message(Message::System(s)) => Some(s),
            _ => None,
        }))
    }

    /// The messages as the model takes them (`convertToLlm`): the extension roles become user
    /// messages; system messages stay for the agent to replay and are not sent as messages.
    pub fn to_llm(&self) -> Vec<Message> {
        self.messages.iter().map(|m| to_llm(m.clone())).collect()
    }

    /// `to_llm` without copying the messages.
    pub fn into_llm(self) -> Vec<Message> {
        self.messages.into_iter().map(to_llm).collect()
    }
}

fn to_llm(m: ContextMessage) -> Message {
    let user = |text: String| {
        Message::User(UserMessage {
            content: UserContent::Text(text),
            origin: None,
            timestamp: 0,
        })
    };
    match m {
        ContextMessage::Message(m) => m,
        ContextMessage::Custom { content, .. } => Message::User(UserMessage {
            content,
            origin: None,
            timestamp: 0,
        }),
        ContextMessage::CompactionSummary { summary, .. } => user(format!(
            "{COMPACTION_PREFIX}\n\n<summary>\n{summary}\n</summary>"
        )),
        ContextMessage::BranchSummary { summary, .. } => user(format!(
            "{BRANCH_PREFIX}\n\n<summary>\n{summary}\n</summary>"
        )),
    }
}

/// The RPC / JSON shape: `message` roles as they are, the others by their extension role.
impl Serialize for ContextMessage {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        #[derive(Serialize)]
        #[serde(
            tag = "role",
            rename_all = "camelCase",
            rename_all_fields = "camelCase"
        )]
        enum Ext<'a> {
            Custom {
                custom_type: &'a str,
                content: &'a UserContent,
                display: bool,
                #[serde(skip_serializing_if = "Option::is_none")]
                details: Option<&'a Value>,
            },
            CompactionSummary {
                summary: &'a str,
                tokens_before: u64,
            },
            BranchSummary {
                summary: &'a str,
                from_id: &'a str,
            },
        }
        match self {
            ContextMessage::Message(m) => m.serialize(s),
            ContextMessage::Custom {
                custom_type,
                content,
                display,
                details,
            } => Ext::Custom {
                custom_type,
                content,
                display: *display,
                details: details.as_ref(),
            }
            .serialize(s),
            ContextMessage::CompactionSummary {
                summary,
                tokens_before,
            } => Ext::CompactionSummary {
                summary,
                tokens_before: *tokens_before,
            }
            .serialize(s),
            ContextMessage::BranchSummary { summary, from_id } => {
                Ext::BranchSummary { summary, from_id }.serialize(s)
            }
        }
    }
}
