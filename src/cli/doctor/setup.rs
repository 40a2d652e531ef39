//! Doctor checks of what ama is and how it is set up: the build, the config files, auth.json, and
//! the models with where their keys come from (never the keys themselves).

use std::path::PathBuf;

use serde_json::{Value, json};

use super::{Check, Status, plural};
use crate::cli::args::Args;
use crate::config::models::{KeySource, Registry};
use crate::config::paths;
use crate::config::settings::{self, Settings};
use crate::error::Error;

/// The target triple this binary was built for, from the compiler's cfg values.
pub fn target() -> String {
    let arch = std::env::consts::ARCH;
    let vendor = if cfg!(target_vendor = "apple") {
        "apple"
    } else if cfg!(target_vendor = "pc") {
        "pc"
    } else {
        "unknown"
    };
    let os = if cfg!(target_os = "macos") {
        "darwin"
    } else {
        std::env::consts::OS
    };
    let env = if cfg!(target_env = "musl") {
        "-musl"
    } else if cfg!(target_env = "gnu") {
        "-gnu"
    } else {
        ""
    };
    format!("{arch}-{vendor}-{os}{env}")
}

pub fn build() -> Vec<Check> {
    let linking = if cfg!(target_feature = "crt-static") {
        "static"
    } else {
        "dynamic"
    };
    let profile = if cfg!(debug_assertions) {
        "debug"
    } else {
        "release"
    };
    let exe = std::env::current_exe()
        .map(|p| p.display().to_string())
        .unwrap_or_else(|_| "unknown (no /proc)".into());
    vec![
        Check::new("version", Status::Ok, env!("CARGO_PKG_VERSION"))
            .data("version", env!("CARGO_PKG_VERSION")),
        Check::new(
            "target",
            Status::Ok,
            format!("{}, {linking}, {profile} build", target()),
        )
        .data("target", target())
        .data("static", linking == "static")
        .data("profile", profile),
        Check::new("executable", Status::Info, exe.clone()).data("path", exe),
    ]
}

/// The config as ama would load it, kept even when broken so the other checks can go on.
pub struct Setup {
    config_path: Option<PathBuf>,
    config_found: bool,
    config_error: Option<String>,
    registry: Registry,
}

impl Setup {
    pub fn load() -> Setup {
        let config_path = paths::user_config_file();
        let (settings, found, error) = match config_path.as_deref().map(settings::load_file) {
            Some(Ok(Some(s))) => (s, true, None),
            Some(Ok(None)) | None => (Settings::default(), false, None),
            Some(Err(Error::Config { message, .. })) => (Settings::default(), true, Some(message)),
            Some(Err(e)) => (Settings::default(), true, Some(e.to_string())),
        };
        Setup {
            config_path,
            config_found: found,
            config_error: error,
            registry: Registry::new(settings, None),
        }
    }

    pub fn settings(&self) -> &Settings {
        self.registry.settings()
    }

    pub fn registry(&self) -> &Registry {
        &self.registry
    }

    pub fn config_checks(&self) -> Vec<Check> {
        let mut out = vec![config_dir_check()];
        out.push(
            match (&self.config_path, self.config_found, &self.config_error) {
                (None, ..) => {
                    Check::new("userConfig", Status::Info, "none: built-in defaults apply")
                        .label("config.json")
                }
                (Some(p), false, _) => Check::new(
                    "userConfig",
                    Status::Info,
                    format!("`{}` not found: built-in defaults apply", p.display()),
                )
                .label("config.json")
                .data("path", p.display().to_string())
                .data("found", false),
                (Some(p), true, Some(err)) => Check::new(
                    "userConfig",
                    Status::Problem,
                    format!("`{}` is invalid: {err}", p.display()),
                )
                .label("config.json")
                .fix("fix the JSON, or move the file aside to use the defaults")
                .data("path", p.display().to_string())
                .data("found", true),
                (Some(p), true, None) => {
                    Check::new("userConfig", Status::Ok, format!("`{}`", p.display()))
                        .label("config.json")
                        .data("path", p.display().to_string())
                        .data("found", true)
                }
            },
        );
        if let Some(t) = &self.settings().thinking
            && crate::ai::types::ThinkingLevel::parse(t).is_none()
        {
            out.push(
                Check::new(
                    "thinking",
                    Status::Problem,
                    format!("\"thinking\" is `{t}`"),
                )
                .fix("use off, minimal, low, medium, high or xhigh"),
            );
        }
        if let Err(e) = crate::app::compose::retry_policy(self.settings()) {
            let message = match e {
                Error::Config { message, .. } => message,
                other => other.to_string(),
            };
            out.push(Check::new("retry", Status::Problem, message).fix(
                "write it as {\"enabled\": true, \"maxRetries\": 3, \"baseDelayMs\": 1000, \"maxDelayMs\": 30000}",
            ));
        }
        if let Err(e) = self.registry.listed_models() {
            let message = match e {
                Error::Config { message, .. } => message,
                other => other.to_string(),
            };
            out.push(
                Check::new("providers", Status::Problem, message)
                    .fix("correct the provider under \"providers\" in config.json"),
            );
        } else if !self.settings().providers.is_empty() {
            let names: Vec<&str> = self
                .settings()
                .providers
                .keys()
                .map(String::as_str)
                .collect();
            out.push(Check::new(
                "providers",
                Status::Ok,
                format!(
                    "{} configured: {}",
                    plural(names.len(), "provider"),
                    names.join(", ")
                ),
            ));
        }
        out.push(auth_file_check());
        out.push(environment_check());
        out
    }

