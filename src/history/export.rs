//! `ama sessions export`: one session as Markdown to read, a JSON object, or JSONL that ama
//! reads back (the header and the chosen entries, no `leaf` line). The branch is the current one
//! (root to leaf, as `/tree` shows it) or every entry. Everything is redacted first
//! (`redact`), and `--output` is written atomically with mode 0600.

use std::fs::File;
use std::io::Write;
use std::os::unix::fs::OpenOptionsExt;
use std::path::{Path, PathBuf};

use serde_json::{Value, json};

use crate::error::{Error, Result};
use crate::history::redact::{redact_text, redact_value};
use crate::session::index::Index;
use crate::session::load::read_line;
use crate::session::store::corrupt;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    Md,
    Json,
    Jsonl,
}

pub struct ExportOptions {
    pub path: PathBuf,
    pub format: Format,
    pub all_branches: bool,
    /// Keys of the configured providers: never written in any format.
    pub keys: Vec<String>,
}

/// The keys of every configured provider (environment, auth.json, the user config as it is
/// now).
pub fn configured_keys() -> Vec<String> {
    match crate::config::user::UserConfig::read().settings() {
        Ok(settings) => keys_of(settings),
        Err(_) => Vec::new(),
    }
}

/// The keys of every provider `settings` configure (environment, auth.json, config).
pub fn keys_of(settings: &crate::config::settings::Settings) -> Vec<String> {
    let registry = crate::config::models::Registry::new(settings.clone(), None);
    registry
        .provider_names()
        .iter()
        .filter_map(|p| registry.key(p).0)
        .filter(|k| !k.is_empty())
        .collect()
}

/// The header and the chosen entries, parsed and redacted, with the leaf id.
fn load(o: &ExportOptions) -> Result<(Value, Vec<Value>, Option<String>)> {
    let file = File::open(&o.path).map_err(|e| Error::io("open the session file", &o.path, e))?;
    let index: Index =
        crate::session::scan::scan(std::io::BufReader::with_capacity(1 << 16, &file), |_, _| {
            Ok(())
        })
        .map_err(corrupt(&o.path))?;
    let header = index
        .header
        .as_ref()
        .map(|h| serde_json::to_value(h).unwrap_or_default())
        .unwrap_or_default();
    let nodes: Vec<u32> = if o.all_branches {
        (0..index.len() as u32).collect()
    } else {
        index.path(index.leaf)
    };
    let leaf = index.leaf.map(|i| index.id(i));
    let mut entries = Vec::with_capacity(nodes.len());
    for i in nodes {
        let line = read_line(&file, &index.node(i)).map_err(corrupt(&o.path))?;
        let mut v: Value = serde_json::from_slice(&line).map_err(|e| Error::SessionCorrupt {
            path: o.path.clone(),
            line: 0,
            message: e.to_string(),
        })?;
        redact_value(&mut v, &o.keys);
        entries.push(v);
    }
    let mut header = header;
    redact_value(&mut header, &o.keys);
    Ok((header, entries, leaf))
}

fn text_of(content: &Value) -> (String, usize) {
    match content {
        Value::String(s) => (s.clone(), 0),
        Value::Array(blocks) => {
            let mut text = String::new();
            let mut images = 0;
            for b in blocks {
                match b["type"].as_str() {
                    Some("text") => {
                        if !text.is_empty() {
                            text.push('\n');
                        }
                        text.push_str(b["text"].as_str().unwrap_or(""));
                    }
                    Some("image") => images += 1,
                    _ => {}
                }
            }
            (text, images)
        }
        _ => (String::new(), 0),
    }
}

fn cut(s: &str, max: usize) -> String {
    match s.char_indices().nth(max) {
        Some((i, _)) => format!("{}… [{} more characters]", &s[..i], s.chars().count() - max),
        None => s.to_string(),
    }
}

fn fence(s: &str) -> String {
    let ticks = if s.contains("```") { "````" } else { "```" };
    format!("{ticks}\n{s}\n{ticks}\n")
}

