//! Permission settings from their layers: user config < project `.ama/config.json` < command
//! line. The keys are `permission.mode / allow / deny / autoSafeCommands / autoModel` and
//! `plan.bash`, read by `config::permission` when a file is loaded; their meaning and their
//! errors are here. The project layer may only tighten: a stricter mode (never `auto` or
//! `full-auto`), more deny rules, a stricter `plan.bash`; anything looser is ignored with a
//! warning.

use std::path::{Path, PathBuf};

use serde_json::Value;

use crate::config::field::Field;
use crate::config::keys::Keys;
use crate::config::permission::{PermissionKeys, Strings};
use crate::error::{Error, Result};
use crate::permissions::mode::{Mode, PlanBash};
use crate::permissions::rules::{Rule, Rules};

/// The settings a session's permissions are built from.
#[derive(Clone, Debug, Default)]
pub struct PermissionConfig {
    pub mode: Mode,
    pub rules: Rules,
    pub plan_bash: PlanBash,
    /// `permission.autoSafeCommands` (user config only).
    pub auto_safe: Vec<String>,
    /// `permission.autoModel` (`provider/model`).
    pub auto_model: Option<String>,
    /// Settings that were ignored, for the user.
    pub warnings: Vec<String>,
    /// Where session files are written (`--session-dir`, `sessionDir`, else
    /// `<data dir>/sessions`): protected like the default sessions dir.
    pub sessions_dir: Option<std::path::PathBuf>,
    /// The mode came from `--permission-mode`: a resumed session does not override it.
    pub mode_from_cli: bool,
    /// Files that hold an API key (`--api-key-file`), as given and resolved: secret paths in
    /// every mode, like `auth.json`.
    pub key_files: Vec<std::path::PathBuf>,
    /// Extra project roots (Claude Code's `permissions.additionalDirectories`), resolved:
    /// inside them counts as inside the project.
    pub extra_roots: Vec<std::path::PathBuf>,
    /// Claude Code settings files whose `defaultMode` took effect (their labels): the start-up
    /// line names only these, never a mode that was ignored.
    pub claude_modes: Vec<String>,
}

impl PermissionConfig {
    /// A config with just a mode (library users, tests).
    pub fn with_mode(mode: Mode) -> PermissionConfig {
        PermissionConfig {
            mode,
            ..PermissionConfig::default()
        }
    }
}

/// The permission flags of the command line.
#[derive(Clone, Debug, Default)]
pub struct CliPermissions {
    pub mode: Option<String>,
    pub allow: Vec<String>,
    pub deny: Vec<String>,
}

/// One layer's raw values.
#[derive(Default)]
struct Layer {
    mode: Option<Mode>,
    allow: Vec<Rule>,
    deny: Vec<Rule>,
    auto_safe: Vec<String>,
    auto_model: Option<String>,
    plan_bash: Option<PlanBash>,
}

fn bad(path: &Path, message: String) -> Error {
    Error::Config {
        path: path.to_path_buf(),
        message,
    }
}

fn strings(path: &Path, v: &Strings, key: &str) -> Result<Vec<String>> {
    let found = |v: &Value| bad(path, format!("\"{key}\" must be a list of strings; found {v}"));
    match v {
        Field::Unset | Field::Set(None) => Ok(Vec::new()),
        Field::Set(Some(items)) => items
            .iter()
            .map(|i| match i {
                Field::Set(s) => Ok(s.clone()),
                Field::Unset => Err(found(&Value::Null)),
                Field::Wrong(v) => Err(found(v)),
            })
            .collect(),
        Field::Wrong(other) => Err(found(other)),
    }
}

fn layer(path: &Path, keys: &PermissionKeys, origin: &'static str) -> Result<Layer> {
    let mut out = Layer::default();
    if keys.not_object {
        return Err(bad(path, "\"permission\" must be an object".into()));
    }
    let perm = &keys.permission;
    match &perm.mode {
        Field::Unset | Field::Set(None) => {}
        Field::Set(Some(s)) => {
            out.mode = Some(Mode::parse(s).ok_or_else(|| {
                bad(
                    path,
                    format!("\"permission.mode\" is `{s}`; use one of {}", Mode::NAMES),
                )
            })?)
        }
        Field::Wrong(other) => {
            return Err(bad(
                path,
                format!("\"permission.mode\" must be a string; found {other}"),
            ));
        }
    }
    let rules = |key: &str, list: &Strings| -> Result<Vec<Rule>> {
        strings(path, list, key)?
            .iter()
            .map(|r| Rule::parse(r, origin).map_err(|e| bad(path, format!("in \"{key}\": {e}"))))
            .collect()
    };
    out.allow = rules("permission.allow", &perm.allow)?;
    out.deny = rules("permission.deny", &perm.deny)?;
    out.auto_safe = strings(path, &perm.auto_safe_commands, "permission.autoSafeCommands")?;
    out.auto_model = match &perm.auto_model {
        Field::Unset | Field::Set(None) => None,
        Field::Set(Some(s)) => Some(s.clone()),
        Field::Wrong(other) => {
            return Err(bad(
                path,
                format!(
                    "\"permission.autoModel\" must be a `provider/model` string; found {other}"
                ),
            ));
        }
    };
    let plan_bash = match &keys.plan_bash {
        Field::Unset => None,
        Field::Set(s) => Some(PlanBash::parse(s).ok_or_else(|| Value::String(s.clone()))),
        Field::Wrong(v) => Some(Err(v.clone())),
    };
    if let Some(b) = plan_bash {
        out.plan_bash = Some(b.map_err(|b| {
            bad(
                path,
                format!("\"plan.bash\" is {b}; use \"readonly\", \"ask\" or \"deny\""),
            )
        })?);
    }
    Ok(out)
}

