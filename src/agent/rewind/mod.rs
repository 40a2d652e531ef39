//! Rewind (docs/sessions.md "Rewind"): back to just before a user message that started a turn.
//! The conversation side moves the leaf like `/tree` and records the current model and thinking
//! level again, so the next request repeats the earlier bytes and the prompt cache still hits;
//! the code side puts files back from the checkpoints (`checkpoint::restore`) and reports what it
//! restored, deleted and skipped. When only one side was rewound an `ama.rewind-note` (written
//! just before the next prompt's user message, `before_prompt`) tells the
//! model which files disagree with the conversation. The read-file set is recomputed.

use std::collections::BTreeMap;
use std::path::PathBuf;

use serde::Serialize;
use serde_json::Value;

use crate::agent::api::Agent;
use crate::agent::error::AgentError;
use crate::agent::events::SessionEvent;
use crate::agent::file_checkpoints::ensure_tracking;
use crate::agent::handle::Handle;
use crate::agent::worker::lock;
use crate::ai::types::{Message, UserContent};
use crate::checkpoint::blobs::Blobs;
use crate::checkpoint::head::git_head;
use crate::checkpoint::restore::{self, ABSENT, Report, Target};
use crate::checkpoint::shadow::from_commit::Plan;
use crate::checkpoint::{CHECKPOINT_TYPE, CheckpointData, FileState, TRACK_TYPE, TrackData};
use crate::session::entry::{Body, CustomMessage, ModelChange, ThinkingLevelChange};
use crate::session::{Entry, Store, project_branch};
use crate::tools::state::FileUse;

mod withdraw;

pub use withdraw::Withdrawal;

/// `customType` of the note that tells the model what a one-sided rewind left inconsistent.
pub const NOTE_TYPE: &str = "ama.rewind-note";
/// How many files a rewind note names.
const NOTE_FILES: usize = 20;

/// What a rewind puts back.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum RewindScope {
    Conversation,
    Code,
    Both,
}

impl RewindScope {
    pub fn parse(s: &str) -> Option<RewindScope> {
        match s {
            "conversation" => Some(RewindScope::Conversation),
            "code" => Some(RewindScope::Code),
            "both" => Some(RewindScope::Both),
            _ => None,
        }
    }
}

/// A rewind request: the user message to go back before (`None`: the latest), the scope, and
/// whether to overwrite files changed outside ama (skipped by default).
#[derive(Clone, Debug)]
pub struct RewindRequest {
    pub entry_id: Option<String>,
    pub scope: RewindScope,
    pub force: bool,
}

impl RewindRequest {
    /// RPC `rewind`'s arguments: `entryId?`, `scope` (conversation / code / both), `force?`.
    pub fn from_json(body: &Value) -> Result<RewindRequest, AgentError> {
        let bad = |m: String| AgentError::InvalidArgument(m);
        let scope = match body.get("scope") {
            Some(Value::String(s)) => RewindScope::parse(s).ok_or_else(|| {
                bad(format!(
                    "rewind: scope `{s}` is not conversation, code or both"
                ))
            })?,
            _ => {
                return Err(bad(
                    "rewind: `scope` must be \"conversation\", \"code\" or \"both\"".into(),
                ));
            }
        };
        let entry_id = match body.get("entryId") {
            None | Some(Value::Null) => None,
            Some(Value::String(s)) => Some(s.clone()),
            Some(_) => return Err(bad("rewind: `entryId` must be a string".into())),
        };
        let force = match body.get("force") {
            None | Some(Value::Null) => false,
            Some(Value::Bool(b)) => *b,
            Some(_) => return Err(bad("rewind: `force` must be true or false".into())),
        };
        Ok(RewindRequest {
            entry_id,
            scope,
            force,
        })
    }
}

/// A user message that started a turn on the active path.
#[derive(Clone, Debug, Serialize, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct RewindPoint {
    pub entry_id: String,
    pub text: String,
    /// Whether its files can be restored too (checkpoints on and within `checkpoints.keep`).
    pub code: bool,
}

