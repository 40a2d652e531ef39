//! The "resume a 100 MB session" case of `make bench`: a generated session file shaped like a
//! long working session (tool results of 1–6 KB, a compaction every 400 turns, abandoned side
//! branches), then opening it and projecting its branch in-process — time, and peak heap against
//! the projected context — and end to end, the time until the resumed run's first request.

use std::alloc::{GlobalAlloc, Layout, System};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use ama::ai::types::{
    Api, AssistantMessage, ContentBlock, Message, StopReason, ThinkingLevel, ToolResultMessage,
    UserContent, UserMessage,
};
use ama::session::Store;
use ama::session::entry::{Body, Compaction, ModelChange, ThinkingLevelChange};
use serde_json::json;

/// Counts live heap bytes and their peak, so the resume's memory is measured exactly.
pub struct Counting;

#[global_allocator]
static GLOBAL: Counting = Counting;

static LIVE: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

// SAFETY: every call is forwarded to the system allocator unchanged; only counters are added.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let p = unsafe { System.alloc(layout) };
        if !p.is_null() {
            let now = LIVE.fetch_add(layout.size(), Ordering::Relaxed) + layout.size();
            PEAK.fetch_max(now, Ordering::Relaxed);
        }
        p
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        unsafe { System.dealloc(ptr, layout) };
        LIVE.fetch_sub(layout.size(), Ordering::Relaxed);
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        let p = unsafe { System.realloc(ptr, layout, new_size) };
        if !p.is_null() {
            if new_size >= layout.size() {
                let now = LIVE.fetch_add(new_size - layout.size(), Ordering::Relaxed)
                    + (new_size - layout.size());
                PEAK.fetch_max(now, Ordering::Relaxed);
            } else {
                LIVE.fetch_sub(layout.size() - new_size, Ordering::Relaxed);
            }
        }
        p
    }
}

/// Deterministic filler text with quotes, newlines and non-ASCII, like real tool output.
fn filler(seed: &mut u64, bytes: usize) -> String {
    const WORDS: [&str; 12] = [
        "fn",
        "let",
        "src/parser.rs:42:",
        "\"quoted\"",
        "return",
        "Ok(())",
        "größe",
        "\n",
        "error[E0308]",
        "    ",
        "{ value }",
        "// note",
    ];
    let mut out = String::with_capacity(bytes + 16);
    while out.len() < bytes {
        *seed ^= *seed << 13;
        *seed ^= *seed >> 7;
        *seed ^= *seed << 17;
        out.push_str(WORDS[(*seed % WORDS.len() as u64) as usize]);
        out.push(' ');
    }
    out
}

fn assistant(content: Vec<ContentBlock>, stop: StopReason) -> Body {
    Body::Message(Message::Assistant(AssistantMessage {
        content,
        api: Api::OpenaiCompletions,
        provider: "mock".into(),
        model: "mock-model".into(),
        usage: Default::default(),
        stop_reason: stop,
        response_id: None,
        thinking_level: None,
        raw_stop_reason: None,
        error_message: None,
        timestamp: 1,
    }))
}

fn append(s: &mut Store, body: Body) {
    s.append(body).unwrap_or_else(|e| panic!("generate: {e}"));
}

/// One turn: prompt, a tool call, its 1–6 KB result, the answer.
fn turn(s: &mut Store, seed: &mut u64, n: usize) -> String {
    append(
        s,
        Body::Message(Message::User(UserMessage {
            content: UserContent::Text(format!("step {n}: {}", filler(seed, 120))),
            origin: None,
            timestamp: 1,
        })),
    );
    let user = s.leaf_id().unwrap_or_default();
    let call = format!("call_{n}");
    let args = json!({"command": format!("cargo test {}", filler(seed, 40))});
    let blocks = vec![
        ContentBlock::text(filler(seed, 200)),
        ContentBlock::ToolCall {
            id: call.clone(),
            name: "bash".into(),
            arguments: args,
        },
    ];
    append(s, assistant(blocks, StopReason::ToolUse));
    let size = 1000 + (*seed % 5000) as usize;
    append(
        s,
        Body::Message(Message::ToolResult(ToolResultMessage {
            tool_call_id: call,
            tool_name: "bash".into(),
            content: vec![ContentBlock::text(filler(seed, size))],
            details: Some(json!({"exitCode": 0, "truncated": false})),
            is_error: false,
            timestamp: 1,
        })),
    );
    let text = vec![ContentBlock::text(filler(seed, 400))];
    append(s, assistant(text, StopReason::Stop));
    user
}

