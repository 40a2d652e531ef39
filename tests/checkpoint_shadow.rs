//! `checkpoints.mode: "shadow-git"` through the real binary over RPC, with real bash and git:
//! bash's changes (a file changed, one removed, a directory created) are rewound from the shadow
//! repository, ignored files are neither snapshotted nor deleted, the user's repository stays
//! byte-identical, and a tree with too many files falls back to `tools` with one notice.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;

use serde_json::{Value, json};

use ama::modes::rpc::client::RpcClient;

use crate::checkpoint::{customs, user_entry};
use crate::support::Test;
use crate::support::mock::{MockServer, Turn};
use crate::support::rpc::{T, ok, start};
use crate::support::session_files::files_under;

fn settle(c: &mut RpcClient) -> Vec<Value> {
    c.wait_event("agent_settled", T)
        .unwrap_or_else(|| panic!("run did not settle"));
    c.log().to_vec()
}

fn git(dir: &Path, args: &[&str]) {
    let out = Command::new("git")
        .args([
            "-c",
            "user.name=t",
            "-c",
            "user.email=t@t",
            "-c",
            "commit.gpgSign=false",
        ])
        .args(args)
        .current_dir(dir)
        .env("GIT_CONFIG_NOSYSTEM", "1")
        .env("GIT_CONFIG_GLOBAL", "/dev/null")
        .output()
        .unwrap_or_else(|e| panic!("git: {e}"));
    assert!(out.status.success(), "git {args:?}: {out:?}");
}

/// Every file under `dir`, with its bytes.
fn tree(dir: &Path) -> BTreeMap<PathBuf, Vec<u8>> {
    files_under(dir)
        .into_iter()
        .map(|p| {
            let bytes = std::fs::read(&p).unwrap_or_default();
            (p, bytes)
        })
        .collect()
}

fn real(p: &Path) -> String {
    std::fs::canonicalize(p)
        .unwrap_or_else(|e| panic!("{}: {e}", p.display()))
        .display()
        .to_string()
}

fn notices(log: &[Value]) -> Vec<String> {
    log.iter()
        .filter(|e| e["type"] == "notification")
        .filter_map(|e| e["message"].as_str().map(String::from))
        .filter(|m| m.contains("shadow-git"))
        .collect()
}

