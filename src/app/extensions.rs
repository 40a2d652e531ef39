//! What extends a run beyond the built-ins, composed at startup: the profile's settings folded
//! into the options (flags win over the profile, the profile over the user config), the agent's
//! skills, and its command hooks read from the user config, the profile's `hooksFile` and — only when the
//! project is trusted — the project's `.ama/config.json`, then the hooks of Claude Code's places
//! (`claude::load`), with what those expect: `CLAUDE_ENV_FILE` and the transcript mirror.

use std::path::Path;
use std::sync::Arc;

use crate::app::options::Args;
use crate::config::project::ProjectFile;
use crate::config::settings::Settings;
use crate::config::trust;
use crate::error::{Error, Result};
use crate::hooks::{HookError, HookSet, Hooks, Origin};

/// Folds `args.profile` into the options it has a flag for; warns about unknown keys.
pub fn apply_profile(a: &mut Args) -> Result<()> {
    let Some(p) = a.profile.clone() else {
        return Ok(());
    };
    for w in &p.warnings {
        eprintln!("warning: {w}");
    }
    // The profile's host is relative to the profile's directory, like its other paths.
    a.host = a
        .host
        .take()
        .or_else(|| p.host.as_ref().map(|h| p.resolve(h)));
    a.model = a.model.take().or(p.model.clone());
    a.permission_mode = a.permission_mode.take().or(p.permission_mode.clone());
    a.session_dir = a.session_dir.take().or(p.session_dir.clone());
    a.trust_project |= p.trust_project;
    if a.tools.is_none() && !(p.tools_enable.is_empty() && p.tools_disable.is_empty()) {
        let base: Vec<String> = if p.tools_enable.is_empty() {
            crate::tools::registry::builtin()
                .iter()
                .map(|t| t.name().to_string())
                .collect()
        } else {
            p.tools_enable.clone()
        };
        a.tools = Some(
            base.into_iter()
                .filter(|t| !p.tools_disable.contains(t))
                .collect(),
        );
    }
    Ok(())
}

fn config_error(e: HookError) -> Error {
    match e {
        HookError::Config { file, message } => Error::Config {
            path: file,
            message: format!("its hooks cannot be used: {message}; see docs/hooks.md"),
        },
        other => Error::Extension(other.to_string()),
    }
}

/// Reads every hooks source into the agent's set (`None` when no hook is configured). An
/// untrusted project's resources are skipped with one warning line.
pub fn hooks(
    args: &Args,
    (settings, project): (&Settings, &ProjectFile),
    cwd: &Path,
    claude: &crate::claude::Claude,
    tool_env: &crate::tools::bash_env::ExtraEnv,
) -> Result<Option<Arc<Hooks>>> {
    let mut set = match &settings.hooks {
        Some(v) => HookSet::parse(v, Origin::User, &settings.file()).map_err(config_error)?,
        None => HookSet::default(),
    };
    if let Some(file) = args.profile.as_ref().and_then(|p| p.hooks_file.as_ref()) {
        if !file.is_file() {
            return Err(Error::Config {
                path: file.clone(),
                message: "the profile's \"hooksFile\" does not exist; fix the path".into(),
            });
        }
        set.extend(HookSet::read_file(file, Origin::Profile).map_err(config_error)?);
    }
    if trust::is_trusted(cwd, args.trust_project) {
        set.extend(project_hooks(project).map_err(config_error)?);
    } else {
        warn_untrusted(cwd, args.trust_project, project);
    }
    static WARNED: std::sync::Once = std::sync::Once::new();
    WARNED.call_once(|| {
        for w in &set.warnings {
            eprintln!("warning: {w}");
        }
    });
    set.extend(claude.hooks.clone());
    if set.is_empty() {
        return Ok(None);
    }
    let env_file = if set.has(crate::hooks::Event::SessionStart) {
        Some(
            crate::hooks::envfile::EnvFile::create()
                .map_err(|e| Error::io("create the CLAUDE_ENV_FILE", std::env::temp_dir(), e))?,
        )
    } else {
        None
    };
    let hidden_env = crate::tools::state::ToolOptions::from_settings(settings).secret_env;
    Ok(Some(Arc::new(Hooks {
        set,
        project_dir: cwd.to_path_buf(),
        env_file,
        tool_env: tool_env.clone(),
        hidden_env,
        mirror: crate::hooks::transcript::Mirror::create().ok(),
        ..Hooks::default()
    })))
}

/// The `hooks` of a trusted project's `.ama/config.json` (read once by the composition root).
fn project_hooks(project: &ProjectFile) -> std::result::Result<HookSet, HookError> {
    match project.text() {
        Ok(Some(text)) => HookSet::from_text(text, Origin::Project, &project.path),
        Ok(None) => Ok(HookSet::default()),
        Err(why) => Err(HookError::Config {
            file: project.path.clone(),
            message: why.to_string(),
        }),
    }
}

/// The one warning line about an untrusted project's skipped resources.
pub fn warn_untrusted(cwd: &Path, granted: bool, project: &ProjectFile) {
    static WARNED: std::sync::Once = std::sync::Once::new();
    if let Some(w) = trust::skipped_warning(cwd, granted, project) {
        WARNED.call_once(|| eprintln!("warning: {w}"));
    }
}

/// Discovers the agent's skills and Claude Code commands (user, profile, Claude Code's user
/// directory, the project's only when trusted, and the loaded plugins').
pub fn skills(
    args: &Args,
    cwd: &Path,
    plugins: &[crate::claude::plugins::Plugin],
) -> Vec<crate::skills::Skill> {
    let roots = crate::skills::Roots {
        user: crate::config::paths::config_dir().map(|d| d.join("skills")),
        profile: args
            .profile
            .as_ref()
            .map(|p| p.skill_dirs.clone())
            .unwrap_or_default(),
        claude_user: crate::claude::settings::user_dir(),
        trusted_project: trust::is_trusted(cwd, args.trust_project).then(|| cwd.to_path_buf()),
        plugins: plugins
            .iter()
            .map(|p| (p.name.clone(), p.root.clone()))
            .collect(),
    };
    let (skills, warnings) = crate::skills::discover(&roots);
    static WARNED: std::sync::Once = std::sync::Once::new();
    WARNED.call_once(|| {
        for w in &warnings {
            eprintln!("warning: {w}");
        }
    });
    skills
}