/// Builds the settings from the user config's keys (`Settings::permission`), the project
/// config's (if any) and the flags.
pub fn build(
    user: (&Path, &PermissionKeys),
    project: Option<(&Path, &PermissionKeys)>,
    cli: &CliPermissions,
) -> Result<PermissionConfig> {
    let u = layer(user.0, user.1, "config")?;
    let mut cfg = PermissionConfig {
        mode: u.mode.unwrap_or_default(),
        rules: Rules {
            allow: u.allow,
            deny: u.deny,
        },
        plan_bash: u.plan_bash.unwrap_or_default(),
        auto_safe: u.auto_safe,
        auto_model: u.auto_model,
        warnings: Vec::new(),
        sessions_dir: None,
        mode_from_cli: cli.mode.is_some(),
        key_files: Vec::new(),
        extra_roots: Vec::new(),
        claude_modes: Vec::new(),
    };
    if let Some((path, keys)) = project {
        tighten(&mut cfg, path, layer(path, keys, "project config")?);
    }
    if let Some(m) = &cli.mode {
        cfg.mode = Mode::parse(m).ok_or_else(|| {
            Error::Usage(format!(
                "--permission-mode `{m}` is not one of {}",
                Mode::NAMES
            ))
        })?;
    }
    for (list, flag, origin) in [
        (&cli.allow, "--allow", "--allow"),
        (&cli.deny, "--deny", "--deny"),
    ] {
        for text in list {
            let rule =
                Rule::parse(text, origin).map_err(|e| Error::Usage(format!("{flag}: {e}")))?;
            if flag == "--allow" {
                cfg.rules.allow.push(rule);
            } else {
                cfg.rules.deny.push(rule);
            }
        }
    }
    Ok(cfg)
}

/// Applies the project layer, keeping only what makes things stricter.
fn tighten(cfg: &mut PermissionConfig, path: &Path, p: Layer) {
    let file = path.display();
    if let Some(m) = p.mode {
        if m.needs_user_choice() {
            cfg.warnings.push(format!(
                "`{file}` sets \"permission.mode\" to `{}`, which only user config, a profile or --permission-mode may set; ignored",
                m.as_str()
            ));
        } else if m.strictness() <= cfg.mode.strictness() {
            cfg.mode = m;
        } else {
            cfg.warnings.push(format!(
                "`{file}` sets \"permission.mode\" to `{}`, which is looser than `{}`; a project config may only tighten it, so it is ignored",
                m.as_str(),
                cfg.mode.as_str()
            ));
        }
    }
    cfg.rules.deny.extend(p.deny);
    if !p.allow.is_empty() {
        cfg.warnings.push(format!(
            "`{file}` has \"permission.allow\" rules; a project config may only tighten permissions, so they are ignored (put them in your user config or pass --allow)"
        ));
    }
    if !p.auto_safe.is_empty() {
        cfg.warnings.push(format!(
            "`{file}` has \"permission.autoSafeCommands\"; only the user config may extend the safe list, so they are ignored"
        ));
    }
    if p.auto_model.is_some() {
        cfg.warnings.push(format!(
            "`{file}` sets \"permission.autoModel\"; only the user config may choose the classifier model, so it is ignored"
        ));
    }
    if let Some(b) = p.plan_bash {
        if b.strictness() <= cfg.plan_bash.strictness() {
            cfg.plan_bash = b;
        } else {
            cfg.warnings.push(format!(
                "`{file}` sets a looser \"plan.bash\"; a project config may only tighten it, so it is ignored"
            ));
        }
    }
}

/// The project config file of `cwd`.
pub fn project_file(cwd: &Path) -> PathBuf {
    cwd.join(".ama").join("config.json")
}

