//! `ama permissions check`: shows how the permission pipeline judges one call, without running
//! it, so users can debug their modes and rules. Exit 0 allow, 10 ask, 11 deny.

use std::ffi::OsString;
use std::path::PathBuf;

use lexopt::prelude::*;
use serde_json::{Value, json};

use crate::app::compose;
use crate::cli::args::Args;
use crate::error::{Error, Result};
use crate::permissions::Permissions;
use crate::permissions::pipeline::Decision;
use crate::util::cancel::Cancel;
use crate::util::output::write_stdout;

pub const USAGE: &str = "usage: ama permissions check [FLAGS] <tool> <input>

  Shows how the permission pipeline would judge one tool call; the tool never runs.
  Flags go before <tool>; everything after the start of <input> is input.
  <input> is the command text for bash, and a JSON object for any other tool:
    ama permissions check bash \"git push --force\"
    ama permissions check --mode auto-edit write '{\"path\": \"src/main.rs\"}'

  Prints the decision (allow, ask or deny), the tier that decided (rule, static, classifier,
  classifier-skipped or mode) and the rule or list entry responsible. Exit status: 0 allow,
  10 ask, 11 deny, 2 for bad arguments (an unknown tool, input that is not a JSON object).

FLAGS:
        --mode <MODE>     default, auto-edit, plan, auto, full-auto or allowlist
        --cwd <DIR>       the project directory (default: the current one)
        --allow <RULE>    an allow rule, as --allow takes it (repeatable)
        --deny <RULE>     a deny rule (repeatable)
        --api-key-file <FILE>
                          judge as a run given this --api-key-file would (a secret path)
        --json            print the decision as one JSON object
        --classify        in auto mode, ask the classifier model (sends a request)
    -h, --help            show this help
";

#[derive(Default)]
struct CheckArgs {
    mode: Option<String>,
    cwd: Option<PathBuf>,
    allow: Vec<String>,
    deny: Vec<String>,
    json: bool,
    classify: bool,
    words: Vec<String>,
    /// `--api-key-file`: judged as a secret path, as in a run given the same flag.
    api_key_file: Option<PathBuf>,
}

fn usage(message: &str) -> Error {
    let first = USAGE.lines().next().unwrap_or_default();
    Error::Usage(format!(
        "{message}\n{first}\n(`ama permissions --help` explains it)"
    ))
}

/// The flags and words; `None` when `--help` was given (and printed).
fn parse(raw: Vec<OsString>) -> Result<Option<CheckArgs>> {
    let mut a = CheckArgs::default();
    let mut p = lexopt::Parser::from_args(raw);
    let text = |v: OsString, flag: &str| {
        v.into_string()
            .map_err(|v| usage(&format!("{flag}: {v:?} is not valid UTF-8")))
    };
    while let Some(arg) = p.next().map_err(|e| usage(&e.to_string()))? {
        match arg {
            Long("mode") => {
                a.mode = Some(text(
                    p.value().map_err(|e| usage(&e.to_string()))?,
                    "--mode",
                )?)
            }
            Long("cwd") => {
                a.cwd = Some(PathBuf::from(p.value().map_err(|e| usage(&e.to_string()))?))
            }
            Long("allow") => a.allow.push(text(
                p.value().map_err(|e| usage(&e.to_string()))?,
                "--allow",
            )?),
            Long("deny") => a.deny.push(text(
                p.value().map_err(|e| usage(&e.to_string()))?,
                "--deny",
            )?),
            Long("api-key-file") => {
                a.api_key_file = Some(PathBuf::from(p.value().map_err(|e| usage(&e.to_string()))?));
            }
            Long("json") => a.json = true,
            Long("classify") => a.classify = true,
            Short('h') | Long("help") => {
                write_stdout(USAGE.as_bytes());
                return Ok(None);
            }
            Value(v) => {
                a.words.push(text(v, "argument")?);
                // Once the input starts, the rest is input: `check bash cargo test --all`.
                if a.words.len() == 2 {
                    for v in p.raw_args().map_err(|e| usage(&e.to_string()))? {
                        a.words.push(text(v, "argument")?);
                    }
                }
            }
            other => {
                return Err(usage(&crate::cli::suggest::unknown_subcommand_flag(
                    "permissions",
                    other,
                )));
            }
        }
    }
    Ok(Some(a))
}

