//! Project servers approved once (docs/mcp.md): a `.mcp.json` server starts only in a trusted
//! project and only after the user approved it by name for that project. Approvals are kept
//! beside the trust records, in `<config dir>/mcp-approved.json`
//! (`{"version": 1, "projects": {"<dir>": ["name", …]}}`), keyed by the project's canonical
//! directory. `ama mcp approve <name>` writes one; a run never writes them.

use std::path::{Path, PathBuf};

use serde_json::{Map, Value, json};

/// `<config dir>/mcp-approved.json`.
pub fn file() -> Option<PathBuf> {
    crate::config::paths::config_dir().map(|d| d.join("mcp-approved.json"))
}

fn key(project: &Path) -> String {
    std::fs::canonicalize(project)
        .unwrap_or_else(|_| project.to_path_buf())
        .display()
        .to_string()
}

fn read(file: &Path) -> Map<String, Value> {
    std::fs::read_to_string(file)
        .ok()
        .and_then(|t| serde_json::from_str::<Value>(&t).ok())
        .and_then(|v| v.get("projects").and_then(Value::as_object).cloned())
        .unwrap_or_default()
}

/// The server names approved for `project`.
pub fn approved(project: &Path) -> Vec<String> {
    let Some(file) = file() else {
        return Vec::new();
    };
    read(&file)
        .get(&key(project))
        .and_then(Value::as_array)
        .map(|names| {
            names
                .iter()
                .filter_map(|n| n.as_str().map(str::to_string))
                .collect()
        })
        .unwrap_or_default()
}

/// Records that `name` may start in `project`.
pub fn approve(project: &Path, name: &str) -> std::io::Result<PathBuf> {
    let file = file().ok_or_else(|| {
        std::io::Error::new(
            std::io::ErrorKind::NotFound,
            "no config directory (set HOME or AMA_CONFIG_DIR)",
        )
    })?;
    let mut projects = read(&file);
    let entry = projects
        .entry(key(project))
        .or_insert_with(|| Value::Array(Vec::new()));
    if let Some(list) = entry.as_array_mut()
        && !list.iter().any(|n| n == name)
    {
        list.push(Value::String(name.to_string()));
    }
    if let Some(dir) = file.parent() {
        std::fs::create_dir_all(dir)?;
    }
    let text = serde_json::to_string_pretty(&json!({"version": 1, "projects": projects}))
        .unwrap_or_default();
    let tmp = file.with_extension("json.tmp");
    std::fs::write(&tmp, text + "\n")?;
    std::fs::rename(&tmp, &file)?;
    Ok(file)
}
