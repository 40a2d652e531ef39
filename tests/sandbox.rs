//! The OS sandbox around bash, on the real bwrap, through the binary and the mock: with
//! `sandbox.bash: "auto"` a write in the workspace succeeds and one outside fails with the hint
//! line; `.git/hooks`, `.git/config` and `.ama/` stay read-only; credentials cannot be read; a
//! connect to a live loopback listener fails with `network: "deny"` and works with `"allow"`;
//! background jobs are wrapped; `sandbox: false` and `AMA_SANDBOX=off` run unwrapped; killing ama
//! leaves nothing. Where the probe fails the tests print `SKIPPED: <reason>` (a failure with
//! `AMA_REQUIRE_SANDBOX=1`, as on CI).

use std::net::TcpListener;
use std::path::PathBuf;
use std::time::Duration;

use serde_json::{Value, json};

use crate::process::{assert_tree_gone, tree_marker, wait_for_file};
use crate::support::Test;
use crate::support::mock::{MockServer, Turn};
use crate::tools::{Ended, run_calls_with};

const HINT: &str = "[sandbox: this command ran in ama's OS sandbox (writes only in the workspace and temp dirs, no network). If it failed because of that, rerun it with sandbox:false, which needs the user's approval.]";

/// Whether bwrap works here; prints why not (and fails under `AMA_REQUIRE_SANDBOX=1`).
pub(crate) fn sandbox_works() -> bool {
    let status = ama::sandbox::detect::probe(std::env::var_os("PATH").as_deref());
    if status.confines_bash() {
        return true;
    }
    assert!(
        std::env::var("AMA_REQUIRE_SANDBOX").as_deref() != Ok("1"),
        "AMA_REQUIRE_SANDBOX=1 but the sandbox is not available: {}",
        status.reason
    );
    crate::support::skip::skipped(&status.reason);
    false
}

pub(crate) fn on(network: &str) -> Value {
    json!({"sandbox": {"bash": "auto", "network": network}})
}

