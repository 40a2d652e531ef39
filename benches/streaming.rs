//! Streaming in print mode (issue #33), measured as a user pays for it: the whole process's CPU
//! (user + sys, every thread, from `wait4`) of a 20 000-delta answer minus a one-word answer,
//! divided by 20, with stdout going to a file and the mock sending its events as fast as it can
//! (one write per event, no pacing). CPU times vary 2–3x on a shared machine, so each format also
//! gets counts that do not: voluntary context switches (`ru_nvcsw`, every thread) and, under
//! `strace -f -c`, network reads and futex calls. Each count is the big answer's minus the
//! one-word answer's, so start-up and the session file cancel out; "per read" divides by the
//! extra reads, which are the socket's. Goal: at most 1.2 futex calls per network read (one
//! thread hand-off per read on the way from the socket to stdout). A single strace run's ratio
//! moves by 2x or more (the big answer adds only 30-100 reads), so the ratio is the median of
//! `TRACED` runs per format.

use std::process::{Command, Stdio};

use crate::mock::{MockServer, Turn};
use crate::{median, ms, previous, run_to, which, world};

/// Deltas of the big answer.
const DELTAS: usize = 20_000;

/// Runs of the CPU figure per format.
const RUNS: usize = 10;

/// Runs under strace per format.
const TRACED: usize = 5;

pub fn case() {
    for (label, format) in [("text", "text"), ("stream-json", "stream-json")] {
        let mut per_k = Vec::new();
        let mut switches = Vec::new();
        for _ in 0..RUNS {
            let mock = MockServer::start(vec![Turn::text("x"), big()]);
            let w = world(&mock);
            let args = ["-p", "--output-format", format, "hi"];
            let out = w.work.join("../stdout");
            let base = run_to(&args, &w.env, &w.work, &out).0;
            let answer = run_to(&args, &w.env, &w.work, &out).0;
            per_k.push(answer.cpu.saturating_sub(base.cpu) / (DELTAS / 1000) as u32);
            switches.push(answer.switches - base.switches);
        }
        println!(
            "CPU per 1000 deltas, {label:<11} median of {RUNS}: {} (whole process, stdout to a file){}",
            ms(median(per_k)),
            previous(&format!("cpu {label}"))
        );
        let switches = median(switches);
        let traced: Vec<Counts> = (0..TRACED).map_while(|_| counts(format)).collect();
        if traced.is_empty() {
            println!(
                "  counts, {label:<11} median of {RUNS}:  {} voluntary switches per 1000 deltas (strace not installed: no reads or futex counts)",
                switches / (DELTAS / 1000) as i64
            );
            continue;
        }
        // Ratios as thousandths, so the median is over integers.
        let per_read = |f: fn(&Counts) -> i64| {
            let v = traced
                .iter()
                .map(|c| f(c) * 1000 / c.reads.max(1))
                .collect();
            median(v) as f64 / 1000.0
        };
        println!(
            "  counts, {label:<11} median of {TRACED}:   {} network reads, {:.2} futex per read (goal 1.2){}, {} voluntary switches per 1000 deltas",
            median(traced.iter().map(|c| c.reads).collect()),
            per_read(|c| c.futex),
            previous(&format!("futex {label}")),
            switches / (DELTAS / 1000) as i64
        );
    }
}

fn big() -> Turn {
    Turn::new().say(&"abcd".repeat(DELTAS)).deltas(DELTAS)
}

struct Counts {
    reads: i64,
    futex: i64,
}

/// The big answer's extra `read`/`recvfrom` and `futex` calls over the one-word answer's, under
/// `strace -f -c`.
fn counts(format: &str) -> Option<Counts> {
    let strace = which(&["strace"])?;
    let mock = MockServer::start(vec![Turn::text("x"), big()]);
    let w = world(&mock);
    let traced = |name: &str| -> Option<(i64, i64)> {
        let report = w.work.join(format!("../strace-{name}.txt"));
        let status = Command::new(&strace)
            .args(["-f", "-c", "-e", "trace=read,recvfrom,futex", "-o"])
            .arg(&report)
            .args([crate::bin(), "-p", "--output-format", format, "hi"])
            .envs(w.env.iter().map(|(k, v)| (*k, v.as_str())))
            .env_remove("ANTHROPIC_API_KEY")
            .env_remove("OPENAI_API_KEY")
            .current_dir(&w.work)
            .stdin(Stdio::null())
            .stdout(std::fs::File::create(w.work.join("../stdout")).ok()?)
            .stderr(Stdio::null())
            .status()
            .ok()?;
        let text = std::fs::read_to_string(&report).ok()?;
        status.success().then(|| {
            (
                calls(&text, "read") + calls(&text, "recvfrom"),
                calls(&text, "futex"),
            )
        })
    };
    let (base_reads, base_futex) = traced("base")?;
    let (reads, futex) = traced("big")?;
    Some(Counts {
        reads: reads - base_reads,
        futex: futex - base_futex,
    })
}

/// One syscall's count in `strace -c` output (rows: % time, seconds, usecs/call, calls,
/// [errors,] syscall).
pub fn calls(report: &str, name: &str) -> i64 {
    report
        .lines()
        .map(|l| l.split_whitespace().collect::<Vec<_>>())
        .find(|f| f.last() == Some(&name) && f.len() >= 5)
        .and_then(|f| f[3].parse().ok())
        .unwrap_or(0)
}
