//! Small helpers the three wire APIs share: URL joining, image data URLs, tool arguments as the
//! object every API expects, and tolerant reads of server JSON.

use serde_json::{Map, Value};

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