#[derive(Default)]
struct Totals {
    requests: u64,
    input: u64,
    output: u64,
    cache_read: u64,
    cache_write: u64,
    cost: f64,
}

impl Totals {
    fn add(&mut self, u: &Value) {
        self.requests += 1;
        self.input += u["input"].as_u64().unwrap_or(0);
        self.output += u["output"].as_u64().unwrap_or(0);
        self.cache_read += u["cacheRead"].as_u64().unwrap_or(0);
        self.cache_write += u["cacheWrite"].as_u64().unwrap_or(0);
        self.cost += u["cost"]["total"].as_f64().unwrap_or(0.0);
    }

    fn json(&self) -> Value {
        json!({
            "requests": self.requests,
            "input": self.input,
            "output": self.output,
            "cacheRead": self.cache_read,
            "cacheWrite": self.cache_write,
            "costUsd": self.cost,
        })
    }
}

fn usage_of(e: &Value) -> Option<&Value> {
    match e["type"].as_str() {
        Some("message") if e["message"]["role"] == "assistant" => Some(&e["message"]["usage"]),
        Some("usage" | "compaction" | "branch_summary") => e.get("usage").filter(|u| u.is_object()),
        _ => None,
    }
}

fn markdown(header: &Value, entries: &[Value]) -> String {
    let mut out = format!(
        "# Session {}\n\n- cwd: `{}`\n- started: {}\n\n",
        header["id"].as_str().unwrap_or(""),
        header["cwd"].as_str().unwrap_or(""),
        header["timestamp"].as_str().unwrap_or("")
    );
    let mut user_n = 0;
    let mut totals = Totals::default();
    for e in entries {
        if let Some(u) = usage_of(e) {
            totals.add(u);
        }
        match e["type"].as_str().unwrap_or("") {
            "message" => {
                let m = &e["message"];
                match m["role"].as_str().unwrap_or("") {
                    "user" => {
                        user_n += 1;
                        let (text, images) = text_of(&m["content"]);
                        let origin = m["origin"]
                            .as_str()
                            .map(|o| format!(" ({o})"))
                            .unwrap_or_default();
                        out.push_str(&format!("## User #{user_n}{origin}\n\n{text}\n"));
                        for _ in 0..images {
                            out.push_str("\n[image]\n");
                        }
                        out.push('\n');
                    }
                    "assistant" => {
                        out.push_str("## Assistant\n\n");
                        for b in m["content"].as_array().into_iter().flatten() {
                            match b["type"].as_str() {
                                Some("text") => {
                                    out.push_str(b["text"].as_str().unwrap_or(""));
                                    out.push_str("\n\n");
                                }
                                Some("toolCall") => {
                                    let args = b["arguments"].to_string();
                                    out.push_str(&format!(
                                        "**Tool call** `{}`\n\n{}\n",
                                        b["name"].as_str().unwrap_or(""),
                                        fence(&cut(&args, 500))
                                    ));
                                }
                                _ => {}
                            }
                        }
                        if m["stopReason"] == "error" {
                            out.push_str(&format!(
                                "*Error: {}*\n\n",
                                m["errorMessage"].as_str().unwrap_or("the request failed")
                            ));
                        }
                    }
                    "toolResult" => {
                        let (text, images) = text_of(&m["content"]);
                        let failed = if m["isError"] == true { " (error)" } else { "" };
                        out.push_str(&format!(
                            "**Result** `{}`{failed}\n\n{}",
                            m["toolName"].as_str().unwrap_or(""),
                            fence(&cut(&text, 2000))
                        ));
                        for _ in 0..images {
                            out.push_str("[image]\n");
                        }
                        out.push('\n');
                    }
                    _ => {}
                }
            }
            "compaction" => out.push_str(&format!(
                "## Compaction summary\n\n{}\n\n",
                e["summary"].as_str().unwrap_or("")
            )),
            "branch_summary" => out.push_str(&format!(
                "## Branch summary\n\n{}\n\n",
                e["summary"].as_str().unwrap_or("")
            )),
            "model_change" => out.push_str(&format!(
                "*Model: {}/{}*\n\n",
                e["provider"].as_str().unwrap_or(""),
                e["modelId"].as_str().unwrap_or("")
            )),
            _ => {}
        }
    }
    out.push_str(&format!(
        "## Usage\n\n| requests | input | output | cache read | cache write | cost |\n| --- | --- | --- | --- | --- | --- |\n| {} | {} | {} | {} | {} | ${:.4} |\n",
        totals.requests, totals.input, totals.output, totals.cache_read, totals.cache_write, totals.cost
    ));
    out
}

