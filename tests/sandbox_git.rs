//! git's indirections that no bind can protect, on the real bwrap and real git, through the binary
//! and the mock (issue #24): a `.git` a sandboxed command creates in a workspace without one or in
//! a writable parent is moved into ama's tool-output dir; a submodule's or nested worktree's
//! `.git` file below the workspace is read-only, and an uninitialised submodule's `.git` is moved
//! aside; a background job's created `.git` or replaced `.git` link is undone when the job ends
//! (exit, `bash_kill`, ama's exit). Each attack runs first with `--no-sandbox`, where the user's
//! next `git status` runs the attacker's program, so the test can fail. Where the probe fails the
//! tests print `SKIPPED: <reason>` (a failure with `AMA_REQUIRE_SANDBOX=1`).

use std::path::{Path, PathBuf};
use std::process::Command;

use serde_json::{Value, json};

use crate::sandbox::{on, sandbox_works};
use crate::support::Test;
use crate::support::mock::MockServer;
use crate::tools::{Ended, run_calls_with};

/// Runs the calls with the sandbox on, or with `--no-sandbox` for the control.
fn run(t: Test, sandboxed: bool, calls: &[(&str, Value)]) -> (Test, Vec<Ended>, MockServer) {
    let args: &[&str] = if sandboxed { &[] } else { &["--no-sandbox"] };
    run_calls_with(t, calls, on("deny"), args)
}

fn bash(command: &str) -> (&'static str, Value) {
    ("bash", json!({"command": command}))
}

/// A foreground call that waits for `file`, outside the sandbox (full-auto allows it) when it is
/// on, so the background job's end is not observed by a sandboxed call's own check.
fn wait_for(file: &str, sandboxed: bool) -> (&'static str, Value) {
    let command = format!(
        "for i in $(seq 200); do [ -e {file} ] && break; sleep 0.05; done; sleep 0.5; echo waited"
    );
    match sandboxed {
        true => ("bash", json!({"command": command, "sandbox": false})),
        false => ("bash", json!({"command": command})),
    }
}

/// Real git outside the sandbox, without ama's guard: what the user runs next.
fn git(dir: &Path, args: &[&str]) -> std::process::Output {
    Command::new("git")
        .args(["-c", "user.name=t", "-c", "user.email=t@example.com"])
        .args(["-c", "protocol.file.allow=always"])
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
        "git {args:?} in {}: {}",
        dir.display(),
        String::from_utf8_lossy(&out.stderr)
    );
}

/// `git config` lines that make git run `touch <marker>` (fsmonitor) in the repository `dir`.
fn evil_config(dir: &str, marker: &Path) -> String {
    format!(
        "git config -f {dir}/config core.fsmonitor 'touch {}; false'",
        marker.display()
    )
}

/// The content of the tool result of `call_<i>` in the request the mock received after it.
fn sent_result(mock: &MockServer, i: usize) -> String {
    let requests = mock.model_requests();
    let body = &requests
        .get(i + 1)
        .unwrap_or_else(|| panic!("no request after call {i}"))
        .body;
    let id = format!("call_{i}");
    let message = body["messages"]
        .as_array()
        .into_iter()
        .flatten()
        .find(|m| m["role"] == "tool" && m["tool_call_id"] == json!(id))
        .unwrap_or_else(|| panic!("no tool message for {id}: {body}"));
    match &message["content"] {
        Value::String(s) => s.clone(),
        Value::Array(parts) => parts
            .iter()
            .filter_map(|p| p["text"].as_str())
            .collect::<Vec<_>>()
            .join("\n"),
        other => other.to_string(),
    }
}

/// The place a note says a created `.git` at `path` was moved to; checks the whole sentence.
#[track_caller]
fn moved_to(text: &str, path: &Path) -> PathBuf {
    let head = format!(
        "[sandbox: the command created {}, which git run outside the sandbox would obey (its config and hooks run programs); ama moved it to ",
        path.display()
    );
    let tail = ". If the command has to create it (git init, git clone, a submodule), rerun it with sandbox:false, which needs the user's approval.]";
    let start = text
        .find(&head)
        .unwrap_or_else(|| panic!("no note for {}: {text}", path.display()))
        + head.len();
    let len = text[start..].find(tail).expect("the note's end");
    PathBuf::from(&text[start..start + len])
}

/// A command line for a marker path.
type Attack<'a> = &'a dyn Fn(&Path) -> String;

