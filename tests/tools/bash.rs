//! bash end to end: leftover children, timeouts checked against /proc, cut output with its full
//! log, background jobs, and the environment a command sees.

use std::time::{Duration, Instant};

use serde_json::json;

use super::{run_calls, scrub};
use crate::support::Test;

/// Live (not zombie) processes of group `pgid`, from /proc.
fn group_members(pgid: i32) -> Vec<i32> {
    let mut out = Vec::new();
    for entry in std::fs::read_dir("/proc").into_iter().flatten().flatten() {
        let Ok(pid) = entry.file_name().to_string_lossy().parse::<i32>() else {
            continue;
        };
        let Ok(stat) = std::fs::read_to_string(format!("/proc/{pid}/stat")) else {
            continue;
        };
        let rest = stat.rsplit_once(')').map(|(_, r)| r).unwrap_or_default();
        let fields: Vec<&str> = rest.split_whitespace().collect();
        let pgrp = fields.get(2).and_then(|g| g.parse::<i32>().ok());
        if pgrp == Some(pgid) && fields.first() != Some(&"Z") {
            out.push(pid);
        }
    }
    out
}

fn first_number(text: &str) -> i32 {
    text.lines()
        .next()
        .and_then(|l| l.trim().parse().ok())
        .unwrap_or(0)
}

#[test]
fn a_leftover_child_does_not_hold_the_call_and_is_ended() {
    let started = Instant::now();
    let (_, ended, _) = run_calls(
        Test::new(),
        &[("bash", json!({"command": "echo $$; (sleep 30 &); echo hi"}))],
    );
    assert!(
        started.elapsed() < Duration::from_secs(2),
        "{:?}",
        started.elapsed()
    );
    let pgid = first_number(&ended[0].text);
    assert_eq!(
        ended[0].text,
        format!("{pgid}\nhi\n\n{}", ama::tools::bash::LEFTOVERS_NOTE)
    );
    assert_eq!(ended[0].details["leftoversEnded"], json!(true));
    assert_eq!(group_members(pgid), Vec::<i32>::new());
}

#[test]
fn a_timeout_leaves_no_process_of_the_group() {
    let command = "echo $$; trap '' TERM; sleep 60 & sleep 60; echo never";
    let (_, ended, _) = run_calls(
        Test::new(),
        &[("bash", json!({"command": command, "timeout": 1}))],
    );
    let pgid = first_number(&ended[0].text);
    assert!(pgid > 0);
    assert!(ended[0].is_error);
    assert_eq!(
        ended[0].text,
        format!(
            "{pgid}\n\nCommand timed out after 1 s; its process group ignored SIGTERM and was killed with SIGKILL after 2 s. Raise `timeout` (at most 600) or run it with run_in_background=true."
        )
    );
    assert_eq!(group_members(pgid), Vec::<i32>::new());
    assert_eq!(ended[0].details["timedOut"], json!(true));
}

#[test]
fn exit_codes_and_stderr() {
    let (_, ended, _) = run_calls(
        Test::new(),
        &[
            (
                "bash",
                json!({"command": "echo to-out; echo to-err >&2; exit 7"}),
            ),
            ("bash", json!({"command": "printf 'no newline'"})),
        ],
    );
    assert_eq!(
        ended[0].text,
        "to-out\nto-err\n\nCommand exited with code 7"
    );
    assert!(ended[0].is_error);
    assert_eq!(ended[0].details["exitCode"], json!(7));
    assert_eq!(ended[1].text, "no newline");
}

#[test]
fn cut_output_names_a_log_with_all_of_it() {
    let (t, ended, _) = run_calls(Test::new(), &[("bash", json!({"command": "seq 1 100000"}))]);
    let text = scrub(&t, &ended[0].text);
    let first = text.lines().next().unwrap_or_default();
    let prefix = "[Output cut: showing the last 2000 of 100000 lines. The full output is in DATA/tool-output/bash-";
    assert!(first.starts_with(prefix), "{first}");
    assert!(
        first.ends_with(".log; read it with offset/limit or search it with grep.]"),
        "{first}"
    );
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!((lines[1], lines[lines.len() - 1]), ("98001", "100000"));
    let log = ended[0].details["fullOutputPath"]
        .as_str()
        .unwrap_or_default()
        .to_string();
    let full: String = (1..=100_000).map(|i| format!("{i}\n")).collect();
    assert_eq!(std::fs::read_to_string(log).ok(), Some(full));
}

