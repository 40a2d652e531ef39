//! The "1 GB session" case (`make bench-big`, also run by `make bench`): issue #30 asks that
//! opening a session and prompting on it hold only what the next request can use, whatever the
//! file's size: peak RSS under 2x the projected context plus 50 MB. This generates a 1 GB session
//! once (cached under Cargo's target tmp dir, since it takes a while) and prints the peak RSS of
//! RPC `switch_session` + `prompt`, `-p -c` and `ama sessions show` against that goal. It never
//! asserts: the figures are for reading, not for deciding tests.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use serde_json::json;

use crate::mock::{MockServer, Turn};
use crate::resume;

const TARGET: u64 = 1024 * 1024 * 1024;

/// The cached world: config, data (with the session), home and work dirs at fixed paths, so the
/// session's directory (named after the work dir) stays the same from one run to the next.
struct Big {
    root: PathBuf,
    work: PathBuf,
    session: PathBuf,
}

fn big_world() -> Big {
    let root = Path::new(env!("CARGO_TARGET_TMPDIR")).join("big-session");
    let work = root.join("work");
    let marker = root.join("session-path");
    if let Ok(p) = std::fs::read_to_string(&marker)
        && Path::new(p.trim()).is_file()
    {
        let session = PathBuf::from(p.trim());
        return Big {
            root,
            work,
            session,
        };
    }
    let _ = std::fs::remove_dir_all(&root);
    std::fs::create_dir_all(&work).unwrap_or_else(|e| panic!("{e}"));
    let made = Instant::now();
    let session = resume::generate(&root.join("data").join("sessions"), &work, TARGET);
    std::fs::write(&marker, session.display().to_string()).unwrap_or_else(|e| panic!("{e}"));
    println!(
        "big session: generated {:.1} MB in {:.1} s (cached in {})",
        size(&session) as f64 / 1e6,
        made.elapsed().as_secs_f64(),
        root.display()
    );
    Big {
        root,
        work,
        session,
    }
}

fn size(p: &Path) -> u64 {
    std::fs::metadata(p).map_or(0, |m| m.len())
}

fn env(big: &Big, mock: &MockServer) -> Vec<(&'static str, String)> {
    let config = big.root.join("config");
    std::fs::create_dir_all(&config).unwrap_or_else(|e| panic!("{e}"));
    let cfg = json!({"model": "mock/mock-model", "providers": {"mock": {
        "api": "openai-completions", "baseUrl": mock.openai_url(), "apiKeyEnv": "MOCK_API_KEY",
        "models": [{"id": "mock-model", "contextWindow": 128000, "maxTokens": 8192}]}}});
    std::fs::write(config.join("config.json"), cfg.to_string()).unwrap_or_else(|e| panic!("{e}"));
    vec![
        ("AMA_CONFIG_DIR", config.display().to_string()),
        ("AMA_DATA_DIR", big.root.join("data").display().to_string()),
        ("HOME", big.root.display().to_string()),
        ("MOCK_API_KEY", "bench".to_string()),
    ]
}

/// Runs ama with `stdin` as its input; returns its peak RSS (VmHWM, sampled until it exits), in
/// kB, and its wall time.
fn peak(bin: &str, args: &[&str], env: &[(&str, String)], cwd: &Path, stdin: &str) -> (i64, f64) {
    let started = Instant::now();
    let mut child = Command::new(bin)
        .args(args)
        .envs(env.iter().map(|(k, v)| (*k, v.as_str())))
        .env_remove("ANTHROPIC_API_KEY")
        .env_remove("OPENAI_API_KEY")
        .current_dir(cwd)
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap_or_else(|e| panic!("spawn {bin}: {e}"));
    let pid = child.id();
    if let Some(mut input) = child.stdin.take() {
        let _ = input.write_all(stdin.as_bytes());
    }
    let mut peak_kb = 0i64;
    loop {
        if let Ok(Some(_)) = child.try_wait() {
            break;
        }
        // Read before reaping: after `try_wait` reaps it the pid's status is gone.
        let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
        if let Some(kb) = status
            .lines()
            .find_map(|l| l.strip_prefix("VmHWM:"))
            .and_then(|v| v.trim().trim_end_matches("kB").trim().parse::<i64>().ok())
        {
            peak_kb = peak_kb.max(kb);
        }
        std::thread::sleep(Duration::from_millis(2));
    }
    (peak_kb, started.elapsed().as_secs_f64())
}

pub fn case(bin: &str) {
    let big = big_world();
    let mb = |b: f64| b / 1e6;
    let m = resume::measure(&big.session);
    let context = m.context_heap as f64;
    let goal = 2.0 * context + 50e6;
    println!(
        "big session: {:.1} MB file, {} entries; projected context {} messages, {:.2} MB in memory ({:.2} MB as JSON); in-process open peak heap {:.2} MB; goal peak RSS < {:.1} MB",
        mb(size(&big.session) as f64),
        m.entries,
        m.messages,
        mb(context),
        mb(m.context_json as f64),
        mb(m.peak_heap as f64),
        mb(goal)
    );
    let spec = big.session.display().to_string();
    let rpc_input = format!(
        "{}\n{}\n",
        json!({"id": "s", "type": "switch_session", "sessionPath": spec}),
        json!({"id": "p", "type": "prompt", "message": "hi"})
    );
    type Case<'a> = (&'a str, Vec<&'a str>, String);
    let cases: Vec<Case> = vec![
        (
            "RPC switch_session + prompt",
            vec!["--mode", "rpc"],
            rpc_input,
        ),
        ("-p -c", vec!["-p", "-c", "hi"], String::new()),
        (
            "sessions show",
            vec!["sessions", "show", &spec],
            String::new(),
        ),
    ];
    for (name, args, input) in cases {
        let mock = MockServer::start(vec![Turn::text("ok"); 4]);
        let env = env(&big, &mock);
        let (kb, secs) = peak(bin, &args, &env, &big.work, &input);
        let rss = kb as f64 * 1024.0;
        println!(
            "big session, {name}: peak RSS {:.1} MB ({:.2}x the goal), {:.2} s, {} requests",
            mb(rss),
            rss / goal,
            secs,
            mock.requests().len()
        );
    }
}
