//! Claude Code plugins: a directory with `.claude-plugin/plugin.json`, found through
//! `enabledPlugins` in the settings files (`"name@marketplace": true`) and the install record
//! Claude Code keeps in `~/.claude/plugins/installed_plugins.json`. ama loads a plugin's hooks
//! (`hooks/hooks.json`, or the `hooks` of its `plugin.json`), run with `CLAUDE_PLUGIN_ROOT` set
//! to its directory. Its `skills/` and `commands/` are read with the agent's skills
//! (`skills::Roots::plugins`), its `agents/` with the sub-agent types, and its `.mcp.json` with
//! the MCP servers (`app::claude_setup`); its output styles and LSP servers are named as not
//! loaded.
//! A project's `enabledPlugins` counts only in a trusted project (plugins run code).

use std::path::{Path, PathBuf};

use serde_json::Value;

use crate::claude::settings::{File, user_dir};
use crate::hooks::{HookError, HookSet, Origin};

/// One plugin to load.
#[derive(Clone, Debug)]
pub struct Plugin {
    /// Its `name` (from `plugin.json`, else the folder's).
    pub name: String,
    pub root: PathBuf,
}

impl Plugin {
    /// Reads `dir` as a plugin directory.
    pub fn open(dir: &Path) -> Result<Plugin, String> {
        let manifest = dir.join(".claude-plugin").join("plugin.json");
        let text = std::fs::read_to_string(&manifest)
            .map_err(|e| format!("`{}` cannot be read: {e}", manifest.display()))?;
        let v: Value = serde_json::from_str(&text)
            .map_err(|e| format!("`{}` is not JSON: {e}", manifest.display()))?;
        let name = v
            .get("name")
            .and_then(Value::as_str)
            .map(str::to_string)
            .or_else(|| dir.file_name().map(|n| n.to_string_lossy().into_owned()))
            .unwrap_or_default();
        Ok(Plugin {
            name,
            root: dir.to_path_buf(),
        })
    }

    fn manifest(&self) -> Option<Value> {
        let text = std::fs::read_to_string(self.root.join(".claude-plugin/plugin.json")).ok()?;
        serde_json::from_str(&text).ok()
    }

    /// The plugin's hooks: `hooks/hooks.json`, and the `hooks` of `plugin.json` (a path
    /// relative to the plugin, or the hooks object itself).
    pub fn hooks(&self) -> Result<HookSet, HookError> {
        let mut set = HookSet::read_file(&self.root.join("hooks/hooks.json"), Origin::Plugin)?;
        match self.manifest().and_then(|m| m.get("hooks").cloned()) {
            Some(Value::String(rel)) => {
                let rel = rel.strip_prefix("./").unwrap_or(&rel);
                let path = self.root.join(rel);
                if path != self.root.join("hooks/hooks.json") {
                    set.extend(HookSet::read_file(&path, Origin::Plugin)?);
                }
            }
            Some(v @ Value::Object(_)) => {
                let file = self.root.join(".claude-plugin/plugin.json");
                let inner = v.get("hooks").cloned().unwrap_or(v);
                set.extend(HookSet::parse(&inner, Origin::Plugin, &file)?);
            }
            _ => {}
        }
        Ok(set.with_plugin_root(&self.root))
    }

    /// The parts ama does not load, for one note.
    pub fn unloaded_parts(&self) -> Vec<&'static str> {
        [("output-styles", "output styles"), (".lsp.json", "LSP servers (.lsp.json)")]
            .into_iter()
            .filter(|(p, _)| self.root.join(p).exists())
            .map(|(_, what)| what)
            .collect()
    }
}

/// The plugins `enabledPlugins` turns on (a later file overrides an earlier one; a project's
/// only when `trusted`), found in Claude Code's install record.
pub fn enabled(files: &[File], (cwd, trusted): (&Path, bool), notes: &mut Vec<String>) -> Vec<Plugin> {
    let mut on: Vec<(String, bool)> = Vec::new();
    for file in files {
        let Some(map) = file.get("enabledPlugins").and_then(Value::as_object) else {
            continue;
        };
        if file.scope.is_project() && !trusted {
            if map.values().any(|v| v.as_bool() == Some(true)) {
                notes.push(format!(
                    "{}: enabledPlugins are skipped because this project is not trusted (run with --trust-project)",
                    file.label()
                ));
            }
            continue;
        }
        for (id, v) in map {
            on.retain(|(i, _)| i != id);
            on.push((id.clone(), v.as_bool() == Some(true)));
        }
    }
    let ids: Vec<String> = on.into_iter().filter(|(_, b)| *b).map(|(i, _)| i).collect();
    if ids.is_empty() {
        return Vec::new();
    }
    let record = user_dir()
        .map(|d| d.join("plugins").join("installed_plugins.json"))
        .and_then(|p| std::fs::read_to_string(p).ok())
        .and_then(|t| serde_json::from_str::<Value>(&t).ok())
        .unwrap_or(Value::Null);
    let mut out = Vec::new();
    for id in ids {
        match install_path(&record, &id, cwd) {
            Some(dir) => match Plugin::open(&dir) {
                Ok(p) => out.push(p),
                Err(why) => notes.push(format!("plugin `{id}` cannot be loaded: {why}")),
            },
            None => notes.push(format!(
                "plugin `{id}` is enabled but not installed (no entry in ~/.claude/plugins/installed_plugins.json); install it with Claude Code, or pass its directory with --plugin-dir"
            )),
        }
    }
    out
}

/// Where Claude Code installed `id`: a user-scope install, or one for this project.
fn install_path(record: &Value, id: &str, cwd: &Path) -> Option<PathBuf> {
    let entry = record.get("plugins")?.get(id)?;
    let installs: Vec<&Value> = match entry {
        Value::Array(a) => a.iter().collect(),
        v @ Value::Object(_) => vec![v],
        _ => return None,
    };
    let fits = |i: &&Value| match i.get("projectPath").and_then(Value::as_str) {
        Some(p) => Path::new(p) == cwd,
        None => true,
    };
    installs
        .into_iter()
        .find(fits)
        .and_then(|i| i.get("installPath").and_then(Value::as_str))
        .map(PathBuf::from)
}

#[cfg(test)]
mod tests {
    use std::path::Path;

    use serde_json::json;

    use super::install_path;

    #[test]
    fn install_record_v2() {
        let r = json!({"version": 2, "plugins": {
            "a@m": [{"scope": "user", "installPath": "/h/a"}],
            "b@m": [{"scope": "project", "projectPath": "/other", "installPath": "/h/b1"},
                    {"scope": "project", "projectPath": "/p", "installPath": "/h/b2"}]
        }});
        let cwd = Path::new("/p");
        assert_eq!(install_path(&r, "a@m", cwd), Some("/h/a".into()));
        assert_eq!(install_path(&r, "b@m", cwd), Some("/h/b2".into()));
        assert_eq!(install_path(&r, "c@m", cwd), None);
    }
}