#[test]
fn bash_changes_are_rewound_from_the_shadow_repository() {
    let mock = MockServer::start(vec![
        Turn::new().tool_call(
            "b1",
            "bash",
            json!({"command": "echo x > f; rm g; mkdir d && echo y > d/z; echo changed > ignored.txt; echo new > build/out.o"}),
        ),
        Turn::text("done"),
        Turn::text("second done"),
    ]);
    let t = Test::new()
        .mock(&mock, "anthropic-messages")
        .env("AMA_CHECKPOINTS", "shadow-git")
        .write("f", "f before\n")
        .write("g", "g before\n")
        .write("ignored.txt", "ignored before\n")
        .write("build/keep.o", "object\n")
        .write(".gitignore", "ignored.txt\nbuild/\n");
    git(&t.path(), &["init", "-q"]);
    git(&t.path(), &["add", "-A"]);
    git(&t.path(), &["commit", "-q", "-m", "base"]);
    let user_git = tree(&t.path().join(".git"));

    let mut c = start(&t);
    ok(
        &mut c,
        json!({"type": "set_permission_mode", "mode": "full-auto"}),
    );
    ok(&mut c, json!({"type": "prompt", "message": "change"}));
    let log = settle(&mut c);
    assert_eq!(notices(&log), Vec::<String>::new());
    assert_eq!(t.read("f"), "x\n");
    assert!(!t.path().join("g").exists());
    ok(&mut c, json!({"type": "prompt", "message": "again"}));
    settle(&mut c);

    // Each turn's checkpoint names its shadow commit; the shadow repository lives in the data
    // dir and holds no ignored file.
    let checkpoints = customs(&t, "ama.checkpoint");
    assert_eq!(checkpoints.len(), 2, "{checkpoints:?}");
    for cp in &checkpoints {
        assert_eq!(cp["mode"], "shadow-git");
        assert_eq!(cp["shadowCommit"].as_str().map(str::len), Some(40), "{cp}");
    }
    let shadow_root = t.data_dir().join("file-history").join("shadow");
    let dirs: Vec<_> = std::fs::read_dir(&shadow_root)
        .into_iter()
        .flatten()
        .flatten()
        .map(|e| e.file_name().to_string_lossy().to_string())
        .collect();
    assert_eq!(dirs.len(), 1, "{dirs:?}");
    assert_eq!(dirs[0].len(), 16);
    let listed = Command::new("git")
        .args(["ls-tree", "-r", "--name-only"])
        .arg(checkpoints[0]["shadowCommit"].as_str().unwrap_or_default())
        .env("GIT_DIR", shadow_root.join(&dirs[0]))
        .output()
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(
        String::from_utf8_lossy(&listed.stdout),
        ".gitignore\nf\ng\n"
    );

    // Code rewind to before "change": bash's changes are undone, ignored files stay.
    let first = user_entry(&mut c, "change");
    let out = ok(
        &mut c,
        json!({"type": "rewind", "entryId": first, "scope": "code"}),
    );
    let p = |s: &str| format!("{}/{s}", real(&t.path()));
    assert_eq!(
        out["code"],
        json!({"restored": [p("f"), p("g")], "deleted": [p("d/z")], "skipped": []})
    );
    assert_eq!(t.read("f"), "f before\n");
    assert_eq!(t.read("g"), "g before\n");
    assert!(!t.path().join("d/z").exists());
    assert_eq!(t.read("ignored.txt"), "changed\n");
    assert_eq!(t.read("build/out.o"), "new\n");
    assert_eq!(t.read("build/keep.o"), "object\n");
    // The user's repository: every byte of .git as before.
    assert_eq!(tree(&t.path().join(".git")), user_git);
}

#[test]
fn too_many_files_fall_back_to_tools_with_one_notice() {
    let mock = MockServer::start(vec![
        // `write` refuses a file that was not read first.
        Turn::new().tool_call("r", "read", json!({"path": "a"})),
        Turn::new().tool_call("w", "write", json!({"path": "a", "content": "new\n"})),
        Turn::text("done"),
        Turn::text("second"),
    ]);
    let t = Test::new()
        .mock(&mock, "anthropic-messages")
        .env("AMA_CHECKPOINTS", "shadow-git")
        .env("AMA_SHADOW_MAX_FILES", "2")
        .write("a", "old\n")
        .write("b", "b\n")
        .write("c", "c\n");
    let mut c = start(&t);
    ok(
        &mut c,
        json!({"type": "set_permission_mode", "mode": "full-auto"}),
    );
    ok(&mut c, json!({"type": "prompt", "message": "one"}));
    settle(&mut c);
    ok(&mut c, json!({"type": "prompt", "message": "two"}));
    let log = settle(&mut c);
    assert_eq!(
        notices(&log),
        vec![
            "checkpoints.mode \"shadow-git\" is off for this session: the working directory has 3 files that are not ignored, more than 2; file checkpoints use \"tools\" mode (the files edit and write change). Add a .gitignore or set checkpoints.mode to \"tools\" to silence this".to_string()
        ]
    );
    let checkpoints = customs(&t, "ama.checkpoint");
    assert!(!checkpoints.is_empty());
    assert!(
        checkpoints.iter().all(|c| c["mode"] == "tools"),
        "{checkpoints:?}"
    );
    let first = user_entry(&mut c, "one");
    let out = ok(
        &mut c,
        json!({"type": "rewind", "entryId": first, "scope": "code"}),
    );
    assert_eq!(
        out["code"]["restored"],
        json!([format!("{}/a", real(&t.path()))])
    );
    assert_eq!(t.read("a"), "old\n");
}

