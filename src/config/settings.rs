//! The config file (`config.json`): one typed `Settings` with a section per feature, read and
//! checked once by `load_file` (the user's through `user::UserConfig`, once per run). Every key
//! is sorted into its section while the file is loaded (`From<RawSettings>`); keys no feature
//! reads are worded here (`ignored_key_warnings`, printed once per run by the composition
//! root), and no code above `config` looks a key up by name.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use serde::Deserialize;
use serde_json::Value;

use crate::ai::model::Prices;
use crate::config::cache::CacheKeys;
use crate::config::checked::{Checked, SectionError};
use crate::config::checkpoints::CheckpointKeys;
use crate::config::compaction::Compaction;
use crate::config::field::{self, Field};
use crate::config::keys::{self, Keys};
use crate::config::permission::PermissionKeys;
use crate::config::plan::PlanKeys;
use crate::config::reminders::Reminders;
use crate::config::retry::RetryKeys;
use crate::config::sandbox::SandboxKeys;
pub use crate::config::sandbox::SandboxSettings;
use crate::config::tasks::TaskSettings;
use crate::config::ui::UiKeys;
use crate::error::{Error, Result};

/// One config file, typed. `Default` is the empty config (every feature's defaults).
#[derive(Deserialize, Debug, Default, Clone)]
#[serde(from = "RawSettings")]
pub struct Settings {
    /// `provider/id`.
    pub model: Option<String>,
    /// The thinking level as written (`off`, `minimal`, `low`, `medium`, `high`, `xhigh`).
    pub thinking: Option<String>,
    /// `providers.<name>`: base URLs, keys and models of custom or overridden providers.
    pub providers: BTreeMap<String, ProviderConfig>,
    /// `sessionDir`, when it is a string.
    pub session_dir: Option<String>,
    /// `permission.*` and `plan.bash`: the permission settings' keys, checked by
    /// `permissions::config` (which names the file).
    pub permission: PermissionKeys,
    /// `sandbox.*`: the OS sandbox of the bash tool.
    pub sandbox: SandboxKeys,
    /// `codemode`: scripts that call tools (docs/codemode.md).
    pub codemode: crate::config::codemode::CodemodeKeys,
    /// `reminders.*`: the `<system-reminder>` notes, checked.
    pub reminders: Checked<Reminders>,
    /// `tasks.*`: sub-agents started by the `task` tool, checked.
    pub tasks: Checked<TaskSettings>,
    /// `agents.external.<name>`: external agents `task` can run, checked.
    pub external_agents: Checked<BTreeMap<String, crate::config::external_agents::ExternalAgentConfig>>,
    /// `compaction.*`: when and how old turns are summarised, checked.
    pub compaction: Checked<Compaction>,
    /// `retry.*`: retries of failed model requests, checked.
    pub retry: Checked<RetryKeys>,
    /// `limits.*`: the bounds of an unattended run (the flags win), checked.
    pub limits: Checked<crate::config::limits::LimitKeys>,
    /// `plan.*`: plan mode.
    pub plan: PlanKeys,
    /// `cache.*`: prompt-cache accounting and warming.
    pub cache: CacheKeys,
    /// `checkpoints.*`: file checkpoints for `/rewind`.
    pub checkpoints: CheckpointKeys,
    /// `ui.*`: the terminal UI.
    pub ui: UiKeys,
    /// `tools.*`: the built-in tools' options.
    pub tools: ToolKeys,
    /// `hooks`, in Claude Code's shape, checked by `hooks::config` (which names the file).
    pub hooks: Option<Value>,
    /// `modelAliases`: a model name in an agent file (`sonnet`) → `provider/id`.
    pub model_aliases: Checked<BTreeMap<String, String>>,
    /// `mcpServers`, in Claude Code's shape, checked by `mcp::config::parse` (which names the file).
    pub mcp_servers: Option<Value>,
    /// `plugins`: Claude Code plugin directories to load, as written (checked by
    /// `app::claude_setup`, which names the file).
    pub plugins: Option<Value>,
    /// The file these settings were read from (empty for defaults and parsed text).
    pub source: PathBuf,
    /// The keys of `IGNORED_KEYS` the file sets.
    ignored: Vec<&'static str>,
    /// Top-level keys no feature reads.
    unknown: Vec<String>,
}

/// `tools.*` keys.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ToolKeys {
    /// `tools.write.requireRead` (default true; a value that is not a bool counts as true).
    pub write_require_read: bool,
}

impl Default for ToolKeys {
    fn default() -> ToolKeys {
        ToolKeys {
            write_require_read: true,
        }
    }
}

/// `tools.*` as written (nested or dotted).
#[derive(Deserialize, Default)]
#[serde(default)]
struct WrittenTools {
    write: WrittenWrite,
}

