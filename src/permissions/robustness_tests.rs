//! The command text is written by the model, so the analysis and every classifier must survive
//! anything: random shell-flavoured text never panics, and huge or deeply nested input is
//! handled in roughly linear time and judged unparseable rather than crashing the session.

use std::path::Path;
use std::time::Duration;

use crate::permissions::paths::Project;
use crate::permissions::shell::analyze;
use crate::permissions::{auto_safe, builtin, dangerous, readonly, rule_tier, secrets};

fn project() -> Project {
    Project::with(
        Path::new("/w"),
        Some(Path::new("/home/u")),
        Path::new("/d/auth.json"),
    )
}

/// This thread's CPU time (user + system, from `/proc/thread-self/stat`): the bound below is on
/// the work done, so a loaded machine cannot fail the test.
fn thread_cpu() -> Duration {
    let stat = std::fs::read_to_string("/proc/thread-self/stat").unwrap_or_default();
    let after = stat.rsplit_once(')').map_or("", |(_, rest)| rest);
    let fields: Vec<u64> = after
        .split_whitespace()
        .skip(11)
        .take(2)
        .filter_map(|f| f.parse().ok())
        .collect();
    // USER_HZ is 100 on every Linux this runs on.
    Duration::from_millis(fields.iter().sum::<u64>() * 10)
}

fn judge_all(text: &str) {
    let p = project();
    let a = analyze(text);
    let _ = dangerous::check(&p, &a);
    let _ = readonly::check(&p, &a);
    let _ = auto_safe::check(&p, &a, &["just test".to_string(), "bun run*".to_string()]);
    let _ = rule_tier::bash(&p, &a);
    let _ = secrets::in_command(&p, &a);
    let subject = crate::permissions::call::Subject::Bash {
        command: text.to_string(),
        analysis: a,
        sandbox_off: false,
    };
    let _ = builtin::denied(&p, &subject);
}

#[test]
fn random_text_never_panics() {
    const PIECES: [&str; 48] = [
        " ", "\n", "\t", ";", ";;", "&", "&&", "|", "||", "|&", "(", ")", "{", "}", "<", ">", ">>",
        "<<", "<<-", "<<<", "2>", "&>", ">&", "'", "\"", "`", "\\", "$", "$(", "${", "$((", "$'",
        "<(", ">(", "#", "*", "?", "[", "]", "~", "=", "rm", "-rf", "/", "sh -c", "EOF", "é",
        "\u{2028}",
    ];
    let mut x: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut next = || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x
    };
    for _ in 0..20_000 {
        let len = (next() % 24) as usize;
        let text: String = (0..len)
            .map(|_| PIECES[(next() % PIECES.len() as u64) as usize])
            .collect();
        judge_all(&text);
    }
}

#[test]
fn huge_and_deep_input_is_bounded() {
    let cases = [
        "a;".repeat(100_000),
        "(".repeat(50_000),
        "{ ".repeat(50_000),
        "f() ".repeat(50_000),
        format!("echo {}x{}", "${a:-".repeat(20_000), "}".repeat(20_000)),
        format!("echo {}", "$(".repeat(20_000)),
        format!("echo {}", "[".repeat(200_000)),
        format!("echo {}", "{a,".repeat(50_000)),
        "curl x | sh; ".repeat(20_000),
        "echo x | psql; ".repeat(20_000),
        ":(){ :|:& };".repeat(10_000),
        "x".repeat(2 * 1024 * 1024),
    ];
    for text in &cases {
        let started = thread_cpu();
        judge_all(text);
        let took = thread_cpu().saturating_sub(started);
        assert!(
            took < Duration::from_secs(10),
            "{} bytes starting {:?} took {took:?}",
            text.len(),
            &text[..20]
        );
    }
    assert!(analyze(&"(".repeat(1000)).error.is_some());
    assert!(analyze(&"x".repeat(2 * 1024 * 1024)).error.is_some());
}
