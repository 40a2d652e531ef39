//! The shared output limits and the notices that tell the model what to do next. Every tool cuts
//! its output here, so limits and wording stay in one place (listed in docs/tools.md). A full
//! output that is cut is written to a log file under the data dir, and the notice names it.

use std::borrow::Cow;
use std::fs::File;
use std::io::Write;
use std::path::{Path, PathBuf};

/// Lines a tool returns at most.
pub const MAX_LINES: usize = 2000;
/// Bytes a tool returns at most.
pub const MAX_BYTES: usize = 50 * 1024;
/// Characters of one line of `read` output before it is cut.
pub const MAX_LINE_CHARS: usize = 2000;
/// Characters of one line of `grep` output before it is cut.
pub const GREP_LINE_CHARS: usize = 500;

/// `read`'s notice when more lines follow.
pub fn read_more(first: usize, last: usize, total: usize) -> String {
    format!(
        "[Showing lines {first}-{last} of {total}. Use offset={} to continue.]",
        last + 1
    )
}

/// The notice above a tail (bash): what is shown, and where the whole output is.
pub fn tail_notice(
    shown_lines: usize,
    total_lines: usize,
    log: &Result<PathBuf, LogError>,
) -> String {
    match log {
        Ok(path) => format!(
            "[Output cut: showing the last {shown_lines} of {total_lines} lines. The full output is in {}; read it with offset/limit or search it with grep.]",
            path.display()
        ),
        Err(why) => format!(
            "[Output cut: showing the last {shown_lines} of {total_lines} lines. The full output could not be saved ({why}); rerun the command with less output.]"
        ),
    }
}

/// The notice below a head (grep, glob, ls, bash_output): what is shown, and where the rest is.
pub fn head_notice(
    shown_lines: usize,
    total_lines: usize,
    log: &Result<PathBuf, LogError>,
) -> String {
    match log {
        Ok(path) => format!(
            "[Output cut at {} KiB: showing the first {shown_lines} of {total_lines} lines. The full output is in {}; read it with offset/limit.]",
            MAX_BYTES / 1024,
            path.display()
        ),
        Err(why) => format!(
            "[Output cut at {} KiB: showing the first {shown_lines} of {total_lines} lines. The rest could not be saved ({why}); narrow the request.]",
            MAX_BYTES / 1024
        ),
    }
}

/// The notice when a tool stopped at its item limit.
pub fn limit_notice(shown: usize, total: usize, what: &str, next: &str) -> String {
    format!("[Showing {shown} of {total} {what}. {next}]")
}

/// The last `MAX_LINES` / `MAX_BYTES` of `text`, never cutting a line in half (unless a single
/// line is longer than the byte limit). Returns the kept text and whether anything was cut.
pub fn tail(text: &str) -> (String, bool) {
    let body = text.strip_suffix('\n').unwrap_or(text);
    // Byte offsets where lines start, newest first.
    let starts = body
        .rmatch_indices('\n')
        .map(|(i, _)| i + 1)
        .chain(std::iter::once(0));
    let mut start = text.len();
    for (lines, line_start) in starts.enumerate() {
        if lines >= MAX_LINES || text.len() - line_start > MAX_BYTES {
            if lines == 0 {
                // One enormous last line: keep its tail on a char boundary.
                let mut cut = text.len() - MAX_BYTES;
                while !text.is_char_boundary(cut) {
                    cut += 1;
                }
                return (text[cut..].to_string(), true);
            }
            return (text[start..].to_string(), true);
        }
        start = line_start;
    }
    (text.to_string(), false)
}

/// The first `MAX_LINES` / `MAX_BYTES` of `text` in whole lines (a first line longer than the byte
/// limit is cut on a char boundary). Returns the kept text and whether anything was cut.
pub fn head(text: &str) -> (&str, bool) {
    let mut end = 0;
    for (lines, line) in text.split_inclusive('\n').enumerate() {
        if lines >= MAX_LINES || end + line.len() > MAX_BYTES {
            if lines == 0 {
                let mut cut = MAX_BYTES;
                while !text.is_char_boundary(cut) {
                    cut -= 1;
                }
                return (&text[..cut], true);
            }
            return (&text[..end], true);
        }
        end += line.len();
    }
    (text, false)
}

