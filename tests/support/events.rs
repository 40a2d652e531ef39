//! Reading what a run produced as JSON: the tools a model request offered and the events of a
//! tool call. Several test files asked the same questions with their own copies of these.

use serde_json::Value;

/// The tool names a model request's body offered, in its order (Anthropic's `name`, or
/// OpenAI's `function.name`).
pub fn offered(body: &Value) -> Vec<String> {
    body["tools"]
        .as_array()
        .map(|t| {
            t.iter()
                .filter_map(|t| {
                    t["name"]
                        .as_str()
                        .or_else(|| t["function"]["name"].as_str())
                        .map(str::to_string)
                })
                .collect()
        })
        .unwrap_or_default()
}

/// The events of one `type`, in order.
pub fn events_of<'a>(events: &'a [Value], kind: &str) -> Vec<&'a Value> {
    events.iter().filter(|e| e["type"] == kind).collect()
}

/// The `tool_execution_end` event of the call `id`; panics naming it when there is none.
pub fn end_of<'a>(events: &'a [Value], id: &str) -> &'a Value {
    events
        .iter()
        .find(|e| e["type"] == "tool_execution_end" && e["toolCallId"] == id)
        .unwrap_or_else(|| panic!("no tool_execution_end for {id}"))
}

/// The first text block of a `tool_execution_end` event's result (empty when there is none).
pub fn text_of(end: &Value) -> String {
    end["result"]["content"][0]["text"]
        .as_str()
        .unwrap_or_default()
        .to_string()
}
