//! One compaction, from either thread that may run it: the session thread (threshold and
//! overflow triggers, inside a run) or the caller of `Agent::compact` (manual, while no run
//! goes). It publishes `compaction_start`, asks for the summary, appends the `compaction` entry
//! and swaps the in-memory context for the new projection, then publishes `compaction_end`.
//! Nothing is written before the summary is in hand, so an abort or a failure leaves the
//! session as it was.

use std::sync::atomic::Ordering;

use crate::agent::compaction::cut::{self, choose_cut};
use crate::agent::compaction::pieces;
use crate::agent::compaction::request::Asker;
use crate::agent::compaction::summary::{Files, gather, instruction, state_block, with_state};
use crate::agent::compaction::{CompactError, CompactionResult, State, Trigger};
use crate::agent::events::SessionEvent;
use crate::agent::ops::{SessionOps, SharedOps};
use crate::ai::model::Model;
use crate::ai::types::ThinkingLevel;
use crate::config::compaction::Compaction as Settings;
use crate::session::Context;
use crate::session::entry::{Body, Compaction};
use crate::util::cancel::Cancel;
use crate::util::sync::lock;

/// What a compaction needs: the session's named operations, compaction's own state and
/// settings, and the model that writes the summary.
pub(crate) struct Compactor<'a, O> {
    pub ops: &'a O,
    pub state: &'a State,
    pub settings: Settings,
    pub model: &'a Model,
    pub api_key: Option<String>,
    pub thinking: ThinkingLevel,
}

impl<O: SharedOps> Compactor<'_, O> {
    /// Runs one compaction with its events. `will_retry`: the request that overflowed is sent
    /// again when this succeeds.
    pub fn run(
        &self,
        trigger: Trigger,
        custom: Option<&str>,
        cancel: &Cancel,
        will_retry: bool,
    ) -> Result<CompactionResult, CompactError> {
        self.ops.publish(SessionEvent::CompactionStart { trigger });
        self.state.compacting.store(true, Ordering::SeqCst);
        let hook_trigger = if trigger == Trigger::Manual {
            "manual"
        } else {
            "auto"
        };
        self.ops.fire_pre_compact(hook_trigger, custom);
        let outcome = self.compact(custom, cancel);
        self.state.compacting.store(false, Ordering::SeqCst);
        let (result, error) = match &outcome {
            Ok(r) => (Some(r.clone()), None),
            Err(e) => (None, Some(e.message())),
        };
        self.ops.publish(SessionEvent::CompactionEnd {
            trigger,
            will_retry: will_retry && result.is_some(),
            aborted: outcome == Err(CompactError::Aborted),
            result,
            error,
        });
        outcome
    }

    fn context(&self) -> Result<Context, CompactError> {
        self.ops
            .context()
            .map_err(|e| CompactError::Session(e.to_string()))
    }

    fn compact(
        &self,
        custom: Option<&str>,
        cancel: &Cancel,
    ) -> Result<CompactionResult, CompactError> {
        let ctx = self.context()?;
        let system = ctx.system_state();
        let prefix = cut::prefix_tokens(
            &crate::agent::prompt::render(&system.sections),
            &system.tools,
        );
        let older_tokens = ctx.older.as_ref().map_or(0, |o| o.tokens());
        let tokens_before = prefix + older_tokens + cut::context_tokens(&ctx.messages);
        let (at, first_kept) = self.cut(&ctx, tokens_before)?;
        let mut files = Files::default();
        let instruction = instruction(custom);
        let done = {
            // Oldest first: what stayed in the file, then what is in memory before the cut.
            let older = ctx.older.iter().flat_map(|o| o.messages()).map(|m| {
                m.map_err(|e| CompactError::Session(e.to_string()))
            });
            let recent = ctx.messages[..at].iter().cloned().map(Ok);
            let cwd = self.ops.cwd();
            let source = older.chain(recent).inspect(|m| {
                if let Ok(m) = m {
                    files.merge(gather(std::iter::once(m), cwd));
                }
            });
            self.summarise(&system, prefix, &instruction, pieces::Turns::new(source), cancel)?
        };
        drop(ctx);
        self.record(done, files, first_kept, (prefix, tokens_before))
    }

    /// Where the kept part starts and its first entry's id.
    fn cut(&self, ctx: &Context, tokens_before: u64) -> Result<(usize, String), CompactError> {
        let keep = self.settings.keep_recent_tokens;
        let at = match ctx.older {
            None => choose_cut(&ctx.messages, &ctx.entry_ids, keep),
            Some(_) => cut::cut_point(&ctx.messages, &ctx.entry_ids, keep),
        };
        let Some(at) = at else {
            return Err(CompactError::NothingToCompact(format!(
                "nothing to compact: the context (about {tokens_before} tokens) holds no turns before the most recent {keep} tokens that compaction keeps; lower `compaction.keepRecentTokens` to compact more"
            )));
        };
        let Some(first_kept) = ctx.entry_ids[at].clone() else {
            return Err(CompactError::Session(
                "the cut point has no entry id".into(),
            ));
        };
        Ok((at, first_kept))
    }

    /// The summary of what comes before the cut, in pieces that each fit the window.
    fn summarise<I: Iterator<Item = Result<crate::session::ContextMessage, CompactError>>>(
        &self,
        system: &crate::session::SystemState,
        prefix: u64,
        instruction: &str,
        turns: pieces::Turns<I>,
        cancel: &Cancel,
    ) -> Result<pieces::Summarised, CompactError> {
        let asker = Asker {
            model: self.model,
            api_key: self.api_key.clone(),
            thinking: self.thinking,
        };
        let window = self.model.context_window;
        let room = pieces::room(window, reply_reserve(self.model), prefix, instruction);
        pieces::summarise(&asker, system, turns, instruction, room, cancel)
    }

    /// Appends the `compaction` entry and adopts the new projection.
    fn record(
        &self,
        done: pieces::Summarised,
        files: Files,
        first_kept: String,
        (prefix, tokens_before): (u64, u64),
    ) -> Result<CompactionResult, CompactError> {
        let text = match done.cut.note() {
            Some(note) if done.text.is_empty() => note,
            Some(note) => format!("{}\n\n{note}", done.text),
            None => done.text,
        };
        let summary = with_state(&text, &state_block(&self.ops.tool_state().todos(), &files));
        let mut details = files.to_details();
        if let Some(cut) = done.cut.details() {
            details["cut"] = cut;
        }
        if done.requests > 1 {
            details["pieces"] = done.requests.into();
        }
        let usage = done.usage;
        self.ops
            .append(Body::Compaction(Compaction {
                summary: summary.clone(),
                first_kept_entry_id: first_kept.clone(),
                tokens_before,
                usage: Some(usage.clone()),
                details: Some(details),
            }))
            .map_err(|e| CompactError::Session(e.to_string()))?;
        let after = self.context()?;
        let tokens_after = prefix + cut::context_tokens(&after.messages);
        self.ops.adopt(after);
        lock(&self.state.pressure).reset(tokens_after);
        // The rewritten history is not a cache miss the provider caused.
        let cache = crate::agent::cache::state::of(self.ops.session_id());
        crate::agent::cache::state::lock(&cache)
            .cache
            .forget_prefix();
        Ok(CompactionResult {
            summary,
            first_kept_entry_id: first_kept,
            tokens_before,
            tokens_after: Some(tokens_after),
            usage: Some(usage),
        })
    }
}

