//! The model registry: built-in catalog merged with the config's providers, model lookup by
//! `provider/id[@channel]`, and API keys with their source. Keys stay inside this process.
//!
//! A provider may list `channels` in the config: each channel is its own endpoint (API, base
//! URL, headers) for the same models, the first the preferred one. A model found on such a
//! provider carries the channel it uses (`Model::channel`), which the session records in its
//! `model_change` entries and RPC shows in `model`; `@channel` on a provider without channels is
//! an error naming the input.

use std::collections::BTreeMap;

use crate::ai::catalog::{self, BuiltinProvider};
use crate::ai::model::{Model, Prices};
use crate::ai::types::Api;
use crate::config::settings::{ChannelConfig, ProviderConfig, Settings};
use crate::error::{Error, Result};

/// Where a key came from: the `keySource` values of RPC `get_available_models`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KeySource {
    Cli,
    AuthFile,
    Config,
    Env,
    None,
}

impl KeySource {
    pub fn as_str(self) -> &'static str {
        match self {
            KeySource::Cli => "cli",
            KeySource::AuthFile => "auth-file",
            KeySource::Config => "config",
            KeySource::Env => "env",
            KeySource::None => "none",
        }
    }
}

/// `provider/id@channel`, as `--model` takes it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ModelSpec {
    pub provider: Option<String>,
    pub id: String,
    pub channel: Option<String>,
}

impl ModelSpec {
    pub fn parse(s: &str) -> ModelSpec {
        let (rest, channel) = match s.rsplit_once('@') {
            Some((r, c)) if !c.is_empty() => (r, Some(c.to_string())),
            _ => (s, None),
        };
        match rest.split_once('/') {
            Some((p, id)) => ModelSpec {
                provider: Some(p.to_string()),
                id: id.to_string(),
                channel,
            },
            None => ModelSpec {
                provider: None,
                id: rest.to_string(),
                channel,
            },
        }
    }
}

#[derive(Clone)]
pub struct Registry {
    settings: Settings,
    cli_key: Option<String>,
    auth: BTreeMap<String, String>,
}

impl Registry {
    pub fn new(settings: Settings, cli_key: Option<String>) -> Registry {
        Registry {
            settings,
            cli_key,
            auth: read_auth_file(),
        }
    }

    /// `new` with `auth.json`'s keys from a run's one read (`config::auth_keys`).
    pub fn with_keys(
        settings: Settings,
        cli_key: Option<String>,
        auth: &crate::config::auth_keys::AuthKeys,
    ) -> Registry {
        Registry {
            settings,
            cli_key,
            auth: auth.get().clone(),
        }
    }

    /// Adds the keys of a profile's `authFile` (the same shapes as `auth.json`), which win over
    /// `auth.json`'s. A file that is missing, unreadable or not a JSON object is a config error
    /// naming it (exit 3).
    pub fn with_auth_file(mut self, path: &std::path::Path) -> Result<Registry> {
        let bad = |message: String| Error::Config {
            path: path.to_path_buf(),
            message,
        };
        let text = std::fs::read_to_string(path).map_err(|e| {
            bad(format!(
                "the profile's \"authFile\" cannot be read ({e}); fix the path in the profile"
            ))
        })?;
        warn_if_shared(path);
        let Ok(serde_json::Value::Object(map)) = serde_json::from_str::<serde_json::Value>(&text)
        else {
            return Err(bad(
                "the profile's \"authFile\" is not a JSON object of provider keys ({\"provider\": \"key\"}); fix the file".into(),
            ));
        };
        self.auth.extend(keys_of(map));
        Ok(self)
    }

    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    /// Every provider name: built-in ones, then the config's new ones.
    pub fn provider_names(&self) -> Vec<String> {
        let mut names: Vec<String> = catalog::PROVIDERS
            .iter()
            .map(|p| p.name.to_string())
            .collect();
        for name in self.settings.providers.keys() {
            if !names.contains(name) {
                names.push(name.clone());
            }
        }
        names
    }

    /// Looks a model up; `provider` may be omitted when the id is unique among listed models.
    /// On a provider with channels the model uses the named channel's endpoint, else the
    /// preferred (first) one's.
    pub fn find(&self, spec: &ModelSpec) -> Result<Model> {
        let model = self.find_model(spec)?;
        self.on_channel(model, spec)
    }

    /// A provider's channel names from the config, the preferred first.
    pub fn channels(&self, provider: &str) -> Vec<String> {
        self.settings
            .providers
            .get(provider)
            .map(|c| c.channels.iter().map(|ch| ch.name.clone()).collect())
            .unwrap_or_default()
    }

