//! The search behind `grep`: a parallel walk with the `ignore` crate (ripgrep's rules for
//! .gitignore, .ignore, .git/info/exclude, hidden files and file types) and a byte regex over each
//! whole file, confirming each hit on its own line. Binary files (a NUL byte) are skipped. Every
//! file is searched (the notices count all matches), but only the first `keep` matching files by
//! path are kept while the walk runs: no output shows more.

use std::cmp::Ordering;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

use ignore::{WalkBuilder, WalkState};
use regex::bytes::Regex;

use crate::tools::truncate::{GREP_LINE_CHARS, cut_chars};
use crate::util::cancel::Cancel;
use crate::util::smallest::Smallest;
use crate::util::sync::lock;

/// Files larger than this are not searched (they are named in the result instead).
pub const MAX_FILE_BYTES: u64 = 256 * 1024 * 1024;

/// What to look for and how much to keep.
pub struct Query {
    pub regex: Regex,
    pub multiline: bool,
    /// Lines of context around each match (content mode).
    pub context: usize,
    /// Matched lines kept per file at most, and matching files kept at most (the call's limit:
    /// every file holds a match, so no output mode shows more files).
    pub keep: usize,
}

/// Where to look.
pub struct Walk {
    pub root: PathBuf,
    pub hidden: bool,
    pub overrides: Option<ignore::overrides::Override>,
    pub types: Option<ignore::types::Types>,
}

/// One output line of a file: a match or context.
#[derive(Debug, PartialEq, Eq)]
pub struct Line {
    pub number: usize,
    pub is_match: bool,
    pub text: String,
}

/// The hits in one file.
#[derive(Debug)]
pub struct FileHits {
    pub path: PathBuf,
    /// Matching lines (all of them, not only those kept).
    pub count: usize,
    /// The first `keep` matching lines with their context, in order.
    pub lines: Vec<Line>,
}

/// What a search found: the first files by path, and the totals over every file.
#[derive(Default)]
pub struct Found {
    /// The first `Query::keep` matching files, sorted by path.
    pub files: Vec<FileHits>,
    /// Files with a match, kept or not.
    pub total_files: usize,
    /// Matching lines in all of them.
    pub total_matches: usize,
    pub too_big: Vec<PathBuf>,
}

/// Files ordered by path, for keeping the first ones.
struct ByPath(FileHits);

impl PartialEq for ByPath {
    fn eq(&self, other: &ByPath) -> bool {
        self.0.path == other.0.path
    }
}

impl Eq for ByPath {}

impl Ord for ByPath {
    fn cmp(&self, other: &ByPath) -> Ordering {
        self.0.path.cmp(&other.0.path)
    }
}

