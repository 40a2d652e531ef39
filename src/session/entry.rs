//! The lines of a session file: the header, the entries and the `leaf` line, exactly as
//! `session-format.md` specifies them. Every line ama writes has `type` as its first key, then
//! `id`, `parentId` and `timestamp`, then the fields of its type, so fast scanners can read a
//! line's identity from its first bytes. Entry types ama does not know are kept as raw lines.

use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::ai::types::{Message, ThinkingLevel, Usage, UserContent};
use crate::session::line_error::LineError;

/// The format version this ama reads and writes.
pub const FORMAT_VERSION: u64 = 1;

/// The first line of every session file.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Header {
    /// Always `"session"`.
    #[serde(rename = "type")]
    pub kind: String,
    pub version: u64,
    pub id: String,
    pub timestamp: String,
    pub cwd: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub agent: Option<AgentInfo>,
    /// The source file of a fork or a `task` sub-session.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub parent_session: Option<String>,
}

#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
pub struct AgentInfo {
    pub name: String,
    pub version: String,
}

impl Header {
    pub fn new(id: String, timestamp: String, cwd: String, parent: Option<String>) -> Header {
        Header {
            kind: "session".into(),
            version: FORMAT_VERSION,
            id,
            timestamp,
            cwd,
            agent: Some(AgentInfo {
                name: "ama".into(),
                version: env!("CARGO_PKG_VERSION").into(),
            }),
            parent_session: parent,
        }
    }
}

/// One entry: a node of the session tree.
#[derive(Clone, Debug, PartialEq)]
pub struct Entry {
    pub id: String,
    /// `None` for a root entry.
    pub parent_id: Option<String>,
    /// ISO 8601.
    pub timestamp: String,
    pub body: Body,
}

/// What an entry holds, by `type`.
#[derive(Clone, Debug, PartialEq)]
pub enum Body {
    Message(Message),
    Compaction(Compaction),
    BranchSummary(BranchSummary),
    ContextEdit(ContextEdit),
    ModelChange(ModelChange),
    ThinkingLevelChange(ThinkingLevelChange),
    Custom(Custom),
    CustomMessage(CustomMessage),
    Label(Label),
    SessionInfo(SessionInfo),
    Usage(UsageEntry),
    /// A type this ama does not know: kept verbatim, never in the context.
    Unknown(Unknown),
}

#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Compaction {
    pub summary: String,
    pub first_kept_entry_id: String,
    pub tokens_before: u64,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub usage: Option<Usage>,
    /// `readFiles` / `modifiedFiles`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub details: Option<Value>,
}

#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BranchSummary {
    pub from_id: String,
    pub summary: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub usage: Option<Usage>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub details: Option<Value>,
}

/// Why a `context_edit` was written, for the reasons ama writes; the format allows other strings
/// too.
pub mod edit_reason {
    pub const RETRY: &str = "retry";
    pub const OVERFLOW: &str = "overflow";
    /// Tier one of context management: an old tool result over the prune threshold.
    pub const PRUNE: &str = "prune";
    /// The user's `/prune`.
    pub const MANUAL: &str = "manual";
    /// The oldest images of a request over the image budget.
    pub const IMAGE_BUDGET: &str = "image_budget";
}

/// How the replacement texts of ama's own `prune`, `manual` and `image_budget` edits start, so
/// a reader (the context estimate) can tell an edited context without the entries.
pub mod edit_mark {
    /// A pruned tool result's whole text starts so.
    pub const PRUNED: &str = "[Old tool result pruned";
    /// Each image an `image_budget` edit took out is this line.
    pub const IMAGE: &str = "[Image omitted";
}

#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ContextEdit {
    pub target_id: String,
    /// `null` removes the target from the context; a string replaces its content.
    pub replacement: Option<String>,
    pub reason: String,
}

#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ModelChange {
    pub provider: String,
    pub model_id: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub channel: Option<String>,
}

#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ThinkingLevelChange {
    pub thinking_level: ThinkingLevel,
}

#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Custom {
    pub custom_type: String,
    #[serde(default)]
    pub data: Value,
}

#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct CustomMessage {
    pub custom_type: String,
    pub content: UserContent,
    pub display: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub details: Option<Value>,
}

