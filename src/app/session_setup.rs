//! Which session a run writes to, from the flags: a new one (default), `--no-session` (memory
//! only), `--resume [id]`, `--continue`, `--session <path|id>`, or `--fork <id>[#n]` (a copy of
//! a branch in a new file). Opened sessions come with the projected context of their branch.

use std::path::{Path, PathBuf};

use crate::app::options::Args;
use crate::error::{Error, Result};
use crate::session::older::Bound;
use crate::session::summary::summarize;
use crate::session::tree::{ForkPoint, fork_file};
use crate::session::{Context, Store, paths};

/// The session a run starts with.
pub struct Opened {
    pub store: Store,
    /// The branch's projected context, for a resumed or forked session.
    pub context: Option<Context>,
    /// `session_start`'s reason: `startup`, `resume` or `fork`.
    pub reason: &'static str,
}

/// The sessions directory: `--session-dir`, then the config's `sessionDir`, then the data dir.
pub fn sessions_root(args: &Args, configured: Option<&str>) -> PathBuf {
    paths::sessions_root(args.session_dir.as_deref(), configured)
}

/// Opens the run's session; a resumed branch is parsed only as far as `bound` allows.
pub fn open(args: &Args, root: &Path, cwd: &Path, bound: Bound) -> Result<Opened> {
    let chosen = [
        (args.no_session, "--no-session"),
        (args.resume.is_some(), "--resume"),
        (args.continue_session, "--continue"),
        (args.session.is_some(), "--session"),
        (args.fork.is_some(), "--fork"),
    ];
    let given: Vec<&str> = chosen.iter().filter(|c| c.0).map(|c| c.1).collect();
    if given.len() > 1 {
        return Err(Error::Conflict { flags: given });
    }
    if args.no_session {
        return Ok(Opened {
            store: Store::in_memory(cwd),
            context: None,
            reason: "startup",
        });
    }
    if let Some(spec) = &args.fork {
        ensure_dir(root, cwd)?;
        let (source, point) = fork_source(root, spec)?;
        let path = fork_file(&source, &point, root, cwd)?;
        return resumed(&path, "fork", bound);
    }
    let path = match (&args.resume, &args.session) {
        (Some(Some(id)), _) | (_, Some(id)) => Some(paths::resolve(root, id)?),
        (Some(None), _) => Some(latest(root, cwd, "--resume")?),
        _ if args.continue_session => Some(latest(root, cwd, "--continue")?),
        _ => None,
    };
    match path {
        Some(path) => resumed(&path, "resume", bound),
        None => {
            ensure_dir(root, cwd)?;
            Ok(Opened {
                store: Store::create(root, cwd, None),
                context: None,
                reason: "startup",
            })
        }
    }
}

/// Creates this directory's sessions folder before the run starts, so a sessions directory that
/// cannot be created is a session error (exit 5) up front, not a failed write mid-run.
fn ensure_dir(root: &Path, cwd: &Path) -> Result<()> {
    let dir = root.join(paths::encode_cwd(cwd));
    std::fs::create_dir_all(&dir).map_err(|e| {
        Error::Session(format!(
            "cannot create the sessions directory `{}`: {e}\nPoint --session-dir (or \"sessionDir\" in the config) at a writable directory, or run with --no-session.",
            dir.display()
        ))
    })
}

fn resumed(path: &Path, reason: &'static str, bound: Bound) -> Result<Opened> {
    let mut store = Store::open_within(path, bound)?;
    let context = store.context()?;
    Ok(Opened {
        store,
        context: Some(context),
        reason,
    })
}

fn latest(root: &Path, cwd: &Path, flag: &str) -> Result<PathBuf> {
    paths::latest(root, cwd).ok_or_else(|| {
        Error::Session(format!(
            "{flag}: no session to continue for `{}` under `{}`; start one without {flag}",
            cwd.display(),
            root.display()
        ))
    })
}

/// `<id>[#n]`: the session, and where its fork ends — the whole current branch, or just before
/// user message `n` (numbered in file order as `ama sessions show` lists them), so that message
/// can be asked again.
fn fork_source(root: &Path, spec: &str) -> Result<(PathBuf, ForkPoint)> {
    let (id, number) = match spec.split_once('#') {
        Some((id, n)) => (id, Some(n)),
        None => (spec, None),
    };
    let path = paths::resolve(root, id)?;
    let Some(n) = number else {
        return Ok((path, ForkPoint::Leaf));
    };
    let bad_number = |count| Error::BadMessageNumber {
        flag: "--fork",
        spec: spec.to_string(),
        number: n.to_string(),
        session: id.to_string(),
        count,
    };
    let n: usize = n
        .parse()
        .ok()
        .filter(|n| *n > 0)
        .ok_or_else(|| bad_number(None))?;
    let summary = summarize(&path, true)?;
    let message = summary
        .user_message(n)?
        .ok_or_else(|| bad_number(Some(summary.user_ranges.len())))?;
    Ok((path, ForkPoint::Before(message.entry_id.clone())))
}