    pub fn model_checks(&self) -> Vec<Check> {
        let mut out = vec![self.default_model_check()];
        let listed = self.registry.listed_models().unwrap_or_default();
        for provider in self.registry.provider_names() {
            let ids: Vec<&str> = listed
                .iter()
                .filter(|m| m.provider == provider)
                .map(|m| m.id.as_str())
                .collect();
            let (has_key, key) = self.key_text(&provider);
            let needs = self.registry.needs_key(&provider);
            let models = if ids.is_empty() {
                "any model id".to_string()
            } else {
                format!("{}: {}", plural(ids.len(), "model"), ids.join(", "))
            };
            let status = if has_key || !needs {
                Status::Ok
            } else {
                Status::Info
            };
            let (_, source) = self.registry.key(&provider);
            out.push(
                Check::new("provider", status, format!("{key} · {models}"))
                    .label(provider.clone())
                    .data("provider", provider.clone())
                    .data("needsKey", needs)
                    .data("hasKey", has_key)
                    .data("keySource", if needs { source.as_str() } else { "not needed" })
                    .data("keyEnv", self.registry.key_env(&provider))
                    .data(
                        "models",
                        Value::Array(
                            ids.iter()
                                .map(|id| json!({"model": format!("{provider}/{id}"), "hasKey": has_key || !needs}))
                                .collect(),
                        ),
                    ),
            );
        }
        out
    }

    /// The model `ama -p` would use, and whether it can run: the one check here that can fail.
    fn default_model_check(&self) -> Check {
        if let (Some(p), Some(_)) = (&self.config_path, &self.config_error) {
            // The defaults stand in for the broken file: what they say about the model would
            // mislead (the file may well name one).
            return Check::new(
                "defaultModel",
                Status::Info,
                format!("not checked: `{}` is invalid (above)", p.display()),
            )
            .label("default model")
            .fix("fix config.json, then run `ama doctor` again");
        }
        let args = Args::default();
        let found = crate::app::compose::model_spec(&args, &self.registry)
            .and_then(|spec| self.registry.find(&spec));
        let model = match found {
            Ok(m) => m,
            Err(e) => {
                return Check::new("defaultModel", Status::Problem, e.to_string())
                    .label("default model");
            }
        };
        match self.registry.require_key(&model.provider) {
            Ok(_) => {
                let (_, key) = self.key_text(&model.provider);
                Check::new(
                    "defaultModel",
                    Status::Ok,
                    format!("{} · {key}", model.spec()),
                )
                .label("default model")
                .data("model", model.spec())
            }
            Err(Error::NoKey { provider, hint }) => Check::new(
                "defaultModel",
                Status::Problem,
                format!("{}: no API key for provider `{provider}`", model.spec()),
            )
            .label("default model")
            .fix(hint)
            .data("model", model.spec()),
            Err(e) => Check::new("defaultModel", Status::Problem, e.to_string())
                .label("default model")
                .data("model", model.spec()),
        }
    }

    /// Whether the provider has a key, and where it comes from in words.
    fn key_text(&self, provider: &str) -> (bool, String) {
        if !self.registry.needs_key(provider) {
            return (false, "no key needed".into());
        }
        let var = self.registry.key_env(provider);
        let (_, source) = self.registry.key(provider);
        let text = match source {
            KeySource::Env => format!("key from env ({})", var.unwrap_or_default()),
            KeySource::AuthFile => "key from auth.json".into(),
            KeySource::Config => "key from config.json (apiKey)".into(),
            KeySource::Cli => "key from --api-key".into(),
            KeySource::None => match var {
                Some(v) => format!("no key (set {v})"),
                None => "no key".into(),
            },
        };
        (source != KeySource::None, text)
    }
}

