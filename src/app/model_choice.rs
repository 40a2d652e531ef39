//! Which model a run uses and with which key: `--model` / `--provider`, a resumed branch's
//! model, the config's `"model"`, else the first built-in provider with a key; the key
//! registered with `ai::secrets` with where it came from.

use crate::ai::model::Model;
use crate::app::options::Args;
use crate::config::models::{KeySource, ModelSpec, Registry};
use crate::error::{Error, Result};
use crate::session::Context;

/// The first session's model: `--model` / `--provider`, else a resumed branch's model when it is
/// still available (a warning says when it is not), else the config's, else the default.
pub(crate) fn session_model(args: &Args, registry: &Registry, restored: Option<&Context>) -> Result<Model> {
    let spec = match (&args.model, &args.provider) {
        (Some(m), Some(p)) if !m.contains('/') => Some(format!("{p}/{m}")),
        (Some(m), _) => Some(m.clone()),
        (None, _) => None,
    };
    let resumed_model = restored
        .and_then(|c| c.model.as_ref())
        .filter(|_| spec.is_none())
        .and_then(|m| {
            let spec = ModelSpec {
                provider: Some(m.provider.clone()),
                id: m.model_id.clone(),
                channel: m.channel.clone(),
            };
            registry
                .find(&spec)
                .map_err(|e| eprintln!("warning: the session's model is not available ({e}); using the configured model"))
                .ok()
        });
    if let Some(m) = resumed_model {
        return Ok(m);
    }
    let spec = match spec.or_else(|| registry.settings().model.clone()) {
        Some(s) => ModelSpec::parse(&s),
        None => default_model(registry)?,
    };
    registry.find(&spec)
}

/// The provider's key (exit 4 when it needs one and has none), registered with `ai::secrets`
/// together with where it came from, so provider errors can name its source and redact it.
pub(crate) fn provider_key(registry: &Registry, provider: &str) -> Result<Option<String>> {
    let key = registry.require_key(provider)?;
    if let Some(k) = &key {
        let source = match registry.key(provider).1 {
            KeySource::Cli => "--api-key".to_string(),
            KeySource::AuthFile => format!(
                "auth.json (`{}`)",
                crate::config::paths::auth_file().display()
            ),
            KeySource::Config => format!("the `apiKey` of provider `{provider}` in the config"),
            KeySource::Env => format!(
                "the {} environment variable",
                registry.key_env(provider).unwrap_or_default()
            ),
            KeySource::None => return Ok(key),
        };
        crate::ai::secrets::register(k, &source);
    }
    Ok(key)
}

/// The model from `--model` / `--provider` or the config, and its key (exit 4 without either).
pub fn model_and_key(args: &Args, registry: &Registry) -> Result<(Model, Option<String>)> {
    let spec = match (&args.model, &args.provider) {
        (Some(m), Some(p)) if !m.contains('/') => Some(format!("{p}/{m}")),
        (Some(m), _) => Some(m.clone()),
        (None, _) => registry.settings().model.clone(),
    };
    let spec = match spec {
        Some(s) => ModelSpec::parse(&s),
        None => default_model(registry)?,
    };
    let model = registry.find(&spec)?;
    let api_key = provider_key(registry, &model.provider)?;
    Ok((model, api_key))
}

/// The model a run uses: `--model` (with `--provider`), else the config's `"model"`, else the
/// first built-in provider with a key (exit 4 when there is none).
pub fn model_spec(args: &Args, registry: &Registry) -> Result<ModelSpec> {
    let spec = match (&args.model, &args.provider) {
        (Some(m), Some(p)) if !m.contains('/') => Some(format!("{p}/{m}")),
        (Some(m), _) => Some(m.clone()),
        (None, _) => registry.settings().model.clone(),
    };
    match spec {
        Some(s) => Ok(ModelSpec::parse(&s)),
        None => default_model(registry),
    }
}

/// With no model configured, pick the first provider that has a key in the environment.
fn default_model(registry: &Registry) -> Result<ModelSpec> {
    for (provider, id) in [("anthropic", "claude-sonnet-4-5"), ("openai", "gpt-5")] {
        if registry.key(provider).0.is_some() {
            return Ok(ModelSpec {
                provider: Some(provider.into()),
                id: id.into(),
                channel: None,
            });
        }
    }
    let file = registry.settings().file();
    let config = if file.as_os_str().is_empty() {
        "~/.config/ama/config.json".to_string()
    } else {
        file.display().to_string()
    };
    Err(Error::NoModel(format!(
        "no model configured: pass `--model provider/id`, set \"model\" in `{config}`, or set ANTHROPIC_API_KEY or OPENAI_API_KEY"
    )))
}
