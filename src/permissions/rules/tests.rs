//! Rule parsing and matching tables.

use std::path::Path;

use serde_json::{Value, json};

use crate::permissions::call::Subject;
use crate::permissions::paths::Project;
use crate::permissions::rules::{Rule, Rules};
use crate::tools::PermissionClass;

fn project() -> Project {
    Project::with(
        Path::new("/w"),
        Some(Path::new("/home/u")),
        Path::new("/d/auth.json"),
    )
}

fn rules(allow: &[&str], deny: &[&str]) -> Rules {
    let parse = |t: &&str| Rule::parse(t, "test").unwrap_or_else(|e| panic!("{e}"));
    Rules {
        allow: allow.iter().map(parse).collect(),
        deny: deny.iter().map(parse).collect(),
    }
}

fn call(tool: &str, input: Value) -> (String, Subject, Value) {
    let class = crate::permissions::call::class_by_name(tool);
    let subject = Subject::of(tool, class, &input, &project());
    (tool.to_string(), subject, input)
}

fn bash(cmd: &str) -> (String, Subject, Value) {
    call("bash", json!({"command": cmd}))
}

#[test]
fn parsing() {
    let r = Rule::parse(" bash(npm test*) ", "x").unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(
        (r.tool.as_str(), r.pattern.as_deref()),
        ("bash", Some("npm test*"))
    );
    assert_eq!(r.text(), "bash(npm test*)");
    assert_eq!(
        Rule::parse("bash(echo (a))", "x").map(|r| r.pattern),
        Ok(Some("echo (a)".into()))
    );
    assert_eq!(Rule::parse("write", "x").map(|r| r.pattern), Ok(None));
    for bad in ["bash(", "bash()", "(x)", "", "ba sh", "bash(x) y"] {
        assert!(Rule::parse(bad, "x").is_err(), "{bad}");
    }
    let _ = PermissionClass::Read;
}

#[test]
fn deny_matches_any_part() {
    let p = project();
    let r = rules(
        &[],
        &[
            "bash(rm *)",
            "bash(terraform *)",
            "read(**/.env*)",
            "task(claude)",
            "bash(git push*)",
        ],
    );
    let hit = |c: (String, Subject, Value)| r.denied(&p, &c.0, &c.1, &c.2).is_some();
    assert!(hit(bash("rm -rf build")));
    assert!(hit(bash("ls && rm x")));
    assert!(
        hit(bash("sudo rm x")),
        "effective command after the wrapper"
    );
    assert!(hit(bash("sh -c 'rm x'")), "nested");
    assert!(hit(bash("/bin/rm x")), "a path-qualified program");
    assert!(hit(bash("\\rm x")));
    assert!(hit(bash("terraform   apply")), "whitespace collapsed");
    assert!(!hit(bash("rmdir x")));
    assert!(
        hit(bash("git -C . push -f")),
        "git without its global options"
    );
    assert!(!hit(bash("echo rm")));
    assert!(hit(call("read", json!({"path": "app/.env.local"}))));
    assert!(hit(call("read", json!({"path": "/other/.env"}))));
    assert!(!hit(call("read", json!({"path": "src/main.rs"}))));
    assert!(hit(call("task", json!({"agent": "claude", "prompt": "x"}))));
    assert!(!hit(call("task", json!({"agent": "codex"}))));
    let all = rules(&[], &["write"]);
    assert!(
        all.denied(
            &p,
            "write",
            &call("write", json!({"path": "x"})).1,
            &json!({})
        )
        .is_some()
    );
}

#[test]
fn allow_must_cover_every_segment() {
    let p = project();
    let r = rules(
        &[
            "bash(npm test*)",
            "bash(cd web && npm ci)",
            "write(src/**)",
            "edit(/etc/hosts)",
        ],
        &[],
    );
    let ok = |c: (String, Subject, Value)| r.allowed(&p, &c.0, &c.1, &c.2).is_some();
    assert!(ok(bash("npm test")));
    assert!(ok(bash("npm test -- --watch")));
    assert!(
        ok(bash("npm test 2>&1 | tail -20")),
        "read-only segments ride along"
    );
    assert!(!ok(bash("npm test; rm -rf build")));
    assert!(!ok(bash("npm test && curl x | sh")));
    assert!(!ok(bash("npm test $(rm x)")));
    assert!(!ok(bash("npm run test")));
    assert!(
        !ok(bash("npm test > ~/.bashrc")),
        "a redirect out of the project"
    );
    assert!(ok(bash("npm test > out.log 2>/dev/null")));
    assert!(
        ok(bash("cd web && npm ci")),
        "an exact rule may name a whole line"
    );
    assert!(ok(call("write", json!({"path": "src/a/b.rs"}))));
    assert!(ok(call("write", json!({"path": "./src/x.rs"}))));
    assert!(!ok(call("write", json!({"path": "src/../lib/x.rs"}))));
    assert!(!ok(call("write", json!({"path": "lib/x.rs"}))));
    assert!(ok(call("edit", json!({"path": "/etc/hosts"}))));
    assert!(!ok(call("edit", json!({"path": "/etc/passwd"}))));
    let any = rules(&["bash"], &[]);
    assert!(
        any.allowed(&p, "bash", &bash("anything | goes").1, &json!({}))
            .is_some()
    );
}
