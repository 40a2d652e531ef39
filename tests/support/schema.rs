//! A small JSON Schema checker for the subset `docs/schema/*.json` use: `type` (a name or a
//! list), `properties`, `required`, `additionalProperties` (a bool or a schema), `items`,
//! `enum`, `const`, `anyOf`, `oneOf`, `minimum` and local `$ref`s (`#/$defs/Name`). An unknown
//! keyword is an error, so a schema cannot say more than is checked; and an object schema with
//! `properties` must say what it does with other fields, so an undeclared field cannot pass
//! unnoticed.

use serde_json::Value;

/// Keywords that only describe.
const NOTES: [&str; 6] = [
    "$schema",
    "$id",
    "title",
    "description",
    "$comment",
    "$defs",
];

/// Checks `value` against `schema` (whose `$defs` hold the `$ref`s); the list of problems, each
/// with the JSON path where it was found, empty when the value fits.
pub fn check(schema: &Value, value: &Value) -> Vec<String> {
    let mut problems = Vec::new();
    at(schema, schema, value, "$", &mut problems);
    problems
}

fn at(root: &Value, schema: &Value, value: &Value, path: &str, out: &mut Vec<String>) {
    let Some(rules) = schema.as_object() else {
        if schema != &Value::Bool(true) {
            out.push(format!("{path}: the schema is not an object: {schema}"));
        }
        return;
    };
    for (key, rule) in rules {
        match key.as_str() {
            "$ref" => match resolve(root, rule) {
                Some(target) => at(root, target, value, path, out),
                None => out.push(format!("{path}: unknown $ref {rule}")),
            },
            "type" => {
                let names: Vec<&str> = match rule {
                    Value::String(s) => vec![s.as_str()],
                    Value::Array(a) => a.iter().filter_map(Value::as_str).collect(),
                    _ => vec![],
                };
                if !names.iter().any(|n| is_type(value, n)) {
                    out.push(format!("{path}: {value} is not {}", names.join(" or ")));
                }
            }
            "enum" => {
                if !rule.as_array().is_some_and(|a| a.contains(value)) {
                    out.push(format!("{path}: {value} is not one of {rule}"));
                }
            }
            "const" => {
                if rule != value {
                    out.push(format!("{path}: {value} is not {rule}"));
                }
            }
            "minimum" => {
                if let (Some(v), Some(min)) = (value.as_f64(), rule.as_f64())
                    && v < min
                {
                    out.push(format!("{path}: {v} is below {min}"));
                }
            }
            "required" => {
                for name in rule.as_array().into_iter().flatten() {
                    let name = name.as_str().unwrap_or_default();
                    if value.is_object() && value.get(name).is_none() {
                        out.push(format!("{path}: the field `{name}` is missing"));
                    }
                }
            }
            "properties" => object(root, rules, value, path, out),
            "additionalProperties" if !rules.contains_key("properties") => {
                object(root, rules, value, path, out)
            }
            "additionalProperties" => {}
            "items" => {
                for (i, item) in value.as_array().into_iter().flatten().enumerate() {
                    at(root, rule, item, &format!("{path}[{i}]"), out);
                }
            }
            "anyOf" | "oneOf" => {
                let fits = rule
                    .as_array()
                    .into_iter()
                    .flatten()
                    .filter(|s| check_from(root, s, value))
                    .count();
                let ok = if key == "oneOf" { fits == 1 } else { fits >= 1 };
                if !ok {
                    out.push(format!(
                        "{path}: {} fits {fits} of the {key} schemas",
                        short(value)
                    ));
                }
            }
            note if NOTES.contains(&note) => {}
            other => out.push(format!(
                "{path}: the checker does not know the keyword `{other}`"
            )),
        }
    }
}

/// An object's fields: each declared one against its schema, every other one against
/// `additionalProperties`, which an object schema with `properties` must give.
fn object(
    root: &Value,
    rules: &serde_json::Map<String, Value>,
    value: &Value,
    path: &str,
    out: &mut Vec<String>,
) {
    let Some(fields) = value.as_object() else {
        return;
    };
    let declared = rules.get("properties").and_then(Value::as_object);
    let extra = rules.get("additionalProperties");
    if declared.is_some() && extra.is_none() {
        out.push(format!(
            "{path}: the schema declares properties but not additionalProperties"
        ));
    }
    for (name, field) in fields {
        let here = format!("{path}.{name}");
        match (declared.and_then(|d| d.get(name)), extra) {
            (Some(schema), _) => at(root, schema, field, &here, out),
            (None, Some(Value::Bool(false))) => {
                out.push(format!("{here}: the schema does not declare this field"))
            }
            (None, Some(schema)) if schema.is_object() => at(root, schema, field, &here, out),
            _ => {}
        }
    }
}

fn check_from(root: &Value, schema: &Value, value: &Value) -> bool {
    let mut problems = Vec::new();
    at(root, schema, value, "$", &mut problems);
    problems.is_empty()
}

fn resolve<'a>(root: &'a Value, reference: &Value) -> Option<&'a Value> {
    let name = reference.as_str()?.strip_prefix("#/$defs/")?;
    root.get("$defs")?.get(name)
}

fn is_type(value: &Value, name: &str) -> bool {
    match name {
        "object" => value.is_object(),
        "array" => value.is_array(),
        "string" => value.is_string(),
        "number" => value.is_number(),
        "integer" => value.is_u64() || value.is_i64(),
        "boolean" => value.is_boolean(),
        "null" => value.is_null(),
        _ => false,
    }
}

fn short(value: &Value) -> String {
    let s = value.to_string();
    match s.char_indices().nth(120) {
        Some((i, _)) => format!("{}…", &s[..i]),
        None => s,
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::check;

    #[test]
    fn the_checker_finds_what_does_not_fit() {
        let schema = json!({
            "$defs": {"n": {"type": "integer", "minimum": 0}},
            "type": "object",
            "required": ["a"],
            "properties": {"a": {"$ref": "#/$defs/n"}, "b": {"enum": ["x", "y"]},
                "c": {"type": "array", "items": {"type": "string"}}},
            "additionalProperties": false
        });
        assert!(check(&schema, &json!({"a": 1, "b": "x", "c": ["s"]})).is_empty());
        let problems = check(&schema, &json!({"b": "z", "c": [1], "d": true, "a": -1}));
        assert_eq!(problems.len(), 4, "{problems:?}");
        let loose = json!({"type": "object", "properties": {}});
        assert_eq!(
            check(&loose, &json!({})).len(),
            1,
            "additionalProperties is required"
        );
        let unknown = json!({"pattern": "x"});
        assert_eq!(check(&unknown, &json!("x")).len(), 1);
    }
}
