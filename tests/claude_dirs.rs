//! Claude Code's `permissions.additionalDirectories` through the real binary and the mock
//! (docs/claude-code.md): a directory named there is judged as inside the project, for the file
//! tools (accept-edits writes there without asking) and for bash redirects (an allow rule's `*`
//! covers a write there), while `.git/` inside it stays protected, plan mode still denies, a
//! symlink is judged by where it leads, an untrusted project's entry is ignored and named, `/` is
//! refused, and the OS sandbox (real bwrap) makes it writable like the project. Each test also
//! runs without the setting, where the same write is refused.

use std::path::{Path, PathBuf};

use serde_json::{Value, json};

use crate::claude::write_home;
use crate::support::Test;
use crate::support::mock::{MockServer, Turn};

const API: &str = "anthropic-messages";

fn base(mock: &MockServer) -> Test {
    Test::new().mock(mock, API).env_remove("CLAUDE_CONFIG_DIR")
}

fn dirs(list: &[&str]) -> String {
    json!({"permissions": {"additionalDirectories": list}}).to_string()
}

/// A directory beside the project (`<test root>/<name>`), created.
fn beside(t: &Test, name: &str) -> PathBuf {
    let dir = t.root().join(name);
    std::fs::create_dir_all(&dir).unwrap_or_else(|e| panic!("{e}"));
    dir
}

fn write_call(id: &str, path: &Path, content: &str) -> Turn {
    Turn::new().tool_call(id, "write", json!({"path": path, "content": content}))
}

fn denied(out: &crate::support::Output) -> Vec<String> {
    let r: Value = out.json();
    r["permissionDenials"]
        .as_array()
        .map(|a| {
            a.iter()
                .filter_map(|d| d["toolCallId"].as_str().map(str::to_string))
                .collect()
        })
        .unwrap_or_default()
}

/// Writes `lib/new.txt` and `lib/.git/config` in accept-edits mode, unattended.
fn accept_edits_run(with_setting: bool) -> (Test, crate::support::Output) {
    let t0 = Test::new();
    let lib = beside(&t0, "lib");
    std::fs::create_dir_all(lib.join(".git")).unwrap_or_else(|e| panic!("{e}"));
    let mock = MockServer::start(vec![
        write_call("c1", &lib.join("new.txt"), "hi\n"),
        write_call("c2", &lib.join(".git/config"), "[core]\n"),
        Turn::text("done"),
    ]);
    let t = t0.mock(&mock, API).env_remove("CLAUDE_CONFIG_DIR").args(&[
        "-p",
        "--output-format",
        "json",
        "--permission-mode",
        "auto-edit",
        "go",
    ]);
    if with_setting {
        write_home(
            &t,
            ".claude/settings.json",
            &dirs(&[&lib.display().to_string()]),
        );
    }
    let out = t.run();
    (t, out)
}

#[test]
fn accept_edits_writes_into_an_additional_directory_without_asking_but_not_into_its_git() {
    let (t, out) = accept_edits_run(true);
    let lib = t.root().join("lib");
    out.status(0).stderr_contains(&format!(
        "from Claude Code (~/.claude/settings.json): 1 additional directory ({})\n",
        std::fs::canonicalize(&lib).unwrap_or_default().display()
    ));
    assert_eq!(
        std::fs::read_to_string(lib.join("new.txt")).ok().as_deref(),
        Some("hi\n")
    );
    assert!(
        !lib.join(".git/config").exists(),
        ".git/ inside it stays protected"
    );
    assert_eq!(denied(&out), ["c2"]);
    // Without the setting the same write is outside the project: asked, so denied unattended.
    let (t, out) = accept_edits_run(false);
    out.status(0);
    assert!(!t.root().join("lib/new.txt").exists());
    assert_eq!(denied(&out), ["c1", "c2"]);
}

#[test]
fn a_bash_allow_rule_covers_a_redirect_into_an_additional_directory() {
    for with_setting in [true, false] {
        let t0 = Test::new();
        let lib = beside(&t0, "lib");
        let cmd = format!("echo x > {}/f.txt", lib.display());
        let mock = MockServer::start(vec![
            Turn::new().tool_call("c1", "bash", json!({"command": cmd})),
            Turn::text("done"),
        ]);
        let t = t0
            .mock(&mock, API)
            .env_remove("CLAUDE_CONFIG_DIR")
            .write(".claude/settings.json", dirs(&["../lib"]))
            .args(&[
                "-p",
                "--output-format",
                "json",
                "--allow",
                "bash(echo *)",
                "go",
            ]);
        let t = if with_setting {
            t.arg("--trust-project")
        } else {
            t
        };
        let out = t.run();
        out.status(0);
        if with_setting {
            assert_eq!(
                std::fs::read_to_string(lib.join("f.txt")).ok().as_deref(),
                Some("x\n")
            );
            assert!(denied(&out).is_empty());
        } else {
            // The untrusted project's entry is ignored, and said so.
            out.stderr_contains(
                "warning: .claude/settings.json: \"additionalDirectories\" (../lib) is ignored because this project is not trusted",
            );
            assert!(!lib.join("f.txt").exists());
            assert_eq!(denied(&out), ["c1"]);
        }
    }
}

#[test]
fn plan_mode_still_denies_writes_into_an_additional_directory() {
    let t0 = Test::new();
    let lib = beside(&t0, "lib");
    let mock = MockServer::start(vec![
        write_call("c1", &lib.join("p.txt"), "x"),
        Turn::text("ok"),
    ]);
    let t = t0.mock(&mock, API).env_remove("CLAUDE_CONFIG_DIR").args(&[
        "-p",
        "--output-format",
        "json",
        "--permission-mode",
        "plan",
        "go",
    ]);
    write_home(
        &t,
        ".claude/settings.json",
        &dirs(&[&lib.display().to_string()]),
    );
    let out = t.run();
    out.status(0);
    assert!(!lib.join("p.txt").exists());
    assert_eq!(denied(&out), ["c1"]);
}

