//! Small helpers the three wire APIs share: URL joining, image data URLs, tool arguments as the
//! object every API expects, and tolerant reads of server JSON.

use serde_json::{Map, Value};

use crate::ai::apis::Flow;
use crate::ai::event::{ErrorInfo, ErrorKind};

/// `base` + `path` without a doubled or missing slash.
pub(crate) fn endpoint(base: &str, path: &str) -> String {
    format!(
        "{}/{}",
        base.trim_end_matches('/'),
        path.trim_start_matches('/')
    )
}

/// The `authorization` header of the OpenAI-style APIs, or nothing without a key.
pub(crate) fn bearer(key: Option<&String>) -> Option<(String, String)> {
    key.filter(|k| !k.is_empty())
        .map(|k| ("authorization".to_string(), format!("Bearer {k}")))
}

pub(crate) fn data_url(mime_type: &str, data: &str) -> String {
    format!("data:{mime_type};base64,{data}")
}

/// Stored arguments are an object, except when the model sent JSON that did not parse (kept as
/// the raw string for the schema error); APIs want an object, so that case goes back empty.
pub(crate) fn arguments_object(arguments: &Value) -> Value {
    match arguments {
        Value::Object(_) => arguments.clone(),
        _ => Value::Object(Map::new()),
    }
}

pub(crate) fn str_at<'a>(v: &'a Value, pointer: &str) -> Option<&'a str> {
    at(v, pointer).and_then(Value::as_str)
}

pub(crate) fn u64_at(v: &Value, pointer: &str) -> Option<u64> {
    at(v, pointer).and_then(Value::as_u64)
}

/// Parses an event's data; `None` for anything that is not a JSON object.
pub(crate) fn parse_object(data: &str) -> Option<Value> {
    serde_json::from_str::<Value>(data)
        .ok()
        .filter(Value::is_object)
}

/// An event's data as a JSON object for the parsers' general path. An event with no data goes on
/// (`Err(Flow::Continue)`), and so does `[DONE]`; data that is not a JSON object (cut in the middle by a proxy, or
/// garbage) fails the stream the way a dropped connection does, so it is retried and, if the
/// retries fail, reported — never skipped with text missing from the answer.
pub(crate) fn object_or_fail(data: &str) -> Result<Value, Flow> {
    // Some OpenAI-compatible servers end every API's stream with `[DONE]`; the final event
    // before it is what counts.
    if data.trim().is_empty() || data.trim() == "[DONE]" {
        return Err(Flow::Continue);
    }
    parse_object(data).ok_or_else(|| malformed(data))
}

/// The failure for event data that is not what the API sends.
pub(crate) fn malformed(data: &str) -> Flow {
    let excerpt: String = data.chars().take(60).collect();
    let more = if data.chars().count() > 60 { "…" } else { "" };
    Flow::Failed(
        format!("the stream sent an event that is not JSON (`{excerpt}{more}`); the response is incomplete"),
        ErrorInfo {
            kind: ErrorKind::CutStream,
            retryable: true,
            retry_after: None,
        },
    )
}

/// Walks a JSON pointer like `/choices/0/delta` without `Value::pointer`'s per-token unescaping,
/// which showed up in profiles of long streams. Our pointers never contain `~` escapes.
pub(crate) fn at<'a>(v: &'a Value, pointer: &str) -> Option<&'a Value> {
    let mut cur = v;
    for token in pointer.split('/').skip(1) {
        cur = match cur {
            Value::Object(map) => map.get(token)?,
            Value::Array(items) => items.get(token.parse::<usize>().ok()?)?,
            _ => return None,
        };
    }
    Some(cur)
}
