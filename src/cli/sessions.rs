//! `ama sessions list [--all] [--json]` and `ama sessions show <id> [--json]`: read-only views
//! of the sessions directory (no lock, no repair), worded as sessions.md shows them; the other
//! commands are dispatched from here (`sessions_history`, `sessions_import`).

use std::ffi::OsString;
use std::path::PathBuf;

use lexopt::prelude::*;
use serde_json::{Value, json};

use crate::cli::sessions_history::{self as h, HistoryFlags};
use crate::error::{Error, Result};
use crate::session::paths;

const COMMANDS: [&str; 7] = [
    "list", "show", "search", "export", "prune", "restore", "import",
];
use crate::session::summary::{Summary, UserLine, summarize};
use crate::util::output::{json_line, write_stdout};
use crate::util::time::{iso_utc, local_datetime, parse_iso_utc};

pub const HELP: &str = "ama sessions — list, inspect, search, export and prune saved sessions

USAGE:
    ama sessions list [--all] [--json]     sessions of this directory, newest first
    ama sessions show <ID> [--json]        header, counts and numbered user messages
    ama sessions search <WORDS | /REGEX/FLAGS> [--all] [--role user,assistant,tool] [--since DAY]
                        [--limit N] [--json]
                                           user, assistant and tool text of past sessions
    ama sessions export <ID> [--format md|json|jsonl] [--output FILE] [--branch leaf|all]
                                           one session, with secrets redacted
    ama sessions prune [--older-than 30d] [--keep N] [--dry-run] [--all]
                                           move old sessions to the trash (kept 7 days)
    ama sessions restore <ID>              bring a session back from the trash
    ama sessions import <FILE>             a Claude Code transcript, pi session or Codex rollout
                                           becomes an ama session (the file is only read)

FLAGS:
        --all                  every directory, not only the current one
        --json                 JSON instead of text (list: one object per session; search: per hit)
        --session-dir <DIR>    the sessions directory (default <data dir>/sessions)
        --role <ROLES>         search: user, assistant and/or tool, comma-separated
        --since <DAY>          search: entries from this local day on (today, 7d, YYYY-MM-DD)
        --limit <N>            search: at most N hits (default 20)
        --format <FORMAT>      export: md (default), json or jsonl (reads back into ama)
        --output <FILE>        export: write FILE (mode 0600) instead of stdout
        --branch <WHICH>       export: leaf (the current branch, default) or all
        --older-than <AGE>     prune: sessions unchanged for this many days (default 30d)
        --keep <N>             prune: keep the N newest sessions of each directory
        --dry-run              prune: only report what would be moved or deleted
    -h, --help                 show this help
";

struct Flags {
    command: String,
    id: Option<String>,
    /// The words after the command (search keywords).
    words: Vec<String>,
    all: bool,
    json: bool,
    session_dir: Option<String>,
    history: HistoryFlags,
}

fn parse(raw: Vec<OsString>) -> Result<Option<Flags>> {
    let mut p = lexopt::Parser::from_args(raw);
    let mut words: Vec<String> = Vec::new();
    let mut flags = Flags {
        command: String::new(),
        id: None,
        words: Vec::new(),
        all: false,
        json: false,
        session_dir: None,
        history: HistoryFlags::default(),
    };
    while let Some(arg) = p.next().map_err(|e| Error::Usage(e.to_string()))? {
        match arg {
            Long("all") => flags.all = true,
            Long("json") => flags.json = true,
            Long("session-dir") => {
                let v = p
                    .value()
                    .map_err(|e| Error::Usage(format!("--session-dir: {e}")))?;
                flags.session_dir = Some(v.to_string_lossy().into_owned());
            }
            Long("dry-run") => flags.history.dry_run = true,
            Long(
                name @ ("role" | "since" | "limit" | "format" | "output" | "branch" | "older-than"
                | "keep"),
            ) => {
                let name = name.to_string();
                let v = p
                    .value()
                    .map_err(|e| Error::Usage(format!("--{name}: {e}")))?
                    .to_string_lossy()
                    .into_owned();
                let h = &mut flags.history;
                let slot = match name.as_str() {
                    "role" => &mut h.role,
                    "since" => &mut h.since,
                    "limit" => &mut h.limit,
                    "format" => &mut h.format,
                    "output" => &mut h.output,
                    "branch" => &mut h.branch,
                    "older-than" => &mut h.older_than,
                    _ => &mut h.keep,
                };
                *slot = Some(v);
            }
            Short('h') | Long("help") => return Ok(None),
            Value(v) => words.push(v.to_string_lossy().into_owned()),
            other => {
                return Err(Error::Usage(crate::cli::suggest::unknown_subcommand_flag(
                    "sessions", other,
                )));
            }
        }
    }
    let mut words = words.into_iter();
    flags.command = words.next().unwrap_or_default();
    if flags.command == "search" {
        flags.words = words.collect();
        return Ok(Some(flags));
    }
    flags.id = words.next();
    if let Some(extra) = words.next() {
        return Err(Error::Usage(format!(
            "ama sessions: unexpected argument `{extra}`"
        )));
    }
    Ok(Some(flags))
}

