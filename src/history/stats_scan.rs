//! One pass over one session file for `ama stats`: the file's figures per local day and
//! endpoint (`provider/model@channel`), counted as sessions.md's counting table says. Lines that
//! cannot matter (tool results, system messages, custom entries, labels, …) are skipped by their
//! first bytes, without a JSON parse; the rest are decoded into small borrowed structs. A
//! corrupt line is skipped and counted, a half last line is left out, and the file is streamed.

use std::borrow::Cow;
use std::collections::BTreeMap;
use std::fs::File;
use std::io::BufReader;
use std::path::Path;

use serde::{Deserialize, Serialize};

use crate::history::lines::{LineReader, Next};
use crate::history::range::local_day;
use crate::session::scan::head_unchecked;
use crate::util::time::parse_iso_utc;

/// The figures of one (day, endpoint) pair of one file.
#[derive(Clone, Debug, Default, Serialize, Deserialize, PartialEq)]
#[serde(rename_all = "camelCase")]
pub(crate) struct Bucket {
    pub day: String,
    pub provider: String,
    pub model: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub channel: Option<String>,
    /// Requests by kind: `chat` for a turn's assistant messages, else the usage kind.
    #[serde(default)]
    pub requests: BTreeMap<String, u64>,
    #[serde(default)]
    pub turns: u64,
    #[serde(default)]
    pub turn_ms: u64,
    #[serde(default)]
    pub input: u64,
    #[serde(default)]
    pub output: u64,
    #[serde(default)]
    pub cache_read: u64,
    #[serde(default)]
    pub cache_write: u64,
    #[serde(default)]
    pub cost: f64,
    #[serde(default)]
    pub priced: u64,
    #[serde(default)]
    pub unpriced: u64,
    #[serde(default)]
    pub errors: u64,
    #[serde(default)]
    pub retries: u64,
    #[serde(default)]
    pub tools: BTreeMap<String, u64>,
}

impl Bucket {
    pub(crate) fn request_count(&self) -> u64 {
        self.requests.values().sum()
    }
}

/// The figures of one file.
#[derive(Clone, Debug, Default, Serialize, Deserialize, PartialEq)]
#[serde(rename_all = "camelCase")]
pub(crate) struct FileStats {
    pub cwd: String,
    pub buckets: Vec<Bucket>,
    /// Complete lines that were not valid JSON (or too long), skipped.
    #[serde(default)]
    pub skipped_lines: u64,
}

#[derive(Deserialize, Default)]
#[serde(rename_all = "camelCase")]
struct UsageIn {
    #[serde(default)]
    input: u64,
    #[serde(default)]
    output: u64,
    #[serde(default)]
    cache_read: u64,
    #[serde(default)]
    cache_write: u64,
    #[serde(default)]
    cost: Option<CostIn>,
}

#[derive(Deserialize)]
struct CostIn {
    #[serde(default)]
    total: f64,
}

#[derive(Deserialize)]
struct BlockIn<'a> {
    #[serde(rename = "type", borrow, default)]
    kind: Option<Cow<'a, str>>,
    #[serde(borrow, default)]
    name: Option<Cow<'a, str>>,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct AssistantIn<'a> {
    #[serde(borrow, default)]
    role: Option<Cow<'a, str>>,
    #[serde(borrow, default)]
    origin: Option<Cow<'a, str>>,
    #[serde(borrow, default)]
    provider: Option<Cow<'a, str>>,
    #[serde(borrow, default)]
    model: Option<Cow<'a, str>>,
    #[serde(default)]
    usage: Option<UsageIn>,
    #[serde(borrow, default)]
    stop_reason: Option<Cow<'a, str>>,
    #[serde(borrow, default)]
    content: Option<ContentIn<'a>>,
}