/// What a rewind did.
#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct RewindOutcome {
    pub entry_id: String,
    pub scope: RewindScope,
    /// The rewound message's text, for the editor.
    pub text: String,
    /// The new leaf (the entry before the message) when the conversation was rewound.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub leaf_id: Option<String>,
    /// The code side's summary when files were restored.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub code: Option<Report>,
    /// `{from, to}` when the git HEAD moved since the checkpoint (git state is never touched).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub head_changed: Option<Value>,
    /// The files the `ama.rewind-note` names (one-sided rewinds).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub note_files: Vec<String>,
}

/// The rewind points of a branch: (index in `entries`, point).
fn points_of(entries: &[Entry], code_on: bool, keep: usize) -> Vec<(usize, RewindPoint)> {
    let checkpoints: Vec<usize> = (0..entries.len())
        .filter(|&i| custom_type(&entries[i]) == Some(CHECKPOINT_TYPE))
        .collect();
    let cutoff = checkpoints
        .len()
        .checked_sub(keep)
        .and_then(|n| checkpoints.get(n).copied());
    let mut out = Vec::new();
    for (i, e) in entries.iter().enumerate() {
        let Body::Message(Message::User(u)) = &e.body else {
            continue;
        };
        if u.origin.is_some() {
            continue;
        }
        // The first checkpoint from this turn on must be one of the newest `keep`.
        let first = checkpoints.iter().find(|&&c| c + 1 >= i).copied();
        let kept = match (cutoff, first) {
            (Some(cut), Some(f)) => f >= cut,
            (Some(_), None) => true,
            (None, _) => true,
        };
        out.push((
            i,
            RewindPoint {
                entry_id: e.id.clone(),
                text: u.content.text(),
                code: code_on && kept,
            },
        ));
    }
    out
}

/// The newest snapshot commit the branch's checkpoints name.
fn latest_shadow(entries: &[Entry]) -> Option<&str> {
    entries.iter().rev().find_map(|e| match &e.body {
        Body::Custom(c) if c.custom_type == CHECKPOINT_TYPE => {
            c.data.get("shadowCommit").and_then(Value::as_str)
        }
        _ => None,
    })
}

fn custom_type(e: &Entry) -> Option<&str> {
    match &e.body {
        Body::Custom(c) => Some(c.custom_type.as_str()),
        _ => None,
    }
}

/// Every file's first recorded state from `from` on: the state it had when that turn started.
fn states_from(entries: &[Entry]) -> (BTreeMap<String, FileState>, Option<CheckpointData>) {
    let mut wants = BTreeMap::new();
    let mut first_checkpoint = None;
    for e in entries {
        let Body::Custom(c) = &e.body else { continue };
        if c.custom_type == CHECKPOINT_TYPE {
            if let Ok(d) = serde_json::from_value::<CheckpointData>(c.data.clone()) {
                for (p, s) in &d.files {
                    wants.entry(p.clone()).or_insert_with(|| s.clone());
                }
                first_checkpoint.get_or_insert(d);
            }
        } else if c.custom_type == TRACK_TYPE
            && let Ok(t) = serde_json::from_value::<TrackData>(c.data.clone())
        {
            wants.entry(t.path).or_insert(t.before);
        }
    }
    (wants, first_checkpoint)
}

/// What each file may hold now without counting as changed outside ama: the latest
/// checkpoint's record and the records after it.
fn latest_known(entries: &[Entry]) -> BTreeMap<String, Vec<String>> {
    let start = entries
        .iter()
        .rposition(|e| custom_type(e) == Some(CHECKPOINT_TYPE))
        .unwrap_or(0);
    let (states, _) = states_from(&entries[start..]);
    let key = |s: &FileState| match s {
        FileState::Stored { sha256, .. } => Some(sha256.to_ascii_lowercase()),
        FileState::Absent { .. } => Some(ABSENT.to_string()),
        FileState::Unsupported { .. } => None,
    };
    states
        .iter()
        .map(|(p, s)| (p.clone(), key(s).into_iter().collect()))
        .collect()
}

