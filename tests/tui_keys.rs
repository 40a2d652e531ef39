//! The interactive mode's keys and states end to end (issue #13): tmux runs the real `ama`
//! against the mock server and the tests read the screen. Shift+Tab cycling with the Bypass
//! confirmation (cancel, then accept, then not asked again), queued messages (the lines above the
//! editor, Alt+↑, Esc putting them back), a thinking block collapsed to its count, the cache hit
//! figure, SIGHUP restoring the terminal, and the missing-key question storing auth.json 0600.
//! Skipped when tmux is not installed.

use std::os::unix::fs::PermissionsExt;
use std::process::Command;

use crate::interactive::{have_tmux, start, start_with};
use crate::support::Test;
use crate::support::mock::{MockServer, Turn};
use crate::support::tmux::{Tmux, status_row};
use crate::support::tmux_app;

#[test]
fn shift_tab_cycles_modes_and_bypass_asks_first() {
    let Some((_mock, _t, tmux)) = tmux_app::idle("cycle", vec![]) else {
        return;
    };
    for want in ["mode:Accept edits", "mode:Plan", "mode:Auto"] {
        tmux.keys(&["BTab"]);
        tmux.wait_for(want, |p| status_row(p).ends_with(want));
    }
    // Bypass asks, with Cancel selected: Enter cancels and the cycle lands on Manual.
    tmux.keys(&["BTab"]);
    let p = tmux.wait_for("the confirmation", |p| {
        p.contains("Enable Bypass permissions?")
    });
    assert!(p.contains("[ Cancel ]"), "Cancel is preselected:\n{p}");
    assert!(status_row(&p).ends_with("mode:Auto"), "{p}");
    tmux.keys(&["Enter"]);
    tmux.wait_for("Manual after cancel", |p| {
        status_row(p).ends_with("mode:Manual") && !p.contains("Enable Bypass")
    });
    // Again, and this time accept (→ then Enter).
    for _ in 0..4 {
        tmux.keys(&["BTab"]);
    }
    tmux.wait_for("the confirmation", |p| {
        p.contains("Enable Bypass permissions?")
    });
    tmux.keys(&["Right"]);
    tmux.wait_for("the selection moved", |p| p.contains("[ Enable Bypass ]"));
    tmux.keys(&["Enter"]);
    tmux.wait_for("Bypass", |p| {
        status_row(p).ends_with("mode:Bypass permissions")
    });
    // Confirmed once: the next time round does not ask.
    tmux.keys(&["BTab"]);
    tmux.wait_for("Manual", |p| status_row(p).ends_with("mode:Manual"));
    for _ in 0..4 {
        tmux.keys(&["BTab"]);
    }
    let p = tmux.wait_for("Bypass without asking", |p| {
        status_row(p).ends_with("mode:Bypass permissions")
    });
    assert_eq!(p.matches("Enable Bypass permissions?").count(), 0, "{p}");
    let p = tmux.exit_by_ctrl_d();
    assert!(p.contains("EXIT=0"), "{p}");
}

#[test]
fn queued_messages_alt_up_and_esc_put_them_back() {
    let Some((mock, _t, tmux)) = tmux_app::idle(
        "queue",
        vec![Turn::text("Streaming and never finishing").stall_after(3)],
    ) else {
        return;
    };
    tmux.text("go");
    tmux.keys(&["Enter"]);
    tmux.wait_for("the spinner", |p| p.contains("Working…"));

    // Enter during the run: a steer waits in the queue, shown above the editor and counted.
    tmux.text("first steer");
    tmux.keys(&["Enter"]);
    let p = tmux.wait_for("the queued line", |p| p.contains("↳ steer  first steer"));
    assert!(status_row(&p).contains("queued 1"), "{p}");
    // Alt+↑ takes it back into the editor.
    tmux.keys(&["M-Up"]);
    let p = tmux.wait_for("the message back in the editor", |p| {
        p.contains("› first steer") && !p.contains("↳ steer")
    });
    assert!(!status_row(&p).contains("queued"), "{p}");
    tmux.keys(&["C-u"]);
    // Alt+Enter queues a follow-up; Esc puts it back and stops the run.
    tmux.text("a follow-up");
    tmux.keys(&["M-Enter"]);
    tmux.wait_for("the queued follow-up", |p| {
        p.contains("↳ followUp  a follow-up")
    });
    tmux.keys(&["Escape"]);
    let p = tmux.wait_for("the run to stop", |p| {
        !p.contains("Working…") && p.contains("› a follow-up")
    });
    assert!(!p.contains("↳ followUp"), "{p}");
    tmux.keys(&["C-u"]);
    let p = tmux.exit_by_ctrl_d();
    assert!(p.contains("EXIT=0"), "{p}");
    assert_eq!(mock.model_requests().len(), 1, "nothing queued was sent");
}