/// Runs `ama sessions …` with the arguments after `sessions`.
pub fn run(raw: Vec<OsString>) -> Result<i32> {
    let Some(flags) = parse(raw)? else {
        write_stdout(HELP.as_bytes());
        return Ok(0);
    };
    let config = crate::config::user::UserConfig::read();
    let settings = config.settings()?;
    let configured = settings.session_dir.as_deref();
    let root = paths::sessions_root(flags.session_dir.as_deref(), configured);
    match (flags.command.as_str(), &flags.id) {
        ("list", None) => list(&root, &flags),
        ("show", Some(id)) => show(&root, id, flags.json),
        ("search", _) => h::search(&root, &flags.words, flags.all, flags.json, &flags.history),
        ("export", Some(id)) => h::export(&root, id, &flags.history, settings),
        ("prune", None) => h::prune_cmd(&root, flags.all, &flags.history),
        ("restore", Some(id)) => h::restore_cmd(&root, id),
        ("import", Some(file)) => crate::cli::sessions_import::run(&root, file),
        ("import", None) => Err(Error::Usage(
            "ama sessions import: give the file to import (a Claude Code transcript, a pi session or a Codex rollout)".into(),
        )),
        ("export" | "restore", None) => Err(Error::Usage(format!(
            "ama sessions {}: give a session id (4 or more hex digits)",
            flags.command
        ))),
        ("prune", Some(extra)) => Err(Error::Usage(format!(
            "ama sessions prune: unexpected argument `{extra}`"
        ))),
        ("show", None) => Err(Error::Usage(
            "ama sessions show: give a session id (4 or more hex digits) or a file path".into(),
        )),
        ("list", Some(extra)) => Err(Error::Usage(format!(
            "ama sessions list: unexpected argument `{extra}`"
        ))),
        ("", _) => Err(Error::Usage(
            "ama sessions: give a command: list, show, search, export, prune, restore or import".into(),
        )),
        (other, _) => {
            let hint = crate::cli::suggest::nearest(other, COMMANDS)
                .map(|g| format!("did you mean `ama sessions {g}`? "))
                .unwrap_or_default();
            Err(Error::Usage(format!(
                "ama sessions: unknown command `{other}`; {hint}use one of {}",
                COMMANDS.join(", ")
            )))
        }
    }
}

/// One line of terminal text: control characters dropped, newlines as spaces, at most `max`
/// characters.
fn one_line(text: &str, max: usize) -> String {
    let flat: String = text
        .chars()
        .map(|c| if c == '\n' || c == '\t' { ' ' } else { c })
        .filter(|c| !c.is_control())
        .collect();
    let flat = flat.trim();
    match flat.char_indices().nth(max) {
        Some((i, _)) => format!("{}…", &flat[..i]),
        None => flat.to_string(),
    }
}

fn local(iso: &str) -> String {
    parse_iso_utc(iso).map_or_else(|| iso.to_string(), local_datetime)
}

fn modified_ms(s: &Summary) -> u64 {
    s.modified
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as u64)
}

fn list(root: &std::path::Path, flags: &Flags) -> Result<i32> {
    let cwd = std::env::current_dir()
        .map_err(|e| Error::io("read the current directory", PathBuf::from("."), e))?;
    let found = paths::list(root, (!flags.all).then_some(cwd.as_path()));
    let mut out = String::new();
    // A `task` sub-agent's session belongs to its parent (`sessions show` still opens it).
    let found: Vec<_> = found
        .into_iter()
        .filter(|f| !crate::session::task_child::is_task_child(&f.path))
        .collect();
    for f in &found {
        let s = match summarize(&f.path, false) {
            Ok(s) => s,
            Err(e) => {
                eprintln!("warning: skipping a session: {e}");
                continue;
            }
        };
        let messages = s.counts.user + s.counts.assistant;
        if flags.json {
            out.push_str(&json_line(&json!({
                "id": s.header.id,
                "path": s.path,
                "cwd": s.header.cwd,
                "timestamp": s.header.timestamp,
                "modified": iso_utc(modified_ms(&s)),
                "name": s.name,
                "messageCount": messages,
                "userMessages": s.counts.user,
                "firstUserMessage": s.first_user_text(),
                "parentSession": s.header.parent_session,
            })));
        } else {
            let time = local_datetime(modified_ms(&s));
            out.push_str(&format!(
                "{}  {}  {}  {}  {}  {}\n",
                short_id(&s.header.id),
                time.get(..16).unwrap_or(&time),
                one_line(&s.header.cwd, 60),
                s.name.as_deref().map_or("-".into(), |n| one_line(n, 40)),
                crate::cli::doctor::plural(messages, "message"),
                s.first_user_text()
                    .map_or(String::new(), |t| one_line(t, 60)),
            ));
        }
    }
    if found.is_empty() && !flags.json {
        let scope = if flags.all {
            format!("under `{}`", root.display())
        } else {
            format!("for `{}` (use --all for every directory)", cwd.display())
        };
        eprintln!("no sessions {scope}");
    }
    write_stdout(out.as_bytes());
    Ok(0)
}

