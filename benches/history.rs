//! The history case of `make bench`: a generated sessions directory of 1 000 sessions (12 turns,
//! 24 tool calls and tool results of about 2 KB each, about 67 MB), then `ama stats --all` without the
//! index (cold) and with it (indexed), and `ama sessions search` for a word only the oldest
//! session holds, so every file is read. Medians of wall time; goals: stats ≤ 70 ms cold,
//! ≤ 6 ms indexed (issue #33; issue #17 set 80 and 8); search ≤ 150 ms.

#[path = "../tests/history_corpus.rs"]
#[allow(dead_code)]
mod corpus;

use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

const SESSIONS: usize = 1000;

/// CPU time (user + system) of every child reaped so far.
fn children_cpu() -> Duration {
    // SAFETY: getrusage only writes into `usage`, which lives on this stack frame.
    let mut usage: nix::libc::rusage = unsafe { std::mem::zeroed() };
    unsafe { nix::libc::getrusage(nix::libc::RUSAGE_CHILDREN, &mut usage) };
    let tv = |t: nix::libc::timeval| {
        Duration::from_micros(t.tv_sec as u64 * 1_000_000 + t.tv_usec as u64)
    };
    tv(usage.ru_utime) + tv(usage.ru_stime)
}

/// (wall, CPU) of one run.
fn time(bin: &str, args: &[&str], data: &Path, cwd: &Path) -> (Duration, Duration) {
    let cpu = children_cpu();
    let start = Instant::now();
    let status = Command::new(bin)
        .args(args)
        .env("AMA_DATA_DIR", data)
        .env("AMA_CONFIG_DIR", data.join("config"))
        .current_dir(cwd)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .unwrap_or_else(|e| panic!("spawn {bin}: {e}"));
    assert!(status.success(), "ama {args:?} failed");
    (start.elapsed(), children_cpu().saturating_sub(cpu))
}

fn median(mut v: Vec<Duration>) -> Duration {
    v.sort();
    v[v.len() / 2]
}

fn ms(d: Duration) -> String {
    format!("{:.1} ms", d.as_secs_f64() * 1000.0)
}

/// `<median wall> wall, <median CPU> CPU`.
fn both(runs: Vec<(Duration, Duration)>) -> String {
    let (walls, cpus): (Vec<Duration>, Vec<Duration>) = runs.into_iter().unzip();
    format!("{} wall, {} CPU", ms(median(walls)), ms(median(cpus)))
}

/// Generates the corpus and prints the three figures.
pub fn run_case(bin: &str) {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    // `AMA_BENCH_HISTORY_DIR` keeps the corpus there, for profiling one command by hand.
    let base = std::env::var_os("AMA_BENCH_HISTORY_DIR")
        .map(std::path::PathBuf::from)
        .unwrap_or_else(|| dir.path().to_path_buf());
    let _ = std::fs::remove_dir_all(base.join("data"));
    let data = base.join("data");
    let root = data.join("sessions");
    let work = base.join("work");
    std::fs::create_dir_all(&work).unwrap_or_else(|e| panic!("{e}"));
    let mut bytes = 0u64;
    for i in 0..SESSIONS {
        let cwd = format!("/home/bench/project{}", i % 20);
        let start = corpus::DAY_MS * 20_000 + i as u64 * 3_600_000;
        let mut w = corpus::bench_session(i, &cwd, start, 12, 1640);
        if i == 0 {
            w.user("the rare word zanzibarite");
        }
        let path = w.save(&root);
        bytes += std::fs::metadata(&path).map(|m| m.len()).unwrap_or(0);
    }
    println!(
        "history: generated {SESSIONS} sessions, {:.1} MB",
        bytes as f64 / 1e6
    );
    let index = data.join("stats-index.json");
    let cold: Vec<(Duration, Duration)> = (0..5)
        .map(|_| {
            let _ = std::fs::remove_file(&index);
            time(bin, &["stats", "--all"], &data, &work)
        })
        .collect();
    let warm: Vec<(Duration, Duration)> = (0..10)
        .map(|_| time(bin, &["stats", "--all"], &data, &work))
        .collect();
    let search: Vec<(Duration, Duration)> = (0..5)
        .map(|_| {
            time(
                bin,
                &["sessions", "search", "zanzibarite", "--all"],
                &data,
                &work,
            )
        })
        .collect();
    println!(
        "stats --all, cold (no index), median of 5: {} (goal 70 ms){}",
        both(cold),
        crate::previous("stats cold")
    );
    println!(
        "stats --all, indexed, median of 10:       {} (goal 6 ms){}",
        both(warm),
        crate::previous("stats indexed")
    );
    println!(
        "sessions search <rare word>, median of 5:  {} (goal 150 ms)",
        both(search)
    );
    println!("{RECORDED}");
}

/// The before/after medians docs/performance.md records ("Third round"), printed next to this
/// run's for comparison.
const RECORDED: &str = "history, recorded in docs/performance.md (idle machine, wall medians, \
before -> after the third round): stats cold 69 -> 70 ms, stats indexed 8.1 -> 6.3 ms, search 19.8 -> 19.2 ms";
