//! `ama stats`: which session files are in scope, their figures (from the index or a scan, two
//! threads when there is scanning to do), and the totals and groups of the chosen days, as text
//! laid out like sessions.md shows or as one JSON object.

use std::collections::{BTreeMap, BTreeSet};
use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering};

use serde_json::{Value, json};

use crate::history::range::{Days, month_of, week_of, zone_key};
use crate::history::stats_figures::{Bucket, FileStats};
use crate::history::stats_index::{StatsIndex, found_identity, index_path};
use crate::history::stats_scan::scan_file;
use crate::history::stats_sum::Sum;
use crate::session::paths;

/// How `--by` groups the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum By {
    Day,
    Week,
    Month,
    Provider,
    Channel,
    Model,
    Project,
}

impl By {
    pub const NAMES: &'static [&'static str] = &[
        "day", "week", "month", "provider", "channel", "model", "project",
    ];

    pub fn parse(s: &str) -> Option<By> {
        Some(match s {
            "day" => By::Day,
            "week" => By::Week,
            "month" => By::Month,
            "provider" => By::Provider,
            "channel" => By::Channel,
            "model" => By::Model,
            "project" => By::Project,
            _ => return None,
        })
    }

    fn key(self, b: &Bucket, cwd: &str) -> String {
        match self {
            By::Day => b.day.to_string(),
            By::Week => week_of(&b.day),
            By::Month => month_of(&b.day),
            By::Provider => b.provider.to_string(),
            By::Channel => match &b.channel {
                Some(c) => format!("{}@{c}", b.provider),
                None => b.provider.to_string(),
            },
            By::Model => format!("{}/{}", b.provider, b.model),
            By::Project => cwd.to_string(),
        }
    }

    /// What [`By::key`] is made from: buckets with the same inputs have the same key.
    fn inputs<'a>(self, b: &'a Bucket, cwd: &'a str) -> [Option<&'a str>; 3] {
        match self {
            By::Day | By::Week | By::Month => [Some(&b.day), None, None],
            By::Provider => [Some(&b.provider), None, None],
            By::Channel => [Some(&b.provider), b.channel.as_deref(), None],
            By::Model => [Some(&b.provider), Some(&b.model), None],
            By::Project => [Some(cwd), None, None],
        }
    }
}

pub struct StatsOptions {
    pub root: PathBuf,
    pub data_dir: PathBuf,
    /// `None`: every project.
    pub project: Option<PathBuf>,
    pub days: Days,
    pub by: By,
    pub top: usize,
    pub json: bool,
    pub no_cache: bool,
}

#[derive(Default, Debug)]
struct FileCounts {
    scanned: u64,
    cached: u64,
    invalid: u64,
}

/// The figures of every file in scope, from the index where it is still valid.
fn collect(o: &StatsOptions) -> (Vec<FileStats>, FileCounts) {
    let idx_path = index_path(&o.data_dir);
    // The files are listed (a `stat` each) on a second thread while this one reads and parses
    // the index: on the indexed run these are the two largest costs, and they do not depend on
    // each other. (Not the other way round: glibc grows a second thread's heap a page at a time,
    // one `mprotect` each, and the parsed index is most of the run's allocations.)
    let list = || paths::list(&o.root, o.project.as_deref());
    let (found, mut index) = if o.no_cache {
        (list(), StatsIndex::default())
    } else {
        std::thread::scope(|s| {
            let listing = s.spawn(list);
            // One project's run decodes only its directory of the index.
            let only = o.project.as_deref().map(paths::encode_cwd);
            let index = StatsIndex::load(&idx_path, &zone_key(), &o.root, only.as_deref());
            (listing.join().unwrap_or_else(|_| list()), index)
        })
    };
    let mut counts = FileCounts::default();
    // Every file's figures in listing order, whether they come from the index or a scan, so
    // the sums (floating-point costs too) do not depend on which files the index held.
    let mut slots: Vec<Option<FileStats>> = Vec::with_capacity(found.len());
    let mut todo: Vec<(PathBuf, (u64, u64))> = Vec::new();
    let mut todo_slots: Vec<usize> = Vec::new();
    // Figures taken out of the index: (their slot, the file), put back if it is saved.
    let mut taken: Vec<(usize, &crate::session::paths::Found, (u64, u64))> = Vec::new();
    for f in &found {
        let Some(id) = found_identity(f) else {
            continue;
        };
        match (!o.no_cache).then(|| index.take(&f.path, id)).flatten() {
            Some(s) => {
                counts.cached += 1;
                taken.push((slots.len(), f, id));
                slots.push(Some(s));
            }
            None => {
                todo_slots.push(slots.len());
                todo.push((f.path.clone(), id));
                slots.push(None);
            }
        }
    }
    let scanned = scan_all(&todo);
    let mut changed = !todo.is_empty();
    for (((path, id), stats), slot) in todo.into_iter().zip(scanned).zip(todo_slots) {
        match stats {
            Some(s) => {
                counts.scanned += 1;
                if !o.no_cache {
                    index.put(&path, id, s.clone());
                }
                slots[slot] = Some(s);
            }
            None => counts.invalid += 1,
        }
    }
    if !o.no_cache {
        if o.project.is_none() {
            changed |= index.keep_only(found.iter().map(|f| f.path.as_path()));
        }
        if changed {
            for (at, f, id) in taken {
                if let Some(s) = &slots[at] {
                    index.put(&f.path, id, s.clone());
                }
            }
            index.save(&idx_path);
        }
    }
    let out: Vec<FileStats> = slots.into_iter().flatten().collect();
    (out, counts)
}

