//! Project servers approved once (docs/mcp.md): a `.mcp.json` server starts only in a trusted
//! project and only after the user approved it by name for that project. Approvals are kept
//! beside the trust records, in `<config dir>/mcp-approved.json`
//! (`{"version": 1, "projects": {"<dir>": ["name", …]}, "denied": {"<dir>": ["name", …]}}`),
//! keyed by the project's canonical directory. `ama mcp approve <name>` writes an approval; the
//! terminal UI asks once about a server that is neither approved nor denied and records the
//! answer (`approve` or `deny`). Other front ends never write them.

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

fn read(file: &Path, field: &str) -> Map<String, Value> {
    std::fs::read_to_string(file)
        .ok()
        .and_then(|t| serde_json::from_str::<Value>(&t).ok())
        .and_then(|v| v.get(field).and_then(Value::as_object).cloned())
        .unwrap_or_default()
}

fn names(project: &Path, field: &str) -> Vec<String> {
    let Some(file) = file() else {
        return Vec::new();
    };
    read(&file, field)
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

/// The server names approved for `project`.
pub fn approved(project: &Path) -> Vec<String> {
    names(project, "projects")
}

/// The server names the user refused for `project` (asked once in the terminal UI).
pub fn denied(project: &Path) -> Vec<String> {
    names(project, "denied")
}

/// Records that `name` may start in `project` (and is no longer refused).
pub fn approve(project: &Path, name: &str) -> std::io::Result<PathBuf> {
    record(project, name, "projects", "denied")
}

/// Records that the user refused `name` in `project`: it is not asked about again.
pub fn deny(project: &Path, name: &str) -> std::io::Result<PathBuf> {
    record(project, name, "denied", "projects")
}

/// Adds `name` to `project`'s list in `field` and removes it from `other`'s.
fn record(project: &Path, name: &str, field: &str, other: &str) -> std::io::Result<PathBuf> {
    let file = file().ok_or_else(|| {
        std::io::Error::new(
            std::io::ErrorKind::NotFound,
            "no config directory (set HOME or AMA_CONFIG_DIR)",
        )
    })?;
    let project = key(project);
    let mut lists = read(&file, field);
    let entry = lists
        .entry(project.clone())
        .or_insert_with(|| Value::Array(Vec::new()));
    if let Some(list) = entry.as_array_mut()
        && !list.iter().any(|n| n == name)
    {
        list.push(Value::String(name.to_string()));
    }
    let mut others = read(&file, other);
    if let Some(list) = others.get_mut(&project).and_then(Value::as_array_mut) {
        list.retain(|n| n != name);
    }
    if let Some(dir) = file.parent() {
        std::fs::create_dir_all(dir)?;
    }
    let mut doc = Map::new();
    doc.insert("version".into(), json!(1));
    doc.insert(field.into(), Value::Object(lists));
    doc.insert(other.into(), Value::Object(others));
    let doc = Value::Object(doc);
    let text = serde_json::to_string_pretty(&doc).unwrap_or_default();
    let tmp = file.with_extension("json.tmp");
    std::fs::write(&tmp, text + "\n")?;
    std::fs::rename(&tmp, &file)?;
    Ok(file)
}
