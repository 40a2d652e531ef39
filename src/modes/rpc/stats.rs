//! `get_session_stats`: message counts, token and cost totals, and context use, computed from
//! the session's messages (rpc.md, 会话统计).

use serde_json::{Value, json};

use crate::agent::session::lock;
use crate::ai::types::{Message, Usage};
use crate::modes::rpc::server::Server;

pub fn session_stats(server: &Server) -> Value {
    let h = server.handle();
    let messages = h.messages();
    let (mut users, mut assistants, mut calls, mut results) = (0, 0, 0, 0);
    let mut total = Usage::default();
    let mut priced = true;
    let mut last: Option<Usage> = None;
    for m in &messages {
        match m {
            Message::User(_) => users += 1,
            Message::Assistant(a) => {
                assistants += 1;
                calls += a.tool_calls().len();
                priced &= a.usage.cost.is_some();
                if total.cost.is_none() && a.usage.cost.is_some() && assistants == 1 {
                    total.cost = Some(Default::default());
                }
                total.add(&a.usage);
                last = Some(a.usage.clone());
            }
            Message::ToolResult(_) => results += 1,
            Message::System(_) => {}
        }
    }
    let rt = h.runtime();
    let context_tokens = last.map(|u| u.input + u.cache_read + u.cache_write + u.output);
    let denominator = total.input + total.cache_read + total.cache_write;
    let (session_id, session_file) = {
        let cur = lock(&server.current);
        (
            cur.session_id.clone(),
            h.session_file().or(cur.session_file.clone()),
        )
    };
    let mut v = json!({
        "sessionId": session_id,
        "sessionFile": session_file.map(|p| p.display().to_string()),
        "userMessages": users,
        "assistantMessages": assistants,
        "toolCalls": calls,
        "toolResults": results,
        "tokens": {
            "input": total.input,
            "output": total.output,
            "cacheRead": total.cache_read,
            "cacheWrite": total.cache_write,
            "total": total.total_tokens,
        },
        "cacheHitRate": if denominator == 0 { 0.0 } else { total.cache_read as f64 / denominator as f64 },
    });
    if priced && assistants > 0 {
        v["cost"] = json!(total.cost.map(|c| c.total).unwrap_or(0.0));
    }
    if let Some(tokens) = context_tokens {
        let window = rt.model.context_window;
        v["contextTokens"] = json!(tokens);
        v["contextWindow"] = json!(window);
        if window > 0 {
            v["contextPercent"] = json!(((tokens as f64 / window as f64) * 100.0).min(100.0));
        }
    }
    v
}
