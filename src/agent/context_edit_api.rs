//! The `Agent` side of the context edits (`context_edit.rs`): `/prune` replaces every tool
//! result the model has already answered with its placeholder, now, as `context_edit` entries
//! with reason `manual`, while the session is idle (held as a run would hold it, so a prompt
//! waits). The session file keeps the results. Beside `context_edit.rs`, which names nothing
//! of the session.

use crate::agent::api::Agent;
use crate::agent::context_edit::{Pruned, prune_targets, write_edits};
use crate::agent::error::AgentError;
use crate::agent::handle::Handle;
use crate::agent::ops::SharedOps;
use crate::agent::session_ops::Parts;
use crate::session::entry::edit_reason;
use crate::util::sync::lock;

/// Marks the session idle again however the prune ends.
struct Release<'a>(&'a Handle);

impl Drop for Release<'_> {
    fn drop(&mut self) {
        *lock(&self.0.shared.running) = false;
    }
}

impl Agent {
    /// Prunes every tool result the model has seen (`context_edit{reason:"manual"}`); `busy`
    /// while a run is going. The `/prune` command calls this.
    pub fn prune_tool_results(&self) -> Result<Pruned, AgentError> {
        let h = self.handle();
        {
            let mut running = lock(&h.shared.running);
            if *running {
                return Err(AgentError::Busy(
                    "a run is in progress: wait for it to end or press Esc, then /prune".into(),
                ));
            }
            *running = true;
        }
        let _release = Release(&h);
        let parts = Parts::of(&h);
        let ctx = parts.context()?;
        Ok(write_edits(&parts, prune_targets(&ctx, 0), edit_reason::MANUAL)?)
    }
}
