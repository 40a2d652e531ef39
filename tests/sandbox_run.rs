//! The OS sandbox for one run and against the network, on the real bwrap: `--sandbox` and
//! `--no-sandbox` set `sandbox.bash` for one run; a project `.ama/config.json` can only tighten
//! (`network: "deny"`) and cannot turn the sandbox off; a sandboxed command cannot read ama's
//! environment (the provider key) through `/proc`; with `network: "deny"` curl, wget, a
//! `/dev/tcp` connect and DNS-style UDP to live loopback listeners all fail, and with `"allow"`
//! they get through. Where the probe fails these print `SKIPPED: <reason>` (a failure with
//! `AMA_REQUIRE_SANDBOX=1`, as on CI).

use std::io::{Read, Write};
use std::net::{TcpListener, UdpSocket};
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use serde_json::{Value, json};

use crate::sandbox::{on, outside_dir, sandbox_works};
use crate::support::mock::{MockServer, Turn};
use crate::support::{Output, Test};
use crate::tools::Ended;

const HINT: &str = "[sandbox: this command ran in ama's OS sandbox (writes only in the workspace and temp dirs, no network). If it failed because of that, rerun it with sandbox:false, which needs the user's approval.]";

/// Runs ama in full-auto print mode with one model turn per bash command; returns the results
/// and the whole output (for stderr).
fn run(t: Test, config: Value, args: &[&str], commands: &[Value]) -> (Test, Vec<Ended>, Output) {
    let mut turns: Vec<Turn> = commands
        .iter()
        .enumerate()
        .map(|(i, c)| Turn::new().tool_call(&format!("call_{i}"), "bash", c.clone()))
        .collect();
    turns.push(Turn::text("done"));
    let mock = MockServer::start(turns);
    let t = t
        .mock(&mock, "openai-completions")
        .config_merge(config)
        .args(&[
            "-p",
            "--permission-mode",
            "full-auto",
            "--output-format",
            "stream-json",
        ])
        .args(args)
        .arg("go");
    let out = t.run();
    out.status(0);
    let ended = out
        .json_lines()
        .into_iter()
        .filter(|e| e["type"] == "tool_execution_end")
        .map(|e| Ended {
            text: e["result"]["content"]
                .as_array()
                .into_iter()
                .flatten()
                .filter_map(|b| b["text"].as_str())
                .collect::<Vec<_>>()
                .join("\n"),
            is_error: e["isError"] == json!(true),
            details: e["result"]["details"].clone(),
        })
        .collect();
    drop(mock);
    (t, ended, out)
}

fn write_outside(path: &std::path::Path) -> Value {
    json!({"command": format!("echo x > {}", path.display())})
}