impl PartialOrd for ByPath {
    fn partial_cmp(&self, other: &ByPath) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

/// What the walk's threads add to.
struct Collected {
    files: Smallest<ByPath>,
    matches: usize,
    too_big: Vec<PathBuf>,
}

enum Outcome {
    Hits(FileHits),
    TooBig(PathBuf),
}

/// Walks `walk.root` and searches every file, on as many threads as there are cores; stops early
/// when `cancel` fires.
pub fn search(walk: &Walk, query: &Query, cancel: &Cancel) -> Found {
    let mut builder = WalkBuilder::new(&walk.root);
    builder
        .hidden(!walk.hidden)
        .filter_entry(|e| {
                e.file_name() != ".git" && !crate::util::atomic_temp::is_temp_name(e.file_name())
            })
        .threads(std::thread::available_parallelism().map_or(2, |n| n.get().min(12)));
    if let Some(o) = &walk.overrides {
        builder.overrides(o.clone());
    }
    if let Some(t) = &walk.types {
        builder.types(t.clone());
    }
    let collected = Mutex::new(Collected {
        files: Smallest::new(query.keep),
        matches: 0,
        too_big: Vec::new(),
    });
    let shared = &collected;
    builder.build_parallel().run(|| {
        let mut buf = Vec::with_capacity(64 * 1024);
        Box::new(move |entry| {
            if cancel.is_cancelled() {
                return WalkState::Quit;
            }
            let Ok(entry) = entry else {
                return WalkState::Continue;
            };
            if !entry.file_type().is_some_and(|t| t.is_file()) {
                return WalkState::Continue;
            }
            match search_file(entry.path(), query, &mut buf) {
                Some(Outcome::Hits(h)) => {
                    let mut c = lock(shared);
                    c.matches += h.count;
                    c.files.push(ByPath(h));
                }
                Some(Outcome::TooBig(p)) => lock(shared).too_big.push(p),
                None => {}
            }
            WalkState::Continue
        })
    });
    let collected = collected.into_inner().unwrap_or_else(|p| p.into_inner());
    let mut too_big = collected.too_big;
    too_big.sort();
    Found {
        total_files: collected.files.seen(),
        total_matches: collected.matches,
        files: collected
            .files
            .into_sorted_vec()
            .into_iter()
            .map(|ByPath(h)| h)
            .collect(),
        too_big,
    }
}

fn search_file(path: &Path, query: &Query, buf: &mut Vec<u8>) -> Option<Outcome> {
    use std::io::Read;
    let mut file = std::fs::File::open(path).ok()?;
    let size = file.metadata().ok()?.len();
    if size > MAX_FILE_BYTES {
        return Some(Outcome::TooBig(path.to_path_buf()));
    }
    buf.clear();
    file.read_to_end(buf).ok()?;
    if buf.contains(&0) {
        return None;
    }
    let hits = search_bytes(buf, query)?;
    Some(Outcome::Hits(FileHits {
        path: path.to_path_buf(),
        count: hits.0,
        lines: hits.1,
    }))
}

/// Byte ranges of each line of `bytes` that holds a match (without its line break), in order.
fn matched_lines(bytes: &[u8], query: &Query) -> Vec<(usize, usize)> {
    let mut out: Vec<(usize, usize)> = Vec::new();
    let mut at = 0;
    while at <= bytes.len() {
        let Some(m) = query.regex.find_at(bytes, at) else {
            break;
        };
        // An empty match after the last line break is not a line.
        if m.start() == bytes.len() && (bytes.is_empty() || bytes.ends_with(b"\n")) {
            break;
        }
        let start = line_start(bytes, m.start());
        let end = line_end(bytes, m.start());
        if query.multiline {
            // Every line the match touches.
            let last = line_end(bytes, m.end().saturating_sub(1).max(m.start()));
            let mut s = start;
            while s <= last {
                let e = line_end(bytes, s);
                if out.last().is_none_or(|&(ps, _)| ps < s) {
                    out.push((s, e));
                }
                s = e + 1;
            }
            at = if m.end() > m.start() {
                m.end()
            } else {
                end + 1
            };
            continue;
        }
        // A hit that runs past its line (`\s`, `[^x]`) counts only if the line matches alone.
        if m.end() <= end || query.regex.is_match(&bytes[start..end]) {
            out.push((start, end));
        }
        at = end + 1;
    }
    out
}

fn line_start(bytes: &[u8], at: usize) -> usize {
    bytes[..at]
        .iter()
        .rposition(|&b| b == b'\n')
        .map_or(0, |i| i + 1)
}

fn line_end(bytes: &[u8], at: usize) -> usize {
    bytes[at.min(bytes.len())..]
        .iter()
        .position(|&b| b == b'\n')
        .map_or(bytes.len(), |i| at + i)
}

fn show(line: &[u8]) -> String {
    let text = String::from_utf8_lossy(line);
    let text = text.strip_suffix('\r').unwrap_or(&text);
    cut_chars(text, GREP_LINE_CHARS).into_owned()
}

/// The number of matching lines and the first `keep` of them with context; `None` if no match.
fn search_bytes(bytes: &[u8], query: &Query) -> Option<(usize, Vec<Line>)> {
    let hits = matched_lines(bytes, query);
    if hits.is_empty() {
        return None;
    }
    // Line numbers of every hit, counted incrementally.
    let mut numbers = Vec::with_capacity(hits.len());
    let (mut counted_to, mut number) = (0usize, 1usize);
    for &(s, _) in &hits {
        number += bytes[counted_to..s].iter().filter(|&&b| b == b'\n').count();
        counted_to = s;
        numbers.push(number);
    }
    let kept = hits.len().min(query.keep);
    if query.context == 0 {
        let lines = hits[..kept]
            .iter()
            .zip(&numbers)
            .map(|(&(s, e), &number)| Line {
                number,
                is_match: true,
                text: show(&bytes[s..e]),
            })
            .collect();
        return Some((hits.len(), lines));
    }
    // Merged windows of line numbers to show, then one pass over the lines up to the last.
    let mut windows: Vec<(usize, usize)> = Vec::new();
    for &n in &numbers[..kept] {
        let (from, to) = (n.saturating_sub(query.context).max(1), n + query.context);
        match windows.last_mut() {
            Some(w) if from <= w.1 + 1 => w.1 = w.1.max(to),
            _ => windows.push((from, to)),
        }
    }
    let mut lines = Vec::new();
    let mut w = 0;
    let (mut pos, mut number) = (0usize, 1usize);
    while w < windows.len() && pos <= bytes.len() {
        if pos == bytes.len() && (pos == 0 || bytes[pos - 1] == b'\n') {
            break;
        }
        let end = line_end(bytes, pos);
        if number > windows[w].1 {
            w += 1;
            continue;
        }
        if number >= windows[w].0 {
            lines.push(Line {
                number,
                is_match: numbers.binary_search(&number).is_ok(),
                text: show(&bytes[pos..end]),
            });
        }
        pos = end + 1;
        number += 1;
    }
    Some((hits.len(), lines))
}

#[cfg(test)]
mod tests {
    use regex::bytes::RegexBuilder;

