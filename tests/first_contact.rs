//! The first ten minutes: honest exit codes and JSON on startup errors, doctor's view of a
//! missing config dir, prompt size, helpful errors, the key kept out of the process list,
//! English-only output, and `make demo`'s script.

use std::io::{BufRead, BufReader, Write};
use std::process::Stdio;
use std::time::{Duration, Instant};

use serde_json::{Value, json};

use crate::support::Test;
use crate::support::mock::{MockServer, Turn};

fn startup_result(out: &crate::support::Output) -> Value {
    let lines = out.json_lines();
    assert_eq!(lines.len(), 1, "one result object: {}", out.stdout);
    let v = lines[0].clone();
    assert_eq!(v["type"], json!("result"));
    assert_eq!(v["isError"], json!(true));
    assert_eq!(v["subtype"], json!("error_during_startup"));
    v
}

#[test]
fn startup_errors_still_write_one_json_result() {
    for format in ["json", "stream-json"] {
        // No model, no key: exit 4.
        let out = Test::new()
            .args(&["-p", "--output-format", format, "hi"])
            .run();
        out.status(4);
        let v = startup_result(&out);
        assert_eq!(v["errorCode"], json!("model_not_found"));
        assert!(
            v["error"]
                .as_str()
                .unwrap_or("")
                .contains("no model configured")
        );
        // A config that does not parse: exit 3.
        let t = Test::new().args(&["-p", "--output-format", format, "hi"]);
        std::fs::write(t.config_dir().join("config.json"), "{oops").unwrap_or_default();
        let out = t.run();
        out.status(3);
        assert_eq!(startup_result(&out)["errorCode"], json!("config_error"));
        // A model whose provider has no key: exit 4.
        let mock = MockServer::start(vec![]);
        let out = Test::new()
            .mock(&mock, "openai-completions")
            .env_remove("MOCK_API_KEY")
            .args(&["-p", "--output-format", format, "hi"])
            .run();
        out.status(4);
        assert_eq!(startup_result(&out)["errorCode"], json!("no_api_key"));
        // A session that does not exist: exit 5.
        let out = Test::new()
            .mock(&mock, "openai-completions")
            .args(&[
                "-p",
                "--output-format",
                format,
                "--session",
                "deadbeef",
                "hi",
            ])
            .run();
        out.status(5);
        assert_eq!(startup_result(&out)["exitCode"], json!(5));
        assert_eq!(mock.model_requests().len(), 0);
    }
    // --mode json is the same.
    Test::new()
        .args(&["--mode", "json", "hi"])
        .run()
        .status(4)
        .stdout_contains("\"isError\":true");
}

#[test]
fn a_sessions_dir_that_cannot_be_created_is_exit_5() {
    let mock = MockServer::start(vec![Turn::text("never")]);
    let t = Test::new()
        .mock(&mock, "openai-completions")
        .write("not-a-dir", "x")
        .args(&["-p", "--session-dir", "not-a-dir/sessions", "hi"]);
    let out = t.run();
    out.status(5)
        .stderr_contains("error: cannot create the sessions directory `not-a-dir/sessions/");
    assert_eq!(mock.model_requests().len(), 0);
    // The config's sessionDir too.
    let dir = t.path().join("not-a-dir").join("s");
    let out = Test::new()
        .mock(&mock, "openai-completions")
        .config_merge(json!({"sessionDir": dir.display().to_string()}))
        .args(&["-p", "hi"])
        .run();
    out.status(5);
}

#[test]
fn doctor_says_a_missing_config_dir_does_not_exist() {
    let t = Test::new().args(&["doctor", "--json"]);
    let missing = t.path().join("no-such-config");
    let out = t.env("AMA_CONFIG_DIR", &missing).run();
    let report = out.json();
    let check = report["sections"]
        .as_array()
        .and_then(|s| s.iter().find(|s| s["name"] == json!("config")))
        .and_then(|s| s["checks"].as_array())
        .and_then(|c| c.iter().find(|c| c["name"] == json!("configDir")))
        .cloned()
        .unwrap_or_default();
    assert_eq!(check["status"], json!("warning"), "{check}");
    let detail = check["detail"].as_str().unwrap_or("");
    assert!(detail.contains("does not exist"), "{detail}");
    assert!(detail.contains("built-in defaults are in use"), "{detail}");
    assert_eq!(check["exists"], json!(false));
    // An existing one is ok.
    let out = Test::new().args(&["doctor"]).run();
    assert!(
        out.stdout
            .lines()
            .any(|l| l.contains("config dir") && l.contains("ok")),
        "{}",
        out.stdout
    );
}