impl Agent {
    /// The user messages that started turns on the active path, oldest first.
    pub fn rewind_points(&self) -> Result<Vec<RewindPoint>, AgentError> {
        let h = self.handle();
        let store = lock(&h.shared.store);
        let (code_on, keep) = code_setting(&h, &store);
        let entries = store.branch_entries()?;
        Ok(points_of(&entries, code_on, keep)
            .into_iter()
            .map(|(_, p)| p)
            .collect())
    }

    /// Rewinds to just before a user message; `busy` while a run is going.
    pub fn rewind(&self, req: RewindRequest) -> Result<RewindOutcome, AgentError> {
        let h = self.handle();
        if h.is_running() {
            return Err(AgentError::Busy(
                "a run is in progress: `abort` it, or wait for it to end, then rewind".into(),
            ));
        }
        let mut store = lock(&h.shared.store);
        let (code_on, keep) = code_setting(&h, &store);
        let entries = store.branch_entries()?;
        let points = points_of(&entries, code_on, keep);
        let (at, point) = pick_point(&points, &req)?;
        let wants_code = req.scope != RewindScope::Conversation;
        if wants_code && !point.code {
            return Err(no_code_checkpoint(&point, code_on));
        }
        let blobs = Blobs::default();
        let code = CodeSide::plan(&h, &entries, at, wants_code, &blobs);
        let mut outcome = RewindOutcome {
            entry_id: point.entry_id.clone(),
            scope: req.scope,
            text: point.text.clone(),
            leaf_id: None,
            code: None,
            head_changed: None,
            note_files: Vec::new(),
        };
        let stale = if wants_code {
            code.restore(&h, &blobs, req.force, &mut outcome)
        } else if code_on {
            restore::differing(&code.targets)
        } else {
            Vec::new()
        };
        let written = rewrite_branch(&h, &mut store, &entries[at], &req, &stale, &mut outcome)?;
        let branch = store.branch_entries()?;
        let context = project_branch(branch.clone());
        *lock(&h.shared.customs) = context.customs.clone();
        *lock(&h.shared.messages) = context.to_llm();
        let _ = store.sync();
        drop(store);
        recompute_read_set(&h, &branch, &stale);
        for entry in written {
            h.shared.publish(SessionEvent::EntryAppended { entry });
        }
        Ok(outcome)
    }
}

/// The rewind point `req` names (its index in the branch), or the latest.
fn pick_point(
    points: &[(usize, RewindPoint)],
    req: &RewindRequest,
) -> Result<(usize, RewindPoint), AgentError> {
    match &req.entry_id {
        Some(id) => points.iter().find(|(_, p)| &p.entry_id == id).cloned(),
        None => points.last().cloned(),
    }
    .ok_or_else(|| {
        AgentError::InvalidArgument(match &req.entry_id {
            Some(id) => format!(
                "entry `{id}` is not a rewind point (a user message that started a turn on the current branch); list them with `get_fork_messages`"
            ),
            None => "there is nothing to rewind: the session has no user message yet".into(),
        })
    })
}

/// Why the files cannot go back to before `point`.
fn no_code_checkpoint(point: &RewindPoint, code_on: bool) -> AgentError {
    let why = if code_on {
        "its checkpoint is older than the newest `checkpoints.keep`"
    } else {
        "this session has no checkpoints (checkpoints.mode is off, or the session is not written to disk)"
    };
    AgentError::InvalidArgument(format!(
        "the files cannot be rewound to before entry `{}`: {why}; rewind with scope \"conversation\" instead",
        point.entry_id
    ))
}

/// The code side of a rewind: the files as the point had them, the shadow-git plan when the
/// turn's snapshot commit can serve, and the turn's checkpoint.
struct CodeSide {
    targets: Vec<Target>,
    plan: Option<Plan>,
    checkpoint: Option<CheckpointData>,
}

