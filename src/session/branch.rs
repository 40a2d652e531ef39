//! The entries of the current branch, root first, for code that needs more than the projected
//! context (checkpoints and rewind points read `custom` entries and user-message ids).

use crate::error::Result;
use crate::session::entry::{Entry, Kind};
use crate::session::index::Role;
use crate::session::store::Store;

impl Store {
    /// Every entry from the root to the current leaf.
    pub fn branch_entries(&self) -> Result<Vec<Entry>> {
        let index = self.full_index()?;
        let leaf = self.leaf_id().and_then(|l| index.find(&l));
        index
            .path(leaf)
            .into_iter()
            .map(|i| self.entry(i))
            .collect()
    }

    /// The branch's entries of one kind, root first. Only those lines are read and parsed: the
    /// index knows every line's kind, so a long session's messages cost nothing here.
    pub fn branch_entries_of(&self, kind: Kind) -> Result<Vec<Entry>> {
        // An opened file whose branch only grew since: the open pass noted its `custom` lines,
        // so the full index (30 bytes an entry of the whole file) is not built for them.
        if kind == Kind::Custom
            && let Some(ranges) = self.customs.as_ref()
        {
            return ranges.iter().map(|r| self.entry_at(*r)).collect();
        }
        let index = self.full_index()?;
        let leaf = self.leaf_id().and_then(|l| index.find(&l));
        index
            .path(leaf)
            .into_iter()
            .filter(|&i| index.node(i).kind == kind)
            .map(|i| self.entry(i))
            .collect()
    }

    /// The id of the branch's last assistant message, reading message lines from the leaf back
    /// until one is (usually just the last).
    pub fn last_assistant_id(&self) -> Result<Option<String>> {
        let index = self.full_index()?;
        let leaf = self.leaf_id().and_then(|l| index.find(&l));
        for i in index.path(leaf).into_iter().rev() {
            let node = index.node(i);
            if node.kind != Kind::Message || matches!(node.role, Role::User | Role::ToolResult) {
                continue;
            }
            let entry = self.entry(i)?;
            if let crate::session::entry::Body::Message(crate::ai::types::Message::Assistant(_)) =
                entry.body
            {
                return Ok(Some(entry.id));
            }
        }
        Ok(None)
    }
}
