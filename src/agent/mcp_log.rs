//! What an MCP server logs with `notifications/message` goes to the session's log, never to the
//! screen (issue #26, docs/mcp.md): each session records the messages its agent's servers sent
//! since it last looked as `ama.mcp-log` custom entries in its file (not part of the model's
//! context), before each request and when a run ends. The server keeps them numbered
//! (`mcp::log::Log::messages_since`); the numbers a session has recorded are kept in memory only.

use serde_json::{Map, Value, json};

use crate::agent::ops::SharedOps;

/// The custom entry of one message.
pub(crate) const LOG_TYPE: &str = "ama.mcp-log";
/// The in-memory record of the last message number recorded, per server.
const SEEN_TYPE: &str = "ama.mcp-log-seen";

/// Records the messages the servers sent since the last call (see the module's header).
pub(crate) fn record(ops: &impl SharedOps) {
    let Some(manager) = ops.config().services.mcp.clone() else {
        return;
    };
    let seen = ops.latest_custom(SEEN_TYPE).unwrap_or_default();
    let mut now = Map::new();
    for server in &manager.servers {
        let from = seen.get(server.name()).and_then(Value::as_u64).unwrap_or(0);
        let (messages, last) = server.log().messages_since(from);
        for m in messages {
            let data = json!({
                "server": server.name(), "level": m.level, "logger": m.logger, "data": m.data,
            });
            // The log is informative: a write that fails is the session file's own error.
            let _ = ops.record_custom(LOG_TYPE, data);
        }
        now.insert(server.name().to_string(), json!(last));
    }
    ops.keep_custom(SEEN_TYPE, Value::Object(now));
}