#[test]
fn thinking_is_collapsed_and_the_cache_hit_shows() {
    let Some((_mock, _t, tmux)) = tmux_app::idle(
        "thinking",
        vec![
            Turn::new()
                .thinking("first thought\nsecond thought\nthird thought", "sig")
                .say("The answer.")
                .usage(1000, 20, 3000, 0),
        ],
    ) else {
        return;
    };
    tmux.text("think");
    tmux.keys(&["Enter"]);
    let p = tmux.wait_for("the answer", |p| p.contains("The answer."));
    assert!(p.contains("Thinking · 3 lines"), "{p}");
    assert!(!p.contains("second thought"), "collapsed by default:\n{p}");
    let lines: Vec<&str> = p.lines().collect();
    let th = lines.iter().position(|l| l.starts_with("Thinking ·"));
    let ans = lines.iter().position(|l| l.contains("The answer."));
    assert!(th < ans, "{p}");
    // 3000 cache reads of 4000 input tokens.
    tmux.wait_for("the cache figure", |p| status_row(p).contains("cache 75%"));
    tmux.exit_by_ctrl_d();
}

#[test]
fn show_thinking_full_from_the_config() {
    if !have_tmux() {
        return;
    }
    let mock = MockServer::start(vec![
        Turn::new()
            .thinking("first thought\nsecond thought", "sig")
            .say("The answer."),
    ]);
    let t = Test::new().mock(&mock, "anthropic-messages").config_merge(
        serde_json::json!({"ui": {"showThinking": "full", "quietStartup": "header"}}),
    );
    let tmux = start(&t, "thinkfull", "");
    let p = tmux.wait_for("the status bar", |p| p.contains("mode:Manual"));
    assert!(
        !p.contains("directory"),
        "header level shows the title only:\n{p}"
    );
    tmux.text("think");
    tmux.keys(&["Enter"]);
    let p = tmux.wait_for("the answer", |p| p.contains("The answer."));
    assert!(
        p.contains("first thought") && p.contains("second thought"),
        "{p}"
    );
    tmux.exit_by_ctrl_d();
}

#[test]
fn quiet_startup_levels() {
    if !have_tmux() {
        return;
    }
    let mock = MockServer::start(vec![]);
    let t = Test::new().mock(&mock, "anthropic-messages");
    std::fs::write(t.path().join("AGENTS.md"), "Be brief.\n").unwrap_or_else(|e| panic!("{e}"));
    let tmux = start(&t, "quiet-normal", "");
    let p = tmux.wait_for("the status bar", |p| p.contains("mode:Manual"));
    let dir = t.path().display().to_string();
    assert!(p.contains("ama ") && p.contains("Enter send"), "{p}");
    assert!(p.contains("  model      mock/mock-model"), "{p}");
    assert!(
        p.lines()
            .any(|l| l.starts_with("  directory") && l.contains(&dir[..dir.len().min(30)])),
        "{p}"
    );
    assert!(p.contains("  context    AGENTS.md"), "{p}");
    tmux.exit_by_ctrl_d();
    drop(tmux);
    let tmux = start(&t, "quiet-silent", "--quiet-startup silent");
    let p = tmux.wait_for("the status bar", |p| p.contains("mode:Manual"));
    assert!(!p.contains("Enter send"), "silent shows no header:\n{p}");
    tmux.exit_by_ctrl_d();
}