/// Scans files on two threads when there are enough to share. Each thread takes the next file
/// in turn, so that neither waits for the other at the end (a fixed half each left one idle
/// for a tenth of a cold run); the figures go back into listing order.
fn scan_all(todo: &[(PathBuf, (u64, u64))]) -> Vec<Option<FileStats>> {
    if todo.len() < 8 {
        return todo.iter().map(|(p, _)| scan_file(p)).collect();
    }
    let next = AtomicUsize::new(0);
    let work = || {
        let mut got = Vec::new();
        loop {
            let i = next.fetch_add(1, Ordering::Relaxed);
            let Some((path, _)) = todo.get(i) else {
                return got;
            };
            got.push((i, scan_file(path)));
        }
    };
    let mut out: Vec<Option<Option<FileStats>>> = Vec::with_capacity(todo.len());
    out.resize_with(todo.len(), || None);
    std::thread::scope(|s| {
        let other = s.spawn(work);
        let mut got = work();
        got.extend(other.join().unwrap_or_default());
        for (i, stats) in got {
            out[i] = Some(stats);
        }
    });
    // The files a scanning thread that panicked had taken are scanned here.
    out.into_iter()
        .zip(todo)
        .map(|(got, (path, _))| got.unwrap_or_else(|| scan_file(path)))
        .collect()
}

fn endpoint(b: &Bucket) -> String {
    match &b.channel {
        Some(c) => format!("{}/{}@{c}", b.provider, b.model),
        None => format!("{}/{}", b.provider, b.model),
    }
}

struct Report {
    total: Sum,
    endpoints: usize,
    reporting: usize,
    groups: Vec<(String, Sum)>,
    tools: Vec<(String, u64)>,
    files: FileCounts,
    external: Vec<(String, crate::history::stats_external::ExternalSum)>,
}

/// The last text made and what it was made from: consecutive buckets mostly share their
/// endpoint and group, so most are reused instead of formatted again.
#[derive(Default)]
struct Memo<'a> {
    from: Option<[Option<&'a str>; 3]>,
    text: String,
}