#[test]
fn the_sandbox_flags_set_sandbox_bash_for_one_run() {
    if !sandbox_works() {
        return;
    }
    let dir = outside_dir("flags");
    let (a, b, c) = (dir.join("a"), dir.join("b"), dir.join("c"));
    // No config: --sandbox turns it on.
    let (_, ended, _) = run(Test::new(), json!({}), &["--sandbox"], &[write_outside(&a)]);
    assert!(ended[0].is_error, "{}", ended[0].text);
    assert_eq!(ended[0].details["sandboxed"], json!(true));
    assert!(ended[0].text.ends_with(HINT), "{}", ended[0].text);
    assert!(!a.exists(), "--sandbox did not confine the command");
    // The user config turns it on: --no-sandbox turns it off for this run.
    let (_, ended, _) = run(
        Test::new(),
        on("deny"),
        &["--no-sandbox"],
        &[write_outside(&b)],
    );
    assert_eq!(ended[0].text, "(no output)");
    assert_eq!(ended[0].details.get("sandboxed"), None);
    assert_eq!(std::fs::read_to_string(&b).ok().as_deref(), Some("x\n"));
    // The last of the two wins.
    let (_, ended, _) = run(
        Test::new(),
        json!({}),
        &["--no-sandbox", "--sandbox"],
        &[write_outside(&c)],
    );
    assert_eq!(ended[0].details["sandboxed"], json!(true));
    assert!(!c.exists());
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn the_sandbox_flag_without_a_sandbox_warns_and_runs_as_before() {
    // AMA_SANDBOX=off stands in for a machine without one.
    let dir = outside_dir("flag-off");
    let a = dir.join("a");
    let (_, ended, out) = run(
        Test::new().env("AMA_SANDBOX", "off"),
        json!({}),
        &["--sandbox"],
        &[write_outside(&a)],
    );
    out.stderr_contains("warning: --sandbox: the OS sandbox is not available, so bash runs without it: turned off by AMA_SANDBOX=off; commands run without an OS sandbox\n");
    assert_eq!(ended[0].details.get("sandboxed"), None);
    assert_eq!(std::fs::read_to_string(&a).ok().as_deref(), Some("x\n"));
    let _ = std::fs::remove_dir_all(dir);
}

/// `.ama/config.json` of the test's work dir.
fn project_config(t: &Test, config: Value) {
    std::fs::create_dir_all(t.path().join(".ama")).expect("mkdir .ama");
    std::fs::write(t.path().join(".ama/config.json"), config.to_string()).expect("write");
}

#[test]
fn a_project_config_cannot_turn_the_sandbox_off_or_widen_it() {
    if !sandbox_works() {
        return;
    }
    let dir = outside_dir("project");
    let a = dir.join("a");
    let t = Test::new();
    project_config(
        &t,
        json!({"sandbox": {"enabled": "off", "bash": "off", "network": "allow", "writable": ["/"]}}),
    );
    let file = t.path().join(".ama/config.json").display().to_string();
    let (_, ended, out) = run(t, on("deny"), &[], &[write_outside(&a)]);
    assert!(ended[0].is_error, "{}", ended[0].text);
    assert_eq!(ended[0].details["sandboxed"], json!(true));
    assert!(!a.exists(), "the project config turned the sandbox off");
    for (key, value) in [
        ("enabled", "\"off\""),
        ("bash", "\"off\""),
        ("network", "\"allow\""),
        ("writable", "[\"/\"]"),
    ] {
        out.stderr_contains(&format!(
            "warning: `{file}` sets \"sandbox.{key}\" to {value}; a project config may only tighten the sandbox (\"sandbox.network\": \"deny\", \"sandbox.unixSockets\": \"deny\"), so it is ignored (set it in your user config or pass --sandbox / --no-sandbox)\n"
        ));
    }
    // Nor turn it on: the user config leaves it off.
    let t = Test::new();
    project_config(&t, json!({"sandbox.bash": "auto"}));
    let (_, ended, out) = run(t, json!({}), &[], &[write_outside(&a)]);
    assert_eq!(ended[0].details.get("sandboxed"), None);
    assert_eq!(std::fs::read_to_string(&a).ok().as_deref(), Some("x\n"));
    out.stderr_contains("sets \"sandbox.bash\" to \"auto\"; a project config may only tighten");
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn a_project_config_can_deny_the_network() {
    if !sandbox_works() {
        return;
    }
    let listener = TcpListener::bind("127.0.0.1:0").expect("listen");
    let port = listener.local_addr().expect("addr").port();
    let connect =
        json!({"command": format!("echo hi > /dev/tcp/127.0.0.1/{port} && echo connected")});
    let t = Test::new();
    project_config(&t, json!({"sandbox": {"network": "deny"}}));
    let (_, ended, out) = run(t, on("allow"), &[], std::slice::from_ref(&connect));
    assert!(ended[0].is_error, "{}", ended[0].text);
    assert!(ended[0].text.ends_with(HINT), "{}", ended[0].text);
    assert!(!out.stderr.contains("warning:"), "{}", out.stderr);
    // The same user config without the project's: the connect gets through.
    let (_, ended, _) = run(Test::new(), on("allow"), &[], &[connect]);
    assert_eq!(ended[0].text, "connected\n");
}

/// Walks from the command's shell up through its ancestors (bwrap, then ama) and prints, for
/// each, its name and whether its environment could be read and held the mock's provider key.
const READ_ANCESTOR_ENVIRONS: &str = r#"p=$$
while [ "$p" -gt 1 ]; do
  name=$(cat /proc/$p/comm)
  if env=$(tr '\0' '\n' < /proc/$p/environ 2>/dev/null); then
    case "$env" in *MOCK_API_KEY=*) echo "$name: key";; *) echo "$name: read";; esac
  else
    echo "$name: refused"
  fi
  p=$(sed 's/.*) //' /proc/$p/stat | cut -d' ' -f2)
done"#;

#[test]
fn a_sandboxed_command_cannot_read_amas_environment() {
    if !sandbox_works() {
        return;
    }
    // The walk runs from a script file: the permission pipeline denies any command that names
    // `/proc/…/environ` (a built-in secret read), and this test is about the OS boundary behind it.
    let (_, ended, _) = run(
        Test::new().write("ancestors.sh", READ_ANCESTOR_ENVIRONS),
        on("deny"),
        &[],
        &[json!({"command": "bash ancestors.sh"})],
    );
    assert_eq!(ended[0].details["sandboxed"], json!(true));
    let lines: Vec<&str> = ended[0].text.lines().collect();
    // In its own pid namespace the shell is pid 2 under bwrap's init: ama is not even visible
    // (it was, and refused, before the private /proc).
    assert!(!ended[0].text.contains("ama:"), "{}", ended[0].text);
    assert!(!ended[0].text.contains(": key"), "{}", ended[0].text);
    // The shell's own environment is readable and has no key (ama removes it).
    assert_eq!(lines.first(), Some(&"bash: read"), "{}", ended[0].text);
}

