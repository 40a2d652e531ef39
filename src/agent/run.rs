//! The turn loop: request and stream, check and execute tool calls, send results, repeat until
//! the model stops, `--max-turns` is reached, or the run is aborted. This is the thin driver:
//! `turn::decide` (pure) names each next step, the driver performs it (locking, publishing,
//! hooks) and reports back. Every message passes `SessionOps::append_message`, the one append
//! point. The features it calls (hooks, tools, the prompt cache, checkpoints, tasks) are
//! functions over `ops::SessionOps`, handed this session.

use std::time::{Duration, Instant};

use crate::agent::compaction::{CompactError, Trigger};
use crate::agent::events::SessionEvent;
use crate::agent::hook_calls;
use crate::agent::ops::{SessionOps, SharedOps};
use crate::agent::reply::Disposition;
use crate::agent::turn::{self, Compacted, Exit, Last, LoopState, Reply, RetryEnd, Step};
use crate::agent::worker::{AgentSession, OnStarted, RunSummary, TestPanic, lock};
use crate::agent::{cache_turn, file_checkpoints, persist, prompt, retry, task_session, tool_exec};
use crate::ai::apis::RequestOptions;
use crate::ai::event::{AssistantEvent, ErrorInfo, ErrorKind};
use crate::ai::stream;
use crate::ai::transform;
use crate::ai::types::{
    AssistantMessage, ContentBlock, Context, Message, StopReason, ToolResultMessage, UserContent,
    UserMessage,
};
use crate::util::cancel::Cancel;
use crate::util::time::now_ms;

/// The request of the turn under way and its reply, held by the driver between steps.
struct Turn {
    ctx: Context,
    assistant: AssistantMessage,
    info: Option<ErrorInfo>,
    reply: Reply,
}

/// The turn a step after the reply works on; `turn::decide` names those steps only after one.
fn current(turn: &Option<Turn>) -> &Turn {
    turn.as_ref()
        .expect("turn::decide names a step after the reply only once there is one")
}

/// Takes the turn a step ends (see `current`).
fn take(turn: &mut Option<Turn>) -> Turn {
    turn.take()
        .expect("turn::decide names a step after the reply only once there is one")
}

