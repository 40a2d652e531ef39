//! The turn loop: request and stream, check and execute tool calls, send results, repeat until
//! the model stops, `--max-turns` is reached, or the run is aborted. Retries, steering and
//! follow-ups are decided here; every message passes `append`, the one append point.

use std::time::Instant;

use crate::agent::events::SessionEvent;
use crate::agent::prompt;
use crate::agent::reply::Disposition;
use crate::agent::retry;
use crate::agent::session::{AgentSession, OnStarted, RunSummary, TestPanic, lock};
use crate::ai::apis::RequestOptions;
use crate::ai::event::{AssistantEvent, ErrorInfo};
use crate::ai::stream;
use crate::ai::transform;
use crate::ai::types::{
    AssistantMessage, Context, Message, StopReason, ToolResultMessage, UserContent, UserMessage,
};
use crate::util::cancel::Cancel;
use crate::util::time::now_ms;

impl AgentSession {
    /// The one append point: every message of the conversation passes here, into the context
    /// and the session file.
    pub(crate) fn append(&self, message: Message) {
        let message = self.with_run_reminders(message);
        lock(&self.shared.messages).push(message.clone());
        self.persist_message(message);
    }

    /// Publishes `message_start`, appends the message, then publishes `message_end`.
    pub(crate) fn add_message(&self, message: Message) {
        self.shared.publish(SessionEvent::MessageStart {
            message: message.clone(),
        });
        self.append(message.clone());
        self.shared.publish(SessionEvent::MessageEnd { message });
    }

    /// Publishes `turn_end` after the turn's entries are flushed to disk.
    fn end_turn(&self, message: AssistantMessage, tool_results: Vec<ToolResultMessage>) {
        self.flush_checkpoints();
        self.sync_store();
        self.shared.publish(SessionEvent::TurnEnd {
            message: Message::Assistant(message),
            tool_results,
        });
        self.note_context_pressure();
    }

    fn add_user(&self, text: String, origin: Option<&str>) {
        self.add_message(Message::User(UserMessage {
            content: UserContent::Text(text),
            origin: origin.map(String::from),
            timestamp: now_ms(),
        }));
    }

    fn cancel(&self) -> Cancel {
        lock(&self.shared.cancel).clone()
    }