#[test]
fn background_lifecycle_and_cleanup_at_exit() {
    let (t, ended, _) = run_calls(
        Test::new(),
        &[
            (
                "bash",
                json!({"command": "echo ready; sleep 60", "run_in_background": true}),
            ),
            ("bash", json!({"command": "sleep 0.3"})),
            ("bash_output", json!({"id": "bash_1"})),
            ("bash_output", json!({"id": "bash_1"})),
            ("bash_kill", json!({"id": "bash_1"})),
            ("bash_output", json!({"id": "bash_1"})),
            (
                "bash",
                json!({"command": "sleep 60", "run_in_background": true}),
            ),
        ],
    );
    let pid = |e: &super::Ended| e.details["pid"].as_i64().unwrap_or(0) as i32;
    let (first, second) = (pid(&ended[0]), pid(&ended[6]));
    let log = ended[0].details["outputFile"]
        .as_str()
        .unwrap_or_default()
        .to_string();
    assert_eq!(
        scrub(&t, &ended[0].text),
        format!(
            "Started background job bash_1 (pid {first}). Its output goes to {}. Read new output with bash_output(id=\"bash_1\") and stop it with bash_kill(id=\"bash_1\"); it is stopped when ama exits.",
            scrub(&t, &log)
        )
    );
    let head =
        format!("Job bash_1 (`echo ready; sleep 60`): running (pid {first}). Full output: {log}.");
    assert_eq!(ended[2].text, format!("{head}\nready"));
    assert_eq!(ended[3].text, format!("{head}\n(no new output)"));
    assert_eq!(
        ended[4].text,
        format!(
            "Stopped job bash_1: its process group was stopped with SIGTERM. Its output stays in {log}."
        )
    );
    assert!(
        ended[5]
            .text
            .starts_with("Job bash_1 (`echo ready; sleep 60`): stopped by bash_kill; ")
    );
    // ama has exited: the job left running is gone too.
    assert_eq!(group_members(first), Vec::<i32>::new());
    assert_eq!(group_members(second), Vec::<i32>::new());
}

#[test]
fn commands_do_not_see_provider_keys() {
    let t = Test::new()
        .env("OPENAI_API_KEY", "sk-secret")
        .env("AMA_SERVER_TOKEN", "t0k")
        .env("AMA_VISIBLE", "yes")
        .env("PLAIN", "fine");
    let command = "echo \"${MOCK_API_KEY:-unset} ${OPENAI_API_KEY:-unset} ${AMA_SERVER_TOKEN:-unset} ${AMA_VISIBLE} ${PLAIN}\"";
    let (_, ended, _) = run_calls(t, &[("bash", json!({"command": command}))]);
    assert_eq!(ended[0].text, "unset unset unset yes fine\n");
}

/// Runs `git args` in `dir` with the test's environment only.
fn git(dir: &std::path::Path, args: &[&str]) {
    let status = std::process::Command::new("git")
        .args(args)
        .current_dir(dir)
        .env_remove("GIT_CONFIG_COUNT")
        .stdin(std::process::Stdio::null())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .status();
    assert!(status.is_ok(), "git {args:?}: {status:?}");
}

#[test]
fn git_does_not_run_programs_the_repository_config_names() {
    let t = Test::new();
    let work = t.path();
    let w = work.display().to_string();
    git(&work, &["init", "-q", "."]);
    std::fs::create_dir_all(work.join("hooks")).expect("hooks dir");
    let hook = work.join("hooks/pre-commit");
    std::fs::write(&hook, format!("#!/bin/sh\ntouch '{w}/hook-ran'\n")).expect("write hook");
    git(&work, &["config", "user.email", "t@example.com"]);
    git(&work, &["config", "user.name", "T"]);
    git(&work, &["commit", "-q", "--allow-empty", "-m", "first"]);
    // What a hostile repository would carry; set after the setup commit.
    let mut perms = std::fs::metadata(&hook).expect("hook").permissions();
    std::os::unix::fs::PermissionsExt::set_mode(&mut perms, 0o755);
    std::fs::set_permissions(&hook, perms).expect("chmod hook");
    git(
        &work,
        &[
            "config",
            "core.fsmonitor",
            &format!("touch '{w}/fsmonitor-ran'; false"),
        ],
    );
    git(
        &work,
        &[
            "config",
            "core.pager",
            &format!("touch '{w}/pager-ran'; cat"),
        ],
    );
    git(&work, &["config", "core.hooksPath", &format!("{w}/hooks")]);
    // A pager runs only on a terminal: `script` gives git one.
    let commands = "git status --short; script -qc 'git log -1 --format=%s' /dev/null </dev/null; \
         git commit -q --allow-empty -m second; git config user.name; ls";
    let t = t
        .env("GIT_CONFIG_COUNT", "1")
        .env("GIT_CONFIG_KEY_0", "user.name")
        .env("GIT_CONFIG_VALUE_0", "From The User");
    let (t, ended, _) = run_calls(t, &[("bash", json!({"command": commands}))]);
    assert_eq!(
        ended[0].text.replace('\r', ""),
        "?? hooks/\nfirst\nFrom The User\nhooks\n"
    );
    // The same commands outside ama do run them, so the test can tell.
    let out = std::process::Command::new("bash")
        .args(["-c", commands])
        .current_dir(t.path())
        .env_remove("GIT_CONFIG_COUNT")
        .stdin(std::process::Stdio::null())
        .output()
        .expect("run bash");
    let listed = String::from_utf8_lossy(&out.stdout).into_owned();
    for marker in ["fsmonitor-ran", "pager-ran", "hook-ran"] {
        assert!(listed.contains(marker), "{marker} not in {listed}");
    }
}
