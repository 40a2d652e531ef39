//! One compaction, from either thread that may run it: the session thread (threshold and
//! overflow triggers, inside a run) or the caller of `Agent::compact` (manual, while no run
//! goes). It publishes `compaction_start`, asks for the summary, appends the `compaction` entry
//! and swaps the in-memory context for the new projection, then publishes `compaction_end`.
//! Nothing is written before the summary is in hand, so an abort or a failure leaves the
//! session as it was.

use std::sync::atomic::Ordering;

use crate::agent::compaction::cut::{self, choose_cut};
use crate::agent::compaction::request::{self, Asker};
use crate::agent::compaction::summary::{gather, instruction, state_block, with_state};
use crate::agent::compaction::{CompactError, CompactionResult, Trigger};
use crate::agent::events::SessionEvent;
use crate::agent::worker::{AgentSession, SessionConfig, Shared, lock};
use crate::ai::model::Model;
use crate::ai::types::{AssistantMessage, Message, ThinkingLevel};
use crate::session::Context;
use crate::session::entry::{Body, Compaction, ContextEdit, edit_reason};
use crate::util::cancel::Cancel;

/// What a compaction needs, borrowed from the session.
pub(crate) struct Compactor<'a> {
    pub shared: &'a Shared,
    pub config: &'a SessionConfig,
    pub model: &'a Model,
    pub api_key: Option<String>,
    pub thinking: ThinkingLevel,
}

impl Compactor<'_> {
    /// Runs one compaction with its events. `will_retry`: the request that overflowed is sent
    /// again when this succeeds.
    pub fn run(
        &self,
        trigger: Trigger,
        custom: Option<&str>,
        cancel: &Cancel,
        will_retry: bool,
    ) -> Result<CompactionResult, CompactError> {
        self.shared
            .publish(SessionEvent::CompactionStart { trigger });
        self.shared
            .compaction
            .compacting
            .store(true, Ordering::SeqCst);
        let hook_trigger = if trigger == Trigger::Manual {
            "manual"
        } else {
            "auto"
        };
        crate::agent::hook_calls::fire_pre_compact(self.shared, self.config, hook_trigger, custom);
        let outcome = self.compact(custom, cancel);
        self.shared
            .compaction
            .compacting
            .store(false, Ordering::SeqCst);
        let (result, error) = match &outcome {
            Ok(r) => (Some(r.clone()), None),
            Err(e) => (None, Some(e.message())),
        };
        self.shared.publish(SessionEvent::CompactionEnd {
            trigger,
            will_retry: will_retry && result.is_some(),
            aborted: outcome == Err(CompactError::Aborted),
            result,
            error,
        });
        outcome
    }

    fn context(&self) -> Result<Context, CompactError> {
        lock(&self.shared.store)
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
        let tokens_before = prefix + cut::context_tokens(&ctx.messages);
        let keep = self.config.retry.compaction.keep_recent_tokens;
        let Some(at) = choose_cut(&ctx.messages, &ctx.entry_ids, keep) else {
            return Err(CompactError::NothingToCompact(format!(
                "nothing to compact: the context (about {tokens_before} tokens) holds no turns before the most recent {keep} tokens that compaction keeps; lower `compaction.keepRecentTokens` to compact more"
            )));
        };
        let Some(first_kept) = ctx.entry_ids[at].clone() else {
            return Err(CompactError::Session(
                "the cut point has no entry id".into(),
            ));
        };
        let before = Context {
            messages: ctx.messages[..at].to_vec(),
            ..Context::default()
        };
        let files = gather(&before.messages, &self.config.cwd);
        let asker = Asker {
            model: self.model,
            api_key: self.api_key.clone(),
            thinking: self.thinking,
        };
        let req = request::context(&system, &before.into_llm(), instruction(custom), self.model);
        let (text, usage) = asker.ask(&req, cancel)?;
        let summary = with_state(&text, &state_block(&self.config.tool_state.todos(), &files));
        let written = {
            let mut store = lock(&self.shared.store);
            store.append(Body::Compaction(Compaction {
                summary: summary.clone(),
                first_kept_entry_id: first_kept.clone(),
                tokens_before,
                usage: Some(usage.clone()),
                details: Some(files.to_details()),
            }))
        };
        let written = written.map_err(|e| CompactError::Session(e.to_string()))?;
        for entry in written {
            self.shared.publish(SessionEvent::EntryAppended { entry });
        }
        let after = self.context()?;
        let tokens_after = prefix + cut::context_tokens(&after.messages);
        self.adopt(after);
        lock(&self.shared.compaction.pressure).reset(tokens_after);
        // The rewritten history is not a cache miss the provider caused.
        let cache = crate::agent::cache::state::of(&self.config.session_id);
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

    /// Makes the projection the session's context: summary and custom roles kept for
    /// `get_messages`, their LLM form for requests.
    pub(super) fn adopt(&self, ctx: Context) {
        let projected = ctx.messages.clone();
        *lock(&self.shared.messages) = ctx.into_llm();
        *lock(&self.shared.restored) = projected;
    }
}