#[derive(Deserialize, Default)]
#[serde(rename_all = "camelCase", default)]
struct WrittenWrite {
    require_read: Field<bool>,
}

impl ToolKeys {
    fn parse(keys: &Keys) -> ToolKeys {
        let w: WrittenTools = field::read(&keys::section(keys, "tools", &["write.requireRead"]));
        ToolKeys {
            write_require_read: w.write.require_read.ok().copied().unwrap_or(true),
        }
    }
}

/// The file as serde reads it: the keys with a fixed shape (a wrong shape is an error that
/// names the line), `sessionDir`, and every other key, sorted into the sections by `From` (a
/// section's keys may be written nested or dotted, so they are gathered from all of them).
#[derive(Deserialize, Debug, Default, Clone)]
#[serde(rename_all = "camelCase")]
pub struct RawSettings {
    model: Option<String>,
    thinking: Option<String>,
    #[serde(default)]
    providers: BTreeMap<String, ProviderConfig>,
    #[serde(default)]
    session_dir: Field<String>,
    #[serde(flatten)]
    rest: Keys,
}

impl From<RawSettings> for Settings {
    fn from(raw: RawSettings) -> Settings {
        let rest = raw.rest;
        Settings {
            model: raw.model,
            thinking: raw.thinking,
            providers: raw.providers,
            session_dir: raw.session_dir.ok().cloned(),
            permission: PermissionKeys::from_keys(&rest),
            sandbox: SandboxKeys::parse(&rest),
            codemode: crate::config::codemode::CodemodeKeys::parse(&rest),
            reminders: Reminders::checked(&rest),
            tasks: TaskSettings::checked(&rest),
            external_agents: crate::config::external_agents::checked(&rest),
            compaction: Compaction::checked(&rest),
            retry: RetryKeys::checked(&rest),
            limits: crate::config::limits::checked(&rest),
            plan: PlanKeys::parse(&rest),
            cache: CacheKeys::parse(&rest),
            checkpoints: CheckpointKeys::parse(&rest),
            ui: UiKeys::parse(&rest),
            tools: ToolKeys::parse(&rest),
            hooks: rest.get("hooks").cloned(),
            mcp_servers: rest.get("mcpServers").cloned(),
            plugins: rest.get("plugins").cloned(),
            model_aliases: Checked::from_result(model_aliases(rest.get("modelAliases"))),
            source: PathBuf::new(),
            ignored: IGNORED_KEYS
                .iter()
                .map(|(key, _)| *key)
                .filter(|key| rest.contains_key(*key))
                .collect(),
            unknown: keys::unknown(&rest),
        }
    }
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
    /// A multi-channel provider's channels (`--model provider/id@channel`): each is its own
    /// endpoint for the provider's models; the first is the preferred one.
    #[serde(default)]
    pub channels: Vec<ChannelConfig>,
    /// `compat`: per-provider quirks (`cacheReporting`, `cacheTtlSeconds`), read by the cache.
    pub compat: Option<Value>,
}

/// One channel of a provider: its name and what it changes of the provider's endpoint.
#[derive(Deserialize, Debug, Default, Clone)]
#[serde(rename_all = "camelCase")]
pub struct ChannelConfig {
    pub name: String,
    /// The channel's API; the provider's when absent.
    pub api: Option<String>,
    /// The channel's base URL; the provider's when absent.
    pub base_url: Option<String>,
    /// Headers added to (or replacing) the provider's.
    #[serde(default)]
    pub headers: BTreeMap<String, String>,
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
const IGNORED_KEYS: &[(&str, &str)] = &[];

impl Settings {
    /// One warning for each ignored key the config sets, then one for each key no feature
    /// reads (a misspelling, or a key of another build).
    pub fn ignored_key_warnings(&self) -> Vec<String> {
        let ignored = IGNORED_KEYS
            .iter()
            .filter(|(key, _)| self.ignored.contains(key))
            .map(|(key, why)| {
                format!("config key \"{key}\" is ignored: {why}; remove it to silence this warning")
            });
        let unknown = self.unknown.iter().map(|key| {
            format!(
                "config key \"{key}\" is ignored: no setting has that name; check its spelling against docs/configuration.md or remove it"
            )
        });
        let codemode = self.codemode.warnings.iter().cloned();
        ignored.chain(codemode).chain(unknown).collect()
    }

    /// The user's `sandbox` keys, with `~/` expanded against `home`.
    pub fn sandbox(&self, home: Option<&Path>) -> SandboxSettings {
        self.sandbox.user(home)
    }

    /// The defaults, as the settings of the missing file `path` (whose problems name it).
    pub fn at(path: PathBuf) -> Settings {
        Settings {
            source: path,
            ..Settings::default()
        }
    }