#[test]
fn a_prompt_larger_than_the_context_window_is_refused_before_sending() {
    let mock = MockServer::start(vec![Turn::text("fits")]);
    let small = json!({"providers": {"mock": {"models": [{"contextWindow": 1000}]}}});
    // 4000 bytes fit a 1000-token window at 4 bytes a token; 4001 do not.
    Test::new()
        .mock(&mock, "openai-completions")
        .config_merge(small.clone())
        .args(&["-p", &"a".repeat(4000)])
        .run()
        .status(0);
    let out = Test::new()
        .mock(&mock, "openai-completions")
        .config_merge(small.clone())
        .args(&["-p", "--output-format", "json", &"a".repeat(4001)])
        .run();
    out.status(2);
    let v = out.json();
    assert_eq!(v["errorCode"], json!("prompt_too_large"));
    assert!(
        v["error"]
            .as_str()
            .unwrap_or("")
            .contains("`mock/mock-model` has a context window of 1000 tokens"),
        "{v}"
    );
    // A huge stdin is not read whole: ama stops at the limit and exits while the writer is
    // still going.
    let t = Test::new()
        .mock(&mock, "openai-completions")
        .config_merge(small)
        .args(&["-p", "summarise"]);
    let mut child = t.spawn();
    let mut stdin = child.stdin.take().unwrap_or_else(|| panic!("stdin"));
    let writer = std::thread::spawn(move || {
        let chunk = vec![b'x'; 1 << 20];
        let mut sent = 0usize;
        while sent < 300 << 20 {
            if stdin.write_all(&chunk).is_err() {
                break;
            }
            sent += chunk.len();
        }
        sent
    });
    let out = t.finish(child);
    out.status(2).stderr_contains("cannot fit");
    let sent = writer.join().unwrap_or(usize::MAX);
    assert!(sent < 300 << 20, "ama read all {sent} bytes");
    assert_eq!(
        mock.model_requests().len(),
        1,
        "only the first run was sent"
    );
}

#[test]
fn permissions_check_rejects_an_unknown_tool() {
    let out = Test::new()
        .args(&["permissions", "check", "bosh", "ls"])
        .run();
    out.status(2)
        .stderr_contains("unknown tool `bosh`; did you mean `bash`?")
        .stderr_contains("The known tools are: ");
    for tool in ["read", "write", "edit", "bash", "grep", "glob", "ls"] {
        assert!(out.stderr.contains(tool), "{tool}: {}", out.stderr);
    }
    Test::new()
        .args(&["permissions", "check", "bash", "ls"])
        .run()
        .status(0);
}

#[test]
fn list_models_names_the_providers_that_take_any_model() {
    let out = Test::new().args(&["--list-models"]).run();
    out.status(0);
    for p in ["openrouter", "ollama", "llamacpp", "vllm"] {
        let line = out
            .stdout
            .lines()
            .find(|l| l.starts_with(&format!("{p}/")))
            .unwrap_or_else(|| panic!("no {p} in:\n{}", out.stdout));
        assert!(line.contains("accepts any model id"), "{line}");
    }
    assert!(out.stdout.lines().any(|l| l.starts_with("ollama/")
        && l.contains("127.0.0.1:11434")
        && l.ends_with("key: not needed")));
}

#[test]
fn a_wrong_codemode_key_is_ignored_with_a_warning() {
    let mock = MockServer::start(vec![Turn::text("ok")]);
    Test::new()
        .mock(&mock, "openai-completions")
        .config_merge(json!({"codemode": {"enabled": true, "requireStrict": true}}))
        .args(&["-p", "hi"])
        .run()
        .status(0)
        .stdout("ok\n")
        .stderr_contains("warning: config key \"codemode.enabled\" is ignored: codemode takes mode, requireStrict, node, timeout and maxCalls");
}

#[test]
fn unknown_config_keys_are_warned_about_once_and_known_ones_are_not() {
    let mock = MockServer::start(vec![Turn::text("ok")]);
    let out = Test::new()
        .mock(&mock, "openai-completions")
        .config_merge(json!({
            "sesionDir": "/tmp/x",
            "sandbox.network": "deny",
            "ui": {"showThinking": "full"},
            "cache.warm.mode": "off",
            "tools": {"write": {"requireRead": true}}
        }))
        .args(&["-p", "hi"])
        .run();
    out.status(0).stdout("ok\n");
    let warnings: Vec<&str> = out
        .stderr
        .lines()
        .filter(|l| l.starts_with("warning: config key"))
        .collect();
    assert_eq!(
        warnings,
        [
            "warning: config key \"sesionDir\" is ignored: no setting has that name; check its spelling against docs/configuration.md or remove it"
        ],
        "{}",
        out.stderr
    );
}

