//! Everything a run loaded from Claude Code's places, one item each with where it came from
//! (issue #28, "visible, never silent"): the settings files, their hooks and the plugins' hooks,
//! the plugins, the sub-agent types, skills and command files, and the CLAUDE.md files. The TUI
//! header shows the counts on one line (`from .claude: 9 hooks, 3 agents, 5 skills, 2 commands,
//! 1 plugin`); `ama doctor` lists every item.

use std::path::{Path, PathBuf};

use crate::agent::services::task_agents::AgentType;
use crate::skills::Skill;

/// What kind of thing was loaded.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Settings,
    Hook,
    Agent,
    Skill,
    Command,
    Plugin,
    /// `CLAUDE.md`, `.claude/CLAUDE.md`, `CLAUDE.local.md`, `~/.claude/CLAUDE.md`.
    Context,
    /// A directory of `permissions.additionalDirectories`.
    Directory,
}

impl Kind {
    pub fn as_str(self) -> &'static str {
        match self {
            Kind::Settings => "settings",
            Kind::Hook => "hook",
            Kind::Agent => "agent",
            Kind::Skill => "skill",
            Kind::Command => "command",
            Kind::Plugin => "plugin",
            Kind::Context => "context file",
            Kind::Directory => "directory",
        }
    }
}

/// One loaded thing: `name` (`PreToolUse \`cmd\``, `/review`, `pdf`) and `from` (the file or
/// directory it was read from, shown relative to the project or with `~/`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Item {
    pub kind: Kind,
    pub name: String,
    pub from: String,
}

/// What the start-up screen and `ama doctor` show: the items from Claude Code's places, every
/// hook the agent runs (any origin) as `Event (origin)`, and the project's trust status.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Inventory {
    pub items: Vec<Item>,
    pub hooks: Vec<String>,
    /// `trusted`, or what this untrusted run skips.
    pub trust: String,
}

/// The kinds the one-line summary counts, in its order.
const COUNTED: [(Kind, &str, &str); 6] = [
    (Kind::Hook, "hook", "hooks"),
    (Kind::Agent, "agent", "agents"),
    (Kind::Skill, "skill", "skills"),
    (Kind::Command, "command", "commands"),
    (Kind::Plugin, "plugin", "plugins"),
    (Kind::Directory, "directory", "directories"),
];

impl Inventory {
    pub fn count(&self, kind: Kind) -> usize {
        self.items.iter().filter(|i| i.kind == kind).count()
    }

    /// `9 hooks, 3 agents, 5 skills, 2 commands, 1 plugin` (only kinds that are there), or
    /// `None` when none of them is.
    pub fn counts(&self) -> Option<String> {
        let parts: Vec<String> = COUNTED
            .iter()
            .filter_map(|(kind, one, many)| {
                let n = self.count(*kind);
                (n > 0).then(|| format!("{n} {}", if n == 1 { one } else { many }))
            })
            .collect();
        (!parts.is_empty()).then(|| parts.join(", "))
    }
}

/// `path` as the user knows it: relative to `cwd` when inside it, `~/…` under the home
/// directory, else absolute.
pub fn shown(path: &Path, cwd: &Path) -> String {
    if let Ok(rel) = path.strip_prefix(cwd) {
        return rel.display().to_string();
    }
    if let Some(home) = crate::config::paths::home()
        && let Ok(rel) = path.strip_prefix(&home)
    {
        return format!("~/{}", rel.display());
    }
    path.display().to_string()
}

/// Adds the sub-agent types, skills and command files that came from Claude Code's places
/// (`~/.claude`, a project's `.claude`, a plugin in `plugins`) to `inv`.
pub fn record_loaded(
    inv: &mut Inventory,
    (agents, skills): (&[AgentType], &[Skill]),
    plugins: &[PathBuf],
    cwd: &Path,
) {
    let mut places: Vec<PathBuf> = plugins.to_vec();
    places.extend(crate::claude::settings::user_dir());
    let from_claude = |f: &Path| {
        places.iter().any(|p| f.starts_with(p))
            || f.parent()
                .and_then(Path::parent)
                .is_some_and(|d| d.ends_with(".claude"))
    };
    let item = |kind, name: String, path: &Path| Item {
        kind,
        name,
        from: shown(path, cwd),
    };
    for a in agents {
        if let Some(file) = a.file.as_deref().filter(|f| from_claude(f)) {
            inv.items.push(item(Kind::Agent, a.name.clone(), file));
        }
    }
    for s in skills {
        match &s.command {
            Some(_) => inv
                .items
                .push(item(Kind::Command, format!("/{}", s.name), &s.path)),
            None if s.from_claude => inv.items.push(item(Kind::Skill, s.name.clone(), &s.path)),
            None => {}
        }
    }
}

/// Whether a context file is one of Claude Code's.
pub fn is_claude_context(path: &Path) -> bool {
    let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
    matches!(name, "CLAUDE.md" | "CLAUDE.local.md")
}

#[cfg(test)]
mod tests {
    use super::{Inventory, Item, Kind};

    #[test]
    fn counts_name_only_the_kinds_found() {
        let item = |kind, name: &str| Item {
            kind,
            name: name.into(),
            from: "x".into(),
        };
        let mut inv = Inventory::default();
        assert_eq!(inv.counts(), None);
        inv.items = vec![
            item(Kind::Settings, "s"),
            item(Kind::Hook, "a"),
            item(Kind::Hook, "b"),
            item(Kind::Plugin, "p"),
            item(Kind::Context, "CLAUDE.md"),
        ];
        assert_eq!(inv.counts().as_deref(), Some("2 hooks, 1 plugin"));
    }
}
