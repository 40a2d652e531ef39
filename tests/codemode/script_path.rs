//! An inner call takes the same path as a direct call (issue #31): schema validation (an
//! argument that fails the tool's schema comes back to the script as a catchable error, and
//! nothing runs, not even a PreToolUse hook), PreToolUse (a hook that blocks an inner call is a
//! refusal the script sees; the hook's input names the inner tool and its input), PostToolUse
//! (fires for the inner call, then for the outer one).

use serde_json::{Value, json};

use super::{node, run};
use crate::support::Test;

/// The hook config: `event` runs `command` for every tool.
fn hook(event: &str, command: &str) -> Value {
    json!({"hooks": {event: [{"hooks": [{"type": "command", "command": command}]}]}})
}

#[test]
fn an_inner_call_that_fails_the_schema_is_a_catchable_error_and_nothing_runs() {
    let Some(node) = node("node25") else { return };
    let script = "try {\n  await tools.write({ path: 'x.txt' });\n  return 'wrote';\n} catch (e) {\n  return 'caught: ' + e.message;\n}";
    let config = hook("PreToolUse", "touch \"$CLAUDE_PROJECT_DIR/pre-ran\"");
    let r = run(
        Test::new(),
        &node,
        &[script],
        config,
        &["--permission-mode", "full-auto"],
    );
    r.out.status(0);
    let ends = r.ends();
    assert_eq!(ends.len(), 2, "{ends:?}");
    let inner = &ends[0];
    assert_eq!(
        (inner.0.as_str(), inner.1.as_deref(), inner.3),
        ("cm_0.1", Some("cm_0"), true),
        "{ends:?}"
    );
    assert!(
        inner.2.starts_with("Invalid arguments for tool `write`: ")
            && inner.2.contains("content")
            && inner
                .2
                .ends_with(". Call the tool again with arguments that match its schema."),
        "{}",
        inner.2
    );
    // The script caught it: the outer call succeeded with the same text.
    assert_eq!(r.outer(), [(format!("caught: {}", inner.2), false)]);
    assert!(!r.t.path().join("x.txt").exists());
    // Only the outer call reached the PreToolUse hook; the invalid inner call did not.
    assert!(r.t.path().join("pre-ran").exists());
    let pre_count = r
        .events()
        .iter()
        .filter(|e| e["type"] == "hook_executed" && e["event"] == "PreToolUse")
        .count();
    assert_eq!(pre_count, 1, "{:?}", r.events());
}

#[test]
fn a_pre_tool_use_hook_that_blocks_an_inner_call_is_a_refusal_the_script_sees() {
    let Some(node) = node("node25") else { return };
    let script = "try {\n  await tools.bash({ command: 'touch ran.txt' });\n  return 'ran';\n} catch (e) {\n  return 'refused: ' + e.message;\n}";
    let command = "cat >> \"$CLAUDE_PROJECT_DIR/pre.jsonl\"; echo >> \"$CLAUDE_PROJECT_DIR/pre.jsonl\"; grep -q '\"Bash\"' \"$CLAUDE_PROJECT_DIR/pre.jsonl\" && echo '{\"hookSpecificOutput\": {\"hookEventName\": \"PreToolUse\", \"permissionDecision\": \"deny\", \"permissionDecisionReason\": \"policy deny\"}}'; exit 0";
    let r = run(
        Test::new(),
        &node,
        &[script],
        hook("PreToolUse", command),
        &["--permission-mode", "full-auto"],
    );
    r.out.status(0);
    assert_eq!(
        r.outer(),
        [(
            "refused: Denied by a PreToolUse hook: policy deny".to_string(),
            false
        )]
    );
    assert!(!r.t.path().join("ran.txt").exists());
    let inputs: Vec<Value> =
        r.t.read("pre.jsonl")
            .lines()
            .filter(|l| !l.trim().is_empty())
            .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: {l}")))
            .collect();
    // The outer call first, then the inner one, with the inner tool's name and input.
    assert_eq!(inputs.len(), 2, "{inputs:?}");
    assert_eq!(inputs[0]["tool_name"], "codemode");
    assert_eq!(inputs[1]["hook_event_name"], "PreToolUse");
    assert_eq!(inputs[1]["tool_name"], "Bash");
    assert_eq!(
        inputs[1]["tool_input"]["command"], "touch ran.txt",
        "{}",
        inputs[1]
    );
}

#[test]
fn a_post_tool_use_hook_fires_for_the_inner_call_then_the_outer_one() {
    let Some(node) = node("node25") else { return };
    let t = Test::new().write("a.txt", "alpha\n");
    let script = "const t = await tools.read({ path: 'a.txt' });\nreturn t.trim();";
    let command =
        "cat >> \"$CLAUDE_PROJECT_DIR/post.jsonl\"; echo >> \"$CLAUDE_PROJECT_DIR/post.jsonl\"";
    let r = run(t, &node, &[script], hook("PostToolUse", command), &[]);
    r.out.status(0);
    assert_eq!(r.outer(), [("1\talpha".to_string(), false)]);
    let inputs: Vec<Value> =
        r.t.read("post.jsonl")
            .lines()
            .filter(|l| !l.trim().is_empty())
            .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: {l}")))
            .collect();
    assert_eq!(inputs.len(), 2, "{inputs:?}");
    assert_eq!(inputs[0]["hook_event_name"], "PostToolUse");
    assert_eq!(inputs[0]["tool_name"], "Read");
    assert_eq!(inputs[0]["tool_input"]["path"], "a.txt", "{}", inputs[0]);
    assert_eq!(inputs[1]["tool_name"], "codemode");
    assert_eq!(inputs[1]["tool_input"]["code"], script, "{}", inputs[1]);
}
