//! `ama sessions search`: user text, assistant text and tool calls (`name args-json`), and tool
//! results of the sessions in scope, newest session first. A keyword is matched without regard
//! to case; `/…/flags` is a regular expression. When the keyword has no quotes and no
//! backslashes (which JSON escapes would hide), a file read whole is tested once (a file without
//! the keyword is skipped), then each raw line is tested and only lines that can match are
//! parsed. Every line's role is still read from its raw bytes, so user messages keep the numbers
//! `sessions show` and `--from` use.

use std::path::{Path, PathBuf};

use regex::{Regex, RegexBuilder};
use serde_json::{Value, json};

use crate::error::{Error, Result};
use crate::history::fastjson;
use crate::history::lines::{Next, Source};
use crate::history::one_line;
use crate::history::range::local_day;
use crate::util::time::{local_datetime, parse_iso_utc};

/// What `--role` lets through.
#[derive(Clone, Copy, Debug)]
pub struct Roles {
    pub user: bool,
    pub assistant: bool,
    pub tool: bool,
}

impl Roles {
    pub const ALL: Roles = Roles {
        user: true,
        assistant: true,
        tool: true,
    };

    /// `user,assistant,tool` (any of them, comma-separated).
    pub fn parse(s: &str) -> Result<Roles> {
        let mut r = Roles {
            user: false,
            assistant: false,
            tool: false,
        };
        for part in s.split(',').map(str::trim).filter(|p| !p.is_empty()) {
            match part {
                "user" => r.user = true,
                "assistant" => r.assistant = true,
                "tool" => r.tool = true,
                other => {
                    return Err(Error::Usage(format!(
                        "--role `{other}` is not a role: give user, assistant or tool (comma-separated)"
                    )));
                }
            }
        }
        Ok(r)
    }
}

pub struct SearchOptions {
    pub root: PathBuf,
    /// `None`: every directory.
    pub cwd: Option<PathBuf>,
    pub query: String,
    pub roles: Roles,
    pub since: Option<String>,
    pub limit: usize,
    pub json: bool,
    pub color: bool,
}

/// The compiled query: the matcher over decoded text, and the raw-line pre-filter if any.
pub(crate) struct Query {
    pub matcher: Regex,
    prefilter: Option<regex::bytes::Regex>,
}

/// `/pattern/flags` (JavaScript style: `i`, `m`, `s` apply; `g`, `u`, `y` are accepted) or a
/// literal keyword.
pub(crate) fn compile(query: &str) -> Result<Query> {
    if query.is_empty() {
        return Err(Error::Usage(
            "ama sessions search: give a keyword or a /regex/".into(),
        ));
    }
    if let Some(rest) = query.strip_prefix('/')
        && let Some(end) = rest.rfind('/')
    {
        let (pattern, flags) = (&rest[..end], &rest[end + 1..]);
        let mut b = RegexBuilder::new(pattern);
        for f in flags.chars() {
            match f {
                'i' => {
                    b.case_insensitive(true);
                }
                'm' => {
                    b.multi_line(true);
                }
                's' => {
                    b.dot_matches_new_line(true);
                }
                'g' | 'u' | 'y' | 'd' => {}
                other => {
                    return Err(Error::Usage(format!(
                        "`{query}`: `{other}` is not a regex flag; use i, m or s"
                    )));
                }
            }
        }
        let matcher = b.build().map_err(|e| {
            Error::Usage(format!("`{query}` is not a valid regular expression: {e}"))
        })?;
        return Ok(Query {
            matcher,
            prefilter: None,
        });
    }
    let literal = regex::escape(query);
    let matcher = RegexBuilder::new(&literal)
        .case_insensitive(true)
        .build()
        .map_err(|e| Error::Usage(format!("`{query}`: {e}")))?;
    let prefilter = if query.contains(['"', '\\']) || query.chars().any(char::is_control) {
        None
    } else {
        regex::bytes::RegexBuilder::new(&literal)
            .case_insensitive(true)
            .build()
            .ok()
    };
    Ok(Query { matcher, prefilter })
}

/// One hit.
struct Hit {
    reference: String,
    session_id: String,
    file: PathBuf,
    entry_id: String,
    timestamp: String,
    cwd: String,
    role: &'static str,
    text: String,
    start: usize,
    end: usize,
}

