//! `SessionEvent`: the one event vocabulary of a session. Print mode's stream-json lines and RPC
//! events are both this enum serialised; there is no second vocabulary.

pub mod payloads;

use serde::Serialize;
use serde_json::Value;

use crate::ai::event::AssistantEvent;
use crate::ai::types::{Message, StopReason, ToolResultMessage, Usage};
use crate::permissions::approvals::{Answer, ApprovalRequest};
use crate::permissions::audit::AutoDecision;
use crate::permissions::mode::Mode;
use crate::session::entry::Entry;

/// What happened in a session, in order: runs, turns, streamed messages, tool calls, retries,
/// compactions, approvals and settings changes (rpc.md's event list, `type` in snake_case).
#[derive(Serialize, Clone, Debug)]
#[serde(
    tag = "type",
    rename_all = "snake_case",
    rename_all_fields = "camelCase"
)]
pub enum SessionEvent {
    /// The session began: new, resumed or forked (`reason`: startup, resume or fork).
    SessionStart {
        /// The session's id.
        session_id: String,
        /// Its session file, when it has one (not with `--no-session`).
        #[serde(skip_serializing_if = "Option::is_none")]
        session_file: Option<String>,
        /// The working directory.
        cwd: String,
        /// `startup`, `resume` or `fork`.
        reason: &'static str,
    },
    /// A prompt was accepted and its run is about to start.
    BeforeAgentStart {
        /// The prompt's text.
        prompt: String,
    },
    /// A run started.
    AgentStart,
    /// A turn (one model request and its tool calls) started.
    TurnStart,
    /// A turn ended.
    TurnEnd {
        /// The assistant message of the turn.
        message: Message,
        /// The results of the turn's tool calls.
        tool_results: Vec<ToolResultMessage>,
    },
    /// A run ended.
    AgentEnd {
        /// Why the last message stopped.
        stop_reason: StopReason,
        /// Whether an automatic retry follows.
        will_retry: bool,
        /// A hook's `continue: false` ended the run: `{hook, reason}`.
        #[serde(skip_serializing_if = "Option::is_none")]
        stopped_by_hook: Option<crate::hooks::Stopped>,
    },
    /// The run is done and the session is about to settle (queued prompts may still start).
    AgentBeforeSettle,
    /// The session is idle: nothing runs and nothing is queued.
    AgentSettled {
        /// A problem met while settling, for the user.
        #[serde(skip_serializing_if = "Option::is_none")]
        warning: Option<String>,
    },
    /// A message began (user, assistant or tool result).
    MessageStart {
        /// The message as it starts.
        message: Message,
    },
    /// A streamed piece of the assistant message.
    MessageUpdate {
        /// The streaming event (text, thinking or tool-call delta, …).
        assistant_message_event: AssistantEvent,
        /// The usage so far, when the provider reported it.
        #[serde(skip_serializing_if = "Option::is_none")]
        usage: Option<Usage>,
    },
    /// A message is complete.
    MessageEnd {
        /// The whole message.
        message: Message,
    },
    /// A tool call starts running.
    ToolExecutionStart {
        /// The call's id.
        tool_call_id: String,
        /// The tool's name.
        tool_name: String,
        /// The outer `codemode` call's id, on a script's inner call (docs/codemode.md).
        #[serde(skip_serializing_if = "Option::is_none")]
        parent_tool_call_id: Option<String>,
        /// The call's arguments.
        args: Value,
    },
    /// Partial output of a running tool call.
    ToolExecutionUpdate {
        /// The call's id.
        tool_call_id: String,
        /// The tool's name.
        tool_name: String,
        /// The outer `codemode` call's id, on a script's inner call (docs/codemode.md).
        #[serde(skip_serializing_if = "Option::is_none")]
        parent_tool_call_id: Option<String>,
        /// The output so far.
        partial: String,
    },
    /// A tool call finished.
    ToolExecutionEnd {
        /// The call's id.
        tool_call_id: String,
        /// The tool's name.
        tool_name: String,
        /// The outer `codemode` call's id, on a script's inner call (docs/codemode.md).
        #[serde(skip_serializing_if = "Option::is_none")]
        parent_tool_call_id: Option<String>,
        /// What the model gets, with the persisted details.
        result: ToolResultValue,
        /// Whether the call failed (the model is told so).
        is_error: bool,
        /// Auto mode's decision for the call: `{layer, decision, reason}`.
        #[serde(skip_serializing_if = "Option::is_none")]
        auto_decision: Option<AutoDecision>,
    },
    /// The steering and follow-up queues changed.
    QueueUpdate {
        /// Messages delivered after the current tool calls.
        steering: Vec<String>,
        /// Messages delivered when the run would end.
        follow_up: Vec<String>,
    },
    /// A failed request will be retried after a delay.
    AutoRetryStart {
        /// This attempt's number, from 1.
        attempt: u32,
        /// How many attempts there will be at most.
        max_attempts: u32,
        /// The wait before it.
        delay_ms: u64,
        /// The error that caused it.
        error_message: String,
    },
    /// The retries ended.
    AutoRetryEnd {
        /// Whether a retry succeeded.
        success: bool,
        /// The last attempt's number.
        attempt: u32,
        /// The error that ended them, when they failed.
        #[serde(skip_serializing_if = "Option::is_none")]
        final_error: Option<String>,
    },
    /// A compaction started.
    CompactionStart {
        /// What started it.
        trigger: payloads::Trigger,
    },
    /// A compaction ended.
    CompactionEnd {
        /// What started it.
        trigger: payloads::Trigger,
        /// The summary and what it replaced, when it succeeded.
        #[serde(skip_serializing_if = "Option::is_none")]
        result: Option<payloads::CompactionResult>,
        /// Whether it was aborted.
        aborted: bool,
        /// Whether the request that overflowed is sent again.
        will_retry: bool,
        /// Why it failed.
        #[serde(skip_serializing_if = "Option::is_none")]
        error: Option<String>,
    },
    /// The context crossed 70 % or 90 % of the window.
    ContextPressure {
        /// The threshold crossed and the figures.
        #[serde(flatten)]
        crossing: payloads::Crossing,
    },
    /// The session's model changed.
    ModelChanged {
        /// `{provider, id, …}` of the new model.
        model: Value,
    },
    /// The thinking level changed.
    ThinkingLevelChanged {
        /// The new level.
        level: crate::ai::types::ThinkingLevel,
    },
    /// The agent switched to another session (new, resumed or forked).
    SessionChanged {
        /// The new session's id.
        session_id: String,
        /// Its session file, when it has one.
        #[serde(skip_serializing_if = "Option::is_none")]
        session_file: Option<String>,
    },
    /// An entry that has just reached the session file.
    EntryAppended {
        /// The entry as written.
        entry: Entry,
    },
    /// A call waits for approval: `requestId`, `toolName`, `input`, `reason`, `hookReason?`,
    /// `timeoutMs`, `preview?`, `autoDecision?`, `context?`.
    PermissionRequest {
        /// The request.
        #[serde(flatten)]
        request: ApprovalRequest,
    },
    /// An approval was answered (by the user, a host, a rule or its timeout).
    PermissionResolved {
        /// The request's id.
        request_id: String,
        /// The answer.
        decision: Answer,
    },
    /// The permission mode changed.
    PermissionModeChanged {
        /// The new mode.
        mode: Mode,
    },
    /// A root run in plan mode proposed a plan (`ama.plan`'s `PlanData`); answer it with
    /// `plan_response`.
    PlanProposed {
        /// The plan.
        plan: Value,
    },
    /// A request missed the cached prefix (rpc.md `cache_miss`).
    CacheMiss {
        /// Where and why it missed.
        #[serde(flatten)]
        miss: payloads::Miss,
    },
    /// Cache warming scheduled, sent or stopped (rpc.md `cache_warm`).
    CacheWarm {
        /// What happened to the warming.
        #[serde(flatten)]
        warm: payloads::WarmEvent,
    },
    /// A command hook ran: its event, command, exit code (`null` when killed by its timeout or
    /// a signal) and how long it took.
    HookExecuted {
        /// The hook event (`PreToolUse`, …).
        event: &'static str,
        /// The command.
        command: String,
        /// Its exit code; `None` when its timeout or a signal killed it.
        exit_code: Option<i32>,
        /// How long it ran.
        duration_ms: u64,
    },
    /// Not a session event in rpc.md's sense: a message for the user, e.g. a run that failed
    /// after its prompt was answered (`level`: info, warn or error).
    Notification {
        /// `info`, `warn` or `error`.
        level: &'static str,
        /// The text.
        message: String,
    },
    /// An event of a `task` sub-agent: its own fields plus `taskId` and `depth`.
    #[serde(untagged)]
    Task(payloads::Tagged),
}

/// The `result` of `tool_execution_end`: what the model gets, plus the persisted details.
#[derive(Serialize, Clone, Debug)]
pub struct ToolResultValue {
    pub content: Vec<crate::ai::types::ContentBlock>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub details: Option<Value>,
}
