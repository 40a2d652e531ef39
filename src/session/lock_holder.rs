//! Who holds a session lock, for its error message: whether the pid the lock file names is ama.
//! Only the message reads this; the kernel lock decides (`session::lock`).

use crate::util::cmdline;

/// `None` when process `pid` is ama (or cannot be told apart from it); otherwise what it is: its
/// command line (cut at 80 characters), or why that cannot be read.
pub fn not_ama(pid: i32) -> Option<String> {
    let exe = std::fs::read_link(format!("/proc/{pid}/exe")).ok();
    let line = cmdline::read(pid).map(|l| cmdline::cut(&l, 80));
    if exe.is_none() && line.is_none() {
        // No /proc (not Linux), or a process that is gone: nothing to tell.
        return None;
    }
    let own = std::env::current_exe().ok();
    let named_ama = |p: &std::path::Path| {
        p.file_name()
            .and_then(|n| n.to_str())
            .is_some_and(|n| n == "ama" || n.starts_with("ama-") || n.starts_with("ama "))
    };
    let is_ama = exe
        .as_deref()
        .is_some_and(|e| Some(e) == own.as_deref() || named_ama(e))
        || line.as_deref().is_some_and(|l| {
            l.split(' ')
                .next()
                .is_some_and(|argv0| named_ama(std::path::Path::new(argv0)))
        });
    if is_ama {
        return None;
    }
    Some(match line {
        Some(l) if !l.is_empty() => format!("`{l}`"),
        _ => "its command line cannot be read".to_string(),
    })
}

#[cfg(test)]
mod tests {
    use super::not_ama;

    #[test]
    fn another_program_is_named() {
        let mut child = std::process::Command::new("sleep")
            .arg("30")
            .spawn()
            .unwrap_or_else(|e| panic!("{e}"));
        // Right after spawn the child may not have exec'd yet (its command line is still the
        // test binary's, or empty while exec runs): wait for it, with a deadline.
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(5);
        let mut said = not_ama(child.id() as i32);
        while said.as_deref() != Some("`sleep 30`") && std::time::Instant::now() < deadline {
            std::thread::sleep(std::time::Duration::from_millis(5));
            said = not_ama(child.id() as i32);
        }
        let _ = child.kill();
        let _ = child.wait();
        assert_eq!(said.as_deref(), Some("`sleep 30`"));
    }
}
