//! Issue #24 part 1b end to end: in full-auto the dangerous list still sees through every
//! wrapper. The mock scripts `rm -rf ~` behind `script -qc`, `tmux -S`, `flock -c`, `su -c` and
//! others against a fake HOME holding a marker; with no approver (print mode) the ask becomes a
//! refusal, so the marker survives, the tool result says so, and `ama permissions check` agrees.
//! A harmless wrapped command runs (the refusal is not blanket), and a deny rule sees `touch`
//! behind a wrapper.

use serde_json::{Value, json};

use crate::support::Test;
use crate::support::mock::{MockServer, Turn};

/// Wrapped `rm -rf ~` spellings; each must be refused in full-auto.
const WRAPPED_RM: &[&str] = &[
    "script -qc 'rm -rf ~' /dev/null",
    "script /dev/null --command='rm -rf ~'",
    "tmux -S sock new-session -d 'rm -rf ~'",
    "tmux -S sock new -d \\; send-keys 'rm -rf ~' Enter",
    "flock -c 'rm -rf ~' lockfile",
    "flock lockfile -c 'rm -rf ~'",
    "su -c 'rm -rf ~'",
    "runuser -u nobody -- rm -rf ~",
    "screen -dmS s rm -rf ~",
    "parallel ::: 'rm -rf ~'",
    "parallel rm -rf ::: ~",
    "parallel rm ::: -rf ::: ~",
    "parallel rm -rf {} ::: ~",
    "find ~ -maxdepth 0 | parallel rm -rf",
    "su root -- -c 'rm -rf ~'",
    "runuser root -- -c 'rm -rf ~'",
    "timeout --frobnicate 5 rm -rf ~",
];

struct Run {
    t: Test,
    /// Per call: refused (listed in `permissionDenials`) and the tool result text.
    results: Vec<(bool, String)>,
}

fn run(commands: &[&str], extra: &[&str]) -> Run {
    let mut turn = Turn::new();
    for (i, c) in commands.iter().enumerate() {
        turn = turn.tool_call(&format!("c{i}"), "bash", json!({ "command": c }));
    }
    let mock = MockServer::start(vec![turn, Turn::text("done")]);
    let mut args = vec![
        "-p",
        "--permission-mode",
        "full-auto",
        "--output-format",
        "stream-json",
    ];
    args.extend_from_slice(extra);
    args.push("go");
    let t = Test::new().mock(&mock, "anthropic-messages").args(&args);
    std::fs::create_dir_all(t.home()).unwrap_or_else(|e| panic!("{e}"));
    std::fs::write(t.home().join("marker"), "keep me\n").unwrap_or_else(|e| panic!("{e}"));
    let out = t.run();
    let results = out.call_outcomes(commands.len());
    Run { t, results }
}

/// `ama permissions check --json` in full-auto for one bash command.
fn check(t: &Test, command: &str, extra: &[&str]) -> Value {
    let mut args = vec!["permissions", "check", "--json", "--mode", "full-auto"];
    args.extend_from_slice(extra);
    args.extend_from_slice(&["bash", command]);
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_ama"))
        .args(&args)
        .current_dir(t.path())
        .env("HOME", t.home())
        .env("AMA_CONFIG_DIR", t.config_dir())
        .env("AMA_DATA_DIR", t.data_dir())
        .output()
        .unwrap_or_else(|e| panic!("ama permissions check: {e}"));
    serde_json::from_slice(&out.stdout).unwrap_or_else(|e| panic!("check {command:?}: {e}"))
}

#[test]
fn full_auto_refuses_rm_behind_every_wrapper() {
    let r = run(WRAPPED_RM, &[]);
    for (c, (denied, text)) in WRAPPED_RM.iter().zip(&r.results) {
        assert!(*denied, "`{c}` was not refused: {text}");
        assert!(
            text.contains("refused") || text.contains("denied") || text.contains("not run"),
            "`{c}`: the tool result does not say it was refused: {text}"
        );
        let v = check(&r.t, c, &[]);
        assert_ne!(v["decision"], "allow", "`{c}`: check allows it: {v}");
        assert!(
            v["entry"]
                .as_str()
                .is_some_and(|e| e.starts_with("dangerous")),
            "`{c}`: not the dangerous list: {v}"
        );
    }
    assert_eq!(
        std::fs::read_to_string(r.t.home().join("marker")).unwrap_or_default(),
        "keep me\n",
        "the fake HOME's marker was deleted"
    );
}

#[test]
fn full_auto_runs_a_harmless_wrapped_command_and_deny_rules_see_through() {
    let harmless = "script -qc 'touch made' /dev/null";
    let r = run(&[harmless], &[]);
    assert!(
        !r.results[0].0,
        "a harmless script -c was refused: {}",
        r.results[0].1
    );
    assert!(r.t.path().join("made").exists(), "script -qc did not run");
    assert_eq!(check(&r.t, harmless, &[])["decision"], "allow");

    let deny = ["--deny", "bash(touch *)"];
    let hidden = [
        "script -qc 'touch F1' /dev/null",
        "flock -c 'touch F2' lockfile",
        "tmux -S sock new-session -d 'touch F3'",
    ];
    let r = run(&hidden, &deny);
    for (i, (c, (denied, text))) in hidden.iter().zip(&r.results).enumerate() {
        assert!(*denied, "`{c}` ran past the deny rule: {text}");
        assert!(!r.t.path().join(format!("F{}", i + 1)).exists(), "{c}");
        let v = check(&r.t, c, &deny);
        assert_eq!(v["decision"], "deny", "`{c}`: {v}");
        assert_eq!(v["entry"], "bash(touch *)", "`{c}`: {v}");
    }
}