    /// The model on the channel `spec` names: an unknown channel, or a channel on a provider
    /// without channels, is an error that names the input and the channels there are.
    fn on_channel(&self, mut model: Model, spec: &ModelSpec) -> Result<Model> {
        let cfg = self.settings.providers.get(&model.provider);
        let Some(cfg) = cfg.filter(|c| !c.channels.is_empty()) else {
            return match &spec.channel {
                None => Ok(model),
                Some(ch) => Err(Error::NoModel(format!(
                    "`{}@{ch}`: provider `{}` has no channels, so `@{ch}` selects nothing; drop `@{ch}`, or list the provider's channels under \"channels\" in the config (docs/configuration.md, Providers)",
                    model.spec(),
                    model.provider
                ))),
            };
        };
        let name = spec.channel.as_deref().unwrap_or(&cfg.channels[0].name);
        let Some(channel) = cfg.channels.iter().find(|c| c.name == name) else {
            let names: Vec<&str> = cfg.channels.iter().map(|c| c.name.as_str()).collect();
            let guess = crate::util::nearest::nearest(name, names.iter().copied())
                .map(|n| format!(" (did you mean `@{n}`?)"))
                .unwrap_or_default();
            return Err(Error::NoModel(format!(
                "`{}@{name}`: provider `{}` has no channel `{name}`{guess}; its channels are {}",
                model.spec(),
                model.provider,
                names.join(", ")
            )));
        };
        let builtin = catalog::provider(&model.provider);
        let (api, base_url) = self.provider_endpoint(&model.provider, builtin, cfg, Some(channel))?;
        model.api = api;
        model.base_url = base_url;
        model.headers = headers_of(cfg, Some(channel));
        model.channel = Some(channel.name.clone());
        Ok(model)
    }

    fn find_model(&self, spec: &ModelSpec) -> Result<Model> {
        let provider = match &spec.provider {
            Some(p) => p.clone(),
            None => {
                let hits: Vec<Model> = self
                    .listed_models()?
                    .into_iter()
                    .filter(|m| m.id == spec.id)
                    .collect();
                match hits.len() {
                    1 => return Ok(hits.into_iter().next().unwrap_or_else(|| unreachable!())),
                    0 => {
                        let listed = self.listed_models()?;
                        let specs: Vec<String> =
                            listed.iter().map(|m| format!("{}/{}", m.provider, m.id)).collect();
                        let guess = crate::util::nearest::nearest(
                            &spec.id,
                            listed.iter().map(|m| m.id.as_str()),
                        )
                        .and_then(|id| specs.iter().find(|s| s.ends_with(&format!("/{id}"))))
                        .map(|s| format!(" (did you mean `{s}`?)"))
                        .unwrap_or_default();
                        return Err(Error::NoModel(format!(
                            "unknown model `{}`{guess}: name it as `provider/id`, for example `anthropic/claude-sonnet-4-5`; `ama --list-models` shows the catalog",
                            spec.id
                        )));
                    }
                    _ => {
                        return Err(Error::NoModel(format!(
                            "model `{}` exists at several providers: name it as `provider/{}`",
                            spec.id, spec.id
                        )));
                    }
                }
            }
        };
        let builtin = catalog::provider(&provider);
        let cfg = self.settings.providers.get(&provider);
        if builtin.is_none() && cfg.is_none() {
            return Err(Error::NoModel(format!(
                "unknown provider `{provider}` in model `{provider}/{}`: use one of {}, or add it under \"providers\" in the config file",
                spec.id,
                self.provider_names().join(", ")
            )));
        }
        let models = self.provider_models(&provider, builtin, cfg)?;
        if let Some(m) = models.iter().find(|m| m.id == spec.id) {
            return Ok(m.clone());
        }
        if let (Some(b), None) = (builtin, cfg)
            && let Some(m) = b.model(&spec.id)
        {
            return Ok(m);
        }
        if cfg.is_some_and(|c| c.models.is_empty())
            && let Some(m) = self.generic_model(&provider, &spec.id, builtin, cfg)?
        {
            return Ok(m);
        }
        let ids: Vec<String> = models.iter().map(|m| m.id.clone()).collect();
        let guess = crate::util::nearest::nearest(&spec.id, ids.iter().map(String::as_str))
            .map(|id| format!(" (did you mean `{provider}/{id}`?)"))
            .unwrap_or_default();
        Err(Error::NoModel(format!(
            "provider `{provider}` has no model `{}`{guess}: known models are {}",
            spec.id,
            if ids.is_empty() {
                "none".to_string()
            } else {
                ids.join(", ")
            }
        )))
    }

    /// All models that are listed somewhere (catalog or config).
    pub fn listed_models(&self) -> Result<Vec<Model>> {
        let mut out = Vec::new();
        for name in self.provider_names() {
            let builtin = catalog::provider(&name);
            let cfg = self.settings.providers.get(&name);
            out.extend(self.provider_models(&name, builtin, cfg)?);
        }
        Ok(out)
    }

