//! Claude Code's hook settings through the real binary and the mock (docs/claude-code.md,
//! docs/hooks.md): `disableAllHooks` turns off every hook from Claude Code's places and plugins
//! (ama's own config keeps its hooks; an untrusted project's key is not used), every hook gets
//! `CLAUDE_PROJECT_DIR` (and a plugin's `CLAUDE_PLUGIN_ROOT`), and a transcript-mining Stop hook
//! finds Claude Code's JSONL shape at `transcript_path`, while no mirror exists when no hook is
//! configured.

use std::path::{Path, PathBuf};

use serde_json::{Value, json};

use crate::claude::write_home;
use crate::support::Test;
use crate::support::mock::{MockServer, Turn};

const API: &str = "anthropic-messages";

fn base(mock: &MockServer) -> Test {
    Test::new()
        .mock(mock, API)
        .env_remove("CLAUDE_CONFIG_DIR")
        .env_remove("CLAUDE_PLUGIN_ROOT")
        .env_remove("CLAUDE_PROJECT_DIR")
}

/// `{"hooks": {"UserPromptSubmit": [{"hooks": [{"type": "command", "command": c}]}]}}`.
fn prompt_hook(command: &str) -> Value {
    json!({"hooks": {"UserPromptSubmit": [{"hooks": [{"type": "command", "command": command}]}]}})
}

/// A plugin at `<test root>/plug` whose UserPromptSubmit hook runs `command`.
fn plugin(t: &Test, command: &str) -> PathBuf {
    let root = t.root().join("plug");
    std::fs::create_dir_all(root.join(".claude-plugin")).unwrap_or_else(|e| panic!("{e}"));
    std::fs::create_dir_all(root.join("hooks")).unwrap_or_else(|e| panic!("{e}"));
    std::fs::write(
        root.join(".claude-plugin/plugin.json"),
        r#"{"name": "plug"}"#,
    )
    .unwrap_or_else(|e| panic!("{e}"));
    std::fs::write(
        root.join("hooks/hooks.json"),
        prompt_hook(command).to_string(),
    )
    .unwrap_or_else(|e| panic!("{e}"));
    root
}

/// The marker files present in `<test root>/out`, sorted.
fn markers(t: &Test) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(t.root().join("out"))
        .map(|d| {
            d.filter_map(|e| e.ok())
                .map(|e| e.file_name().to_string_lossy().into_owned())
                .collect()
        })
        .unwrap_or_default();
    names.sort();
    names
}

/// One run with a hook in ama's config, the user's Claude Code settings (`user` merged in), a
/// trusted or untrusted project's `.claude/settings.json` (`project` merged in) and a plugin;
/// each hook touches its marker.
fn hooks_run(user: Value, project: Value, trusted: bool) -> Test {
    let mock = MockServer::start(vec![Turn::text("ok")]);
    let t = base(&mock);
    let out = t.root().join("out");
    std::fs::create_dir_all(&out).unwrap_or_else(|e| panic!("{e}"));
    let touch = |name: &str| format!("touch {}/{name}", out.display());
    let mut user_settings = prompt_hook(&touch("claude-user"));
    merge(&mut user_settings, user);
    let mut project_settings = prompt_hook(&touch("claude-project"));
    merge(&mut project_settings, project);
    let root = plugin(&t, &touch("plugin"));
    let mut args = vec![
        "-p".to_string(),
        "--plugin-dir".into(),
        root.display().to_string(),
    ];
    if trusted {
        args.push("--trust-project".into());
    }
    args.push("go".into());
    let arg_refs: Vec<&str> = args.iter().map(String::as_str).collect();
    let t = t
        .config_merge(prompt_hook(&touch("ama-config")))
        .write(".claude/settings.json", project_settings.to_string())
        .args(&arg_refs);
    write_home(&t, ".claude/settings.json", &user_settings.to_string());
    t.run().status(0).stdout("ok\n");
    t
}

fn merge(into: &mut Value, from: Value) {
    if let (Some(a), Value::Object(b)) = (into.as_object_mut(), from) {
        a.extend(b);
    }
}

#[test]
fn disable_all_hooks_turns_off_claude_codes_hooks_and_plugins_but_not_amas_own() {
    let all = ["ama-config", "claude-project", "claude-user", "plugin"];
    // Without the key every origin runs.
    let t = hooks_run(json!({}), json!({}), true);
    assert_eq!(markers(&t), all);
    // In the user's file: no hook from Claude Code's places or plugins runs.
    let t = hooks_run(json!({"disableAllHooks": true}), json!({}), true);
    assert_eq!(markers(&t), ["ama-config"]);
    // In a trusted project's file: the same.
    let t = hooks_run(json!({}), json!({"disableAllHooks": true}), true);
    assert_eq!(markers(&t), ["ama-config"]);
    // In an untrusted project's file it is not used (turning off the user's hooks loosens);
    // that project's own hooks are skipped anyway.
    let t = hooks_run(json!({}), json!({"disableAllHooks": true}), false);
    assert_eq!(markers(&t), ["ama-config", "claude-user", "plugin"]);
    // `false` changes nothing.
    let t = hooks_run(json!({"disableAllHooks": false}), json!({}), true);
    assert_eq!(markers(&t), all);
}

