//! What the startup header says (`ui.quietStartup` / `--quiet-startup`): the level from the flag,
//! else the profile, else the config, else `header` with a profile and `normal` without
//! (`QuietStartup::resolve`); at `normal` the facts tui.md lists — the model, the directory
//! and its trust status, the context files loaded into the system prompt, the skills, the
//! prompt templates, the hooks, and what came from Claude Code's places (`from .claude: 9 hooks,
//! 3 agents, 5 skills, 2 commands, 1 plugin`).

use std::path::Path;

use crate::agent::Agent;
use crate::app::options::Args;
use crate::claude::inventory::Inventory;
use crate::commands::{Registry, Source};
use crate::tui::component::Component;
use crate::tui::components::header::Header;

use super::ui_settings::{QuietStartup, UiSettings};

/// At most this many names in one row; the rest is counted.
const MAX_NAMES: usize = 8;

/// The level in force.
pub(crate) fn level(args: &Args, settings: &UiSettings) -> QuietStartup {
    QuietStartup::resolve(
        args.quiet_startup.as_deref().and_then(QuietStartup::parse),
        args.profile.as_ref(),
        settings.quiet_startup,
    )
}

/// What the `normal` level lists besides the agent's own state.
pub(crate) struct Loaded<'a> {
    pub claude: &'a Inventory,
    pub commands: &'a Registry,
}

/// The header component, `None` when silent.
pub(crate) fn build(
    level: QuietStartup,
    args: &Args,
    agent: &Agent,
    loaded: Loaded,
) -> Option<Box<dyn Component>> {
    let version = env!("CARGO_PKG_VERSION").to_string();
    let facts = match level {
        QuietStartup::Silent => return None,
        QuietStartup::Header => Vec::new(),
        QuietStartup::Normal => facts(args, agent, loaded),
    };
    Some(Box::new(Header { version, facts }))
}

fn facts(args: &Args, agent: &Agent, loaded: Loaded) -> Vec<(String, String)> {
    let state = agent.state();
    let cwd = Path::new(&state.cwd);
    let mut out = vec![
        (
            "model".to_string(),
            format!("{}/{}", state.model.provider, state.model.id),
        ),
        ("directory".to_string(), state.cwd.clone()),
        ("trust".to_string(), loaded.claude.trust.clone()),
    ];
    if !args.no_context_files {
        let config_dir = crate::config::paths::config_dir();
        let files = crate::agent::context::discover(cwd, config_dir.as_deref());
        let names = files
            .iter()
            .map(|f| crate::claude::inventory::shown(&f.path, cwd))
            .collect();
        push(&mut out, "context", names);
    }
    let skills = agent.installed_skills();
    let skills = skills.iter().filter(|s| s.command.is_none());
    push(&mut out, "skills", skills.map(|s| s.name.clone()).collect());
    let templates = loaded.commands.list().into_iter();
    let templates = templates.filter(|c| c.source == Source::Template);
    push(&mut out, "templates", templates.map(|c| format!("/{}", c.name)).collect());
    push(&mut out, "hooks", grouped(&loaded.claude.hooks));
    if let Some(counts) = loaded.claude.counts() {
        out.push(("from .claude".to_string(), counts));
    }
    out
}

/// Identical entries once, with `×n` when repeated, in first-seen order.
fn grouped(list: &[String]) -> Vec<String> {
    let mut seen: Vec<(&str, usize)> = Vec::new();
    for s in list {
        match seen.iter_mut().find(|(x, _)| *x == s.as_str()) {
            Some((_, n)) => *n += 1,
            None => seen.push((s, 1)),
        }
    }
    seen.into_iter()
        .map(|(s, n)| if n > 1 { format!("{s} ×{n}") } else { s.to_string() })
        .collect()
}

/// A row of names (at most `MAX_NAMES`, then `+N more`), none when the list is empty.
fn push(out: &mut Vec<(String, String)>, label: &str, names: Vec<String>) {
    if names.is_empty() {
        return;
    }
    let mut shown: Vec<String> = names.iter().take(MAX_NAMES).cloned().collect();
    if names.len() > MAX_NAMES {
        shown.push(format!("+{} more", names.len() - MAX_NAMES));
    }
    out.push((label.to_string(), shown.join(", ")));
}

#[cfg(test)]
mod tests {
    use super::grouped;

    #[test]
    fn repeated_hooks_are_counted() {
        let list: Vec<String> = ["Stop (.claude)", "PreToolUse (user config)", "Stop (.claude)"]
            .iter()
            .map(|s| s.to_string())
            .collect();
        assert_eq!(
            grouped(&list),
            ["Stop (.claude) ×2", "PreToolUse (user config)"]
        );
    }
}
