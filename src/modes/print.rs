//! Print mode (`ama -p`): one prompt, then the answer as text, one JSON result, or every
//! `SessionEvent` as a JSON line followed by the result.

use std::io::IsTerminal;
use std::time::Instant;

use serde_json::{Value, json};

use crate::agent::bus::Events;
use crate::agent::events::SessionEvent;
use crate::agent::worker::RunSummary;
use crate::agent::{Agent, PromptRequest};
use crate::ai::types::StopReason;
use crate::app::compose;
use crate::app::options::{Args, OutputFormat};
use crate::app::signals;
use crate::error::Result;
use crate::util::output::{json_line, write_stdout};

pub fn run(args: &Args, prompt: String) -> Result<i32> {
    // Print mode never warms the prompt cache: it ends before a warm request could pay off.
    let wired = compose::agent(args, false)?;
    let (agent, session_id) = (wired.agent.clone(), wired.session_id.clone());
    let started = Instant::now();
    let format = args.output_format;
    let events = subscribe(&agent, format);
    let signal_state = {
        let agent = agent.clone();
        signals::install(move |_| {
            let _ = agent.abort(std::time::Duration::ZERO);
        })
    };
    if format == OutputFormat::StreamJson {
        write_stdout(json_line(&agent.session_start_event()).as_bytes());
    }
    let trusted = crate::config::trust::is_trusted(agent.cwd(), args.trust_project);
    let (prompt, attachments) = match crate::commands::print_prompt::expand(&agent, trusted, &prompt) {
        Ok(Some(e)) => (e.text, e.attachments),
        Ok(None) => (prompt, Vec::new()),
        Err(e) => {
            let _ = agent.close(std::time::Duration::from_secs(5));
            return Err(crate::error::Error::Run(e.to_string()));
        }
    };
    if let Err(e) = agent.prompt(PromptRequest {
        images: [args.images.clone(), attachments].concat(),
        ..PromptRequest::text(prompt)
    }) {
        let _ = agent.close(std::time::Duration::from_secs(5));
        return Err(crate::error::Error::Run(e.to_string()));
    }
    follow_until_settled(&events, format, std::io::stderr().is_terminal());
    let summary = agent.last_run().unwrap_or_default();
    let cache = agent.cache_stats();
    let mcp_servers = agent.mcp_reports();
    let session_file = agent.session_file();
    wired.host_shutdown();
    agent.fire_session_end("exit");
    if let Err(e) = agent.close(std::time::Duration::from_secs(5)) {
        eprintln!("warning: {e}");
    }
    let signal_code = signal_state.exit_code();
    let is_error = summary.max_turns_hit
        || matches!(summary.stop_reason, StopReason::Error | StopReason::Aborted);
    match format {
        OutputFormat::Text => write_text(&summary, is_error && signal_code.is_none()),
        OutputFormat::Json | OutputFormat::StreamJson => {
            let mut result = result_object(&summary, &session_id, session_file, started, is_error);
            result["cache"] = serde_json::to_value(&cache).unwrap_or(Value::Null);
            result["mcpServers"] = Value::Array(mcp_servers);
            write_stdout(json_line(&result).as_bytes());
        }
    }
    Ok(match signal_code {
        Some(c) => c,
        None if is_error => 1,
        None => 0,
    })
}

/// Every event for stream-json; the others skip the streaming deltas they never show.
fn subscribe(agent: &Agent, format: OutputFormat) -> Events {
    if format == OutputFormat::StreamJson {
        return agent.subscribe();
    }
    agent.subscribe_filtered(|e| {
        !matches!(
            e,
            SessionEvent::MessageUpdate { .. } | SessionEvent::ToolExecutionUpdate { .. }
        )
    })
}

/// Shows progress, and for stream-json writes every event, until the run settles. Lines that
/// are already waiting are written together: one write per batch, not per event.
fn follow_until_settled(events: &Events, format: OutputFormat, progress: bool) {
    let mut batch = String::new();
    let mut settled = false;
    while !settled {
        let Ok(mut event) = events.recv() else { break };
        loop {
            if format == OutputFormat::StreamJson {
                batch.push_str(&json_line(&event));
            }
            settled = show_progress(&event, progress);
            if settled || batch.len() >= BATCH_BYTES {
                break;
            }
            match events.try_recv() {
                Ok(next) => event = next,
                Err(_) => break,
            }
        }
        if !batch.is_empty() {
            write_stdout(batch.as_bytes());
            batch.clear();
        }
    }
}