impl CodeSide {
    fn plan(h: &Handle, entries: &[Entry], at: usize, wants_code: bool, blobs: &Blobs) -> Self {
        let tracker = h.config.tool_state.checkpoints();
        let (wants, checkpoint) = states_from(&entries[at.saturating_sub(1)..]);
        let known = latest_known(entries);
        let with_known = |path: PathBuf, want: FileState, mut k: Vec<String>| {
            k.extend(
                known
                    .get(&path.display().to_string())
                    .cloned()
                    .unwrap_or_default(),
            );
            k.extend(tracker.last_written(&path));
            Target {
                path,
                want,
                known: k,
            }
        };
        let mut targets: Vec<Target> = wants
            .into_iter()
            .map(|(path, want)| with_known(PathBuf::from(path), want, Vec::new()))
            .collect();
        // `shadow-git`: straight from the turn's snapshot commit, with executable bits; the
        // track records only cover what no snapshot holds.
        let plan = checkpoint
            .as_ref()
            .and_then(|c| c.shadow_commit.as_deref())
            .filter(|_| wants_code)
            .and_then(|commit| tracker.shadow_plan(commit, latest_shadow(entries), blobs));
        if let Some(plan) = &plan {
            targets.retain(|t| !plan.covered.contains(&t.path));
            for t in &plan.targets {
                targets.push(with_known(t.path.clone(), t.want.clone(), t.known.clone()));
            }
            targets.sort_by(|a, b| a.path.cmp(&b.path));
        }
        CodeSide {
            targets,
            plan,
            checkpoint,
        }
    }

    /// Puts the files back and reports it in `outcome`; returns the files that now disagree
    /// with the conversation.
    fn restore(
        self,
        h: &Handle,
        blobs: &Blobs,
        force: bool,
        outcome: &mut RewindOutcome,
    ) -> Vec<String> {
        let tracker = h.config.tool_state.checkpoints();
        let mut report = restore::restore(&self.targets, blobs, force);
        if let Some(plan) = &self.plan {
            plan.restore_modes(&mut report, force);
        }
        for t in &self.targets {
            let shown = t.path.display().to_string();
            if report.changed().any(|c| *c == shown) {
                tracker.forget_written(std::slice::from_ref(&t.path));
            }
        }
        let mut stale: Vec<String> = report.changed().cloned().collect();
        stale.extend(report.skipped.iter().map(|s| s.path.clone()));
        if let Some(from) = self.checkpoint.and_then(|c| c.head) {
            let now = git_head(&h.config.cwd);
            if now.as_deref() != Some(from.as_str()) {
                outcome.head_changed = Some(serde_json::json!({"from": from, "to": now}));
            }
        }
        outcome.code = Some(report);
        stale
    }
}

/// The conversation side: moves the leaf to before `point_entry` (re-recording the current
/// model and thinking level), and leaves a note when only one side was rewound. Returns the
/// entries written.
fn rewrite_branch(
    h: &Handle,
    store: &mut Store,
    point_entry: &Entry,
    req: &RewindRequest,
    stale: &[String],
    outcome: &mut RewindOutcome,
) -> Result<Vec<Entry>, AgentError> {
    let mut written = Vec::new();
    if req.scope != RewindScope::Code {
        store.set_leaf(point_entry.parent_id.as_deref())?;
        // The current settings stay: the projection must not take older ones from the branch.
        let rt = h.runtime();
        written.extend(store.append(Body::ModelChange(ModelChange {
            provider: rt.model.provider.clone(),
            model_id: rt.model.id.clone(),
            channel: rt.channel.clone(),
        }))?);
        written.extend(store.append(Body::ThinkingLevelChange(ThinkingLevelChange {
            thinking_level: rt.thinking,
        }))?);
        outcome.leaf_id = store.leaf_id();
    }
    // The note waits for the next prompt (session-format.md); this rewind's outcome replaces
    // an earlier rewind's note that no prompt has followed yet.
    let mut pending = lock(&h.shared.pending_rewind_note);
    *pending = None;
    if req.scope != RewindScope::Both && !stale.is_empty() {
        outcome.note_files = stale.iter().take(NOTE_FILES).cloned().collect();
        *pending = Some(CustomMessage {
            custom_type: NOTE_TYPE.into(),
            content: UserContent::Text(note_text(req.scope, &outcome.text, stale)),
            display: false,
            details: Some(serde_json::json!({"files": outcome.note_files})),
        });
    }
    Ok(written)
}

