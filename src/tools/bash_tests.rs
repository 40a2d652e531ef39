//! Tests for `bash`: exit codes, merged output, leftovers that hold the pipe, timeouts that leave
//! nothing of the group alive, cut output with its full log, and background jobs.

use std::time::{Duration, Instant};

use serde_json::json;

use super::{BashTool, is_secret_env, shell_env};
use crate::tools::background::{BashKillTool, BashOutputTool};
use crate::tools::test_ctx::{World, text};

/// Pids of the live (not zombie) processes in group `pgid`, from /proc.
pub fn group_members(pgid: i32) -> Vec<i32> {
    let mut out = Vec::new();
    for entry in std::fs::read_dir("/proc").into_iter().flatten().flatten() {
        let Ok(pid) = entry.file_name().to_string_lossy().parse::<i32>() else {
            continue;
        };
        let Ok(stat) = std::fs::read_to_string(format!("/proc/{pid}/stat")) else {
            continue;
        };
        // Fields after the command name, which is in parentheses: state ppid pgrp ...
        let rest = stat.rsplit_once(')').map(|(_, r)| r).unwrap_or_default();
        let fields: Vec<&str> = rest.split_whitespace().collect();
        if fields.get(2).and_then(|g| g.parse::<i32>().ok()) == Some(pgid)
            && fields.first() != Some(&"Z")
        {
            out.push(pid);
        }
    }
    out
}

#[test]
fn exit_codes_and_merged_output() {
    let w = World::new();
    let cases = [
        ("echo hi", false, "hi\n"),
        ("echo a; echo b >&2; echo c", false, "a\nb\nc\n"),
        ("true", false, "(no output)"),
        (
            "echo out; exit 3",
            true,
            "out\n\nCommand exited with code 3",
        ),
        (
            "kill -SEGV $$",
            true,
            "(no output)\n\nCommand was killed by SIGSEGV",
        ),
    ];
    for (command, is_error, want) in cases {
        let out = w.run(&BashTool::default(), json!({"command": command}));
        assert_eq!(
            (out.is_error, text(&out).as_str()),
            (is_error, want),
            "{command}"
        );
    }
    let out = w.run(&BashTool::default(), json!({"command": "exit 3"}));
    assert_eq!(out.details.unwrap_or_default()["exitCode"], json!(3));
}

#[test]
fn secret_variables_stay_out() {
    let extra = vec!["MY_PROVIDER_SECRET".to_string()];
    let cases = [
        ("ANTHROPIC_API_KEY", true),
        ("openai_api_key", true),
        ("ANTHROPIC_AUTH_TOKEN", true),
        ("MY_PROVIDER_SECRET", true),
        ("AMA_SESSION_TOKEN", true),
        ("AMA_KEY", true),
        ("AMA_DATA_DIR", false),
        ("PATH", false),
        ("GITHUB_TOKEN", false),
    ];
    for (name, want) in cases {
        assert_eq!(is_secret_env(name, &extra), want, "{name}");
    }
}

#[test]
fn a_leftover_child_does_not_hang_the_call() {
    let w = World::new();
    let started = Instant::now();
    let out = w.run(
        &BashTool::default(),
        json!({"command": "echo $$; (sleep 30 &); echo hi"}),
    );
    assert!(
        started.elapsed() < Duration::from_secs(2),
        "{:?}",
        started.elapsed()
    );
    let t = text(&out);
    let pgid: i32 = t.lines().next().and_then(|l| l.parse().ok()).unwrap_or(0);
    assert_eq!(
        t,
        format!("{pgid}\nhi\n\n{}", crate::tools::bash::LEFTOVERS_NOTE)
    );
    // The leftover sleep was in the command's group and was ended with it.
    assert_eq!(group_members(pgid), Vec::<i32>::new());
}

#[test]
fn the_environment_hides_secrets_and_guards_git() {
    let os = |a: &str, b: &str| (a.into(), b.into());
    let show = |vars: Vec<(std::ffi::OsString, std::ffi::OsString)>| {
        shell_env(vars.into_iter(), &["MINE".to_string()])
            .into_iter()
            .map(|(k, v)| match v {
                Some(v) => format!("{}={}", k.to_string_lossy(), v.to_string_lossy()),
                None => format!("-{}", k.to_string_lossy()),
            })
            .collect::<Vec<_>>()
            .join(" ")
    };
    let guard = |n: usize| {
        format!(
            "GIT_CONFIG_KEY_{n}=core.fsmonitor GIT_CONFIG_VALUE_{n}= GIT_CONFIG_KEY_{}=core.hooksPath GIT_CONFIG_VALUE_{}=/dev/null GIT_CONFIG_KEY_{}=core.pager GIT_CONFIG_VALUE_{}=cat GIT_CONFIG_COUNT={}",
            n + 1,
            n + 1,
            n + 2,
            n + 2,
            n + 3
        )
    };
    let cases = [
        (vec![os("PATH", "/bin")], guard(0)),
        (
            vec![os("OPENAI_API_KEY", "k"), os("MINE", "x"), os("HOME", "/h")],
            format!("-OPENAI_API_KEY -MINE {}", guard(0)),
        ),
        // The user's own entries stay; the guard comes after them, so it wins.
        (
            vec![
                os("GIT_CONFIG_COUNT", "2"),
                os("GIT_CONFIG_KEY_0", "user.name"),
            ],
            guard(2),
        ),
        (vec![os("GIT_CONFIG_COUNT", " 1 ")], guard(1)),
        // A count git itself rejects: the guard starts at 0.
        (vec![os("GIT_CONFIG_COUNT", "many")], guard(0)),
    ];
    for (vars, want) in cases {
        assert_eq!(show(vars.clone()), want, "{vars:?}");
    }
}

