//! The GitHub Action in contrib/github-action/ (docs/ci.md): its three step scripts run here as a
//! runner would run them — with GITHUB_OUTPUT, GITHUB_PATH, GITHUB_STEP_SUMMARY, RUNNER_TEMP and
//! the INPUT_* variables action.yml maps from its inputs — against the real ama and the mock LLM;
//! and action.yml is checked against the structure of a composite action (actionlint cannot be
//! installed from the registries these machines reach: it ships only from GitHub releases).

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::Command;

use serde_json::{Value, json};

use crate::support::Test;
use crate::support::mock::{MockServer, Turn};

const ACTION: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/contrib/github-action");

/// What a step script left behind.
struct Step {
    code: i32,
    stderr: String,
    outputs: String,
}

/// A runner's files for one job, and the ama test world the scripts' ama runs in.
struct Runner {
    t: Test,
    temp: PathBuf,
}

impl Runner {
    fn new(t: Test) -> Runner {
        // Writes config/config.json, which ama reads through AMA_CONFIG_DIR.
        drop(t.command());
        let temp = t.path().join("runner-temp");
        std::fs::create_dir_all(&temp).unwrap_or_else(|e| panic!("{e}"));
        Runner { t, temp }
    }

    fn file(&self, name: &str) -> PathBuf {
        self.temp.join(name)
    }

    fn read(&self, name: &str) -> String {
        std::fs::read_to_string(self.file(name)).unwrap_or_default()
    }

    /// Runs `script` with the runner's variables and `inputs`; `path` replaces PATH when given.
    fn step(&self, script: &str, inputs: &[(&str, &str)], path: Option<&Path>) -> Step {
        let outputs = self.file(&format!("{script}.outputs"));
        let _ = std::fs::remove_file(&outputs);
        let mut cmd = Command::new("bash");
        cmd.arg(Path::new(ACTION).join(script))
            .current_dir(self.t.path())
            .env_clear()
            .env(
                "PATH",
                path.map_or_else(
                    || std::env::var_os("PATH").unwrap_or_default(),
                    |p| p.into(),
                ),
            )
            .env("HOME", self.t.home())
            .env("AMA_CONFIG_DIR", self.t.config_dir())
            .env("AMA_DATA_DIR", self.t.data_dir())
            .env("MOCK_API_KEY", "test-key-123")
            .env("RUNNER_TEMP", &self.temp)
            .env("GITHUB_OUTPUT", &outputs)
            .env("GITHUB_PATH", self.file("github_path"))
            .env("GITHUB_STEP_SUMMARY", self.file("summary.md"))
            .env("GITHUB_ACTION_PATH", ACTION);
        for (k, v) in inputs {
            cmd.env(k, v);
        }
        let out = cmd.output().unwrap_or_else(|e| panic!("run {script}: {e}"));
        Step {
            code: out.status.code().unwrap_or(-1),
            stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
            outputs: std::fs::read_to_string(outputs).unwrap_or_default(),
        }
    }
}

/// The `name=value` and `name<<DELIM … DELIM` lines of a GITHUB_OUTPUT file.
fn parse_outputs(text: &str) -> Vec<(String, String)> {
    let mut out = Vec::new();
    let mut lines = text.lines();
    while let Some(line) = lines.next() {
        if let Some((name, delim)) = line.split_once("<<") {
            let mut value = Vec::new();
            for l in lines.by_ref() {
                if l == delim {
                    break;
                }
                value.push(l);
            }
            out.push((name.to_string(), value.join("\n")));
        } else if let Some((name, value)) = line.split_once('=') {
            out.push((name.to_string(), value.to_string()));
        }
    }
    out
}

fn output<'a>(outputs: &'a [(String, String)], name: &str) -> &'a str {
    outputs
        .iter()
        .find(|(n, _)| n == name)
        .map(|(_, v)| v.as_str())
        .unwrap_or_else(|| panic!("no output `{name}` in {outputs:?}"))
}

fn sha256(path: &str) -> String {
    let out = Command::new("sha256sum")
        .arg(path)
        .output()
        .unwrap_or_else(|e| panic!("sha256sum: {e}"));
    String::from_utf8_lossy(&out.stdout)
        .split(' ')
        .next()
        .unwrap_or_default()
        .to_string()
}

