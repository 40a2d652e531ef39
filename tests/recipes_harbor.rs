//! The Harbor adapter in contrib/harbor/ (docs/ci.md): a trial run the way Harbor 0.26's `Trial`
//! runs an installed agent — setup (install, version), run, populate_context_post_run — through
//! the stand-in of Harbor's interface in support/harbor/, against a temp dir standing in for the
//! task container. The install and run commands the adapter builds are run for real by bash,
//! with the real ama and the mock LLM; the context and the ATIF trajectory are checked exactly.

use std::path::{Path, PathBuf};
use std::process::Command;

use serde_json::{Value, json};

use crate::support::Test;
use crate::support::mock::{MockServer, Turn};

const ROOT: &str = env!("CARGO_MANIFEST_DIR");
/// What Harbor's `_exec` puts before every command of `exec_as_root` / `exec_as_agent`.
const PIPEFAIL: &str = "(set -o pipefail) 2>/dev/null && set -o pipefail; ";

/// Runs one trial; `None` after saying why (no python3), a panic on CI.
fn trial(t: &Test, kwargs: Value, instruction: &str) -> Option<(Value, PathBuf)> {
    let container = t.path().join("container");
    let spec = json!({
        "agent_dir": format!("{ROOT}/contrib/harbor"),
        "module": "ama_agent",
        "cls": "AmaAgent",
        "root": container,
        "model": "mock/mock-model",
        "instruction": instruction,
        "kwargs": kwargs,
        "extra_env": {
            "AMA_CONFIG_DIR": t.config_dir(),
            "AMA_DATA_DIR": t.data_dir(),
            "MOCK_API_KEY": "test-key-123",
        },
    });
    // Writes config/config.json, which ama reads through AMA_CONFIG_DIR.
    drop(t.command());
    let spec_file = t.path().join("trial.json");
    std::fs::write(&spec_file, spec.to_string()).unwrap_or_else(|e| panic!("{e}"));
    let out = Command::new("python3")
        .arg(format!("{ROOT}/tests/support/harbor/trial.py"))
        .arg(&spec_file)
        .env_clear()
        .env("PATH", std::env::var_os("PATH").unwrap_or_default())
        .env("HOME", t.home())
        // No __pycache__ in the repository's directories.
        .env("PYTHONDONTWRITEBYTECODE", "1")
        .output();
    let out = match out {
        Ok(o) => o,
        Err(e) => {
            let reason = format!("python3 is needed to run the Harbor stand-in: {e}");
            if std::env::var("CI").is_ok_and(|v| v == "true") {
                panic!("{reason}");
            }
            crate::support::skip::skipped(&reason);
            return None;
        }
    };
    assert!(
        out.status.success(),
        "trial.py failed:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let report = serde_json::from_slice(&out.stdout).unwrap_or_else(|e| {
        panic!(
            "trial.py printed no JSON ({e}):\n{}",
            String::from_utf8_lossy(&out.stdout)
        )
    });
    Some((report, container))
}

fn ama_version() -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_ama"))
        .arg("--version")
        .output()
        .unwrap_or_else(|e| panic!("{e}"));
    String::from_utf8_lossy(&out.stdout)
        .trim()
        .trim_start_matches("ama")
        .trim()
        .to_string()
}

