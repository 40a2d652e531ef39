//! `make bench`: start-up time, time to first request, CPU per 1000 streamed deltas, the wall
//! time, CPU and peak RSS of a three-request task with two bash calls, resuming a 100 MB session
//! — all against the in-repo mock server — then the grep and glob tools over a generated tree of
//! 50,000 files, compared with `rg` and `fd` when they are installed. It prints medians; it never
//! asserts (timings do not decide tests). `cargo bench --bench bench -- core` runs only the
//! process figures (start-up, first request, streaming, the task, resume); `AMA_BENCH_BIN=<path>`
//! points them at another build, which is how `benches/compare.sh` makes before/after tables.

mod big_session;
mod compaction;
mod history;
#[path = "../tests/support/mock.rs"]
mod mock;
mod peers;
mod resume;
mod rpc_stall;
mod streaming;
mod tui;

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use mock::{MockServer, Turn};
use serde_json::json;

/// The binary under test: this tree's `ama`, or `AMA_BENCH_BIN` to measure another build (an
/// older commit's) under the same conditions, for before/after tables.
fn bin() -> &'static str {
    static BIN: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    BIN.get_or_init(|| {
        std::env::var("AMA_BENCH_BIN").unwrap_or_else(|_| env!("CARGO_BIN_EXE_ama").to_string())
    })
}

struct Usage {
    wall: Duration,
    cpu: Duration,
    max_rss_kb: i64,
    /// `RssAnon` and `RssFile` at the sample with the highest `VmRSS` (heap, stacks and
    /// relocated data against the binary's and libraries' mapped pages).
    peak_split_kb: (i64, i64),
    /// Voluntary context switches of every thread (`ru_nvcsw`): how often a thread waited.
    switches: i64,
}

/// Spawns ama and waits with wait4, so CPU time and peak RSS are this child's own.
fn run(args: &[&str], env: &[(&str, String)], cwd: &Path) -> (Usage, Instant) {
    run_with(bin(), args, env, cwd, Stdio::null())
}

#[allow(clippy::zombie_processes)] // reaped by wait4 below
fn run_with(
    program: &str,
    args: &[&str],
    env: &[(&str, String)],
    cwd: &Path,
    stdout: Stdio,
) -> (Usage, Instant) {
    let start = Instant::now();
    let child = Command::new(program)
        .args(args)
        .envs(env.iter().map(|(k, v)| (*k, v.as_str())))
        .env_remove("ANTHROPIC_API_KEY")
        .env_remove("OPENAI_API_KEY")
        .current_dir(cwd)
        .stdin(Stdio::null())
        .stdout(stdout)
        .stderr(Stdio::null())
        .spawn()
        .unwrap_or_else(|e| panic!("spawn {program}: {e}"));
    // ru_maxrss would include the bench's own pages from before exec, so sample the child's
    // VmHWM (its peak since exec) until it exits; the last sample is the peak.
    let pid = child.id();
    let sampler = std::thread::spawn(move || {
        let mut peak_kb = 0i64;
        let (mut rss_kb, mut split) = (0i64, (0i64, 0i64));
        while let Ok(status) = std::fs::read_to_string(format!("/proc/{pid}/status")) {
            let field = |name: &str| {
                status
                    .lines()
                    .find_map(|l| l.strip_prefix(name))
                    .and_then(|v| v.trim().trim_end_matches("kB").trim().parse::<i64>().ok())
            };
            match field("VmHWM:") {
                Some(kb) => peak_kb = peak_kb.max(kb),
                None => break,
            }
            if let (Some(rss), Some(anon), Some(file)) =
                (field("VmRSS:"), field("RssAnon:"), field("RssFile:"))
                && rss > rss_kb
            {
                (rss_kb, split) = (rss, (anon, file));
            }
            std::thread::sleep(Duration::from_micros(500));
        }
        (peak_kb, split)
    });
    let mut status = 0;
    let mut ru: libc::rusage = unsafe { std::mem::zeroed() };
    // SAFETY: wait4 on our own child pid with valid out-pointers.
    let pid = unsafe { libc::wait4(child.id() as i32, &mut status, 0, &mut ru) };
    assert!(pid > 0, "wait4 failed");
    let wall = start.elapsed();
    let (max_rss_kb, peak_split_kb) = sampler.join().unwrap_or((0, (0, 0)));
    let tv = |t: libc::timeval| {
        Duration::from_secs(t.tv_sec as u64) + Duration::from_micros(t.tv_usec as u64)
    };
    (
        Usage {
            wall,
            cpu: tv(ru.ru_utime) + tv(ru.ru_stime),
            max_rss_kb,
            peak_split_kb,
            switches: ru.ru_nvcsw,
        },
        start,
    )
}