    fn provider_models(
        &self,
        name: &str,
        builtin: Option<&BuiltinProvider>,
        cfg: Option<&ProviderConfig>,
    ) -> Result<Vec<Model>> {
        let mut out = match builtin {
            Some(b) => b.models(),
            None => Vec::new(),
        };
        let Some(cfg) = cfg else { return Ok(out) };
        let preferred = cfg.channels.first();
        let (api, base_url) = self.provider_endpoint(name, builtin, cfg, preferred)?;
        let headers = headers_of(cfg, preferred);
        let channel = preferred.map(|c| c.name.clone());
        for m in out.iter_mut() {
            m.api = api;
            m.base_url = base_url.clone();
            m.headers = headers.clone();
            m.channel = channel.clone();
        }
        for mc in &cfg.models {
            let model = Model {
                provider: name.to_string(),
                id: mc.id.clone(),
                name: mc.name.clone().unwrap_or_else(|| mc.id.clone()),
                api,
                base_url: base_url.clone(),
                reasoning: mc.reasoning,
                input: mc.input.clone().unwrap_or_else(|| vec!["text".to_string()]),
                cost: mc.cost.clone().unwrap_or_else(Prices::default),
                context_window: mc.context_window.unwrap_or(128_000),
                max_tokens: mc.max_tokens.unwrap_or(8192),
                headers: headers.clone(),
                channel: channel.clone(),
            };
            out.retain(|m| m.id != model.id);
            out.push(model);
        }
        Ok(out)
    }

    fn generic_model(
        &self,
        name: &str,
        id: &str,
        builtin: Option<&BuiltinProvider>,
        cfg: Option<&ProviderConfig>,
    ) -> Result<Option<Model>> {
        let Some(cfg) = cfg else {
            return Ok(builtin.and_then(|b| b.model(id)));
        };
        let preferred = cfg.channels.first();
        let (api, base_url) = self.provider_endpoint(name, builtin, cfg, preferred)?;
        Ok(Some(Model {
            provider: name.to_string(),
            id: id.to_string(),
            name: id.to_string(),
            api,
            base_url,
            reasoning: false,
            input: vec!["text".to_string()],
            cost: Prices::default(),
            context_window: 128_000,
            max_tokens: 8192,
            headers: headers_of(cfg, preferred),
            channel: preferred.map(|c| c.name.clone()),
        }))
    }

    /// The endpoint of a provider, or of one of its channels (whose `api` and `baseUrl` win
    /// over the provider's).
    fn provider_endpoint(
        &self,
        name: &str,
        builtin: Option<&BuiltinProvider>,
        cfg: &ProviderConfig,
        channel: Option<&ChannelConfig>,
    ) -> Result<(Api, String)> {
        let config_error = |message: String| Error::Config {
            path: self.settings.file(),
            message,
        };
        let api_of = channel.and_then(|c| c.api.as_ref()).or(cfg.api.as_ref());
        let base_of = channel
            .and_then(|c| c.base_url.as_ref())
            .or(cfg.base_url.as_ref());
        let api = match (api_of, builtin) {
            (Some(a), _) => Api::parse(a).ok_or_else(|| {
                config_error(format!(
                    "provider `{name}` has api `{a}`; use {}",
                    Api::names()
                ))
            })?,
            (None, Some(b)) => b.api,
            (None, None) => {
                return Err(config_error(format!(
                    "provider `{name}` has no \"api\"; set it to {}",
                    Api::names()
                )));
            }
        };
        let base_url = match (base_of, builtin) {
            (Some(u), _) => u.trim_end_matches('/').to_string(),
            (None, Some(b)) => b.base_url(),
            (None, None) => {
                return Err(config_error(format!(
                    "provider `{name}` has no \"baseUrl\""
                )));
            }
        };
        Ok((api, base_url))
    }

    /// The key for a provider and where it came from, in the documented order.
    pub fn key(&self, provider: &str) -> (Option<String>, KeySource) {
        if let Some(k) = &self.cli_key {
            return (Some(k.clone()), KeySource::Cli);
        }
        if let Some(k) = self.auth.get(provider) {
            return (Some(k.clone()), KeySource::AuthFile);
        }
        let cfg = self.settings.providers.get(provider);
        if let Some(k) = cfg
            .and_then(|c| c.api_key.clone())
            .filter(|k| !k.is_empty())
        {
            return (Some(k), KeySource::Config);
        }
        if let Some(var) = self.key_env(provider)
            && let Some(k) = std::env::var(&var).ok().filter(|k| !k.is_empty())
        {
            return (Some(k), KeySource::Env);
        }
        (None, KeySource::None)
    }

