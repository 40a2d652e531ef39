//! The `sandbox` config keys (see docs/sandbox.md): found once when a config file is loaded
//! (`Settings::sandbox`, nested `{"sandbox": {"bash": "auto"}}` or dotted `"sandbox.bash"`), then
//! read as the user's settings (`SandboxKeys::user`) or as a project's, which may only tighten
//! (`config::sandbox_project`).

use std::path::{Path, PathBuf};

use serde::Deserialize;
use serde_json::Value;

use crate::config::field::{self, Field};
use crate::config::keys::{self, Keys};

/// The sandbox keys, in the order warnings name them.
pub const KEYS: [&str; 5] = ["enabled", "bash", "network", "unixSockets", "writable"];

/// The sandbox keys one config file sets, as written.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct SandboxKeys {
    /// The keys of `KEYS`, nested or dotted.
    pub written: Written,
    /// `"sandbox"` itself when it is not an object.
    pub not_object: Option<Value>,
    /// Keys under `"sandbox"` that are not in `KEYS`.
    pub unknown: Vec<String>,
}

/// The keys of `KEYS` as serde reads them.
#[derive(Deserialize, Debug, Clone, Default, PartialEq)]
#[serde(rename_all = "camelCase", default)]
pub struct Written {
    pub enabled: Field<String>,
    pub bash: Field<String>,
    pub network: Field<String>,
    pub unix_sockets: Field<String>,
    pub writable: Field<Vec<Value>>,
}

impl SandboxKeys {
    pub fn parse(keys: &Keys) -> SandboxKeys {
        let nested = keys.get("sandbox");
        SandboxKeys {
            written: field::read(&keys::section(keys, "sandbox", &KEYS)),
            not_object: nested.filter(|v| !v.is_object()).cloned(),
            unknown: match nested {
                Some(Value::Object(map)) => map
                    .keys()
                    .filter(|k| !KEYS.contains(&k.as_str()))
                    .cloned()
                    .collect(),
                _ => Vec::new(),
            },
        }
    }

    /// Each key the file sets, in `KEYS` order, with its value as written.
    pub fn set(&self) -> Vec<(&'static str, Value)> {
        let w = &self.written;
        [
            ("enabled", w.enabled.written()),
            ("bash", w.bash.written()),
            ("network", w.network.written()),
            ("unixSockets", w.unix_sockets.written()),
            ("writable", w.writable.written()),
        ]
        .into_iter()
        .filter_map(|(k, v)| Some((k, v?)))
        .collect()
    }

    /// The user's sandbox settings, with `~/` expanded against `home`.
    pub fn user(&self, home: Option<&Path>) -> SandboxSettings {
        let mut out = SandboxSettings::default();
        let w = &self.written;
        let mut choice = |key: &str, f: &Field<String>, yes: &str, no: &str, default: bool| {
            match f {
                Field::Unset => default,
                Field::Set(v) if v == yes => true,
                Field::Set(v) if v == no => false,
                _ => {
                    let v = f.written().unwrap_or_default();
                    out.warnings.push(format!(
                        "config key \"sandbox.{key}\" is ignored: {v} is not \"{yes}\" or \"{no}\"; fix the value"
                    ));
                    default
                }
            }
        };
        let enabled = choice("enabled", &w.enabled, "auto", "off", true);
        let bash = choice("bash", &w.bash, "auto", "off", false);
        let network_allow = choice("network", &w.network, "allow", "deny", false);
        let unix_sockets_allow = choice("unixSockets", &w.unix_sockets, "allow", "deny", false);
        out.enabled = enabled;
        out.bash = bash;
        out.network_allow = network_allow;
        out.unix_sockets_allow = unix_sockets_allow;
        let list = w.writable.ok().cloned().unwrap_or_default();
        for item in list {
            let text = item.as_str().unwrap_or_default();
            let path = match (text.strip_prefix("~/"), home) {
                (Some(rest), Some(home)) => Some(home.join(rest)),
                (Some(_), None) => None,
                (None, _) if text.starts_with('/') => Some(PathBuf::from(text)),
                (None, _) => None,
            };
            match path {
                Some(p) => out.writable.push(p),
                None => out.warnings.push(format!(
                    "sandbox.writable entry {item} is ignored: use an absolute path or one starting with ~/"
                )),
            }
        }
        out
    }
}

/// The sandbox settings of a run (see docs/sandbox.md), from the user config.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SandboxSettings {
    /// `sandbox.enabled` (`"auto"` default, `"off"`).
    pub enabled: bool,
    /// `sandbox.bash` (`"auto"`, `"off"` default): bash runs inside the OS sandbox.
    pub bash: bool,
    /// `sandbox.network` (`"deny"` default, `"allow"`).
    pub network_allow: bool,
    /// `sandbox.unixSockets` (`"deny"` default, `"allow"`): sandboxed commands may create
    /// `AF_UNIX` sockets.
    pub unix_sockets_allow: bool,
    /// `sandbox.writable`: extra writable directories, absolute or `~/`.
    pub writable: Vec<PathBuf>,
    /// One line per key that was ignored, naming it and why.
    pub warnings: Vec<String>,
}

impl Default for SandboxSettings {
    fn default() -> SandboxSettings {
        SandboxSettings {
            enabled: true,
            bash: false,
            network_allow: false,
            unix_sockets_allow: false,
            writable: Vec::new(),
            warnings: Vec::new(),
        }
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::SandboxKeys;

    #[test]
    fn the_keys_a_file_sets_in_order_and_as_written() {
        let keys = serde_json::from_value(json!({"sandbox": {"writable": ["/a", 3],
            "network": "deny", "bash": 1, "shell": "x"}, "sandbox.enabled": "off",
            "sandbox.network": "allow"}))
        .unwrap_or_default();
        let k = SandboxKeys::parse(&keys);
        assert_eq!(
            k.set(),
            vec![
                ("enabled", json!("off")),
                ("bash", json!(1)),
                ("network", json!("deny")),
                ("writable", json!(["/a", 3])),
            ]
        );
        assert_eq!(k.unknown, ["shell"]);
        assert_eq!(k.not_object, None);
        let keys = serde_json::from_value(json!({"sandbox": "off", "sandbox.bash": "auto"}))
            .unwrap_or_default();
        let k = SandboxKeys::parse(&keys);
        assert_eq!(k.not_object, Some(json!("off")));
        assert_eq!(k.set(), vec![("bash", json!("auto"))]);
    }
}
