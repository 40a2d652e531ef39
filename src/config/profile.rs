//! `--profile <path.json>`: a team's or a task's settings in one file. The command line wins
//! over the profile and the profile over the user config. Unknown keys are a warning; a file
//! that does not parse is a config error (exit 3). Relative paths are relative to the profile.

use std::path::{Path, PathBuf};

use serde_json::Value;

use crate::config::ui::{QUIET_STARTUP_VALUES, QuietStartup};
use crate::error::{Error, Result};

const KEYS: &[&str] = &[
    "host",
    "instructions",
    "skillDirs",
    "hooksFile",
    "authFile",
    "sessionDir",
    "trustProject",
    "model",
    "permissionMode",
    "quietStartup",
    "tools",
    "mcpServers",
];

#[derive(Clone, Debug, Default, PartialEq)]
pub struct Profile {
    pub path: PathBuf,
    pub host: Option<String>,
    /// Instruction files (resolved) or literal texts.
    pub instructions: Vec<String>,
    pub skill_dirs: Vec<PathBuf>,
    pub hooks_file: Option<PathBuf>,
    pub auth_file: Option<PathBuf>,
    pub session_dir: Option<String>,
    pub trust_project: bool,
    pub model: Option<String>,
    pub permission_mode: Option<String>,
    /// `quietStartup`: `normal`, `header`, `silent`, or `true` / `false` (`header` / `normal`);
    /// `None` when not set (the run's level is then `header`, `QuietStartup::resolve`).
    pub quiet_startup: Option<QuietStartup>,
    pub tools_enable: Vec<String>,
    pub tools_disable: Vec<String>,
    /// `mcpServers`, as written (checked by `mcp::config::parse` when the agent starts).
    pub mcp_servers: Option<Value>,
    /// One line per unknown key.
    pub warnings: Vec<String>,
}

impl Profile {
    /// The profile's `host` as a program to start: a path (it has a `/`, is a JavaScript file,
    /// or names a file next to the profile) is relative to the profile's directory; another
    /// bare name is looked up on PATH.
    pub fn resolve(&self, host: &str) -> String {
        let base = self.path.parent().unwrap_or(Path::new("."));
        let js = [".mjs", ".cjs", ".js"].iter().any(|e| host.ends_with(e));
        if !js && !host.contains('/') && !base.join(host).is_file() {
            return host.to_string();
        }
        base.join(host).display().to_string()
    }

    pub fn load(path: &Path) -> Result<Profile> {
        let bad = |e: ProfileError| Error::Config {
            path: path.to_path_buf(),
            message: e.to_string(),
        };
        let text = std::fs::read_to_string(path).map_err(|e| bad(ProfileError::Read(e)))?;
        let v: Value = serde_json::from_str(&text).map_err(|e| bad(ProfileError::Json(e)))?;
        Profile::from_value(&v, path).map_err(bad)
    }

    fn from_value(v: &Value, path: &Path) -> std::result::Result<Profile, ProfileError> {
        let Some(obj) = v.as_object() else {
            return Err(ProfileError::NotObject);
        };
        let base = path.parent().unwrap_or(Path::new("."));
        let resolve = |s: &str| -> PathBuf {
            match (s.strip_prefix("~/"), crate::config::paths::home()) {
                (Some(rest), Some(home)) => home.join(rest),
                _ => base.join(s),
            }
        };
        let string = |k: &'static str| -> std::result::Result<Option<String>, ProfileError> {
            match obj.get(k) {
                None | Some(Value::Null) => Ok(None),
                Some(Value::String(s)) => Ok(Some(s.clone())),
                Some(_) => Err(ProfileError::NotString(k)),
            }
        };
        let boolean = |k: &'static str| -> std::result::Result<bool, ProfileError> {
            match obj.get(k) {
                None | Some(Value::Null) => Ok(false),
                Some(Value::Bool(b)) => Ok(*b),
                Some(_) => Err(ProfileError::NotBool(k)),
            }
        };
        let strings = |v: Option<&Value>,
                       k: &'static str|
         -> std::result::Result<Vec<String>, ProfileError> {
            match v {
                None | Some(Value::Null) => Ok(Vec::new()),
                Some(Value::String(s)) => Ok(vec![s.clone()]),
                Some(Value::Array(a)) => a
                    .iter()
                    .map(|x| x.as_str().map(str::to_string))
                    .collect::<Option<Vec<_>>>()
                    .ok_or(ProfileError::NotStrings(k)),
                Some(_) => Err(ProfileError::NotStrings(k)),
            }
        };
        let mut p = Profile {
            path: path.to_path_buf(),
            host: string("host")?,
            skill_dirs: strings(obj.get("skillDirs"), "skillDirs")?
                .iter()
                .map(|s| resolve(s))
                .collect(),
            hooks_file: string("hooksFile")?.map(|s| resolve(&s)),
            auth_file: string("authFile")?.map(|s| resolve(&s)),
            session_dir: string("sessionDir")?.map(|s| resolve(&s).display().to_string()),
            trust_project: boolean("trustProject")?,
            model: string("model")?,
            permission_mode: string("permissionMode")?,
            quiet_startup: match obj.get("quietStartup") {
                None | Some(Value::Null) => None,
                Some(v) => Some(
                    QuietStartup::from_value(v).ok_or_else(|| ProfileError::Level(v.clone()))?,
                ),
            },
            mcp_servers: obj.get("mcpServers").filter(|v| !v.is_null()).cloned(),
            ..Profile::default()
        };
        // An instruction that names an existing file is that file; anything else is text.
        for i in strings(obj.get("instructions"), "instructions")? {
            let file = resolve(&i);
            p.instructions.push(if file.is_file() {
                std::fs::read_to_string(&file)
                    .map_err(|e| ProfileError::Instruction(file.clone(), e))?
            } else {
                i
            });
        }
        match obj.get("tools") {
            None | Some(Value::Null) => {}
            Some(Value::Object(t)) => {
                p.tools_enable = strings(t.get("enable"), "tools.enable")?;
                p.tools_disable = strings(t.get("disable"), "tools.disable")?;
            }
            Some(_) => return Err(ProfileError::Tools),
        }
        for k in obj.keys().filter(|k| !KEYS.contains(&k.as_str())) {
            p.warnings.push(format!(
                "profile `{}`: key \"{k}\" is not known and is ignored (known keys: {})",
                path.display(),
                KEYS.join(", ")
            ));
        }
        Ok(p)
    }
}