#[test]
fn a_git_created_in_a_workspace_without_one_or_in_a_writable_parent_is_moved_aside() {
    if !sandbox_works() {
        return;
    }
    // In the workspace: `git init` and an fsmonitor. In the parent (the test's root, under /tmp):
    // a `.git` file naming a repository with an fsmonitor.
    let init = |m: &Path| format!("git init -q && {} && echo made", evil_config(".git", m));
    let parent = |m: &Path| {
        format!(
            "mkdir -p ../evil && git -C ../evil init -q && {} && printf 'gitdir: %s\\n' \"$(cd ../evil && pwd)/.git\" > ../.git && echo made",
            evil_config("../evil/.git", m)
        )
    };
    // In any subdirectory: the user's `git status` there would use it, not the project's.
    let subdir = |m: &Path| {
        format!(
            "mkdir -p src/deep && git -C src/deep init -q && {} && echo made",
            evil_config("src/deep/.git", m)
        )
    };
    let cases: [(&str, Attack); 3] = [
        ("workspace", &init),
        ("parent", &parent),
        ("subdirectory", &subdir),
    ];
    for (name, attack) in cases {
        let user_dir = |t: &Test| match name {
            "subdirectory" => t.path().join("src/deep"),
            _ => t.path(),
        };
        // The control: without the sandbox, the user's next `git status` runs the program.
        let t = Test::new();
        let marker = t.root().join("marker");
        let (t, ended, _) = run(t, false, &[bash(&attack(&marker))]);
        assert_eq!(ended[0].text, "made\n", "{name}");
        let _ = git(&user_dir(&t), &["status"]);
        assert!(marker.exists(), "{name}: the control attack did not work");

        let t = Test::new();
        let marker = t.root().join("marker");
        let created = match name {
            "workspace" => t.path().join(".git"),
            "subdirectory" => t.path().join("src/deep/.git"),
            _ => t.root().join(".git"),
        };
        let (t, ended, mock) = run(t, true, &[bash(&attack(&marker))]);
        assert_eq!(ended[0].details["sandboxed"], json!(true));
        assert!(ended[0].text.starts_with("made\n"), "{}", ended[0].text);
        let dest = moved_to(&ended[0].text, &created);
        assert_eq!(moved_to(&sent_result(&mock, 0), &created), dest);
        assert!(
            dest.starts_with(t.data_dir().join("tool-output")),
            "{dest:?}"
        );
        assert!(std::fs::symlink_metadata(&created).is_err(), "{name}");
        match name {
            "workspace" | "subdirectory" => {
                let config = std::fs::read_to_string(dest.join("config")).expect("moved config");
                assert!(
                    config.contains(&format!(
                        "fsmonitor = \"touch {}; false\"",
                        marker.display()
                    )),
                    "{config}"
                );
                let head = std::fs::read_to_string(dest.join("HEAD")).expect("moved HEAD");
                assert!(head.starts_with("ref: refs/heads/"), "{head}");
                assert!(dest.join("objects").is_dir());
            }
            _ => assert_eq!(
                std::fs::read_to_string(&dest).expect("moved .git file"),
                format!(
                    "gitdir: {}\n",
                    std::fs::canonicalize(t.root().join("evil/.git"))
                        .expect("evil")
                        .display()
                )
            ),
        }
        let status = git(&user_dir(&t), &["status"]);
        assert!(!status.status.success(), "{name}: still a repository");
        assert!(
            !marker.exists(),
            "{name}: git outside the sandbox ran the attacker's program"
        );
    }
}

/// A superproject in `work` with an absorbed submodule `sub`, a submodule `sub2` whose checkout
/// is missing (`sub2/.git` absent, still active), and a nested linked worktree `wt`.
fn superproject(t: &Test) {
    let root = t.root();
    let work = t.path();
    for src in ["src1", "src2"] {
        let dir = root.join(src);
        std::fs::create_dir_all(&dir).expect("mkdir");
        git_ok(&dir, &["init", "-q"]);
        git_ok(&dir, &["commit", "-q", "--allow-empty", "-m", "s"]);
    }
    git_ok(&work, &["init", "-q"]);
    git_ok(&work, &["commit", "-q", "--allow-empty", "-m", "init"]);
    for (src, path) in [("src1", "sub"), ("src2", "sub2")] {
        let url = root.join(src).display().to_string();
        git_ok(&work, &["submodule", "-q", "add", &url, path]);
    }
    git_ok(&work, &["commit", "-q", "-m", "subs"]);
    std::fs::remove_file(work.join("sub2/.git")).expect("rm sub2/.git");
    git_ok(&work, &["worktree", "add", "-q", "wt"]);
    std::fs::write(work.join(".git/info/exclude"), "wt\n").expect("exclude wt");
}