/// A loopback HTTP server answering `hello`; counts the connections it accepted.
fn http_server() -> (u16, Arc<AtomicUsize>) {
    let listener = TcpListener::bind("127.0.0.1:0").expect("listen");
    let port = listener.local_addr().expect("addr").port();
    let accepted = Arc::new(AtomicUsize::new(0));
    let count = accepted.clone();
    std::thread::spawn(move || {
        for stream in listener.incoming().flatten() {
            count.fetch_add(1, Ordering::SeqCst);
            let mut s = stream;
            let _ = s.set_read_timeout(Some(Duration::from_secs(5)));
            let mut buf = [0u8; 4096];
            let _ = s.read(&mut buf);
            let _ = s.write_all(b"HTTP/1.0 200 OK\r\nContent-Length: 5\r\n\r\nhello");
        }
    });
    (port, accepted)
}

fn installed(program: &str) -> bool {
    std::process::Command::new("sh")
        .args(["-c", &format!("command -v {program}")])
        .output()
        .is_ok_and(|o| o.status.success())
}

#[test]
fn curl_and_wget_reach_a_local_server_only_with_network_allow() {
    if !sandbox_works() {
        return;
    }
    let (port, accepted) = http_server();
    let url = format!("http://127.0.0.1:{port}/");
    let mut clients = Vec::new();
    for (program, command) in [
        ("curl", format!("curl -sS --max-time 5 {url}")),
        // wget's messages only on failure, so a success prints just the body.
        (
            "wget",
            format!(
                "wget -nv -O - -T 5 -t 1 {url} 2>wget.err; rc=$?; [ $rc = 0 ] || cat wget.err; exit $rc"
            ),
        ),
    ] {
        if installed(program) {
            clients.push(json!({"command": command}));
        } else {
            crate::support::skip::skipped(&format!(
                "{program} is not installed, so its part of this test did not run"
            ));
        }
    }
    if clients.is_empty() {
        return;
    }
    let (_, denied, _) = run(Test::new(), on("deny"), &[], &clients);
    for e in &denied {
        assert!(e.is_error, "{}", e.text);
        assert!(!e.text.contains("hello"), "{}", e.text);
        assert!(e.text.ends_with(HINT), "{}", e.text);
    }
    assert_eq!(
        accepted.load(Ordering::SeqCst),
        0,
        "a denied client connected"
    );
    let (_, allowed, _) = run(Test::new(), on("allow"), &[], &clients);
    for e in &allowed {
        assert_eq!(e.text, "hello", "{e:?}");
    }
    assert_eq!(accepted.load(Ordering::SeqCst), clients.len());
}

/// A DNS query (the wire format of `A example.com`) sent over UDP to a resolver on loopback.
fn dns_query(port: u16) -> Value {
    let query =
        r"\x12\x34\x01\x00\x00\x01\x00\x00\x00\x00\x00\x00\x07example\x03com\x00\x00\x01\x00\x01";
    json!({"command": format!("printf '{query}' > /dev/udp/127.0.0.1/{port} && echo sent")})
}

/// Whether `socket` receives a datagram within `wait`.
fn received(socket: &UdpSocket, wait: Duration) -> Option<Vec<u8>> {
    let deadline = Instant::now() + wait;
    let mut buf = [0u8; 512];
    while Instant::now() < deadline {
        if let Ok((n, _)) = socket.recv_from(&mut buf) {
            return Some(buf[..n].to_vec());
        }
    }
    None
}

#[test]
fn dns_is_refused_with_network_deny() {
    if !sandbox_works() {
        return;
    }
    let resolver = UdpSocket::bind("127.0.0.1:0").expect("bind udp");
    resolver
        .set_read_timeout(Some(Duration::from_millis(100)))
        .expect("timeout");
    let port = resolver.local_addr().expect("addr").port();
    let lookup = json!({"command": "getent hosts example.com"});
    let (_, denied, _) = run(
        Test::new(),
        on("deny"),
        &[],
        &[dns_query(port), lookup.clone()],
    );
    // bwrap's network namespace has its own loopback, so the send itself succeeds; nothing
    // reaches the host's.
    assert_eq!(
        received(&resolver, Duration::from_secs(1)),
        None,
        "{denied:?}"
    );
    assert!(denied[1].is_error, "{}", denied[1].text);
    let (_, allowed, _) = run(Test::new(), on("allow"), &[], &[dns_query(port), lookup]);
    assert_eq!(allowed[0].text, "sent\n");
    let got = received(&resolver, Duration::from_secs(5)).expect("the query arrived");
    assert_eq!(&got[13..20], b"example");
    // The host's own resolver: only meaningful where it answers outside the sandbox.
    if allowed[1].is_error {
        crate::support::skip::skipped(
            "this machine has no working DNS (getent hosts example.com fails outside the sandbox too); the loopback resolver above shows DNS is refused",
        );
    }
}