/// `ama permissions …`; returns the exit code.
pub fn run(raw: Vec<OsString>) -> Result<i32> {
    let mut raw = raw.into_iter();
    match raw.next().and_then(|s| s.into_string().ok()).as_deref() {
        Some("check") => {}
        Some("--help" | "-h" | "help") | None => {
            write_stdout(USAGE.as_bytes());
            return Ok(0);
        }
        Some(other) => {
            let hint = if crate::cli::suggest::distance(other, "check") <= 2 {
                " (did you mean `check`?)"
            } else {
                ""
            };
            return Err(usage(&format!(
                "unknown `ama permissions` subcommand `{other}`{hint}; the only one is `check`"
            )));
        }
    }
    let Some(a) = parse(raw.collect())? else {
        return Ok(0);
    };
    let mut words = a.words.into_iter();
    let (Some(tool), Some(first)) = (words.next(), words.next()) else {
        return Err(usage("give a tool name and its input"));
    };
    // Every row of the tool table: the registry's tools and those the agent runs (`task`).
    let Some(known) = crate::tools::identity::row(&tool) else {
        let names: Vec<&str> = crate::tools::TOOLS.iter().map(|r| r.name).collect();
        let hint = crate::cli::suggest::nearest(&tool, names.iter().copied())
            .map(|g| format!("; did you mean `{g}`?"))
            .unwrap_or_default();
        return Err(usage(&format!(
            "unknown tool `{tool}`{hint}\nThe known tools are: {}.",
            names.join(", ")
        )));
    };
    let class = known.class;
    let input: Value = if tool == "bash" {
        let mut command = first;
        for w in words {
            command.push(' ');
            command.push_str(&w);
        }
        json!({"command": command})
    } else {
        if words.next().is_some() {
            return Err(usage(
                "for tools other than bash, pass the input as one JSON object",
            ));
        }
        match serde_json::from_str::<Value>(&first) {
            Ok(v @ Value::Object(_)) => v,
            _ => {
                return Err(usage(&format!(
                    "the input for `{tool}` must be a JSON object, e.g. '{{\"path\": \"src/main.rs\"}}'; got `{first}`"
                )));
            }
        }
    };
    let cwd = match a.cwd {
        Some(d) => {
            std::fs::canonicalize(&d).map_err(|e| Error::io("use the --cwd directory", d, e))?
        }
        None => std::env::current_dir()
            .map_err(|e| Error::io("read the current directory", PathBuf::from("."), e))?,
    };
    let args = Args {
        permission_mode: a.mode,
        allow: a.allow,
        deny: a.deny,
        api_key_file: a.api_key_file,
        ..Args::default()
    };
    let registry = compose::registry(&args)?;
    let project = crate::config::project::ProjectFile::read(&cwd);
    let config = compose::permission_config(&args, &registry, &cwd, &project)?;
    for w in &config.warnings {
        eprintln!("warning: {w}");
    }
    let mode = config.mode;
    let mut permissions =
        Permissions::new(config.clone(), &cwd).with_sandbox(compose::bash_sandbox(
            &crate::tools::bash::BashSandbox::for_run(registry.settings(), None, &project),
        ));
    if a.classify {
        let (model, api_key) = compose::model_and_key(&args, &registry)?;
        let classifier = compose::classifier(&config, &registry, &model, &api_key)?;
        permissions = permissions.with_classifier(classifier);
    }
    let cancel = Cancel::new();
    let classify = a.classify.then_some((&cancel, ""));
    let (verdict, _) = permissions.evaluate(&tool, class, &input, classify);
    if a.json {
        let v = json!({
            "tool": tool,
            "mode": mode.as_str(),
            "decision": verdict.decision,
            "layer": verdict.layer.as_str(),
            "entry": verdict.entry,
            "reason": verdict.reason,
        });
        write_stdout(format!("{v}\n").as_bytes());
    } else {
        let mut out = format!(
            "decision: {}\nlayer: {}\n",
            verdict.decision.as_str(),
            verdict.layer.as_str()
        );
        if let Some(e) = &verdict.entry {
            out.push_str(&format!("entry: {e}\n"));
        }
        out.push_str(&format!(
            "reason: {}\nmode: {}\n",
            verdict.reason,
            mode.as_str()
        ));
        write_stdout(out.as_bytes());
    }
    Ok(match verdict.decision {
        Decision::Allow => 0,
        Decision::Ask => crate::error::exit::PERMISSION_ASK,
        Decision::Deny => crate::error::exit::PERMISSION_DENY,
    })
}
