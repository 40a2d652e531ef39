//! Issue #24 end to end: other tools' credentials, ama's `auth.json` reached through a project
//! symlink, the `--api-key-file`, and recursive reads under `/proc`, driven through the real
//! binary with the mock's scripted tool calls. Each case checks what reached the model in the
//! next request (the marker must not) and that `ama permissions check` agrees.

use std::io::BufRead;

use serde_json::{Value, json};

use crate::support::Test;
use crate::support::mock::{MockServer, Turn};

const MARKER: &str = "codex-marker-7f3a";
const AUTH: &str = "ama-auth-marker-91c2";
const KEY: &str = "sk-keyfile-marker-5d0e";

/// A home with `~/.codex/auth.json`, ama's auth.json, a key file, and project links to them.
fn world(t: &Test) {
    let codex = t.home().join(".codex");
    std::fs::create_dir_all(&codex).unwrap_or_else(|e| panic!("{e}"));
    std::fs::write(
        codex.join("auth.json"),
        format!(r#"{{"token": "{MARKER}"}}"#),
    )
    .unwrap_or_else(|e| panic!("{e}"));
    let auth = t.data_dir().join("auth.json");
    std::fs::write(&auth, format!(r#"{{"other": {{"key": "{AUTH}"}}}}"#))
        .unwrap_or_else(|e| panic!("{e}"));
    let keys = t.home().join("keys");
    std::fs::create_dir_all(&keys).unwrap_or_else(|e| panic!("{e}"));
    std::fs::write(keys.join("mock.txt"), format!("{KEY}\n")).unwrap_or_else(|e| panic!("{e}"));
    let link = |to: &std::path::Path, at: &str| {
        std::os::unix::fs::symlink(to, t.path().join(at)).unwrap_or_else(|e| panic!("{e}"));
    };
    link(&auth, "a.json");
    link(&codex.join("auth.json"), "c.json");
    link(&keys, "k");
}

fn key_file(t: &Test) -> String {
    t.home().join("keys/mock.txt").display().to_string()
}

/// `ama permissions check`'s decision for one call in `mode` (with the run's extra flags).
fn check(t: &Test, mode: &str, extra: &[String], tool: &str, input: &Value) -> String {
    let arg = match (tool, input["command"].as_str()) {
        ("bash", Some(c)) => c.to_string(),
        _ => input.to_string(),
    };
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_ama"))
        .args(["permissions", "check", "--json", "--mode", mode])
        .args(extra)
        .args([tool, &arg])
        .current_dir(t.path())
        .env("HOME", t.home())
        .env("AMA_CONFIG_DIR", t.config_dir())
        .env("AMA_DATA_DIR", t.data_dir())
        .output()
        .unwrap_or_else(|e| panic!("ama permissions check: {e}"));
    let v: Value = serde_json::from_slice(&out.stdout).unwrap_or_else(|e| {
        panic!(
            "check output for {tool} {arg:?}: {e}: {}",
            String::from_utf8_lossy(&out.stderr)
        )
    });
    v["decision"].as_str().unwrap_or_default().to_string()
}

/// Runs the calls in one turn under `mode` (plus `extra` flags); asserts each was denied, that
/// `ama permissions check` says so too (`deny`, or not `allow` where print mode turns an ask
/// into a denial), and that the follow-up request holds none of `secrets`.
fn refused(mode: &str, extra_key_file: bool, calls: &[(&str, Value)], secrets: &[&str]) {
    let mut turn = Turn::new();
    for (i, (tool, input)) in calls.iter().enumerate() {
        turn = turn.tool_call(&format!("c{i}"), tool, input.clone());
    }
    let mock = MockServer::start(vec![turn, Turn::text("done")]);
    let mut t = Test::new().mock(&mock, "anthropic-messages");
    world(&t);
    let extra: Vec<String> = if extra_key_file {
        vec!["--api-key-file".into(), key_file(&t)]
    } else {
        Vec::new()
    };
    t = t.args(&[
        "-p",
        "--permission-mode",
        mode,
        "--output-format",
        "stream-json",
    ]);
    for e in &extra {
        t = t.arg(e.as_str());
    }
    let t = t.arg("go");
    let out = t.run();
    let denied = out.denied_call_ids();
    let follow_up = mock
        .model_requests()
        .get(1)
        .map(|r| r.body.to_string())
        .unwrap_or_else(|| panic!("no follow-up request under {mode}: {}", out.stdout));
    for (i, (tool, input)) in calls.iter().enumerate() {
        assert!(
            denied.contains(&format!("c{i}")),
            "{tool} {input} ran under {mode}: {}",
            out.stdout
        );
        let decision = check(&t, mode, &extra, tool, input);
        if mode == "full-auto" {
            assert_eq!(decision, "deny", "{tool} {input} under {mode}");
        } else {
            assert_ne!(decision, "allow", "{tool} {input} under {mode}");
        }
    }
    for s in secrets {
        assert!(!follow_up.contains(s), "{s} reached the model under {mode}");
    }
}

#[test]
fn other_tools_credentials_are_not_read_unasked() {
    let calls = [
        ("bash", json!({"command": "cat ~/.codex/auth.json"})),
        ("bash", json!({"command": "cat $HOME/.codex/auth.json"})),
        ("bash", json!({"command": "head -c 200 c.json"})),
        ("bash", json!({"command": "base64 ~/.CODEX/AUTH.JSON"})),
        ("bash", json!({"command": "grep -r token ~/.codex"})),
    ];
    for mode in ["plan", "allowlist", "default", "auto-edit", "auto"] {
        refused(mode, false, &calls, &[MARKER]);
    }
}

#[test]
fn auth_json_through_a_project_symlink_is_denied_in_full_auto() {
    let calls = [
        ("read", json!({"path": "a.json"})),
        ("bash", json!({"command": "cat a.json"})),
        (
            "bash",
            json!({"command": "ln -s $AMA_DATA_DIR/auth.json l2; cat l2"}),
        ),
        ("bash", json!({"command": "cat $AMA_DATA_DIR/auth.js?n"})),
    ];
    refused("full-auto", false, &calls, &[AUTH]);
}

#[test]
fn the_api_key_file_is_a_secret_in_every_mode() {
    let calls = |t: &str| {
        vec![
            ("bash", json!({"command": format!("cat {t}")})),
            ("bash", json!({"command": "cat $HOME/keys/mock.txt"})),
            ("bash", json!({"command": "cat k/mock.txt"})),
            ("bash", json!({"command": "cat k/*.txt"})),
            ("read", json!({"path": "k/mock.txt"})),
            ("grep", json!({"pattern": "sk-", "path": t})),
        ]
    };
    for mode in ["full-auto", "default"] {
        refused_with_own_key(mode, &calls);
    }
}

/// `refused` for calls that name the run's own key file.
fn refused_with_own_key(mode: &str, calls: &dyn Fn(&str) -> Vec<(&'static str, Value)>) {
    // The home is only known once the Test exists, so the world is built first and the turn
    // pushed after.
    let mock = MockServer::start(vec![]);
    let t = Test::new().mock(&mock, "anthropic-messages");
    world(&t);
    let key = key_file(&t);
    let list = calls(&key);
    let mut turn = Turn::new();
    for (i, (tool, input)) in list.iter().enumerate() {
        turn = turn.tool_call(&format!("c{i}"), tool, input.clone());
    }
    mock.push(turn);
    mock.push(Turn::text("done"));
    let t = t
        .env_remove("MOCK_API_KEY")
        .args(&[
            "-p",
            "--permission-mode",
            mode,
            "--output-format",
            "stream-json",
        ])
        .args(&["--api-key-file", &key, "go"]);
    let out = t.run();
    let denied = out.denied_call_ids();
    let reqs = mock.model_requests();
    let follow_up = reqs
        .get(1)
        .map(|r| r.body.to_string())
        .unwrap_or_else(|| panic!("no follow-up under {mode}: {} {}", out.stdout, out.stderr));
    let extra = vec!["--api-key-file".to_string(), key.clone()];
    for (i, (tool, input)) in list.iter().enumerate() {
        assert!(
            denied.contains(&format!("c{i}")),
            "{tool} {input} ran under {mode}: {}",
            out.stdout
        );
        assert_eq!(
            check(&t, mode, &extra, tool, input),
            "deny",
            "{tool} {input}"
        );
        // Without the flag the same call is not denied: the flag is what makes it a secret.
        if mode == "full-auto" {
            assert_eq!(check(&t, mode, &[], tool, input), "allow", "{tool} {input}");
        }
    }
    assert!(
        !follow_up.contains(KEY),
        "the key file reached the model under {mode}"
    );
}

#[test]
fn recursive_reads_under_proc_are_refused() {
    let calls = [
        (
            "bash",
            json!({"command": "grep -a -r MOCK_API_KEY /proc/self/"}),
        ),
        (
            "bash",
            json!({"command": "grep -rh test-key /proc/self/task/"}),
        ),
        (
            "bash",
            json!({"command": "find /proc -name environ -exec cat {} +"}),
        ),
        ("bash", json!({"command": "tar c /proc/self | strings"})),
        ("bash", json!({"command": "cat /proc/$PPID/environ"})),
        ("read", json!({"path": "/proc/self/environ"})),
        ("grep", json!({"pattern": "test-key", "path": "/proc/self"})),
    ];
    for mode in ["full-auto", "default"] {
        refused(mode, false, &calls, &["test-key-123"]);
    }
}

#[test]
fn the_api_key_file_path_is_hidden_from_the_process_list() {
    let mock = MockServer::start(vec![]);
    for equals in [false, true] {
        let mut run = Test::new().mock(&mock, "openai-completions");
        world(&run);
        let key = key_file(&run);
        run = run.args(&["--mode", "rpc", "--no-session"]);
        run = if equals {
            run.arg(format!("--api-key-file={key}"))
        } else {
            run.args(&["--api-key-file", &key])
        };
        let mut child = run.spawn();
        let pid = child.id();
        let mut stdout =
            std::io::BufReader::new(child.stdout.take().unwrap_or_else(|| panic!("stdout")));
        let mut hello = String::new();
        stdout.read_line(&mut hello).unwrap_or_default();
        assert!(hello.contains("\"hello\""), "{hello}");
        let cmdline = std::fs::read(format!("/proc/{pid}/cmdline")).unwrap_or_default();
        let text = String::from_utf8_lossy(&cmdline).replace('\0', " ");
        assert!(!text.contains(&key), "{text}");
        assert!(!text.contains("mock.txt"), "{text}");
        assert!(text.contains("--api-key-file"), "{text}");
        assert!(text.contains(&"*".repeat(key.len())), "{text}");
        drop(child.stdin.take());
        run.finish(child).status(0);
    }
}