/// The searchable text of one entry line: (role, text).
fn searchable(v: &Value) -> Option<(&'static str, String)> {
    let m = v.get("message")?;
    let blocks_text = |content: &Value, with_calls: bool| -> String {
        match content {
            Value::String(s) => s.clone(),
            Value::Array(blocks) => {
                let mut parts: Vec<String> = Vec::new();
                for b in blocks {
                    match b.get("type").and_then(Value::as_str) {
                        Some("text") => {
                            parts.push(b.get("text").and_then(Value::as_str).unwrap_or("").into())
                        }
                        Some("toolCall") if with_calls => parts.push(format!(
                            "{} {}",
                            b.get("name").and_then(Value::as_str).unwrap_or(""),
                            b.get("arguments").map(Value::to_string).unwrap_or_default()
                        )),
                        _ => {}
                    }
                }
                parts.join("\n")
            }
            _ => String::new(),
        }
    };
    let content = m.get("content").unwrap_or(&Value::Null);
    match m.get("role").and_then(Value::as_str)? {
        "user" => Some(("user", blocks_text(content, false))),
        "assistant" => Some(("assistant", blocks_text(content, true))),
        "toolResult" => Some(("tool", blocks_text(content, false))),
        _ => None,
    }
}

fn search_file(
    path: &Path,
    (q, o): (&Query, &SearchOptions),
    buf: &mut Vec<u8>,
    out: &mut Vec<Hit>,
    skipped: &mut Vec<String>,
) {
    let Some(mut reader) = Source::open(path, buf) else {
        return;
    };
    // A file read whole that nowhere holds the keyword has no hit: one search of its bytes.
    if let (Some(pre), Some(all)) = (&q.prefilter, reader.whole())
        && !pre.is_match(all)
    {
        return;
    }
    let (session_id, cwd) = match reader.next_line() {
        Next::Line(line) => match serde_json::from_slice::<Value>(line) {
            // Another agent's session file (pi's has a `session` header too): named, skipped.
            Ok(h) if let Some(source) = crate::session::import::classify(&h) => {
                skipped.push(crate::session::import::foreign_message(path, source));
                return;
            }
            Ok(h) if h["type"] == "session" => (
                h["id"].as_str().unwrap_or("").to_string(),
                h["cwd"].as_str().unwrap_or("").to_string(),
            ),
            _ => return,
        },
        _ => return,
    };
    let short: String = session_id.chars().take(8).collect();
    let mut k = 0usize;
    let mut user_n = 0usize;
    while out.len() < o.limit {
        let line = match reader.next_line() {
            Next::Line(line) => line,
            Next::TooLong => continue,
            Next::End => break,
        };
        let Ok(head) = fastjson::head(line) else {
            continue;
        };
        if matches!(head.kind.as_ref(), "leaf" | "session") {
            continue;
        }
        k += 1;
        if head.kind != "message" {
            continue;
        }
        let role = head.role.as_deref();
        // The role read from the first bytes; `None` (a foreign key order) needs the parse.
        let is_user = role == Some("user");
        if is_user {
            user_n += 1;
        }
        let wanted = match role {
            Some("user") => o.roles.user,
            Some("assistant") => o.roles.assistant,
            Some("toolResult") => o.roles.tool,
            Some(_) => false,
            None => true,
        };
        if !wanted {
            continue;
        }
        if let Some(pre) = &q.prefilter
            && !pre.is_match(line)
        {
            continue;
        }
        let Ok(v) = serde_json::from_slice::<Value>(line) else {
            continue;
        };
        let Some((role_name, text)) = searchable(&v) else {
            continue;
        };
        if role.is_none() && role_name == "user" {
            user_n += 1;
        }
        let allowed = match role_name {
            "user" => o.roles.user,
            "assistant" => o.roles.assistant,
            _ => o.roles.tool,
        };
        let timestamp = v["timestamp"].as_str().unwrap_or("").to_string();
        let ms = parse_iso_utc(&timestamp).unwrap_or(0);
        if !allowed
            || o.since
                .as_deref()
                .is_some_and(|s| local_day(ms).as_str() < s)
        {
            continue;
        }
        let Some(m) = q.matcher.find(&text) else {
            continue;
        };
        let reference = if role_name == "user" {
            format!("{short}#{user_n}")
        } else {
            format!("{short}@{k}")
        };
        out.push(Hit {
            reference,
            session_id: session_id.clone(),
            file: path.to_path_buf(),
            entry_id: v["id"].as_str().unwrap_or("").to_string(),
            timestamp,
            cwd: cwd.clone(),
            role: role_name,
            start: m.start(),
            end: m.end(),
            text,
        });
    }
}

