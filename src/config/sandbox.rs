//! The `sandbox` config keys (see docs/sandbox.md): found once when a config file is loaded
//! (`Settings::sandbox`, nested `{"sandbox": {"bash": "auto"}}` or dotted `"sandbox.bash"`), then
//! read as the user's settings (`SandboxKeys::user`) or as a project's, which may only tighten
//! (`config::sandbox_project`).

use std::path::{Path, PathBuf};

use serde_json::Value;

use crate::config::keys::{self, Keys};

/// The sandbox keys, in the order warnings name them.
pub const KEYS: [&str; 5] = ["enabled", "bash", "network", "unixSockets", "writable"];

/// The sandbox keys one config file sets, as written.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct SandboxKeys {
    /// The value of each of `KEYS` the file sets, in that order.
    pub set: Vec<(&'static str, Value)>,
    /// `"sandbox"` itself when it is not an object.
    pub not_object: Option<Value>,
    /// Keys under `"sandbox"` that are not in `KEYS`.
    pub unknown: Vec<String>,
}

impl SandboxKeys {
    pub fn parse(keys: &Keys) -> SandboxKeys {
        let nested = keys.get("sandbox");
        SandboxKeys {
            set: KEYS
                .iter()
                .filter_map(|k| keys::get(keys, &["sandbox", k]).map(|v| (*k, v.clone())))
                .collect(),
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

    pub fn get(&self, key: &str) -> Option<&Value> {
        self.set.iter().find(|(k, _)| *k == key).map(|(_, v)| v)
    }

    /// The user's sandbox settings, with `~/` expanded against `home`.
    pub fn user(&self, home: Option<&Path>) -> SandboxSettings {
        let mut out = SandboxSettings::default();
        let mut choice = |key: &str, yes: &str, no: &str, default: bool| -> bool {
            match self.get(key) {
                None => default,
                Some(Value::String(v)) if v == yes => true,
                Some(Value::String(v)) if v == no => false,
                Some(v) => {
                    out.warnings.push(format!(
                        "config key \"sandbox.{key}\" is ignored: {v} is not \"{yes}\" or \"{no}\"; fix the value"
                    ));
                    default
                }
            }
        };
        let enabled = choice("enabled", "auto", "off", true);
        let bash = choice("bash", "auto", "off", false);
        let network_allow = choice("network", "allow", "deny", false);
        let unix_sockets_allow = choice("unixSockets", "allow", "deny", false);
        out.enabled = enabled;
        out.bash = bash;
        out.network_allow = network_allow;
        out.unix_sockets_allow = unix_sockets_allow;
        let list = self
            .get("writable")
            .and_then(Value::as_array)
            .cloned()
            .unwrap_or_default();
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
