//! Issue #30: a session whose branch after its last compaction is larger than the model's
//! window opens with only the part the next request keeps parsed; the older part stays in the
//! file and is summarised from it in pieces, oldest first, each within the window, before the
//! prompt's request, which holds the summary and the kept tail only. Through RPC
//! `switch_session` and through `-p -c`; a `kill -9` during the pieces leaves the file as it was
//! and the next open compacts again. Also: a sub-agent's session lock goes with the sub-agent.

use std::path::{Path, PathBuf};
use std::time::Duration;

use serde_json::{Value, json};

use crate::compaction::{SUMMARY_PREFIX, small, summary_requests, user_texts};
use crate::session_big::append;
use crate::sessions::{lines, only_file};
use crate::support::Test;
use crate::support::mock::{MockServer, Recorded, Turn};
use crate::support::rpc;

/// The mock model's window, in tokens, and what compaction keeps.
const WINDOW: u64 = 8000;
const KEEP: u64 = 1500;
/// Old turns: about 2 kB a message, so the branch is about 10 windows.
const OLD: usize = 80;
const PROMPT: &str = "carry on";

fn question(i: usize) -> String {
    format!("old question {i:03} {}", "lorem ipsum ".repeat(160))
}

fn answer(i: usize) -> String {
    format!("old answer {i:03} {}", "dolor sit amet ".repeat(128))
}

/// A session made by a real run on the small-window mock, then `OLD` turns appended as ama
/// writes them, with no compaction. Returns the test, the file and the old turns' entry ids.
fn big_branch(mock: &MockServer) -> (Test, PathBuf, Vec<Vec<String>>) {
    let t = small(mock, WINDOW, KEEP).args(&["-p", "first"]);
    t.run().status(0).stdout("a0\n");
    let path = only_file(&t);
    let written = lines(&path);
    let template = |r: &str| {
        written
            .iter()
            .find(|l| l["type"] == "message" && l["message"]["role"] == r)
            .cloned()
            .unwrap_or_else(|| panic!("no {r} line in {written:?}"))
    };
    let (user, assistant) = (template("user"), template("assistant"));
    let mut parent = written
        .last()
        .and_then(|l| l["id"].as_str())
        .unwrap_or_default()
        .to_string();
    let mut out = Vec::new();
    let mut ids = Vec::new();
    for i in 0..OLD {
        let mut turn = Vec::new();
        for (mut v, text) in [
            (user.clone(), json!(question(i))),
            (
                assistant.clone(),
                json!([{"type": "text", "text": answer(i)}]),
            ),
        ] {
            let id = format!("{:08x}", 0x6000_0000 + out.len());
            v["id"] = json!(id);
            v["parentId"] = json!(parent);
            v["message"]["content"] = text;
            parent = id.clone();
            turn.push(id);
            out.push(v);
        }
        ids.push(turn);
    }
    append(&path, &out);
    (t, path, ids)
}

/// The old question numbers a request holds, in order.
fn questions(r: &Recorded) -> Vec<usize> {
    user_texts(r)
        .iter()
        .filter_map(|u| u.strip_prefix("old question "))
        .filter_map(|u| u.get(..3).and_then(|n| n.parse().ok()))
        .collect()
}

fn compactions(path: &Path) -> Vec<Value> {
    lines(path)
        .into_iter()
        .filter(|l| l["type"] == "compaction")
        .collect()
}

/// Queues the summaries the pieces get, then more for the prompt.
fn summaries(mock: &MockServer, delay_ms: u64) {
    for i in 1..=60 {
        mock.push(Turn::text(&format!("SUMMARY-{i} so far")).delay_ms(delay_ms));
    }
}

/// The requests from `built` on: summary requests within the window, oldest piece first, each
/// carrying the one before; then the prompt's request with the last summary and the kept tail.
#[track_caller]
fn assert_pieces_then_prompt(mock: &MockServer, built: usize, path: &Path) {
    let limit = WINDOW as usize * 4;
    let pieces: Vec<Recorded> = summary_requests(mock)
        .into_iter()
        .filter(|(i, _)| *i >= built)
        .map(|(_, r)| r)
        .collect();
    assert!(pieces.len() >= 5, "{} summary requests", pieces.len());
    let mut seen: Vec<usize> = Vec::new();
    for (n, r) in pieces.iter().enumerate() {
        let size = r.body.to_string().len();
        assert!(size <= limit, "piece {n}: {size} bytes over the window");
        let users = user_texts(r);
        if n > 0 {
            assert!(users[0].starts_with(SUMMARY_PREFIX), "piece {n}: {users:?}");
            assert!(
                users[0].contains(&format!("SUMMARY-{n} so far")),
                "piece {n}"
            );
        }
        let q = questions(r);
        assert!(!q.is_empty(), "piece {n} holds no old question");
        seen.extend(q);
    }
    // Oldest first, each turn once, from the very first.
    let kept_from = seen.len();
    assert_eq!(seen, (0..kept_from).collect::<Vec<_>>());
    let all = mock.model_requests();
    let prompt = all.last().unwrap_or_else(|| panic!("no request"));
    assert!(prompt.body.to_string().len() <= limit);
    let users = user_texts(prompt);
    assert!(users[0].starts_with(SUMMARY_PREFIX), "{users:?}");
    assert!(users[0].contains(&format!("SUMMARY-{} so far", pieces.len())));
    assert_eq!(users.last().map(String::as_str), Some(PROMPT));
    // The kept tail only: the questions after the summarised ones, to the last.
    assert_eq!(questions(prompt), (kept_from..OLD).collect::<Vec<_>>());
    assert!(kept_from < OLD, "the kept tail holds no question");
    let found = compactions(path);
    assert_eq!(found.len(), 1, "{found:?}");
    assert_eq!(found[0]["details"]["pieces"], json!(pieces.len()));
}

