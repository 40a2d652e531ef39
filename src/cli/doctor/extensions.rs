//! `ama doctor`'s extensions section: this directory's trust, which project resources an
//! untrusted run skips, the configured hooks (Claude Code's included), what was loaded from
//! Claude Code's places, and the discovered skills (Claude Code commands as `/name`).

use crate::cli::doctor::{Check, Status};
use crate::config::models::Registry;
use crate::config::trust;
use crate::hooks::{HookSet, Origin};

pub fn checks(registry: &Registry) -> Vec<Check> {
    let settings = registry.settings();
    let mut out = Vec::new();
    let Ok(cwd) = std::env::current_dir() else {
        return out;
    };
    let trusted = trust::is_trusted(&cwd, false);
    let project = crate::config::project::ProjectFile::read(&cwd);
    let found = trust::resources(&cwd, &project);
    let names: Vec<&str> = found.iter().map(|r| r.relative()).collect();
    out.push(
        match (trusted, found.is_empty()) {
            (true, _) => Check::new(
                "trust",
                Status::Ok,
                format!("`{}` is trusted (trusted.json)", cwd.display()),
            ),
            (false, true) => Check::new(
                "trust",
                Status::Ok,
                "this directory has no project hooks, skills, prompts, agents or host",
            ),
            (false, false) => Check::new(
                "trust",
                Status::Warning,
                format!("not trusted: runs here skip {}", names.join(", ")),
            )
            .fix("answer yes to the trust question in the terminal, or pass --trust-project"),
        }
        .data("skipped", if trusted { Vec::new() } else { names.clone() }),
    );
    let mut set = match &settings.hooks {
        Some(v) => match HookSet::parse(v, Origin::User, &settings.file()) {
            Ok(s) => s,
            Err(e) => {
                out.push(Check::new("hooks", Status::Problem, e.to_string()));
                return out;
            }
        },
        None => HookSet::default(),
    };
    if trusted
        && let Ok(p) = HookSet::read_file(
            &crate::config::paths::project_config_file(&cwd),
            Origin::Project,
        )
    {
        set.extend(p);
    }
    let hidden = crate::tools::state::ToolOptions::from_settings(settings).secret_env;
    let mut claude = crate::claude::load(&cwd, trusted, &[], &hidden);
    // The defaultModes a run here applies (a project's files only tighten the mode): one it
    // ignores is named with its reason, not listed as loaded.
    let args = crate::app::options::Args::default();
    if let Ok(perm) = crate::app::compose::permission_config(&args, registry, &cwd, &project) {
        claude.applied_modes = Some(perm.claude_modes.clone());
        let ignored = perm.warnings.iter().filter(|w| crate::claude::permissions::is_mode_note(w));
        claude.notes.extend(ignored.cloned());
    }
    set.extend(claude.hooks.clone());
    let roots = super::claude::skill_roots(&cwd, trusted, &claude.plugins);
    let (skills, warnings) = crate::skills::discover(&roots);
    claude.loaded.skills = skills
        .iter()
        .filter(|s| s.from_claude && s.command.is_none())
        .count();
    claude.loaded.commands = skills.iter().filter(|s| s.command.is_some()).count();
    if let Some(line) = claude.summary_line() {
        let check = if claude.notes.is_empty() {
            Check::new("claude code", Status::Info, line)
        } else {
            Check::new(
                "claude code",
                Status::Warning,
                format!("{line}; not used: {}", claude.notes.join("; ")),
            )
            .fix("see docs/claude-code.md")
        };
        out.push(check.data("loaded", claude.items()));
    }
    let list = set.list();
    let detail = if list.is_empty() {
        "no command hooks configured".to_string()
    } else {
        list.iter()
            .map(|(e, c)| format!("{} `{}` ({})", e.as_str(), c.command, c.origin.as_str()))
            .collect::<Vec<_>>()
            .join("; ")
    };
    out.push(Check::new("hooks", Status::Info, detail).data("count", list.len()));
    let names: Vec<String> = skills
        .iter()
        .map(|s| match &s.command {
            Some(_) => format!("/{}", s.name),
            None => s.name.clone(),
        })
        .collect();
    out.push(
        Check::new(
            "skills",
            if warnings.is_empty() {
                Status::Info
            } else {
                Status::Warning
            },
            if names.is_empty() {
                "no skills found".to_string()
            } else {
                names.join(", ")
            },
        )
        .data("count", names.len()),
    );
    out
}
