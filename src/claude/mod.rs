//! A Claude Code user's setup, read where Claude Code keeps it so it works in ama with no file
//! moved (docs/claude-code.md): the settings files (`settings.rs`) with their hooks, `env` and
//! `enabledPlugins`, the plugins (`plugins.rs`), the permission rules and `defaultMode`
//! (`permissions.rs`, applied by the composition root to the permission settings) and the
//! start-up line that says what was loaded (`summary.rs`). Trust works as for ama's own project
//! files: a project's `.claude/` hooks, allow rules, env and plugins count only in a trusted
//! project; its deny and ask rules always do.

use std::path::{Path, PathBuf};

use serde_json::Value;

use crate::hooks::{HookSet, Origin};

pub mod dirs;
pub mod inventory;
pub mod permissions;
pub mod plugins;
pub mod settings;
pub mod summary;

use plugins::Plugin;
use settings::{File, Scope};

/// What was read from Claude Code's places for one agent.
#[derive(Debug, Default)]
pub struct Claude {
    /// The settings files found, lowest precedence first (user, project, local).
    pub files: Vec<File>,
    /// The plugins loaded (`enabledPlugins`, `--plugin-dir`).
    pub plugins: Vec<Plugin>,
    /// The hooks of the settings files and plugins.
    pub hooks: HookSet,
    /// `permissions.additionalDirectories`, resolved: extra project roots, writable in the OS
    /// sandbox like the project (`permissions::apply` adds the same to the permission settings).
    pub dirs: Vec<PathBuf>,
    /// `env`: variables for tool processes (a later file wins).
    pub env: Vec<(String, String)>,
    /// Whether the project is trusted.
    pub trusted: bool,
    /// The working directory the settings were read for.
    pub cwd: PathBuf,
    /// Lines for the user: what was found but is not supported or was skipped, with what to do.
    pub notes: Vec<String>,
    /// How many sub-agent types, skills and commands came from Claude Code's places (counted
    /// by the composition root once they are loaded), for the start-up line.
    pub loaded: Loaded,
    /// Every item loaded, with where it came from (the TUI header and `ama doctor`).
    pub inventory: inventory::Inventory,
    /// The settings files whose `defaultMode` took effect, once the permissions are built
    /// (`None` before: every file's mode is listed).
    pub applied_modes: Option<Vec<String>>,
}

/// Counts of what was read from Claude Code's places besides the settings files.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Loaded {
    pub agents: usize,
    pub skills: usize,
    pub commands: usize,
}

impl Claude {
    /// The loaded plugins' directories.
    pub fn plugin_roots(&self) -> Vec<PathBuf> {
        self.plugins.iter().map(|p| p.root.clone()).collect()
    }
}

/// Reads Claude Code's settings for `cwd` and the plugins in `plugin_dirs`; `hidden` are the
/// providers' key variables, which `env` may never set.
pub fn load(cwd: &Path, trusted: bool, plugin_dirs: &[PathBuf], hidden: &[String]) -> Claude {
    let mut notes = Vec::new();
    let files = settings::read_all(cwd, &mut notes);
    let mut c = Claude {
        trusted,
        cwd: cwd.to_path_buf(),
        ..Claude::default()
    };
    for f in &files {
        notes.extend(settings::unsupported_keys(f));
    }
    let counted = |f: &&File| !f.scope.is_project() || trusted;
    let disabled = files
        .iter()
        .filter(counted)
        .any(|f| f.get("disableAllHooks").and_then(Value::as_bool) == Some(true));
    let mut plugins = plugins::enabled(&files, (cwd, trusted), &mut notes);
    for dir in plugin_dirs {
        match Plugin::open(dir) {
            Ok(p) => plugins.push(p),
            Err(why) => notes.push(format!(
                "--plugin-dir `{}` is not a Claude Code plugin ({why}); it needs .claude-plugin/plugin.json",
                dir.display()
            )),
        }
    }
    record_files(&mut c.inventory, (&files, &plugins), cwd);
    c.dirs = dirs::resolve(&files, (cwd, trusted), &mut notes);
    for d in &c.dirs {
        c.inventory.items.push(inventory::Item {
            kind: inventory::Kind::Directory,
            name: inventory::shown(d, cwd),
            from: "permissions.additionalDirectories".to_string(),
        });
    }
    for f in &files {
        let hooks = f.get("hooks").filter(|h| h.as_object().is_some_and(|o| !o.is_empty()));
        if f.scope.is_project() && !trusted {
            if hooks.is_some() || f.get("env").is_some() {
                notes.push(format!(
                    "{}: hooks and env are skipped because this project is not trusted (run with --trust-project, or answer yes when ama asks)",
                    f.label()
                ));
            }
            continue;
        }
        if let Some(h) = hooks.filter(|_| !disabled) {
            let origin = match f.scope {
                Scope::User => Origin::ClaudeUser,
                _ => Origin::ClaudeProject,
            };
            match HookSet::parse(h, origin, &f.path) {
                Ok(set) => {
                    record_hooks(&mut c.inventory, &set, f.label());
                    c.hooks.extend(set)
                }
                Err(e) => notes.push(format!("{e}; ama skips this file's hooks")),
            }
        }
        if let Some(env) = f.get("env").and_then(Value::as_object) {
            for (k, v) in env {
                let value = match v {
                    Value::String(s) => s.clone(),
                    Value::Number(_) | Value::Bool(_) => v.to_string(),
                    _ => continue,
                };
                if !crate::tools::bash_env::settable(k, hidden) {
                    notes.push(format!(
                        "{}: env `{k}` is not set for tools: ama never sets a provider key, git's guard or its own variables from settings",
                        f.label()
                    ));
                    continue;
                }
                c.env.retain(|(n, _)| n != k);
                c.env.push((k.clone(), value));
            }
        }
    }
    for p in &plugins {
        if !disabled {
            match p.hooks() {
                Ok(set) => {
                    record_hooks(&mut c.inventory, &set, format!("plugin {}", p.name));
                    c.hooks.extend(set)
                }
                Err(e) => notes.push(format!(
                    "plugin `{}`: {e}; ama skips its hooks",
                    p.name
                )),
            }
        }
        let parts = p.unloaded_parts();
        if !parts.is_empty() {
            notes.push(format!(
                "plugin `{}`: its {} are not loaded by ama (its hooks, skills, commands, agents and MCP servers are)",
                p.name,
                parts.join(", ")
            ));
        }
    }
    notes.append(&mut c.hooks.warnings);
    c.files = files;
    c.plugins = plugins;
    c.notes = notes;
    c
}

/// The hooks of one file (or plugin) as inventory items.
fn record_hooks(inv: &mut inventory::Inventory, set: &HookSet, from: String) {
    for (event, cmd) in set.list() {
        inv.items.push(inventory::Item {
            kind: inventory::Kind::Hook,
            name: format!("{} `{}`", event.as_str(), cmd.command),
            from: from.clone(),
        });
    }
}

/// The settings files read and the plugins loaded, as inventory items.
fn record_files(inv: &mut inventory::Inventory, (files, plugins): (&[File], &[Plugin]), cwd: &Path) {
    for f in files {
        inv.items.push(inventory::Item {
            kind: inventory::Kind::Settings,
            name: f.label(),
            from: inventory::shown(&f.path, cwd),
        });
    }
    for p in plugins {
        inv.items.push(inventory::Item {
            kind: inventory::Kind::Plugin,
            name: p.name.clone(),
            from: inventory::shown(&p.root, cwd),
        });
    }
}
