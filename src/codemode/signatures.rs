//! The callable tools as TypeScript-style signatures for the codemode tool's description, made
//! from their JSON schemas: stable (the tools in registry order, properties in schema order), so
//! the description changes only when the tool set does.

use serde_json::Value;

/// `name(args: {…}): Promise<…>; // first sentence` for each tool.
pub fn declare(tools: &[(String, String, Value)]) -> String {
    let mut out = String::from("declare const tools: {\n");
    for (name, description, schema) in tools {
        let first = description
            .lines()
            .next()
            .unwrap_or("")
            .split(". ")
            .next()
            .unwrap_or("")
            .trim_end_matches('.');
        out.push_str(&format!(
            "  {}(args: {}): Promise<any>; // {first}\n",
            ident(name),
            ts(schema, 1)
        ));
    }
    out.push_str("};\n");
    out
}

fn ident(name: &str) -> String {
    let plain = name
        .chars()
        .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '$')
        && !name.starts_with(|c: char| c.is_ascii_digit());
    if plain {
        name.to_string()
    } else {
        format!("{name:?}")
    }
}

/// The TypeScript type of a schema; `depth` bounds nesting.
fn ts(schema: &Value, depth: usize) -> String {
    if depth > 4 {
        return "any".into();
    }
    if let Some(values) = schema.get("enum").and_then(Value::as_array) {
        return values
            .iter()
            .map(Value::to_string)
            .collect::<Vec<_>>()
            .join(" | ");
    }
    let kind = match schema.get("type") {
        Some(Value::String(s)) => s.as_str(),
        Some(Value::Array(kinds)) => {
            return kinds
                .iter()
                .filter_map(Value::as_str)
                .map(|k| ts(&serde_json::json!({"type": k}), depth))
                .collect::<Vec<_>>()
                .join(" | ");
        }
        _ if schema.get("properties").is_some() => "object",
        _ => "",
    };
    match kind {
        "string" => "string".into(),
        "number" | "integer" => "number".into(),
        "boolean" => "boolean".into(),
        "null" => "null".into(),
        "array" => match schema.get("items") {
            Some(items) => format!("Array<{}>", ts(items, depth + 1)),
            None => "any[]".into(),
        },
        "object" => {
            let Some(props) = schema.get("properties").and_then(Value::as_object) else {
                return "Record<string, any>".into();
            };
            let required: Vec<&str> = schema
                .get("required")
                .and_then(Value::as_array)
                .map(|r| r.iter().filter_map(Value::as_str).collect())
                .unwrap_or_default();
            let fields: Vec<String> = props
                .iter()
                .map(|(k, v)| {
                    let opt = if required.contains(&k.as_str()) { "" } else { "?" };
                    format!("{}{opt}: {}", ident(k), ts(v, depth + 1))
                })
                .collect();
            format!("{{ {} }}", fields.join("; "))
        }
        _ => "any".into(),
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    #[test]
    fn schemas_become_signatures() {
        let tools = vec![(
            "read".to_string(),
            "Read a file. More text.".to_string(),
            json!({"type": "object", "properties": {"path": {"type": "string"}, "limit": {"type": "integer"},
                "mode": {"enum": ["a", "b"]}, "tags": {"type": "array", "items": {"type": "string"}}},
                "required": ["path"]}),
        )];
        assert_eq!(
            super::declare(&tools),
            "declare const tools: {\n  read(args: { limit?: number; mode?: \"a\" | \"b\"; path: string; tags?: Array<string> }): Promise<any>; // Read a file\n};\n"
        );
    }
}
