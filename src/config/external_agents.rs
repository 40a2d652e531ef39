//! `agents.external.<name>`: agents outside ama that `task` can run (issue #27) — an ACP agent
//! by default (`{"command": "gemini", "args": ["--acp"], "env": {…}}`), or a `claude` / `codex`
//! CLI at another path with `runner`. Checked while the file is loaded; `task_hub` adds them to
//! the agent types after ama's own.

use std::collections::BTreeMap;

use serde_json::Value;

use crate::config::checked::{Checked, SectionError};
use crate::config::keys::{self, Keys};

/// One configured external agent.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ExternalAgentConfig {
    pub command: String,
    pub args: Vec<String>,
    pub env: BTreeMap<String, String>,
    /// `acp` (default), `claude` or `codex`: the protocol the program speaks.
    pub runner: Option<String>,
}

/// The runners a config entry may name.
pub const RUNNERS: [&str; 3] = ["acp", "claude", "codex"];

const ADVICE: &str = "see docs/agents.md";

/// `agents.external`, by name.
pub fn checked(keys: &Keys) -> Checked<BTreeMap<String, ExternalAgentConfig>> {
    Checked::from_result(parse(keys::get(keys, &["agents", "external"])))
}

fn parse(value: Option<&Value>) -> Result<BTreeMap<String, ExternalAgentConfig>, SectionError> {
    let Some(value) = value else {
        return Ok(BTreeMap::new());
    };
    let map = value
        .as_object()
        .ok_or_else(|| SectionError::not_object("agents.external", value, ADVICE))?;
    map.iter()
        .map(|(name, v)| Ok((name.clone(), entry(name, v)?)))
        .collect()
}

fn entry(name: &str, v: &Value) -> Result<ExternalAgentConfig, SectionError> {
    let key = |k: &str| format!("agents.external.{name}.{k}");
    let named_ok = !name.is_empty()
        && name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || "-_.".contains(c));
    if !named_ok {
        return Err(SectionError::must_be(
            format!("agents.external.{name}"),
            "named with letters, digits, `-`, `_` or `.`",
            "rename it",
        ));
    }
    let obj = v
        .as_object()
        .ok_or_else(|| SectionError::not_object(&format!("agents.external.{name}"), v, ADVICE))?;
    let command = match obj.get("command") {
        Some(Value::String(s)) if !s.trim().is_empty() => s.clone(),
        _ => {
            return Err(SectionError::must_be(
                key("command"),
                "the program to start (a non-empty string)",
                ADVICE,
            ));
        }
    };
    let strings = |k: &str| -> Result<Vec<String>, SectionError> {
        match obj.get(k) {
            None => Ok(Vec::new()),
            Some(Value::Array(a)) => a
                .iter()
                .map(|s| s.as_str().map(String::from))
                .collect::<Option<Vec<_>>>()
                .ok_or_else(|| SectionError::must_be(key(k), "a list of strings", ADVICE)),
            Some(_) => Err(SectionError::must_be(key(k), "a list of strings", ADVICE)),
        }
    };
    let args = strings("args")?;
    let env = match obj.get("env") {
        None => BTreeMap::new(),
        Some(Value::Object(m)) => m
            .iter()
            .map(|(k, v)| Some((k.clone(), v.as_str()?.to_string())))
            .collect::<Option<BTreeMap<_, _>>>()
            .ok_or_else(|| {
                SectionError::must_be(key("env"), "an object of string values", ADVICE)
            })?,
        Some(_) => {
            return Err(SectionError::must_be(
                key("env"),
                "an object of string values",
                ADVICE,
            ));
        }
    };
    let runner = match obj.get("runner") {
        None => None,
        Some(Value::String(r)) if RUNNERS.contains(&r.as_str()) => Some(r.clone()),
        Some(_) => {
            return Err(SectionError::must_be(
                key("runner"),
                "one of `acp`, `claude`, `codex`",
                ADVICE,
            ));
        }
    };
    Ok(ExternalAgentConfig {
        command,
        args,
        env,
        runner,
    })
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::parse;

    #[test]
    fn entries_and_problems() {
        let ok = parse(Some(&json!({"gem": {"command": "gemini", "args": ["--acp"], "env": {"A": "1"}}})));
        let map = ok.unwrap_or_default();
        assert_eq!(map["gem"].command, "gemini");
        assert_eq!(map["gem"].args, vec!["--acp"]);
        assert_eq!(map["gem"].env["A"], "1");
        assert_eq!(map["gem"].runner, None);
        for (bad, key) in [
            (json!([]), "\"agents.external\" must be an object"),
            (json!({"g": {}}), "\"agents.external.g.command\" must be"),
            (json!({"g": {"command": "x", "args": "a"}}), "\"agents.external.g.args\""),
            (json!({"g": {"command": "x", "env": {"A": 1}}}), "\"agents.external.g.env\""),
            (json!({"g": {"command": "x", "runner": "pi"}}), "\"agents.external.g.runner\""),
            (json!({"a b": {"command": "x"}}), "\"agents.external.a b\" must be named"),
        ] {
            let e = parse(Some(&bad)).err().map(|e| e.to_string()).unwrap_or_default();
            assert!(e.starts_with(key), "{bad}: {e}");
        }
    }
}