/// The figures of the last `make bench` runs (2026-12-03 evening, commit 0966fc6, the end of
/// issue #33: medians of three full runs' medians), printed beside each new one. Replace them
/// when the lead records new medians.
const PREVIOUS: &[(&str, &str)] = &[
    ("start", "1.94 ms"),
    ("first request", "4.37 ms warm, 11.13 ms fresh"),
    ("cpu text", "0.86 ms"),
    ("cpu stream-json", "1.27 ms"),
    ("futex text", "0.51"),
    ("futex stream-json", "0.46"),
    ("task3", "wall 21.61 ms, CPU 17.55 ms, peak RSS 7.3 MB"),
    ("task3 counts", "total 2479, futex 156, clone 10"),
    ("stats cold", "52.1 ms wall"),
    ("stats indexed", "5.4 ms wall, 6.3 ms CPU"),
];

/// `  [before: …]` for the figure `key`, or nothing when none was recorded.
fn previous(key: &str) -> String {
    PREVIOUS
        .iter()
        .find(|(k, _)| *k == key)
        .map(|(_, v)| format!("  [before: {v}]"))
        .unwrap_or_default()
}

fn median<T: Ord + Copy>(mut v: Vec<T>) -> T {
    v.sort();
    v[v.len() / 2]
}

fn ms(d: Duration) -> String {
    format!("{:.2} ms", d.as_secs_f64() * 1000.0)
}

