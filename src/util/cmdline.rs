//! A process's command line as `/proc/<pid>/cmdline` holds it, joined for a message. Two layers
//! show one: `process` (the commands it ends or finds left running) and `session` (who holds a
//! session lock); `session` sits below `process` in the layering, so the one reader lives here.

/// The command line of `pid`, its arguments joined by spaces and trimmed; `None` when it cannot
/// be read (no `/proc`, a process that is gone).
pub fn read(pid: i32) -> Option<String> {
    let raw = std::fs::read(format!("/proc/{pid}/cmdline")).ok()?;
    Some(String::from_utf8_lossy(&raw).replace('\0', " ").trim().to_string())
}

/// The first `max` characters of `line`.
pub fn cut(line: &str, max: usize) -> String {
    line.chars().take(max).collect()
}

/// The first `max` characters of `line`, with `…` after them when that cut something off.
pub fn cut_marked(line: &str, max: usize) -> String {
    let cut = cut(line, max);
    if cut.len() < line.len() {
        format!("{cut}…")
    } else {
        cut
    }
}

#[cfg(test)]
mod tests {
    use super::{cut, cut_marked, read};

    #[test]
    fn cuts_count_characters_and_mark_only_a_real_cut() {
        assert_eq!(cut("äbcdef", 3), "äbc");
        assert_eq!(cut_marked("äbcdef", 3), "äbc…");
        assert_eq!(cut_marked("äbc", 3), "äbc");
    }

    #[test]
    fn own_command_line_reads_and_a_gone_pid_does_not() {
        if std::path::Path::new("/proc/self/cmdline").exists() {
            let own = read(std::process::id() as i32).unwrap_or_default();
            assert!(!own.is_empty() && !own.contains('\0'), "{own:?}");
        }
        assert_eq!(read(-1), None);
    }
}