/// Why a profile cannot be used; `load` reports it as a config error naming the file (exit 3).
#[derive(Debug)]
pub enum ProfileError {
    Read(std::io::Error),
    Json(serde_json::Error),
    NotObject,
    /// The key's value is not a string.
    NotString(&'static str),
    /// The key's value is not true or false.
    NotBool(&'static str),
    /// The key's value is not a string or a list of them.
    NotStrings(&'static str),
    /// An instruction names a file that cannot be read.
    Instruction(PathBuf, std::io::Error),
    /// `tools` is not an object.
    Tools,
    /// `quietStartup` is not one of its levels.
    Level(Value),
}

impl std::fmt::Display for ProfileError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ProfileError::Read(e) => write!(
                f,
                "the profile cannot be read ({e}); check the --profile path"
            ),
            ProfileError::Json(e) => write!(f, "the profile is not valid JSON: {e}"),
            ProfileError::NotObject => f.write_str("the profile must be a JSON object"),
            ProfileError::NotString(k) => write!(f, "\"{k}\" must be a string"),
            ProfileError::NotBool(k) => write!(f, "\"{k}\" must be true or false"),
            ProfileError::NotStrings(k) => write!(f, "\"{k}\" must be a list of strings"),
            ProfileError::Instruction(file, e) => write!(
                f,
                "instruction file `{}` cannot be read: {e}",
                file.display()
            ),
            ProfileError::Tools => f.write_str(
                "\"tools\" must be an object: {\"enable\": [...], \"disable\": [...]}",
            ),
            ProfileError::Level(v) => write!(
                f,
                "\"quietStartup\" is {v}, which is not one of {QUIET_STARTUP_VALUES}; fix the value"
            ),
        }
    }
}

impl std::error::Error for ProfileError {}

#[cfg(test)]
mod tests {
    use std::path::Path;

    use serde_json::json;

    use super::Profile;
    use crate::config::ui::QuietStartup;

    #[test]
    fn quiet_startup_levels_and_aliases() {
        let level = |v: serde_json::Value| {
            Profile::from_value(&json!({ "quietStartup": v }), Path::new("/p.json"))
                .map(|p| p.quiet_startup)
                .unwrap_or_default()
        };
        assert_eq!(level(json!("header")), Some(QuietStartup::Header));
        assert_eq!(level(json!("normal")), Some(QuietStartup::Normal));
        assert_eq!(level(json!("silent")), Some(QuietStartup::Silent));
        assert_eq!(level(json!(true)), Some(QuietStartup::Header));
        assert_eq!(level(json!(false)), Some(QuietStartup::Normal));
        assert_eq!(level(json!(null)), None);
    }

    #[test]
    fn fields_paths_and_unknown_keys() {
        let p = Profile::from_value(
            &json!({
                "model": "m/x", "permissionMode": "plan", "trustProject": true,
                "hooksFile": "hooks.json", "skillDirs": ["s", "/abs"], "sessionDir": "sess",
                "tools": {"enable": ["read"], "disable": ["bash"]}, "instructions": "Be brief.",
                "colour": "red"
            }),
            Path::new("/p/team.json"),
        )
        .unwrap_or_default();
        assert_eq!(p.model.as_deref(), Some("m/x"));
        assert_eq!(p.permission_mode.as_deref(), Some("plan"));
        assert!(p.trust_project && p.quiet_startup.is_none());
        assert_eq!(p.hooks_file.as_deref(), Some(Path::new("/p/hooks.json")));
        assert_eq!(p.skill_dirs, [Path::new("/p/s"), Path::new("/abs")]);
        assert_eq!(p.session_dir.as_deref(), Some("/p/sess"));
        assert_eq!(
            (p.tools_enable, p.tools_disable),
            (vec!["read".to_string()], vec!["bash".to_string()])
        );
        assert_eq!(p.instructions, ["Be brief."]);
        assert_eq!(p.warnings.len(), 1);
        assert!(p.warnings[0].contains("\"colour\""), "{:?}", p.warnings);
        for bad in [
            json!([]),
            json!({"model": 3}),
            json!({"tools": []}),
            json!({"trustProject": "yes"}),
            json!({"quietStartup": "loud"}),
            json!({"quietStartup": 1}),
        ] {
            assert!(
                Profile::from_value(&bad, Path::new("/p.json")).is_err(),
                "{bad}"
            );
        }
    }
}
