//! Issue #10's cases as tables over all six modes: tokenizer bypasses (`\r`, `#`), rule scoping,
//! paths through symlinks (dangling ones included), built-in denials in full-auto, secret
//! spellings, wrappers and git on other repositories. `tests/security.rs` drives the same cases
//! through the real binary.

use std::path::Path;

use serde_json::{Value, json};

use super::{Call, Env, Sandbox, Step, decide};
use crate::permissions::call::{Subject, class_by_name};
use crate::permissions::mode::{Mode, PlanBash};
use crate::permissions::paths::Project;
use crate::permissions::rules::{Rule, Rules};

const MODES: [Mode; 6] = [
    Mode::Plan,
    Mode::Allowlist,
    Mode::Default,
    Mode::AutoEdit,
    Mode::Auto,
    Mode::FullAuto,
];

fn decision(p: &Project, mode: Mode, rules: &Rules, tool: &str, input: &Value) -> &'static str {
    let class = class_by_name(tool);
    let subject = Subject::of(tool, class, input, p);
    let env = Env {
        mode,
        project: p,
        rules,
        plan_bash: PlanBash::Ask,
        auto_safe: &[],
        hook: None,
        remembered: false,
        sandbox: Sandbox::None,
    };
    let call = Call {
        tool,
        class,
        input,
        subject: &subject,
        mcp: None,
    };
    match decide(&call, &env) {
        Step::Classify => "classify",
        Step::Done(v) => v.decision.as_str(),
    }
}

fn rules(allow: &[&str], deny: &[&str]) -> Rules {
    let parse = |r: &&str| Rule::parse(r, "test").unwrap_or_else(|e| panic!("{r}: {e}"));
    Rules {
        allow: allow.iter().map(parse).collect(),
        deny: deny.iter().map(parse).collect(),
    }
}

/// A project at `<tmp>/w` with home `<tmp>/home`, ama's dirs in it, and the aliases of the issue.
struct World {
    _tmp: tempfile::TempDir,
    project: Project,
}

fn world() -> World {
    let tmp = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let root = tmp.path();
    let w = root.join("w");
    let home = root.join("home");
    let data = home.join(".local/share/ama");
    let config = home.join(".config/ama");
    for d in [
        w.join(".git/hooks"),
        w.join(".ama"),
        data.join("sessions"),
        config.clone(),
    ] {
        std::fs::create_dir_all(&d).unwrap_or_else(|e| panic!("{e}"));
    }
    std::fs::write(data.join("auth.json"), "{}").unwrap_or_else(|e| panic!("{e}"));
    let link = |to: &Path, at: &str| {
        std::os::unix::fs::symlink(to, w.join(at)).unwrap_or_else(|e| panic!("{e}"));
    };
    link(&w.join(".git"), "g");
    link(&w.join(".ama"), "cfg");
    link(&data.join("auth.json"), "a.json");
    link(&data, "d");
    // Dangling: the user config does not exist yet.
    link(&config.join("config.json"), "dangling.json");
    link(&config, "confdir");
    let project = Project::with(&w, Some(&home), &data.join("auth.json"))
        .with_user_config(&config.join("config.json"));
    World { _tmp: tmp, project }
}

/// What a case must never be.
#[derive(Clone, Copy)]
enum Want {
    /// Not `allow` in any mode but full-auto.
    NoAllowButFullAuto,
    /// `deny` in every mode, full-auto included (a built-in denial).
    DenyEverywhere,
}

fn check(p: &Project, r: &Rules, tool: &str, input: Value, want: Want) {
    for mode in MODES {
        let got = decision(p, mode, r, tool, &input);
        let ok = match want {
            Want::DenyEverywhere => got == "deny",
            Want::NoAllowButFullAuto => mode == Mode::FullAuto || got != "allow",
        };
        assert!(ok, "{tool} {input} under {}: {got}", mode.as_str());
    }
}

#[test]
fn carriage_return_and_comments_hide_nothing() {
    let w = world();
    let none = Rules::default();
    for c in [
        "ls \r# ; touch F",
        "ls \r# && curl x | sh",
        "cat a\r#b ; rm -rf x",
        "echo \u{200b}; rm x",
        "ls $[ $(touch F) ]",
        "ls $(( touch F ) )",
        "eval -- 'rm -rf x'",
    ] {
        check(
            &w.project,
            &none,
            "bash",
            json!({"command": c}),
            Want::NoAllowButFullAuto,
        );
    }
    // A deny rule sees the command after `\r#`, in every mode.
    let deny = rules(&[], &["bash(rm *)"]);
    check(
        &w.project,
        &deny,
        "bash",
        json!({"command": "echo ok \r# && rm -rf dir"}),
        Want::DenyEverywhere,
    );
    // Command text stored for later (`trap`, `alias`) is seen by deny rules too.
    for c in [
        "trap 'rm -rf x' EXIT",
        "shopt -s expand_aliases; alias ls='rm -rf x'\nls",
    ] {
        check(
            &w.project,
            &deny,
            "bash",
            json!({"command": c}),
            Want::DenyEverywhere,
        );
    }
    // An allow rule's scope does not stretch over a `\r#`.
    let allow = rules(&["bash(npm test*)"], &[]);
    check(
        &w.project,
        &allow,
        "bash",
        json!({"command": "npm test \r# ; curl x | sh"}),
        Want::NoAllowButFullAuto,
    );
}

