//! The run's config files, each read once: the user's `config.json` (read by the command line
//! right after the flags, held in `Args::user_config`, and the one place that warns about keys
//! no feature reads) and a project's `.ama/config.json` (read by the composition root, or by a
//! front end's trust question just before it, held in `Args::project_config`), and `auth.json`
//! (read by the first registry built, held in `Args::auth_keys`).

use std::path::Path;

use crate::app::options::Args;
use crate::config::models::Registry;
use crate::config::project::ProjectFile;
use crate::config::user::UserConfig;
use crate::error::Result;

/// Reads the run's user config into `args` unless it is there already (the command line calls
/// this once, right after the flags are parsed, so every later step shares one read).
pub fn read_user_config(args: &mut Args) {
    if args.user_config.is_none() {
        args.user_config = Some(user_config(args));
    }
}

/// The run's user config: the one `args` holds, else read now. Reading it is the one place
/// that warns about keys no feature reads.
pub fn user_config(args: &Args) -> UserConfig {
    if let Some(config) = &args.user_config {
        return config.clone();
    }
    let config = UserConfig::read();
    for w in config.warnings() {
        eprintln!("warning: {w}");
    }
    config
}

/// The model registry over the run's user config, with the keys of the profile's `authFile`
/// (exit 3 on a broken config or auth file).
pub fn registry(args: &Args) -> Result<Registry> {
    let config = user_config(args);
    let registry = Registry::with_keys(
        config.settings()?.clone(),
        args.api_key.clone(),
        &args.auth_keys,
    );
    match args.profile.as_ref().and_then(|p| p.auth_file.as_ref()) {
        Some(auth) => registry.with_auth_file(auth),
        None => Ok(registry),
    }
}

/// The project's `.ama/config.json`: the one the front end read already, else read now.
pub(crate) fn project_config(args: &Args, cwd: &Path) -> ProjectFile {
    match &args.project_config {
        Some(p) if p.path == crate::config::paths::project_config_file(cwd) => p.clone(),
        _ => ProjectFile::read(cwd),
    }
}

/// Fills the limits no flag set from the user config's `limits.*` (the flags win); a wrong
/// value there is a config error naming the file (exit 3).
pub fn apply_limits(args: &mut Args) -> Result<()> {
    let config = user_config(args);
    // A broken file is reported where the settings are needed (exit 3 there too).
    let Ok(settings) = config.settings() else {
        return Ok(());
    };
    let limits = settings.limits.get(&settings.file())?;
    args.max_turns = args.max_turns.or(limits.max_turns);
    args.max_budget_usd = args.max_budget_usd.or(limits.max_budget_usd);
    args.timeout = args.timeout.or(limits.timeout);
    args.idle_timeout = args.idle_timeout.or(limits.idle_timeout);
    Ok(())
}
