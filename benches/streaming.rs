//! Streaming in print mode (issue #33), measured as a user pays for it: the whole process's CPU
//! (user + sys, every thread, from `wait4`) of a 20 000-delta answer minus a one-word answer,
//! divided by 20, with stdout going to a file and the mock sending its events as fast as it can
//! (one write per event, no pacing). CPU times vary 2–3x on a shared machine, so each format also
//! gets counts that do not: voluntary context switches (`ru_nvcsw`, every thread; the big
//! answer's minus the one-word answer's) and, from one `strace -f -yy` run of the big answer
//! alone, its reads on the TCP socket and the futex calls of every thread between the first and
//! the last of them (no baseline is subtracted, so the figure is never negative). Goal: at most
//! 1.2 futex calls per network read (one thread hand-off per read on the way from the socket to
//! stdout). A single strace run's ratio moves by 2x or more, so the ratio is the median of
//! `TRACED` runs per format.

use std::process::{Command, Stdio};

use crate::mock::{MockServer, Turn};
use crate::{median, ms, previous, run_with, static_bin, which, world};

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
            let (cpu, more_switches) = big_minus_small(crate::bin(), format);
            per_k.push(cpu);
            switches.push(more_switches);
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
                "  counts, {label:<11} median of {RUNS}:  {:.1} voluntary switches per 1000 deltas (strace not installed: no reads or futex counts)",
                switches as f64 / (DELTAS / 1000) as f64
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
            "  counts, {label:<11} median of {TRACED}:   {} network reads, {:.2} futex per read (first to last socket read; goal 1.2){}, {} futex in the whole run, {:.1} voluntary switches per 1000 deltas",
            median(traced.iter().map(|c| c.reads).collect()),
            per_read(|c| c.futex),
            previous(&format!("futex {label}")),
            median(traced.iter().map(|c| c.futex_total).collect()),
            switches as f64 / (DELTAS / 1000) as f64
        );
    }
}

/// The same CPU figure for the static binary (`make static`, musl), when it is built: what a
/// container or CI job running the shipped binary pays (docs/performance.md, "Streaming CPU in
/// the static binary"). No counts: they do not depend on the C library.
pub fn static_case() {
    let Some(program) = static_bin() else {
        println!("CPU per 1000 deltas, static binary: not built (`make static` builds it)");
        return;
    };
    let mut figures = Vec::new();
    for format in ["text", "stream-json"] {
        let mut per_k = Vec::new();
        for _ in 0..RUNS {
            per_k.push(big_minus_small(&program, format).0);
        }
        figures.push(format!("{format} {}", ms(median(per_k))));
    }
    println!(
        "CPU per 1000 deltas, static binary, median of {RUNS}: {} (musl: its memcpy and malloc cost more than glibc's)",
        figures.join(", ")
    );
}

/// One run of `program` with the one-word answer and one with the big answer, in one world,
/// stdout to a file: the big one's extra CPU per 1000 deltas and its extra voluntary switches.
fn big_minus_small(program: &str, format: &str) -> (std::time::Duration, i64) {
    let mock = MockServer::start(vec![Turn::text("x"), big()]);
    let w = world(&mock);
    let args = ["-p", "--output-format", format, "hi"];
    let out = w.work.join("../stdout");
    let usage = || {
        let file = std::fs::File::create(&out).unwrap_or_else(|e| panic!("{e}"));
        run_with(program, &args, &w.env, &w.work, Stdio::from(file)).0
    };
    let base = usage();
    let answer = usage();
    (
        answer.cpu.saturating_sub(base.cpu) / (DELTAS / 1000) as u32,
        answer.switches - base.switches,
    )
}

fn big() -> Turn {
    Turn::new().say(&"abcd".repeat(DELTAS)).deltas(DELTAS)
}

struct Counts {
    /// Reads on the TCP socket (`read`/`recvfrom` whose first argument strace names `TCP`).
    reads: i64,
    /// Futex calls of every thread from the first socket read to the last.
    futex: i64,
    /// Futex calls of the whole run, start-up and exit included.
    futex_total: i64,
}

/// One run of the big answer under `strace -f -yy -e trace=read,recvfrom,futex` (every call
/// listed, each socket named): the reads on the TCP socket, and the futex calls of every thread
/// from the first of those reads to the last. Both are counts over that one run, so the ratio
/// cannot go below zero. (Until 2026-12-03 this subtracted a one-word answer's counts from the
/// big answer's; start-up's futex calls vary by more than the answer adds in stream-json, so the
/// difference could be negative.)
fn counts(format: &str) -> Option<Counts> {
    let strace = which(&["strace"])?;
    let mock = MockServer::start(vec![big()]);
    let w = world(&mock);
    let report = w.work.join("../strace-big.txt");
    let status = Command::new(&strace)
        .args(["-f", "-yy", "-e", "trace=read,recvfrom,futex", "-o"])
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
    status.success().then(|| window_counts(&text))
}

/// The counts of one `strace -f -yy` listing (see `counts`).
fn window_counts(listing: &str) -> Counts {
    // Each call's first line: `<pid> <name>(<args>`; a blocked call's second half starts with
    // `<pid> <... <name> resumed>` and is not a new call.
    let calls: Vec<(&str, &str)> = listing
        .lines()
        .filter_map(|l| {
            let rest = l.split_once(' ').map_or(l, |(_, r)| r).trim_start();
            let (name, args) = rest.split_once('(')?;
            name.bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'_')
                .then_some((name, args))
        })
        .collect();
    let socket_read = |(name, args): &(&str, &str)| {
        matches!(*name, "read" | "recvfrom")
            && args.split_once('<').is_some_and(|(fd, kind)| {
                fd.bytes().all(|b| b.is_ascii_digit()) && kind.starts_with("TCP")
            })
    };
    let first = calls.iter().position(socket_read);
    let last = calls.iter().rposition(socket_read);
    let window = match (first, last) {
        (Some(a), Some(b)) => &calls[a..=b],
        _ => &calls[..0],
    };
    let futex = |c: &[(&str, &str)]| c.iter().filter(|(n, _)| *n == "futex").count() as i64;
    Counts {
        reads: window.iter().filter(|c| socket_read(c)).count() as i64,
        futex: futex(window),
        futex_total: futex(&calls),
    }
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
