//! The bwrap sandbox as a boundary, on the real bwrap, through the binary and the mock: a private
//! `/proc` (no ama, no outside process to read or signal), the variables that name a way out
//! dropped from the environment, git's indirections (`commondir`, a worktree's git dir) that a
//! command cannot rewrite to make the user's next `git status` or `git commit` run its program,
//! a symlinked `.ama` put back after a command replaced it, and `sandbox.unixSockets`. Where the
//! probe fails the tests print `SKIPPED: <reason>` (a failure with `AMA_REQUIRE_SANDBOX=1`).

use std::path::Path;
use std::process::Command;

use serde_json::{Value, json};

use crate::sandbox::{on, sandbox_works};
use crate::support::Output;
use crate::support::Test;
use crate::support::mock::{MockServer, Turn};
use crate::tools::Ended;

/// Runs ama on `t` with one model turn per call, calling `started` with ama's pid once it runs.
fn run(
    t: Test,
    config: Value,
    calls: &[(&str, Value)],
    started: impl FnOnce(u32, &Test),
) -> (Test, Vec<Ended>, Output) {
    let mut turns: Vec<Turn> = calls
        .iter()
        .enumerate()
        .map(|(i, (name, args))| Turn::new().tool_call(&format!("call_{i}"), name, args.clone()))
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
        .arg("go");
    let mut child = t.spawn();
    // Print mode reads a piped stdin to its end: close it, as `Test::run` does.
    drop(child.stdin.take());
    started(child.id(), &t);
    let out = t.finish(child);
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

fn bash(command: &str) -> (&'static str, Value) {
    ("bash", json!({"command": command}))
}

/// Real git outside the sandbox, without ama's guard: what the user runs next.
fn git(dir: &Path, args: &[&str]) -> std::process::Output {
    Command::new("git")
        .args(["-c", "user.name=t", "-c", "user.email=t@example.com"])
        .args(args)
        .current_dir(dir)
        .env("GIT_CONFIG_NOSYSTEM", "1")
        .env_remove("GIT_DIR")
        .env_remove("GIT_CONFIG_COUNT")
        .output()
        .expect("run git")
}

fn git_ok(dir: &Path, args: &[&str]) {
    let out = git(dir, args);
    assert!(
        out.status.success(),
        "git {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
}

fn names(dir: &Path) -> Vec<String> {
    let mut v: Vec<String> = std::fs::read_dir(dir)
        .map(|r| {
            r.filter_map(|e| e.ok())
                .map(|e| e.file_name().to_string_lossy().into_owned())
                .collect()
        })
        .unwrap_or_default();
    v.sort();
    v
}

#[test]
fn proc_is_private_no_outside_process_is_seen_read_or_signalled() {
    if !sandbox_works() {
        return;
    }
    let mut outside = Command::new("sleep")
        .arg("30")
        .spawn()
        .expect("start sleep");
    let sleep_pid = outside.id();
    // From a script file: the permission pipeline denies a command that names `/proc/…/environ`
    // (a built-in secret read); this test is about the OS boundary behind it.
    let script = format!(
        "for i in $(seq 100); do [ -s amapid ] && break; sleep 0.1; done; p=$(cat amapid); \
         (cat /proc/$p/environ) >/dev/null 2>&1 && echo read-environ || echo no-environ; \
         [ -e /proc/$p ] && echo sees-ama || echo no-ama; \
         kill -0 {sleep_pid} 2>/dev/null && echo signalled || echo no-signal; \
         kill -TERM {sleep_pid} 2>/dev/null; \
         ls /proc | grep -E '^[0-9]+$' | tr '\\n' ' '"
    );
    let mut ama_pid = 0;
    let (_t, ended, _) = run(
        Test::new()
            .env("AMA_BOUNDARY_MARK", "visible-only-to-ama")
            .write("probe.sh", script),
        on("deny"),
        &[bash("bash probe.sh")],
        |pid, t| {
            ama_pid = pid;
            std::fs::write(t.path().join("amapid"), pid.to_string()).expect("write pid");
        },
    );
    let alive = outside.try_wait().expect("poll sleep").is_none();
    let _ = outside.kill();
    let _ = outside.wait();
    assert_eq!(ended[0].details["sandboxed"], json!(true));
    let mut lines = ended[0].text.lines();
    assert_eq!(lines.next(), Some("no-environ"), "{}", ended[0].text);
    assert_eq!(lines.next(), Some("no-ama"), "{}", ended[0].text);
    assert_eq!(lines.next(), Some("no-signal"), "{}", ended[0].text);
    let pids: Vec<u32> = lines
        .next()
        .unwrap_or_default()
        .split_whitespace()
        .filter_map(|p| p.parse().ok())
        .collect();
    // The namespace holds bwrap's init, the shell and the pipeline: a handful of small pids.
    assert!(!pids.is_empty() && pids.len() < 10, "{pids:?}");
    assert!(
        !pids.contains(&ama_pid) && !pids.contains(&sleep_pid),
        "{pids:?}"
    );
    assert!(pids.contains(&1), "{pids:?}");
    assert!(alive, "the sandboxed command ended a process outside");
}

const DROPPED: [&str; 7] = [
    "TMUX",
    "TMUX_PANE",
    "SSH_AUTH_SOCK",
    "DBUS_SESSION_BUS_ADDRESS",
    "DOCKER_HOST",
    "XDG_RUNTIME_DIR",
    "DISPLAY",
];

#[test]
fn the_escape_variables_are_dropped_in_the_foreground_and_background() {
    if !sandbox_works() {
        return;
    }
    let mut t = Test::new().env("BOUNDARY_KEEP", "kept");
    for name in DROPPED {
        t = t.env(name, format!("/tmp/{name}-value"));
    }
    let (_t, ended, _) = run(
        t,
        on("deny"),
        &[
            bash("env | sort"),
            (
                "bash",
                json!({"command": "env | sort > bg-env.txt", "run_in_background": true}),
            ),
            bash(
                "for i in $(seq 100); do [ -s bg-env.txt ] && break; sleep 0.1; done; cat bg-env.txt",
            ),
        ],
        |_, _| {},
    );
    for (i, text) in [(0, &ended[0].text), (2, &ended[2].text)] {
        assert_eq!(ended[i].details["sandboxed"], json!(true));
        assert!(text.lines().any(|l| l == "BOUNDARY_KEEP=kept"), "{text}");
        for name in DROPPED {
            let prefix = format!("{name}=");
            assert!(
                !text.lines().any(|l| l.starts_with(&prefix)),
                "{name} reached the sandboxed command (call {i}): {text}"
            );
        }
    }
}

/// The attacker's git dir: a copy of `.git` whose config names an fsmonitor and whose
/// pre-commit hook touch `marker`, for a `commondir` written into `target`.
fn attack(git_dir_to_redirect: &str, marker: &Path) -> String {
    format!(
        "cp -r .git-src evil.git 2>/dev/null || cp -r .git evil.git; \
         printf '[core]\\n\\tfsmonitor = \"touch {m}; false\"\\n' >> evil.git/config; \
         printf '#!/bin/sh\\ntouch {m}\\n' > evil.git/hooks/pre-commit; chmod +x evil.git/hooks/pre-commit; \
         (echo \"$PWD/evil.git\" > {g}/commondir) 2>/dev/null && echo wrote-commondir || echo refused-commondir; \
         (printf '[core]\\n\\tfsmonitor = \"touch {m}; false\"\\n' >> {g}/config) 2>/dev/null && echo wrote-config || echo refused-config; \
         (mkdir -p {g}/info && echo x > {g}/info/attributes) 2>/dev/null && echo wrote-info || echo refused-info",
        m = marker.display(),
        g = git_dir_to_redirect,
    )
}

#[test]
fn commondir_and_config_of_git_cannot_be_rewritten_to_run_a_program_outside() {
    if !sandbox_works() {
        return;
    }
    let t = Test::new();
    let work = t.path();
    git_ok(&work, &["init", "-q"]);
    git_ok(&work, &["commit", "-q", "--allow-empty", "-m", "init"]);
    let before = names(&work.join(".git"));
    let marker = t.root().join("marker");
    std::fs::create_dir_all(work.join("sub")).expect("mkdir sub");
    // Once from the top and once from a subdirectory, whose `.git` is its parent's.
    let (t, ended, _) = run(
        t,
        on("deny"),
        &[
            bash(&attack(".git", &marker)),
            (
                "bash",
                json!({"command": format!("cd sub && {}", attack("../.git", &marker).replace("cp -r .git evil.git", "cp -r ../.git evil.git"))}),
            ),
        ],
        |_, _| {},
    );
    for e in &ended {
        assert_eq!(e.details["sandboxed"], json!(true));
        assert!(
            e.text
                .starts_with("refused-commondir\nrefused-config\nrefused-info\n"),
            "{}",
            e.text
        );
    }
    let work = t.path();
    assert_eq!(names(&work.join(".git")), before, "leftovers in .git");
    assert!(!work.join(".git/commondir").exists());
    let status = git(&work, &["status", "--short"]);
    assert!(status.status.success(), "{status:?}");
    git_ok(&work, &["commit", "-q", "--allow-empty", "-m", "after"]);
    assert!(
        !marker.exists(),
        "git outside the sandbox ran the attacker's program"
    );
}

#[test]
fn a_worktrees_git_dir_and_common_dir_cannot_be_rewritten() {
    if !sandbox_works() {
        return;
    }
    let t = Test::new();
    let main = t.path().join("main");
    let wt = t.path().join("wt");
    std::fs::create_dir_all(&main).expect("mkdir main");
    git_ok(&main, &["init", "-q"]);
    git_ok(&main, &["commit", "-q", "--allow-empty", "-m", "init"]);
    git_ok(&main, &["worktree", "add", "-q", &wt.display().to_string()]);
    let gitdir = main.join(".git/worktrees/wt");
    let before = (names(&main.join(".git")), names(&gitdir));
    let marker = t.root().join("marker");
    let command = format!(
        "cp -r {main}/.git .git-src; {}",
        attack(&gitdir.display().to_string(), &marker),
        main = main.display()
    ) + &format!(
        "; (printf '[core]\\n\\tfsmonitor = \"touch {m}; false\"\\n' >> {main}/.git/config) 2>/dev/null && echo wrote-main || echo refused-main",
        m = marker.display(),
        main = main.display()
    );
    let (t, ended, _) = run(
        t.current_dir("wt"),
        on("deny"),
        &[bash(&command)],
        |_, _| {},
    );
    assert_eq!(ended[0].details["sandboxed"], json!(true));
    assert_eq!(
        ended[0].text,
        "refused-commondir\nrefused-config\nrefused-info\nrefused-main\n"
    );
    let _ = t;
    assert_eq!((names(&main.join(".git")), names(&gitdir)), before);
    let status = git(&wt, &["status", "--short"]);
    assert!(status.status.success(), "{status:?}");
    git_ok(&wt, &["commit", "-q", "--allow-empty", "-m", "after"]);
    assert!(
        !marker.exists(),
        "git outside the sandbox ran the attacker's program"
    );
}

#[test]
fn a_symlinked_dot_ama_cannot_be_written_or_replaced() {
    if !sandbox_works() {
        return;
    }
    let t = Test::new();
    let real = t.root().join("real-ama");
    std::fs::create_dir_all(&real).expect("mkdir real-ama");
    std::os::unix::fs::symlink(&real, t.path().join(".ama")).expect("symlink .ama");
    let command = "(echo '{}' > .ama/config.json) 2>/dev/null && echo wrote || echo refused; \
                   rm .ama && mkdir .ama && echo '{\"sandbox\": {\"network\": \"deny\"}}' > .ama/config.json && echo replaced";
    let (t, ended, _) = run(t, on("deny"), &[bash(command)], |_, _| {});
    assert_eq!(ended[0].details["sandboxed"], json!(true));
    let link = t.path().join(".ama");
    let head = format!(
        "refused\nreplaced\n\n[sandbox: the command replaced the symlink {} (to {}), which ama and git read outside the sandbox; ama moved what took its place to ",
        link.display(),
        real.display()
    );
    let text = &ended[0].text;
    let dest = text
        .strip_prefix(&head)
        .and_then(|rest| rest.strip_suffix(" and restored the link.]"))
        .unwrap_or_else(|| panic!("{text}"));
    // What took its place is kept, not deleted.
    assert_eq!(
        std::fs::read_to_string(Path::new(dest).join("config.json"))
            .ok()
            .as_deref(),
        Some("{\"sandbox\": {\"network\": \"deny\"}}\n")
    );
    assert_eq!(std::fs::read_link(&link).ok(), Some(real.clone()));
    assert!(names(&real).is_empty(), "{:?}", names(&real));
}

#[test]
fn unix_sockets_allow_reaches_a_listener_and_a_bad_value_is_reported() {
    if !sandbox_works() {
        return;
    }
    let t = Test::new();
    let sock = t.path().join("s.sock");
    let listener = std::os::unix::net::UnixListener::bind(&sock).expect("bind unix socket");
    let accepted = std::thread::spawn(move || listener.accept().is_ok());
    let command = format!(
        "/usr/bin/python3 -c 'import socket; s = socket.socket(socket.AF_UNIX); s.connect(\"{}\"); print(\"connected\")'",
        sock.display()
    );
    let config = json!({"sandbox": {"bash": "auto", "unixSockets": "allow"}});
    let (_t, ended, _) = run(t, config, &[bash(&command)], |_, _| {});
    assert_eq!(ended[0].details["sandboxed"], json!(true));
    assert_eq!(ended[0].text, "connected\n");
    assert!(accepted.join().unwrap_or(false));

    let config = json!({"sandbox": {"bash": "auto", "unixSockets": "yes"}});
    let (_t, ended, out) = run(Test::new(), config, &[bash("echo ran")], |_, _| {});
    assert_eq!(ended[0].text, "ran\n");
    out.stderr_contains(
        "warning: config key \"sandbox.unixSockets\" is ignored: \"yes\" is not \"allow\" or \"deny\"; fix the value\n",
    );
}