/// Writes a session of at least `target` bytes under `root`; returns its path.
pub fn generate(root: &Path, cwd: &Path, target: u64) -> PathBuf {
    let mut s = Store::create(root, cwd, None);
    append(
        &mut s,
        Body::ModelChange(ModelChange {
            provider: "mock".into(),
            model_id: "mock-model".into(),
            channel: None,
        }),
    );
    append(
        &mut s,
        Body::ThinkingLevelChange(ThinkingLevelChange {
            thinking_level: ThinkingLevel::Off,
        }),
    );
    s.materialise().unwrap_or_else(|e| panic!("generate: {e}"));
    let path = s.path().map(Path::to_path_buf).unwrap_or_default();
    let mut seed = 0x9E37_79B9_7F4A_7C15u64;
    let mut users: Vec<String> = Vec::new();
    let mut n = 0;
    while std::fs::metadata(&path).map_or(0, |m| m.len()) < target {
        n += 1;
        users.push(turn(&mut s, &mut seed, n));
        if n % 400 == 0 {
            let kept = users[users.len() - 10].clone();
            let summary = filler(&mut seed, 3000);
            append(
                &mut s,
                Body::Compaction(Compaction {
                    summary,
                    first_kept_entry_id: kept,
                    tokens_before: 150_000,
                    usage: None,
                    details: None,
                }),
            );
        }
        if n % 1500 == 0 {
            // An abandoned attempt: back 20 turns, 10 turns of a side branch, then back.
            let tip = s.leaf_id();
            let back = users[users.len() - 20].clone();
            s.set_leaf(Some(&back)).unwrap_or_else(|e| panic!("{e}"));
            for _ in 0..10 {
                n += 1;
                turn(&mut s, &mut seed, n);
            }
            s.set_leaf(tip.as_deref()).unwrap_or_else(|e| panic!("{e}"));
        }
    }
    s.close().unwrap_or_else(|e| panic!("{e}"));
    path
}

pub struct Measured {
    pub elapsed: Duration,
    /// CPU time of this thread: steadier than wall time on a busy machine.
    pub cpu: Duration,
    pub peak_heap: usize,
    /// Heap held by the projected context alone.
    pub context_heap: usize,
    pub context_json: usize,
    pub messages: usize,
    pub entries: usize,
    pub index_bytes: usize,
}

/// Opens the file and projects its branch into the agent's messages, as a resume does.
pub fn measure(path: &Path) -> Measured {
    let base = LIVE.load(Ordering::Relaxed);
    PEAK.store(base, Ordering::Relaxed);
    let started = Instant::now();
    let cpu_start = thread_cpu();
    let mut store = Store::open(path).unwrap_or_else(|e| panic!("{e}"));
    let context = store.context().unwrap_or_else(|e| panic!("{e}"));
    let elapsed = started.elapsed();
    let cpu = thread_cpu().saturating_sub(cpu_start);
    let peak_heap = PEAK.load(Ordering::Relaxed) - base;
    let (entries, index_bytes) = (store.len(), store.index_bytes());
    drop(store);
    let context_heap = LIVE.load(Ordering::Relaxed) - base;
    let context_json = serde_json::to_vec(&context.messages).map_or(0, |v| v.len());
    let messages = context.into_llm().len();
    Measured {
        context_heap,
        elapsed,
        cpu,
        peak_heap,
        context_json,
        messages,
        entries,
        index_bytes,
    }
}

fn thread_cpu() -> Duration {
    let mut ru: libc::rusage = unsafe { std::mem::zeroed() };
    // SAFETY: getrusage writes into `ru`, which lives on this stack frame.
    unsafe { libc::getrusage(libc::RUSAGE_THREAD, &mut ru) };
    let tv = |t: libc::timeval| {
        Duration::from_secs(t.tv_sec as u64) + Duration::from_micros(t.tv_usec as u64)
    };
    tv(ru.ru_utime) + tv(ru.ru_stime)
}
