//! The `codemode` key (docs/codemode.md): `"off" | "on" | "only"`, or the object
//! `{mode, requireStrict, node}` of which the string is the short form. Read once when the file
//! is loaded; a wrong value is ignored with a warning that names the key.

use std::path::PathBuf;

use serde_json::Value;

use crate::config::keys::Keys;

/// Whether the model is offered codemode.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    Off,
    /// Codemode beside the other tools.
    On,
    /// Codemode alone; the other tools are its typed API.
    Only,
}

impl Mode {
    pub fn parse(s: &str) -> Option<Mode> {
        match s {
            "off" => Some(Mode::Off),
            "on" => Some(Mode::On),
            "only" => Some(Mode::Only),
            _ => None,
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Mode::Off => "off",
            Mode::On => "on",
            Mode::Only => "only",
        }
    }
}

/// The `codemode` settings one file gives.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct CodemodeKeys {
    /// `None`: the default of the Node row (on where the network is isolated, else off).
    pub mode: Option<Mode>,
    /// `requireStrict`: off whenever the network is not isolated.
    pub require_strict: bool,
    /// `node`: the Node binary to run (else `node` on PATH).
    pub node: Option<PathBuf>,
    /// `timeout`: a script's wall-clock limit in seconds (default 120).
    pub timeout_secs: Option<u64>,
    /// `maxCalls`: inner calls per script (default 200).
    pub max_calls: Option<usize>,
    /// Wrong values, worded.
    pub warnings: Vec<String>,
}

impl CodemodeKeys {
    pub fn parse(keys: &Keys) -> CodemodeKeys {
        let mut out = CodemodeKeys::default();
        let mut warnings = Vec::new();
        let mode = |v: &Value, key: &str, w: &mut Vec<String>| match v.as_str().and_then(Mode::parse) {
            Some(m) => Some(m),
            None => {
                w.push(out_warn(key, v, "\"off\", \"on\" or \"only\""));
                None
            }
        };
        match keys.get("codemode") {
            None => {}
            Some(v @ Value::String(_)) => out.mode = mode(v, "codemode", &mut warnings),
            Some(Value::Object(map)) => {
                for (k, v) in map {
                    match k.as_str() {
                        "mode" => out.mode = mode(v, "codemode.mode", &mut warnings),
                        "requireStrict" => match v.as_bool() {
                            Some(b) => out.require_strict = b,
                            None => warnings.push(out_warn("codemode.requireStrict", v, "true or false")),
                        },
                        "timeout" => match v.as_u64().filter(|n| *n > 0) {
                            Some(n) => out.timeout_secs = Some(n),
                            None => warnings.push(out_warn("codemode.timeout", v, "a positive number of seconds")),
                        },
                        "maxCalls" => match v.as_u64().filter(|n| *n > 0) {
                            Some(n) => out.max_calls = usize::try_from(n).ok(),
                            None => warnings.push(out_warn("codemode.maxCalls", v, "a positive whole number")),
                        },
                        "node" => match v.as_str().filter(|s| !s.is_empty()) {
                            Some(p) => out.node = Some(PathBuf::from(p)),
                            None => warnings.push(out_warn("codemode.node", v, "a path to a Node binary")),
                        },
                        other => warnings.push(format!(
                            "config key \"codemode.{other}\" is ignored: codemode takes mode, requireStrict, node, timeout and maxCalls; check its spelling against docs/codemode.md"
                        )),
                    }
                }
            }
            Some(v) => warnings.push(out_warn("codemode", v, "\"off\", \"on\", \"only\" or an object")),
        }
        for (k, v) in keys.iter().filter(|(k, _)| k.starts_with("codemode.")) {
            match k.as_str() {
                "codemode.mode" => out.mode = mode(v, k, &mut warnings),
                "codemode.requireStrict" => out.require_strict = v.as_bool().unwrap_or(false),
                "codemode.node" => out.node = v.as_str().map(PathBuf::from),
                _ => warnings.push(format!(
                    "config key \"{k}\" is ignored: codemode takes mode, requireStrict, node, timeout and maxCalls; check its spelling against docs/codemode.md"
                )),
            }
        }
        out.warnings = warnings;
        out
    }
}

fn out_warn(key: &str, v: &Value, want: &str) -> String {
    format!("config key \"{key}\" is ignored: {v} is not {want}; fix the value")
}

#[cfg(test)]
mod tests {
    use super::{CodemodeKeys, Mode};

    fn parse(json: &str) -> CodemodeKeys {
        CodemodeKeys::parse(&serde_json::from_str(json).unwrap_or_default())
    }

    #[test]
    fn string_and_object_forms() {
        assert_eq!(parse(r#"{"codemode": "only"}"#).mode, Some(Mode::Only));
        let o = parse(r#"{"codemode": {"mode": "on", "requireStrict": true, "node": "/n"}}"#);
        assert_eq!((o.mode, o.require_strict), (Some(Mode::On), true));
        assert_eq!(o.node.as_deref(), Some(std::path::Path::new("/n")));
        assert_eq!(parse(r#"{"codemode.mode": "off"}"#).mode, Some(Mode::Off));
        let bad = parse(r#"{"codemode": {"mode": "yes", "x": 1}}"#);
        assert_eq!(bad.mode, None);
        assert_eq!(
            bad.warnings,
            [
                "config key \"codemode.mode\" is ignored: \"yes\" is not \"off\", \"on\" or \"only\"; fix the value",
                "config key \"codemode.x\" is ignored: codemode takes mode, requireStrict, node, timeout and maxCalls; check its spelling against docs/codemode.md"
            ]
        );
    }
}
