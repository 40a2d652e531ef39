//! The run's config files, each read once: the user's `config.json` (read by the command line
//! right after the flags, held in `Args::user_config`, and the one place that warns about keys
//! no feature reads) and a project's `.ama/config.json` (read by the composition root, or by a
//! front end's trust question just before it, held in `Args::project_config`).

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

/// The model registry over the run's user config (exit 3 on a broken config).
pub fn registry(args: &Args) -> Result<Registry> {
    let config = user_config(args);
    Ok(Registry::new(config.settings()?.clone(), args.api_key.clone()))
}

/// The project's `.ama/config.json`: the one the front end read already, else read now.
pub(crate) fn project_config(args: &Args, cwd: &Path) -> ProjectFile {
    match &args.project_config {
        Some(p) if p.path == crate::config::paths::project_config_file(cwd) => p.clone(),
        _ => ProjectFile::read(cwd),
    }
}