    use super::{Line, Query, search_bytes};

    fn query(pattern: &str, multiline: bool, context: usize) -> Query {
        let regex = RegexBuilder::new(pattern)
            .multi_line(true)
            .dot_matches_new_line(multiline)
            .build()
            .unwrap_or_else(|e| panic!("{e}"));
        Query {
            regex,
            multiline,
            context,
            keep: 100,
        }
    }

    fn lines(found: Option<(usize, Vec<Line>)>) -> (usize, Vec<String>) {
        let (n, lines) = found.unwrap_or_default();
        let shown = lines
            .iter()
            .map(|l| {
                format!(
                    "{}{}{}",
                    l.number,
                    if l.is_match { ":" } else { "-" },
                    l.text
                )
            })
            .collect();
        (n, shown)
    }

    #[test]
    fn search_table() {
        let text = b"alpha\nbeta\ngamma\ndelta\nalpha beta\n";
        // (pattern, multiline, context, count, lines)
        let cases: [(&str, bool, usize, usize, &[&str]); 6] = [
            ("alpha", false, 0, 2, &["1:alpha", "5:alpha beta"]),
            ("^beta$", false, 0, 1, &["2:beta"]),
            ("a\\sb", false, 0, 1, &["5:alpha beta"]),
            ("gamma", false, 1, 1, &["2-beta", "3:gamma", "4-delta"]),
            (
                "beta|gamma",
                false,
                1,
                3,
                &["1-alpha", "2:beta", "3:gamma", "4-delta", "5:alpha beta"],
            ),
            ("beta.gamma", true, 0, 2, &["2:beta", "3:gamma"]),
        ];
        for (pattern, multi, ctx, count, want) in cases {
            let (n, got) = lines(search_bytes(text, &query(pattern, multi, ctx)));
            assert_eq!(
                (n, got),
                (count, want.iter().map(|s| s.to_string()).collect()),
                "{pattern}"
            );
        }
        assert!(search_bytes(b"nothing", &query("x", false, 0)).is_none());
        let (n, got) = lines(search_bytes(b"a\nb\n", &query("", false, 0)));
        assert_eq!((n, got), (2, vec!["1:a".to_string(), "2:b".to_string()]));
        let (_, got) = lines(search_bytes(
            b"ok \xff needle\r\n",
            &query("needle", false, 0),
        ));
        assert_eq!(got, vec!["1:ok \u{FFFD} needle"]);
    }
}