#[test]
fn sighup_restores_the_terminal() {
    let Some((_mock, _t, tmux)) = tmux_app::idle("hup", vec![]) else {
        return;
    };
    let shell = tmux.cmd(&["list-panes", "-t", "t", "-F", "#{pane_pid}"]);
    let out = Command::new("ps")
        .args(["-o", "pid=", "--ppid", shell.trim()])
        .output()
        .unwrap_or_else(|e| panic!("ps: {e}"));
    let pid = String::from_utf8_lossy(&out.stdout).trim().to_string();
    assert!(!pid.is_empty(), "no ama process under the pane's shell");
    let status = Command::new("kill").args(["-HUP", &pid]).status();
    assert!(status.is_ok_and(|s| s.success()));
    let p = tmux.wait_for("the exit", |p| p.contains("EXIT=") && p.contains("icanon"));
    assert!(p.contains("EXIT=129"), "{p}");
    assert!(p.lines().any(|l| l == "icanon"), "terminal left raw:\n{p}");
    assert!(
        !p.contains("mode:Manual"),
        "live region left on screen:\n{p}"
    );
}

#[test]
fn a_missing_key_is_asked_for_and_stored_0600() {
    if !have_tmux() {
        return;
    }
    let mock = MockServer::start(vec![Turn::text("Keyed answer.")]);
    let t = Test::new().mock(&mock, "anthropic-messages");
    let tmux = start_with(&t, "nokey", "", "MOCK_API_KEY=");
    tmux.wait_for("the key question", |p| p.contains("No API key for mock"));
    tmux.text("typed-key-456");
    tmux.keys(&["Enter"]);
    let p = tmux.wait_for("the store question", |p| p.contains("Store the key in"));
    assert!(!p.contains("typed-key-456"), "the key is not echoed:\n{p}");
    tmux.text("y");
    let p = tmux.wait_for("the status bar", |p| p.contains("mode:Manual"));
    assert!(p.contains("✓ API key for mock stored in"), "{p}");
    assert!(
        !p.contains("Store the key in"),
        "the question collapsed to one line:\n{p}"
    );
    let auth = t.data_dir().join("auth.json");
    let mode = std::fs::metadata(&auth).map(|m| m.permissions().mode() & 0o777);
    assert_eq!(mode.ok(), Some(0o600));
    let stored = std::fs::read_to_string(&auth).unwrap_or_default();
    assert!(stored.contains("\"mock\": \"typed-key-456\""), "{stored}");
    tmux.text("hi");
    tmux.keys(&["Enter"]);
    tmux.wait_for("the answer", |p| p.contains("Keyed answer."));
    let req = mock.model_requests();
    assert_eq!(req.len(), 1);
    assert_eq!(req[0].header("x-api-key"), Some("typed-key-456"));
    tmux.exit_by_ctrl_d();
}

#[test]
fn a_refused_key_question_exits_4() {
    if !have_tmux() {
        return;
    }
    let mock = MockServer::start(vec![]);
    let t = Test::new().mock(&mock, "anthropic-messages");
    let tmux = start_with(&t, "nokey-esc", "", "MOCK_API_KEY=");
    tmux.wait_for("the key question", |p| p.contains("No API key for mock"));
    tmux.keys(&["Escape"]);
    let p = tmux.wait_for("the exit", |p| p.contains("EXIT=") && p.contains("icanon"));
    assert!(p.contains("EXIT=4"), "{p}");
    assert!(p.lines().any(|l| l == "icanon"), "{p}");
    assert!(!t.data_dir().join("auth.json").exists());
}