#[test]
fn every_hook_gets_claude_project_dir_and_a_plugins_hook_its_root() {
    let mock = MockServer::start(vec![Turn::text("ok")]);
    let t = base(&mock);
    let out = t.root().join("out");
    std::fs::create_dir_all(&out).unwrap_or_else(|e| panic!("{e}"));
    let report = |name: &str| {
        format!(
            "printf '%s|%s' \"$CLAUDE_PROJECT_DIR\" \"${{CLAUDE_PLUGIN_ROOT-unset}}\" > {}/{name}",
            out.display()
        )
    };
    let root = plugin(&t, &report("plugin.txt"));
    let t = t
        .config_merge(prompt_hook(&report("ama.txt")))
        .write(
            ".claude/settings.json",
            prompt_hook(&report("project.txt")).to_string(),
        )
        .arg("--plugin-dir")
        .arg(&root)
        .args(&["-p", "--trust-project", "go"]);
    write_home(
        &t,
        ".claude/settings.json",
        &prompt_hook(&report("user.txt")).to_string(),
    );
    t.run().status(0).stdout("ok\n");
    let project = std::fs::canonicalize(t.path()).unwrap_or_default();
    let read = |name: &str| std::fs::read_to_string(out.join(name)).unwrap_or_default();
    let plain = format!("{}|unset", project.display());
    assert_eq!(read("ama.txt"), plain);
    assert_eq!(read("user.txt"), plain);
    assert_eq!(read("project.txt"), plain);
    assert_eq!(
        read("plugin.txt"),
        format!("{}|{}", project.display(), root.display())
    );
}

/// The Stop hook a transcript miner would write: the tool names and the last assistant text it
/// finds in the file at `transcript_path`, and a copy of that file.
fn miner(out: &Path) -> String {
    format!(
        r#"T=$(jq -r .transcript_path); cp "$T" {o}/transcript.jsonl; jq -rs '[.[] | select(.type == "assistant") | .message.content[] | select(.type == "tool_use") | .name] | join(",")' "$T" > {o}/tools.txt; jq -rs '[.[] | select(.type == "assistant") | .message.content[] | select(.type == "text") | .text] | last' "$T" > {o}/last.txt"#,
        o = out.display()
    )
}

#[test]
fn a_transcript_mining_stop_hook_finds_claude_codes_jsonl_shape() {
    if std::process::Command::new("jq")
        .arg("--version")
        .output()
        .is_err()
    {
        crate::support::skip::skipped("jq is not installed; the transcript miner needs it");
        assert!(
            std::env::var("CI").as_deref() != Ok("true"),
            "CI=true but jq is missing"
        );
        return;
    }
    let mock = MockServer::start(vec![
        Turn::new()
            .tool_call("c1", "bash", json!({"command": "echo one"}))
            .tool_call("c2", "write", json!({"path": "a.txt", "content": "a"})),
        Turn::text("all done"),
    ]);
    let t = base(&mock);
    let out = t.root().join("out");
    std::fs::create_dir_all(&out).unwrap_or_else(|e| panic!("{e}"));
    let stop =
        json!({"hooks": {"Stop": [{"hooks": [{"type": "command", "command": miner(&out)}]}]}});
    let t = t.args(&["-p", "--permission-mode", "full-auto", "go"]);
    write_home(&t, ".claude/settings.json", &stop.to_string());
    t.run().status(0).stdout("all done\n");
    let read = |name: &str| std::fs::read_to_string(out.join(name)).unwrap_or_default();
    assert_eq!(read("tools.txt"), "Bash,Write\n");
    assert_eq!(read("last.txt"), "all done\n");
    let lines: Vec<Value> = read("transcript.jsonl")
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or(Value::Null))
        .collect();
    let kinds: Vec<&str> = lines.iter().filter_map(|l| l["type"].as_str()).collect();
    assert_eq!(kinds, ["user", "assistant", "user", "user", "assistant"]);
    assert_eq!(
        lines[0]["message"],
        json!({"role": "user", "content": "go"})
    );
    assert_eq!(lines[0]["parentUuid"], Value::Null);
    for pair in lines.windows(2) {
        assert_eq!(pair[1]["parentUuid"], pair[0]["uuid"], "a chain of uuids");
    }
    assert_eq!(lines[1]["message"]["stop_reason"], "tool_use");
    assert_eq!(lines[2]["message"]["content"][0]["type"], "tool_result");
    assert_eq!(lines[2]["message"]["content"][0]["tool_use_id"], "c1");
    assert_eq!(lines[2]["message"]["content"][0]["content"], "one\n");
    assert_eq!(
        lines[4]["message"]["content"],
        json!([{"type": "text", "text": "all done"}])
    );
}

/// Lists, from a bash call during the run, what ama keeps in its temp dir.
fn temp_listing_run(with_hook: bool) -> String {
    let t0 = Test::new();
    let tmp = t0.root().join("tmp");
    std::fs::create_dir_all(&tmp).unwrap_or_else(|e| panic!("{e}"));
    let list = format!("ls -a {} > listing.txt", tmp.display());
    let mock = MockServer::start(vec![
        Turn::new().tool_call("c1", "bash", json!({"command": list})),
        Turn::text("ok"),
    ]);
    let t = t0
        .mock(&mock, API)
        .env_remove("CLAUDE_CONFIG_DIR")
        .env("TMPDIR", &tmp)
        .args(&["-p", "--permission-mode", "full-auto", "go"]);
    if with_hook {
        write_home(
            &t,
            ".claude/settings.json",
            &json!({"hooks": {"Stop": [{"hooks": [{"type": "command", "command": "true"}]}]}})
                .to_string(),
        );
    }
    t.run().status(0).stdout("ok\n");
    t.read("listing.txt")
}

#[test]
fn no_transcript_mirror_is_kept_without_hooks() {
    assert!(!temp_listing_run(false).contains("ama-transcripts-"));
    // With a hook configured the mirror's directory is there (and removed at exit).
    assert!(temp_listing_run(true).contains("ama-transcripts-"));
}
