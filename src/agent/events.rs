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

#[derive(Serialize, Clone, Debug)]
#[serde(
    tag = "type",
    rename_all = "snake_case",
    rename_all_fields = "camelCase"
)]
pub enum SessionEvent {
    SessionStart {
        session_id: String,
        #[serde(skip_serializing_if = "Option::is_none")]
        session_file: Option<String>,
        cwd: String,
        reason: &'static str,
    },
    BeforeAgentStart {
        prompt: String,
    },
    AgentStart,
    TurnStart,
    TurnEnd {
        message: Message,
        tool_results: Vec<ToolResultMessage>,
    },
    AgentEnd {
        stop_reason: StopReason,
        will_retry: bool,
    },
    AgentBeforeSettle,
    AgentSettled {
        #[serde(skip_serializing_if = "Option::is_none")]
        warning: Option<String>,
    },
    MessageStart {
        message: Message,
    },
    MessageUpdate {
        assistant_message_event: AssistantEvent,
        #[serde(skip_serializing_if = "Option::is_none")]
        usage: Option<Usage>,
    },
    MessageEnd {
        message: Message,
    },
    ToolExecutionStart {
        tool_call_id: String,
        tool_name: String,
        args: Value,
    },
    ToolExecutionUpdate {
        tool_call_id: String,
        tool_name: String,
        partial: String,
    },
    ToolExecutionEnd {
        tool_call_id: String,
        tool_name: String,
        result: ToolResultValue,
        is_error: bool,
        /// Auto mode's decision for the call: `{layer, decision, reason}`.
        #[serde(skip_serializing_if = "Option::is_none")]
        auto_decision: Option<AutoDecision>,
    },
    QueueUpdate {
        steering: Vec<String>,
        follow_up: Vec<String>,
    },
    AutoRetryStart {
        attempt: u32,
        max_attempts: u32,
        delay_ms: u64,
        error_message: String,
    },
    AutoRetryEnd {
        success: bool,
        attempt: u32,
        #[serde(skip_serializing_if = "Option::is_none")]
        final_error: Option<String>,
    },
    CompactionStart {
        trigger: payloads::Trigger,
    },
    CompactionEnd {
        trigger: payloads::Trigger,
        #[serde(skip_serializing_if = "Option::is_none")]
        result: Option<payloads::CompactionResult>,
        aborted: bool,
        will_retry: bool,
        #[serde(skip_serializing_if = "Option::is_none")]
        error: Option<String>,
    },
    /// The context crossed 70 % or 90 % of the window.
    ContextPressure {
        #[serde(flatten)]
        crossing: payloads::Crossing,
    },
    /// An entry that has just reached the session file.
    ModelChanged {
        model: Value,
    },
    ThinkingLevelChanged {
        level: crate::ai::types::ThinkingLevel,
    },
    SessionChanged {
        session_id: String,
        #[serde(skip_serializing_if = "Option::is_none")]
        session_file: Option<String>,
    },
    EntryAppended {
        entry: Entry,
    },
    /// A call waits for approval: `requestId`, `toolName`, `input`, `reason`, `hookReason?`,
    /// `timeoutMs`, `preview?`, `autoDecision?`, `context?`.
    PermissionRequest {
        #[serde(flatten)]
        request: ApprovalRequest,
    },
    PermissionResolved {
        request_id: String,
        decision: Answer,
    },
    PermissionModeChanged {
        mode: Mode,
    },
    /// A root run in plan mode proposed a plan (`ama.plan`'s `PlanData`); answer it with
    /// `plan_response`.
    PlanProposed {
        plan: Value,
    },
    /// A request missed the cached prefix (rpc.md `cache_miss`).
    CacheMiss {
        #[serde(flatten)]
        miss: payloads::Miss,
    },
    /// Cache warming scheduled, sent or stopped (rpc.md `cache_warm`).
    CacheWarm {
        #[serde(flatten)]
        warm: payloads::WarmEvent,
    },
    /// A command hook ran: its event, command, exit code (`null` when killed by its timeout or
    /// a signal) and how long it took.
    HookExecuted {
        event: &'static str,
        command: String,
        exit_code: Option<i32>,
        duration_ms: u64,
    },
    /// Not a session event in rpc.md's sense: a message for the user, e.g. a run that failed
    /// after its prompt was answered (`level`: info, warn or error).
    Notification {
        level: &'static str,
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