fn mode(p: &Path) -> u32 {
    use std::os::unix::fs::PermissionsExt;
    std::fs::metadata(p)
        .unwrap_or_else(|e| panic!("{}: {e}", p.display()))
        .permissions()
        .mode()
        & 0o777
}

fn chmod(p: &Path, m: u32) {
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(p, std::fs::Permissions::from_mode(m))
        .unwrap_or_else(|e| panic!("{}: {e}", p.display()));
}

#[test]
fn a_code_rewind_restores_from_the_snapshot_commit_with_executable_bits() {
    let mock = MockServer::start(vec![
        Turn::new().tool_call(
            "b1",
            "bash",
            json!({"command": "chmod +x a.sh; chmod -x b.sh; rm c.sh; printf 'changed\\n' > plain"}),
        ),
        Turn::text("done"),
    ]);
    let t = Test::new()
        .mock(&mock, "anthropic-messages")
        .env("AMA_CHECKPOINTS", "shadow-git")
        .write("a.sh", "echo a\n")
        .write("b.sh", "echo b\n")
        .write("c.sh", "echo c\n")
        .write("d.sh", "echo d\n")
        .write("plain", "plain before\n")
        .write("by-hand", "by hand before\n");
    let p = |s: &str| t.path().join(s);
    chmod(&p("a.sh"), 0o644);
    chmod(&p("b.sh"), 0o755);
    chmod(&p("c.sh"), 0o750);
    chmod(&p("d.sh"), 0o644);
    let mut c = start(&t);
    ok(
        &mut c,
        json!({"type": "set_permission_mode", "mode": "full-auto"}),
    );
    // One run only: its changes are rewound from the commit taken when it started.
    ok(&mut c, json!({"type": "prompt", "message": "change modes"}));
    settle(&mut c);
    assert_eq!((mode(&p("a.sh")), mode(&p("b.sh"))), (0o755, 0o644));
    assert!(!p("c.sh").exists());
    // Changed by hand after the run: a conflict, for the content and for the mode alike.
    std::fs::write(p("by-hand"), "edited by hand\n").unwrap_or_else(|e| panic!("{e}"));
    chmod(&p("d.sh"), 0o755);

    let first = user_entry(&mut c, "change modes");
    let out = ok(
        &mut c,
        json!({"type": "rewind", "entryId": first, "scope": "code"}),
    );
    let r = |s: &str| format!("{}/{s}", real(&t.path()));
    assert_eq!(
        out["code"],
        json!({
            "restored": [r("a.sh"), r("b.sh"), r("c.sh"), r("plain")],
            "deleted": [],
            "skipped": [
                {"path": r("by-hand"), "reason": "conflict"},
                {"path": r("d.sh"), "reason": "conflict"},
            ],
        })
    );
    assert_eq!(mode(&p("a.sh")), 0o644);
    assert_eq!(mode(&p("b.sh")), 0o755);
    // Deleted, it comes back with its bytes and as executable (the umask decides the rest).
    assert_eq!(t.read("c.sh"), "echo c\n");
    assert_eq!(mode(&p("c.sh")) & 0o100, 0o100);
    assert_eq!(t.read("plain"), "plain before\n");
    assert_eq!(t.read("by-hand"), "edited by hand\n");
    assert_eq!(mode(&p("d.sh")), 0o755);

    // Forced, the changes made by hand are rewound too.
    let forced = ok(
        &mut c,
        json!({"type": "rewind", "entryId": first, "scope": "code", "force": true}),
    );
    assert_eq!(
        forced["code"],
        json!({"restored": [r("by-hand"), r("d.sh")], "deleted": [], "skipped": []})
    );
    assert_eq!(t.read("by-hand"), "by hand before\n");
    assert_eq!(mode(&p("d.sh")), 0o644);
}
