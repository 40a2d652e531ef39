//! First contact, tried again on a fresh clone (issue #30 part 3): `make test`'s summary of
//! skipped groups, warnings said once, deny reasons that name the danger, "did you mean" for
//! values, short retry lines, exit codes and wording of the small things a first run meets.

use std::process::Stdio;

use serde_json::json;

use crate::support::Test;
use crate::support::mock::{MockServer, Turn};

/// `make test` ends with the skipped groups (issue #30: without tmux the terminal-UI tests skipped
/// and `make test` still said `ok`). The Makefile's own recipe runs, with a stand-in cargo that
/// records what a skipping test records and exits with the status it is given.
#[test]
fn make_test_ends_with_the_skipped_groups() {
    use std::os::unix::fs::PermissionsExt;
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("temp dir: {e}"));
    let cargo = dir.path().join("cargo");
    let script = "#!/bin/sh\nif [ -n \"$FAKE_SKIPS\" ]; then printf '%b' \"$FAKE_SKIPS\" >>\"$AMA_TEST_SKIP_LOG\"; fi\nexit $FAKE_STATUS\n";
    std::fs::write(&cargo, script).unwrap_or_else(|e| panic!("{}: {e}", cargo.display()));
    std::fs::set_permissions(&cargo, std::fs::Permissions::from_mode(0o755))
        .unwrap_or_else(|e| panic!("chmod: {e}"));
    let log = dir.path().join("skips.txt");
    let run = |skips: &str, status: &str| {
        let out = std::process::Command::new("make")
            // Under `make test` the parent make's variables would make this one a sub-make
            // that prints "Entering directory" lines.
            .env_remove("MAKEFLAGS")
            .env_remove("MAKELEVEL")
            .env_remove("MFLAGS")
            .arg("--no-print-directory")
            .arg(format!("CARGO={}", cargo.display()))
            .arg(format!("SKIP_LOG={}", log.display()))
            .arg("test")
            .current_dir(root)
            .env("FAKE_SKIPS", skips)
            .env("FAKE_STATUS", status)
            .stdin(Stdio::null())
            .output()
            .unwrap_or_else(|e| panic!("make test: {e}"));
        (
            out.status.code(),
            String::from_utf8_lossy(&out.stdout).into_owned(),
        )
    };
    let skips = "tmux is not installed\\tmcp_ux::a\\ntmux is not installed\\tmcp_late::b\\n\
                 bwrap is missing\\tsandbox::c\\ntmux is not installed\\tmcp_ux::a\\n";
    let (code, out) = run(skips, "0");
    assert_eq!(code, Some(0), "{out}");
    let tail: Vec<&str> = out
        .lines()
        .skip_while(|l| !l.starts_with("WARNING"))
        .collect();
    assert_eq!(
        tail[..3],
        [
            "WARNING: 3 test(s) SKIPPED parts that need a missing component:",
            "  2 skipped: tmux is not installed (mcp_late::b, mcp_ux::a)",
            "  1 skipped: bwrap is missing (sandbox::c)",
        ],
        "{out}"
    );
    assert!(
        out.contains(&format!("The full list: {}.", log.display())),
        "{out}"
    );
    // A failing run keeps its status and still shows the summary; a clean one says so.
    let (code, out) = run(skips, "101");
    assert_eq!(code, Some(2), "{out}");
    assert!(out.contains("WARNING: 3 test(s) SKIPPED"), "{out}");
    let (code, out) = run("", "0");
    assert_eq!(code, Some(0), "{out}");
    assert!(out.ends_with("make test: no test skipped\n"), "{out}");
}

/// The recorder appends one line per skip, reason first, tabs and newlines in it flattened.
#[test]
fn a_skip_is_recorded_as_one_line() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("temp dir: {e}"));
    let log = dir.path().join("skips.txt");
    crate::support::skip::record(&log, "mod::one", "tmux\tis\nmissing");
    crate::support::skip::record(&log, "mod::two", "bwrap");
    let text = std::fs::read_to_string(&log).unwrap_or_default();
    assert_eq!(text, "tmux is missing\tmod::one\nbwrap\tmod::two\n");
}