#[test]
fn ctrl_z_suspends_and_fg_redraws() {
    if !have_tmux() || Command::new("bash").arg("--version").output().is_err() {
        return;
    }
    let mock = MockServer::start(vec![Turn::text("Before the stop.")]);
    let t = Test::new().mock(&mock, "anthropic-messages");
    let _ = t.command();
    let tmux = Tmux::named("tui-keys-ctrlz");
    tmux.session(80, 24, &["bash", "--norc", "--noprofile", "-i"]);
    let line = format!(
        "cd '{work}' && PS1='$ ' HOME='{home}' AMA_CONFIG_DIR='{config}' AMA_DATA_DIR='{data}' \
         MOCK_API_KEY=test-key-123 NO_COLOR=1 TERM=xterm-256color '{exe}'",
        work = t.path().display(),
        home = t.home().display(),
        config = t.config_dir().display(),
        data = t.data_dir().display(),
        exe = env!("CARGO_BIN_EXE_ama"),
    );
    tmux.text(&line);
    tmux.keys(&["Enter"]);
    tmux.wait_for("the status bar", |p| p.contains("mode:Manual"));
    tmux.text("hello");
    tmux.keys(&["Enter"]);
    tmux.wait_for("the answer", |p| p.contains("Before the stop."));
    tmux.keys(&["C-z"]);
    tmux.wait_for("the job stopped", |p| p.contains("Stopped"));
    tmux.text("stty -a | tr ' ;' '\\n\\n' | grep -x -- '-\\?icanon'");
    tmux.keys(&["Enter"]);
    let p = tmux.wait_for("stty", |p| p.lines().any(|l| l.trim_end() == "icanon"));
    assert!(!p.contains("-icanon"), "raw mode while suspended:\n{p}");
    tmux.keys(&["C-l"]);
    tmux.text("fg");
    tmux.keys(&["Enter"]);
    tmux.wait_for("the redraw", |p| p.contains("mode:Manual"));
    // The live region is drawn again; the conversation stays in the scrollback, once (issue
    // #29: history is never printed again).
    let all = tmux.cmd(&["capture-pane", "-p", "-S", "-", "-t", "t"]);
    assert_eq!(all.matches("Before the stop.").count(), 1, "{all}");
    tmux.text("typed after fg");
    tmux.wait_for("typing works again", |p| p.contains("› typed after fg"));
    tmux.keys(&["C-u"]);
    tmux.keys(&["C-d"]);
    // Keys typed before bash has the terminal back would reach ama (or be flushed by its exit).
    tmux.wait_for("the shell prompt", |p| {
        let last = status_row(p);
        let last = last.trim_end();
        last.starts_with("bash") && (last.ends_with('#') || last.ends_with('$'))
    });
    tmux.text("echo EXIT=$?");
    tmux.keys(&["Enter"]);
    // The typed command line holds "EXIT=" too: wait for the output line, which starts with it.
    let p = tmux.wait_for("the exit", |p| {
        p.lines().any(|l| l.trim_end().starts_with("EXIT="))
    });
    assert!(p.lines().any(|l| l.trim_end() == "EXIT=0"), "{p}");
}