/// The ids of the first turns (all but the last 20), none of which opening may parse.
fn oldest(ids: &[Vec<String>]) -> Vec<String> {
    ids[..OLD - 20].iter().flatten().cloned().collect()
}

fn parsed(log: &Path) -> Vec<String> {
    std::fs::read_to_string(log)
        .unwrap_or_default()
        .lines()
        .map(String::from)
        .collect()
}

#[test]
fn rpc_switch_to_a_branch_ten_windows_long_summarises_it_from_the_file() {
    let mock = MockServer::start(vec![Turn::text("a0")]);
    let (t, path, ids) = big_branch(&mock);
    mock.refuse_over(WINDOW as usize * 4);
    summaries(&mock, 0);
    let log = t.root().join("parsed.log");
    let t = t.clear_args().env("AMA_TEST_SESSION_PARSES", &log);
    let mut c = rpc::start(&t);
    let _ = std::fs::remove_file(&log);
    rpc::ok(
        &mut c,
        json!({"type": "switch_session", "sessionPath": path.display().to_string()}),
    );
    // Opening parsed the recent part only.
    let at_open = parsed(&log);
    assert!(!at_open.is_empty(), "the test hook logged nothing");
    let old = oldest(&ids);
    let early: Vec<&String> = at_open.iter().filter(|id| old.contains(id)).collect();
    assert!(early.is_empty(), "parsed at open: {early:?}");
    let built = mock.model_requests().len();
    rpc::ok(&mut c, json!({"type": "prompt", "message": PROMPT}));
    c.wait_event("agent_settled", rpc::T)
        .unwrap_or_else(|| panic!("no agent_settled"));
    let log = c.log().to_vec();
    let end = log
        .iter()
        .rfind(|v| v["type"] == "agent_end")
        .cloned()
        .unwrap_or_default();
    assert_eq!(end["stopReason"], json!("stop"), "{end}");
    assert_pieces_then_prompt(&mock, built, &path);
}

#[test]
fn print_continue_on_a_branch_ten_windows_long_summarises_it_from_the_file() {
    let mock = MockServer::start(vec![Turn::text("a0")]);
    let (t, path, _) = big_branch(&mock);
    mock.refuse_over(WINDOW as usize * 4);
    summaries(&mock, 0);
    let built = mock.model_requests().len();
    // Bound: a `Test` dropped removes its directory, the session file with it.
    let t = t.clear_args().args(&["-p", "-c", PROMPT]);
    t.run().status(0);
    assert_pieces_then_prompt(&mock, built, &path);
}

#[test]
fn a_kill_during_the_pieces_leaves_the_file_whole_and_the_next_open_compacts() {
    let mock = MockServer::start(vec![Turn::text("a0")]);
    let (t, path, _) = big_branch(&mock);
    mock.refuse_over(WINDOW as usize * 4);
    summaries(&mock, 300);
    let before = std::fs::read(&path).unwrap_or_else(|e| panic!("{e}"));
    let built = mock.model_requests().len();
    let t = t.clear_args().args(&["-p", "-c", PROMPT]);
    let mut child = t.spawn();
    drop(child.stdin.take());
    let seen = mock.wait_for_requests(built + 3, Duration::from_secs(60));
    assert!(seen.len() >= built + 3, "the pieces did not start");
    child.kill().unwrap_or_else(|e| panic!("kill -9: {e}"));
    let _ = child.wait();
    // Only whole lines were added (the run's start entries and its prompt), none of them a
    // compaction: the summaries in hand were not written.
    let after = std::fs::read(&path).unwrap_or_else(|e| panic!("{e}"));
    assert!(after.starts_with(&before), "the file was rewritten");
    assert_eq!(after.last(), Some(&b'\n'), "a partial line was left");
    let added = String::from_utf8_lossy(&after[before.len()..]).into_owned();
    for line in added.lines() {
        let v: Value = serde_json::from_str(line).unwrap_or_else(|e| panic!("{e}: {line}"));
        assert_ne!(v["type"], "compaction", "{line}");
    }
    // The next open does it again, from the start.
    for _ in 0..40 {
        mock.push(Turn::text("AGAIN so far"));
    }
    t.run().status(0);
    assert_eq!(compactions(&path).len(), 1);
}

#[test]
fn a_sub_agents_session_lock_is_released_when_it_ends_while_its_parent_lives() {
    use crate::support::mock::route::Routed;
    let r = Routed::start(
        vec![
            Turn::new().tool_call(
                "t1",
                "task",
                json!({"description": "d", "prompt": "CHILD-L look"}),
            ),
            Turn::text("parent done"),
        ],
        vec![("CHILD-L", vec![Turn::text("child done")])],
    );
    let t = crate::tasks::routed_test(&r);
    let mut c = rpc::start(&t);
    rpc::ok(&mut c, json!({"type": "prompt", "message": "go"}));
    c.wait_event("agent_settled", rpc::T)
        .unwrap_or_else(|| panic!("no agent_settled"));
    let (parents, children) = crate::tasks::files(&t);
    assert_eq!(
        (parents.len(), children.len()),
        (1, 1),
        "{parents:?} {children:?}"
    );
    let try_lock = |p: &Path| {
        let lock = format!("{}.lock", p.display());
        let Ok(file) = std::fs::File::open(&lock) else {
            return true; // no lock file: nobody holds it
        };
        nix::fcntl::Flock::lock(file, nix::fcntl::FlockArg::LockExclusiveNonblock).is_ok()
    };
    // The parent lives on and holds its own lock; the child's is free.
    assert!(!try_lock(&parents[0]), "the parent's lock is not held");
    assert!(
        try_lock(&children[0]),
        "the ended sub-agent still holds its lock"
    );
}
