//! The user config file (`config.json`): its shape, and loading it with errors that name the file.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use serde::Deserialize;
use serde_json::Value;

use crate::ai::model::Prices;
use crate::error::{Error, Result};

#[derive(Deserialize, Debug, Default, Clone)]
#[serde(rename_all = "camelCase")]
pub struct Settings {
    /// `provider/id`.
    pub model: Option<String>,
    pub thinking: Option<String>,
    #[serde(default)]
    pub providers: BTreeMap<String, ProviderConfig>,
    /// Everything else, kept so later features can read their keys.
    #[serde(flatten)]
    pub rest: BTreeMap<String, Value>,
}

#[derive(Deserialize, Debug, Default, Clone)]
#[serde(rename_all = "camelCase")]
pub struct ProviderConfig {
    pub api: Option<String>,
    pub base_url: Option<String>,
    /// A literal key.
    pub api_key: Option<String>,
    /// The environment variable that holds the key.
    pub api_key_env: Option<String>,
    #[serde(default)]
    pub headers: BTreeMap<String, String>,
    #[serde(default)]
    pub models: Vec<ModelConfig>,
    /// `compat`: per-provider quirks (`cacheReporting`, `cacheTtlSeconds`), read by the cache.
    pub compat: Option<Value>,
}

#[derive(Deserialize, Debug, Clone)]
#[serde(rename_all = "camelCase")]
pub struct ModelConfig {
    pub id: String,
    pub name: Option<String>,
    pub context_window: Option<u64>,
    pub max_tokens: Option<u64>,
    #[serde(default)]
    pub reasoning: bool,
    pub input: Option<Vec<String>>,
    pub cost: Option<Prices>,
}

/// Top-level config keys of features this build does not have: they are parsed and ignored,
/// with a warning, so a config shared with a fuller build still loads.
const IGNORED_KEYS: &[(&str, &str)] = &[(
    "codemode",
    "codemode (scripts that call tools) is not part of this build",
)];

impl Settings {
    /// One warning for each ignored key the config sets.
    pub fn ignored_key_warnings(&self) -> Vec<String> {
        IGNORED_KEYS
            .iter()
            .filter(|(key, _)| self.rest.contains_key(*key))
            .map(|(key, why)| {
                format!("config key \"{key}\" is ignored: {why}; remove it to silence this warning")
            })
            .collect()
    }
}

/// The `sandbox` keys (see docs/sandbox.md), read from the user config only.
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

impl Settings {
    /// The `sandbox` keys, nested (`{"sandbox": {"bash": "auto"}}`) or dotted
    /// (`"sandbox.bash": "auto"`), with `~/` expanded against `home`.
    pub fn sandbox(&self, home: Option<&Path>) -> SandboxSettings {
        let mut out = SandboxSettings::default();
        let get = |key: &str| {
            self.rest
                .get("sandbox")
                .and_then(|s| s.get(key))
                .or_else(|| self.rest.get(&format!("sandbox.{key}")))
        };
        let mut choice = |key: &str, yes: &str, no: &str, default: bool| -> bool {
            match get(key) {
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
        out.enabled = enabled;
        out.bash = bash;
        let unix_sockets_allow = choice("unixSockets", "allow", "deny", false);
        out.network_allow = network_allow;
        out.unix_sockets_allow = unix_sockets_allow;
        let list = get("writable")
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

/// A loaded config with where it came from.
#[derive(Debug, Default, Clone)]
pub struct Loaded {
    pub settings: Settings,
    pub path: Option<PathBuf>,
}

/// Reads a config file; a missing file is an empty config, a malformed one is an error.
pub fn load_file(path: &Path) -> Result<Option<Settings>> {
    let text = match std::fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => {
            return Err(Error::Config {
                path: path.to_path_buf(),
                message: e.to_string(),
            });
        }
    };
    if text.trim().is_empty() {
        return Ok(Some(Settings::default()));
    }
    serde_json::from_str(&text)
        .map(Some)
        .map_err(|e| Error::Config {
            path: path.to_path_buf(),
            message: e.to_string(),
        })
}

/// Loads the user config from `$AMA_CONFIG_DIR/config.json` (or the XDG fallbacks).
pub fn load_user() -> Result<Loaded> {
    let Some(path) = crate::config::paths::user_config_file() else {
        return Ok(Loaded::default());
    };
    let settings = load_file(&path)?;
    Ok(Loaded {
        path: settings.as_ref().map(|_| path),
        settings: settings.unwrap_or_default(),
    })
}

#[cfg(test)]
mod tests {
    use super::Settings;

    #[test]
    fn sandbox_keys() {
        let parse = |text: &str| -> Settings { serde_json::from_str(text).unwrap_or_default() };
        let home = std::path::Path::new("/home/u");
        let d = parse("{}").sandbox(Some(home));
        assert_eq!(d, super::SandboxSettings::default());
        assert!(d.enabled && !d.bash && !d.network_allow);
        let s = parse(
            r#"{"sandbox": {"enabled": "off", "bash": "auto", "network": "allow", "writable": ["~/.npm", "/opt/c", "rel", 3]}}"#,
        )
        .sandbox(Some(home));
        assert!(!s.enabled && s.bash && s.network_allow);
        assert_eq!(
            s.writable,
            vec![
                std::path::PathBuf::from("/home/u/.npm"),
                std::path::PathBuf::from("/opt/c")
            ]
        );
        assert_eq!(s.warnings.len(), 2, "{:?}", s.warnings);
        assert!(s.warnings[0].starts_with("sandbox.writable entry \"rel\" is ignored"));
        let dotted = parse(r#"{"sandbox.bash": "auto", "sandbox.network": "nope"}"#).sandbox(None);
        assert!(dotted.bash && !dotted.network_allow);
        let sockets = parse(r#"{"sandbox": {"unixSockets": "allow"}}"#).sandbox(None);
        assert!(sockets.unix_sockets_allow && sockets.warnings.is_empty());
        let bad = parse(r#"{"sandbox.unixSockets": true}"#).sandbox(None);
        assert!(!bad.unix_sockets_allow);
        assert_eq!(
            bad.warnings,
            [
                "config key \"sandbox.unixSockets\" is ignored: true is not \"allow\" or \"deny\"; fix the value"
            ]
        );
        assert_eq!(
            dotted.warnings,
            vec![
                "config key \"sandbox.network\" is ignored: \"nope\" is not \"allow\" or \"deny\"; fix the value"
            ]
        );
    }

    #[test]
    fn codemode_keys_are_parsed_and_warned_about() {
        let s: Settings = serde_json::from_str(
            r#"{"model": "a/b", "codemode": {"enabled": true, "requireStrict": false}}"#,
        )
        .unwrap_or_default();
        assert_eq!(s.model.as_deref(), Some("a/b"));
        let w = s.ignored_key_warnings();
        assert_eq!(w.len(), 1);
        assert!(
            w[0].starts_with("config key \"codemode\" is ignored"),
            "{w:?}"
        );
        assert!(Settings::default().ignored_key_warnings().is_empty());
    }
}