    /// The environment variable that holds this provider's key, if it takes one.
    pub fn key_env(&self, provider: &str) -> Option<String> {
        let cfg = self.settings.providers.get(provider);
        cfg.and_then(|c| c.api_key_env.clone()).or_else(|| {
            catalog::provider(provider)
                .and_then(|b| b.key_env)
                .map(String::from)
        })
    }

    /// Whether requests to this provider need a key (local servers do not).
    pub fn needs_key(&self, provider: &str) -> bool {
        let cfg = self.settings.providers.get(provider);
        cfg.is_some_and(|c| c.api_key_env.is_some() || c.api_key.is_some())
            || catalog::provider(provider).is_some_and(|b| b.key_env.is_some())
    }

    /// The key for `model`, or the exit-4 error naming what to set.
    pub fn require_key(&self, provider: &str) -> Result<Option<String>> {
        let (key, _) = self.key(provider);
        if key.is_some() || !self.needs_key(provider) {
            return Ok(key);
        }
        let var = self
            .key_env(provider)
            .unwrap_or_else(|| "the provider's apiKeyEnv".to_string());
        Err(Error::NoKey {
            provider: provider.to_string(),
            hint: format!(
                "set the environment variable `{var}`, pass `--api-key`, or store it in `{}`",
                crate::config::paths::auth_file().display()
            ),
        })
    }
}

/// The provider's headers with the channel's added (a channel's header replaces the
/// provider's of the same name).
fn headers_of(cfg: &ProviderConfig, channel: Option<&ChannelConfig>) -> Vec<(String, String)> {
    let mut all = cfg.headers.clone();
    if let Some(c) = channel {
        all.extend(c.headers.clone());
    }
    all.into_iter().collect()
}

/// Reads `auth.json`: `{"provider": "key"}` or `{"provider": {"type": "api_key", "key": "…"}}`.
/// A missing or unreadable file means no stored keys.
pub(crate) fn read_auth_file() -> BTreeMap<String, String> {
    let path = crate::config::paths::auth_file();
    let Ok(text) = std::fs::read_to_string(&path) else {
        return BTreeMap::new();
    };
    warn_if_shared(&path);
    let Ok(serde_json::Value::Object(map)) = serde_json::from_str::<serde_json::Value>(&text)
    else {
        warn_once(format!(
            "warning: `{}` is not a JSON object of provider keys; ignoring it",
            path.display()
        ));
        return BTreeMap::new();
    };
    keys_of(map)
}

/// Warns when other users can read a key file.
fn warn_if_shared(path: &std::path::Path) {
    if let Ok(meta) = std::fs::metadata(path) {
        use std::os::unix::fs::PermissionsExt;
        if meta.permissions().mode() & 0o077 != 0 {
            warn_once(format!(
                "warning: `{}` can be read by other users; run `chmod 600 {}`",
                path.display(),
                path.display()
            ));
        }
    }
}

/// The keys of an auth file's object: a string, or an object with a `key` string.
fn keys_of(map: serde_json::Map<String, serde_json::Value>) -> BTreeMap<String, String> {
    let mut out = BTreeMap::new();
    for (provider, v) in map {
        let key = match &v {
            serde_json::Value::String(s) => Some(s.clone()),
            serde_json::Value::Object(o) => o.get("key").and_then(|k| k.as_str()).map(String::from),
            _ => None,
        };
        if let Some(k) = key.filter(|k| !k.is_empty()) {
            out.insert(provider, k);
        }
    }
    out
}

/// Prints a warning about the key file once per process: the file is read for every request
/// and sub-agent, and the same line six times in one run (issue #30) hid everything else.
fn warn_once(message: String) {
    static SAID: std::sync::Mutex<Vec<String>> = std::sync::Mutex::new(Vec::new());
    let mut said = SAID.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
    if !said.contains(&message) {
        eprintln!("{message}");
        said.push(message);
    }
}

#[cfg(test)]
mod tests {
    use super::ModelSpec;

    #[test]
    fn parses_model_specs() {
        let cases = [
            (
                "anthropic/claude-sonnet-4-5",
                Some("anthropic"),
                "claude-sonnet-4-5",
                None,
            ),
            ("ollama/qwen3:8b", Some("ollama"), "qwen3:8b", None),
            (
                "openrouter/meta/llama@fast",
                Some("openrouter"),
                "meta/llama",
                Some("fast"),
            ),
            ("gpt-5", None, "gpt-5", None),
        ];
        for (input, provider, id, channel) in cases {
            let s = ModelSpec::parse(input);
            assert_eq!(s.provider.as_deref(), provider, "{input}");
            assert_eq!(s.id, id, "{input}");
            assert_eq!(s.channel.as_deref(), channel, "{input}");
        }
    }
}