fn config_dir_check() -> Check {
    let from = [
        ("AMA_CONFIG_DIR", "AMA_CONFIG_DIR"),
        ("XDG_CONFIG_HOME", "XDG_CONFIG_HOME"),
        ("HOME", "HOME"),
    ]
    .into_iter()
    .find(|(v, _)| std::env::var_os(v).is_some_and(|x| !x.is_empty()))
    .map(|(_, name)| name);
    match (paths::config_dir(), from) {
        (Some(d), Some(from)) if d.is_dir() => Check::new(
            "configDir",
            Status::Ok,
            format!("`{}` (from {from})", d.display()),
        )
        .label("config dir")
        .data("path", d.display().to_string())
        .data("exists", true),
        (Some(d), Some(from)) => {
            let what = if d.exists() {
                "is not a directory"
            } else {
                "does not exist"
            };
            // A directory named by AMA_CONFIG_DIR that is not there is likely a mistake.
            let status = if from == "AMA_CONFIG_DIR" {
                Status::Warning
            } else {
                Status::Info
            };
            let check = Check::new(
                "configDir",
                status,
                format!(
                    "`{}` (from {from}) {what}: no config file is read, built-in defaults are in use",
                    d.display()
                ),
            )
            .label("config dir")
            .data("path", d.display().to_string())
            .data("exists", false);
            if status == Status::Warning {
                check.fix(format!(
                    "create `{}` and put config.json in it, or point AMA_CONFIG_DIR at the directory you meant",
                    d.display()
                ))
            } else {
                check
            }
        }
        _ => Check::new(
            "configDir",
            Status::Info,
            "none: HOME, XDG_CONFIG_HOME and AMA_CONFIG_DIR are unset, so no config file is read",
        )
        .label("config dir"),
    }
}

/// auth.json: present, private, and a JSON object. Only the provider names are reported.
fn auth_file_check() -> Check {
    use std::os::unix::fs::PermissionsExt;
    let path = paths::auth_file();
    let shown = path.display().to_string();
    let named = |c: Check| c.label("auth.json").data("path", shown.clone());
    let text = match std::fs::read_to_string(&path) {
        Ok(t) => t,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            return named(Check::new(
                "authFile",
                Status::Info,
                format!("`{shown}` not found: keys come from the environment or config.json"),
            ));
        }
        Err(e) => {
            return named(
                Check::new(
                    "authFile",
                    Status::Warning,
                    format!("`{shown}` cannot be read: {e}"),
                )
                .fix("fix its permissions, or remove it"),
            );
        }
    };
    let Ok(Value::Object(map)) = serde_json::from_str::<Value>(&text) else {
        return named(
            Check::new(
                "authFile",
                Status::Problem,
                format!("`{shown}` is not a JSON object of provider keys, so ama ignores it"),
            )
            .fix("write it as {\"anthropic\": \"sk-…\"}, or remove it"),
        );
    };
    let providers: Vec<&str> = map.keys().map(String::as_str).collect();
    let mode = std::fs::metadata(&path).map(|m| m.permissions().mode() & 0o777);
    let check = Check::new(
        "authFile",
        Status::Ok,
        format!("`{shown}`: keys for {}", providers.join(", ")),
    )
    .data("providers", providers.clone());
    match mode {
        Ok(m) if m & 0o077 != 0 => named(
            Check {
                status: Status::Warning,
                detail: format!("`{shown}` has mode {m:o}: other users can read the keys"),
                ..check
            }
            .fix(format!("run `chmod 600 {shown}`")),
        ),
        _ => named(check),
    }
}

/// The ama-specific variables that are set, and timeouts that do not parse (they fall back to
/// their defaults silently at run time).
fn environment_check() -> Check {
    const VARS: [&str; 7] = [
        "AMA_CONFIG_DIR",
        "AMA_DATA_DIR",
        "AMA_CONNECT_TIMEOUT_MS",
        "AMA_FIRST_BYTE_TIMEOUT_MS",
        "AMA_STREAM_IDLE_TIMEOUT_MS",
        "ANTHROPIC_BASE_URL",
        "OPENAI_BASE_URL",
    ];
    let set: Vec<(&str, String)> = VARS
        .iter()
        .filter_map(|v| Some((*v, std::env::var(v).ok().filter(|x| !x.is_empty())?)))
        .collect();
    let bad: Vec<String> = set
        .iter()
        .filter(|(k, v)| k.ends_with("_MS") && v.parse::<u64>().is_err())
        .map(|(k, v)| format!("{k}=`{v}`"))
        .collect();
    let shown: Vec<String> = set.iter().map(|(k, v)| format!("{k}={v}")).collect();
    let detail = if shown.is_empty() {
        "no AMA_* or base-URL variables set".to_string()
    } else {
        shown.join(", ")
    };
    if !bad.is_empty() {
        return Check::new(
            "environment",
            Status::Warning,
            format!(
                "{} not a whole number of milliseconds; the default applies",
                bad.join(", ")
            ),
        )
        .fix("set it to a number such as 30000, or unset it");
    }
    Check::new("environment", Status::Info, detail)
}
