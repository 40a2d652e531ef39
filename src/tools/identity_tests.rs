//! The identity table against the tools it names: every registered tool has a row and every row a
//! tool, each row agrees with its tool, the Claude Code names read back, and the "adding a tool"
//! recipe of docs/architecture.md holds (every `impl Tool` in `src/tools/` has a row, every row is
//! documented in docs/tools.md).

use std::collections::BTreeSet;

use super::{Kind, Set, agent_layer, from_claude_name, hook_name, row};
use crate::tools::registry::builtin;
use crate::tools::{TOOLS, Tool};

fn source(rel: &str) -> String {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(rel);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

#[test]
fn every_tool_has_a_row_and_every_row_a_tool() {
    let tools = builtin();
    for t in &tools {
        let r = row(t.name()).unwrap_or_else(|| panic!("tool `{}` has no row in TOOLS", t.name()));
        assert!(
            r.make.is_some(),
            "`{}` is registered but its row has no constructor",
            t.name()
        );
        assert_eq!(
            t.permission(),
            r.class,
            "`{}`: the tool's class is not its row's",
            t.name()
        );
    }
    for r in TOOLS {
        let made: Vec<&dyn Tool> = tools.iter().map(|t| t.as_ref()).collect();
        match r.make {
            Some(make) => {
                assert_eq!(make().name(), r.name, "row `{}` makes another tool", r.name);
                assert!(made.iter().any(|t| t.name() == r.name), "row `{}`", r.name);
            }
            None => assert!(agent_layer().any(|a| a == r.name)),
        }
    }
    let names: BTreeSet<&str> = TOOLS.iter().map(|r| r.name).collect();
    assert_eq!(names.len(), TOOLS.len(), "two rows share a name");
    assert!(row("mcp__server__tool").is_none() && hook_name("mcp__server__tool").is_none());
}

#[test]
fn rows_agree_with_their_tools() {
    for t in builtin() {
        let Some(r) = row(t.name()) else { continue };
        let props = &t.parameters()["properties"];
        assert_eq!(
            r.path_arg.is_some(),
            r.kind.on_files(),
            "`{}`: a tool works on files exactly when it has a path argument",
            r.name
        );
        if let Some(arg) = r.path_arg {
            assert!(
                props.get(arg).is_some(),
                "`{}` has no `{arg}` argument",
                r.name
            );
        }
        if r.kind == Kind::Execute {
            assert!(
                props.get("command").is_some(),
                "`{}` has no `command`",
                r.name
            );
        }
        if r.kind == Kind::Write {
            assert!(
                props.get("content").is_some(),
                "`{}` has no `content`",
                r.name
            );
        }
        if let Set::With(other) = r.set {
            assert!(
                row(other).is_some(),
                "`{}` comes with unknown `{other}`",
                r.name
            );
        }
    }
}

#[test]
fn claude_code_names_read_back() {
    let mut seen = BTreeSet::new();
    for r in TOOLS {
        for claude in r.hook_name.iter().chain(r.agent_names) {
            assert!(
                seen.insert(*claude),
                "Claude Code name `{claude}` is on two rows"
            );
            assert_eq!(from_claude_name(claude), Some(r.name), "{claude}");
        }
    }
    // The names hooks and agent files used before the table, unchanged.
    let hooks = [
        ("bash", Some("Bash")),
        ("read", Some("Read")),
        ("write", Some("Write")),
        ("edit", Some("Edit")),
        ("grep", Some("Grep")),
        ("glob", Some("Glob")),
        ("ls", Some("LS")),
        ("todo", Some("TodoWrite")),
        ("task", Some("Task")),
        ("bash_output", None),
        ("bash_kill", None),
        ("multiedit", None),
    ];
    for (ama, cc) in hooks {
        assert_eq!(hook_name(ama), cc, "{ama}");
    }
    for (cc, ama) in [
        ("TodoWrite", "todo"),
        ("MultiEdit", "edit"),
        ("BashOutput", "bash_output"),
        ("KillBash", "bash_kill"),
        ("KillShell", "bash_kill"),
        ("LS", "ls"),
    ] {
        assert_eq!(from_claude_name(cc), Some(ama), "{cc}");
    }
    assert_eq!(from_claude_name("WebFetch"), None);
    assert_eq!(
        from_claude_name("read"),
        None,
        "ama's own names are not Claude Code's"
    );
}

/// docs/architecture.md's recipe: a tool is its file plus a row in `TOOLS`. A type that implements
/// `Tool` in `src/tools/` but is made by no row, or a row not documented, fails here.
#[test]
fn the_recipe_for_a_tool() {
    let table = source("src/tools/mod.rs");
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/tools");
    let mut found = 0;
    for entry in std::fs::read_dir(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())) {
        let path = entry.unwrap_or_else(|e| panic!("{e}")).path();
        let text = std::fs::read_to_string(&path).unwrap_or_default();
        for line in text.lines() {
            let Some(ty) = line.trim().strip_prefix("impl Tool for ") else {
                continue;
            };
            let ty = ty.trim_end_matches('{').trim();
            found += 1;
            assert!(
                table.contains(&format!("{ty})")) || table.contains(&format!("{ty}::")),
                "{} implements Tool for `{ty}`, but no row of TOOLS in src/tools/mod.rs makes it",
                path.display()
            );
        }
    }
    assert!(
        found >= builtin().len(),
        "found {found} `impl Tool for` lines"
    );
    let docs = source("docs/tools.md");
    for r in TOOLS.iter().filter(|r| r.make.is_some()) {
        assert!(
            docs.contains(&format!("`{}`", r.name)) || docs.contains(&format!("## {}\n", r.name)),
            "docs/tools.md does not mention `{}`",
            r.name
        );
    }
}