#[derive(Deserialize)]
#[serde(untagged)]
enum ContentIn<'a> {
    #[serde(borrow)]
    Blocks(Vec<BlockIn<'a>>),
    #[allow(dead_code)] // only its presence matters
    Text(serde::de::IgnoredAny),
}

/// Every field any counted line may have; each line fills only its own.
#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct LineIn<'a> {
    #[serde(rename = "type", borrow, default)]
    kind: Option<Cow<'a, str>>,
    #[serde(borrow, default)]
    timestamp: Option<Cow<'a, str>>,
    #[serde(borrow, default)]
    message: Option<AssistantIn<'a>>,
    #[serde(borrow, default)]
    provider: Option<Cow<'a, str>>,
    #[serde(borrow, default)]
    model: Option<Cow<'a, str>>,
    #[serde(borrow, default)]
    model_id: Option<Cow<'a, str>>,
    #[serde(borrow, default)]
    channel: Option<Cow<'a, str>>,
    #[serde(borrow, default, rename = "kind")]
    usage_kind: Option<Cow<'a, str>>,
    #[serde(default)]
    usage: Option<UsageIn>,
    #[serde(borrow, default)]
    reason: Option<Cow<'a, str>>,
}

#[derive(Deserialize)]
struct HeaderIn {
    #[serde(rename = "type", default)]
    kind: String,
    #[serde(default)]
    cwd: String,
}

/// Which lines a scan must decode, from `type` and the message role alone.
fn matters(kind: &str, role: Option<&str>) -> bool {
    match kind {
        "message" => matches!(role, Some("user" | "assistant") | None),
        "usage" | "compaction" | "branch_summary" | "context_edit" | "model_change" => true,
        _ => false,
    }
}

#[derive(Default)]
struct Turn {
    start_ms: u64,
    day: String,
    last_ms: Option<u64>,
    endpoint: Option<(String, String, Option<String>)>,
}

struct Acc {
    stats: FileStats,
    index: BTreeMap<(String, String, String, Option<String>), usize>,
    model_change: Option<(String, String, Option<String>)>,
    last_endpoint: (String, String, Option<String>),
    turn: Option<Turn>,
}

impl Acc {
    fn bucket(&mut self, day: &str, ep: &(String, String, Option<String>)) -> &mut Bucket {
        let key = (day.to_string(), ep.0.clone(), ep.1.clone(), ep.2.clone());
        let len = self.stats.buckets.len();
        let i = *self.index.entry(key).or_insert(len);
        if i == len {
            self.stats.buckets.push(Bucket {
                day: day.to_string(),
                provider: ep.0.clone(),
                model: ep.1.clone(),
                channel: ep.2.clone(),
                ..Bucket::default()
            });
        }
        &mut self.stats.buckets[i]
    }

    fn endpoint(&self, provider: &str, model: &str) -> (String, String, Option<String>) {
        let channel = match &self.model_change {
            Some((p, m, c)) if p == provider && m == model => c.clone(),
            _ => None,
        };
        (provider.to_string(), model.to_string(), channel)
    }

    fn add_usage(
        &mut self,
        day: &str,
        ep: &(String, String, Option<String>),
        kind: &str,
        u: &UsageIn,
    ) {
        let b = self.bucket(day, ep);
        *b.requests.entry(kind.to_string()).or_insert(0) += 1;
        b.input += u.input;
        b.output += u.output;
        b.cache_read += u.cache_read;
        b.cache_write += u.cache_write;
        match &u.cost {
            Some(c) => {
                b.cost += c.total;
                b.priced += 1;
            }
            None => b.unpriced += 1,
        }
    }

    fn close_turn(&mut self) {
        if let Some(t) = self.turn.take()
            && let (Some(last), Some(ep)) = (t.last_ms, &t.endpoint)
        {
            let b = self.bucket(&t.day, ep);
            b.turns += 1;
            b.turn_ms += last.saturating_sub(t.start_ms);
        }
    }