/// The auth.json permission warning is printed once per process, not once per read (it was
/// six times in one run).
#[test]
fn the_auth_file_warning_is_printed_once() {
    use std::os::unix::fs::PermissionsExt;
    let mock = MockServer::start(vec![
        Turn::new().tool_call("c1", "bash", json!({"command": "echo one"})),
        Turn::new().tool_call("c2", "bash", json!({"command": "echo two"})),
        Turn::text("done"),
    ]);
    let t = Test::new()
        .mock(&mock, "openai-completions")
        .env_remove("MOCK_API_KEY");
    std::fs::create_dir_all(t.data_dir()).unwrap_or_else(|e| panic!("data dir: {e}"));
    let auth = t.data_dir().join("auth.json");
    std::fs::write(&auth, r#"{"mock": "from-auth-file"}"#).unwrap_or_else(|e| panic!("{e}"));
    std::fs::set_permissions(&auth, std::fs::Permissions::from_mode(0o644))
        .unwrap_or_else(|e| panic!("chmod: {e}"));
    let out = t
        .args(&["-p", "--permission-mode", "full-auto", "run two commands"])
        .run();
    out.status(0);
    assert_eq!(mock.model_requests().len(), 3);
    let warning = format!(
        "warning: `{}` can be read by other users; run `chmod 600 {}`\n",
        auth.display(),
        auth.display()
    );
    assert_eq!(out.stderr.matches(&warning).count(), 1, "{}", out.stderr);
}

/// `rm -rf /` and `rm -rf ~` are denied as the recursive deletes they are, not as "ama's user
/// config" (they cover it, but that is not what the user must hear first).
#[test]
fn a_recursive_delete_of_everything_is_named_as_one() {
    // HOME holds the config and data dirs, as `~/.config/ama` and `~/.local/share/ama` do.
    let t = Test::new();
    let home = t.root().to_path_buf();
    let mut t = t.env("HOME", home.display().to_string());
    let home = home.display().to_string();
    for (command, target) in [("rm -rf /", "/".to_string()), ("rm -rf ~", home.clone())] {
        let word = command.rsplit(' ').next().unwrap_or_default();
        t = t
            .clear_args()
            .args(&["permissions", "check", "bash", command]);
        let out = t.run();
        out.status(11);
        assert_eq!(
            out.stdout,
            format!(
                "decision: deny\nlayer: rule\nentry: built-in: ama state\nreason: `rm … {word}` is a \
                 recursive delete of `{target}`, everything under it included: ama's config, \
                 sessions and credentials are there too. No tool may run it, in any mode; name \
                 the files inside the project to change instead.\nmode: default\n"
            )
        );
    }
    // Inside ama's state the precise reason stays.
    let config = t.config_dir().join("config.json").display().to_string();
    t = t
        .clear_args()
        .args(&["permissions", "check", "bash", &format!("rm -f {config}")]);
    let out = t.run();
    out.status(11);
    assert!(
        out.stdout
            .contains("is ama's user config, which sets permissions"),
        "{}",
        out.stdout
    );
}

/// "Did you mean" for values: a tool in `--tools`, a `stats --by` group, a model id.
#[test]
fn mistyped_values_get_a_did_you_mean() {
    let mock = MockServer::start(vec![]);
    let out = Test::new()
        .mock(&mock, "openai-completions")
        .args(&["--tools", "reed,bash", "-p", "hi"])
        .run();
    out.status(2);
    assert!(
        out.stderr.starts_with(
            "error: unknown tool `reed` in --tools (did you mean `read`?); known tools: "
        ),
        "{}",
        out.stderr
    );
    let out = Test::new().args(&["stats", "--by", "modle"]).run();
    out.status(2);
    assert!(
        out.stderr.starts_with("error: --by `modle` is not one of ")
            && out
                .stderr
                .contains(" (did you mean `model`?)\nRun `ama stats --help` for its flags.\n"),
        "{}",
        out.stderr
    );
    let out = Test::new()
        .mock(&mock, "openai-completions")
        .args(&["--model", "mock-modle", "-p", "hi"])
        .run();
    out.status(4);
    assert!(
        out.stderr.starts_with(
            "error: unknown model `mock-modle` (did you mean `mock/mock-model`?): name it as `provider/id`"
        ),
        "{}",
        out.stderr
    );
    let out = Test::new()
        .mock(&mock, "openai-completions")
        .args(&["--model", "mock/mock-modle", "-p", "hi"])
        .run();
    out.status(4);
    assert!(
        out.stderr.starts_with(
            "error: provider `mock` has no model `mock-modle` (did you mean `mock/mock-model`?): known models are"
        ),
        "{}",
        out.stderr
    );
    assert_eq!(mock.model_requests().len(), 0);
}

/// A usage error that is not about a flag ends with its own advice, not with the pointer to
/// `ama --help`; a flag error still has it.
#[test]
fn only_flag_errors_point_at_the_flag_list() {
    let mock = MockServer::start(vec![]);
    let out = Test::new()
        .mock(&mock, "openai-completions")
        .args(&["-p", ""])
        .run();
    out.status(2);
    assert!(
        out.stderr.starts_with("error: the prompt is empty"),
        "{}",
        out.stderr
    );
    assert!(!out.stderr.contains("--help"), "{}", out.stderr);
    let out = Test::new().args(&["sessions", "show"]).run();
    out.status(2);
    assert!(
        !out.stderr.contains("for the list of flags"),
        "{}",
        out.stderr
    );
    Test::new()
        .args(&["--modle", "x", "-p", "hi"])
        .run()
        .status(2)
        .stderr(
            "error: unknown flag `--modle`; did you mean `--model`?\nRun `ama --help` for the list of flags.\n",
        );
}

/// A request that fails after its retries prints one short line per retry and the full error
/// (provider, URL, model, advice) once.
#[test]
fn retries_are_short_lines_and_the_full_error_comes_once() {
    let body = json!({"error": {"message": "overloaded right now", "type": "server_error"}});
    let mock = MockServer::start(vec![
        Turn::http_error(503, body.clone()),
        Turn::http_error(503, body.clone()),
        Turn::http_error(503, body.clone()),
        Turn::http_error(503, body),
    ]);
    let t = Test::new()
        .mock(&mock, "openai-completions")
        .config_merge(json!({"retry": {"maxRetries": 3, "baseDelayMs": 1, "maxDelayMs": 5}}));
    let out = t.args(&["-p", "hi"]).run();
    assert_ne!(out.status, Some(0), "{}", out.stderr);
    let retries: Vec<&str> = out
        .stderr
        .lines()
        .filter(|l| l.starts_with("retry "))
        .collect();
    assert_eq!(retries.len(), 3, "{}", out.stderr);
    for (i, line) in retries.iter().enumerate() {
        assert!(
            line.starts_with(&format!("retry {}/3 in ", i + 1)),
            "{line}"
        );
        assert!(
            !line.contains("provider `mock`"),
            "a retry line repeats the target: {line}"
        );
        assert!(line.contains("503"), "{line}");
    }
    assert_eq!(
        out.stderr.matches("provider `mock`").count(),
        1,
        "the full error once: {}",
        out.stderr
    );
}

/// `--max-turns 1` says "1 turn"; `stats` shows a short turn in milliseconds.
#[test]
fn one_turn_is_singular_and_a_short_mean_is_in_milliseconds() {
    let mock = MockServer::start(vec![
        Turn::new().tool_call("c1", "bash", json!({"command": "true"})),
        Turn::text("never"),
    ]);
    let t = Test::new().mock(&mock, "openai-completions").args(&[
        "-p",
        "--permission-mode",
        "full-auto",
        "--max-turns",
        "1",
        "go",
    ]);
    let out = t.run();
    assert!(
        out.stderr.contains("stopped after 1 turn (--max-turns)"),
        "{}",
        out.stderr
    );
    let t = t.clear_args().args(&["stats", "--all", "--no-cache"]);
    let out = t.run();
    out.status(0);
    let line = out
        .stdout
        .lines()
        .find(|l| l.starts_with("turns "))
        .unwrap_or_else(|| panic!("no turns line: {}", out.stdout));
    assert!(!line.contains("mean 0.0s"), "{line}");
    let mean = line.rsplit("mean ").next().unwrap_or_default();
    assert!(
        mean.ends_with("ms") && mean.trim_end_matches("ms").parse::<u64>().is_ok()
            || mean.ends_with('s') && !mean.starts_with("0.0"),
        "{line}"
    );
}

/// Ctrl-C (SIGINT) in a text run: exit 130 and one line on stderr saying so.
#[test]
fn ctrl_c_in_a_text_run_exits_130_with_a_line() {
    let mock = MockServer::start(vec![Turn::text("slow answer").delay_ms(20_000)]);
    let t = Test::new()
        .mock(&mock, "openai-completions")
        .args(&["-p", "hi"]);
    let mut child = t.spawn();
    drop(child.stdin.take());
    mock.wait_for_requests(1, std::time::Duration::from_secs(15));
    crate::support::send_signal(&child, nix::sys::signal::Signal::SIGINT);
    let out = t.finish(child);
    out.status(130);
    out.stderr("ama: interrupted by SIGINT (Ctrl-C); the run was stopped (exit 130)\n");
}

/// Plan mode denies `env`; auto mode judges a harmless prefix as the command after it and
/// keeps every other prefix's judgement.
#[test]
fn plan_denies_env_and_auto_judges_only_harmless_prefixes() {
    let mut t = Test::new();
    let mut check = |mode: &str, command: &str| {
        t = std::mem::take(&mut t).clear_args().args(&[
            "permissions",
            "check",
            "--mode",
            mode,
            "bash",
            command,
        ]);
        let out = t.run();
        let decision = out.stdout.lines().next().unwrap_or_default().to_string();
        (decision, out.status)
    };
    assert_eq!(
        check("plan", "env"),
        (String::from("decision: deny"), Some(11))
    );
    assert_eq!(
        check("plan", "printenv"),
        (String::from("decision: deny"), Some(11))
    );
    assert_eq!(check("auto", "RUST_LOG=debug cargo test").1, Some(0));
    assert_eq!(check("auto", "LC_ALL=C TERM=dumb ls").1, Some(0));
    for attack in [
        "PATH=. ls",
        "PATH=.; ls",
        "LD_PRELOAD=x ls",
        "RUST_LOG=$(rm -rf ~) ls",
        "NODE_ENV=x ls",
        "PATH[0]=. ls",
    ] {
        assert_ne!(check("auto", attack).1, Some(0), "{attack} was allowed");
    }
    // Other modes keep today's judgement: a prefix is not read-only.
    assert_eq!(check("default", "RUST_LOG=debug ls").1, Some(10));
}

/// `/cache` ends with its context line; `/label` writes `label` entries that `get_tree` shows;
/// RPC may set every mode (permissions.md over rpc.md).
#[test]
fn cache_context_line_label_entries_and_every_mode_over_rpc() {
    use crate::support::rpc::{T, ok, start};
    let mock = MockServer::start(vec![Turn::text("answer").usage(1200, 30, 0, 0)]);
    let t = Test::new().mock(&mock, "openai-completions");
    let mut c = start(&t);
    let r = c
        .request(json!({"type": "prompt", "message": "/label first"}), T)
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(r["code"], json!("invalid_arguments"), "{r}");
    let before = ok(&mut c, json!({"type": "prompt", "message": "/cache"}));
    let lines: Vec<String> = before["output"]
        .as_array()
        .map(|a| {
            a.iter()
                .map(|v| v.as_str().unwrap_or_default().to_string())
                .collect()
        })
        .unwrap_or_default();
    assert_eq!(
        lines.last().map(String::as_str),
        // Before a reply the one estimate (#30) counts the empty context.
        Some("  context    0%, ≈ 128.0k tokens left"),
        "{lines:?}"
    );
    ok(&mut c, json!({"type": "prompt", "message": "hello"}));
    c.wait_event("agent_settled", T)
        .unwrap_or_else(|| panic!("no agent_settled"));
    let after = ok(&mut c, json!({"type": "prompt", "message": "/cache"}));
    let last = after["output"]
        .as_array()
        .and_then(|a| a.last())
        .and_then(|v| v.as_str())
        .unwrap_or_default()
        .to_string();
    assert!(last.starts_with("  context    1%, ≈ 12"), "{after}");
    assert!(
        last.ends_with(" tokens left") || last.ends_with(" turns"),
        "{after}"
    );

    let labelled = ok(
        &mut c,
        json!({"type": "prompt", "message": "/label start here"}),
    );
    assert_eq!(labelled["disposition"], json!("handled"), "{labelled}");
    ok(&mut c, json!({"type": "prompt", "message": "/label"}));
    let state = ok(&mut c, json!({"type": "get_state"}));
    let file = state["sessionFile"]
        .as_str()
        .unwrap_or_default()
        .to_string();
    let text = std::fs::read_to_string(&file).unwrap_or_else(|e| panic!("{file}: {e}"));
    let labels: Vec<serde_json::Value> = text
        .lines()
        .filter_map(|l| serde_json::from_str::<serde_json::Value>(l).ok())
        .filter(|v| v["type"] == json!("label"))
        .collect();
    assert_eq!(labels.len(), 2, "{text}");
    assert_eq!(labels[0]["label"], json!("start here"));
    assert!(
        labels[1].get("label").is_none(),
        "a clear has no label: {}",
        labels[1]
    );
    assert_eq!(labels[0]["targetId"], labels[1]["targetId"]);

    for mode in [
        "auto",
        "allowlist",
        "plan",
        "default",
        "auto-edit",
        "full-auto",
    ] {
        let data = ok(&mut c, json!({"type": "set_permission_mode", "mode": mode}));
        assert_eq!(data["mode"], json!(mode));
        assert_eq!(
            ok(&mut c, json!({"type": "get_state"}))["permissionMode"],
            json!(mode)
        );
    }
    let r = c
        .request(json!({"type": "set_permission_mode", "mode": "yolo"}), T)
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(r["code"], json!("invalid_arguments"), "{r}");
}

/// `make lint` also runs clippy for the static binary's musl target, with `make static`'s C
/// compiler, so a warning only musl's libc types cause (its `time_t`) fails the lint.
#[test]
fn make_lint_checks_the_musl_target() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let out = std::process::Command::new("make")
        // Under `make test` the parent make's variables would make this one a sub-make
        // that prints "Entering directory" lines.
        .env_remove("MAKEFLAGS")
        .env_remove("MAKELEVEL")
        .env_remove("MFLAGS")
        .arg("--no-print-directory")
        .args(["CARGO=cargo", "-n", "lint"])
        .current_dir(root)
        .stdin(Stdio::null())
        .output()
        .unwrap_or_else(|e| panic!("make -n lint: {e}"));
    let text = String::from_utf8_lossy(&out.stdout);
    let musl = text
        .lines()
        .find(|l| l.contains("--target x86_64-unknown-linux-musl"))
        .unwrap_or_else(|| panic!("make lint does not check the musl target:\n{text}"));
    assert!(musl.starts_with("CC_x86_64_unknown_linux_musl="), "{musl}");
    assert!(
        musl.ends_with("cargo clippy --release --locked --target x86_64-unknown-linux-musl --bin ama -- -D warnings"),
        "{musl}"
    );
}
