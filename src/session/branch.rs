//! The entries of the current branch, root first, for code that needs more than the projected
//! context (checkpoints and rewind points read `custom` entries and user-message ids).

use crate::error::Result;
use crate::session::entry::Entry;
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
}
