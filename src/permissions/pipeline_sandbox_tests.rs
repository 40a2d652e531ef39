//! The pipeline's sandbox branch against fake statuses, and write targets that escape the
//! project, on a real directory.

use serde_json::{Value, json};

use super::super::{Call, Decision, Env, HookVerdict, Sandbox, Step, decide, unattended};
use super::{Case, run, short};
use crate::permissions::call::{Subject, class_by_name};
use crate::permissions::mode::{Mode, PlanBash};
use crate::permissions::paths::Project;
use crate::permissions::rules::{Rule, Rules};

/// sandbox.md's table against fake statuses: mode × in the sandbox or not × dangerous / deny /
/// hook ask / secret path / `sandbox: false` × unattended.
#[test]
fn sandbox_branch() {
    let deny_rm = Rules {
        deny: Rule::parse("bash(rm *)", "t").into_iter().collect(),
        allow: Vec::new(),
    };
    let none = Rules::default();
    let active = Sandbox::Active {
        network_denied: true,
    };
    let net = Sandbox::Active {
        network_denied: false,
    };
    let ask_hook = HookVerdict::Ask("hook".into());
    type Row<'a> = (
        Mode,
        Sandbox,
        &'a Rules,
        Option<&'a HookVerdict>,
        Value,
        &'a str,
    );
    let cases: &[Row] = &[
        (
            Mode::Default,
            active,
            &none,
            None,
            json!({"command": "make"}),
            "allow",
        ),
        (
            Mode::AutoEdit,
            active,
            &none,
            None,
            json!({"command": "make"}),
            "allow",
        ),
        (
            Mode::Default,
            Sandbox::None,
            &none,
            None,
            json!({"command": "make"}),
            "ask",
        ),
        (
            Mode::Default,
            net,
            &none,
            None,
            json!({"command": "make"}),
            "ask",
        ),
        (
            Mode::Default,
            active,
            &none,
            None,
            json!({"command": "make", "sandbox": false}),
            "ask",
        ),
        (
            Mode::Default,
            active,
            &none,
            None,
            json!({"command": "cat .env | wc"}),
            "ask",
        ),
        (
            Mode::Default,
            active,
            &none,
            None,
            json!({"command": "git push -f"}),
            "ask",
        ),
        (
            Mode::Default,
            active,
            &deny_rm,
            None,
            json!({"command": "rm x"}),
            "deny",
        ),
        (
            Mode::Default,
            active,
            &none,
            Some(&ask_hook),
            json!({"command": "make"}),
            "ask",
        ),
        (
            Mode::Auto,
            active,
            &none,
            None,
            json!({"command": "make"}),
            "classify",
        ),
        (
            Mode::Auto,
            active,
            &none,
            None,
            json!({"command": "make", "sandbox": false}),
            "ask",
        ),
        (
            Mode::Auto,
            active,
            &none,
            None,
            json!({"command": "rm -r dist"}),
            "ask",
        ),
        (
            Mode::Plan,
            active,
            &none,
            None,
            json!({"command": "make"}),
            "deny",
        ),
        (
            Mode::Allowlist,
            active,
            &none,
            None,
            json!({"command": "make"}),
            "deny",
        ),
        (
            Mode::FullAuto,
            active,
            &none,
            None,
            json!({"command": "make", "sandbox": false}),
            "allow",
        ),
    ];
    for (mode, sandbox, rules, hook, input, want) in cases {
        let case = Case {
            mode: *mode,
            rules,
            hook: *hook,
            sandbox: *sandbox,
            plan_bash: PlanBash::Readonly,
        };
        let step = run(&case, "bash", input);
        assert_eq!(short(&step), *want, "{} {sandbox:?} {input}", mode.as_str());
        if let Step::Done(v) = step {
            assert_eq!(
                v.sandboxed,
                *want == "allow" && *mode != Mode::FullAuto,
                "{input}"
            );
            let after = unattended(v);
            assert_ne!(after.decision, Decision::Ask);
        }
    }
}

/// Write targets that leave the project — `..`, a symlink pointing out, `~`, absolute paths —
/// ask in auto-edit and auto, on a real directory.
#[test]
fn write_path_escapes() {
    let tmp = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let work = tmp.path().join("work");
    std::fs::create_dir_all(work.join("src")).unwrap_or_else(|e| panic!("{e}"));
    std::os::unix::fs::symlink(tmp.path(), work.join("out")).unwrap_or_else(|e| panic!("{e}"));
    let p = Project::with(
        &work,
        Some(&tmp.path().join("home")),
        &tmp.path().join("auth.json"),
    );
    let none = Rules::default();
    let absolute = tmp.path().join("x").display().to_string();
    let cases = [
        ("src/new.rs", "allow"),
        ("./src/../src/a.rs", "allow"),
        ("../x", "ask"),
        ("src/../../x", "ask"),
        ("out/x", "ask"),
        ("~/x", "ask"),
        (absolute.as_str(), "ask"),
        ("/etc/passwd", "ask"),
        (".git/config", "ask"),
        (".ama/config.json", "ask"),
    ];
    for mode in [Mode::AutoEdit, Mode::Auto] {
        for (path, want) in cases {
            let input = json!({"path": path, "content": "x"});
            let subject = Subject::of("write", class_by_name("write"), &input, &p);
            let env = Env {
                mode,
                project: &p,
                rules: &none,
                plan_bash: PlanBash::Readonly,
                auto_safe: &[],
                hook: None,
                remembered: false,
                sandbox: Sandbox::None,
            };
            let call = Call {
                tool: "write",
                class: class_by_name("write"),
                input: &input,
                subject: &subject,
                mcp: None,
            };
            let got = short(&decide(&call, &env));
            assert_eq!(got, want, "{path} under {}", mode.as_str());
        }
    }
}
