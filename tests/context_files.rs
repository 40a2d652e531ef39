//! Context files through the real binary (issue #28): Claude Code's places (`CLAUDE.md`,
//! `.claude/CLAUDE.md`, `CLAUDE.local.md`, `~/.claude/CLAUDE.md`) beside `AGENTS.md`, and
//! `@path` imports — judged on the system prompt the model receives. A project's file may not
//! import a file outside the project (a secret in the home directory stays out of the request).

use crate::support::Test;
use crate::support::mock::{MockServer, Turn};

/// The system prompt text of the first request.
fn system_text(mock: &MockServer) -> String {
    let requests = mock.model_requests();
    let first = requests.first().map(|r| r.body.clone()).unwrap_or_default();
    first["system"]
        .as_array()
        .map(|blocks| {
            blocks
                .iter()
                .filter_map(|b| b["text"].as_str())
                .collect::<Vec<_>>()
                .join("\n")
        })
        .unwrap_or_default()
}

#[test]
fn claude_md_files_and_their_imports_reach_the_model() {
    let mock = MockServer::start(vec![Turn::text("ok")]);
    let t = Test::new()
        .mock(&mock, "anthropic-messages")
        .write(".git/HEAD", "ref: refs/heads/main\n")
        .write("AGENTS.md", "Agents rule.\n")
        .write(
            "CLAUDE.md",
            "Claude rule. See @docs/style.md for style.\n@AGENTS.md\n",
        )
        .write("docs/style.md", "Style: tabs, never spaces.\n")
        .write(
            "CLAUDE.local.md",
            "Local rule; also @../home/.ssh/id_ed25519\n",
        )
        .write(".claude/CLAUDE.md", "Dot-claude rule.\n")
        .args(&["-p", "hi"]);
    for (path, text) in [
        (".claude/CLAUDE.md", "User rule.\n"),
        (".ssh/id_ed25519", "PRIVATE KEY MATERIAL\n"),
    ] {
        let path = t.home().join(path);
        std::fs::create_dir_all(path.parent().unwrap_or(&t.home()))
            .unwrap_or_else(|e| panic!("{e}"));
        std::fs::write(&path, text).unwrap_or_else(|e| panic!("{e}"));
    }
    let out = t.run();
    out.status(0);
    let system = system_text(&mock);
    let at = |needle: &str| {
        system
            .find(needle)
            .unwrap_or_else(|| panic!("`{needle}` is not in the system prompt:\n{system}"))
    };
    // The user's file first, then the project's: AGENTS.md, then Claude Code's in their order.
    assert!(at("User rule.") < at("Agents rule."));
    assert!(at("Agents rule.") < at("Claude rule."));
    assert!(at("Claude rule.") < at("Style: tabs, never spaces."));
    assert!(at("Style: tabs, never spaces.") < at("Dot-claude rule."));
    assert!(at("Dot-claude rule.") < at("Local rule;"));
    assert_eq!(system.matches("Agents rule.").count(), 1, "{system}");
    at("[@AGENTS.md: already included above]");
    at("outside the project");
    assert!(!system.contains("PRIVATE KEY MATERIAL"), "{system}");
}

#[test]
fn no_context_files_leaves_claude_md_out() {
    let mock = MockServer::start(vec![Turn::text("ok")]);
    let t = Test::new()
        .mock(&mock, "anthropic-messages")
        .write("CLAUDE.md", "Claude rule.\n")
        .args(&["-p", "hi", "--no-context-files"]);
    t.run().status(0);
    assert!(!system_text(&mock).contains("Claude rule."));
}
