//! Table tests for the other spellings of secret reads.

use std::path::Path;

use super::{env_dump, glob_may_match_secret, in_command};
use crate::permissions::paths::Project;
use crate::permissions::shell::analyze;

fn project(cwd: &Path) -> Project {
    Project::with(
        cwd,
        Some(Path::new("/home/u")),
        Path::new("/home/u/.local/share/ama/auth.json"),
    )
    .with_user_config(Path::new("/home/u/.config/ama/config.json"))
}

#[test]
fn globs_that_can_reach_secret_names() {
    for g in [
        "auth.js?n",
        "id_rs?",
        "*.pe?",
        "s*.pem",
        "~/.ss?/id_rsa",
        "enviro[n]",
        "/proc/*/environ",
        ".en[v]",
        "[a]uth.json",
        "cmdlin[!x]",
        ".ss*/config",
    ] {
        assert!(glob_may_match_secret(g), "{g}");
    }
    for g in ["*.rs", "src/*.toml", "READ?E.md", "[abc].txt", "*.txt"] {
        assert!(!glob_may_match_secret(g), "{g}");
    }
}

#[test]
fn secret_spellings_in_commands() {
    let tmp = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let work = tmp.path();
    std::fs::write(work.join("a.rs"), "").unwrap_or_else(|e| panic!("{e}"));
    let p = project(work);
    for c in [
        "cat auth.js?n",
        "cat ~/.ss?/id_rsa",
        "cat /proc/*/environ",
        "cat /proc/self/enviro[n]",
        "head ~/.local/share/ama/*",
        "grep -r key ~/.local/share/ama",
        "grep -R key ~/.local",
        "rg token /home/u/.local/share",
        "cd ~/.local/share/ama && cat sessions/x.jsonl",
        "cat ~/.local/share/ama/sessions/a.jsonl",
        "env",
        "env -0",
        "printenv",
        "printenv GITHUB_TOKEN",
        "jq -n env",
        "jq -n '$ENV.HOME'",
        "export -p",
        "export",
        "declare -x",
        "declare -p",
        "set",
        "ls | env",
    ] {
        assert!(in_command(&p, &analyze(c)).is_some(), "{c}");
    }
    for c in [
        "cat *.rs",
        "cat *",
        "ls id_rs?",
        "env FOO=1 ls",
        "set -e",
        "export A=1",
        "jq .environment x.json",
        "grep -r x src",
        "cat ~/.local/share/ama/tool-output/bash-1.log",
    ] {
        assert!(in_command(&p, &analyze(c)).is_none(), "{c}");
    }
    // `*` expands to a real secret once one exists.
    std::fs::write(work.join("id_rsa"), "").unwrap_or_else(|e| panic!("{e}"));
    assert!(in_command(&p, &analyze("cat *")).is_some());
}

#[test]
fn environment_dumps() {
    assert!(env_dump(&analyze("env | grep KEY")).is_some());
    assert!(env_dump(&analyze("env ls")).is_none());
    assert!(env_dump(&analyze("typeset")).is_some());
}

/// The permission pipeline and the OS sandbox read one list of credential places
/// (`config::secret_paths`): every place is a secret path to the pipeline (by name, in a
/// command, and as a glob over its first component) and hidden by the sandbox's bash policy.
#[test]
fn one_secret_list_for_the_pipeline_and_the_sandbox() {
    use crate::config::secret_paths::HOME_SECRETS;
    use crate::sandbox::bash::{BashPaths, policy};

    let p = project(Path::new("/w"));
    let sandboxed = policy(&BashPaths {
        cwd: "/w".into(),
        temp: "/tmp".into(),
        log_dir: "/d/tool-output".into(),
        home: Some("/home/u".into()),
        config_dir: None,
        data_dir: "/d".into(),
        extra_writable: Vec::new(),
        network: crate::sandbox::Network::Deny,
    });
    for s in HOME_SECRETS {
        let path = format!("/home/u/{}", s.path);
        assert_eq!(
            crate::permissions::secrets::kind(&path),
            Some(s.what),
            "{path}"
        );
        let cmd = format!("cat ~/{}", s.path);
        assert!(
            crate::permissions::secrets::in_command(&p, &analyze(&cmd)).is_some(),
            "{cmd}"
        );
        let first = s.path.split('/').next().unwrap_or_default();
        if first != ".config" {
            let glob = format!("~/{}*", &first[..first.len() - 1]);
            assert!(glob_may_match_secret(&glob), "{glob}");
        }
        let hidden = if s.dir {
            &sandboxed.hidden_dirs
        } else {
            &sandboxed.hidden_files
        };
        assert!(
            hidden.contains(&Path::new(&path).to_path_buf()),
            "the sandbox does not hide {path}"
        );
    }
    let home_hidden = sandboxed
        .hidden_dirs
        .iter()
        .chain(&sandboxed.hidden_files)
        .filter(|h| h.starts_with("/home/u"))
        .count();
    assert_eq!(home_hidden, HOME_SECRETS.len());
}
