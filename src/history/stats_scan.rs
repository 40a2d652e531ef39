//! One pass over one session file for `ama stats`: the file's figures per local day and
//! endpoint (`provider/model@channel`), counted as sessions.md's counting table says. Each line is
//! read by [`stats_line::read`](crate::history::stats_line): counted, skipped (it cannot matter)
//! or corrupt. A corrupt line is skipped and counted, a half last line
//! is left out, and a file is read whole into a reused buffer, or streamed when it is large.

use std::borrow::Cow;
use std::cell::RefCell;
use std::path::Path;

use serde::Deserialize;

use crate::history::lines::{Next, Source};
use crate::history::stats_figures::{Bucket, ExternalBucket, FileStats};
use crate::history::stats_line::{ContentIn, ExternalIn, LineIn, Read, UsageIn, read};
use crate::history::range::local_day;
use crate::util::time::parse_iso_utc;

#[derive(Deserialize)]
struct HeaderIn {
    #[serde(rename = "type", default)]
    kind: String,
    #[serde(default)]
    cwd: String,
    /// ama's header has version 1 (or names ama as its agent); pi's shape with another version
    /// is a pi session (`session::import::classify`), skipped like any foreign file.
    #[serde(default)]
    version: Option<u64>,
    #[serde(default)]
    agent: Option<AgentIn>,
}

#[derive(Deserialize)]
struct AgentIn {
    #[serde(default)]
    name: String,
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
    day_cache: (u64, String),
    model_change: Option<(String, String, Option<String>)>,
    last_endpoint: (String, String, Option<String>),
    turn: Option<Turn>,
}

impl Acc {
    fn bucket(&mut self, day: &str, ep: &(String, String, Option<String>)) -> &mut Bucket {
        // A file has few (day, endpoint) pairs: a linear search allocates nothing.
        let found = self.stats.buckets.iter().position(|b| {
            *b.day == *day
                && *b.provider == *ep.0
                && *b.model == *ep.1
                && b.channel.as_deref() == ep.2.as_deref()
        });
        let i = match found {
            Some(i) => i,
            None => {
                self.stats.buckets.push(Bucket {
                    day: day.into(),
                    provider: ep.0.as_str().into(),
                    model: ep.1.as_str().into(),
                    channel: ep.2.as_deref().map(Into::into),
                    ..Bucket::default()
                });
                self.stats.buckets.len() - 1
            }
        };
        &mut self.stats.buckets[i]
    }

    /// The local day of `ms`, cached per quarter hour (every time zone's midnight falls on one).
    fn day(&mut self, ms: u64) -> String {
        let slot = ms / 900_000;
        if self.day_cache.0 != slot || self.day_cache.1.is_empty() {
            self.day_cache = (slot, local_day(ms));
        }
        self.day_cache.1.clone()
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
        b.requests.add(kind, 1);
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

    /// An `ama.agent-session` or `ama.agent-usage` record.
    fn external(&mut self, day: &str, custom_type: Option<&str>, data: Option<ExternalIn<'_>>) {
        let (Some(kind), Some(d)) = (custom_type, data) else {
            return;
        };
        if kind != "ama.agent-session" && kind != "ama.agent-usage" {
            return;
        }
        let agent = d.agent.as_deref().unwrap_or("unknown");
        let list = &mut self.stats.external;
        let i = match list.iter().position(|b| *b.day == *day && *b.agent == *agent) {
            Some(i) => i,
            None => {
                list.push(ExternalBucket {
                    day: day.into(),
                    agent: agent.into(),
                    ..ExternalBucket::default()
                });
                list.len() - 1
            }
        };
        let b = &mut list[i];
        if kind == "ama.agent-session" {
            b.sessions += 1;
            return;
        }
        b.turns += 1;
        b.tokens += d.tokens.unwrap_or(0);
        match d.unit.as_deref() {
            Some("usd") => {
                b.usd += d.amount;
                b.priced += 1;
            }
            Some("tokens") if d.tokens.is_none() => b.tokens += d.amount as u64,
            Some("tokens") => {}
            _ => b.requests += d.amount.max(1.0) as u64,
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
        let day = self.day(ms);
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
                                    b.tools.add(name, 1);
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
            "custom" => self.external(&day, l.custom_type.as_deref(), l.data),
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
    thread_local! {
        // One read buffer per scanning thread, reused from file to file.
        static BUF: RefCell<Vec<u8>> = const { RefCell::new(Vec::new()) };
    }
    BUF.with(|buf| match buf.try_borrow_mut() {
        Ok(mut buf) => scan_source(Source::open(path, &mut buf)?),
        Err(_) => scan_source(Source::open(path, &mut Vec::new())?),
    })
}

fn scan_source(mut reader: Source<'_>) -> Option<FileStats> {
    let mut acc = Acc {
        stats: FileStats::default(),
        day_cache: (0, String::new()),
        model_change: None,
        last_endpoint: ("unknown".into(), "unknown".into(), None),
        turn: None,
    };
    match reader.next_line() {
        Next::Line(line) => {
            let h: HeaderIn = serde_json::from_slice(line).ok()?;
            let ama = h.agent.is_some_and(|a| a.name == "ama");
            if h.kind != "session" || (!ama && h.version != Some(1)) {
                return None;
            }
            acc.stats.cwd = h.cwd.into();
        }
        _ => return None,
    }
    loop {
        match reader.next_line() {
            Next::Line(line) => match read(line) {
                Read::Counted(l) => acc.line(l),
                Read::Skipped => {}
                Read::Corrupt => acc.stats.skipped_lines += 1,
            },
            Next::TooLong => acc.stats.skipped_lines += 1,
            Next::End => break,
        }
    }
    acc.close_turn();
    Some(acc.stats)
}
