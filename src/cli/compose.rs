//! The composition root: config → model → key → tools → session, built once at startup.
//! Each step fails with the exit code the README documents.

use std::path::PathBuf;

use crate::agent::retry::RetryPolicy;
use crate::agent::session::SessionConfig;
use crate::ai::types::ThinkingLevel;
use crate::cli::args::Args;
use crate::config::models::{ModelSpec, Registry};
use crate::config::settings;
use crate::error::{Error, Result};
use crate::tools;
use crate::tools::state::{ToolOptions, ToolState};

/// Loads the config and builds the model registry (exit 3 on a broken config).
pub fn registry(args: &Args) -> Result<Registry> {
    let loaded = settings::load_user()?;
    Ok(Registry::new(loaded.settings, args.api_key.clone()))
}

pub fn session_config(args: &Args) -> Result<SessionConfig> {
    let registry = registry(args)?;
    let spec = model_spec(args, &registry)?;
    let model = registry.find(&spec)?;
    let api_key = registry.require_key(&model.provider)?;
    let thinking = match (args.thinking, &registry.settings().thinking) {
        (Some(t), _) => t,
        (None, Some(t)) => ThinkingLevel::parse(t).ok_or_else(|| Error::Config {
            path: crate::config::paths::user_config_file().unwrap_or_default(),
            message: format!("\"thinking\" is `{t}`; use off, minimal, low, medium, high or xhigh"),
        })?,
        (None, None) => ThinkingLevel::Off,
    };
    let tools = tools::registry::Registry::new(args.tools.as_deref())?;
    let cwd = std::env::current_dir()
        .map_err(|e| Error::io("read the current directory", PathBuf::from("."), e))?;
    Ok(SessionConfig {
        session_id: crate::util::ids::uuid_v4(),
        model,
        api_key,
        thinking,
        tools,
        cwd,
        max_turns: args.max_turns,
        retry: retry_policy(registry.settings())?,
        tool_state: ToolState::new(ToolOptions::from_settings(registry.settings())),
        context_files: !args.no_context_files,
    })
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
    let config = crate::config::paths::user_config_file()
        .map(|p| p.display().to_string())
        .unwrap_or_else(|| "~/.config/ama/config.json".into());
    Err(Error::NoModel(format!(
        "no model configured: pass `--model provider/id`, set \"model\" in `{config}`, or set ANTHROPIC_API_KEY or OPENAI_API_KEY"
    )))
}

/// The `retry` config key: `{"enabled": true, "maxRetries": 3, "baseDelayMs": 1000, "maxDelayMs": 30000}`.
pub fn retry_policy(settings: &crate::config::settings::Settings) -> Result<RetryPolicy> {
    let mut p = RetryPolicy::default();
    let Some(v) = settings.rest.get("retry") else {
        return Ok(p);
    };
    let bad = |what: &str| Error::Config {
        path: crate::config::paths::user_config_file().unwrap_or_default(),
        message: format!("\"retry.{what}\" has the wrong type; see README, Retries"),
    };
    if !v.is_object() {
        return Err(bad("*"));
    }
    if let Some(e) = v.get("enabled") {
        p.enabled = e.as_bool().ok_or_else(|| bad("enabled"))?;
    }
    if let Some(n) = v.get("maxRetries") {
        p.max_retries = n.as_u64().ok_or_else(|| bad("maxRetries"))? as u32;
    }
    if let Some(n) = v.get("baseDelayMs") {
        p.base = std::time::Duration::from_millis(n.as_u64().ok_or_else(|| bad("baseDelayMs"))?);
    }
    if let Some(n) = v.get("maxDelayMs") {
        p.cap = std::time::Duration::from_millis(n.as_u64().ok_or_else(|| bad("maxDelayMs"))?);
    }
    Ok(p)
}