/// `text` cut to the limits from the front, with the notice and log file when it was cut.
pub fn head_with_notice(text: &str, tool: &str, log_dir: &Path) -> (String, bool) {
    let (kept, cut) = head(text);
    if !cut {
        return (text.to_string(), false);
    }
    let log = spill(log_dir, text.as_bytes(), tool);
    let shown = kept.lines().count();
    let mut out = kept.to_string();
    if !out.ends_with('\n') {
        out.push('\n');
    }
    out.push_str(&head_notice(shown, text.lines().count(), &log));
    (out, true)
}

/// Cuts `line` to `max` characters with a marker that gives the full length.
pub fn cut_chars(line: &str, max: usize) -> Cow<'_, str> {
    match line.char_indices().nth(max) {
        Some((i, _)) => format!(
            "{}{}",
            &line[..i],
            line_cut_marker(max, line.chars().count())
        )
        .into(),
        None => line.into(),
    }
}

/// The marker after a line cut at `max` of `total` characters.
pub fn line_cut_marker(max: usize, total: usize) -> String {
    format!("… [line cut at {max} of {total} characters]")
}

/// A new, empty log file `<log_dir>/<tool>-<time>-<pid>-<n>.log` (the log dir is
/// `<data dir>/tool-output` unless a test chooses another).
pub fn new_log(dir: &Path, tool: &str) -> Result<(PathBuf, File), LogError> {
    static COUNTER: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
    std::fs::create_dir_all(dir).map_err(|e| LogError::create(dir, e))?;
    let n = COUNTER.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let path = dir.join(format!(
        "{tool}-{}-{}-{n}.log",
        crate::util::time::now_ms(),
        std::process::id()
    ));
    let file = File::create(&path).map_err(|e| LogError::create(&path, e))?;
    Ok((path, file))
}

/// Writes a full output that was cut to a new log file and returns its path.
pub fn spill(dir: &Path, full: &[u8], tool: &str) -> Result<PathBuf, LogError> {
    let (path, mut file) = new_log(dir, tool)?;
    file.write_all(full).map_err(|e| LogError::write(&path, e))?;
    Ok(path)
}

/// Why a log file for a cut output could not be made: the file (or its directory), what was
/// being done to it, and the system's reason.
#[derive(Debug)]
pub struct LogError {
    path: PathBuf,
    writing: bool,
    source: std::io::Error,
}

impl LogError {
    fn create(path: &Path, source: std::io::Error) -> LogError {
        LogError {
            path: path.to_path_buf(),
            writing: false,
            source,
        }
    }

    fn write(path: &Path, source: std::io::Error) -> LogError {
        LogError {
            path: path.to_path_buf(),
            writing: true,
            source,
        }
    }
}

impl std::fmt::Display for LogError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let verb = if self.writing { "write" } else { "create" };
        write!(
            f,
            "cannot {verb} {}: {}",
            self.path.display(),
            self.source
        )
    }
}

/// Collects a command's output as it arrives. It keeps a bounded tail in memory; once the output
/// outgrows the limits, everything (from the first byte) also goes to a log file, so memory stays
/// small however much a command prints.
pub struct Collector {
    tool: &'static str,
    log_dir: PathBuf,
    tail: Vec<u8>,
    total_lines: usize,
    total_bytes: usize,
    last_byte: u8,
    log: Option<Result<(PathBuf, File), LogError>>,
}

/// What a [`Collector`] ends with.
pub struct Collected {
    /// The output within the limits, the notice first when it was cut.
    pub text: String,
    pub cut: bool,
    pub log: Option<PathBuf>,
}

impl Collector {
    pub fn new(tool: &'static str, log_dir: &Path) -> Collector {
        Collector {
            tool,
            log_dir: log_dir.to_path_buf(),
            tail: Vec::new(),
            total_lines: 0,
            total_bytes: 0,
            last_byte: b'\n',
            log: None,
        }
    }