    /// Runs one prompt to the end and returns its summary; a prompt with images becomes a user
    /// message of text plus image blocks. The start follows rpc.md's example: the start entries
    /// (model, thinking level, system message) reach the file and are announced, then
    /// `before_agent_start`, `agent_start`, the first `turn_start`, `on_started`, and only then
    /// the user message. UserPromptSubmit hooks run first: a prompt they block starts no run.
    pub(crate) fn run_with(
        &mut self,
        text: String,
        images: Vec<crate::ai::types::ContentBlock>,
        on_started: &std::sync::Mutex<Option<OnStarted>>,
        settle_handled: bool,
        origin: Option<String>,
    ) -> RunSummary {
        let hook_context = match self.user_prompt_hooks(&text, &self.cancel()) {
            Ok(context) => context,
            Err(blocked) => return self.handled(blocked, on_started, settle_handled),
        };
        self.cache_idle_stop();
        self.sync_runtime();
        self.start_entries();
        self.tasks_run_start();
        let mut summary = RunSummary::default();
        summary.usage.cost = Some(Default::default());
        // A failed file creation is remembered and ends the run at the loop's check below.
        let first_turn = self.materialise().is_ok() && self.config.max_turns != Some(0);
        self.checkpoint_turn();

        self.config.permissions.begin_run();
        self.shared.publish(SessionEvent::BeforeAgentStart {
            prompt: text.clone(),
        });
        self.shared.publish(SessionEvent::AgentStart);
        if first_turn {
            self.shared.publish(SessionEvent::TurnStart);
        }
        self.test_hook(TestPanic::BeforeStart);
        if let Some(f) = lock(on_started).take() {
            f(Ok(Disposition::Started));
        }
        self.test_hook(TestPanic::InRun);
        self.take_pending_hook_context();
        self.add_hook_context(&hook_context);
        self.reminders_before_prompt();
        self.plan_before_prompt();
        if images.is_empty() {
            self.add_user(text, origin.as_deref());
        } else {
            let mut blocks = vec![crate::ai::types::ContentBlock::text(text)];
            blocks.extend(images);
            self.add_message(Message::User(UserMessage {
                content: UserContent::Blocks(blocks),
                origin: origin.clone(),
                timestamp: now_ms(),
            }));
        }
        // The first turn has started already; later turns announce themselves below.
        let mut announced = first_turn;

        let mut retry_attempt: u32 = 0;
        // A request that overflowed is compacted and sent again once.
        let mut overflow_retried = false;
        // A threshold compaction that failed is not tried again in this run (it would fail
        // again, and a failing summary request costs money each time).
        let mut threshold_failed = false;
        let mut stop_hook_active = 0u32;
        loop {
            let cancel = self.cancel();
            self.sync_runtime();
            let system_prompt = prompt::render(&self.system.sections);
            let specs = self.system.tools.clone();
            if let Some(max) = self.config.max_turns
                && summary.num_turns >= max
            {
                summary.max_turns_hit = true;
                summary.error_message = Some(format!(
                    "stopped after {max} turns (--max-turns); raise the limit to let the agent continue"
                ));
                break;
            }
            if let Err(e) = self.materialise() {
                summary.stop_reason = StopReason::Error;
                summary.error_message = Some(e);
                summary.error_code = Some("session_error");
                break;
            }
            if !threshold_failed && let Some(outcome) = self.compact_if_due(&cancel) {
                match outcome {
                    Ok(r) => summary.usage.add(&r.usage.unwrap_or_default()),
                    Err(crate::agent::compaction::CompactError::Aborted) => {
                        summary.stop_reason = StopReason::Aborted;
                        summary.error_message = Some("aborted".into());
                        break;
                    }
                    // The request goes out anyway; an overflow answer gets its own compaction.
                    Err(_) => threshold_failed = true,
                }
            }
            if !std::mem::take(&mut announced) {
                self.shared.publish(SessionEvent::TurnStart);
            }
            summary.num_turns += 1;
            let ctx = Context {
                system_prompt: system_prompt.clone(),
                messages: transform::for_model(&lock(&self.shared.messages), &self.config.model),
                tools: specs.clone(),
            };
            let started = Instant::now();
            let (assistant, info) = self.stream_message(&ctx, &cancel);
            summary.duration_api_ms += started.elapsed().as_millis() as u64;
            summary.usage.add(&assistant.usage);
            if !matches!(
                assistant.stop_reason,
                StopReason::Error | StopReason::Aborted
            ) {
                self.cache_observe(&ctx, &assistant.usage);
            }
            if !overflow_retried
                && self.config.retry.compaction.enabled
                && matches!(&info, Some(i) if i.kind == crate::ai::event::ErrorKind::ContextOverflow)
                && assistant.stop_reason == StopReason::Error
            {
                overflow_retried = true;
                self.record_overflow(&assistant);
                self.shared.publish(SessionEvent::MessageEnd {
                    message: Message::Assistant(assistant.clone()),
                });
                summary.num_turns -= 1;
                let error_message = assistant.error_message.clone().unwrap_or_default();
                self.end_turn(assistant, Vec::new());
                match self.compactor().run(
                    crate::agent::compaction::Trigger::Overflow,
                    None,
                    &cancel,
                    true,
                ) {
                    Ok(r) => {
                        summary.usage.add(&r.usage.unwrap_or_default());
                        continue;
                    }
                    Err(crate::agent::compaction::CompactError::Aborted) => {
                        summary.stop_reason = StopReason::Aborted;
                        summary.error_message = Some("aborted".into());
                    }
                    Err(e) => {
                        summary.stop_reason = StopReason::Error;
                        summary.error_message = Some(format!(
                            "{error_message} (compacting to recover failed: {})",
                            e.message()
                        ));
                        summary.error_code =
                            Some(crate::ai::event::ErrorKind::ContextOverflow.code());
                    }
                }
                break;
            }
            if assistant.stop_reason != StopReason::Error {
                overflow_retried = false;
            }
            let attempt = retry_attempt + 1;
            let delay = match (assistant.stop_reason, &info) {
                (StopReason::Error, Some(i)) => {
                    self.config.retry.delay(i, attempt, retry::jitter())
                }
                _ => None,
            };
            // The entry goes to the file before `message_end`; a failed attempt that will be
            // retried is recorded and at once edited out of the context.
            if delay.is_some() {
                self.record_failed_attempt(&assistant);
            } else {
                self.append(Message::Assistant(assistant.clone()));
            }
            self.shared.publish(SessionEvent::MessageEnd {
                message: Message::Assistant(assistant.clone()),
            });

            if assistant.stop_reason == StopReason::Error {
                let error_message = assistant.error_message.clone().unwrap_or_default();
                if let Some(delay) = delay {
                    // The failed attempt stays out of the context; the run goes on after a pause.
                    retry_attempt = attempt;
                    summary.num_turns -= 1;
                    self.end_turn(assistant, Vec::new());
                    self.shared.publish(SessionEvent::AgentEnd {
                        stop_reason: StopReason::Error,
                        will_retry: true,
                    });
                    self.shared.publish(SessionEvent::AutoRetryStart {
                        attempt,
                        max_attempts: self.config.retry.max_retries,
                        delay_ms: delay.as_millis() as u64,
                        error_message: error_message.clone(),
                    });
                    let retrying = &self.shared.retrying;
                    retrying.store(true, std::sync::atomic::Ordering::SeqCst);
                    let aborted = cancel.sleep(delay);
                    retrying.store(false, std::sync::atomic::Ordering::SeqCst);
                    if aborted {
                        self.shared.publish(SessionEvent::AutoRetryEnd {
                            success: false,
                            attempt,
                            final_error: Some("aborted while waiting to retry".into()),
                        });
                        summary.stop_reason = StopReason::Aborted;
                        summary.error_message = Some("aborted".into());
                        return self.settle(summary);
                    }
                    self.shared.publish(SessionEvent::AgentStart);
                    continue;
                }
                if retry_attempt > 0 {
                    self.shared.publish(SessionEvent::AutoRetryEnd {
                        success: false,
                        attempt: retry_attempt,
                        final_error: Some(error_message.clone()),
                    });
                }
            } else if retry_attempt > 0 && assistant.stop_reason != StopReason::Aborted {
                self.shared.publish(SessionEvent::AutoRetryEnd {
                    success: true,
                    attempt: retry_attempt,
                    final_error: None,
                });
                retry_attempt = 0;
            }

            summary.stop_reason = assistant.stop_reason;
            let text = assistant.text();
            if !text.is_empty() {
                summary.final_text = text;
            }
            if matches!(
                assistant.stop_reason,
                StopReason::Error | StopReason::Aborted
            ) {
                summary.error_message = assistant.error_message.clone();
                summary.error_code = info.as_ref().map(|i| i.kind.code());
                self.end_turn(assistant, Vec::new());
                break;
            }

            let calls = assistant.tool_calls();
            if calls.is_empty() {
                self.end_turn(assistant, Vec::new());
                if self.deliver_queued(true) {
                    continue;
                }
                if self.stop_hooks_continue(&mut stop_hook_active, &cancel) {
                    continue;
                }
                break;
            }
            let warm = self.cache_warm_tools(&ctx);
            let executed = self.execute_calls(&calls, &cancel);
            drop(warm);
            let terminate = !executed.is_empty() && executed.iter().all(|(_, t)| *t);
            let results: Vec<ToolResultMessage> = executed.into_iter().map(|(r, _)| r).collect();
            self.end_turn(assistant, results);
            if cancel.is_cancelled() {
                summary.stop_reason = StopReason::Aborted;
                summary.error_message = Some("aborted".into());
                break;
            }
            // A model that keeps asking for the same denied call is stopped.
            if let Some(why) = self.config.permissions.loop_stop() {
                summary.stop_reason = StopReason::Error;
                summary.error_message = Some(why);
                summary.error_code = Some("permission_denied");
                break;
            }
            if terminate {
                break;
            }
            self.deliver_queued(false);
        }
        self.plan_after_run(&summary);
        self.cache_idle_start();
        self.settle(summary)
    }

