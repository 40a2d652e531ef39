//! `ama stats [--since …] [--until …] [--by …] [--project DIR | --all] [--top N] [--json]
//! [--no-cache]`: the flags, checked; the figures come from `history::stats`.

use std::ffi::OsString;
use std::path::PathBuf;

use lexopt::prelude::*;

use crate::error::{Error, Result};
use crate::history::range::{Days, parse_day_flag};
use crate::history::stats::{By, StatsOptions, run as stats};
use crate::session::paths;
use crate::util::output::write_stdout;

pub const HELP: &str =
    "ama stats — what past runs cost: requests, turns, tokens, cache, cost, tools

USAGE:
    ama stats [--since DAY] [--until DAY] [--by GROUP] [--project DIR | --all] [--top N]
              [--json] [--no-cache]

FLAGS:
        --since <DAY>          from this local day: today, 7d (the last 7 days), or YYYY-MM-DD
        --until <DAY>          up to this local day (included), in the same forms
        --by <GROUP>           the table's rows: day, week, month, provider, channel,
                               model (default) or project
        --project <DIR>        the sessions of this directory (default: the current one)
        --all                  the sessions of every directory
        --top <N>              how many tools to list (default 5)
        --json                 one JSON object, with `files` (scanned / cached / invalid)
        --no-cache             neither read nor write <data dir>/stats-index.json
        --session-dir <DIR>    the sessions directory (default <data dir>/sessions)
    -h, --help                 show this help
";

fn value(p: &mut lexopt::Parser, flag: &str) -> Result<String> {
    let v = p
        .value()
        .map_err(|e| Error::Usage(format!("{flag}: {e}")))?;
    v.into_string()
        .map_err(|v| Error::Usage(format!("{flag}: value {v:?} is not valid UTF-8")))
}

/// Runs `ama stats …` with the arguments after `stats`.
pub fn run(raw: Vec<OsString>) -> Result<i32> {
    let mut p = lexopt::Parser::from_args(raw);
    let mut days = Days::default();
    let mut by = None;
    let mut project: Option<String> = None;
    let mut all = false;
    let mut top = 5usize;
    let mut json = false;
    let mut no_cache = false;
    let mut session_dir = None;
    while let Some(arg) = p.next().map_err(|e| Error::Usage(e.to_string()))? {
        match arg {
            Long("since") => {
                days.since = Some(parse_day_flag("--since", &value(&mut p, "--since")?)?)
            }
            Long("until") => {
                days.until = Some(parse_day_flag("--until", &value(&mut p, "--until")?)?)
            }
            Long("by") => {
                let v = value(&mut p, "--by")?;
                by = Some(By::parse(&v).ok_or_else(|| Error::NotOneOf {
                    flag: "--by".into(),
                    guess: crate::util::nearest::nearest(&v, By::NAMES.iter().copied()).map(String::from),
                    allowed: By::NAMES.iter().map(|n| n.to_string()).collect(),
                    value: v.clone(),
                })?);
            }
            Long("project") => project = Some(value(&mut p, "--project")?),
            Long("all") => all = true,
            Long("top") => {
                let v = value(&mut p, "--top")?;
                top = v
                    .parse()
                    .map_err(|_| Error::Usage(format!("--top `{v}` is not a whole number")))?;
            }
            Long("json") => json = true,
            Long("no-cache") => no_cache = true,
            Long("session-dir") => session_dir = Some(value(&mut p, "--session-dir")?),
            Short('h') | Long("help") => {
                write_stdout(HELP.as_bytes());
                return Ok(0);
            }
            Value(v) => {
                return Err(Error::Usage(format!(
                    "ama stats: unexpected argument `{}`; see `ama stats --help`",
                    v.to_string_lossy()
                )));
            }
            other => {
                return Err(Error::Usage(crate::cli::suggest::unknown_subcommand_flag(
                    "stats", other,
                )));
            }
        }
    }
    if all && project.is_some() {
        return Err(Error::Usage(
            "ama stats: give --project DIR or --all, not both".into(),
        ));
    }
    if let (Some(s), Some(u)) = (&days.since, &days.until)
        && s > u
    {
        return Err(Error::Usage(format!(
            "ama stats: --since {s} is after --until {u}; nothing can match"
        )));
    }
    let by = by.unwrap_or(By::Model);
    let project = match (project, all || (by == By::Project)) {
        (Some(dir), _) => Some(absolute(&dir)?),
        (None, true) => None,
        (None, false) => Some(
            std::env::current_dir()
                .map_err(|e| Error::io("read the current directory", PathBuf::from("."), e))?,
        ),
    };
    let config = crate::config::user::UserConfig::read();
    let configured = config.settings()?.session_dir.as_deref();
    let o = StatsOptions {
        root: paths::sessions_root(session_dir.as_deref(), configured),
        data_dir: crate::config::paths::data_dir(),
        project,
        days,
        by,
        top,
        json,
        no_cache,
    };
    write_stdout(stats(&o).as_bytes());
    Ok(0)
}

fn absolute(dir: &str) -> Result<PathBuf> {
    let path = PathBuf::from(dir);
    let path = if path.is_absolute() {
        path
    } else {
        std::env::current_dir()
            .map_err(|e| Error::io("read the current directory", PathBuf::from("."), e))?
            .join(path)
    };
    Ok(std::fs::canonicalize(&path).unwrap_or(path))
}