#[test]
fn recipes_action_install_from_a_path_or_a_checked_url() {
    let r = Runner::new(Test::new());
    let ama = env!("CARGO_BIN_EXE_ama");
    let version = String::from_utf8_lossy(
        &Command::new(ama)
            .arg("--version")
            .output()
            .unwrap_or_else(|e| panic!("{e}"))
            .stdout,
    )
    .trim()
    .to_string();
    let installed = r.temp.join("ama-bin/ama");

    let s = r.step("install.sh", &[("INPUT_BINARY_PATH", ama)], None);
    assert_eq!(s.code, 0, "{}", s.stderr);
    assert_eq!(
        s.outputs,
        format!("ama-path={}\nversion={version}\n", installed.display())
    );
    assert_eq!(
        r.read("github_path"),
        format!("{}\n", r.temp.join("ama-bin").display())
    );
    assert_eq!(std::fs::read(&installed).ok(), std::fs::read(ama).ok());

    // A URL (file:// stands in for the release asset), checked against its SHA-256.
    let url = format!("file://{ama}");
    let s = r.step(
        "install.sh",
        &[
            ("INPUT_BINARY_URL", &url),
            ("INPUT_BINARY_SHA256", &sha256(ama)),
        ],
        None,
    );
    assert_eq!(s.code, 0, "{}", s.stderr);
    assert!(
        s.outputs.ends_with(&format!("version={version}\n")),
        "{}",
        s.outputs
    );

    let wrong = "0".repeat(64);
    let s = r.step(
        "install.sh",
        &[("INPUT_BINARY_URL", &url), ("INPUT_BINARY_SHA256", &wrong)],
        None,
    );
    assert_eq!(s.code, 1);
    assert_eq!(
        s.stderr,
        format!(
            "::error::ama install: the binary's SHA-256 is {}, not the expected {wrong}; check binary-sha256 against the release\n",
            sha256(ama)
        )
    );
    assert_eq!(s.outputs, "");

    let s = r.step("install.sh", &[], None);
    assert_eq!(s.code, 1);
    assert!(
        s.stderr
            .contains("neither binary-url nor binary-path is set"),
        "{}",
        s.stderr
    );
}