impl AgentSession {
    /// Publishes `turn_end` after the turn's entries are flushed to disk.
    fn end_turn(&self, message: AssistantMessage, tool_results: Vec<ToolResultMessage>) {
        file_checkpoints::flush_checkpoints(self);
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
    /// message of text plus image blocks. UserPromptSubmit hooks run first: a prompt they block
    /// starts no run. `turn::decide` picks each step; `drive` performs them.
    pub(crate) fn run_with(
        &mut self,
        text: String,
        images: Vec<ContentBlock>,
        on_started: &std::sync::Mutex<Option<OnStarted>>,
        settle_handled: bool,
        origin: Option<String>,
    ) -> RunSummary {
        let hook_context = match hook_calls::user_prompt_hooks(self, &text, &self.cancel()) {
            Ok(context) => context,
            Err(blocked) => return self.handled(blocked, on_started, settle_handled),
        };
        let mut summary = RunSummary::default();
        summary.usage.cost = Some(Default::default());
        let first_turn = self.start_run(text, images, on_started, origin, &hook_context);
        let mut state = LoopState::new(self.config.max_turns, first_turn);
        state.max_budget_usd = self.config.max_budget_usd;
        let exit = self.drive(&mut state, &mut summary);
        summary.num_turns = state.turns;
        // A run aborted while waiting to retry ends at once.
        if exit != Exit::RetryAborted {
            self.plan_after_run(&summary);
            cache_turn::idle_start(self);
        }
        self.settle(summary)
    }

    /// The start follows rpc.md's example: the start entries (model, thinking level, system
    /// message) reach the file and are announced, then `before_agent_start`, `agent_start`, the
    /// first `turn_start`, `on_started`, and only then the user message. Returns whether the
    /// first turn started (and was announced).
    fn start_run(
        &mut self,
        text: String,
        images: Vec<ContentBlock>,
        on_started: &std::sync::Mutex<Option<OnStarted>>,
        origin: Option<String>,
        hook_context: &[String],
    ) -> bool {
        cache_turn::idle_stop(self);
        self.sync_runtime();
        self.start_entries();
        task_session::run_start(self);
        // A failed file creation is remembered and ends the run at the loop's check.
        let first_turn = self.materialise().is_ok() && self.config.max_turns != Some(0);
        file_checkpoints::checkpoint_turn(self);
        self.config.permissions.begin_run_for(&text);
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
        hook_calls::add_start_context(self);
        hook_calls::add_context(self, hook_context);
        crate::agent::rewind::before_prompt(self, &self.shared.pending_rewind_note);
        crate::agent::reminders::before_prompt(self, &self.shared.reminders);
        self.plan_before_prompt();
        if images.is_empty() {
            self.add_user(text, origin.as_deref());
        } else {
            let mut blocks = vec![ContentBlock::text(text)];
            blocks.extend(images);
            self.add_message(Message::User(UserMessage {
                content: UserContent::Blocks(blocks),
                origin,
                timestamp: now_ms(),
            }));
        }
        first_turn
    }

    /// The thin driver: performs each step `turn::decide` names and reports what it did, until
    /// the run ends.
    fn drive(&mut self, state: &mut LoopState, summary: &mut RunSummary) -> Exit {
        if crate::process::teardown::terminating().is_some() {
            return self.exit(Exit::Aborted, None, summary); // a signal came before the run
        }
        let mut cancel = self.begin_turn();
        let mut turn: Option<Turn> = None;
        let mut step = turn::decide(state, Last::Begun);
        loop {
            let last = match step {
                Step::Begin => {
                    cancel = self.begin_turn();
                    state.spent_usd = summary.usage.cost.as_ref().map_or(0.0, |c| c.total);
                    Last::Begun
                }
                Step::Materialise => Last::Materialised(self.materialise()),
                Step::CompactIfDue => {
                    Last::Threshold(self.threshold_compaction(state, &cancel, summary))
                }
                Step::Request { announce } => {
                    let (next, reply) = self.request(announce, state, &cancel, summary);
                    turn = Some(next);
                    Last::Reply(reply)
                }
                Step::RecoverOverflow => Last::OverflowCompacted(self.recover_overflow(
                    take(&mut turn),
                    state,
                    &cancel,
                    summary,
                )),
                Step::Retry { attempt, delay } => Last::RetryWaited {
                    aborted: self.wait_retry(take(&mut turn), attempt, delay, &cancel),
                },
                Step::Accept { retry_end } => self.accept(current(&turn), retry_end, summary),
                Step::Idle => {
                    self.end_turn(take(&mut turn).assistant, Vec::new());
                    Last::Delivered {
                        would_stop: true,
                        delivered: self.deliver_queued(true),
                    }
                }
                Step::Execute => {
                    let last = self.execute(take(&mut turn), &cancel);
                    hook_calls::take_stop(self).map_or(last, Last::HookStopped)
                }
                Step::Steer => Last::Delivered {
                    would_stop: false,
                    delivered: self.deliver_queued(false),
                },
                Step::StopHooks => {
                    let go_on =
                        hook_calls::stop_continues(self, &mut state.stop_hook_active, &cancel);
                    hook_calls::take_stop(self).map_or(Last::StopHooks { go_on }, Last::HookStopped)
                }
                Step::End(exit) => return self.exit(exit, turn, summary),
            };
            step = turn::decide(state, last);
        }
    }

    /// A turn begins: it takes the run's cancel token and adopts the runtime settings.
    fn begin_turn(&mut self) -> Cancel {
        let cancel = self.cancel();
        self.sync_runtime();
        cancel
    }

    /// A compaction succeeded: done, or stalled when the context is still over the threshold.
    fn compacted(&self, state: &LoopState) -> Compacted {
        let stall = self.compactor().stall(state.stalled_compactions + 1);
        stall.map_or(Compacted::Done, Compacted::Stalled)
    }

    /// Before a request: the context edits that are due (prune, image budget), then the
    /// threshold compaction when it is due, adding its usage to the run's.
    fn threshold_compaction(
        &self,
        state: &LoopState,
        cancel: &Cancel,
        summary: &mut RunSummary,
    ) -> Option<Compacted> {
        // Tier one first: old tool results and images over the budget leave what is sent.
        crate::agent::context_edit::prune_if_due(self);
        crate::agent::context_edit_images::budget_if_over(self);
        let outcome = self.compact_if_due(cancel)?;
        Some(match outcome {
            Ok(r) => {
                summary.usage.add(&r.usage.unwrap_or_default());
                self.compacted(state)
            }
            Err(CompactError::Aborted) => Compacted::Aborted,
            Err(e) => Compacted::Failed(e.message()),
        })
    }

    /// Sends one request and streams the reply; returns it with the shape `decide` reads.
    fn request(
        &self,
        announce: bool,
        state: &LoopState,
        cancel: &Cancel,
        summary: &mut RunSummary,
    ) -> (Turn, Reply) {
        if announce {
            self.shared.publish(SessionEvent::TurnStart);
        }
        let ctx = Context {
            system_prompt: prompt::render(&self.system.sections),
            messages: self.read_messages(|m| transform::for_model(m, &self.config.model)),
            tools: self.system.tools.clone(),
        };
        let started = Instant::now();
        let (assistant, info) = self.stream_message(&ctx, cancel);
        summary.duration_api_ms += started.elapsed().as_millis() as u64;
        summary.usage.add(&assistant.usage);
        let stop = assistant.stop_reason;
        if !matches!(stop, StopReason::Error | StopReason::Aborted) {
            cache_turn::observe(self, &ctx, &assistant.usage);
        }
        let retry_delay = match (stop, &info) {
            (StopReason::Error, Some(i)) => {
                self.config
                    .retry
                    .delay(i, state.retry_attempt + 1, retry::jitter())
            }
            _ => None,
        };
        let reply = Reply {
            stop,
            overflow: self.config.retry.compaction.enabled
                && matches!(&info, Some(i) if i.kind == ErrorKind::ContextOverflow),
            retry_delay,
            has_calls: assistant
                .content
                .iter()
                .any(|b| matches!(b, ContentBlock::ToolCall { .. })),
        };
        let turn = Turn {
            ctx,
            assistant,
            info,
            reply,
        };
        (turn, reply)
    }

    /// The request overflowed: it is recorded and edited out of the context, its turn ends, and
    /// a compaction makes room for the same request again.
    fn recover_overflow(
        &self,
        turn: Turn,
        state: &LoopState,
        cancel: &Cancel,
        summary: &mut RunSummary,
    ) -> Compacted {
        let assistant = turn.assistant;
        persist::record_overflow(self, &assistant);
        self.shared.publish(SessionEvent::MessageEnd {
            message: Message::Assistant(assistant.clone()),
        });
        let error_message = assistant.error_message.clone().unwrap_or_default();
        self.end_turn(assistant, Vec::new());
        match self.compactor().run(Trigger::Overflow, None, cancel, true) {
            Ok(r) => {
                summary.usage.add(&r.usage.unwrap_or_default());
                self.compacted(state)
            }
            Err(CompactError::Aborted) => Compacted::Aborted,
            Err(e) => Compacted::Failed(format!(
                "{error_message} (compacting to recover failed: {})",
                e.message()
            )),
        }
    }

    /// A failed attempt that will be retried: recorded and at once edited out of the context;
    /// the turn ends, then the pause. Returns whether the run was aborted during it.
    fn wait_retry(&self, turn: Turn, attempt: u32, delay: Duration, cancel: &Cancel) -> bool {
        let assistant = turn.assistant;
        persist::record_failed_attempt(self, &assistant);
        self.shared.publish(SessionEvent::MessageEnd {
            message: Message::Assistant(assistant.clone()),
        });
        let error_message = assistant.error_message.clone().unwrap_or_default();
        self.end_turn(assistant, Vec::new());
        self.shared.publish(SessionEvent::AgentEnd {
            stop_reason: StopReason::Error,
            will_retry: true,
            stopped_by_hook: None,
        });
        self.shared.publish(SessionEvent::AutoRetryStart {
            attempt,
            max_attempts: self.config.retry.max_retries,
            delay_ms: delay.as_millis() as u64,
            error_message,
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
        } else {
            self.shared.publish(SessionEvent::AgentStart);
        }
        aborted
    }

    /// The reply enters the conversation (the entry reaches the file before `message_end`); a
    /// retry series it ends is closed; the summary takes its stop reason and text.
    fn accept(&self, turn: &Turn, retry_end: Option<RetryEnd>, summary: &mut RunSummary) -> Last {
        let assistant = &turn.assistant;
        self.append_message(Message::Assistant(assistant.clone()));
        self.shared.publish(SessionEvent::MessageEnd {
            message: Message::Assistant(assistant.clone()),
        });
        let (success, attempt) = match retry_end {
            Some(RetryEnd::Succeeded(n)) => (true, n),
            Some(RetryEnd::Failed(n)) => (false, n),
            None => (false, 0),
        };
        if retry_end.is_some() {
            self.shared.publish(SessionEvent::AutoRetryEnd {
                success,
                attempt,
                final_error: (!success)
                    .then(|| assistant.error_message.clone().unwrap_or_default()),
            });
        }
        summary.stop_reason = assistant.stop_reason;
        let text = assistant.text();
        if !text.is_empty() {
            summary.final_text = text;
        }
        Last::Accepted(turn.reply)
    }

    /// Runs the reply's tool calls (with the prompt cache kept warm meanwhile) and ends the turn.
    fn execute(&self, turn: Turn, cancel: &Cancel) -> Last {
        let calls = turn.assistant.tool_calls();
        let warm = cache_turn::warm_tools(self, &turn.ctx);
        let executed = tool_exec::execute_calls(self, &calls, cancel);
        drop(warm);
        let terminate = !executed.is_empty() && executed.iter().all(|(_, t)| *t);
        let results: Vec<ToolResultMessage> = executed.into_iter().map(|(r, _)| r).collect();
        self.end_turn(turn.assistant, results);
        let cancelled = cancel.is_cancelled();
        Last::Executed {
            cancelled,
            // A model that keeps asking for the same denied call is stopped.
            loop_stop: if cancelled {
                None
            } else {
                self.config.permissions.loop_stop()
            },
            terminate,
        }
    }

    /// Writes how the run ended into its summary; a failed reply's turn ends here.
    fn exit(&self, exit: Exit, turn: Option<Turn>, summary: &mut RunSummary) -> Exit {
        let (stop, message, code) = match &exit {
            Exit::MaxTurns(max) => {
                summary.max_turns_hit = true;
                summary.error_message = Some(format!(
                    "stopped after {} (--max-turns); raise the limit to let the agent continue",
                    crate::tools::count(*max as usize, "turn", "turns")
                ));
                return exit;
            }
            Exit::MaxBudget { max, spent } => {
                summary.max_budget_hit = true;
                summary.error_message = Some(format!(
                    "stopped before the next request: the run has cost ${spent:.4} of its ${max} budget (--max-budget-usd); raise the budget to let the agent continue"
                ));
                return exit;
            }
            Exit::SessionError(e) => (StopReason::Error, e.clone(), Some("session_error")),
            Exit::Aborted | Exit::RetryAborted => (StopReason::Aborted, "aborted".into(), None),
            Exit::OverflowFailed(e) | Exit::CompactionStalled(e) => (
                StopReason::Error,
                e.clone(),
                Some(ErrorKind::ContextOverflow.code()),
            ),
            Exit::PermissionLoop(why) => {
                (StopReason::Error, why.clone(), Some("permission_denied"))
            }
            Exit::Failed => {
                if let Some(turn) = turn {
                    summary.error_message = turn.assistant.error_message.clone();
                    summary.error_code = turn.info.as_ref().map(|i| i.kind.code());
                    self.end_turn(turn.assistant, Vec::new());
                }
                return exit;
            }
            Exit::StoppedByHook(stop) => {
                // A clean end: the run stops as asked, not as an error or an abort.
                summary.stop_reason = StopReason::Stop;
                summary.stopped_by_hook = Some(stop.clone());
                return exit;
            }
            Exit::Done | Exit::Terminated => return exit,
        };
        summary.stop_reason = stop;
        summary.error_message = Some(message);
        if code.is_some() {
            summary.error_code = code;
        }
        exit
    }

    /// Ends a run: `agent_end`, then the settle pair once nothing is left to do.
    fn settle(&self, mut summary: RunSummary) -> RunSummary {
        crate::agent::mcp_log::record(self);
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
            stop_reason: if summary.max_turns_hit || summary.max_budget_hit {
                StopReason::Stop
            } else {
                summary.stop_reason
            },
            will_retry: false,
            stopped_by_hook: summary.stopped_by_hook.clone(),
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
        // One network read's events are published under one hold of the bus, so a sink that
        // renders on this thread (stream-json) writes them together (bus.rs, issue #33).
        let bus = self.shared.bus.clone();
        for batch in rx {
            let _held = bus.hold();
            for item in batch {
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
        }
        // The stream contract guarantees a final event; this only guards a broken worker.
        let (tx, _rx) = crate::util::wake_channel::channel();
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