#[test]
fn the_api_key_is_not_visible_in_the_process_list() {
    let mock = MockServer::start(vec![]);
    let secret = "sk-visible-secret-0123456789";
    let t = Test::new().mock(&mock, "openai-completions").args(&[
        "--mode",
        "rpc",
        "--api-key",
        secret,
        "--no-session",
    ]);
    let mut child = t.spawn();
    let pid = child.id();
    let mut stdout = BufReader::new(child.stdout.take().unwrap_or_else(|| panic!("stdout")));
    let mut hello = String::new();
    stdout.read_line(&mut hello).unwrap_or_default();
    assert!(hello.contains("\"hello\""), "{hello}");
    let cmdline = std::fs::read(format!("/proc/{pid}/cmdline")).unwrap_or_default();
    let text = String::from_utf8_lossy(&cmdline).replace('\0', " ");
    assert!(!text.contains(secret), "{text}");
    assert!(
        text.contains(&format!(
            "--api-key {} --no-session",
            "*".repeat(secret.len())
        )),
        "{text}"
    );
    drop(child.stdin.take());
    let out = t.finish(child);
    out.status(0);
    // --api-key=KEY too.
    let t = Test::new().mock(&mock, "openai-completions").args(&[
        "--mode",
        "rpc",
        &format!("--api-key={secret}"),
    ]);
    let mut child = t.spawn();
    let pid = child.id();
    let mut stdout = BufReader::new(child.stdout.take().unwrap_or_else(|| panic!("stdout")));
    let mut hello = String::new();
    stdout.read_line(&mut hello).unwrap_or_default();
    let cmdline = std::fs::read(format!("/proc/{pid}/cmdline")).unwrap_or_default();
    assert!(!String::from_utf8_lossy(&cmdline).contains(secret));
    drop(child.stdin.take());
    t.finish(child);
}

#[test]
fn api_key_file_supplies_the_key() {
    let mock = MockServer::start(vec![Turn::text("keyed")]);
    let t = Test::new()
        .mock(&mock, "openai-completions")
        .env_remove("MOCK_API_KEY")
        .write("key.txt", "file-key-456\n")
        .args(&["-p", "--api-key-file", "key.txt", "hi"]);
    t.run().status(0).stdout("keyed\n");
    let reqs = mock.model_requests();
    assert_eq!(
        reqs[0]
            .header("authorization")
            .map(|v| v.contains("file-key-456")),
        Some(true)
    );
    Test::new()
        .args(&["-p", "--api-key-file", "missing.txt", "hi"])
        .run()
        .status(2)
        .stderr_contains("--api-key-file `missing.txt` cannot be read");
}

/// CJK ideographs, kana, hangul and full-width punctuation.
fn has_cjk(s: &str) -> Option<char> {
    s.chars().find(|c| {
        matches!(*c as u32,
            0x3000..=0x30FF | 0x3400..=0x4DBF | 0x4E00..=0x9FFF | 0xAC00..=0xD7AF | 0xFF00..=0xFFEF)
    })
}

#[test]
fn everything_the_binary_prints_is_english() {
    let mock = MockServer::start(vec![
        Turn::text("answer"),
        Turn::text("answer"),
        Turn::text("answer"),
    ]);
    let mut t = Test::new()
        .mock(&mock, "openai-completions")
        .args(&["-p", "fix the parser"]);
    // A real session to list and show.
    t.run().status(0);
    let files = crate::sessions::session_files(&t);
    let id = crate::sessions::session_id(&files[0]);
    let runs: Vec<Vec<&str>> = vec![
        vec!["--help"],
        vec!["help"],
        vec!["-V"],
        vec!["--list-models"],
        vec!["doctor"],
        vec!["doctor", "--json"],
        vec!["doctor", "--help"],
        vec!["sessions", "list"],
        vec!["sessions", "list", "--all", "--json"],
        vec!["sessions", "show", &id[..8]],
        vec!["sessions", "show", &id[..8], "--json"],
        vec!["sessions", "--help"],
        vec!["sessions", "bogus"],
        vec!["sessions", "show", "ffffffff"],
        vec!["permissions", "--help"],
        vec!["permissions", "check", "bash", "rm -rf /"],
        vec!["permissions", "check", "write", "{\"path\": \"x\"}"],
        vec!["permissions", "check", "bosh", "ls"],
        vec!["completions", "bash"],
        vec!["completions", "zsh"],
        vec!["completions", "fish"],
        vec!["completions", "tcsh"],
        vec!["doctr"],
        vec!["--bogus"],
        vec!["-p", ""],
        vec!["-p", "--max-turns", "0", "x"],
        vec!["-p", "--model", "nope/nope", "x"],
        vec!["-p", "--resume", "abcdef12", "x"],
        vec!["-p", "--fork", "abcd#x", "x"],
        vec!["-p", "--output-format", "json", "hi"],
        vec!["-p", "--tools", "nope", "hi"],
        vec!["-p", "--permission-mode", "yolo", "hi"],
    ];
    for args in runs {
        t = t.clear_args().args(&args);
        let out = t.run();
        for (stream, text) in [("stdout", &out.stdout), ("stderr", &out.stderr)] {
            if let Some(c) = has_cjk(text) {
                panic!(
                    "`ama {}` printed {c:?} on {stream}:\n{text}",
                    args.join(" ")
                );
            }
        }
    }
}