impl<'a> Memo<'a> {
    fn get(&mut self, from: [Option<&'a str>; 3], make: impl FnOnce() -> String) -> &str {
        if self.from != Some(from) {
            self.text = make();
            self.from = Some(from);
        }
        &self.text
    }
}

fn endpoint_inputs(b: &Bucket) -> [Option<&str>; 3] {
    [Some(&b.provider), Some(&b.model), b.channel.as_deref()]
}

fn aggregate(files: &[FileStats], o: &StatsOptions, counts: FileCounts) -> Report {
    let in_range = |b: &&Bucket| o.days.contains(&b.day);
    let mut all_eps: BTreeSet<String> = BTreeSet::new();
    let mut reporting: BTreeSet<String> = BTreeSet::new();
    let mut eps = Memo::default();
    for f in files {
        for b in f.buckets.iter().filter(in_range) {
            let ep = eps.get(endpoint_inputs(b), || endpoint(b));
            if (b.cache_read > 0 || b.cache_write > 0) && !reporting.contains(ep) {
                reporting.insert(ep.to_string());
            }
            if !all_eps.contains(ep) {
                all_eps.insert(ep.to_string());
            }
        }
    }
    let mut total = Sum::default();
    let mut groups: BTreeMap<String, Sum> = BTreeMap::new();
    let mut tools: BTreeMap<&str, u64> = BTreeMap::new();
    let mut keys = Memo::default();
    for (i, f) in files.iter().enumerate() {
        let mut seen_total = false;
        for b in f.buckets.iter().filter(in_range) {
            let reports = reporting.contains(eps.get(endpoint_inputs(b), || endpoint(b)));
            total.add(b, reports);
            let key = keys.get(o.by.inputs(b, &f.cwd), || o.by.key(b, &f.cwd));
            let g = match groups.get_mut(key) {
                Some(g) => g,
                None => groups.entry(key.to_string()).or_default(),
            };
            g.add(b, reports);
            let active = b.request_count() > 0 || b.turns > 0;
            if active && !seen_total {
                seen_total = true;
                total.sessions += 1;
            }
            if active && g.counted_file != i + 1 {
                g.counted_file = i + 1;
                g.sessions += 1;
            }
            for (name, n) in b.tools.iter() {
                *tools.entry(&**name).or_insert(0) += n;
            }
        }
    }
    let mut groups: Vec<(String, Sum)> = groups.into_iter().collect();
    if !matches!(o.by, By::Day | By::Week | By::Month) {
        groups.sort_by(|a, b| {
            b.1.request_total()
                .cmp(&a.1.request_total())
                .then(a.0.cmp(&b.0))
        });
    }
    let mut tools: Vec<(String, u64)> = tools
        .into_iter()
        .map(|(k, n)| (k.to_string(), n))
        .collect();
    tools.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    Report {
        total,
        endpoints: all_eps.len(),
        reporting: reporting.len(),
        groups,
        tools,
        files: counts,
        external: crate::history::stats_external::aggregate(files, &o.days),
    }
}

/// `8.7k`, `74.3k`, `2k`, `1.2M`, `731`.
pub(crate) fn short(n: u64) -> String {
    let f = |v: f64, unit: &str| {
        let s = format!("{v:.1}");
        format!("{}{unit}", s.strip_suffix(".0").unwrap_or(&s))
    };
    match n {
        0..1000 => n.to_string(),
        1000..999_950 => f(n as f64 / 1000.0, "k"),
        _ => f(n as f64 / 1_000_000.0, "M"),
    }
}

fn percent(r: Option<f64>) -> String {
    r.map_or("—".into(), |r| format!("{:.1}%", r * 100.0))
}

fn money(c: Option<f64>) -> String {
    c.map_or("—".into(), |c| format!("${c:.4}"))
}

fn scope_line(o: &StatsOptions, sessions: u64) -> String {
    let range = match (&o.days.since, &o.days.until) {
        (None, None) => "all time".to_string(),
        (Some(s), None) => format!("{s} to today"),
        (None, Some(u)) => format!("up to {u}"),
        (Some(s), Some(u)) if s == u => s.clone(),
        (Some(s), Some(u)) => format!("{s} to {u}"),
    };
    let project = match &o.project {
        Some(p) => format!("project {}", p.display()),
        None => "all projects".into(),
    };
    let noun = if sessions == 1 { "session" } else { "sessions" };
    format!("{range} · {project} · {sessions} {noun}")
}

fn text(r: &Report, o: &StatsOptions) -> String {
    let t = &r.total;
    let mut out = String::new();
    out.push_str(&scope_line(o, t.sessions));
    out.push('\n');
    let kinds: Vec<String> = {
        let mut k: Vec<(&String, &u64)> = t.requests.iter().collect();
        k.sort_by(|a, b| {
            (a.0 != "chat")
                .cmp(&(b.0 != "chat"))
                .then(b.1.cmp(a.1))
                .then(a.0.cmp(b.0))
        });
        k.iter().map(|(k, n)| format!("{k} {n}")).collect()
    };
    let kinds = if kinds.is_empty() {
        String::new()
    } else {
        format!(" ({})", kinds.join(" · "))
    };
    out.push_str(&format!("requests       {}{kinds}\n", t.request_total()));
    let mean = if t.turns > 0 {
        // Under a second in milliseconds: a 45 ms turn is "45ms", not "0.0s" (issue #30).
        let ms = t.turn_ms as f64 / t.turns as f64;
        if ms < 1000.0 {
            format!(" · mean {}ms", ms.round() as u64)
        } else {
            format!(" · mean {:.1}s", ms / 1000.0)
        }
    } else {
        String::new()
    };
    out.push_str(&format!("turns          {}{mean}\n", t.turns));
    out.push_str(&format!(
        "tokens         input {} · output {} · cache read {} · cache write {}\n",
        short(t.input),
        short(t.output),
        short(t.cache_read),
        short(t.cache_write)
    ));
    out.push_str(&format!(
        "cache hit rate {} (endpoints reporting cache {}/{}; the others are left out)\n",
        percent(t.hit_rate()),
        r.reporting,
        r.endpoints
    ));
    let unpriced = match (t.priced, t.unpriced) {
        (0, 0) => String::new(),
        (0, _) => " (no request has a price: tokens only)".into(),
        (_, 0) => String::new(),
        (_, n) => format!(
            " ({n} more request{} without a price, not counted)",
            if n == 1 { "" } else { "s" }
        ),
    };
    out.push_str(&format!(
        "cost           {}{unpriced}\n",
        money(t.cost_value())
    ));
    out.push_str(&format!("errors/retries {} / {}\n", t.errors, t.retries));
    if !r.groups.is_empty() {
        out.push('\n');
        out.push_str(&table(&r.groups));
    }
    if !r.tools.is_empty() && o.top > 0 {
        out.push_str(&format!("\ntop {} tools\n", o.top.min(r.tools.len())));
        let w = r
            .tools
            .iter()
            .take(o.top)
            .map(|t| t.0.chars().count())
            .max()
            .unwrap_or(0);
        for (name, n) in r.tools.iter().take(o.top) {
            out.push_str(&format!("  {name:<w$}  {n}\n"));
        }
    }
    out.push_str(&crate::history::stats_external::text(&r.external));
    out
}

fn table(groups: &[(String, Sum)]) -> String {
    let head = [
        "sessions",
        "requests",
        "turns",
        "input",
        "output",
        "cache read",
        "cache write",
        "hit rate",
        "cost",
    ];
    let rows: Vec<(String, [String; 9])> = groups
        .iter()
        .map(|(k, s)| {
            (
                crate::history::one_line(k, 60),
                [
                    s.sessions.to_string(),
                    s.request_total().to_string(),
                    s.turns.to_string(),
                    short(s.input),
                    short(s.output),
                    short(s.cache_read),
                    short(s.cache_write),
                    percent(s.hit_rate()),
                    money(s.cost_value()),
                ],
            )
        })
        .collect();
    let kw = rows.iter().map(|r| r.0.chars().count()).max().unwrap_or(0);
    let mut widths: Vec<usize> = head.iter().map(|h| h.chars().count()).collect();
    for (_, cells) in &rows {
        for (w, c) in widths.iter_mut().zip(cells) {
            *w = (*w).max(c.chars().count());
        }
    }
    let mut out = format!("{:kw$}", "");
    for (h, w) in head.iter().zip(&widths) {
        out.push_str(&format!("  {h:>w$}"));
    }
    out.push('\n');
    for (k, cells) in &rows {
        let pad = kw - k.chars().count();
        out.push_str(k);
        out.push_str(&" ".repeat(pad));
        for (c, w) in cells.iter().zip(&widths) {
            let pad = w - c.chars().count();
            out.push_str("  ");
            out.push_str(&" ".repeat(pad));
            out.push_str(c);
        }
        out.push('\n');
    }
    out
}

fn sum_json(s: &Sum) -> Value {
    json!({
        "sessions": s.sessions,
        "requests": s.request_total(),
        "requestsByKind": s.requests,
        "turns": s.turns,
        "meanTurnMs": (s.turns > 0).then(|| s.turn_ms / s.turns),
        "input": s.input,
        "output": s.output,
        "cacheRead": s.cache_read,
        "cacheWrite": s.cache_write,
        "cacheHitRate": s.hit_rate(),
        "costUsd": s.cost_value(),
        "pricedRequests": s.priced,
        "unpricedRequests": s.unpriced,
        "errors": s.errors,
        "retries": s.retries,
    })
}

fn to_json(r: &Report, o: &StatsOptions) -> Value {
    let by = By::NAMES
        .iter()
        .find(|n| By::parse(n) == Some(o.by))
        .copied()
        .unwrap_or("model");
    let groups: Vec<Value> = r
        .groups
        .iter()
        .map(|(k, s)| {
            let mut v = sum_json(s);
            v["key"] = Value::String(k.clone());
            v
        })
        .collect();
    let tools: Vec<Value> = r
        .tools
        .iter()
        .take(o.top)
        .map(|(n, c)| json!({ "name": n, "count": c }))
        .collect();
    json!({
        "since": o.days.since,
        "until": o.days.until,
        "project": o.project,
        "by": by,
        "total": sum_json(&r.total),
        "cacheEndpoints": { "reporting": r.reporting, "total": r.endpoints },
        "groups": groups,
        "tools": tools,
        "external": crate::history::stats_external::to_json(&r.external),
        "files": { "scanned": r.files.scanned, "cached": r.files.cached, "invalid": r.files.invalid },
    })
}

/// Runs `ama stats` and returns what it prints.
pub fn run(o: &StatsOptions) -> String {
    let (files, counts) = collect(o);
    let report = aggregate(&files, o, counts);
    if o.json {
        crate::util::output::json_line(&to_json(&report, o))
    } else {
        text(&report, o)
    }
}

#[cfg(test)]
mod tests {
    use super::short;

    #[test]
    fn short_numbers() {
        for (n, s) in [
            (0, "0"),
            (731, "731"),
            (999, "999"),
            (1000, "1k"),
            (2000, "2k"),
            (8712, "8.7k"),
            (74_300, "74.3k"),
            (999_949, "999.9k"),
            (999_950, "1M"),
            (1_250_000, "1.2M"),
        ] {
            assert_eq!(short(n), s, "{n}");
        }
    }
}