/// Replaces the duration cell, the one part of a summary that changes from run to run.
fn normalise(summary: &str) -> String {
    summary
        .lines()
        .map(|l| match l.rsplit_once(" | ") {
            Some((head, tail)) if l.starts_with("| ") && tail.ends_with(" s |") => {
                format!("{head} | <duration> s |")
            }
            _ => l.to_string(),
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// A PATH without jq: every program of PATH's directories linked into one, less jq, so the
/// scripts take their python3 path.
fn path_without_jq(dir: &Path) -> PathBuf {
    let bin = dir.join("no-jq-bin");
    std::fs::create_dir_all(&bin).unwrap_or_else(|e| panic!("{e}"));
    let path = std::env::var_os("PATH").unwrap_or_default();
    for d in std::env::split_paths(&path) {
        for f in std::fs::read_dir(&d).into_iter().flatten().flatten() {
            let name = f.file_name();
            if name != "jq" && !bin.join(&name).exists() {
                let _ = std::os::unix::fs::symlink(f.path(), bin.join(&name));
            }
        }
    }
    bin
}

#[test]
fn recipes_action_run_and_summary_against_the_mock() {
    let mock = MockServer::start(vec![
        Turn::new()
            .tool_call("c1", "bash", json!({"command": "echo allowed"}))
            .usage(100, 10, 0, 0),
        Turn::new()
            .tool_call("c2", "bash", json!({"command": "touch denied"}))
            .usage(120, 10, 0, 0),
        Turn::text("All checks pass.\nSecond line.").usage(150, 20, 0, 0),
    ]);
    let r = Runner::new(Test::new().mock(&mock, "openai-completions"));
    let ama = env!("CARGO_BIN_EXE_ama");
    let out_file = r.file("out/result.json");
    let inputs = [
        ("AMA_BIN", ama),
        ("INPUT_PROMPT", "-check the build"),
        ("INPUT_MODEL", "mock/mock-model"),
        ("INPUT_PERMISSION_MODE", "default"),
        ("INPUT_TOOLS", "bash,read"),
        ("INPUT_ALLOWED_TOOLS", "  bash(echo *)\n\n"),
        ("INPUT_MAX_TURNS", "5"),
        ("INPUT_OUTPUT_FORMAT", "json"),
        ("INPUT_OUTPUT_FILE", out_file.to_str().unwrap_or_default()),
    ];
    let s = r.step("run.sh", &inputs, None);
    assert_eq!(s.code, 0, "{}", s.stderr);
    let outputs = parse_outputs(&s.outputs);
    let result: Value =
        serde_json::from_str(&std::fs::read_to_string(&out_file).unwrap_or_default())
            .unwrap_or_else(|e| panic!("the output file is not one JSON object: {e}"));
    assert_eq!(output(&outputs, "exit-code"), "0");
    assert_eq!(output(&outputs, "subtype"), "success");
    assert_eq!(output(&outputs, "result"), "All checks pass.\nSecond line.");
    assert_eq!(
        output(&outputs, "session-id"),
        result["sessionId"].as_str().unwrap_or("?")
    );
    assert_eq!(
        output(&outputs, "session-file"),
        result["sessionFile"].as_str().unwrap_or("?")
    );
    assert_eq!(
        output(&outputs, "output-file"),
        out_file.to_str().unwrap_or_default()
    );
    // The inputs reached ama: the prompt after `--` (it starts with `-`), the tools, the rule.
    let requests = mock.model_requests();
    assert_eq!(requests.len(), 3);
    let body = &requests[0].body;
    let tools: BTreeSet<&str> = body["tools"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|t| t["function"]["name"].as_str())
        .collect();
    assert_eq!(
        tools,
        BTreeSet::from(["bash", "bash_kill", "bash_output", "read"])
    );
    assert!(body.to_string().contains("-check the build"));
    assert_eq!(
        result["permissionDenials"].as_array().map(Vec::len),
        Some(1),
        "{result}"
    );
    assert_eq!(result["permissionDenials"][0]["toolName"], json!("bash"));

    let s = r.step(
        "summary.sh",
        &[
            ("AMA_OUTPUT_FILE", out_file.to_str().unwrap_or_default()),
            ("AMA_EXIT_CODE", "0"),
        ],
        None,
    );
    assert_eq!(s.code, 0, "{}", s.stderr);
    let expected = "## ama: done (exit 0, success)\n\
                    \n\
                    | turns | input tokens | output tokens | cost (USD) | duration |\n\
                    |---|---|---|---|---|\n\
                    | 3 | 370 | 40 | 0.0017 | <duration> s |\n\
                    \n\
                    Denied tool calls: `bash`\n\
                    \n\
                    All checks pass.\n\
                    Second line.";
    let with_jq = r.read("summary.md");
    assert_eq!(normalise(&with_jq), expected);

    // The same summary from python3 when the runner has no jq.
    std::fs::remove_file(r.file("summary.md")).unwrap_or_else(|e| panic!("{e}"));
    let no_jq = path_without_jq(&r.temp);
    let s = r.step(
        "summary.sh",
        &[
            ("AMA_OUTPUT_FILE", out_file.to_str().unwrap_or_default()),
            ("AMA_EXIT_CODE", "0"),
        ],
        Some(&no_jq),
    );
    assert_eq!(s.code, 0, "{}", s.stderr);
    assert_eq!(normalise(&r.read("summary.md")), expected);
}

#[test]
fn recipes_action_a_limit_is_an_exit_code_and_a_failed_summary() {
    let mock = MockServer::start(vec![
        Turn::new().tool_call("c1", "bash", json!({"command": "echo one"})),
        Turn::new().tool_call("c2", "bash", json!({"command": "echo two"})),
    ]);
    let r = Runner::new(Test::new().mock(&mock, "openai-completions"));
    let out_file = r.file("ama-output.json");
    let inputs = [
        ("AMA_BIN", env!("CARGO_BIN_EXE_ama")),
        ("INPUT_PROMPT", "loop"),
        ("INPUT_PERMISSION_MODE", "full-auto"),
        ("INPUT_MAX_TURNS", "1"),
        ("INPUT_OUTPUT_FORMAT", "stream-json"),
    ];
    let s = r.step("run.sh", &inputs, None);
    assert_eq!(
        s.code, 0,
        "run.sh leaves failing to the action's last step: {}",
        s.stderr
    );
    let outputs = parse_outputs(&s.outputs);
    assert_eq!(output(&outputs, "exit-code"), "7");
    assert_eq!(output(&outputs, "subtype"), "error_max_turns");
    assert_eq!(output(&outputs, "result"), "");
    // stream-json: the events, then the result as the last line.
    let text = std::fs::read_to_string(&out_file).unwrap_or_default();
    let first: Value = serde_json::from_str(text.lines().next().unwrap_or("")).unwrap_or_default();
    assert_eq!(first["type"], json!("session_start"));

    let s = r.step(
        "summary.sh",
        &[
            ("AMA_OUTPUT_FILE", out_file.to_str().unwrap_or_default()),
            ("AMA_EXIT_CODE", "7"),
        ],
        None,
    );
    assert_eq!(s.code, 0, "{}", s.stderr);
    let summary = r.read("summary.md");
    assert!(
        summary.starts_with("## ama: failed (exit 7, error_max_turns)\n"),
        "{summary}"
    );
    assert!(summary.contains("\n**Error:** "), "{summary}");

    // An empty prompt is the script's own error, before ama runs.
    let s = r.step("run.sh", &[("INPUT_PROMPT", "  ")], None);
    assert_eq!(s.code, 1);
    assert_eq!(
        s.stderr,
        "::error::ama run: the prompt input is empty; give the task as `prompt:`\n"
    );

    // The budget and timeout inputs reach ama as its flags: a $3 first reply against a $1 budget.
    let mock = MockServer::start(vec![
        Turn::new()
            .tool_call("c1", "bash", json!({"command": "echo one"}))
            .usage(1_000_000, 0, 0, 0),
        Turn::text("never asked"),
    ]);
    let r = Runner::new(Test::new().mock(&mock, "anthropic-messages"));
    let inputs = [
        ("AMA_BIN", env!("CARGO_BIN_EXE_ama")),
        ("INPUT_PROMPT", "spend"),
        ("INPUT_PERMISSION_MODE", "full-auto"),
        ("INPUT_MAX_BUDGET_USD", "1"),
        ("INPUT_TIMEOUT", "5m"),
    ];
    let s = r.step("run.sh", &inputs, None);
    assert_eq!(s.code, 0, "{}", s.stderr);
    let outputs = parse_outputs(&s.outputs);
    assert_eq!(output(&outputs, "exit-code"), "8");
    assert_eq!(output(&outputs, "subtype"), "error_max_budget");
    assert_eq!(
        mock.model_requests().len(),
        1,
        "the budget stopped the second request"
    );
}