#[test]
fn submodule_and_nested_worktree_git_files_are_read_only_and_a_missing_one_is_moved_aside() {
    if !sandbox_works() {
        return;
    }
    // Each target gets a repository of its own with an fsmonitor that touches its own marker.
    let attack = |root: &Path| {
        let m = |n: &str| root.join(format!("marker-{n}"));
        let evil = |n: &str| root.join(format!("evil-{n}")).display().to_string();
        format!(
            "cp -r .git/modules/sub {e1} && git config -f {e1}/config core.worktree $PWD/sub && {c1}; \
             cp -r .git/modules/sub2 {e2} && git config -f {e2}/config core.worktree $PWD/sub2 && {c2}; \
             git init -q {e3} && {c3}; \
             (printf 'gitdir: {e1}\\n' > sub/.git) 2>/dev/null && echo wrote-sub || echo refused-sub; \
             (printf 'gitdir: {e3}/.git\\n' > wt/.git) 2>/dev/null && echo wrote-wt || echo refused-wt; \
             (printf 'gitdir: {e2}\\n' > sub2/.git) 2>/dev/null && echo wrote-sub2 || echo refused-sub2",
            e1 = evil("sub"),
            e2 = evil("sub2"),
            e3 = evil("wt"),
            c1 = evil_config(&evil("sub"), &m("sub")),
            c2 = evil_config(&evil("sub2"), &m("sub2")),
            c3 = evil_config(&format!("{}/.git", evil("wt")), &m("wt")),
        )
    };
    let markers = |t: &Test| {
        ["sub", "sub2", "wt"]
            .map(|n| (n, t.root().join(format!("marker-{n}")).exists()))
            .to_vec()
    };
    // The control: without the sandbox, git in the superproject and in the worktree run them.
    let t = Test::new();
    superproject(&t);
    let command = attack(t.root());
    let (t, ended, _) = run(t, false, &[bash(&command)]);
    assert_eq!(ended[0].text, "wrote-sub\nwrote-wt\nwrote-sub2\n");
    let _ = git(&t.path(), &["status"]);
    let _ = git(&t.path().join("wt"), &["status"]);
    assert_eq!(
        markers(&t),
        [("sub", true), ("sub2", true), ("wt", true)],
        "the control attack did not work"
    );

    let t = Test::new();
    superproject(&t);
    let work = t.path();
    let before = |p: &str| std::fs::read(work.join(p)).expect("read .git file");
    let (sub_git, wt_git) = (before("sub/.git"), before("wt/.git"));
    let command = attack(t.root());
    let (t, ended, mock) = run(t, true, &[bash(&command)]);
    let work = t.path();
    assert_eq!(ended[0].details["sandboxed"], json!(true));
    assert!(
        ended[0]
            .text
            .starts_with("refused-sub\nrefused-wt\nwrote-sub2\n"),
        "{}",
        ended[0].text
    );
    let dest = moved_to(&ended[0].text, &work.join("sub2/.git"));
    assert_eq!(
        moved_to(&sent_result(&mock, 0), &work.join("sub2/.git")),
        dest
    );
    assert_eq!(
        std::fs::read_to_string(&dest).expect("moved sub2/.git"),
        format!("gitdir: {}\n", t.root().join("evil-sub2").display())
    );
    assert_eq!(std::fs::read(work.join("sub/.git")).ok(), Some(sub_git));
    assert_eq!(std::fs::read(work.join("wt/.git")).ok(), Some(wt_git));
    assert!(!work.join("sub2/.git").exists());
    git_ok(&work, &["status"]);
    git_ok(&work.join("wt"), &["status"]);
    assert_eq!(
        markers(&t),
        [("sub", false), ("sub2", false), ("wt", false)],
        "git outside the sandbox ran the attacker's program"
    );
}

/// A workspace whose `.git` is a symlink to a repository's git dir elsewhere in the test root.
fn linked_repo(t: &Test) -> PathBuf {
    let real = t.root().join("real");
    std::fs::create_dir_all(&real).expect("mkdir");
    git_ok(&real, &["init", "-q"]);
    git_ok(&real, &["commit", "-q", "--allow-empty", "-m", "init"]);
    let git_dir = t.root().join("real.git");
    std::fs::rename(real.join(".git"), &git_dir).expect("move .git");
    std::os::unix::fs::symlink(&git_dir, t.path().join(".git")).expect("symlink .git");
    git_dir
}

