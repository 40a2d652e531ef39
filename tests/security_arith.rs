//! Issue #24: bash evaluates a variable's value again in arithmetic, so after `x=$(cat f)`,
//! `echo $((x))` runs the command in `f`'s `a[$(touch PWNED)]` though no word of the command
//! shows it. Through the real binary, the mock's scripted tool calls and real bash, such
//! commands never run unasked: not in plan mode, not in default print mode with no approver, and
//! not in full-auto (the dangerous list's `arith-runtime` entry asks, which a deny rule cannot
//! do for a command it cannot see). The tool result tells the model why, `ama permissions
//! check` agrees for each case, and look-alikes with literal or numeric values still run.

use serde_json::{Value, json};

use crate::support::Test;
use crate::support::mock::{MockServer, Turn};

/// Each command, and the file it reads (which holds `a[$(touch MARKER)]`) and would create.
const CASES: [(&str, &str); 8] = [
    ("x=$(cat f0); echo $((x))", "PWNED0"),
    ("read -r v < f1; [[ $v -eq 1 ]] && echo one", "PWNED1"),
    ("mapfile -t w < f2; y=abc; echo \"${y:w:1}\"", "PWNED2"),
    ("for v in $(cat f3); do let 'n=v+1'; done", "PWNED3"),
    ("declare -i n; n=$(cat f4)", "PWNED4"),
    ("u=\"$(cat f5)\"; v=$u; (( v > 1 ))", "PWNED5"),
    ("f() { echo $(($1)); }; f \"$(cat f6)\"", "PWNED6"),
    ("x=$(cat f7); echo ${!x}", "PWNED7"),
];

const WHY: &str = "only known at run time";

fn setup(t: &Test) {
    for (i, (_, marker)) in CASES.iter().enumerate() {
        std::fs::write(
            t.path().join(format!("f{i}")),
            format!("a[$(touch {marker})]\n"),
        )
        .unwrap_or_else(|e| panic!("writing f{i}: {e}"));
    }
}

/// Runs every case as one bash call each under `flags`; returns the test and, per call,
/// whether print mode reported it denied and the tool result text.
fn run(flags: &[&str], commands: &[&str]) -> (Test, Vec<(bool, String)>) {
    let mut turn = Turn::new();
    for (i, cmd) in commands.iter().enumerate() {
        turn = turn.tool_call(&format!("c{i}"), "bash", json!({ "command": cmd }));
    }
    let mock = MockServer::start(vec![turn, Turn::text("done")]);
    let mut args = vec!["-p"];
    args.extend_from_slice(flags);
    args.extend(["--output-format", "stream-json", "go"]);
    let t = Test::new().mock(&mock, "anthropic-messages").args(&args);
    setup(&t);
    let out = t.run();
    let results = out.call_outcomes(commands.len());
    (t, results)
}

/// `ama permissions check --json` for one command under `flags`.
fn check(t: &Test, flags: &[&str], cmd: &str) -> Value {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_ama"))
        .args(["permissions", "check", "--json"])
        .args(flags)
        .args(["bash", cmd])
        .current_dir(t.path())
        .env("HOME", t.home())
        .env("AMA_CONFIG_DIR", t.config_dir())
        .env("AMA_DATA_DIR", t.data_dir())
        .output()
        .unwrap_or_else(|e| panic!("ama permissions check: {e}"));
    serde_json::from_slice(&out.stdout).unwrap_or_else(|e| panic!("check output for {cmd:?}: {e}"))
}

fn mode_flags<'a>(flags: &[&'a str]) -> Vec<&'a str> {
    flags
        .iter()
        .map(|f| {
            if *f == "--permission-mode" {
                "--mode"
            } else {
                f
            }
        })
        .collect()
}

fn assert_never_ran(flags: &[&str]) {
    let commands: Vec<&str> = CASES.iter().map(|(c, _)| *c).collect();
    let (t, results) = run(flags, &commands);
    for ((cmd, marker), (denied, text)) in CASES.iter().zip(&results) {
        assert!(*denied, "{cmd:?} ran with {flags:?}: {text}");
        assert!(
            !t.path().join(marker).exists(),
            "{cmd:?} created {marker} with {flags:?}"
        );
        assert!(
            text.contains(WHY),
            "{cmd:?} with {flags:?}: the model was told {text:?}"
        );
        let v = check(&t, &mode_flags(flags), cmd);
        assert_eq!(v["decision"], "ask", "{cmd:?} with {flags:?}: {v}");
        assert_eq!(v["entry"], "dangerous: arith-runtime", "{cmd:?}: {v}");
        assert!(
            v["reason"].as_str().is_some_and(|r| r.contains(WHY)),
            "{cmd:?}: {v}"
        );
    }
}

#[test]
fn plan_mode_never_evaluates_a_run_time_value() {
    assert_never_ran(&["--permission-mode", "plan"]);
}

#[test]
fn default_mode_without_an_approver_never_evaluates_a_run_time_value() {
    assert_never_ran(&["--permission-mode", "default"]);
}

#[test]
fn full_auto_asks_though_a_deny_rule_cannot_see_the_command() {
    assert_never_ran(&["--permission-mode", "full-auto", "--deny", "bash(touch *)"]);
}

#[test]
fn full_auto_runs_literal_and_numeric_arithmetic() {
    let harmless = [
        "n=5; echo $((n+1)) > out0",
        "for i in 1 2 3; do echo $((i*2)); done > out1",
        "n=$(wc -l < f0); echo $((n+1)) > out2",
    ];
    let flags = ["--permission-mode", "full-auto"];
    let (t, results) = run(&flags, &harmless);
    let want = ["6\n", "2\n4\n6\n", "2\n"];
    for (i, (cmd, (denied, text))) in harmless.iter().zip(&results).enumerate() {
        assert!(!*denied, "{cmd:?} was refused: {text}");
        let got = std::fs::read_to_string(t.path().join(format!("out{i}"))).unwrap_or_default();
        assert_eq!(got, want[i], "{cmd:?}");
        assert_eq!(
            check(&t, &mode_flags(&flags), cmd)["decision"],
            "allow",
            "{cmd:?}"
        );
    }
}
