//! The shared output limits and the notices that tell the model what to do next. Every tool cuts
//! its output here, so limits and wording stay in one place (listed in docs/tools.md).

/// Lines a tool returns at most.
pub const MAX_LINES: usize = 2000;
/// Bytes a tool returns at most.
pub const MAX_BYTES: usize = 50 * 1024;
/// Characters of one line before it is cut.
pub const MAX_LINE_CHARS: usize = 2000;

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

/// Cuts one line to `MAX_LINE_CHARS` characters with a marker.
pub fn cut_line(line: &str) -> std::borrow::Cow<'_, str> {
    match line.char_indices().nth(MAX_LINE_CHARS) {
        Some((i, _)) => format!(
            "{}… [line cut at {MAX_LINE_CHARS} of {} characters]",
            &line[..i],
            line.chars().count()
        )
        .into(),
        None => line.into(),
    }
}

/// Writes a full output that was cut to `<data dir>/tool-output/<tool>-<time>-<n>.log`, so the
/// notice can point the model at it. `None` if it cannot be written.
pub fn spill(full: &str, tool: &str) -> Option<std::path::PathBuf> {
    static COUNTER: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
    let dir = crate::config::paths::data_dir().join("tool-output");
    std::fs::create_dir_all(&dir).ok()?;
    let n = COUNTER.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let path = dir.join(format!(
        "{tool}-{}-{}-{n}.log",
        crate::util::time::now_ms(),
        std::process::id()
    ));
    std::fs::write(&path, full).ok()?;
    Some(path)
}

#[cfg(test)]
mod tests {
    use super::{MAX_BYTES, MAX_LINES, tail};

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
}