#[test]
fn no_string_literal_in_the_source_is_cjk() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut found = Vec::new();
    scan_dir(&root, &mut found);
    assert!(
        found.is_empty(),
        "CJK text in product strings:\n{}",
        found.join("\n")
    );
}

fn scan_dir(dir: &std::path::Path, found: &mut Vec<String>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let path = e.path();
        let name = path
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        if path.is_dir() {
            scan_dir(&path, found);
        } else if name.ends_with(".rs") && !name.ends_with("tests.rs") && !name.starts_with("test_")
        {
            let text = std::fs::read_to_string(&path).unwrap_or_default();
            // Unit tests sit at the end of a file, in `#[cfg(test)]`.
            let product = text.split("#[cfg(test)]").next().unwrap_or("");
            for (i, line) in product.lines().enumerate() {
                let code = line.trim_start();
                if code.starts_with("//") {
                    continue;
                }
                if let Some(c) = has_cjk(line) {
                    found.push(format!(
                        "{}:{}: {c:?} {}",
                        path.display(),
                        i + 1,
                        line.trim()
                    ));
                }
            }
        }
    }
}

/// `make` in the checkout with `args`; its output, or a panic naming the command.
fn make(root: &std::path::Path, args: &[&str], env: &[(&str, &str)]) -> std::process::Output {
    let mut cmd = std::process::Command::new("make");
    // Under `make test` the parent make's variables would make this one a sub-make that prints
    // "Entering directory" lines.
    cmd.env_remove("MAKEFLAGS")
        .env_remove("MAKELEVEL")
        .env_remove("MFLAGS")
        .arg("--no-print-directory");
    // `cargo test` sets CARGO to its own path; the Makefile's default is what a user runs.
    cmd.arg("CARGO=cargo")
        .args(args)
        .current_dir(root)
        .stdin(Stdio::null());
    for (k, v) in env {
        cmd.env(k, v);
    }
    cmd.output()
        .unwrap_or_else(|e| panic!("make {}: {e} (is make installed?)", args.join(" ")))
}

/// `make demo` after `make build` compiles nothing of ama (issue #30): its ama build is `make
/// build`'s command, and its mock server is a package that does not depend on ama (built as an
/// example of ama it turned on dev-dependency features and recompiled ama for 74 s). Then the
/// demo script runs a real task against that mock in under 30 seconds.
#[test]
fn make_demo_builds_nothing_of_ama_and_runs_a_real_task() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let text = |o: &std::process::Output| String::from_utf8_lossy(&o.stdout).into_owned();
    let build = text(&make(root, &["-n", "build"], &[]));
    let demo = text(&make(root, &["-n", "demo"], &[]));
    assert_eq!(build.trim(), "cargo build --release");
    let rest = demo
        .strip_prefix(build.as_str())
        .unwrap_or_else(|| panic!("make demo must start with make build's command:\n{demo}"));
    assert_eq!(
        rest,
        "cargo build --release --locked --manifest-path examples/mock-server/Cargo.toml \\\n\
         \t--target-dir target/mock-server\n\
         examples/demo.sh target/release/ama target/mock-server/release/mock_server\n"
    );
    // The mock's build, verbose: not one line names the ama crate (compiled or fresh).
    let out = make(root, &["mock-server"], &[("CARGO_TERM_VERBOSE", "true")]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "make mock-server failed:\n{err}");
    assert!(err.contains("ama-mock-server v0.1.0"), "{err}");
    let ama_lines: Vec<&str> = err
        .lines()
        .filter(|l| l.contains(" ama v") || l.contains("--crate-name ama "))
        .collect();
    assert!(
        ama_lines.is_empty(),
        "the mock's build touched ama: {ama_lines:?}"
    );

    let ama = std::path::PathBuf::from(env!("CARGO_BIN_EXE_ama"));
    let started = Instant::now();
    let out = std::process::Command::new(root.join("examples/demo.sh"))
        .arg(&ama)
        .arg(root.join("target/mock-server/release/mock_server"))
        .current_dir(root)
        .env_remove("AMA_CONFIG_DIR")
        .env_remove("ANTHROPIC_API_KEY")
        .stdin(Stdio::null())
        .output()
        .unwrap_or_else(|e| panic!("demo.sh: {e}"));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{err}");
    assert!(
        String::from_utf8_lossy(&out.stdout)
            .contains("This answer comes from the in-repo mock model")
    );
    assert!(
        err.contains("ama ran these tools for the mock model: bash read"),
        "{err}"
    );
    assert!(started.elapsed() < Duration::from_secs(30));
}