    pub fn push(&mut self, chunk: &[u8]) {
        let Some(&last) = chunk.last() else { return };
        self.total_bytes += chunk.len();
        self.total_lines += chunk.iter().filter(|&&b| b == b'\n').count();
        self.last_byte = last;
        let over = self.total_bytes > MAX_BYTES || self.total_lines > MAX_LINES;
        if over && self.log.is_none() {
            let mut log = new_log(&self.log_dir, self.tool);
            if let Ok((path, file)) = &mut log
                && let Err(e) = file.write_all(&self.tail)
            {
                log = Err(LogError::write(path, e));
            }
            self.log = Some(log);
        }
        if let Some(Ok((path, file))) = &mut self.log
            && let Err(e) = file.write_all(chunk)
        {
            self.log = Some(Err(LogError::write(path, e)));
        }
        self.tail.extend_from_slice(chunk);
        if self.tail.len() > 4 * MAX_BYTES {
            self.tail.drain(..self.tail.len() - 2 * MAX_BYTES);
        }
    }

    /// The output so far, within the limits (for streaming updates).
    pub fn snapshot(&self) -> String {
        tail(&String::from_utf8_lossy(&self.tail)).0
    }

    pub fn finish(self) -> Collected {
        let text = String::from_utf8_lossy(&self.tail);
        let (kept, cut) = tail(&text);
        if !cut {
            return Collected {
                text: kept,
                cut: false,
                log: None,
            };
        }
        let total = self.total_lines + usize::from(self.last_byte != b'\n');
        let log = match self.log {
            Some(Ok((path, mut file))) => match file.flush() {
                Ok(()) => Ok(path),
                Err(e) => Err(LogError::write(&path, e)),
            },
            Some(Err(e)) => Err(e),
            None => spill(&self.log_dir, self.tail.as_slice(), self.tool),
        };
        let notice = tail_notice(kept.lines().count(), total, &log);
        Collected {
            text: format!("{notice}\n{kept}"),
            cut: true,
            log: log.ok(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{Collector, MAX_BYTES, MAX_LINES, cut_chars, head, read_more, tail};

    #[test]
    fn tail_keeps_whole_lines() {
        assert_eq!(tail("a\nb\n"), ("a\nb\n".to_string(), false));
        let many: String = (0..MAX_LINES + 10).map(|i| format!("{i}\n")).collect();
        let (t, cut) = tail(&many);
        assert!(cut);
        assert_eq!(t.lines().count(), MAX_LINES);
        assert!(t.starts_with("10\n"));
        let big = "x".repeat(MAX_BYTES * 2);
        let (t, cut) = tail(&big);
        assert!(cut && t.len() == MAX_BYTES);
    }

    #[test]
    fn head_keeps_whole_lines() {
        assert_eq!(head("a\nb"), ("a\nb", false));
        let many: String = (0..MAX_LINES + 10).map(|i| format!("{i}\n")).collect();
        let (h, cut) = head(&many);
        assert!(cut);
        assert_eq!(h.lines().count(), MAX_LINES);
        assert!(h.ends_with("1999\n"));
        let wide = format!("{}\nnext\n", "é".repeat(MAX_BYTES));
        let (h, cut) = head(&wide);
        assert!(cut && h.len() <= MAX_BYTES && h.len() > MAX_BYTES - 2);
    }

    #[test]
    fn notices_and_markers() {
        assert_eq!(
            read_more(1, 2000, 5000),
            "[Showing lines 1-2000 of 5000. Use offset=2001 to continue.]"
        );
        assert_eq!(
            cut_chars("abcdef", 3),
            "abc… [line cut at 3 of 6 characters]"
        );
        assert_eq!(cut_chars("abc", 3), "abc");
    }

    #[test]
    fn collector_logs_everything_once_over_the_limit() {
        let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
        let full: String = (1..=30_000).map(|i| format!("line {i}\n")).collect();
        let mut c = Collector::new("test", dir.path());
        for chunk in full.as_bytes().chunks(777) {
            c.push(chunk);
        }
        assert!(c.tail.len() <= 4 * MAX_BYTES);
        let done = c.finish();
        assert!(done.cut);
        assert!(
            done.text
                .starts_with("[Output cut: showing the last 2000 of 30000 lines."),
            "{}",
            &done.text[..200]
        );
        assert!(done.text.ends_with("line 30000\n"));
        let log = done.log.unwrap_or_default();
        assert_eq!(std::fs::read_to_string(&log).ok().as_deref(), Some(&*full));
    }
}
