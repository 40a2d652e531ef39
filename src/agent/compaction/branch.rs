//! `branch_summary`: when tree navigation leaves a branch, the model summarises what the
//! abandoned part (the entries after the common ancestor) did, and the summary is appended
//! under the new position, so the conversation continues with it (`session-format.md`,
//! branches). The request is the old branch's context as it was, plus the instruction, so
//! the prompt cache still matches; the leaf moves only once the summary is in hand.

use std::collections::{HashMap, HashSet};

use crate::agent::compaction::request::{self, Asker};
use crate::agent::compaction::run::Compactor;
use crate::agent::compaction::summary::{branch_instruction, gather};
use crate::agent::compaction::{BranchSummaryResult, CompactError};
use crate::agent::ops::SharedOps;
use crate::ai::types::Message;
use crate::session::entry::{Body, BranchSummary, Entry};
use crate::session::project_branch;
use crate::util::cancel::Cancel;

/// The ids from the root to `leaf`, root first.
fn path<'a>(by_id: &HashMap<&'a str, &'a Entry>, leaf: Option<&'a str>) -> Vec<&'a str> {
    let mut out = Vec::new();
    let mut cursor = leaf;
    while let Some(id) = cursor {
        let Some(entry) = by_id.get(id) else { break };
        if out.len() > by_id.len() {
            break; // a parent cycle
        }
        out.push(id);
        cursor = entry.parent_id.as_deref();
    }
    out.reverse();
    out
}

impl<O: SharedOps> Compactor<'_, O> {
    /// Moves the leaf to `target` (`None` = before the first entry) and appends a summary of
    /// the branch being left. Nothing changes when the summary cannot be had.
    pub fn summarize_branch(
        &self,
        target: Option<&str>,
        custom: Option<&str>,
        cancel: &Cancel,
    ) -> Result<BranchSummaryResult, CompactError> {
        let session = |e: crate::error::Error| CompactError::Session(e.to_string());
        let (entries, leaf) = self.ops.entries().map_err(session)?;
        let by_id: HashMap<&str, &Entry> = entries.iter().map(|e| (e.id.as_str(), e)).collect();
        if let Some(t) = target.filter(|t| !by_id.contains_key(t)) {
            return Err(CompactError::Session(format!(
                "no entry `{t}` in this session; pick a target from `get_tree`"
            )));
        }
        let Some(from) = leaf.clone() else {
            return Err(CompactError::NothingToCompact(
                "the session has no entries yet, so there is no branch to summarise".into(),
            ));
        };
        let kept: HashSet<&str> = path(&by_id, target).into_iter().collect();
        let left: Vec<Entry> = path(&by_id, Some(from.as_str()))
            .into_iter()
            .filter(|id| !kept.contains(id))
            .filter_map(|id| by_id.get(id).map(|e| (*e).clone()))
            .collect();
        let abandoned = project_branch(left).into_llm();
        let count = abandoned
            .iter()
            .filter(|m| !matches!(m, Message::System(_)))
            .count();
        if count == 0 {
            return Err(CompactError::NothingToCompact(format!(
                "the branch from `{from}` back to the target has no messages to summarise"
            )));
        }
        let ctx = self.ops.context().map_err(session)?;
        let system = ctx.system_state();
        let files = gather(
            &ctx.messages[ctx.messages.len().saturating_sub(count)..],
            self.ops.cwd(),
        );
        let asker = Asker {
            model: self.model,
            api_key: self.api_key.clone(),
            thinking: self.thinking,
        };
        let req = request::context(
            &system,
            &ctx.to_llm(),
            branch_instruction(custom, count),
            self.model,
        );
        let (summary, usage) = asker.ask(&req, cancel)?;
        let leaf = self
            .ops
            .append_at(
                target,
                Body::BranchSummary(BranchSummary {
                    from_id: from.clone(),
                    summary: summary.clone(),
                    usage: Some(usage.clone()),
                    details: Some(files.to_details()),
                }),
            )
            .map_err(session)?;
        let after = self.ops.context().map_err(session)?;
        self.ops.adopt(after);
        Ok(BranchSummaryResult {
            entry_id: leaf.unwrap_or_default(),
            from_id: from,
            summary,
            usage: Some(usage),
        })
    }
}
