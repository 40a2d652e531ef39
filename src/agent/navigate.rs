//! What the slash commands need from `Agent` beyond the RPC surface: the user messages of the
//! whole session tree (for `/tree` and `/fork` pickers), moving the leaf to just before one of
//! them (tree navigation, written as a `leaf` line), and read access to where sessions live and
//! to the current permission state (for `/resume` and `/permissions`).

use std::collections::{HashMap, HashSet};
use std::path::Path;
use std::sync::Arc;

use crate::agent::api::Agent;
use crate::agent::error::AgentError;
use crate::agent::worker::lock;
use crate::ai::types::Message;
use crate::permissions::Permissions;
use crate::session::entry::Body;

/// One user message of the session tree, in tree order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TreeMessage {
    pub entry_id: String,
    pub text: String,
    /// How many forks lie above it (the picker indents by this).
    pub depth: usize,
    /// On the branch the session continues now.
    pub on_branch: bool,
}

impl Agent {
    /// Where new session files go; `None` with `--no-session`.
    pub fn sessions_root(&self) -> Option<&Path> {
        self.inner.root.as_deref()
    }

    /// The directory this agent works in.
    pub fn cwd(&self) -> &Path {
        &self.inner.base.cwd
    }

    /// The current session's permission state (rules, mode, recent automatic decisions).
    pub fn permissions(&self) -> Arc<Permissions> {
        self.handle().config.permissions.clone()
    }

    /// Every user message of the session tree, depth-first, children in file order.
    pub fn tree_messages(&self) -> Result<Vec<TreeMessage>, AgentError> {
        let h = self.handle();
        let store = lock(&h.shared.store);
        let tree = store.tree()?;
        let leaf = store.leaf_id();
        drop(store);
        let parents: HashMap<&str, Option<&str>> = tree
            .nodes
            .iter()
            .map(|n| (n.entry.id.as_str(), n.entry.parent_id.as_deref()))
            .collect();
        let mut branch: HashSet<&str> = HashSet::new();
        let mut at = leaf.as_deref();
        while let Some(id) = at {
            if !branch.insert(id) {
                break; // a cycle in a damaged file: stop rather than loop
            }
            at = parents.get(id).copied().flatten();
        }
        let mut out = Vec::new();
        let mut stack: Vec<(usize, usize)> = tree.roots.iter().rev().map(|&i| (i, 0)).collect();
        while let Some((i, depth)) = stack.pop() {
            let node = &tree.nodes[i];
            if let Body::Message(Message::User(u)) = &node.entry.body {
                out.push(TreeMessage {
                    entry_id: node.entry.id.clone(),
                    text: u.content.text(),
                    depth,
                    on_branch: branch.contains(node.entry.id.as_str()),
                });
            }
            let child_depth = depth + usize::from(node.children.len() > 1);
            stack.extend(node.children.iter().rev().map(|&c| (c, child_depth)));
        }
        Ok(out)
    }

    /// Moves the leaf to just before the user message `entry_id` (a `leaf` line in the file)
    /// and continues the session from there; returns the message's text for the editor. The
    /// next prompt then starts a new branch.
    pub fn navigate_before(&self, entry_id: &str) -> Result<String, AgentError> {
        let h = self.handle();
        if h.is_running() {
            return Err(AgentError::Busy(
                "a run is in progress: stop it (Esc) before moving in the session tree".into(),
            ));
        }
        let (path, text) = {
            let mut store = lock(&h.shared.store);
            let tree = store.tree()?;
            let node = tree
                .nodes
                .iter()
                .find(|n| n.entry.id == entry_id)
                .ok_or_else(|| {
                    AgentError::InvalidArgument(format!(
                        "no entry `{entry_id}` in this session; `/tree` lists the user messages"
                    ))
                })?;
            let Body::Message(Message::User(u)) = &node.entry.body else {
                return Err(AgentError::InvalidArgument(format!(
                    "entry `{entry_id}` is not a user message; `/tree` lists the user messages"
                )));
            };
            let text = u.content.text();
            let parent = node.entry.parent_id.clone();
            let Some(path) = store
                .path()
                .filter(|_| store.on_disk())
                .map(Path::to_path_buf)
            else {
                return Err(AgentError::Core(crate::error::Error::Session(
                    "moving in the session tree needs a session file; this ama runs with --no-session".into(),
                )));
            };
            store.set_leaf(parent.as_deref())?;
            // Release the file so the session can be reopened on its new branch.
            store.close()?;
            (path, text)
        };
        self.switch_session(&path)?;
        Ok(text)
    }
}
