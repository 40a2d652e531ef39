//! `CLAUDE_ENV_FILE`: a file SessionStart hooks may write `export NAME=value` lines to, whose
//! variables apply to later bash calls, as in Claude Code. After SessionStart the file is
//! sourced by bash (so `$PATH` and quoting work as they do in Claude Code) between two `env -0`
//! dumps, and the variables it set or changed go to the agent's `ExtraEnv` (never a provider
//! key: `tools::bash_env::settable`). The file lives in a private directory removed with the
//! agent's hooks.

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use serde_json::json;

use crate::hooks::config::{HookCommand, Origin};
use crate::tools::bash_env::{ExtraEnv, settable};

const SPLIT: &str = "\0AMA-ENV-SPLIT\0";

/// Variables the shell sets itself, or that ama sets for hooks: never taken from the file.
const SHELL_OWN: [&str; 8] = [
    "_",
    "SHLVL",
    "PWD",
    "OLDPWD",
    "CLAUDE_ENV_FILE",
    "CLAUDE_PROJECT_DIR",
    "CLAUDE_PLUGIN_ROOT",
    "BASH_EXECUTION_STRING",
];

/// The file and its private directory, removed when dropped.
#[derive(Debug)]
pub struct EnvFile {
    dir: PathBuf,
}

impl EnvFile {
    /// Creates an empty file in a new private temporary directory.
    pub fn create() -> std::io::Result<EnvFile> {
        use std::os::unix::fs::DirBuilderExt;
        let dir = std::env::temp_dir().join(format!(
            "ama-env-{}-{}",
            std::process::id(),
            crate::util::ids::short_id()
        ));
        std::fs::DirBuilder::new().mode(0o700).create(&dir)?;
        let f = EnvFile { dir };
        std::fs::write(f.path(), "")?;
        Ok(f)
    }

    pub fn path(&self) -> PathBuf {
        self.dir.join("env.sh")
    }

    /// Sources the file and moves what it set into `extra`; returns a line for the user when
    /// it could not be read. Nothing happens while the file is empty.
    pub fn apply(&self, project_dir: &Path, extra: &ExtraEnv, hidden: &[String]) -> Option<String> {
        let path = self.path();
        if std::fs::metadata(&path).map(|m| m.len()).unwrap_or(0) == 0 {
            return None;
        }
        let script = format!(
            "env -0; printf \"{}\"; set -a; . \"$CLAUDE_ENV_FILE\" >/dev/null 2>&1; env -0",
            SPLIT.replace('\0', "\\0")
        );
        let hook = HookCommand {
            command: format!("exec bash -c '{script}'"),
            timeout: std::time::Duration::from_secs(10),
            origin: Origin::User,
            plugin_root: None,
        };
        let ran = crate::hooks::exec::run(&hook, &json!({}), (project_dir, Some(&path)), None);
        let ran = match ran {
            Ok(r) if r.exit_code == Some(0) => r,
            Ok(r) => {
                return Some(format!(
                    "CLAUDE_ENV_FILE `{}` could not be sourced with bash ({}); its variables are not applied",
                    path.display(),
                    r.stderr.trim()
                ));
            }
            Err(e) => return Some(e.to_string()),
        };
        let (before, after) = ran.stdout.split_once(SPLIT)?;
        let parse = |s: &str| -> HashMap<String, String> {
            s.split('\0')
                .filter_map(|kv| kv.split_once('='))
                .map(|(k, v)| (k.to_string(), v.to_string()))
                .collect()
        };
        let (before, after) = (parse(before), parse(after));
        let mut names: Vec<&String> = after.keys().collect();
        names.sort();
        for name in names {
            let value = &after[name];
            if before.get(name) == Some(value)
                || SHELL_OWN.contains(&name.as_str())
                || !settable(name, hidden)
            {
                continue;
            }
            extra.set(name, value);
        }
        None
    }
}

impl Drop for EnvFile {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

#[cfg(test)]
mod tests {
    use super::EnvFile;
    use crate::tools::bash_env::ExtraEnv;

    #[test]
    fn sourced_variables_apply_and_keys_do_not() {
        let Ok(f) = EnvFile::create() else {
            panic!("cannot create the env file")
        };
        let extra = ExtraEnv::default();
        assert_eq!(f.apply(&std::env::temp_dir(), &extra, &[]), None);
        assert!(extra.is_empty());
        let text = "export PROJECT_TYPE=rust\nexport WITH_SPACE=\"a b\"\nexport PATH=\"/opt/x:$PATH\"\nANTHROPIC_API_KEY=stolen\nexport OPENAI_API_KEY=x\n";
        std::fs::write(f.path(), text).unwrap_or_default();
        assert_eq!(f.apply(&std::env::temp_dir(), &extra, &[]), None);
        let vars = extra.vars();
        let get = |n: &str| vars.iter().find(|(k, _)| k == n).map(|(_, v)| v.clone());
        assert_eq!(get("PROJECT_TYPE").as_deref(), Some("rust"));
        assert_eq!(get("WITH_SPACE").as_deref(), Some("a b"));
        assert!(get("PATH").is_some_and(|p| p.starts_with("/opt/x:") && p.len() > 7));
        assert_eq!(get("ANTHROPIC_API_KEY"), None);
        assert_eq!(get("OPENAI_API_KEY"), None);
        let dir = f.path();
        drop(f);
        assert!(!dir.exists());
    }
}