struct World {
    _dir: tempfile::TempDir,
    work: PathBuf,
    env: Vec<(&'static str, String)>,
}

fn world(mock: &MockServer) -> World {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let work = dir.path().join("work");
    let config = dir.path().join("config");
    for d in [&work, &config] {
        std::fs::create_dir_all(d).unwrap_or_else(|e| panic!("{e}"));
    }
    let cfg = json!({"model": "mock/mock-model", "providers": {"mock": {
        "api": "openai-completions", "baseUrl": mock.openai_url(), "apiKeyEnv": "MOCK_API_KEY",
        "models": [{"id": "mock-model", "contextWindow": 128000, "maxTokens": 8192,
                    "cost": {"input": 3, "output": 15, "cacheRead": 0.3, "cacheWrite": 3.75}}]}}});
    std::fs::write(config.join("config.json"), cfg.to_string()).unwrap_or_else(|e| panic!("{e}"));
    let env = vec![
        ("AMA_CONFIG_DIR", config.display().to_string()),
        (
            "AMA_DATA_DIR",
            dir.path().join("data").display().to_string(),
        ),
        ("HOME", dir.path().display().to_string()),
        ("MOCK_API_KEY", "bench".to_string()),
    ];
    World {
        _dir: dir,
        work,
        env,
    }
}

fn main() {
    if std::env::args().any(|a| a == "resume") {
        resume_case(); // `cargo bench --bench bench -- resume`: only this case
        return;
    }
    if std::env::args().any(|a| a == "big") {
        big_session::case(bin()); // `make bench-big`: only the 1 GB session (issue #30)
        return;
    }
    if std::env::args().any(|a| a == "compaction") {
        compaction_case(); // `cargo bench --bench bench -- compaction`: only this case
        return;
    }
    if std::env::args().any(|a| a == "history") {
        history::run_case(bin()); // `cargo bench --bench bench -- history`: only this case
        return;
    }
    if std::env::args().any(|a| a == "peers") {
        peers::case(); // `make bench-peers`: ama against Codex's native binary, not in `make bench`
        return;
    }
    if std::env::args().any(|a| a == "rpc") {
        rpc_stall::case(); // `cargo bench --bench bench -- rpc`: only this case
        return;
    }
    if std::env::args().any(|a| a == "task") {
        task_case(); // `cargo bench --bench bench -- task`: only the three-request task
        return;
    }
    if std::env::args().any(|a| a == "stream") {
        streaming::case(); // `cargo bench --bench bench -- stream`: only these cases
        streaming::static_case();
        return;
    }
    if std::env::args().any(|a| a == "tui") {
        tui::stream_case(&serve_text); // `cargo bench --bench bench -- tui`: only the UI cases
        tui::keys_case(&serve_text);
        return;
    }
    let core = std::env::args().any(|a| a == "core"); // start, first request, stream, task, resume
    if std::env::args().any(|a| a == "--list") {
        return;
    }
    println!("ama bench ({})", bin());
    let cwd = std::env::temp_dir();

    // 1. `--version` start-up.
    let starts: Vec<Duration> = (0..50)
        .map(|_| run(&["--version"], &[], &cwd).0.wall)
        .collect();
    println!(
        "start (--version), median of 50:          {}{}",
        ms(median(starts)),
        previous("start")
    );

    // 2. Time from spawn to the first request arriving at the mock, as a user pays it: a user's
    // data dir persists, so the timed run follows one run in the same data dir (which records,
    // e.g., the Node version codemode needs). The first run's figure is printed too: what a
    // fresh data dir costs once.
    let mut fresh = Vec::new();
    let mut warm = Vec::new();
    for _ in 0..20 {
        let mock = MockServer::start(vec![Turn::text("ok"), Turn::text("ok")]);
        let w = world(&mock);
        for (i, into) in [&mut fresh, &mut warm].into_iter().enumerate() {
            let (_, started) = run(&["-p", "hi"], &w.env, &w.work);
            let req = mock.requests().get(i).map(|r| r.at).unwrap_or(started);
            into.push(req.saturating_duration_since(started));
        }
    }
    println!(
        "time to first request, median of 20:      {} (data dir used once before){}",
        ms(median(warm)),
        previous("first request")
    );
    println!(
        "  the same, fresh data dir, median of 20: {}",
        ms(median(fresh))
    );

    // 3. CPU per 1000 deltas.
    streaming::case();
    streaming::static_case();
    if !core {
        tui::stream_case(&serve_text);
        tui::keys_case(&serve_text);
    }

    if !core {
        rpc_stall::case();
    }

    // 4. Three requests with two bash calls, and their counts.
    settle();
    task_case();

    // 5. Resume a generated 100 MB session: in-process (open + index + project), then end to end.
    settle();
    resume_case();
    if core {
        return;
    }
    settle();
    history::run_case(bin());

    big_session::case(bin()); // 1 GB session, generated once under target/tmp

    // 5b. Projecting a session compacted 50 times against one compacted once.
    compaction_case();

    // 6. grep and glob over a generated tree, against rg and fd.
    search_bench();

    // Binary sizes.
    for (what, p) in [
        ("release binary", PathBuf::from(bin())),
        (
            "static binary (make static)",
            PathBuf::from("target/x86_64-unknown-linux-musl/dist/ama"),
        ),
    ] {
        match std::fs::metadata(&p) {
            Ok(m) => println!(
                "{what} size:{}{:.2} MB",
                " ".repeat(28usize.saturating_sub(what.len())),
                m.len() as f64 / 1e6
            ),
            Err(_) => println!("{what}: not built"),
        }
    }
}

/// Writes out the data earlier cases left dirty (the RPC case's session of 300 000 deltas, the
/// generated 100 MB session) before a timed case: ama syncs its session file, and a sync that
/// has to wait for another case's writeback would time that case, not ama.
fn settle() {
    nix::unistd::sync();
}

/// The shipped static binary (`make static`), when it has been built: its task3 RSS is printed
/// beside the release binary's (docs/performance.md, "Task peak RSS").
const STATIC_BIN: &str = "target/x86_64-unknown-linux-musl/dist/ama";

/// The static binary's absolute path (`AMA_BENCH_STATIC_BIN`, else `STATIC_BIN`), when it is
/// built: absolute, because each case runs ama in a directory of its own.
fn static_bin() -> Option<String> {
    let path = std::env::var("AMA_BENCH_STATIC_BIN").unwrap_or(STATIC_BIN.to_string());
    let path = std::fs::canonicalize(path).ok()?;
    path.is_file().then(|| path.display().to_string())
}

/// The three-request task (two bash calls, then an answer): wall, CPU and peak RSS over 10 runs,
/// then its system-call counts; then the peak RSS of the static binary when it is built
/// (`AMA_BENCH_STATIC_BIN` names another).
fn task_case() {
    let (walls, cpus, rss, split) = task_runs(bin());
    println!(
        "3-request task (2 bash), median of 10:    wall {}, CPU {}, peak RSS {:.1} MB{}",
        ms(median(walls)),
        ms(median(cpus)),
        median(rss) as f64 / 1024.0,
        previous("task3")
    );
    println!("  {split} (this build: {})", bin());
    if let Some(static_bin) = static_bin() {
        let (walls, cpus, rss, split) = task_runs(&static_bin);
        println!(
            "  the same, static binary (make static):  wall {}, CPU {}, peak RSS {:.1} MB (goal 8); {split}",
            ms(median(walls)),
            ms(median(cpus)),
            median(rss) as f64 / 1024.0,
        );
    } else {
        println!("  static binary: not built ({STATIC_BIN}; `make static` builds it)");
    }

    // 4b. Counts for the same task, which timings hide: system calls, thread wake-ups (futex) and
    // threads started (clone), under strace when it is installed.
    task_syscalls();
}

/// Ten runs of the task with `program`: walls, CPU times, peak RSS, and the median anonymous
/// and file-backed split at the highest sample, as text.
fn task_runs(program: &str) -> (Vec<Duration>, Vec<Duration>, Vec<i64>, String) {
    let (mut walls, mut cpus, mut rss, mut anon, mut file) =
        (vec![], vec![], vec![], vec![], vec![]);
    for _ in 0..10 {
        let mock = MockServer::start(vec![
            Turn::new().tool_call("c1", "bash", json!({"command": "echo one"})),
            Turn::new().tool_call("c2", "bash", json!({"command": "echo two"})),
            Turn::text("done"),
        ]);
        let w = world(&mock);
        let (u, _) = run_with(
            program,
            &["-p", "run two commands"],
            &w.env,
            &w.work,
            Stdio::null(),
        );
        assert_eq!(mock.requests().len(), 3, "the task made three requests");
        walls.push(u.wall);
        cpus.push(u.cpu);
        rss.push(u.max_rss_kb);
        anon.push(u.peak_split_kb.0);
        file.push(u.peak_split_kb.1);
    }
    let split = format!(
        "at the highest sample: anonymous {:.1} MB, file-backed {:.1} MB",
        median(anon) as f64 / 1024.0,
        median(file) as f64 / 1024.0
    );
    (walls, cpus, rss, split)
}

/// The three-request task under `strace -f -c`, median of 5 runs: total system calls, futex
/// calls and clones of the whole process tree (bash children included). One run's futex count
/// moves by +-20, so a single run says little.
fn task_syscalls() {
    let Some(strace) = which(&["strace"]) else {
        println!("3-request task syscalls: strace not installed");
        return;
    };
    let runs: Vec<[i64; 3]> = (0..5).map_while(|_| task_counts(&strace)).collect();
    if runs.is_empty() {
        println!("3-request task syscalls: strace could not run it");
        return;
    }
    let m = |i: usize| median(runs.iter().map(|r| r[i]).collect());
    println!(
        "3-request task syscalls, median of {}:    total {}, futex {}, clone {}{}",
        runs.len(),
        m(0),
        m(1),
        m(2),
        previous("task3 counts")
    );
}

/// One strace run of the task: [total, futex, clone] calls.
fn task_counts(strace: &Path) -> Option<[i64; 3]> {
    let mock = MockServer::start(vec![
        Turn::new().tool_call("c1", "bash", json!({"command": "echo one"})),
        Turn::new().tool_call("c2", "bash", json!({"command": "echo two"})),
        Turn::text("done"),
    ]);
    let w = world(&mock);
    let report = w.work.join("../strace.txt");
    let status = Command::new(strace)
        .args(["-f", "-c", "-o"])
        .arg(&report)
        .args([bin(), "-p", "run two commands"])
        .envs(w.env.iter().map(|(k, v)| (*k, v.as_str())))
        .env_remove("ANTHROPIC_API_KEY")
        .env_remove("OPENAI_API_KEY")
        .current_dir(&w.work)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status();
    let text = std::fs::read_to_string(&report).unwrap_or_default();
    if !status.is_ok_and(|s| s.success()) || text.is_empty() {
        return None;
    }
    let calls = |name: &str| streaming::calls(&text, name);
    Some([
        calls("total"),
        calls("futex"),
        calls("clone") + calls("clone3"),
    ])
}

/// Writes `dirs` × `per_dir` small source files (a quarter `.rs`), some holding `needle_<n>`, plus
/// an ignored directory, under a fresh git-like root.
fn make_tree(root: &Path, dirs: usize, per_dir: usize) {
    let mk = |p: &Path| std::fs::create_dir_all(p).unwrap_or_else(|e| panic!("{e}"));
    mk(&root.join(".git"));
    std::fs::write(root.join(".gitignore"), "ignored/\n").unwrap_or_else(|e| panic!("{e}"));
    let words = [
        "alpha", "beta", "gamma", "delta", "fn", "let", "match", "struct", "impl", "return",
        "self", "value", "count", "index", "buffer", "error",
    ];
    let mut x: u64 = 0x9E37_79B9_7F4A_7C15;
    for d in 0..dirs {
        let dir = root.join(format!("pkg{:02}/mod{:03}", d % 20, d));
        mk(&dir);
        for f in 0..per_dir {
            let mut text = String::with_capacity(1200);
            for line in 0..24 {
                for _ in 0..8 {
                    x ^= x << 13;
                    x ^= x >> 7;
                    x ^= x << 17;
                    text.push_str(words[(x % 16) as usize]);
                    text.push(' ');
                }
                if (d * per_dir + f).is_multiple_of(97) && line == 12 {
                    text.push_str(&format!("needle_{}", d * per_dir + f));
                }
                text.push('\n');
            }
            let ext = ["rs", "txt", "md", "py"][f % 4];
            std::fs::write(dir.join(format!("file{f:03}.{ext}")), text)
                .unwrap_or_else(|e| panic!("{e}"));
        }
    }
    mk(&root.join("ignored"));
    std::fs::write(root.join("ignored/needle.rs"), "needle_0\n").unwrap_or_else(|e| panic!("{e}"));
}

/// The first of `names` found on PATH.
fn which(names: &[&str]) -> Option<PathBuf> {
    let path = std::env::var_os("PATH")?;
    names.iter().find_map(|n| {
        std::env::split_paths(&path)
            .map(|d| d.join(n))
            .find(|p| p.is_file())
    })
}

/// Median wall time of `runs` calls after one warm-up.
fn time_median(runs: usize, mut f: impl FnMut() -> usize) -> (Duration, usize) {
    let found = f();
    let times: Vec<Duration> = (0..runs)
        .map(|_| {
            let t = Instant::now();
            f();
            t.elapsed()
        })
        .collect();
    (median(times), found)
}

fn tool_call(
    tool: &dyn ama::tools::Tool,
    args: serde_json::Value,
    cwd: &Path,
    logs: &Path,
) -> usize {
    let state = ama::tools::state::ToolState::new(ama::tools::state::ToolOptions {
        log_dir: logs.to_path_buf(),
        ..Default::default()
    });
    let cancel = ama::util::cancel::Cancel::new();
    let ctx = ama::tools::ToolContext {
        cwd,
        cancel: &cancel,
        on_update: &|_| {},
        accepts_images: false,
        state: &state,
    };
    let out = tool.execute(&args, &ctx);
    assert!(!out.is_error, "{:?}", out.content);
    out.details
        .as_ref()
        .and_then(|d| d["files"].as_u64())
        .unwrap_or(0) as usize
}

fn external(program: &Path, args: &[&str], cwd: &Path) -> usize {
    let out = Command::new(program)
        .args(args)
        .current_dir(cwd)
        .stdin(Stdio::null())
        .stderr(Stdio::null())
        .output()
        .unwrap_or_else(|e| panic!("{}: {e}", program.display()));
    out.stdout.iter().filter(|&&b| b == b'\n').count()
}

fn compare(what: &str, ours: (Duration, usize), theirs: Option<(&str, (Duration, usize))>) {
    print!("{what}: ama {} ({} files)", ms(ours.0), ours.1);
    match theirs {
        Some((name, t)) => println!(
            ", {name} {} ({} files), ratio ama/{name} {:.2}",
            ms(t.0),
            t.1,
            ours.0.as_secs_f64() / t.0.as_secs_f64().max(1e-9)
        ),
        None => println!(),
    }
}

fn search_bench() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let root = dir.path().join("tree");
    let logs = dir.path().join("logs");
    let started = Instant::now();
    make_tree(&root, 500, 100);
    println!(
        "search tree: 50,000 files generated in {}",
        ms(started.elapsed())
    );
    let pattern = "needle_[0-9]+";
    let grep = time_median(5, || {
        let args =
            json!({"pattern": pattern, "output_mode": "files_with_matches", "limit": 1_000_000});
        tool_call(&ama::tools::grep::GrepTool, args, &root, &logs)
    });
    let rg = which(&["rg"]).map(|rg| {
        (
            "rg",
            time_median(5, || external(&rg, &["-l", pattern], &root)),
        )
    });
    if rg.is_none() {
        println!("rg not installed");
    }
    compare("grep -l, median of 5", grep, rg);

