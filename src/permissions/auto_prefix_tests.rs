//! Auto mode's assignment prefixes against real bash (issue #30): only the short list of
//! harmless variables (`RUST_LOG`, `RUST_BACKTRACE`, `CI`, `TZ`, `NO_COLOR`, `LANG`, `LC_*`,
//! `TERM`) lets a prefixed command be judged as the command after it. Lines are built the way an
//! attacker would (other variables, array subscripts, `+=`, substitutions in values, escaped
//! spaces, separators, wrappers, lower case); every line judged safe then runs in bash with a
//! `PATH` of stubs, an attacker's `./ls` in the working directory, and the stubs record the
//! environment they get: each must be an `ls` stub, nothing else may have run, and the
//! environment may differ from a plain `ls` only in the listed variables.

use std::collections::BTreeSet;
use std::path::Path;
use std::process::{Command, Stdio};

use crate::permissions::auto_safe;
use crate::permissions::paths::Project;
use crate::permissions::shell::analyze;

const NAMES: [&str; 18] = [
    "RUST_LOG", "RUST_BACKTRACE", "CI", "TZ", "NO_COLOR", "LANG", "LC_ALL", "TERM", "PATH",
    "LD_PRELOAD", "BASH_ENV", "IFS", "PS4", "GIT_PAGER", "NODE_OPTIONS", "PATH[0]", "rust_log",
    "SHELLOPTS",
];

const VALUES: [&str; 10] = [
    "debug",
    "'a b'",
    "\"x y\"",
    ".",
    "$(touch P)",
    "`touch P`",
    "${PATH}",
    "a\\ ls",
    "x\\;touch\\ P",
    "~",
];

const TAILS: [&str; 7] = [" ls", " ls -la", "; ls", " env ls", " command ls", " && ls", "+=x ls"];

fn project(dir: &Path) -> Project {
    Project::with(dir, Some(dir), &dir.join("auth.json"))
}

fn safe(p: &Project, line: &str) -> bool {
    auto_safe::check(p, &analyze(line), &[]).is_ok()
}

fn is_listed(name: &str) -> bool {
    ["RUST_LOG", "RUST_BACKTRACE", "CI", "TZ", "NO_COLOR", "LANG", "TERM"].contains(&name)
        || name.starts_with("LC_")
}

/// Every line: one or two prefixes, a value, a tail.
fn lines() -> Vec<String> {
    let mut out = Vec::new();
    for name in NAMES {
        for value in VALUES {
            for tail in TAILS {
                out.push(format!("{name}={value}{tail}"));
                out.push(format!("RUST_LOG=x {name}={value}{tail}"));
                out.push(format!("{name}={value} CI=1{tail}"));
            }
        }
    }
    out
}

#[test]
fn only_the_short_list_is_judged_as_the_command_after_it() {
    let tmp = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let p = project(tmp.path());
    for (line, want) in [
        ("RUST_LOG=debug ls", true),
        ("RUST_LOG=debug RUST_BACKTRACE=1 CI=true TZ=UTC NO_COLOR=1 LANG=C LC_ALL=C TERM=dumb ls -la", true),
        ("env RUST_LOG=debug ls", true),
        ("RUST_LOG=debug; ls", true),
        ("PATH=. ls", false),
        ("LD_PRELOAD=x ls", false),
        ("RUST_LOG=$(rm -rf ~) ls", false),
        ("RUST_LOG=`touch P` ls", false),
        ("RUST_LOG=$HOME ls", false),
        ("PATH=.; ls", false),
        ("PATH=. ; ls", false),
        ("BASH_ENV=x; ls", false),
        ("RUST_LOG=x PATH=. ls", false),
        ("PATH[0]=. ls", false),
        ("PATH+=:. ls", false),
        ("env PATH=. ls", false),
        ("NODE_ENV=production ls", false),
        ("rust_log=x ls", false),
    ] {
        assert_eq!(safe(&p, line), want, "{line}");
    }
}

/// The stub every program name on `PATH` (and the attacker's `./ls`) runs: it records its name,
/// where it ran from and its environment.
fn stub(env: &str) -> String {
    format!(
        "#!/bin/sh\n{{ echo \"RAN $0\"; {env} | sort; echo END; }} >>\"$STUBLOG\"\n"
    )
}

/// The environment each stub run saw, by the run's program path.
fn runs(log: &str) -> Vec<(String, BTreeSet<String>)> {
    let mut out = Vec::new();
    let mut lines = log.lines();
    while let Some(head) = lines.next() {
        let program = head.strip_prefix("RAN ").unwrap_or(head).to_string();
        let env = lines
            .by_ref()
            .take_while(|l| *l != "END")
            .map(String::from)
            .collect();
        out.push((program, env));
    }
    out
}

#[test]
fn a_prefixed_line_judged_safe_changes_only_listed_variables_in_real_bash() {
    let (Some(bash), Some(env)) = (find("bash"), find("env")) else {
        eprintln!("SKIPPED: bash or env is not installed");
        return;
    };
    let tmp = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let root = tmp.path();
    let stubs = root.join("stubs");
    let work = root.join("work");
    for d in [&stubs, &work] {
        std::fs::create_dir_all(d).unwrap_or_else(|e| panic!("{e}"));
    }
    use std::os::unix::fs::PermissionsExt;
    for path in [stubs.join("ls"), stubs.join("touch"), work.join("ls")] {
        std::fs::write(&path, stub(&env)).unwrap_or_else(|e| panic!("{e}"));
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755))
            .unwrap_or_else(|e| panic!("{e}"));
    }
    std::os::unix::fs::symlink(&env, stubs.join("env")).unwrap_or_else(|e| panic!("{e}"));
    let p = project(&work);
    let log = root.join("log");
    let run = |line: &str| {
        let _ = std::fs::remove_file(&log);
        let mut child = Command::new(&bash)
            .args(["--norc", "--noprofile", "-c", line])
            .current_dir(&work)
            .env_clear()
            .env("PATH", &stubs)
            .env("HOME", root)
            .env("STUBLOG", &log)
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap_or_else(|e| panic!("bash: {e}"));
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
        while child.try_wait().ok().flatten().is_none() {
            if std::time::Instant::now() > deadline {
                let _ = child.kill();
                panic!("bash did not finish `{line}` within 10 s");
            }
            std::thread::sleep(std::time::Duration::from_millis(5));
        }
        runs(&std::fs::read_to_string(&log).unwrap_or_default())
    };
    let base = run("ls");
    assert_eq!(base.len(), 1, "the plain `ls` stub did not run");
    let base_env = &base[0].1;
    let stub_ls = stubs.join("ls").display().to_string();
    let mut checked = 0;
    for line in lines() {
        if !safe(&p, &line) {
            continue;
        }
        checked += 1;
        for (program, seen) in run(&line) {
            assert_eq!(program, stub_ls, "`{line}` judged safe ran {program}");
            for changed in seen.symmetric_difference(base_env) {
                let name = changed.split('=').next().unwrap_or_default();
                assert!(
                    is_listed(name),
                    "`{line}` judged safe changed `{changed}` for the command"
                );
            }
        }
    }
    assert!(checked > 100, "only {checked} lines were judged safe");
}

fn find(name: &str) -> Option<String> {
    std::env::var("PATH")
        .unwrap_or_default()
        .split(':')
        .map(|d| Path::new(d).join(name))
        .find(|p| p.is_file())
        .map(|p| p.display().to_string())
}