#[test]
fn a_timeout_kills_the_whole_group() {
    let w = World::new();
    let command = "echo $$; trap '' TERM; sleep 30 & sleep 30";
    let out = w.run(
        &BashTool::default(),
        json!({"command": command, "timeout": 1}),
    );
    let t = text(&out);
    assert!(out.is_error);
    assert!(
        t.ends_with("Command timed out after 1 s; its process group ignored SIGTERM and was killed with SIGKILL after 2 s. Raise `timeout` (at most 600) or run it with run_in_background=true."),
        "{t}"
    );
    let pgid: i32 = t.lines().next().and_then(|l| l.parse().ok()).unwrap_or(0);
    assert!(pgid > 0, "{t}");
    assert_eq!(group_members(pgid), Vec::<i32>::new());
}

#[test]
fn abort_stops_the_command() {
    let w = World::new();
    let cancel = w.cancel.clone();
    std::thread::spawn(move || {
        std::thread::sleep(Duration::from_millis(200));
        cancel.cancel();
    });
    let started = Instant::now();
    let out = w.run(&BashTool::default(), json!({"command": "sleep 30"}));
    assert!(started.elapsed() < Duration::from_secs(5));
    assert_eq!(
        text(&out),
        "(no output)\n\nCommand aborted by the user; its process group was stopped with SIGTERM."
    );
}

#[test]
fn long_output_is_cut_with_a_full_log() {
    let w = World::new();
    let out = w.run(&BashTool::default(), json!({"command": "seq 1 100000"}));
    let t = text(&out);
    let first = t.lines().next().unwrap_or_default();
    let prefix = "[Output cut: showing the last 2000 of 100000 lines. The full output is in ";
    assert!(first.starts_with(prefix), "{first}");
    let path = first[prefix.len()..]
        .split("; read it")
        .next()
        .unwrap_or_default();
    let full: String = (1..=100_000).map(|i| format!("{i}\n")).collect();
    assert_eq!(std::fs::read_to_string(path).ok(), Some(full));
    assert!(t.ends_with("\n99999\n100000\n"));
    assert_eq!(t.lines().count(), 2001);
}

#[test]
fn background_job_lifecycle() {
    let w = World::new();
    let out = w.run(
        &BashTool::default(),
        json!({"command": "echo start; sleep 30", "run_in_background": true}),
    );
    let t = text(&out);
    assert!(t.starts_with("Started background job bash_1 (pid "), "{t}");
    let pgid = out
        .details
        .as_ref()
        .and_then(|d| d["pid"].as_i64())
        .unwrap_or(0) as i32;
    std::thread::sleep(Duration::from_millis(300));
    let out = text(&w.run(&BashOutputTool, json!({"id": "bash_1"})));
    assert!(
        out.starts_with(&format!(
            "Job bash_1 (`echo start; sleep 30`): running (pid {pgid})."
        )),
        "{out}"
    );
    assert!(out.ends_with("\nstart"), "{out}");
    let out = text(&w.run(&BashOutputTool, json!({"id": "bash_1", "filter": "x"})));
    assert!(out.ends_with("\n(no new output)"), "{out}");
    let out = text(&w.run(&BashKillTool, json!({"id": "bash_1"})));
    assert!(
        out.starts_with("Stopped job bash_1: its process group was stopped with SIGTERM."),
        "{out}"
    );
    assert_eq!(group_members(pgid), Vec::<i32>::new());
    let out = text(&w.run(&BashOutputTool, json!({"id": "bash_1"})));
    assert!(out.contains("stopped by bash_kill"), "{out}");
    let out = w.run(&BashOutputTool, json!({"id": "bash_9"}));
    assert_eq!(
        text(&out),
        "There is no background job `bash_9`. Known jobs: bash_1."
    );

    // Jobs still running when the session's state goes away are stopped.
    let out = w.run(
        &BashTool::default(),
        json!({"command": "sleep 30", "run_in_background": true}),
    );
    let pgid = out
        .details
        .as_ref()
        .and_then(|d| d["pid"].as_i64())
        .unwrap_or(0) as i32;
    assert_eq!(group_members(pgid).len(), 1);
    drop(w);
    assert_eq!(group_members(pgid), Vec::<i32>::new());
}