    /// The file that names a problem: where the settings were read from (or would have been,
    /// for a missing user config), else where the user config would be.
    pub fn file(&self) -> PathBuf {
        if self.source.as_os_str().is_empty() {
            crate::config::paths::user_config_file().unwrap_or_default()
        } else {
            self.source.clone()
        }
    }
}

/// Reads a config file; a missing file is an empty config, a malformed one is an error.
pub fn load_file(path: &Path) -> Result<Option<Settings>> {
    match crate::config::reads::read_text(path) {
        Ok(text) => parse_text(&text, path).map(Some),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
        Err(e) => Err(Error::Config {
            path: path.to_path_buf(),
            message: e.to_string(),
        }),
    }
}

/// The settings of a config file's `text`, read from `path` (which its problems name).
pub fn parse_text(text: &str, path: &Path) -> Result<Settings> {
    if text.trim().is_empty() {
        return Ok(Settings::at(path.to_path_buf()));
    }
    serde_json::from_str(text)
        .map(|s: Settings| Settings {
            source: path.to_path_buf(),
            ..s
        })
        .map_err(|e| Error::Config {
            path: path.to_path_buf(),
            message: e.to_string(),
        })
}

/// `modelAliases`: an object from names to `provider/id` strings.
fn model_aliases(value: Option<&Value>) -> std::result::Result<BTreeMap<String, String>, SectionError> {
    let Some(value) = value else {
        return Ok(BTreeMap::new());
    };
    let bad = || {
        SectionError::must_be(
            "modelAliases",
            format!("an object from names to models, like {{\"sonnet\": \"anthropic/claude-sonnet-4-5\"}}, not {value}"),
            "fix or remove it",
        )
    };
    let map = value.as_object().ok_or_else(bad)?;
    map.iter()
        .map(|(k, v)| Ok((k.clone(), v.as_str().ok_or_else(bad)?.to_string())))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::{SandboxSettings, Settings};
    use crate::config::field::Field;

    #[test]
    fn sandbox_keys() {
        let parse = |text: &str| -> Settings { serde_json::from_str(text).unwrap_or_default() };
        let home = std::path::Path::new("/home/u");
        let d = parse("{}").sandbox(Some(home));
        assert_eq!(d, SandboxSettings::default());
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
        assert_eq!(s.codemode.mode, None);
        assert!(!s.codemode.require_strict);
        assert_eq!(w.len(), 1);
        assert!(
            w[0].starts_with("config key \"codemode.enabled\" is ignored"),
            "{w:?}"
        );
        assert!(Settings::default().ignored_key_warnings().is_empty());
    }

    #[test]
    fn every_key_lands_in_its_typed_section_once() {
        let s: Settings = serde_json::from_str(
            r#"{"sessionDir": "~/s", "reminders.todo": false, "tasks": {"maxDepth": 2},
                "compaction": {"thresholdPercent": 60}, "retry": {"maxRetries": 1},
                "plan": {"model": "a/b"}, "cache.missNotices": false,
                "checkpoints": {"mode": "off"}, "ui.quietStartup": "silent",
                "tools.write.requireRead": false, "hooks": {"Stop": []},
                "sandbox": {"bash": "auto"}, "permission": {"mode": "plan"}}"#,
        )
        .unwrap_or_default();
        assert_eq!(s.session_dir.as_deref(), Some("~/s"));
        assert!(!s.reminders.value.todo && s.reminders.problem.is_none());
        assert_eq!(s.tasks.value.max_depth, 2);
        assert_eq!(s.compaction.value.threshold_percent, 60);
        assert_eq!(s.retry.value.max_retries, Some(1));
        assert_eq!(s.plan.model.as_deref(), Some("a/b"));
        assert!(!s.cache.miss_notices);
        assert_eq!(s.checkpoints.mode, Field::Set("off".into()));
        assert_eq!(s.permission.permission.mode, Field::Set(Some("plan".into())));
        assert_eq!(
            s.ui.quiet_startup,
            Some(crate::config::ui::QuietStartup::Silent)
        );
        assert!(!s.tools.write_require_read);
        assert!(s.hooks.is_some());
        assert!(s.sandbox(None).bash);
        assert!(
            s.ignored_key_warnings().is_empty(),
            "{:?}",
            s.ignored_key_warnings()
        );
        let d = Settings::default();
        assert!(d.tools.write_require_read && d.reminders.value.todo && d.session_dir.is_none());
    }