/// Before a prompt's user message: the pending `ama.rewind-note`, appended at the end of the
/// branch and added to the context the model gets.
pub(crate) fn before_prompt(s: &impl crate::agent::ops::SessionOps, pending: &std::sync::Mutex<Option<CustomMessage>>) {
    let Some(note) = lock(pending).take() else {
        return;
    };
    let message = Message::User(crate::ai::types::UserMessage {
        content: note.content.clone(),
        origin: None,
        timestamp: crate::util::time::now_ms(),
    });
    s.append_note(Body::CustomMessage(note), message);
}

/// Whether code can be rewound in this session, and `checkpoints.keep`.
fn code_setting(h: &Handle, store: &Store) -> (bool, usize) {
    let customs = || {
        store
            .branch_entries_of(crate::session::entry::Kind::Custom)
            .unwrap_or_default()
    };
    let path = || store.path().map(std::path::Path::to_path_buf);
    let notices = ensure_tracking(&h.config, path, customs);
    for message in notices {
        h.shared.publish(SessionEvent::Notification {
            level: "warning",
            message,
        });
    }
    let tracker = h.config.tool_state.checkpoints();
    (tracker.is_active(), tracker.options().keep)
}

fn note_text(scope: RewindScope, text: &str, files: &[String]) -> String {
    let short: String = text.chars().take(80).collect();
    let mut list: String = files
        .iter()
        .take(NOTE_FILES)
        .map(|f| format!("\n- {f}"))
        .collect();
    if files.len() > NOTE_FILES {
        list.push_str(&format!("\n- … and {} more", files.len() - NOTE_FILES));
    }
    match scope {
        RewindScope::Code => format!(
            "The user rewound the files (not the conversation) to their state before the message \"{short}\". These files no longer match what the conversation says about them; read them again before changing them:{list}"
        ),
        _ => format!(
            "The user rewound the conversation to before the message \"{short}\", but not the files. These files still hold changes made after that point; read them again before changing them:{list}"
        ),
    }
}

/// The read-file set after a rewind: successful read / write / edit calls on the new branch,
/// minus the files the rewind restored, deleted or left inconsistent.
fn recompute_read_set(h: &Handle, branch: &[Entry], stale: &[String]) {
    let cwd = &h.config.cwd;
    let mut calls: BTreeMap<String, (String, String)> = BTreeMap::new();
    let mut files: BTreeMap<PathBuf, FileUse> = BTreeMap::new();
    let key = |given: &str| {
        let p = crate::tools::path::ToolPath::resolve(given, cwd).path;
        std::fs::canonicalize(&p).unwrap_or(p)
    };
    for e in branch {
        match &e.body {
            Body::Message(Message::Assistant(a)) => {
                for c in a.tool_calls() {
                    if let Some(path) = c.arguments.get("path").and_then(Value::as_str) {
                        calls.insert(c.id.clone(), (c.name.clone(), path.to_string()));
                    }
                }
            }
            Body::Message(Message::ToolResult(r)) if !r.is_error => {
                if let Some((name, path)) = calls.get(&r.tool_call_id) {
                    let use_ = files.entry(key(path)).or_default();
                    match name.as_str() {
                        "read" => use_.read = true,
                        "write" | "edit" => use_.modified = true,
                        _ => {}
                    }
                }
            }
            _ => {}
        }
    }
    files.retain(|_, u| u.read || u.modified);
    for s in stale {
        let p = PathBuf::from(s);
        files.remove(&std::fs::canonicalize(&p).unwrap_or(p));
    }
    h.config.tool_state.replace_files(files);
}
