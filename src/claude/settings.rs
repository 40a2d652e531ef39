//! Locating and reading Claude Code's settings files: `~/.claude/settings.json` (or
//! `$CLAUDE_CONFIG_DIR/settings.json`), the project's `.claude/settings.json` and
//! `.claude/settings.local.json`. A file that is missing is skipped; one that is not a JSON
//! object is a note for the user, never a start-up failure (it is Claude Code's file, which
//! ama only borrows). Keys ama does not read are named once, with what to do.

use std::path::{Path, PathBuf};

use serde_json::Value;

/// Which settings file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scope {
    /// `~/.claude/settings.json`: the user's own, trusted like ama's user config.
    User,
    /// `.claude/settings.json` in the project.
    Project,
    /// `.claude/settings.local.json` in the project.
    Local,
}

impl Scope {
    pub fn is_project(self) -> bool {
        self != Scope::User
    }
}

/// One settings file that was read.
#[derive(Clone, Debug)]
pub struct File {
    pub scope: Scope,
    pub path: PathBuf,
    pub value: Value,
}

impl File {
    pub fn get(&self, key: &str) -> Option<&Value> {
        self.value.get(key)
    }

    /// The file as the user knows it (`~/.claude/settings.json`, `.claude/settings.json`).
    pub fn label(&self) -> String {
        match self.scope {
            Scope::User => "~/.claude/settings.json".to_string(),
            Scope::Project => ".claude/settings.json".to_string(),
            Scope::Local => ".claude/settings.local.json".to_string(),
        }
    }
}

/// Claude Code's user directory: `$CLAUDE_CONFIG_DIR`, else `~/.claude`.
pub fn user_dir() -> Option<PathBuf> {
    if let Some(d) = std::env::var_os("CLAUDE_CONFIG_DIR").filter(|d| !d.is_empty()) {
        return Some(PathBuf::from(d));
    }
    std::env::var_os("HOME")
        .filter(|h| !h.is_empty())
        .map(|h| PathBuf::from(h).join(".claude"))
}

/// The settings files of `cwd`, in Claude Code's order of precedence, lowest first: user,
/// project, local. Problems become `notes`.
pub fn read_all(cwd: &Path, notes: &mut Vec<String>) -> Vec<File> {
    let mut places = Vec::new();
    if let Some(dir) = user_dir() {
        places.push((Scope::User, dir.join("settings.json")));
    }
    places.push((Scope::Project, cwd.join(".claude").join("settings.json")));
    places.push((Scope::Local, cwd.join(".claude").join("settings.local.json")));
    let mut out = Vec::new();
    for (scope, path) in places {
        match read(&path) {
            Ok(Some(value)) => out.push(File { scope, path, value }),
            Ok(None) => {}
            Err(why) => notes.push(format!(
                "Claude Code's `{}` cannot be read ({why}); ama ignores it — fix the file or remove it",
                path.display()
            )),
        }
    }
    out
}

/// A settings file's object; `Ok(None)` when it does not exist.
fn read(path: &Path) -> Result<Option<Value>, String> {
    let text = match std::fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(e.to_string()),
    };
    let value: Value = serde_json::from_str(&text).map_err(|e| format!("not JSON: {e}"))?;
    if !value.is_object() {
        return Err("it is not a JSON object".into());
    }
    Ok(Some(value))
}

/// The keys ama reads (docs/claude-code.md).
const READ: [&str; 5] = ["hooks", "permissions", "env", "enabledPlugins", "disableAllHooks"];

/// Keys that change nothing in ama and need no word: the schema, Claude Code's own UI and
/// bookkeeping.
const QUIET: [&str; 9] = [
    "$schema",
    "theme",
    "spinnerTipsEnabled",
    "feedbackSurveyState",
    "extraKnownMarketplaces",
    "cleanupPeriodDays",
    "includeCoAuthoredBy",
    "alwaysThinkingEnabled",
    "autoUpdates",
];

/// What to do instead, for the keys users set most.
fn advice(key: &str) -> &'static str {
    match key {
        "model" => "choose the model with --model or \"model\" in ama's config",
        "apiKeyHelper" => "give ama a key through its config, auth.json or the environment",
        "statusLine" | "outputStyle" => "ama's terminal UI has its own settings (`ui.*`)",
        "enableAllProjectMcpServers" | "enabledMcpjsonServers" | "disabledMcpjsonServers" => {
            "configure MCP servers in ama's config (docs/mcp.md)"
        }
        _ => "see docs/claude-code.md",
    }
}

/// One note per file naming the keys ama does not read, with what to do.
pub fn unsupported_keys(file: &File) -> Option<String> {
    let obj = file.value.as_object()?;
    let keys: Vec<String> = obj
        .keys()
        .filter(|k| !READ.contains(&k.as_str()) && !QUIET.contains(&k.as_str()))
        .map(|k| format!("\"{k}\" ({})", advice(k)))
        .collect();
    (!keys.is_empty()).then(|| {
        format!(
            "Claude Code's `{}` has settings ama does not read: {}",
            file.label(),
            keys.join(", ")
        )
    })
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::{File, Scope, unsupported_keys};

    #[test]
    fn unknown_keys_are_named_with_advice() {
        let f = File {
            scope: Scope::Project,
            path: "/p/.claude/settings.json".into(),
            value: json!({"hooks": {}, "model": "opus", "theme": "dark", "statusLine": {}}),
        };
        assert_eq!(
            unsupported_keys(&f).as_deref(),
            Some(
                "Claude Code's `.claude/settings.json` has settings ama does not read: \"model\" (choose the model with --model or \"model\" in ama's config), \"statusLine\" (ama's terminal UI has its own settings (`ui.*`))"
            )
        );
        let quiet = File {
            value: json!({"permissions": {}, "$schema": "x"}),
            ..f
        };
        assert_eq!(unsupported_keys(&quiet), None);
    }
}