/// The text result: the final answer on stdout; the run's error (unless a signal ended it) and
/// the count of denied tool calls on stderr.
fn write_text(summary: &RunSummary, show_error: bool) {
    if !summary.final_text.is_empty() {
        let mut text = summary.final_text.clone();
        if !text.ends_with('\n') {
            text.push('\n');
        }
        write_stdout(text.as_bytes());
    }
    if let (true, Some(msg)) = (show_error, &summary.error_message) {
        eprintln!("error: {msg}");
    }
    if !summary.permission_denials.is_empty() {
        eprintln!(
            "note: {} tool call(s) needed a permission this unattended run does not have and were denied; see `--permission-mode` and `--allow` (docs/permissions.md)",
            summary.permission_denials.len()
        );
    }
}

/// Most bytes of stream-json lines written at once.
const BATCH_BYTES: usize = 64 * 1024;

/// Progress lines on stderr for one event; true at `agent_settled`, the last event of the run.
fn show_progress(event: &SessionEvent, progress: bool) -> bool {
    match event {
        SessionEvent::ToolExecutionStart {
            tool_name, args, ..
        } if progress => {
            eprintln!("→ {tool_name} {}", short(args));
        }
        SessionEvent::AutoRetryStart {
            attempt,
            max_attempts,
            delay_ms,
            error_message,
        } => {
            eprintln!("retry {attempt}/{max_attempts} in {delay_ms} ms after: {error_message}");
        }
        SessionEvent::Notification { level, message } => match *level {
            "info" => eprintln!("{message}"),
            "warn" => eprintln!("warning: {message}"),
            _ => eprintln!("error: {message}"),
        },
        SessionEvent::AgentSettled { .. } => return true,
        _ => {}
    }
    false
}

fn result_object(
    s: &RunSummary,
    session_id: &str,
    session_file: Option<std::path::PathBuf>,
    started: Instant,
    is_error: bool,
) -> Value {
    let subtype = if s.max_turns_hit {
        "error_max_turns"
    } else if is_error {
        "error_during_execution"
    } else {
        "success"
    };
    let mut v = json!({
        "type": "result",
        "subtype": subtype,
        "isError": is_error,
        "result": s.final_text,
        "sessionId": session_id,
        "sessionFile": session_file.map(|p| p.display().to_string()),
        "numTurns": s.num_turns,
        "durationMs": started.elapsed().as_millis() as u64,
        "durationApiMs": s.duration_api_ms,
        "stopReason": s.stop_reason.as_str(),
        "usage": s.usage,
        "costUsd": s.usage.cost.as_ref().map(|c| c.total),
        "permissionDenials": s.permission_denials,
    });
    if let (true, Some(msg)) = (is_error, &s.error_message) {
        v["error"] = Value::String(msg.clone());
    }
    if let Some(stop) = &s.stopped_by_hook {
        // A hook's `continue: false` is a clean end (exit 0), not an error.
        v["stoppedByHook"] = json!(stop);
    }
    if is_error {
        let code = if s.max_turns_hit {
            "max_turns"
        } else {
            s.error_code.unwrap_or("run_error")
        };
        v["errorCode"] = Value::String(code.into());
    }
    v
}

/// A one-line view of tool arguments for progress output.
fn short(args: &Value) -> String {
    let s = args
        .get("command")
        .or_else(|| args.get("path"))
        .map_or_else(
            || args.to_string(),
            |v| {
                v.as_str()
                    .map(String::from)
                    .unwrap_or_else(|| v.to_string())
            },
        );
    let line = s.lines().next().unwrap_or("");
    match line.char_indices().nth(80) {
        Some((i, _)) => format!("{}…", &line[..i]),
        None => line.to_string(),
    }
}