fn short_id(id: &str) -> &str {
    id.get(..8).unwrap_or(id)
}

fn user_line(u: &UserLine) -> String {
    let mut text = String::new();
    if let Some(origin) = &u.origin {
        text.push_str(&format!("[{origin}] "));
    }
    text.push_str(&one_line(&u.text, 100));
    if u.images > 0 {
        text.push_str(&format!(
            " [{}]",
            crate::cli::doctor::plural(u.images, "image")
        ));
    }
    format!(
        "  {:<5}{}  {}\n",
        format!("#{}", u.n),
        local(&u.timestamp),
        text
    )
}

fn show(root: &std::path::Path, id: &str, as_json: bool) -> Result<i32> {
    let path = paths::resolve(root, id)?;
    let s = summarize(&path, true)?;
    if as_json {
        return show_json(&s);
    }
    let c = &s.counts;
    let mut out = String::new();
    out.push_str(&format!("session   {}\n", s.header.id));
    out.push_str(&format!("file      {}\n", s.path.display()));
    out.push_str(&format!("cwd       {}\n", one_line(&s.header.cwd, 200)));
    out.push_str(&format!("started   {}\n", local(&s.header.timestamp)));
    if let Some(name) = &s.name {
        out.push_str(&format!("name      {}\n", one_line(name, 200)));
    }
    if let Some(parent) = &s.header.parent_session {
        out.push_str(&format!("parent    {}\n", one_line(parent, 200)));
    }
    out.push_str(&format!(
        "entries   {} (user {} · assistant {} · tool results {} · compactions {} · branches {})\n",
        c.entries, c.user, c.assistant, c.tool_results, c.compactions, c.branches
    ));
    if s.partial_tail {
        out.push_str(
            "          (the last line is partial: it is being written, or its writer crashed)\n",
        );
    }
    out.push_str(&format!(
        "\nuser messages (ask one again: ama --from {}#<n>):\n",
        short_id(&s.header.id)
    ));
    // The messages are read and written a batch at a time: a long session's list is never
    // held whole (issue #30).
    s.each_user(|u| {
        out.push_str(&user_line(&u));
        if out.len() >= 1 << 16 {
            write_stdout(std::mem::take(&mut out).as_bytes());
        }
        Ok(())
    })?;
    write_stdout(out.as_bytes());
    Ok(0)
}

/// `show --json`: the summary object, its `userMessages` written a batch at a time.
fn show_json(s: &Summary) -> Result<i32> {
    let mut v = serde_json::to_value(s).unwrap_or_default();
    v["modified"] = Value::String(iso_utc(modified_ms(s)));
    v["userMessages"] = Value::String(HOLE.into());
    let whole = json_line(&v);
    // The key is part of the needle: no string value can hold an unescaped quote.
    let hole = format!("\"userMessages\":\"{HOLE}\"");
    let (before, after) = whole.split_once(&hole).unwrap_or((whole.as_str(), ""));
    let mut out = String::from(before);
    out.push_str("\"userMessages\":[");
    let mut first = true;
    s.each_user(|u| {
        if !std::mem::take(&mut first) {
            out.push(',');
        }
        out.push_str(json_line(&u).trim_end_matches('\n'));
        if out.len() >= 1 << 16 {
            write_stdout(std::mem::take(&mut out).as_bytes());
        }
        Ok(())
    })?;
    out.push(']');
    out.push_str(after);
    write_stdout(out.as_bytes());
    Ok(0)
}

/// Stands in for the user messages in `show_json`'s object until they are written.
const HOLE: &str = "ama-user-messages";

#[cfg(test)]
mod tests {
    use super::{one_line, user_line};
    use crate::session::summary::UserLine;

    #[test]
    fn lines_are_flat_and_safe() {
        assert_eq!(one_line("a\nb\x1b[31mc", 10), "a b[31mc");
        assert_eq!(one_line("abcdef", 3), "abc…");
        let u = UserLine {
            n: 1,
            entry_id: "e".into(),
            timestamp: "bad".into(),
            text: "修复 parser".into(),
            origin: Some("steer".into()),
            images: 2,
        };
        assert_eq!(
            user_line(&u),
            "  #1   bad  [steer] 修复 parser [2 images]\n"
        );
    }
}