impl<O: SessionOps> Compactor<'_, O> {
    /// The threshold trigger, before a request: compacts when the context plus the reply's
    /// reserve passes `compaction.thresholdPercent` of the window and auto-compaction (`auto`)
    /// is on. Returns the compaction's outcome when one ran.
    pub fn run_if_due(
        &self,
        auto: bool,
        cancel: &Cancel,
    ) -> Option<Result<CompactionResult, CompactError>> {
        if !auto {
            return None;
        }
        self.due()
            .then(|| self.run(Trigger::Threshold, None, cancel, false))
    }

    /// Whether the context plus the reply's reserve passes the threshold (never with an
    /// unknown window).
    pub fn due(&self) -> bool {
        let window = self.ops.context_window();
        let reserve = reply_reserve(self.model);
        window > 0
            && (self.ops.next_request_tokens() + reserve) * 100
                > window * self.settings.threshold_percent as u64
    }

    /// After a compaction that succeeded: `None` when it made progress (the context is below
    /// the threshold), else the run's error should this be the last compaction allowed.
    pub fn stall(&self, compactions: u32) -> Option<String> {
        if !self.due() {
            return None;
        }
        Some(format!(
            "compaction made no progress: after {compactions} compactions in this run the context is still about {} tokens, over {}% of the {}-token window of `{}` (the most recent turns that compaction keeps are too large); the run was stopped. Lower `compaction.keepRecentTokens`, start a new session, or use a model with a larger window",
            self.ops.next_request_tokens(),
            self.settings.threshold_percent,
            self.ops.context_window(),
            self.model.spec(),
        ))
    }
}

/// The room kept for the reply when deciding on a threshold compaction: the model's output
/// limit, at most an eighth of the window.
pub fn reply_reserve(model: &Model) -> u64 {
    model.max_tokens.min(model.context_window / 8)
}

/// At a turn end: records the context size and publishes `context_pressure` for each
/// threshold it crossed going up.
pub(crate) fn note_pressure(ops: &impl SessionOps, state: &State) {
    let window = ops.context_window();
    let tokens = ops.next_request_tokens();
    let crossings = lock(&state.pressure).record(tokens, window);
    for crossing in crossings {
        ops.publish(SessionEvent::ContextPressure { crossing });
    }
}
