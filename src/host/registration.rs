//! What a host registers before `ready`: tools (checked against the name rule and the names that
//! exist), built-ins to hide, and system prompt instructions. Pure checks, table-tested.

use serde_json::Value;

use crate::tools::{ExecutionMode, PermissionClass};

/// A host tool as registered (`tools.register`).
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct ToolDef {
    pub name: String,
    pub label: String,
    pub description: String,
    pub parameters: Value,
    pub permission: PermissionClass,
    pub execution_mode: Option<ExecutionMode>,
    pub prompt_snippet: String,
    pub prompt_guidelines: Vec<String>,
}

/// A refused registration: an error code for the host and a message.
#[derive(Debug, PartialEq)]
pub(crate) struct Refused {
    pub code: &'static str,
    pub message: String,
}

fn refused(code: &'static str, message: String) -> Refused {
    Refused { code, message }
}

/// `^[a-z][a-z0-9_]{1,63}$`.
pub(crate) fn valid_name(name: &str) -> bool {
    let b = name.as_bytes();
    (2..=64).contains(&b.len())
        && b[0].is_ascii_lowercase()
        && b[1..]
            .iter()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || *c == b'_')
}

/// Checks a `tool` object; `taken` are the names that exist already (built-ins and earlier
/// host tools).
pub(crate) fn parse_tool(tool: &Value, taken: &[String]) -> Result<ToolDef, Refused> {
    let invalid = |m: &str| refused("invalid_tool", m.to_string());
    let text = |k: &str| tool.get(k).and_then(Value::as_str).map(str::to_string);
    let name = text("name").ok_or_else(|| invalid("\"name\" must be a string"))?;
    if !valid_name(&name) {
        return Err(refused(
            "invalid_name",
            format!("tool name `{name}` does not match ^[a-z][a-z0-9_]{{1,63}}$"),
        ));
    }
    if taken.contains(&name) {
        return Err(refused(
            "tool_exists",
            format!(
                "a tool named `{name}` exists already; pick another name (a prefix such as `myhost_` helps)"
            ),
        ));
    }
    let description = text("description")
        .filter(|d| !d.trim().is_empty())
        .ok_or_else(|| invalid("\"description\" must be a non-empty string"))?;
    let parameters = tool.get("parameters").cloned().unwrap_or(Value::Null);
    if parameters.get("type").and_then(Value::as_str) != Some("object") {
        return Err(invalid(
            "\"parameters\" must be a JSON Schema object with \"type\": \"object\"",
        ));
    }
    let permission = match tool.get("permission").and_then(Value::as_str) {
        Some("read") => PermissionClass::Read,
        Some("write") => PermissionClass::Write,
        Some("execute") => PermissionClass::Execute,
        _ => return Err(invalid("\"permission\" must be read, write or execute")),
    };
    let execution_mode = match tool.get("executionMode").and_then(Value::as_str) {
        None => None,
        Some("parallel") => Some(ExecutionMode::Parallel),
        Some("sequential") => Some(ExecutionMode::Sequential),
        Some(_) => return Err(invalid("\"executionMode\" must be sequential or parallel")),
    };
    let first_line = description.lines().next().unwrap_or_default().to_string();
    let prompt_snippet = match text("promptSnippet") {
        Some(s) if s.starts_with(&name) => s,
        Some(s) => format!("{name}: {s}"),
        None => format!("{name}: {first_line}"),
    };
    let prompt_guidelines = match tool.get("promptGuidelines") {
        None | Some(Value::Null) => Vec::new(),
        Some(Value::Array(a)) => a
            .iter()
            .map(|g| g.as_str().map(str::to_string))
            .collect::<Option<Vec<_>>>()
            .ok_or_else(|| invalid("\"promptGuidelines\" must be a list of strings"))?,
        Some(_) => return Err(invalid("\"promptGuidelines\" must be a list of strings")),
    };
    Ok(ToolDef {
        label: text("label").unwrap_or_else(|| name.clone()),
        name,
        description,
        parameters,
        permission,
        execution_mode,
        prompt_snippet,
        prompt_guidelines,
    })
}

/// An `instructions.add` source: `{kind: "text", text, name?}` or `{kind: "file", path}`
/// (relative to `cwd`). Returns the text.
pub(crate) fn parse_instruction(source: &Value, cwd: &std::path::Path) -> Result<String, Refused> {
    let invalid = |m: String| refused("invalid_instructions", m);
    match source.get("kind").and_then(Value::as_str) {
        Some("text") => source
            .get("text")
            .and_then(Value::as_str)
            .map(str::to_string)
            .ok_or_else(|| invalid("a text source needs \"text\"".into())),
        Some("file") => {
            let path = source
                .get("path")
                .and_then(Value::as_str)
                .ok_or_else(|| invalid("a file source needs \"path\"".into()))?;
            std::fs::read_to_string(cwd.join(path))
                .map_err(|e| invalid(format!("instruction file `{path}` cannot be read: {e}")))
        }
        _ => Err(invalid("\"kind\" must be text or file".into())),
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::{parse_tool, valid_name};
    use crate::tools::PermissionClass;

    #[test]
    fn names() {
        for (name, ok) in [
            ("ab", true),
            ("my_lookup2", true),
            ("a", false),
            ("Ab", false),
            ("1a", false),
            ("_a", false),
            ("a-b", false),
            ("aé", false),
            (&*format!("a{}", "b".repeat(63)), true),
            (&*format!("a{}", "b".repeat(64)), false),
        ] {
            assert_eq!(valid_name(name), ok, "{name}");
        }
    }

    #[test]
    fn tools() {
        let schema = json!({"type": "object", "properties": {}});
        let good = json!({"name": "my_lookup", "description": "Look up.\nMore.", "parameters": schema, "permission": "read"});
        let t = parse_tool(&good, &[]).unwrap_or_else(|e| panic!("{e:?}"));
        assert_eq!(t.prompt_snippet, "my_lookup: Look up.");
        assert_eq!(t.permission, PermissionClass::Read);
        assert_eq!(t.label, "my_lookup");
        let code =
            |v: serde_json::Value, taken: &[String]| parse_tool(&v, taken).err().map(|e| e.code);
        assert_eq!(
            code(good.clone(), &["my_lookup".into()]),
            Some("tool_exists")
        );
        let mut bad = good.clone();
        bad["name"] = json!("My");
        assert_eq!(code(bad, &[]), Some("invalid_name"));
        for (k, v) in [
            ("permission", json!("admin")),
            ("parameters", json!({"type": "string"})),
            ("description", json!("")),
            ("executionMode", json!("later")),
            ("promptGuidelines", json!("x")),
        ] {
            let mut bad = good.clone();
            bad[k] = v;
            assert_eq!(code(bad, &[]), Some("invalid_tool"), "{k}");
        }
    }
}
