//! `ama sessions search | export | prune | restore`: their flags checked, the work done by
//! `history::`.

use std::path::{Path, PathBuf};

use crate::error::{Error, Result};
use crate::config::settings::Settings;
use crate::history::export::{ExportOptions, Format, keys_of, render, write_private};
use crate::history::prune::{PruneOptions, prune, restore};
use crate::history::range::parse_day_flag;
use crate::history::search::{Roles, SearchOptions, run_noting as search_run};
use crate::session::paths;
use crate::util::output::write_stdout;

/// The flags the history commands take (besides `--all`, `--json` and `--session-dir`).
#[derive(Default)]
pub(super) struct HistoryFlags {
    pub role: Option<String>,
    pub since: Option<String>,
    pub limit: Option<String>,
    pub format: Option<String>,
    pub output: Option<String>,
    pub branch: Option<String>,
    pub older_than: Option<String>,
    pub keep: Option<String>,
    pub dry_run: bool,
}

fn cwd() -> Result<PathBuf> {
    std::env::current_dir()
        .map_err(|e| Error::io("read the current directory", PathBuf::from("."), e))
}

fn whole(flag: &str, v: &str) -> Result<usize> {
    v.parse().map_err(|_| Error::NotANumber {
        flag: flag.to_string(),
        value: v.to_string(),
        want: "a whole number",
    })
}

fn not_one_of(flag: &str, v: &str, allowed: &[&str]) -> Error {
    Error::NotOneOf {
        flag: flag.to_string(),
        value: v.to_string(),
        allowed: allowed.iter().map(|a| a.to_string()).collect(),
        guess: None,
    }
}

pub(super) fn search(
    root: &Path,
    words: &[String],
    all: bool,
    json: bool,
    f: &HistoryFlags,
) -> Result<i32> {
    use std::io::IsTerminal;
    let query = words.join(" ");
    if query.is_empty() {
        return Err(Error::Usage(
            "ama sessions search: give a keyword, or a /regex/flags".into(),
        ));
    }
    let o = SearchOptions {
        root: root.to_path_buf(),
        cwd: if all { None } else { Some(cwd()?) },
        query,
        roles: match &f.role {
            Some(r) => Roles::parse(r)?,
            None => Roles::ALL,
        },
        since: f
            .since
            .as_deref()
            .map(|s| parse_day_flag("--since", s))
            .transpose()?,
        limit: f.limit.as_deref().map_or(Ok(20), |l| whole("--limit", l))?,
        json,
        color: std::io::stdout().is_terminal() && std::env::var_os("NO_COLOR").is_none(),
    };
    let mut skipped = Vec::new();
    let out = search_run(&o, &mut skipped)?;
    for why in skipped {
        eprintln!("warning: skipping a session: {why}");
    }
    if out.is_empty() && !json {
        eprintln!(
            "no match for `{}` {}",
            o.query,
            if all {
                "in any session".to_string()
            } else {
                "in this directory's sessions (use --all for every directory)".to_string()
            }
        );
    }
    write_stdout(out.as_bytes());
    Ok(0)
}

pub(super) fn export(root: &Path, id: &str, f: &HistoryFlags, settings: &Settings) -> Result<i32> {
    let format = match f.format.as_deref().unwrap_or("md") {
        "md" => Format::Md,
        "json" => Format::Json,
        "jsonl" => Format::Jsonl,
        other => {
            return Err(not_one_of("--format", other, &["md", "json", "jsonl"]));
        }
    };
    let all_branches = match f.branch.as_deref().unwrap_or("leaf") {
        "leaf" => false,
        "all" => true,
        other => {
            return Err(not_one_of("--branch", other, &["leaf", "all"]));
        }
    };
    let o = ExportOptions {
        path: paths::resolve(root, id)?,
        format,
        all_branches,
        keys: keys_of(settings),
    };
    let text = render(&o)?;
    match &f.output {
        Some(out) => {
            write_private(Path::new(out), text.as_bytes())?;
            eprintln!("wrote {} ({} bytes, mode 0600)", out, text.len());
        }
        None => write_stdout(text.as_bytes()),
    }
    Ok(0)
}

/// `30d`, `30` (days) or `12h` rounds down to whole days, at least 0.
fn days(v: &str) -> Result<u64> {
    let bad = || {
        Error::Usage(format!(
            "--older-than `{v}` is not an age: give days such as `30d`"
        ))
    };
    let n = v.strip_suffix('d').unwrap_or(v);
    n.parse::<u64>().map_err(|_| bad())
}

pub(super) fn prune_cmd(root: &Path, all: bool, f: &HistoryFlags) -> Result<i32> {
    let o = PruneOptions {
        root: root.to_path_buf(),
        data_dir: crate::config::paths::data_dir(),
        cwd: if all { None } else { Some(cwd()?) },
        older_than_days: f.older_than.as_deref().map_or(Ok(30), days)?,
        keep: f.keep.as_deref().map_or(Ok(0), |k| whole("--keep", k))?,
        dry_run: f.dry_run,
    };
    write_stdout(prune(&o)?.as_bytes());
    Ok(0)
}

pub(super) fn restore_cmd(root: &Path, id: &str) -> Result<i32> {
    write_stdout(restore(root, id)?.as_bytes());
    Ok(0)
}