    let glob = time_median(5, || {
        tool_call(
            &ama::tools::glob::GlobTool,
            json!({"pattern": "**/*.rs"}),
            &root,
            &logs,
        )
    });
    let fd = which(&["fd", "fdfind"]).map(|fd| {
        (
            "fd",
            time_median(5, || external(&fd, &["-t", "f", "-e", "rs"], &root)),
        )
    });
    if fd.is_none() {
        println!("fd not installed");
    }
    compare("glob **/*.rs, median of 5", glob, fd);
}

fn compaction_case() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    compaction::case(dir.path(), dir.path());
}

fn resume_case() {
    let mock = MockServer::start(Vec::new());
    let w = world(&mock);
    let data = w
        .env
        .iter()
        .find(|(k, _)| *k == "AMA_DATA_DIR")
        .map(|(_, v)| v.clone());
    let root = PathBuf::from(data.unwrap_or_default()).join("sessions");
    let made = Instant::now();
    let path = resume::generate(&root, &w.work, 100 * 1024 * 1024);
    let size = std::fs::metadata(&path).map_or(0, |m| m.len());
    println!(
        "resume: generated a {:.1} MB session in {}",
        size as f64 / 1e6,
        ms(made.elapsed())
    );
    let runs: Vec<resume::Measured> = (0..5).map(|_| resume::measure(&path)).collect();
    let m = &runs[0];
    let time = median(runs.iter().map(|r| r.elapsed).collect());
    let cpu = median(runs.iter().map(|r| r.cpu).collect());
    let peak = median(runs.iter().map(|r| r.peak_heap).collect());
    let mb = |b: usize| b as f64 / 1e6;
    println!(
        "resume 100 MB in-process, median of 5:   {} wall, {} CPU (goal 300 ms); peak heap {:.2} MB = {:.2}x the projected context (goal 2x)",
        ms(time),
        ms(cpu),
        mb(peak),
        peak as f64 / m.context_heap.max(1) as f64
    );
    println!(
        "  projected context: {} messages, {:.2} MB in memory ({:.2} MB as JSON); ids kept {:.2} MB for {} entries",
        m.messages,
        mb(m.context_heap),
        mb(m.context_json),
        mb(m.index_bytes),
        m.entries
    );
    let spec = path.display().to_string();
    let mut firsts = Vec::new();
    let mut rss = Vec::new();
    for _ in 0..5 {
        let before = mock.requests().len();
        let (u, started) = run(&["-p", "--session", &spec, "hi"], &w.env, &w.work);
        let at = mock.requests().get(before).map(|r| r.at).unwrap_or(started);
        firsts.push(at.saturating_duration_since(started));
        rss.push(u.max_rss_kb);
    }
    println!(
        "resume 100 MB end to end, median of 5:   first request after {}, peak RSS {:.1} MB",
        ms(median(firsts)),
        median(rss) as f64 / 1024.0
    );
}

/// One answer of `text` in `deltas` deltas, for benches/tui.rs.
fn serve_text(text: &str, deltas: usize) -> (Box<dyn std::any::Any>, String) {
    let mock = MockServer::start(vec![Turn::new().say(text).deltas(deltas)]);
    let url = mock.openai_url();
    (Box::new(mock), url)
}