/// The permission keys of a project's JSON config file `path`, from its `text` as read
/// (`Ok(None)` when it does not exist, `Err` with why it cannot be read). Only a file that
/// cannot be read or is not a JSON object is an error: the project's other keys are not read
/// here.
pub fn parse_keys(
    path: &Path,
    text: std::result::Result<Option<&str>, &std::io::Error>,
) -> Result<Option<PermissionKeys>> {
    let text = match text {
        Ok(Some(t)) => t,
        Ok(None) => return Ok(None),
        Err(e) => return Err(bad(path, e.to_string())),
    };
    if text.trim().is_empty() {
        return Ok(Some(PermissionKeys::default()));
    }
    serde_json::from_str::<Keys>(text)
        .map(|keys| Some(PermissionKeys::from_keys(&keys)))
        .map_err(|e| bad(path, e.to_string()))
}

#[cfg(test)]
mod tests {
    use std::path::Path;

    use serde_json::{Value, json};

    use super::{CliPermissions, build};
    use crate::config::permission::PermissionKeys;
    use crate::permissions::mode::{Mode, PlanBash};

    fn keys(v: Value) -> PermissionKeys {
        PermissionKeys::from_keys(&serde_json::from_value(v).unwrap_or_default())
    }

    #[test]
    fn layers_and_tightening() {
        let user = keys(
            json!({"permission": {"mode": "auto-edit", "allow": ["bash(npm test*)"],
            "autoSafeCommands": ["just test"], "autoModel": "p/m"}, "plan": {"bash": "ask"}}),
        );
        let project = keys(
            json!({"permission": {"mode": "full-auto", "allow": ["bash"],
            "deny": ["bash(terraform *)"], "autoSafeCommands": ["rm"], "autoModel": "evil/m"},
            "plan": {"bash": "deny"}}),
        );
        let up = Path::new("/u/config.json");
        let pp = Path::new("/w/.ama/config.json");
        let cfg = build(
            (up, &user),
            Some((pp, &project)),
            &CliPermissions::default(),
        )
        .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(
            cfg.mode,
            Mode::AutoEdit,
            "full-auto from a project is ignored"
        );
        assert_eq!(cfg.rules.allow.len(), 1, "project allow rules are ignored");
        assert_eq!(cfg.rules.deny.len(), 1, "project deny rules apply");
        assert_eq!(cfg.auto_safe, ["just test"]);
        assert_eq!(cfg.auto_model.as_deref(), Some("p/m"));
        assert_eq!(
            cfg.plan_bash,
            PlanBash::Deny,
            "a stricter plan.bash applies"
        );
        assert_eq!(cfg.warnings.len(), 4, "{:#?}", cfg.warnings);

        let stricter = keys(json!({"permission": {"mode": "plan"}}));
        let cfg = build(
            (up, &user),
            Some((pp, &stricter)),
            &CliPermissions::default(),
        )
        .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(cfg.mode, Mode::Plan);
        let looser = keys(json!({"permission": {"mode": "auto-edit"}}));
        let plan_user = keys(json!({"permission": {"mode": "plan"}}));
        let cfg = build(
            (up, &plan_user),
            Some((pp, &looser)),
            &CliPermissions::default(),
        )
        .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(cfg.mode, Mode::Plan);
        assert_eq!(cfg.warnings.len(), 1);

        let cli = CliPermissions {
            mode: Some("full-auto".into()),
            allow: vec!["write(src/**)".into()],
            deny: vec!["bash(rm *)".into()],
        };
        let cfg = build((up, &user), Some((pp, &stricter)), &cli).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(cfg.mode, Mode::FullAuto, "the command line wins");
        assert_eq!((cfg.rules.allow.len(), cfg.rules.deny.len()), (2, 1));
    }

    #[test]
    fn errors_name_the_key() {
        let up = Path::new("/u/config.json");
        for (v, needle) in [
            (json!({"permission": {"mode": "yolo"}}), "permission.mode"),
            (json!({"permission": {"allow": "bash"}}), "permission.allow"),
            (
                json!({"permission": {"deny": ["bash("]}}),
                "permission.deny",
            ),
            (json!({"plan": {"bash": "maybe"}}), "plan.bash"),
            (json!({"permission": 3}), "permission"),
        ] {
            let e = build((up, &keys(v)), None, &CliPermissions::default())
                .err()
                .map(|e| e.to_string())
                .unwrap_or_default();
            assert!(e.contains(needle) && e.contains("/u/config.json"), "{e}");
        }
        let cli = CliPermissions {
            mode: Some("yolo".into()),
            ..CliPermissions::default()
        };
        let e = build((up, &PermissionKeys::default()), None, &cli)
            .err()
            .map(|e| e.exit_code());
        assert_eq!(e, Some(2));
    }
}