    /// Ends a run: `agent_end`, then the settle pair once nothing is left to do.
    fn settle(&self, mut summary: RunSummary) -> RunSummary {
        self.sync_store();
        if let Some(e) = lock(&self.persist_error).clone() {
            // The conversation went on, but the file no longer holds it: say so.
            summary.stop_reason = StopReason::Error;
            summary.error_message = Some(e);
            summary.error_code = Some("session_error");
        }
        summary.permission_denials = self.config.permissions.run_denials();
        // Classifier requests are outside the transcript but part of what the run cost.
        if let Some(u) = self.config.permissions.run_classifier_usage() {
            summary.usage.add(&u);
        }
        self.shared.publish(SessionEvent::AgentEnd {
            stop_reason: if summary.max_turns_hit {
                StopReason::Stop
            } else {
                summary.stop_reason
            },
            will_retry: false,
        });
        self.shared.publish(SessionEvent::AgentBeforeSettle);
        *lock(&self.shared.last_summary) = Some(summary.clone());
        *lock(&self.shared.running) = false;
        self.shared
            .publish(SessionEvent::AgentSettled { warning: None });
        summary
    }

    /// Delivers queued steering messages, and follow-ups when the agent would stop.
    /// Returns whether a message was delivered.
    fn deliver_queued(&self, would_stop: bool) -> bool {
        let mut delivered = false;
        let steering = lock(&self.shared.queues).take_steering_from();
        for (text, origin) in steering {
            self.add_user(text, Some(origin.as_deref().unwrap_or("steer")));
            delivered = true;
        }
        if !delivered && would_stop {
            let follow = lock(&self.shared.queues).take_follow_up();
            for text in follow {
                self.add_user(text, Some("followUp"));
                delivered = true;
            }
        }
        if delivered {
            self.shared.publish_queue();
        }
        delivered
    }

