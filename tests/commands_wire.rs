//! The slash-command registry wired to the rest of the product: project prompt templates load
//! only from a trusted project, installed skills become `/skill:<name>`, and the builtins of the
//! other issues (`/compact`, `/cache`, `/rewind`, `/export`) run over RPC and in line mode.

use serde_json::{Value, json};

use crate::support::Test;
use crate::support::mock::{MockServer, Turn};
use crate::support::rpc::{T, ok, start};

const API: &str = "anthropic-messages";

/// `get_commands`' entry named `name`, if listed.
fn listed(c: &mut ama::modes::rpc::client::RpcClient, name: &str) -> Option<Value> {
    let list = ok(c, json!({"type": "get_commands"}));
    list["commands"]
        .as_array()
        .and_then(|a| a.iter().find(|x| x["name"] == name).cloned())
}

#[test]
fn project_templates_load_only_from_a_trusted_project() {
    let mock = MockServer::start(vec![]);
    let base = || {
        Test::new().mock(&mock, API).write(
            ".ama/prompts/deploy.md",
            "---\ndescription: Deploy it\n---\nDeploy $ARGUMENTS now.",
        )
    };
    let t = base();
    let mut c = start(&t);
    assert_eq!(listed(&mut c, "deploy"), None, "untrusted project template");
    drop(c);
    let t = base().arg("--trust-project");
    let mut c = start(&t);
    assert_eq!(
        listed(&mut c, "deploy"),
        Some(json!({"name": "deploy", "description": "Deploy it", "source": "template"}))
    );
}

#[test]
fn skills_are_commands_and_expand_into_the_prompt() {
    let mock = MockServer::start(vec![Turn::text("done")]);
    let t = Test::new().mock(&mock, API);
    let dir = t.config_dir().join("skills/lint");
    std::fs::create_dir_all(&dir).unwrap_or_else(|e| panic!("{e}"));
    std::fs::write(
        dir.join("SKILL.md"),
        "---\nname: lint\ndescription: Run the linters\n---\nRun every linter.\n",
    )
    .unwrap_or_else(|e| panic!("{e}"));
    let mut c = start(&t);
    assert_eq!(
        listed(&mut c, "skill:lint"),
        Some(json!({"name": "skill:lint", "description": "Run the linters", "source": "skill"}))
    );
    let data = ok(
        &mut c,
        json!({"type": "prompt", "message": "/skill:lint src/"}),
    );
    assert_eq!(data, json!({"disposition": "started"}));
    c.wait_event("agent_settled", T)
        .unwrap_or_else(|| panic!("no agent_settled"));
    let reqs = mock.model_requests();
    assert_eq!(reqs.len(), 1);
    let body = reqs[0].body["messages"].to_string();
    assert!(body.contains("Run every linter."), "{body}");
    assert!(body.contains("src/"), "{body}");
}

fn handled(c: &mut ama::modes::rpc::client::RpcClient, message: &str) -> Value {
    let data = ok(c, json!({"type": "prompt", "message": message}));
    assert_eq!(data["disposition"], json!("handled"), "{message}: {data}");
    data
}

fn ask(c: &mut ama::modes::rpc::client::RpcClient, text: &str) {
    ok(c, json!({"type": "prompt", "message": text}));
    c.wait_event("agent_settled", T)
        .unwrap_or_else(|| panic!("no agent_settled after {text:?}"));
}

fn session_entries(c: &mut ama::modes::rpc::client::RpcClient) -> Vec<Value> {
    let state = ok(c, json!({"type": "get_state"}));
    let file = state["sessionFile"]
        .as_str()
        .unwrap_or_default()
        .to_string();
    let text = std::fs::read_to_string(&file).unwrap_or_else(|e| panic!("{file}: {e}"));
    text.lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{l}: {e}")))
        .collect()
}