fn user_messages(entries: &[Value]) -> Vec<Value> {
    let mut n = 0;
    entries
        .iter()
        .filter(|e| e["type"] == "message" && e["message"]["role"] == "user")
        .map(|e| {
            n += 1;
            let (text, images) = text_of(&e["message"]["content"]);
            json!({ "n": n, "entryId": e["id"], "timestamp": e["timestamp"], "text": text, "images": images })
        })
        .collect()
}

/// A JSON object in ama's key order (`type`, `id`, `parentId`, `timestamp`, then the rest), so
/// ama reads the line back by its first bytes.
fn in_ama_order(v: &Value) -> String {
    const FIRST: [&str; 4] = ["type", "id", "parentId", "timestamp"];
    let Value::Object(map) = v else {
        return v.to_string();
    };
    let firsts = FIRST.iter().filter_map(|k| map.get_key_value(*k));
    let rest = map.iter().filter(|(k, _)| !FIRST.contains(&k.as_str()));
    let parts: Vec<String> = firsts
        .chain(rest)
        .map(|(k, x)| format!("{}:{x}", Value::String(k.clone())))
        .collect();
    format!("{{{}}}", parts.join(","))
}

/// The export, as bytes.
pub fn render(o: &ExportOptions) -> Result<String> {
    let (header, entries, leaf) = load(o)?;
    Ok(match o.format {
        Format::Md => redact_text(&markdown(&header, &entries), &o.keys),
        Format::Json => {
            let mut totals = Totals::default();
            for e in &entries {
                if let Some(u) = usage_of(e) {
                    totals.add(u);
                }
            }
            let v = json!({
                "format": "ama.session-export",
                "version": 1,
                "session": header,
                "branch": if o.all_branches { "all" } else { "leaf" },
                "leafId": leaf,
                "userMessages": user_messages(&entries),
                "usage": totals.json(),
                "entries": entries,
            });
            crate::util::output::json_line(&v)
        }
        Format::Jsonl => {
            let mut out = in_ama_order(&header);
            out.push('\n');
            for e in &entries {
                out.push_str(&in_ama_order(e));
                out.push('\n');
            }
            out
        }
    })
}

/// Writes `bytes` to `path` through a temporary file in the same directory, created 0600, then
/// renamed over it: no reader ever sees half a file, and no other user can read it.
pub fn write_private(path: &Path, bytes: &[u8]) -> Result<()> {
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let name = path.file_name().ok_or_else(|| {
        Error::Usage(format!(
            "--output `{}` does not name a file",
            path.display()
        ))
    })?;
    let temp = dir.join(format!(
        ".{}.{}.tmp",
        name.to_string_lossy(),
        std::process::id()
    ));
    let io = |what: &str, p: &Path, e| Error::io(what, p, e);
    let result = (|| -> Result<()> {
        let mut f = std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .mode(0o600)
            .custom_flags(nix::libc::O_NOFOLLOW)
            .open(&temp)
            .map_err(|e| io("create the export file", &temp, e))?;
        f.write_all(bytes)
            .map_err(|e| io("write the export file", &temp, e))?;
        f.sync_all()
            .map_err(|e| io("write the export file", &temp, e))?;
        std::fs::rename(&temp, path).map_err(|e| io("move the export into place", path, e))
    })();
    if result.is_err() {
        let _ = std::fs::remove_file(&temp);
    }
    result
}
