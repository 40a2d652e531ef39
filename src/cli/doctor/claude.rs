//! `ama doctor`'s `claude code` section (issue #28): every item ama loads from Claude Code's
//! places — settings files, hooks, plugins, sub-agent types, skills, command files and CLAUDE.md
//! files — one line each with where it came from, then what was found but is not used.

use std::path::Path;

use super::{Check, Status};
use crate::claude::inventory::{self, Inventory, Item, Kind};
use crate::config::settings::Settings;

pub fn checks(settings: &Settings) -> Vec<Check> {
    let Ok(cwd) = std::env::current_dir() else {
        return Vec::new();
    };
    let (inv, notes) = load(settings, &cwd);
    let mut out: Vec<Check> = inv.items.iter().map(item_check).collect();
    if out.is_empty() {
        out.push(Check::new(
            "claudeNone",
            Status::Info,
            "nothing found in Claude Code's places (~/.claude, .claude, CLAUDE.md, plugins)",
        )
        .label("loaded"));
    }
    for note in notes {
        out.push(
            Check::new("claudeNotUsed", Status::Warning, note)
                .label("not used")
                .fix("see docs/claude-code.md"),
        );
    }
    out
}

fn item_check(i: &Item) -> Check {
    let name = match i.kind {
        Kind::Settings => "claudeSettings",
        Kind::Hook => "claudeHook",
        Kind::Agent => "claudeAgent",
        Kind::Skill => "claudeSkill",
        Kind::Command => "claudeCommand",
        Kind::Plugin => "claudePlugin",
        Kind::Context => "claudeContext",
        Kind::Directory => "claudeDirectory",
    };
    let detail = if i.name == i.from {
        i.name.clone()
    } else {
        format!("{} ({})", i.name, i.from)
    };
    Check::new(name, Status::Info, detail)
        .label(i.kind.as_str())
        .data("item", i.name.clone())
        .data("from", i.from.clone())
}

/// What a run in `cwd` would load (trust as remembered; the config's `plugins`), and the notes.
fn load(settings: &Settings, cwd: &Path) -> (Inventory, Vec<String>) {
    let trusted = crate::config::trust::is_trusted(cwd, false);
    let hidden = crate::tools::state::ToolOptions::from_settings(settings).secret_env;
    let mut notes = Vec::new();
    let plugin_dirs = crate::app::claude_setup::configured_plugins(settings).unwrap_or_else(|e| {
        notes.push(e.to_string());
        Vec::new()
    });
    let claude = crate::claude::load(cwd, trusted, &plugin_dirs, &hidden);
    notes.extend(claude.notes.iter().cloned());
    let mut inv = claude.inventory.clone();
    let roots = claude.plugin_roots();
    let config_dir = crate::config::paths::config_dir();
    let home = crate::config::paths::home();
    let (agents, _) =
        crate::agent::services::task_agents::load(&crate::agent::services::task_agents::Places {
            config_dir: config_dir.as_deref(),
            home: home.as_deref(),
            project: trusted.then_some(cwd),
            plugins: &roots,
        });
    let (skills, _) = crate::skills::discover(&skill_roots(cwd, trusted, &claude.plugins));
    inventory::record_loaded(&mut inv, (&agents, &skills), &roots, cwd);
    for f in crate::agent::context::discover(cwd, config_dir.as_deref()) {
        if inventory::is_claude_context(&f.path) {
            let shown = inventory::shown(&f.path, cwd);
            inv.items.push(Item {
                kind: Kind::Context,
                name: shown.clone(),
                from: shown,
            });
        }
    }
    (inv, notes)
}

/// Where doctor looks for skills: the user's, Claude Code's, the project's when trusted, and the
/// loaded plugins' (a run's profile `skillDirs` are not known here).
pub(super) fn skill_roots(
    cwd: &Path,
    trusted: bool,
    plugins: &[crate::claude::plugins::Plugin],
) -> crate::skills::Roots {
    crate::skills::Roots {
        user: crate::config::paths::config_dir().map(|d| d.join("skills")),
        claude_user: crate::claude::settings::user_dir(),
        trusted_project: trusted.then(|| cwd.to_path_buf()),
        plugins: plugins
            .iter()
            .map(|p| (p.name.clone(), p.root.clone()))
            .collect(),
        ..crate::skills::Roots::default()
    }
}
