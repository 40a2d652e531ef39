//! `make bench-peers` (issue #33): ama and Codex's native binary (the `@openai/codex` package
//! pinned in .ci/npm, installed in `$AMA_NPM_DIR`) through the same mock task, interleaved so
//! both see the same machine load, with the ratio of the medians. The task is the bench's
//! three-request task: two shell commands, then a one-line answer, each CLI calling its own
//! shell tool (ama's `bash`, Codex's `exec_command`). Not part of `make bench`, `make test` or CI:
//! it needs the npm tools, and Codex's figures depend on its release.

use std::path::{Path, PathBuf};
use std::process::Stdio;
use std::time::Duration;

use serde_json::json;

use crate::mock::{MockServer, Turn};
use crate::{Usage, median, ms, run_with, world};

/// A figure's name and how to read it from a run.
type Row = (&'static str, fn(&Usage) -> i64);

/// Rounds of the interleaved pair.
const ROUNDS: usize = 10;

pub fn case() {
    let Some(codex) = codex() else {
        println!(
            "peers: SKIPPED: Codex's native binary is not installed (set AMA_NPM_DIR to the npm tools of .ci/npm, e.g. $HOME/.cache/ama-ci/npm, after `npm ci` there)"
        );
        return;
    };
    println!("peers: ama ({}) against {}", crate::bin(), codex.display());
    let (mut ours, mut theirs) = (Vec::new(), Vec::new());
    for _ in 0..ROUNDS {
        ours.push(ama_task());
        match codex_task(&codex) {
            Some(u) => theirs.push(u),
            None => {
                println!("peers: Codex did not finish the mock task (three requests); no figures");
                return;
            }
        }
    }
    let figure = |v: &[Usage], f: fn(&Usage) -> i64| median(v.iter().map(f).collect());
    let rows: [Row; 3] = [
        ("wall", |u| u.wall.as_micros() as i64),
        ("CPU", |u| u.cpu.as_micros() as i64),
        ("peak RSS", |u| u.max_rss_kb),
    ];
    for (name, f) in rows {
        let (a, c) = (figure(&ours, f), figure(&theirs, f));
        let show = |v: i64| match name {
            "peak RSS" => format!("{:.1} MB", v as f64 / 1024.0),
            _ => ms(Duration::from_micros(v as u64)),
        };
        println!(
            "3-request task, {name:<8} median of {ROUNDS}: ama {}, codex {}, codex/ama {:.1}x",
            show(a),
            show(c),
            c as f64 / a.max(1) as f64
        );
    }
}

/// `$AMA_NPM_DIR`'s (or the CI cache's) Codex binary for this machine.
fn codex() -> Option<PathBuf> {
    let dir = std::env::var_os("AMA_NPM_DIR")
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|h| Path::new(&h).join(".cache/ama-ci/npm")))?;
    let arch = match std::env::consts::ARCH {
        "x86_64" => "x64",
        "aarch64" => "arm64",
        _ => return None,
    };
    let triple = format!("{}-unknown-linux-musl", std::env::consts::ARCH);
    let bin = dir.join(format!(
        "node_modules/@openai/codex-linux-{arch}/vendor/{triple}/bin/codex"
    ));
    bin.is_file().then_some(bin)
}

fn ama_task() -> Usage {
    let mock = MockServer::start(vec![
        Turn::new().tool_call("c1", "bash", json!({"command": "echo one"})),
        Turn::new().tool_call("c2", "bash", json!({"command": "echo two"})),
        Turn::text("done"),
    ]);
    let w = world(&mock);
    let (u, _) = run_with(
        crate::bin(),
        &["-p", "run two commands"],
        &w.env,
        &w.work,
        Stdio::null(),
    );
    assert_eq!(mock.requests().len(), 3, "ama made three requests");
    u
}

/// The same task through `codex exec`, with a config that points it at the mock's Responses API
/// and runs commands without asking.
fn codex_task(codex: &Path) -> Option<Usage> {
    let mock = MockServer::start(vec![
        Turn::new().tool_call("c1", "exec_command", json!({"cmd": "echo one"})),
        Turn::new().tool_call("c2", "exec_command", json!({"cmd": "echo two"})),
        Turn::text("done"),
    ]);
    let w = world(&mock);
    let home = w.work.join("../codex-home");
    std::fs::create_dir_all(&home).ok()?;
    let config = format!(
        "model = \"mock-model\"\nmodel_provider = \"mock\"\napproval_policy = \"never\"\nsandbox_mode = \"danger-full-access\"\n\n[model_providers.mock]\nname = \"mock\"\nbase_url = \"{}\"\nenv_key = \"MOCK_API_KEY\"\nwire_api = \"responses\"\n",
        mock.openai_url()
    );
    std::fs::write(home.join("config.toml"), config).ok()?;
    let env = [
        ("HOME", home.display().to_string()),
        ("CODEX_HOME", home.display().to_string()),
        ("MOCK_API_KEY", "bench".to_string()),
    ];
    let program = codex.display().to_string();
    let args = ["exec", "--skip-git-repo-check", "run two commands"];
    let (u, _) = run_with(&program, &args, &env, &w.work, Stdio::null());
    (mock.requests().len() >= 3).then_some(u)
}