#[test]
fn a_worktrees_git_file_stays_read_only() {
    if !sandbox_works() {
        return;
    }
    let t = Test::new();
    let main = outside_dir("worktree-main");
    let git = |dir: &std::path::Path, args: &[&str]| {
        let ok = std::process::Command::new("git")
            .args(args)
            .current_dir(dir)
            .env("GIT_AUTHOR_NAME", "t")
            .env("GIT_AUTHOR_EMAIL", "t@t")
            .env("GIT_COMMITTER_NAME", "t")
            .env("GIT_COMMITTER_EMAIL", "t@t")
            .status()
            .is_ok_and(|s| s.success());
        assert!(ok, "git {args:?}");
    };
    git(&main, &["init", "-q"]);
    git(&main, &["commit", "-q", "--allow-empty", "-m", "x"]);
    let wt = t.path().join("wt");
    git(&main, &["worktree", "add", "-q", &wt.display().to_string()]);
    let before = std::fs::read_to_string(wt.join(".git")).expect("read .git");
    assert!(before.starts_with("gitdir: "), "{before}");
    let command = "(echo 'gitdir: ../evil' > .git) 2>/dev/null && echo wrote || echo refused; git status --short >/dev/null && echo git-works";
    let t = t.current_dir("wt");
    let (t, ended, _) = run(t, on("deny"), &[], &[json!({"command": command})]);
    assert_eq!(ended[0].text, "refused\ngit-works\n");
    assert_eq!(
        std::fs::read_to_string(t.path().join("wt/.git"))
            .ok()
            .as_deref(),
        Some(before.as_str())
    );
    let _ = std::fs::remove_dir_all(main);
}

/// `--sandbox` reaches the permission pipeline too: an unattended default-mode run lets an
/// understood, secret-free workspace write through without asking, as `sandbox.bash: "auto"`
/// does; without the flag the same run denies it.
#[test]
fn the_sandbox_flag_reaches_the_permission_pipeline() {
    if !sandbox_works() {
        return;
    }
    for (args, runs) in [(&["--sandbox"][..], true), (&[][..], false)] {
        let mock = MockServer::start(vec![
            Turn::new().tool_call("c1", "bash", json!({"command": "touch made.txt"})),
            Turn::text("done"),
        ]);
        let t = Test::new()
            .mock(&mock, "openai-completions")
            .args(&["-p", "--output-format", "json"])
            .args(args)
            .arg("go");
        let out = t.run();
        out.status(0);
        let denials = out.json()["permissionDenials"]
            .as_array()
            .map_or(0, Vec::len);
        assert_eq!(denials, usize::from(!runs), "{args:?}: {}", out.stdout);
        assert_eq!(t.path().join("made.txt").exists(), runs, "{args:?}");
    }
}

#[test]
fn doctor_reports_the_project_configs_ignored_sandbox_keys() {
    let t = Test::new();
    project_config(
        &t,
        json!({"sandbox": {"bash": "off"}, "sandbox.network": "deny"}),
    );
    let file = t.path().join(".ama/config.json").display().to_string();
    let out = t
        .config_merge(on("allow"))
        .args(&["doctor", "--json"])
        .run();
    let report: Value = serde_json::from_str(&out.stdout).expect("doctor --json prints JSON");
    let sections = report["sections"].as_array().cloned().unwrap_or_default();
    let section = sections.into_iter().find(|s| s["name"] == "sandbox");
    let checks = section.expect("a sandbox section")["checks"].clone();
    let checks = checks.as_array().cloned().unwrap_or_default();
    let bash = checks.iter().find(|c| c["name"] == "sandboxBash");
    let bash = bash.expect("a sandboxBash check");
    assert_eq!(bash["enabled"], true, "{bash}");
    assert_eq!(bash["network"], "deny", "{bash}");
    let config: Vec<&Value> = checks
        .iter()
        .filter(|c| c["name"] == "sandboxConfig")
        .collect();
    assert_eq!(config.len(), 1, "{checks:?}");
    assert_eq!(
        config[0]["detail"],
        format!(
            "`{file}` sets \"sandbox.bash\" to \"off\"; a project config may only tighten the sandbox (\"sandbox.network\": \"deny\", \"sandbox.unixSockets\": \"deny\"), so it is ignored (set it in your user config or pass --sandbox / --no-sandbox)"
        )
    );
}