#[test]
fn symlinks_are_judged_by_where_they_lead() {
    let t0 = Test::new();
    let lib = beside(&t0, "lib");
    let other = beside(&t0, "other");
    // `work/in` leads into the additional directory; `lib/out` leads out of it.
    std::os::unix::fs::symlink(&lib, t0.path().join("in")).unwrap_or_else(|e| panic!("{e}"));
    std::os::unix::fs::symlink(&other, lib.join("out")).unwrap_or_else(|e| panic!("{e}"));
    let mock = MockServer::start(vec![
        Turn::new()
            .tool_call("c1", "write", json!({"path": "in/a.txt", "content": "a"}))
            .tool_call(
                "c2",
                "write",
                json!({"path": "in/out/b.txt", "content": "b"}),
            ),
        Turn::text("ok"),
    ]);
    let t = t0
        .mock(&mock, API)
        .env_remove("CLAUDE_CONFIG_DIR")
        .write(".claude/settings.local.json", dirs(&["../lib"]))
        .args(&[
            "-p",
            "--output-format",
            "json",
            "--trust-project",
            "--permission-mode",
            "auto-edit",
            "go",
        ]);
    let out = t.run();
    out.status(0).stderr_contains(
        "from Claude Code (.claude/settings.local.json): 1 additional directory (",
    );
    assert_eq!(
        std::fs::read_to_string(lib.join("a.txt")).ok().as_deref(),
        Some("a")
    );
    assert!(!other.join("b.txt").exists());
    assert_eq!(denied(&out), ["c2"]);
}

#[test]
fn root_home_and_missing_directories_are_refused_and_named() {
    let t0 = Test::new();
    let other = beside(&t0, "other");
    let mock = MockServer::start(vec![
        write_call("c1", &other.join("x.txt"), "x"),
        Turn::text("ok"),
    ]);
    let t = t0.mock(&mock, API).env_remove("CLAUDE_CONFIG_DIR").args(&[
        "-p",
        "--output-format",
        "json",
        "--permission-mode",
        "auto-edit",
        "go",
    ]);
    write_home(
        &t,
        ".claude/settings.json",
        &dirs(&["/", "~", "../missing"]),
    );
    let out = t.run();
    out.status(0)
        .stderr_contains(
            "warning: ~/.claude/settings.json: the additional directory `/` is `/`, which would put every path inside the project; ama refuses it — name the directories you work in instead\n",
        )
        .stderr_contains(
            "warning: ~/.claude/settings.json: the additional directory `~` is your home directory, which would put every path inside the project; ama refuses it",
        )
        .stderr_contains("warning: ~/.claude/settings.json: the additional directory `../missing` does not exist (`");
    assert!(!other.join("x.txt").exists());
    assert_eq!(denied(&out), ["c1"]);
}

#[test]
fn doctor_lists_the_additional_directories() {
    let t = Test::new()
        .env_remove("CLAUDE_CONFIG_DIR")
        .args(&["doctor", "--json"]);
    let lib = beside(&t, "lib");
    write_home(
        &t,
        ".claude/settings.json",
        &dirs(&[&lib.display().to_string()]),
    );
    let out = t.run();
    let report: Value = serde_json::from_str(&out.stdout).unwrap_or_default();
    let found = crate::support::doctor::check(&report, "claudeDirectory");
    let real = std::fs::canonicalize(&lib).unwrap_or_default();
    assert_eq!(found["item"], json!(real.display().to_string()), "{report}");
    assert_eq!(
        found["from"], "permissions.additionalDirectories",
        "{found}"
    );
}

/// bwrap confines bash here, or the test is skipped (a failure on CI).
fn sandbox_available() -> bool {
    if crate::sandbox::sandbox_works() {
        return true;
    }
    assert!(
        std::env::var("CI").as_deref() != Ok("true"),
        "CI=true but the OS sandbox (bwrap) is not available"
    );
    false
}

#[test]
fn the_sandbox_makes_an_additional_directory_writable_but_not_its_git() {
    if !sandbox_available() {
        return;
    }
    for with_setting in [true, false] {
        // Outside /tmp, which the sandbox leaves writable anyway.
        let lib = crate::sandbox::outside_dir(if with_setting { "dirs-on" } else { "dirs-off" });
        std::fs::create_dir_all(lib.join(".git")).unwrap_or_else(|e| panic!("{e}"));
        let cmd = format!(
            "echo x > {0}/f.txt; echo y > {0}/.git/g; echo z > inside.txt",
            lib.display()
        );
        let mock = MockServer::start(vec![
            Turn::new().tool_call("c1", "bash", json!({"command": cmd})),
            Turn::text("done"),
        ]);
        let t = base(&mock).args(&["-p", "--sandbox", "go"]);
        if with_setting {
            write_home(
                &t,
                ".claude/settings.json",
                &dirs(&[&lib.display().to_string()]),
            );
        }
        t.run().status(0);
        // The command ran in the sandbox either way (the project is writable).
        assert_eq!(t.read("inside.txt"), "z\n");
        let written = std::fs::read_to_string(lib.join("f.txt")).ok();
        assert_eq!(written.as_deref(), with_setting.then_some("x\n"));
        assert!(!lib.join(".git/g").exists());
        let _ = std::fs::remove_dir_all(&lib);
    }
}