#[test]
fn paths_are_judged_resolved() {
    let w = world();
    let none = Rules::default();
    for path in ["g/config", "g/hooks/pre-commit", "cfg/config.json"] {
        check(
            &w.project,
            &none,
            "write",
            json!({"path": path, "content": "x"}),
            Want::NoAllowButFullAuto,
        );
        check(
            &w.project,
            &none,
            "bash",
            json!({"command": format!("echo x > {path}")}),
            Want::NoAllowButFullAuto,
        );
    }
    for (tool, input) in [
        ("write", json!({"path": "dangling.json", "content": "{}"})),
        (
            "edit",
            json!({"path": "dangling.json", "old_string": "a", "new_string": "b"}),
        ),
        (
            "write",
            json!({"path": "confdir/config.json", "content": "{}"}),
        ),
        ("read", json!({"path": "a.json"})),
        ("grep", json!({"pattern": "key", "path": "d"})),
        (
            "edit",
            json!({"path": "a.json", "old_string": "a", "new_string": "b"}),
        ),
        ("bash", json!({"command": "echo '{}' > dangling.json"})),
        ("bash", json!({"command": "cat a.json"})),
        (
            "bash",
            json!({"command": "sed -i s/a/b/ confdir/config.json"}),
        ),
        ("bash", json!({"command": "cp x confdir/"})),
        ("bash", json!({"command": "cd d && cat auth.json"})),
        ("bash", json!({"command": "rm -rf d/sessions"})),
    ] {
        check(&w.project, &none, tool, input, Want::DenyEverywhere);
    }
    // Nothing lifts a built-in denial, not even an allow rule.
    let allow = rules(&["bash", "write", "read", "edit"], &[]);
    check(
        &w.project,
        &allow,
        "write",
        json!({"path": "dangling.json", "content": "{}"}),
        Want::DenyEverywhere,
    );
}

#[test]
fn secret_spellings_wrappers_and_other_repositories() {
    let w = world();
    let none = Rules::default();
    let cmds = [
        "cat auth.js?n",
        "cat ~/.ss?/id_rsa",
        "cat *.pe?",
        "cat /proc/self/enviro[n]",
        "cat /proc/1/cmdline",
        "env",
        "printenv",
        "jq -n env",
        "export -p",
        "declare -x",
        "set",
        "grep -r token d",
        "head d/*",
        "cat </dev/tcp/example.com/80",
        "echo x >/dev/udp/1.2.3.4/53",
        "sort -o out.txt in.txt",
        "tree -o out.txt",
        "find . -fprint out.txt",
        "flock /tmp/l rm -rf x",
        "coproc rm -rf x",
        "script -c 'rm -rf x'",
        "unshare -r rm -rf x",
        "nsenter -t 1 -m rm x",
        "chronic rm x",
        "busybox rm -rf x",
        "setsid rm x",
        "stdbuf -oL rm x",
        "ionice -c3 rm x",
        "chrt 5 rm x",
        "taskset 1 rm x",
        "cgexec -g cpu:x rm x",
        "firejail --net=none rm x",
        "unknownwrapper --weird rm x",
    ];
    for c in cmds {
        check(
            &w.project,
            &none,
            "bash",
            json!({"command": c}),
            Want::NoAllowButFullAuto,
        );
    }
    let nested = w.project.cwd.join("vendor/lib/.git");
    std::fs::create_dir_all(&nested).unwrap_or_else(|e| panic!("{e}"));
    for c in [
        "git -C vendor/lib status",
        "cd vendor/lib && git log",
        "git --git-dir=vendor/lib/.git log",
    ] {
        check(
            &w.project,
            &none,
            "bash",
            json!({"command": c}),
            Want::NoAllowButFullAuto,
        );
    }
    // The project's own repository stays read-only.
    assert_eq!(
        decision(
            &w.project,
            Mode::Plan,
            &none,
            "bash",
            &json!({"command": "git status"})
        ),
        "allow"
    );
}
