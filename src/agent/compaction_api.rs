//! The `Agent` side of compaction: manual `compact` and `branch_summary` (run on the caller's
//! thread while the session is idle, holding the session as a run would, so prompts wait and
//! `abort` reaches the summary request), `set_auto_compaction` (recorded in the session file as
//! a `custom` entry of type `ama.auto_compaction`, restored on resume), and the context outlook
//! for the stats. Beside `compaction/`, which names nothing of the session: this file is the
//! `Agent`'s, and hands compaction the session's `Parts` as its `SharedOps`.

use serde_json::json;

use crate::agent::api::Agent;
use crate::agent::compaction::{
    AUTO_COMPACTION_TYPE, BranchSummaryResult, CompactError, CompactionResult, Compactor, Trigger,
};
use crate::agent::error::AgentError;
use crate::agent::handle::Handle;
use crate::agent::ops::SharedOps;
use crate::agent::session_ops::Parts;
use crate::session::entry::{Body, Custom};
use crate::util::cancel::Cancel;
use crate::util::sync::lock;

/// Marks the session idle again however the job ends.
struct Release<'a>(&'a Handle);

impl Drop for Release<'_> {
    fn drop(&mut self) {
        *lock(&self.0.shared.running) = false;
    }
}

impl Agent {
    /// Runs `job` with the session held as if a run were going; `busy` when one is.
    fn with_idle_session<T>(
        &self,
        job: impl FnOnce(&Compactor<'_, Parts<'_>>, &Cancel) -> Result<T, CompactError>,
    ) -> Result<T, AgentError> {
        let h = self.handle();
        let cancel = {
            let mut running = lock(&h.shared.running);
            if *running {
                return Err(AgentError::Busy(
                    "a run is in progress: wait for it to end or send `abort`, then compact".into(),
                ));
            }
            *running = true;
            let fresh = Cancel::new();
            *lock(&h.shared.cancel) = fresh.clone();
            fresh
        };
        let _release = Release(&h);
        let rt = h.runtime();
        let parts = Parts::of(&h);
        let compactor = Compactor {
            ops: &parts,
            state: &h.shared.compaction,
            settings: h.config.retry.compaction,
            model: &rt.model,
            api_key: rt.api_key.clone(),
            thinking: rt.thinking,
        };
        job(&compactor, &cancel).map_err(AgentError::Compaction)
    }

    /// Compacts now (`manual`), with `customInstructions` added to the summary instruction.
    /// The `/compact [instructions]` command calls this too.
    pub fn compact_now(&self, instructions: Option<&str>) -> Result<CompactionResult, AgentError> {
        self.with_idle_session(|c, cancel| c.run(Trigger::Manual, instructions, cancel, false))
    }

    /// Moves the leaf to `target` (tree navigation; `None` = before the first entry) and
    /// appends a `branch_summary` of the branch being left. For `/tree`.
    pub fn branch_summary(
        &self,
        target: Option<&str>,
        instructions: Option<&str>,
    ) -> Result<BranchSummaryResult, AgentError> {
        self.with_idle_session(|c, cancel| c.summarize_branch(target, instructions, cancel))
    }

    /// Switches the threshold trigger and records the choice in the session file.
    pub fn record_auto_compaction(&self, enabled: bool) -> bool {
        let h = self.handle();
        h.update_runtime(|r| r.auto_compaction = enabled);
        let data = json!({"enabled": enabled});
        h.keep_custom(AUTO_COMPACTION_TYPE, data.clone());
        // A failed write leaves the choice in force for this process only, as before.
        let _ = Parts::of(&h).append(Body::Custom(Custom {
            custom_type: AUTO_COMPACTION_TYPE.into(),
            data,
        }));
        enabled
    }

    /// `(contextRemainingTokens, estimatedTurnsLeft)` from the latest turn, for the stats.
    pub fn context_outlook(&self) -> (Option<u64>, Option<u64>) {
        let h = self.handle();
        let window = h.runtime().model.context_window;
        let pressure = lock(&h.shared.compaction.pressure);
        if window == 0 || pressure.last().is_none() {
            return (None, None);
        }
        let (remaining, turns) = pressure.outlook(window);
        (Some(remaining), turns)
    }
}