    #[test]
    fn a_wrong_key_is_a_problem_naming_the_file_it_came_from() {
        let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
        let file = dir.path().join("config.json");
        std::fs::write(&file, r#"{"tasks": {"maxParallel": 0}, "sandbx": {}}"#)
            .unwrap_or_else(|e| panic!("{e}"));
        let s = super::load_file(&file).ok().flatten().unwrap_or_default();
        assert_eq!(s.file(), file);
        let e = s
            .tasks
            .get(&s.file())
            .err()
            .map(|e| e.to_string())
            .unwrap_or_default();
        assert!(
            e.contains("\"tasks.maxParallel\" must be a whole number from 1 to 16"),
            "{e}"
        );
        assert!(e.contains(&file.display().to_string()), "{e}");
        assert_eq!(
            s.ignored_key_warnings(),
            [
                "config key \"sandbx\" is ignored: no setting has that name; check its spelling against docs/configuration.md or remove it"
            ]
        );
    }

    /// Each checked section's wrong value: the error names the key and the file it came from,
    /// in the section's own words, whether the key is written nested or dotted.
    #[test]
    fn a_wrong_type_names_the_key_and_the_file() {
        let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
        let file = dir.path().join("config.json");
        let cases = [
            (
                r#"{"compaction": {"enabled": "no"}}"#,
                "\"compaction.enabled\" must be true or false; see docs/sessions.md, Compaction",
            ),
            (
                r#"{"compaction.keepRecentTokens": -1}"#,
                "\"compaction.keepRecentTokens\" must be a whole number of tokens; see docs/sessions.md, Compaction",
            ),
            (
                r#"{"compaction": [], "compaction.enabled": true}"#,
                "\"compaction\" must be an object, not []; see docs/sessions.md, Compaction",
            ),
            (
                r#"{"tasks.maxDepth": "2"}"#,
                "\"tasks.maxDepth\" must be a whole number from 1 to 3; fix or remove it",
            ),
            (
                r#"{"retry": {"maxRetries": 1.5}}"#,
                "\"retry.maxRetries\" has the wrong type; see README, Retries",
            ),
            (
                r#"{"reminders": {"todo": null}}"#,
                "\"reminders.todo\" must be true or false, not null; see docs/configuration.md, Reminders",
            ),
            (
                r#"{"reminders.backgroundJobs": 0}"#,
                "\"reminders.backgroundJobs\" must be true or false, not 0; see docs/configuration.md, Reminders",
            ),
        ];
        for (text, want) in cases {
            std::fs::write(&file, text).unwrap_or_else(|e| panic!("{e}"));
            let s = super::load_file(&file)
                .unwrap_or_else(|e| panic!("{text}: {e}"))
                .unwrap_or_default();
            let problems: Vec<String> = [
                s.compaction.get(&s.file()).err(),
                s.tasks.get(&s.file()).err(),
                s.retry.get(&s.file()).err(),
                s.reminders.get(&s.file()).err(),
            ]
            .into_iter()
            .flatten()
            .map(|e| e.to_string())
            .collect();
            assert_eq!(problems.len(), 1, "{text}: {problems:?}");
            assert!(problems[0].contains(want), "{text}: {}", problems[0]);
            assert!(
                problems[0].contains(&file.display().to_string()),
                "{text}: {}",
                problems[0]
            );
            assert!(s.ignored_key_warnings().is_empty(), "{text}");
        }
    }

    /// Lenient sections keep their defaults for a wrong value; a value of the right type lands
    /// from either spelling; unknown keys are warned about once each, in one place.
    #[test]
    fn lenient_sections_and_unknown_keys() {
        let s: Settings = serde_json::from_str(
            r#"{"cache": {"missNotices": 1, "warm": {"mode": "idle"}}, "cache.warm.minSavingsUsd": -2,
                "tools": {"write": {"requireRead": "no"}}, "ui": {"showThinking": "full"},
                "ui.restoreOnCancel": 3, "sessionDir": 4, "zz": 1, "zz.a": 2, "codemode": {}}"#,
        )
        .unwrap_or_default();
        assert!(s.cache.miss_notices);
        assert_eq!(s.cache.warm_mode, crate::config::cache::WarmMode::Idle);
        assert_eq!(s.cache.min_savings_usd, 0.0);
        assert!(s.tools.write_require_read);
        assert_eq!(s.ui.show_thinking.as_deref(), Some("full"));
        assert_eq!(s.ui.restore_on_cancel, None);
        assert_eq!(
            s.ui.warnings,
            ["config key \"ui.restoreOnCancel\" is ignored: 3 is not true or false; fix the value"]
        );
        assert_eq!(s.session_dir, None);
        let w = s.ignored_key_warnings();
        assert_eq!(w.len(), 2, "{w:?}");
        assert!(w[0].starts_with("config key \"zz\" is ignored: no setting"), "{w:?}");
        assert!(w[1].starts_with("config key \"zz.a\" is ignored: no setting"), "{w:?}");
    }
}

