//! A host tool as a `Tool`: its execution sends `tool_execute` and waits for `tool_result`
//! (progress lines `tool_update` become `tool_execution_update`), with a deadline. Everything
//! before execution — schema check, PreToolUse hooks, permissions, approval — is the same path as
//! for a built-in, because the agent cannot tell the two apart.

use std::sync::Arc;
use std::time::{Duration, Instant};

use serde_json::{Value, json};

use crate::ai::types::ContentBlock;
use crate::host::conn::{Conn, Failure};
use crate::host::registration::ToolDef;
use crate::tools::{ExecutionMode, PermissionClass, Tool, ToolContext, ToolOutput};

/// How long a host tool may run: `AMA_HOST_TOOL_TIMEOUT_MS`, else 10 minutes.
fn deadline() -> Instant {
    let ms = std::env::var("AMA_HOST_TOOL_TIMEOUT_MS")
        .ok()
        .and_then(|v| v.trim().parse::<u64>().ok())
        .unwrap_or(600_000);
    Instant::now() + Duration::from_millis(ms)
}

/// A host's strings live as long as the process (one host per process registers them once).
fn leak(s: &str) -> &'static str {
    Box::leak(s.to_string().into_boxed_str())
}

pub(crate) struct HostTool {
    name: &'static str,
    label: &'static str,
    description: &'static str,
    parameters: Value,
    permission: PermissionClass,
    mode: Option<ExecutionMode>,
    snippet: &'static str,
    conn: Arc<Conn>,
}

impl HostTool {
    pub(crate) fn new(d: &ToolDef, conn: Arc<Conn>) -> HostTool {
        HostTool {
            name: leak(&d.name),
            label: leak(&d.label),
            description: leak(&d.description),
            parameters: d.parameters.clone(),
            permission: d.permission,
            mode: d.execution_mode,
            snippet: leak(&d.prompt_snippet),
            conn,
        }
    }

    fn failed(&self, why: &str) -> ToolOutput {
        ToolOutput::error(format!(
            "the host adapter `{}` could not run `{}`: {why}",
            self.conn.program, self.name
        ))
    }
}

/// A `tool_result` as a tool output: `content` is a string or content blocks.
pub(crate) fn output_of(msg: &Value) -> ToolOutput {
    let content = match msg.get("content") {
        Some(Value::String(s)) => vec![ContentBlock::text(s.clone())],
        Some(v @ Value::Array(_)) => serde_json::from_value::<Vec<ContentBlock>>(v.clone())
            .unwrap_or_else(|_| vec![ContentBlock::text(v.to_string())]),
        Some(Value::Null) | None => vec![ContentBlock::text("")],
        Some(v) => vec![ContentBlock::text(v.to_string())],
    };
    ToolOutput {
        content,
        details: details_of(msg),
        is_error: msg.get("isError").and_then(Value::as_bool).unwrap_or(false),
        terminate: msg
            .get("terminate")
            .and_then(Value::as_bool)
            .unwrap_or(false),
    }
}

/// The result's `details`, with its `structured` value (what a codemode script's
/// `tools.<name>()` resolves to, docs/codemode.md) kept as `details.structured`.
fn details_of(msg: &Value) -> Option<Value> {
    let details = msg.get("details").filter(|d| !d.is_null()).cloned();
    let Some(structured) = msg.get("structured").filter(|v| !v.is_null()) else {
        return details;
    };
    match details {
        None => Some(serde_json::json!({ "structured": structured })),
        Some(Value::Object(mut map)) => {
            map.entry("structured").or_insert_with(|| structured.clone());
            Some(Value::Object(map))
        }
        Some(other) => Some(serde_json::json!({ "value": other, "structured": structured })),
    }
}

impl Tool for HostTool {
    fn name(&self) -> &'static str {
        self.name
    }
    fn label(&self) -> &'static str {
        self.label
    }
    fn description(&self) -> &'static str {
        self.description
    }
    fn parameters(&self) -> Value {
        self.parameters.clone()
    }
    fn permission(&self) -> PermissionClass {
        self.permission
    }
    fn execution_mode(&self) -> ExecutionMode {
        self.mode.unwrap_or(match self.permission {
            PermissionClass::Read => ExecutionMode::Parallel,
            _ => ExecutionMode::Sequential,
        })
    }
    fn prompt_snippet(&self) -> &'static str {
        self.snippet
    }

    fn execute(&self, args: &Value, ctx: &ToolContext) -> ToolOutput {
        let msg = json!({
            "type": "tool_execute",
            "name": self.name,
            "input": args,
            "cwd": ctx.cwd,
        });
        let (id, rx) = match self.conn.open("t", msg) {
            Ok(x) => x,
            Err(Failure::Dead(why)) => return self.failed(&format!("the host has ended ({why})")),
            Err(_) => return self.failed("the request could not be sent"),
        };
        let deadline = deadline();
        loop {
            match self.conn.wait(&rx, deadline, Some(ctx.cancel)) {
                Ok(m) if m["type"] == "tool_update" => {
                    if let Some(p) = m.get("partial").and_then(Value::as_str) {
                        (ctx.on_update)(p);
                    }
                }
                Ok(m) => return output_of(&m),
                Err(Failure::Cancelled) => {
                    self.conn.forget(&id);
                    self.conn.send(&json!({"type": "tool_cancel", "id": id}));
                    return ToolOutput::error("aborted");
                }
                Err(Failure::Timeout) => {
                    self.conn.forget(&id);
                    self.conn.send(&json!({"type": "tool_cancel", "id": id}));
                    return self
                        .failed("no tool_result before the deadline (AMA_HOST_TOOL_TIMEOUT_MS)");
                }
                Err(Failure::Dead(why)) => {
                    return self.failed(&format!("the host has ended ({why})"));
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::output_of;

    #[test]
    fn results() {
        let o = output_of(&json!({"content": "hi", "details": {"a": 1}}));
        assert_eq!(
            serde_json::to_value(&o.content).unwrap_or_default(),
            json!([{"type": "text", "text": "hi"}])
        );
        assert_eq!(o.details, Some(json!({"a": 1})));
        assert!(!o.is_error && !o.terminate);
        let o = output_of(
            &json!({"content": [{"type": "text", "text": "x"}], "isError": true, "terminate": true}),
        );
        assert!(o.is_error && o.terminate);
        assert_eq!(
            serde_json::to_value(&o.content).unwrap_or_default(),
            json!([{"type": "text", "text": "x"}])
        );
    }
}
