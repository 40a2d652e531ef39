//! The system prompt's tools, rules, project_context and cwd sections as the model receives them,
//! and the todo snapshot that every change reports for the session file.

use serde_json::json;

use super::run_calls_with;
use crate::support::Test;
use crate::support::mock::Recorded;

/// The system prompt of a Chat Completions request.
fn system_prompt(r: &Recorded) -> String {
    r.body["messages"][0]["content"]
        .as_str()
        .unwrap_or_default()
        .to_string()
}

fn layout() -> Test {
    let t = Test::new()
        .write("AGENTS.md", "repo agents")
        .write("CLAUDE.md", "repo claude, read beside AGENTS.md")
        .write("CLAUDE.local.md", "repo agents")
        .write("pkg/CLAUDE.md", "pkg claude")
        .write("pkg/deep/AGENTS.md", "deep agents")
        .write("pkg/deep/src/.keep", "");
    std::fs::create_dir_all(t.path().join(".git")).unwrap_or_else(|e| panic!("{e}"));
    std::fs::write(t.path().join(".git/HEAD"), "ref: refs/heads/topic\n")
        .unwrap_or_else(|e| panic!("{e}"));
    std::fs::write(t.config_dir().join("AGENTS.md"), "user agents")
        .unwrap_or_else(|e| panic!("{e}"));
    // Above the repository root: never part of the context.
    std::fs::write(t.root().join("AGENTS.md"), "outside").unwrap_or_else(|e| panic!("{e}"));
    t.current_dir("pkg/deep/src")
}

#[test]
fn agents_md_discovery_order() {
    let t = layout();
    let (t, _, mock) = run_calls_with(t, &[("bash", json!({"command": "true"}))], json!({}), &[]);
    let reqs = mock.model_requests();
    let prompt = system_prompt(&reqs[0]);
    assert_eq!(
        prompt,
        system_prompt(&reqs[1]),
        "the prompt is byte-identical across turns"
    );
    let work = t.path().display().to_string();
    let expected = format!(
        "Project instructions from AGENTS.md and CLAUDE.md files, outermost first; where they disagree, the file closer to the working directory wins.\n\n\
         <context_file path=\"{config}/AGENTS.md\">\nuser agents\n</context_file>\n\n\
         <context_file path=\"{work}/AGENTS.md\">\nrepo agents\n</context_file>\n\n\
         <context_file path=\"{work}/CLAUDE.md\">\nrepo claude, read beside AGENTS.md\n</context_file>\n\n\
         <context_file path=\"{work}/pkg/CLAUDE.md\">\npkg claude\n</context_file>\n\n\
         <context_file path=\"{work}/pkg/deep/AGENTS.md\">\ndeep agents\n</context_file>\n\n\
         Current working directory: {work}/pkg/deep/src\nPlatform: {os} ({arch})\nToday's date: ",
        config = t.config_dir().display(),
        os = std::env::consts::OS,
        arch = std::env::consts::ARCH,
    );
    assert!(prompt.contains(&expected), "{prompt}");
    assert!(prompt.ends_with("\nGit branch: topic"), "{prompt}");
    // Above the repository: never read. A file with the text of another of its directory: once.
    assert!(!prompt.contains("outside"));
    assert_eq!(prompt.matches("repo agents").count(), 1, "{prompt}");
}

#[test]
fn no_context_files_turns_it_off_and_the_tools_section_lists_snippets() {
    let t = layout();
    let (_, _, mock) = run_calls_with(
        t,
        &[],
        json!({}),
        &["--no-context-files", "--tools", "read,ls"],
    );
    let prompt = system_prompt(&mock.model_requests()[0]);
    assert!(!prompt.contains("<context_file"), "{prompt}");
    assert!(prompt.contains(
        "Available tools:\n- read: read a file's lines (with line numbers) or an image; page with offset/limit\n- ls: list a directory's entries (dirs end in /)\n\nGuidelines:\n- Read a file before you edit it"
    ), "{prompt}");
    assert!(prompt.contains("- Use the grep, glob and ls tools to search and list files, rather than find, grep, cat or ls in bash.\n- Keep commands non-interactive"));
}

#[test]
fn todo_changes_carry_the_snapshot_in_details() {
    let items = json!([{"id": "1", "text": "Reproduce", "status": "done"}, {"id": "2", "text": "Fix", "status": "in_progress"}]);
    let (_, ended, _) = run_calls_with(
        Test::new(),
        &[
            ("todo", json!({"action": "set", "items": items})),
            ("todo", json!({"action": "get"})),
        ],
        json!({}),
        &[],
    );
    assert_eq!(
        ended[0].details,
        json!({"customType": "ama.todo", "data": {"items": items}})
    );
    assert_eq!(
        ended[1].text,
        "Todo list (1 done, 1 in progress, 0 pending):\n[x] 1: Reproduce\n[>] 2: Fix"
    );
    assert_eq!(ended[1].details, json!(null));
}