#[test]
fn rpc_compact_writes_a_compaction_entry() {
    let pad = |i: usize| format!("{i} {}", "lorem ipsum ".repeat(12));
    let mock = MockServer::start(vec![
        Turn::text(&format!("answer {}", pad(0))),
        Turn::text(&format!("answer {}", pad(1))),
        Turn::text("MANUAL SUMMARY"),
    ]);
    let t = Test::new()
        .mock(&mock, API)
        .config_merge(json!({"compaction": {"keepRecentTokens": 60}}))
        .args(&["--no-context-files"]);
    let mut c = start(&t);
    ask(&mut c, &format!("question {}", pad(0)));
    ask(&mut c, &format!("question {}", pad(1)));
    handled(&mut c, "/compact keep the questions");
    let entries = session_entries(&mut c);
    let compaction = entries
        .iter()
        .find(|e| e["type"] == "compaction")
        .unwrap_or_else(|| panic!("no compaction entry in {entries:?}"));
    assert!(
        compaction["summary"]
            .as_str()
            .is_some_and(|s| s.starts_with("MANUAL SUMMARY")),
        "{compaction}"
    );
    let reqs = mock.model_requests();
    assert_eq!(reqs.len(), 3);
    assert!(
        reqs[2].body.to_string().contains("keep the questions"),
        "the instructions reach the summary request"
    );
}

#[test]
fn rpc_cache_rewind_and_export() {
    let mock = MockServer::start(vec![Turn::text("answer one"), Turn::text("answer two")]);
    let t = Test::new().mock(&mock, API);
    let mut c = start(&t);
    handled(&mut c, "/cache");
    handled(&mut c, "/cache fingerprint");
    // A builtin's lines come back in the `handled` answer.
    let fp = ok(
        &mut c,
        json!({"type": "prompt", "message": "/cache fingerprint"}),
    );
    assert_eq!(
        fp["output"][0],
        json!("Fingerprint: no request yet: the fingerprint is taken from the latest real request"),
        "{fp}"
    );
    handled(&mut c, "/cache warm off");
    let r = c
        .request(
            json!({"type": "prompt", "message": "/cache warm sometimes"}),
            T,
        )
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(r["code"], json!("invalid_arguments"), "{r}");
    ask(&mut c, "one");
    ask(&mut c, "two secret-word");

    let data = ok(&mut c, json!({"type": "get_fork_messages"}));
    let two = data["messages"]
        .as_array()
        .into_iter()
        .flatten()
        .find(|m| m["text"] == "two secret-word")
        .and_then(|m| m["entryId"].as_str())
        .unwrap_or_else(|| panic!("no user message two in {data}"))
        .to_string();
    let leaf = |c: &mut ama::modes::rpc::client::RpcClient| {
        ok(c, json!({"type": "get_entries"}))["leafId"].clone()
    };
    let leaf_before = leaf(&mut c);
    handled(&mut c, &format!("/rewind {two}"));
    let messages = ok(&mut c, json!({"type": "get_messages"}));
    let texts = messages["messages"].to_string();
    assert!(texts.contains("answer one"), "{texts}");
    assert!(!texts.contains("answer two"), "the leaf moved: {texts}");
    assert!(!texts.contains("two secret-word"), "{texts}");
    let leaf_after = leaf(&mut c);
    assert_ne!(leaf_after, leaf_before);

    handled(&mut c, "/export out.md");
    let path = t.path().join("out.md");
    let md = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{e}"));
    assert!(md.contains("answer one"), "{md}");
    use std::os::unix::fs::PermissionsExt;
    let mode = std::fs::metadata(&path)
        .map(|m| m.permissions().mode() & 0o777)
        .unwrap_or(0);
    assert_eq!(mode, 0o600);
    assert_eq!(
        mock.model_requests().len(),
        2,
        "no builtin reaches the model"
    );
}

#[test]
fn line_mode_cache_and_session_show_the_cache_section() {
    let mock = MockServer::start(vec![]);
    let t = Test::new().mock(&mock, API).stdin("/cache\n/session\n");
    let out = t.run();
    out.status(0);
    let stdout = &out.stdout;
    assert!(
        stdout.starts_with("Cache\n  input      0 = cache read 0 (0%) + uncached 0\n"),
        "{stdout}"
    );
    assert_eq!(stdout.matches("\nCache\n").count(), 1, "{stdout}");
    assert!(
        stdout.contains("  hit rate   latest — · session 0%\n"),
        "{stdout}"
    );
    assert_eq!(mock.model_requests().len(), 0);
}