    /// Streams one assistant message, publishing its events up to `message_end`, which the
    /// caller publishes once the message is appended. Returns it with its error info.
    fn stream_message(
        &self,
        ctx: &Context,
        cancel: &Cancel,
    ) -> (AssistantMessage, Option<ErrorInfo>) {
        let opts = RequestOptions {
            forbid_tool_calls: false,
            api_key: self.config.api_key.clone(),
            thinking: self.config.thinking,
            max_tokens: None,
        };
        let rx = stream::stream(&self.config.model, ctx, &opts, cancel);
        let mut started = false;
        for item in rx.into_iter().flatten() {
            let usage = Some(item.usage.clone());
            match item.event {
                AssistantEvent::Start => {
                    started = true;
                    let empty = empty_like(&self.config.model);
                    self.shared.publish(SessionEvent::MessageStart {
                        message: Message::Assistant(empty),
                    });
                    self.shared.publish(SessionEvent::MessageUpdate {
                        assistant_message_event: AssistantEvent::Start,
                        usage,
                    });
                }
                AssistantEvent::Done { ref message, .. }
                | AssistantEvent::Error { ref message, .. } => {
                    let mut message = message.clone();
                    message.thinking_level = (self.config.thinking
                        != crate::ai::types::ThinkingLevel::Off)
                        .then_some(self.config.thinking);
                    let info = match &item.event {
                        AssistantEvent::Error { info, .. } => Some(info.clone()),
                        _ => None,
                    };
                    if !started {
                        self.shared.publish(SessionEvent::MessageStart {
                            message: Message::Assistant(empty_like(&self.config.model)),
                        });
                    }
                    self.shared.publish(SessionEvent::MessageUpdate {
                        assistant_message_event: item.event.clone(),
                        usage,
                    });
                    return (message, info);
                }
                event => {
                    self.shared.publish(SessionEvent::MessageUpdate {
                        assistant_message_event: event,
                        usage,
                    });
                }
            }
        }
        // The stream contract guarantees a final event; this only guards a broken worker.
        let (tx, _rx) = std::sync::mpsc::channel();
        let message = crate::ai::partial::Partial::new(&self.config.model, tx).fail(
            "the model stream ended without a final event".into(),
            ErrorInfo::default(),
        );
        (message, None)
    }
}

fn empty_like(model: &crate::ai::model::Model) -> AssistantMessage {
    AssistantMessage {
        content: Vec::new(),
        api: model.api,
        provider: model.provider.clone(),
        model: model.id.clone(),
        usage: Default::default(),
        stop_reason: StopReason::Stop,
        response_id: None,
        thinking_level: None,
        raw_stop_reason: None,
        error_message: None,
        timestamp: now_ms(),
    }
}