#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Label {
    pub target_id: String,
    /// Absent = clear the label.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub label: Option<String>,
}

#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Default)]
pub struct SessionInfo {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
}

#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
pub struct UsageEntry {
    pub kind: String,
    pub provider: String,
    /// The model id without its provider.
    pub model: String,
    pub usage: Usage,
}

/// An entry of a type this ama does not know.
#[derive(Clone, Debug, PartialEq)]
pub struct Unknown {
    pub type_name: String,
    /// The whole line, without its LF.
    pub raw: String,
}

/// The entry types, for indexes that keep a type without the entry.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Message,
    Compaction,
    BranchSummary,
    ContextEdit,
    ModelChange,
    ThinkingLevelChange,
    Custom,
    CustomMessage,
    Label,
    SessionInfo,
    Usage,
    Unknown,
}

impl Kind {
    pub const KNOWN: [(&'static str, Kind); 11] = [
        ("message", Kind::Message),
        ("compaction", Kind::Compaction),
        ("branch_summary", Kind::BranchSummary),
        ("context_edit", Kind::ContextEdit),
        ("model_change", Kind::ModelChange),
        ("thinking_level_change", Kind::ThinkingLevelChange),
        ("custom", Kind::Custom),
        ("custom_message", Kind::CustomMessage),
        ("label", Kind::Label),
        ("session_info", Kind::SessionInfo),
        ("usage", Kind::Usage),
    ];

    /// The kind of a `type` value; anything not in the table is `Unknown`.
    pub fn of(type_name: &str) -> Kind {
        Kind::KNOWN
            .iter()
            .find(|(n, _)| *n == type_name)
            .map_or(Kind::Unknown, |(_, k)| *k)
    }

    pub fn name(self) -> &'static str {
        Kind::KNOWN
            .iter()
            .find(|(_, k)| *k == self)
            .map_or("unknown", |(n, _)| n)
    }
}

impl Body {
    pub fn kind(&self) -> Kind {
        match self {
            Body::Message(_) => Kind::Message,
            Body::Compaction(_) => Kind::Compaction,
            Body::BranchSummary(_) => Kind::BranchSummary,
            Body::ContextEdit(_) => Kind::ContextEdit,
            Body::ModelChange(_) => Kind::ModelChange,
            Body::ThinkingLevelChange(_) => Kind::ThinkingLevelChange,
            Body::Custom(_) => Kind::Custom,
            Body::CustomMessage(_) => Kind::CustomMessage,
            Body::Label(_) => Kind::Label,
            Body::SessionInfo(_) => Kind::SessionInfo,
            Body::Usage(_) => Kind::Usage,
            Body::Unknown(_) => Kind::Unknown,
        }
    }

    /// The `type` value on the line.
    pub fn type_name(&self) -> &str {
        match self {
            Body::Unknown(u) => &u.type_name,
            other => other.kind().name(),
        }
    }
}

/// A line as ama writes it: `type`, the tree fields, then the fields of the type.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct LineOut<'a, B: Serialize> {
    #[serde(rename = "type")]
    kind: &'a str,
    id: &'a str,
    parent_id: Option<&'a str>,
    timestamp: &'a str,
    #[serde(flatten)]
    body: &'a B,
}

#[derive(Serialize)]
struct MessageOut<'a> {
    message: &'a Message,
}

impl Serialize for Entry {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        fn line<'a, B: Serialize, S: serde::Serializer>(
            e: &'a Entry,
            body: &'a B,
            s: S,
        ) -> Result<S::Ok, S::Error> {
            LineOut {
                kind: e.body.type_name(),
                id: &e.id,
                parent_id: e.parent_id.as_deref(),
                timestamp: &e.timestamp,
                body,
            }
            .serialize(s)
        }
        match &self.body {
            Body::Message(message) => line(self, &MessageOut { message }, s),
            Body::Compaction(b) => line(self, b, s),
            Body::BranchSummary(b) => line(self, b, s),
            Body::ContextEdit(b) => line(self, b, s),
            Body::ModelChange(b) => line(self, b, s),
            Body::ThinkingLevelChange(b) => line(self, b, s),
            Body::Custom(b) => line(self, b, s),
            Body::CustomMessage(b) => line(self, b, s),
            Body::Label(b) => line(self, b, s),
            Body::SessionInfo(b) => line(self, b, s),
            Body::Usage(b) => line(self, b, s),
            Body::Unknown(u) => {
                let v: Value = serde_json::from_str(&u.raw).map_err(serde::ser::Error::custom)?;
                v.serialize(s)
            }
        }
    }
}

