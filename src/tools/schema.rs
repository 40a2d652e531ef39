//! A small JSON Schema checker for tool arguments: `type`, `required`, `properties`, `enum`,
//! `items`, `minimum`/`maximum`, `additionalProperties: false`. Enough to tell the model precisely
//! which argument is wrong before a tool runs.

use serde_json::Value;

/// Checks `value` against `schema`; the error names the path of the first mismatch.
pub fn validate(schema: &Value, value: &Value) -> Result<(), SchemaError> {
    check(schema, value, "arguments")
}

/// The first argument that does not match the schema: its path (`arguments.path`,
/// `arguments.items[2]`) and how it is wrong.
#[derive(Debug, Clone, PartialEq)]
pub struct SchemaError {
    path: String,
    problem: Problem,
}

#[derive(Debug, Clone, PartialEq)]
enum Problem {
    /// Not of the schema's `type` (as written, one type or a list), but of type `got`.
    Type { expected: String, got: &'static str },
    /// Not one of the schema's `enum` values.
    NotOneOf { options: Vec<Value>, got: Value },
    /// Below `minimum`.
    Below { min: f64, got: Value },
    /// Above `maximum`.
    Above { max: f64, got: Value },
    /// A required argument that is not there.
    Missing,
    /// An argument the schema does not know (`additionalProperties: false`).
    Unknown,
}

impl std::fmt::Display for SchemaError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let path = &self.path;
        match &self.problem {
            Problem::Type { expected, got } => write!(f, "{path} must be {expected}, got {got}"),
            Problem::NotOneOf { options, got } => {
                let list: Vec<String> = options.iter().map(Value::to_string).collect();
                write!(f, "{path} must be one of {}, got {got}", list.join(", "))
            }
            Problem::Below { min, got } => write!(f, "{path} must be at least {min}, got {got}"),
            Problem::Above { max, got } => write!(f, "{path} must be at most {max}, got {got}"),
            Problem::Missing => write!(f, "{path} is required but missing"),
            Problem::Unknown => write!(f, "{path} is not a known argument"),
        }
    }
}

fn wrong(path: &str, problem: Problem) -> Result<(), SchemaError> {
    Err(SchemaError {
        path: path.to_string(),
        problem,
    })
}

fn type_name(v: &Value) -> &'static str {
    match v {
        Value::Null => "null",
        Value::Bool(_) => "boolean",
        Value::Number(n) if n.is_i64() || n.is_u64() => "integer",
        Value::Number(_) => "number",
        Value::String(_) => "string",
        Value::Array(_) => "array",
        Value::Object(_) => "object",
    }
}

fn type_matches(expected: &str, v: &Value) -> bool {
    match expected {
        "number" => v.is_number(),
        "integer" => v.is_i64() || v.is_u64() || v.as_f64().is_some_and(|f| f.fract() == 0.0),
        other => type_name(v) == other,
    }
}

fn check(schema: &Value, value: &Value, path: &str) -> Result<(), SchemaError> {
    let Some(s) = schema.as_object() else {
        return Ok(());
    };
    if let Some(t) = s.get("type") {
        let ok = match t {
            Value::String(t) => type_matches(t, value),
            Value::Array(ts) => ts
                .iter()
                .filter_map(Value::as_str)
                .any(|t| type_matches(t, value)),
            _ => true,
        };
        if !ok {
            let expected = t.to_string().replace('"', "");
            let got = type_name(value);
            return wrong(path, Problem::Type { expected, got });
        }
    }
    if let Some(Value::Array(options)) = s.get("enum")
        && !options.contains(value)
    {
        let (options, got) = (options.clone(), value.clone());
        return wrong(path, Problem::NotOneOf { options, got });
    }
    if let Some(n) = value.as_f64() {
        if let Some(min) = s.get("minimum").and_then(Value::as_f64)
            && n < min
        {
            return wrong(path, Problem::Below { min, got: value.clone() });
        }
        if let Some(max) = s.get("maximum").and_then(Value::as_f64)
            && n > max
        {
            return wrong(path, Problem::Above { max, got: value.clone() });
        }
    }
    if let Value::Object(obj) = value {
        let props = s.get("properties").and_then(Value::as_object);
        if let Some(Value::Array(req)) = s.get("required") {
            for r in req.iter().filter_map(Value::as_str) {
                if !obj.contains_key(r) {
                    return wrong(&format!("{path}.{r}"), Problem::Missing);
                }
            }
        }
        for (k, v) in obj {
            match props.and_then(|p| p.get(k)) {
                Some(sub) => check(sub, v, &format!("{path}.{k}"))?,
                None if s.get("additionalProperties") == Some(&Value::Bool(false)) => {
                    return wrong(&format!("{path}.{k}"), Problem::Unknown);
                }
                None => {}
            }
        }
    }
    if let (Value::Array(items), Some(item_schema)) = (value, s.get("items")) {
        for (i, v) in items.iter().enumerate() {
            check(item_schema, v, &format!("{path}[{i}]"))?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::validate;

    #[test]
    fn reports_the_first_mismatch() {
        let schema = json!({"type": "object", "required": ["path"], "additionalProperties": false,
            "properties": {"path": {"type": "string"}, "limit": {"type": "integer", "minimum": 1},
                           "mode": {"enum": ["a", "b"]}}});
        let cases = [
            (json!({"path": "x"}), Ok(())),
            (json!({"path": "x", "limit": 5}), Ok(())),
            (json!({}), Err("arguments.path is required but missing")),
            (
                json!({"path": 3}),
                Err("arguments.path must be string, got integer"),
            ),
            (
                json!({"path": "x", "limit": 0}),
                Err("arguments.limit must be at least 1, got 0"),
            ),
            (
                json!({"path": "x", "mode": "c"}),
                Err("arguments.mode must be one of \"a\", \"b\", got \"c\""),
            ),
            (
                json!({"path": "x", "extra": 1}),
                Err("arguments.extra is not a known argument"),
            ),
            (
                json!("{bad json"),
                Err("arguments must be object, got string"),
            ),
        ];
        for (value, want) in cases {
            assert_eq!(
                validate(&schema, &value).map_err(|e| e.to_string()),
                want.map_err(String::from),
                "{value}"
            );
        }
    }
}