    fn line(&mut self, l: LineIn<'_>) {
        let ms = l.timestamp.as_deref().and_then(parse_iso_utc).unwrap_or(0);
        let day = local_day(ms);
        match l.kind.as_deref().unwrap_or("") {
            "message" => {
                let Some(m) = l.message else { return };
                match m.role.as_deref() {
                    Some("user") if m.origin.as_deref() != Some("steer") => {
                        self.close_turn();
                        self.turn = Some(Turn {
                            start_ms: ms,
                            day,
                            ..Turn::default()
                        });
                    }
                    Some("assistant") => {
                        let ep = self.endpoint(
                            m.provider.as_deref().unwrap_or("unknown"),
                            m.model.as_deref().unwrap_or("unknown"),
                        );
                        self.add_usage(&day, &ep, "chat", &m.usage.unwrap_or_default());
                        let b = self.bucket(&day, &ep);
                        if m.stop_reason.as_deref() == Some("error") {
                            b.errors += 1;
                        }
                        if let Some(ContentIn::Blocks(blocks)) = &m.content {
                            for block in blocks {
                                if block.kind.as_deref() == Some("toolCall")
                                    && let Some(name) = &block.name
                                {
                                    *b.tools.entry(name.to_string()).or_insert(0) += 1;
                                }
                            }
                        }
                        if let Some(t) = &mut self.turn {
                            t.last_ms = Some(ms);
                            t.endpoint = Some(ep.clone());
                        }
                        self.last_endpoint = ep;
                    }
                    _ => {}
                }
            }
            "usage" => {
                let ep = self.endpoint(
                    l.provider.as_deref().unwrap_or("unknown"),
                    l.model.as_deref().unwrap_or("unknown"),
                );
                let kind = l.usage_kind.as_deref().unwrap_or("other").to_string();
                self.add_usage(&day, &ep, &kind, &l.usage.unwrap_or_default());
            }
            kind @ ("compaction" | "branch_summary") => {
                if let Some(u) = &l.usage {
                    let ep = self.last_endpoint.clone();
                    self.add_usage(&day, &ep, kind, u);
                }
            }
            "context_edit" if l.reason.as_deref() == Some("retry") => {
                let ep = self.last_endpoint.clone();
                self.bucket(&day, &ep).retries += 1;
            }
            "model_change" => {
                if let (Some(p), Some(m)) = (l.provider, l.model_id) {
                    self.model_change = Some((
                        p.into_owned(),
                        m.into_owned(),
                        l.channel.map(Cow::into_owned),
                    ));
                }
            }
            _ => {}
        }
    }
}

/// Scans one file. `None`: it has no session header (not a session file).
pub(crate) fn scan_file(path: &Path) -> Option<FileStats> {
    let file = File::open(path).ok()?;
    let mut reader = LineReader::new(BufReader::with_capacity(1 << 16, file));
    let mut acc = Acc {
        stats: FileStats::default(),
        index: BTreeMap::new(),
        model_change: None,
        last_endpoint: ("unknown".into(), "unknown".into(), None),
        turn: None,
    };
    match reader.next_line() {
        Next::Line(line) => {
            let h: HeaderIn = serde_json::from_slice(line).ok()?;
            if h.kind != "session" {
                return None;
            }
            acc.stats.cwd = h.cwd;
        }
        _ => return None,
    }
    loop {
        match reader.next_line() {
            Next::Line(line) => {
                let Ok(head) = head_unchecked(line) else {
                    acc.stats.skipped_lines += 1;
                    continue;
                };
                if !matters(&head.kind, head.role.as_deref()) {
                    continue;
                }
                match serde_json::from_slice::<LineIn>(line) {
                    Ok(l) => acc.line(l),
                    Err(_) => acc.stats.skipped_lines += 1,
                }
            }
            Next::TooLong => acc.stats.skipped_lines += 1,
            Next::End => break,
        }
    }
    acc.close_turn();
    Some(acc.stats)
}