impl Entry {
    /// The line as written to the file, LF included.
    pub fn to_line(&self) -> String {
        let mut s = match &self.body {
            Body::Unknown(u) => u.raw.clone(),
            // Serialising these types cannot fail: every map key is a string.
            _ => serde_json::to_string(self).unwrap_or_default(),
        };
        s.push('\n');
        s
    }

    pub fn message(&self) -> Option<&Message> {
        match &self.body {
            Body::Message(m) => Some(m),
            _ => None,
        }
    }
}

/// The tree fields every entry line carries; the rest is read per type.
#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct TreeIn {
    id: Option<String>,
    #[serde(default)]
    parent_id: Option<String>,
    #[serde(default)]
    timestamp: Option<String>,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct LineIn<B> {
    #[serde(flatten)]
    tree: TreeIn,
    #[serde(flatten)]
    body: B,
}

/// `message` lines are the bulk of a file: read without `flatten`'s buffering.
#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct MessageLineIn {
    id: Option<String>,
    #[serde(default)]
    parent_id: Option<String>,
    #[serde(default)]
    timestamp: Option<String>,
    message: Message,
}

/// Parses an entry line (no LF) whose `type` is `type_name`. The error says what is wrong.
pub fn parse_entry(type_name: &str, line: &str) -> Result<Entry, LineError> {
    fn typed<B: serde::de::DeserializeOwned>(
        line: &str,
        wrap: fn(B) -> Body,
    ) -> Result<(TreeIn, Body), LineError> {
        let l: LineIn<B> = serde_json::from_str(line).map_err(LineError::json)?;
        Ok((l.tree, wrap(l.body)))
    }
    let (tree, body) = match Kind::of(type_name) {
        Kind::Message => {
            let l: MessageLineIn = serde_json::from_str(line).map_err(LineError::json)?;
            let tree = TreeIn {
                id: l.id,
                parent_id: l.parent_id,
                timestamp: l.timestamp,
            };
            (tree, Body::Message(l.message))
        }
        Kind::Compaction => typed(line, Body::Compaction)?,
        Kind::BranchSummary => typed(line, Body::BranchSummary)?,
        Kind::ContextEdit => typed(line, Body::ContextEdit)?,
        Kind::ModelChange => typed(line, Body::ModelChange)?,
        Kind::ThinkingLevelChange => typed(line, Body::ThinkingLevelChange)?,
        Kind::Custom => typed(line, Body::Custom)?,
        Kind::CustomMessage => typed(line, Body::CustomMessage)?,
        Kind::Label => typed(line, Body::Label)?,
        Kind::SessionInfo => typed(line, Body::SessionInfo)?,
        Kind::Usage => typed(line, Body::Usage)?,
        Kind::Unknown => {
            let tree: TreeIn = serde_json::from_str(line).map_err(LineError::json)?;
            let raw = Unknown {
                type_name: type_name.to_string(),
                raw: line.to_string(),
            };
            (tree, Body::Unknown(raw))
        }
    };
    let id = tree.id.ok_or(LineError::NoEntryId)?;
    Ok(Entry {
        id,
        parent_id: tree.parent_id,
        timestamp: tree.timestamp.unwrap_or_default(),
        body,
    })
}

/// The `leaf` line written by tree navigation: not an entry.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
pub struct LeafLine {
    #[serde(rename = "type")]
    pub kind: String,
    /// The new leaf; `None` = the empty branch before the root.
    pub id: Option<String>,
    pub timestamp: String,
}

impl LeafLine {
    pub fn new(id: Option<String>, timestamp: String) -> LeafLine {
        LeafLine {
            kind: "leaf".into(),
            id,
            timestamp,
        }
    }

    pub fn to_line(&self) -> String {
        let mut s = serde_json::to_string(self).unwrap_or_default();
        s.push('\n');
        s
    }
}
