//! The compaction case of `make bench`: projecting a session that was compacted 50 times costs
//! no more than projecting one compacted once. Both files hold the same 6 000 turns and end
//! with the same compaction and kept part; only the number of earlier compactions differs.
//! Opening a file reads its branch backwards and stops at the latest compaction's kept part,
//! so the earlier ones are never read.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use ama::ai::types::{
    Api, AssistantMessage, ContentBlock, Message, StopReason, UserContent, UserMessage,
};
use ama::session::Store;
use ama::session::entry::{Body, Compaction};

const TURNS: usize = 6_000;

fn user(n: usize) -> Body {
    Body::Message(Message::User(UserMessage {
        content: UserContent::Text(format!("question {n}: {}", "word ".repeat(60))),
        origin: None,
        timestamp: n as u64,
    }))
}

fn assistant(n: usize) -> Body {
    Body::Message(Message::Assistant(AssistantMessage {
        content: vec![ContentBlock::text(format!(
            "answer {n}: {}",
            "text ".repeat(120)
        ))],
        api: Api::AnthropicMessages,
        provider: "mock".into(),
        model: "mock-model".into(),
        usage: Default::default(),
        stop_reason: StopReason::Stop,
        response_id: None,
        thinking_level: None,
        raw_stop_reason: None,
        error_message: None,
        timestamp: n as u64,
    }))
}

/// Writes a session of `TURNS` turns with a compaction every `every` turns (the last one at the
/// same place in both files), keeping the last 10 turns before each.
fn generate(root: &Path, cwd: &Path, every: usize) -> PathBuf {
    let mut s = Store::create(root, cwd, None);
    let mut kept_from: Vec<String> = Vec::new();
    for n in 0..TURNS {
        s.append(user(n))
            .unwrap_or_else(|e| panic!("generate: {e}"));
        kept_from.push(s.leaf_id().unwrap_or_default());
        s.append(assistant(n))
            .unwrap_or_else(|e| panic!("generate: {e}"));
        let last = TURNS - 100;
        if n < last && (last - (n + 1)).is_multiple_of(every) {
            let first_kept = kept_from[kept_from.len() - 10].clone();
            let body = Body::Compaction(Compaction {
                summary: format!("summary after turn {n}: {}", "fact ".repeat(400)),
                first_kept_entry_id: first_kept,
                tokens_before: 100_000,
                usage: Some(Default::default()),
                details: None,
            });
            s.append(body).unwrap_or_else(|e| panic!("generate: {e}"));
        }
    }
    s.materialise().unwrap_or_else(|e| panic!("generate: {e}"));
    s.close().unwrap_or_else(|e| panic!("generate: {e}"));
    s.path().map(Path::to_path_buf).unwrap_or_default()
}

/// Opens the file and projects its branch; the time and the projected message count.
fn project(path: &Path) -> (Duration, usize, usize) {
    let started = Instant::now();
    let mut store = Store::open(path).unwrap_or_else(|e| panic!("open: {e}"));
    let ctx = store.context().unwrap_or_else(|e| panic!("project: {e}"));
    let compactions = ctx
        .messages
        .iter()
        .filter(|m| matches!(m, ama::session::ContextMessage::CompactionSummary { .. }))
        .count();
    (started.elapsed(), ctx.messages.len(), compactions)
}

fn median(mut v: Vec<Duration>) -> Duration {
    v.sort();
    v[v.len() / 2]
}

/// Prints the two medians and their ratio.
pub fn case(root: &Path, cwd: &Path) {
    let one = generate(&root.join("one"), cwd, TURNS);
    let many = generate(&root.join("many"), cwd, 100);
    let mut figures = Vec::new();
    for (label, path) in [("1 compaction", &one), ("50 compactions", &many)] {
        let runs: Vec<(Duration, usize, usize)> = (0..21).map(|_| project(path)).collect();
        let (_, messages, summaries) = runs[0];
        assert_eq!(summaries, 1, "one summary in the projection");
        let size = std::fs::metadata(path).map_or(0, |m| m.len());
        let t = median(runs.iter().map(|r| r.0).collect());
        println!(
            "compaction: project {label:<15} ({:.1} MB, {messages} messages), median of 21: {:.2} ms",
            size as f64 / 1e6,
            t.as_secs_f64() * 1e3
        );
        figures.push(t);
    }
    println!(
        "compaction: 50 compactions / 1 = {:.2}x (goal: no more than 1x, within noise)",
        figures[1].as_secs_f64() / figures[0].as_secs_f64().max(1e-9)
    );
}