/// A directory outside the workspace and outside /tmp and `$TMPDIR` (which the sandbox leaves
/// writable). Not under the target dir: a clone under /tmp would put that inside /tmp.
pub(crate) fn outside_dir(name: &str) -> PathBuf {
    let dir = PathBuf::from("/var/tmp").join(format!("ama-sandbox-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("create outside dir");
    dir
}

fn calls(t: Test, config: Value, calls: &[(&str, Value)]) -> (Test, Vec<Ended>, MockServer) {
    run_calls_with(t, calls, config, &[])
}

#[test]
fn writes_inside_the_workspace_succeed_and_outside_fail_with_the_hint() {
    if !sandbox_works() {
        return;
    }
    let out = outside_dir("write").join("x.txt");
    let (t, ended, _) = calls(
        Test::new(),
        on("deny"),
        &[
            (
                "bash",
                json!({"command": "echo in > inside.txt && cat inside.txt"}),
            ),
            (
                "bash",
                json!({"command": format!("echo out > {}", out.display())}),
            ),
        ],
    );
    assert_eq!(ended[0].text, "in\n");
    assert!(!ended[0].is_error);
    assert_eq!(ended[0].details["sandboxed"], json!(true));
    assert_eq!(t.read("inside.txt"), "in\n");
    assert!(ended[1].is_error);
    assert_eq!(
        ended[1].text,
        format!(
            "bash: line 1: {}: Read-only file system\n\nCommand exited with code 1\n{HINT}",
            out.display()
        )
    );
    assert!(
        !out.exists(),
        "the write outside the workspace went through"
    );
    let _ = std::fs::remove_dir_all(out.parent().unwrap_or(&out));
}

#[test]
fn hooks_git_config_and_dot_ama_stay_read_only() {
    if !sandbox_works() {
        return;
    }
    let t = Test::new();
    let git = std::process::Command::new("git")
        .args(["init", "-q"])
        .current_dir(t.path())
        .status()
        .expect("git init");
    assert!(git.success());
    std::fs::remove_dir_all(t.path().join(".git/hooks")).expect("remove hooks");
    assert!(!t.path().join(".ama").exists());
    let config_before = t.read(".git/config");
    let probe = |p: &str| format!("(echo x > {p}) 2>/dev/null && echo wrote || echo refused");
    let command = [
        probe(".git/hooks/pre-commit"),
        probe(".git/config"),
        probe(".ama/config.json"),
        "mkdir .ama/hooks 2>/dev/null && echo made || echo refused".into(),
        // Moving the protected places away to put writable ones in their stead.
        "mv .git .git_old 2>/dev/null && echo moved || echo refused".into(),
        "mv .ama .ama_old 2>/dev/null && echo moved || echo refused".into(),
        "mv .git/config .git/c 2>/dev/null && echo moved || echo refused".into(),
        probe("ok.txt"),
    ]
    .join("; ");
    let (t, ended, _) = calls(t, on("deny"), &[("bash", json!({"command": command}))]);
    assert_eq!(
        ended[0].text,
        "refused\nrefused\nrefused\nrefused\nrefused\nrefused\nrefused\nwrote\n"
    );
    assert_eq!(t.read(".git/config"), config_before);
    assert!(!t.path().join(".git/hooks/pre-commit").exists());
    assert!(!t.path().join(".ama/config.json").exists());
    assert_eq!(t.read("ok.txt"), "x\n");
}

#[test]
fn credentials_and_ama_auth_cannot_be_read() {
    if !sandbox_works() {
        return;
    }
    let t = Test::new();
    std::fs::create_dir_all(t.home().join(".ssh")).expect("mkdir .ssh");
    std::fs::write(t.home().join(".ssh/id_rsa"), "PRIVATE-KEY-SECRET").expect("write key");
    std::fs::write(t.home().join(".netrc"), "NETRC-SECRET").expect("write netrc");
    std::fs::write(t.data_dir().join("auth.json"), "AUTH-SECRET").expect("write auth");
    let (t_home, t_data) = (t.home(), t.data_dir());
    let (_, ended, _) = calls(
        t,
        on("deny"),
        &[
            ("bash", json!({"command": "cat ~/.ssh/id_rsa"})),
            // The name is assembled at run time, so no reading of the text can see it.
            (
                "bash",
                json!({"command": "f=auth; cat ~/.netrc \"$AMA_DATA_DIR/$f.json\"; echo end"}),
            ),
        ],
    );
    assert!(ended[0].is_error);
    assert!(
        ended[0].text.contains("No such file or directory"),
        "{}",
        ended[0].text
    );
    assert!(!ended[0].text.contains("SECRET"));
    // A file under /dev/null's bind cannot be opened at all (the bind is nodev).
    let (home, data) = (t_home.display(), t_data.display());
    assert_eq!(
        ended[1].text,
        format!(
            "cat: {home}/.netrc: Permission denied\ncat: {data}/auth.json: Permission denied\nend\n"
        )
    );
}

/// Connects to a live loopback listener from inside bash.
fn connect(network: &str) -> Ended {
    let listener = TcpListener::bind("127.0.0.1:0").expect("listen");
    let port = listener.local_addr().expect("addr").port();
    let command = format!("echo hi > /dev/tcp/127.0.0.1/{port} && echo connected");
    let (_, mut ended, _) = calls(
        Test::new(),
        on(network),
        &[("bash", json!({"command": command}))],
    );
    ended.remove(0)
}

#[test]
fn network_deny_refuses_a_live_local_listener_and_allow_reaches_it() {
    if !sandbox_works() {
        return;
    }
    let denied = connect("deny");
    assert!(denied.is_error, "{}", denied.text);
    // bwrap's new network namespace has only its own loopback, where nothing listens.
    assert!(
        denied.text.contains("Connection refused"),
        "{}",
        denied.text
    );
    assert!(denied.text.ends_with(HINT), "{}", denied.text);
    let allowed = connect("allow");
    assert_eq!(allowed.text, "connected\n");
    assert!(!allowed.is_error);
}

#[test]
fn background_jobs_are_wrapped() {
    if !sandbox_works() {
        return;
    }
    let out = outside_dir("bg").join("x.txt");
    let t = Test::new();
    let flag = t.path().join("flag");
    let command = format!(
        "echo out > {} ; echo rc=$? > {}",
        out.display(),
        flag.display()
    );
    let (_, ended, _) = calls(
        t,
        on("deny"),
        &[
            (
                "bash",
                json!({"command": command, "run_in_background": true}),
            ),
            (
                "bash",
                json!({"command": "for i in $(seq 100); do [ -e flag ] && break; sleep 0.05; done; cat flag"}),
            ),
        ],
    );
    assert_eq!(ended[0].details["sandboxed"], json!(true));
    assert_eq!(ended[1].text, "rc=1\n");
    assert!(!out.exists());
    let _ = std::fs::remove_dir_all(out.parent().unwrap_or(&out));
}

#[test]
fn sandbox_false_and_ama_sandbox_off_run_unwrapped() {
    if !sandbox_works() {
        return;
    }
    let dir = outside_dir("unwrapped");
    let a = dir.join("a.txt");
    let b = dir.join("b.txt");
    let (_, ended, mock) = calls(
        Test::new(),
        on("deny"),
        &[(
            "bash",
            json!({"command": format!("echo a > {}", a.display()), "sandbox": false}),
        )],
    );
    assert_eq!(ended[0].text, "(no output)");
    assert_eq!(ended[0].details.get("sandboxed"), None);
    assert_eq!(std::fs::read_to_string(&a).ok().as_deref(), Some("a\n"));
    let tools = &mock.model_requests()[0].body["tools"];
    let bash = tools
        .as_array()
        .into_iter()
        .flatten()
        .find(|t| t["function"]["name"] == "bash");
    let bash = bash.expect("bash tool sent");
    assert!(bash["function"]["parameters"]["properties"]["sandbox"].is_object());
    assert!(
        bash["function"]["description"]
            .as_str()
            .is_some_and(|d| d.ends_with(" Runs in an OS sandbox (writes only in workspace/temp, no network); sandbox:false needs approval."))
    );

    let (_, ended, mock) = calls(
        Test::new().env("AMA_SANDBOX", "off"),
        on("deny"),
        &[(
            "bash",
            json!({"command": format!("echo b > {}", b.display())}),
        )],
    );
    assert_eq!(std::fs::read_to_string(&b).ok().as_deref(), Some("b\n"));
    assert!(ended[0].text.starts_with("(no output)\n[sandbox: sandbox.bash is \"auto\" but the OS sandbox is not available, so this command ran without it: turned off by AMA_SANDBOX=off"), "{}", ended[0].text);
    let tools = &mock.model_requests()[0].body["tools"];
    let bash = tools
        .as_array()
        .into_iter()
        .flatten()
        .find(|t| t["function"]["name"] == "bash");
    assert!(bash.expect("bash tool")["function"]["parameters"]["properties"]["sandbox"].is_null());
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn killing_ama_ends_the_sandboxed_tree() {
    if !sandbox_works() {
        return;
    }
    let marker = tree_marker();
    let mock = MockServer::start(vec![
        Turn::new().tool_call("c1", "bash", json!({"command": "touch started; sleep 300"})),
        Turn::text("done"),
    ]);
    let t = Test::new()
        .mock(&mock, "openai-completions")
        .config_merge(on("deny"))
        .env("AMA_TEST_TREE", &marker)
        .args(&["-p", "--permission-mode", "full-auto", "go"]);
    let mut child = t.spawn();
    drop(child.stdin.take());
    wait_for_file(&t.path().join("started"), Duration::from_secs(20));
    assert!(
        crate::process::tree_members(&marker)
            .iter()
            .any(|(_, c)| c.contains("bwrap --die-with-parent"))
    );
    crate::support::send_signal(&child, nix::sys::signal::Signal::SIGKILL);
    let _ = t.finish(child);
    assert_tree_gone(&marker, Duration::from_secs(5));
}

/// The `sandbox` section of `ama doctor --json` run with `path` as PATH.
fn doctor_sandbox(path: &str) -> Vec<Value> {
    let out = Test::new()
        .env("PATH", path)
        .args(&["doctor", "--json"])
        .run();
    let report: Value = serde_json::from_str(&out.stdout).expect("doctor --json prints JSON");
    let sections = report["sections"].as_array().cloned().unwrap_or_default();
    let section = sections.into_iter().find(|s| s["name"] == "sandbox");
    let checks = section.expect("a sandbox section")["checks"].clone();
    checks.as_array().cloned().unwrap_or_default()
}

#[test]
fn doctor_reports_the_probe_and_a_missing_bwrap() {
    let missing = doctor_sandbox("/nonexistent");
    assert_eq!(missing[0]["kind"], "none");
    assert_eq!(missing[0]["restrictsWrites"], false);
    if std::fs::read_to_string("/proc/sys/kernel/apparmor_restrict_unprivileged_userns")
        .map_or(true, |v| v.trim() != "1")
    {
        assert_eq!(
            missing[0]["reason"],
            "bubblewrap is not installed (no `bwrap` on PATH): install it (apt-get install bubblewrap, dnf install bubblewrap, apk add bubblewrap)"
        );
    }
    assert_eq!(missing[1]["name"], "sandboxBash");
    assert_eq!(missing[1]["active"], false);
    if !sandbox_works() {
        return;
    }
    let found = doctor_sandbox(&std::env::var("PATH").unwrap_or_default());
    let bwrap = ama::sandbox::detect::probe(std::env::var_os("PATH").as_deref()).program;
    assert_eq!(found[0]["kind"], "bwrap");
    assert_eq!(found[0]["status"], "ok");
    assert_eq!(found[0]["isolatesNetwork"], true);
    assert_eq!(found[0]["restrictsWrites"], true);
    assert_eq!(
        found[0]["program"].as_str(),
        bwrap.as_ref().and_then(|p| p.to_str())
    );
}

#[test]
fn sandbox_false_is_denied_in_an_unattended_default_mode_run() {
    if !sandbox_works() {
        return;
    }
    let dir = outside_dir("denied");
    let target = dir.join("x.txt");
    let mock = MockServer::start(vec![
        Turn::new().tool_call(
            "c1",
            "bash",
            json!({"command": format!("echo x > {}", target.display()), "sandbox": false}),
        ),
        Turn::text("done"),
    ]);
    let t = Test::new()
        .mock(&mock, "openai-completions")
        .config_merge(on("deny"))
        .args(&["-p", "--output-format", "stream-json", "go"]);
    let out = t.run();
    let ended: Vec<Value> = out
        .json_lines()
        .into_iter()
        .filter(|e| e["type"] == "tool_execution_end")
        .collect();
    assert_eq!(ended.len(), 1);
    assert_eq!(ended[0]["isError"], json!(true), "{}", ended[0]);
    assert!(!target.exists(), "an unsandboxed call ran without approval");
    let _ = std::fs::remove_dir_all(dir);
}

/// With the sandbox confining bash (network denied), the default mode runs an understood,
/// secret-free command that writes in the workspace without asking; without the sandbox the same
/// unattended run denies it. `ama permissions check` agrees in both cases.
#[test]
fn the_default_mode_runs_sandboxed_commands_without_asking() {
    if !sandbox_works() {
        return;
    }
    for (config, runs) in [(on("deny"), true), (json!({}), false)] {
        let mock = MockServer::start(vec![
            Turn::new().tool_call("c1", "bash", json!({"command": "touch made.txt"})),
            Turn::text("done"),
        ]);
        let t = Test::new()
            .mock(&mock, "openai-completions")
            .config_merge(config.clone())
            .args(&["-p", "--output-format", "json", "go"]);
        let out = t.run();
        out.status(0);
        let denials = out.json()["permissionDenials"]
            .as_array()
            .map_or(0, Vec::len);
        assert_eq!(denials, usize::from(!runs), "{config}: {}", out.stdout);
        assert_eq!(t.path().join("made.txt").exists(), runs, "{config}");
        let check = t
            .clear_args()
            .args(&["permissions", "check", "--json", "bash", "touch made.txt"])
            .run();
        let v: Value = serde_json::from_str(&check.stdout).unwrap_or_default();
        assert_eq!(v["decision"] == "allow", runs, "{config}: {v}");
    }
}