fn read_json(path: &Path) -> Value {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

#[test]
fn recipes_harbor_trial_installs_runs_and_reports() {
    let mock = MockServer::start(vec![
        Turn::new()
            .say("Writing the file.")
            .tool_call(
                "call_1",
                "bash",
                json!({"command": "echo hi > out.txt && echo wrote"}),
            )
            .usage(100, 10, 50, 0),
        Turn::text("Done.").usage(200, 20, 80, 0),
    ]);
    let t = Test::new().mock(&mock, "openai-completions");
    let install_dir = t.path().join("container/usr/local/bin");
    let kwargs = json!({
        "binary_path": env!("CARGO_BIN_EXE_ama"),
        "install_dir": install_dir,
        "max_turns": "5",
    });
    let Some((report, root)) = trial(
        &t,
        kwargs,
        "Create out.txt holding \"hi\"; it's $HOME-free.",
    ) else {
        return;
    };
    assert_eq!(report["name"], json!("ama"));
    assert_eq!(report["version"], json!(ama_version()));
    assert_eq!(report["error"], Value::Null, "{report}");

    // What the adapter asked of the environment, in order.
    let calls = report["calls"].as_array().cloned().unwrap_or_default();
    let kinds: Vec<String> = calls
        .iter()
        .map(
            |c| match (c["exec"].as_str(), c["upload"].as_str(), c["user"].as_str()) {
                (Some(cmd), _, user) => {
                    let cmd = cmd.trim_start_matches(PIPEFAIL);
                    let word = cmd.split_whitespace().next().unwrap_or(cmd);
                    format!("{}:{word}", user.unwrap_or("agent"))
                }
                (_, Some(to), _) => format!("upload:{to}"),
                _ => c.to_string(),
            },
        )
        .collect();
    let bin = install_dir.display().to_string();
    assert_eq!(
        kinds,
        [
            "root:mkdir".to_string(),
            format!("upload:{bin}/ama.download"),
            "root:chmod".to_string(),
            format!("agent:{bin}/ama"),
            "agent:mkdir".to_string(),
        ],
        "{calls:#?}"
    );
    assert_eq!(calls[3]["exec"], json!(format!("{bin}/ama --version")));
    assert_eq!(calls[4]["env"], json!(["AMA_CONFIG_DIR"]));

    // The binary is installed, and the task's command ran in the container's working directory.
    assert_eq!(
        std::fs::read(install_dir.join("ama")).ok(),
        std::fs::read(env!("CARGO_BIN_EXE_ama")).ok()
    );
    assert_eq!(
        std::fs::read_to_string(root.join("app/out.txt"))
            .ok()
            .as_deref(),
        Some("hi\n")
    );

    // Usage: Harbor's input tokens include the cached ones.
    let context = &report["context"];
    assert_eq!(context["n_input_tokens"], json!(100 + 50 + 200 + 80));
    assert_eq!(context["n_cache_tokens"], json!(130));
    assert_eq!(context["n_output_tokens"], json!(30));
    let cost = context["cost_usd"].as_f64().unwrap_or(0.0);
    let expected = (300.0 * 3.0 + 30.0 * 15.0 + 130.0 * 0.3) / 1e6;
    assert!((cost - expected).abs() < 1e-9, "cost {cost} vs {expected}");
    let meta = &context["metadata"];
    assert_eq!(meta["ama_exit_code"], json!(0));
    assert_eq!(meta["ama_result"]["subtype"], json!("success"));
    assert_eq!(meta["ama_result"]["result"], json!("Done."));
    assert_eq!(meta["ama_result"]["numTurns"], json!(2));
    assert_eq!(meta["ama_permission_denials"], json!(0));

    // The logs: events without the deltas, the result last, the session file beside them.
    let logs = root.join("logs/agent");
    let text = std::fs::read_to_string(logs.join("ama.jsonl")).unwrap_or_default();
    assert!(!text.contains("\"type\":\"message_update\""));
    let last: Value = serde_json::from_str(text.lines().last().unwrap_or("")).unwrap_or_default();
    assert_eq!(last["type"], json!("result"));
    let session = last["sessionFile"].as_str().unwrap_or_default();
    assert!(
        session.starts_with(&logs.join("sessions").display().to_string()),
        "{session}"
    );
    assert!(Path::new(session).is_file());
    assert_eq!(
        std::fs::read_to_string(logs.join("ama.exit"))
            .ok()
            .as_deref(),
        Some("0\n")
    );

    // The ATIF trajectory.
    let traj = read_json(&logs.join("trajectory.json"));
    let expected = json!({
        "schema_version": "ATIF-v1.6",
        "session_id": last["sessionId"],
        "agent": {"name": "ama", "version": ama_version(), "model_name": "mock/mock-model"},
        "steps": [
            {"step_id": 1, "source": "user", "message": "Create out.txt holding \"hi\"; it's $HOME-free."},
            {"step_id": 2, "source": "agent", "model_name": "mock/mock-model",
             "message": "Writing the file.",
             "metrics": {"prompt_tokens": 150, "completion_tokens": 10, "cached_tokens": 50,
                         "cost_usd": traj["steps"][1]["metrics"]["cost_usd"]},
             "extra": {"stop_reason": "toolUse"},
             "tool_calls": [{"tool_call_id": "call_1", "function_name": "bash",
                             "arguments": {"command": "echo hi > out.txt && echo wrote"}}],
             "observation": {"results": [{"source_call_id": "call_1", "content": "wrote\n",
                                          "extra": {"tool_name": "bash", "is_error": false}}]}},
            {"step_id": 3, "source": "agent", "model_name": "mock/mock-model", "message": "Done.",
             "metrics": {"prompt_tokens": 280, "completion_tokens": 20, "cached_tokens": 80,
                         "cost_usd": traj["steps"][2]["metrics"]["cost_usd"]},
             "extra": {"stop_reason": "stop"}}
        ],
        "final_metrics": {"total_prompt_tokens": 430, "total_completion_tokens": 30,
                          "total_cached_tokens": 130, "total_cost_usd": context["cost_usd"],
                          "total_steps": 3}
    });
    assert_eq!(traj, expected);
}

#[test]
fn recipes_harbor_a_failed_run_still_reports_its_result() {
    let mock = MockServer::start(vec![
        Turn::new()
            .tool_call("call_1", "bash", json!({"command": "true"}))
            .usage(100, 10, 0, 0),
        Turn::new().tool_call("call_2", "bash", json!({"command": "true"})),
    ]);
    let t = Test::new().mock(&mock, "openai-completions");
    let ama = env!("CARGO_BIN_EXE_ama");
    let sha = String::from_utf8_lossy(
        &Command::new("sha256sum")
            .arg(ama)
            .output()
            .unwrap_or_else(|e| panic!("{e}"))
            .stdout,
    )
    .split(' ')
    .next()
    .unwrap_or_default()
    .to_string();
    let kwargs = json!({
        "binary_url": format!("file://{ama}"),
        "binary_sha256": sha,
        "install_dir": t.path().join("container/opt/ama"),
        "max_turns": 1,
    });
    let Some((report, root)) = trial(&t, kwargs, "loop") else {
        return;
    };
    let error = report["error"].as_str().unwrap_or_default();
    assert!(error.starts_with("Command failed (exit 7): "), "{report}");
    let context = &report["context"];
    assert_eq!(context["n_input_tokens"], json!(100));
    assert_eq!(context["n_output_tokens"], json!(10));
    assert_eq!(context["metadata"]["ama_exit_code"], json!(7));
    assert_eq!(
        context["metadata"]["ama_result"]["subtype"],
        json!("error_max_turns")
    );
    assert_eq!(context["metadata"]["ama_result"]["isError"], json!(true));
    assert!(root.join("opt/ama/ama").is_file());
    assert!(!root.join("opt/ama/ama.download").exists());
}