#[test]
fn a_background_job_that_replaces_the_git_link_is_undone_when_it_exits() {
    if !sandbox_works() {
        return;
    }
    let job = |m: &Path| {
        (
            "bash",
            json!({"command": format!(
                "sleep 0.3; rm .git && cp -r ../real.git .git && {} && touch job-done",
                evil_config(".git", m)
            ), "run_in_background": true}),
        )
    };
    let calls = |m: &Path, sandboxed: bool| {
        [
            job(m),
            wait_for("job-done", sandboxed),
            ("bash_output", json!({"id": "bash_1"})),
        ]
    };
    // The control.
    let t = Test::new();
    linked_repo(&t);
    let marker = t.root().join("marker");
    let (t, ended, _) = run(t, false, &calls(&marker, false));
    assert!(
        ended[2].text.contains("exited with code 0"),
        "{}",
        ended[2].text
    );
    let _ = git(&t.path(), &["status"]);
    assert!(marker.exists(), "the control attack did not work");

    let t = Test::new();
    let git_dir = linked_repo(&t);
    let marker = t.root().join("marker");
    let (t, ended, mock) = run(t, true, &calls(&marker, true));
    let link = t.path().join(".git");
    let head = format!(
        "[sandbox: the command replaced the symlink {} (to {}), which ama and git read outside the sandbox; ama moved what took its place to ",
        link.display(),
        git_dir.display()
    );
    assert_eq!(ended[0].details["sandboxed"], json!(true));
    let text = &ended[2].text;
    assert!(text.contains("exited with code 0"), "{text}");
    let note = &text[text.find(&head).unwrap_or_else(|| panic!("{text}"))..];
    let dest = note[head.len()..]
        .strip_suffix(" and restored the link.]")
        .unwrap_or_else(|| panic!("{text}"));
    assert!(sent_result(&mock, 2).ends_with(note));
    // The replacement is kept in the tool-output dir, its evil config included.
    assert!(Path::new(dest).starts_with(t.data_dir().join("tool-output")));
    assert!(
        std::fs::read_to_string(Path::new(dest).join("config"))
            .expect("kept config")
            .contains("fsmonitor")
    );
    assert!(!ended[1].text.contains("[sandbox:"), "{}", ended[1].text);
    assert_eq!(std::fs::read_link(&link).ok(), Some(git_dir));
    git_ok(&t.path(), &["status"]);
    assert!(
        !marker.exists(),
        "git outside the sandbox ran the attacker's program"
    );
}

#[test]
fn a_git_a_background_job_creates_is_moved_aside_on_bash_kill_and_at_exit() {
    if !sandbox_works() {
        return;
    }
    let job = |m: &Path, done: &str| {
        (
            "bash",
            json!({"command": format!(
                "git init -q && {} && touch {done}; sleep 60",
                evil_config(".git", m)
            ), "run_in_background": true}),
        )
    };
    // The control: the job's `.git` is obeyed while it runs and after it is killed.
    let t = Test::new();
    let marker = t.root().join("marker");
    let (t, ended, _) = run(
        t,
        false,
        &[
            job(&marker, "a-done"),
            wait_for("a-done", false),
            ("bash_kill", json!({"id": "bash_1"})),
        ],
    );
    assert!(
        ended[2].text.starts_with("Stopped job bash_1"),
        "{}",
        ended[2].text
    );
    let _ = git(&t.path(), &["status"]);
    assert!(marker.exists(), "the control attack did not work");

    let t = Test::new();
    let marker = t.root().join("marker");
    let (t, ended, mock) = run(
        t,
        true,
        &[
            job(&marker, "a-done"),
            wait_for("a-done", true),
            ("bash_kill", json!({"id": "bash_1"})),
            job(&marker, "b-done"),
            wait_for("b-done", true),
        ],
    );
    let created = t.path().join(".git");
    assert!(
        ended[2].text.starts_with("Stopped job bash_1"),
        "{}",
        ended[2].text
    );
    let killed = moved_to(&ended[2].text, &created);
    assert_eq!(moved_to(&sent_result(&mock, 2), &created), killed);
    assert!(
        std::fs::read_to_string(killed.join("config"))
            .expect("moved config")
            .contains("fsmonitor")
    );
    // The second job was still running when ama exited: its `.git` is gone too, moved next to
    // the first into the tool-output dir.
    assert!(std::fs::symlink_metadata(&created).is_err());
    let moved: Vec<PathBuf> = std::fs::read_dir(t.data_dir().join("tool-output"))
        .expect("tool-output")
        .flatten()
        .map(|e| e.path())
        .filter(|p| {
            p.file_name()
                .is_some_and(|n| n.to_string_lossy().starts_with("sandbox-created-git-"))
        })
        .collect();
    assert_eq!(moved.len(), 2, "{moved:?}");
    for dir in &moved {
        assert!(
            std::fs::read_to_string(dir.join("config"))
                .expect("moved config")
                .contains(&format!(
                    "fsmonitor = \"touch {}; false\"",
                    marker.display()
                ))
        );
    }
    let status = git(&t.path(), &["status"]);
    assert!(!status.status.success(), "still a repository");
    assert!(
        !marker.exists(),
        "git outside the sandbox ran the attacker's program"
    );
}