/// Control characters dropped, line breaks and tabs as spaces, nothing trimmed.
fn flat(s: &str) -> String {
    s.chars()
        .map(|c| {
            if matches!(c, '\n' | '\t' | '\r') {
                ' '
            } else {
                c
            }
        })
        .filter(|c| !c.is_control())
        .collect()
}

/// A one-line snippet around the match, with the match marked when `color` is on.
fn snippet(h: &Hit, color: bool) -> String {
    const BEFORE: usize = 40;
    const WIDTH: usize = 120;
    let head = &h.text[..h.start];
    let n = head.chars().count();
    let pre: String = flat(head).chars().skip(n.saturating_sub(BEFORE)).collect();
    let pre = pre.trim_start();
    let lead = if n > BEFORE { "…" } else { "" };
    let mid: String = flat(&h.text[h.start..h.end]).chars().take(WIDTH).collect();
    let room = WIDTH
        .saturating_sub(pre.chars().count() + mid.chars().count())
        .max(10);
    let after = flat(&h.text[h.end..]);
    let mut post: String = after.chars().take(room).collect();
    if after.chars().count() > room {
        post.push('…');
    }
    let post = post.trim_end();
    if color {
        format!("{lead}{pre}\x1b[1;31m{mid}\x1b[0m{post}")
    } else {
        format!("{lead}{pre}{mid}{post}")
    }
}

/// Runs a search and returns what it prints, with a message in `skipped` for each file in
/// scope that is another agent's session (Claude Code, pi, Codex): what it is and how to
/// import it.
pub fn run_noting(o: &SearchOptions, skipped: &mut Vec<String>) -> Result<String> {
    let q = compile(&o.query)?;
    let files = crate::session::paths::list(&o.root, o.cwd.as_deref());
    let mut hits: Vec<Hit> = Vec::new();
    let mut buf: Vec<u8> = Vec::new();
    for f in &files {
        if hits.len() >= o.limit {
            break;
        }
        if let Some(since) = &o.since {
            let ms = f
                .modified
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(0, |d| d.as_millis() as u64);
            if local_day(ms).as_str() < since.as_str() {
                continue;
            }
        }
        search_file(&f.path, (&q, o), &mut buf, &mut hits, skipped);
    }
    let mut out = String::new();
    for h in &hits {
        if o.json {
            out.push_str(&crate::util::output::json_line(&json!({
                "ref": h.reference,
                "sessionId": h.session_id,
                "file": h.file,
                "entryId": h.entry_id,
                "timestamp": h.timestamp,
                "cwd": h.cwd,
                "role": h.role,
                "snippet": snippet(h, false),
            })));
        } else {
            let time = parse_iso_utc(&h.timestamp).map_or(String::new(), |ms| {
                let mut t = local_datetime(ms);
                t.truncate(16);
                t
            });
            out.push_str(&format!(
                "{:<12}  {time:<16}  {}  {:<9}  {}\n",
                h.reference,
                one_line(&h.cwd, 60),
                h.role,
                snippet(h, o.color)
            ));
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::compile;

    #[test]
    fn queries() {
        let q = compile("Parser").unwrap_or_else(|e| panic!("{e}"));
        assert!(q.matcher.is_match("the PARSER crashed"));
        assert!(q.prefilter.is_some());
        let q = compile("say \"hi\"").unwrap_or_else(|e| panic!("{e}"));
        assert!(q.prefilter.is_none(), "quotes are escaped in the raw line");
        let q = compile("/todo|fixme/i").unwrap_or_else(|e| panic!("{e}"));
        assert!(q.matcher.is_match("a FIXME here") && q.prefilter.is_none());
        let q = compile("/a.b/").unwrap_or_else(|e| panic!("{e}"));
        assert!(!q.matcher.is_match("A-B"));
        assert!(compile("/x/q").is_err());
        assert!(compile("/(/").is_err());
        assert!(compile("").is_err());
    }
}
