//! What the startup header says (`ui.quietStartup` / `--quiet-startup`): the level from the flag,
//! else the profile, else the config, else `header` with a profile and `normal` without
//! (`QuietStartup::resolve`); at `normal` the facts are the model, the directory and the
//! context files that were loaded into the system prompt.

use std::path::Path;

use crate::agent::Agent;
use crate::app::options::Args;
use crate::tui::component::Component;
use crate::tui::components::header::Header;

use super::ui_settings::{QuietStartup, UiSettings};

/// The level in force.
pub(crate) fn level(args: &Args, settings: &UiSettings) -> QuietStartup {
    QuietStartup::resolve(
        args.quiet_startup.as_deref().and_then(QuietStartup::parse),
        args.profile.as_ref(),
        settings.quiet_startup,
    )
}

/// The header component, `None` when silent.
pub(crate) fn build(level: QuietStartup, args: &Args, agent: &Agent) -> Option<Box<dyn Component>> {
    let version = env!("CARGO_PKG_VERSION").to_string();
    let facts = match level {
        QuietStartup::Silent => return None,
        QuietStartup::Header => Vec::new(),
        QuietStartup::Normal => facts(args, agent),
    };
    Some(Box::new(Header { version, facts }))
}

fn facts(args: &Args, agent: &Agent) -> Vec<(String, String)> {
    let state = agent.state();
    let mut out = vec![
        (
            "model".to_string(),
            format!("{}/{}", state.model.provider, state.model.id),
        ),
        ("directory".to_string(), state.cwd.clone()),
    ];
    if !args.no_context_files {
        let cwd = Path::new(&state.cwd);
        let config_dir = crate::config::paths::config_dir();
        let files = crate::agent::context::discover(cwd, config_dir.as_deref());
        if !files.is_empty() {
            let names: Vec<String> = files
                .iter()
                .map(|f| {
                    f.path
                        .strip_prefix(cwd)
                        .map(|p| p.display().to_string())
                        .unwrap_or_else(|_| f.path.display().to_string())
                })
                .collect();
            out.push(("context".to_string(), names.join(", ")));
        }
    }
    out
}