#[test]
fn resume_without_an_id_asks_which_session() {
    if !have_tmux() {
        return;
    }
    let mock = MockServer::start(vec![
        Turn::text("One."),
        Turn::text("Two."),
        Turn::text("Resumed answer."),
    ]);
    let t = Test::new().mock(&mock, "anthropic-messages");
    for prompt in ["the older session", "the newer session"] {
        let out = t.command().args(["-p", prompt]).output();
        assert!(out.is_ok_and(|o| o.status.success()));
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    let tmux = start(&t, "resume", "--resume");
    let p = tmux.wait_for("the question", |p| p.contains("Number (Enter for 1"));
    let newer = p
        .lines()
        .position(|l| l.contains("1. ") && l.contains("the newer session"));
    let older = p
        .lines()
        .position(|l| l.contains("2. ") && l.contains("the older session"));
    assert!(newer.is_some() && older.is_some(), "{p}");
    tmux.text("2");
    tmux.keys(&["Enter"]);
    let p = tmux.wait_for("the status bar", |p| p.contains("mode:Manual"));
    assert!(
        p.contains("✓ resuming") && p.contains("the older session"),
        "{p}"
    );
    assert!(!p.contains("Number (Enter"), "the question collapsed:\n{p}");
    tmux.text("go on");
    tmux.keys(&["Enter"]);
    tmux.wait_for("the answer", |p| p.contains("Resumed answer."));
    let req = mock.model_requests();
    let body = req.last().map(|r| r.body.to_string()).unwrap_or_default();
    assert!(body.contains("the older session"), "{body}");
    assert!(!body.contains("the newer session"), "{body}");
    tmux.exit_by_ctrl_d();
}

#[test]
fn resume_refused_exits_5() {
    if !have_tmux() {
        return;
    }
    let mock = MockServer::start(vec![Turn::text("One.")]);
    let t = Test::new().mock(&mock, "anthropic-messages");
    let out = t.command().args(["-p", "a session"]).output();
    assert!(out.is_ok_and(|o| o.status.success()));
    let tmux = start(&t, "resume-esc", "--resume");
    tmux.wait_for("the question", |p| p.contains("Number (Enter for 1"));
    tmux.keys(&["Escape"]);
    let p = tmux.wait_for("the exit", |p| p.contains("EXIT=") && p.contains("icanon"));
    assert!(p.contains("EXIT=5"), "{p}");
    assert!(p.lines().any(|l| l == "icanon"), "{p}");
}

/// A 5 MB answer (one code block) streaming, then a 200 000-line tool output: keys typed
/// meanwhile show up at once (generous bound: 2 s; a full re-render of 5 MB per keystroke would
/// take longer than the whole stream).
#[test]
fn huge_answer_and_tool_output_keep_typing_responsive() {
    if !have_tmux() {
        return;
    }
    let mut big = String::from("```\n");
    while big.len() < 5 * 1024 * 1024 {
        big.push_str(
            "0123456789 abcdefghijklmnopqrstuvwxyz 0123456789 abcdefghijklmnopqrstuvwxyz\n",
        );
    }
    big.push_str("```\nEND-OF-BIG");
    let mock = MockServer::start(vec![
        Turn::new().say(&big).deltas(5_000).pace_ms(1),
        Turn::new().tool_call("c1", "bash", serde_json::json!({"command": "seq 200000"})),
        Turn::text("Counted."),
    ]);
    let t = Test::new().mock(&mock, "anthropic-messages");
    let tmux = start(&t, "huge", "--permission-mode full-auto");
    tmux.wait_for("the status bar", |p| p.contains("mode:Bypass permissions"));
    tmux.text("big");
    tmux.keys(&["Enter"]);
    tmux.wait_for("the stream", |p| p.contains("Working…"));
    let sent = std::time::Instant::now();
    tmux.text("typed while streaming");
    let p = tmux.wait_for("the typed text", |p| p.contains("› typed while streaming"));
    let took = sent.elapsed();
    assert!(took < std::time::Duration::from_secs(2), "{took:?}");
    assert!(p.contains("Working…"), "typed during the stream:\n{p}");
    eprintln!("5 MB stream: keys shown after {took:?}");
    tmux.keys(&["C-u"]);
    // tmux itself is slow to take 5 MB of scrollback: stop the stream here.
    tmux.keys(&["Escape"]);
    tmux.wait_for("the stream to stop", |p| !p.contains("Working…"));
    tmux.text("count");
    tmux.keys(&["Enter"]);
    tmux.wait_for("the answer", |p| p.contains("Counted."));
    let sent = std::time::Instant::now();
    tmux.keys(&["C-o"]);
    tmux.text("after the output");
    tmux.wait_for("the typed text", |p| p.contains("› after the output"));
    let took = sent.elapsed();
    assert!(took < std::time::Duration::from_secs(2), "{took:?}");
    tmux.keys(&["C-u"]);
    tmux.exit_by_ctrl_d();
}
