//! The "1 GB session" case (`make bench-big`, also run by `make bench`): issue #30 asks that
//! opening a session and prompting on it hold only what the next request can use, whatever the
//! file's size: peak RSS under 2x the projected context plus 50 MB. This generates a 1 GB session
//! once (cached under Cargo's target tmp dir, since it takes a while) and prints the peak RSS of
//! RPC `switch_session` + `prompt`, `-p -c` and `ama sessions show` against that goal. It never
//! asserts: the figures are for reading, not for deciding tests.
//!
//! A second shape (`branch_case`): a 1 GB file whose branch after its last compaction is the
//! whole file, larger than the window. Opening parses only the part the next request keeps; the
//! compaction before the prompt reads the rest from the file, one piece at a time (the mock
//! answers each summary request), and the peak RSS of RPC open + prompt is printed against the
//! same goal, the projected context being at most the window.

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

/// The first shape's cached world: a session of `TARGET` bytes with compactions.
fn big_world() -> Big {
    cached_world("big-session", "big session", resume::generate)
}

/// A world generated once under `CARGO_TARGET_TMPDIR/<dir>` by `generate(sessions, work,
/// TARGET)`, found again by the session path its marker file names.
fn cached_world(dir: &str, label: &str, generate: fn(&Path, &Path, u64) -> PathBuf) -> Big {
    let root = Path::new(env!("CARGO_TARGET_TMPDIR")).join(dir);
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
    let session = generate(&root.join("data").join("sessions"), &work, TARGET);
    std::fs::write(&marker, session.display().to_string()).unwrap_or_else(|e| panic!("{e}"));
    println!(
        "{label}: generated {:.1} MB in {:.1} s (cached in {})",
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
    branch_case(bin);
}

/// The second shape's cached world: one early compaction, then turns up to `TARGET` bytes.
fn branch_world() -> Big {
    cached_world("big-branch", "big branch", generate_branch)
}

fn generate_branch(root: &Path, cwd: &Path, target: u64) -> PathBuf {
    use ama::ai::types::{
        Api, AssistantMessage, ContentBlock, Message, StopReason, UserContent, UserMessage,
    };
    use ama::session::Store;
    use ama::session::entry::{Body, Compaction, ModelChange};
    let mut s = Store::create(root, cwd, None);
    let add = |s: &mut Store, body: Body| {
        s.append(body).unwrap_or_else(|e| panic!("generate: {e}"));
    };
    add(
        &mut s,
        Body::ModelChange(ModelChange {
            provider: "mock".into(),
            model_id: "mock-model".into(),
            channel: None,
        }),
    );
    s.materialise().unwrap_or_else(|e| panic!("generate: {e}"));
    let path = s.path().map(Path::to_path_buf).unwrap_or_default();
    let words = "lorem ipsum dolor sit amet, \"consectetur\" adipiscing élit\n";
    let (mut n, mut written, mut users) = (0usize, 0u64, Vec::new());
    while written < target {
        n += 1;
        let user = Message::User(UserMessage {
            content: UserContent::Text(format!("step {n}: {}", words.repeat(4))),
            origin: None,
            timestamp: 1,
        });
        add(&mut s, Body::Message(user));
        users.push(s.leaf_id().unwrap_or_default());
        let answer = Message::Assistant(AssistantMessage {
            content: vec![ContentBlock::text(format!(
                "done {n}: {}",
                words.repeat(80)
            ))],
            api: Api::OpenaiCompletions,
            provider: "mock".into(),
            model: "mock-model".into(),
            usage: Default::default(),
            stop_reason: StopReason::Stop,
            response_id: None,
            thinking_level: None,
            raw_stop_reason: None,
            error_message: None,
            timestamp: 1,
        });
        add(&mut s, Body::Message(answer));
        written += 5000;
        if n == 10 {
            add(
                &mut s,
                Body::Compaction(Compaction {
                    summary: "the first turns".into(),
                    first_kept_entry_id: users[5].clone(),
                    tokens_before: 1000,
                    usage: None,
                    details: None,
                }),
            );
        }
        if n % 1000 == 0 {
            written = size(&path);
        }
    }
    s.close().unwrap_or_else(|e| panic!("{e}"));
    path
}

/// RPC `switch_session` + `prompt` on the second shape: its peak RSS against the goal, with
/// the projected context at most the window (the bench model's 128 000 tokens, 4 bytes each).
pub fn branch_case(bin: &str) {
    let big = branch_world();
    let mb = |b: f64| b / 1e6;
    let context = 128_000.0 * 4.0;
    let goal = 2.0 * context + 50e6;
    let spec = big.session.display().to_string();
    let input = format!(
        "{}\n{}\n",
        json!({"id": "s", "type": "switch_session", "sessionPath": spec}),
        json!({"id": "p", "type": "prompt", "message": "hi"})
    );
    let mock = MockServer::start(vec![Turn::text("the summary so far"); 5000]);
    mock.log_requests(false);
    let env = env(&big, &mock);
    let (kb, secs) = peak(bin, &["--mode", "rpc"], &env, &big.work, &input);
    let rss = kb as f64 * 1024.0;
    println!(
        "big branch, {:.1} MB after its last compaction, RPC switch_session + prompt: peak RSS {:.1} MB ({:.2}x the goal of {:.1} MB), {:.2} s, {} turns answered",
        mb(size(&big.session) as f64),
        mb(rss),
        rss / goal,
        mb(goal),
        secs,
        5000 - mock.turns_left()
    );
}