impl AgentSession {
    pub(crate) fn compactor(&self) -> Compactor<'_> {
        Compactor {
            shared: &self.shared,
            config: &self.config,
            model: &self.config.model,
            api_key: self.config.api_key.clone(),
            thinking: self.config.thinking,
        }
    }

    /// The estimated tokens of the next request: system prompt, tools and messages.
    pub(crate) fn projected_tokens(&self) -> u64 {
        let prefix = cut::prefix_tokens(
            &crate::agent::prompt::render(&self.system.sections),
            &self.system.tools,
        );
        let messages = lock(&self.shared.messages);
        prefix + messages.iter().map(cut::llm_tokens).sum::<u64>()
    }

    /// The threshold trigger, before a request: compacts when the context plus the reply's
    /// reserve passes `compaction.thresholdPercent` of the window and auto-compaction is on.
    /// Returns the compaction's outcome when one ran.
    pub(crate) fn compact_if_due(
        &self,
        cancel: &Cancel,
    ) -> Option<Result<CompactionResult, CompactError>> {
        let settings = self.config.retry.compaction;
        if !lock(&self.shared.runtime).auto_compaction {
            return None;
        }
        let window = self.config.model.context_window;
        if window == 0 {
            return None;
        }
        let reserve = reply_reserve(&self.config.model);
        let due =
            (self.projected_tokens() + reserve) * 100 > window * settings.threshold_percent as u64;
        due.then(|| {
            self.compactor()
                .run(Trigger::Threshold, None, cancel, false)
        })
    }

    /// The request that overflowed: written, then removed from the context with
    /// `context_edit{reason:"overflow"}`; it never enters the in-memory context.
    pub(crate) fn record_overflow(&self, assistant: &AssistantMessage) {
        if let Some(id) = self.persist(Body::Message(Message::Assistant(assistant.clone()))) {
            self.persist(Body::ContextEdit(ContextEdit {
                target_id: id,
                replacement: None,
                reason: edit_reason::OVERFLOW.into(),
            }));
        }
    }
}

/// The room kept for the reply when deciding on a threshold compaction: the model's output
/// limit, at most an eighth of the window.
pub fn reply_reserve(model: &Model) -> u64 {
    model.max_tokens.min(model.context_window / 8)
}

impl AgentSession {
    /// At a turn end: records the context size and publishes `context_pressure` for each
    /// threshold it crossed going up.
    pub(crate) fn note_context_pressure(&self) {
        let window = self.config.model.context_window;
        let tokens = self.projected_tokens();
        let crossings = lock(&self.shared.compaction.pressure).record(tokens, window);
        for crossing in crossings {
            self.shared
                .publish(SessionEvent::ContextPressure { crossing });
        }
    }
}
