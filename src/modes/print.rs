//! Print mode (`ama -p`): one prompt, then the answer as text, one JSON result, or every
//! `SessionEvent` as a JSON line followed by the result (`run_report`; the lines are written on
//! the publishing thread by `stream_json::Lines`). `--timeout` and
//! `--idle-timeout` are the watchdog's (`watchdog`).

use std::io::IsTerminal;
use std::sync::Arc;
use std::sync::mpsc::RecvTimeoutError;
use std::time::{Duration, Instant};

use serde_json::Value;

use crate::agent::bus::Events;
use crate::agent::events::SessionEvent;
use crate::agent::worker::RunSummary;
use crate::agent::{Agent, PromptRequest};
use crate::app::compose;
use crate::app::options::{Args, OutputFormat};
use crate::app::signals;
use crate::error::Result;
use crate::modes::run_report::{self, Ending, Trail};
use crate::modes::stream_json;
use crate::modes::watchdog::{self, Limits, Watchdog};
use crate::util::output::{json_line, write_stdout};

pub fn run(args: &Args, prompt: String, started: Instant) -> Result<i32> {
    // Print mode never warms the prompt cache: it ends before a warm request could pay off.
    let wired = compose::agent(args, false)?;
    let (agent, session_id) = (wired.agent.clone(), wired.session_id.clone());
    let format = args.output_format;
    let lines = (format == OutputFormat::StreamJson).then(|| {
        write_stdout(json_line(&agent.session_start_event()).as_bytes());
        let lines = Arc::new(stream_json::Lines::default());
        agent.attach(lines.clone());
        lines
    });
    let events = subscribe(&agent);
    let signal_state = {
        let agent = agent.clone();
        signals::install(move |_| {
            let _ = agent.abort(std::time::Duration::ZERO);
        })
    };
    let watchdog = Watchdog::start(&agent, Limits::from_args(args), Some(started));
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
    let trail = follow_until_settled(&events, watchdog.as_ref());
    if let Some(lines) = &lines {
        lines.stop();
    }
    let tripped = watchdog.as_ref().and_then(Watchdog::tripped);
    let overdue = watchdog.as_ref().is_some_and(Watchdog::overdue);
    drop(watchdog);
    let summary = agent.last_run().unwrap_or_default();
    let cache = agent.cache_stats();
    let mcp_servers = agent.mcp_reports();
    let session_file = agent.session_file();
    if !overdue {
        wired.host_shutdown();
        agent.fire_session_end("exit");
    }
    watchdog::report_running_jobs(&agent);
    let close_within = Duration::from_secs(if tripped.is_some() { 0 } else { 5 });
    if let Err(e) = agent.close(close_within)
        && tripped.is_none()
    {
        eprintln!("warning: {e}");
    }
    let end = run_report::ending(&summary, tripped, signal_state.exit_code());
    match format {
        OutputFormat::Text => write_text(&summary, &end, signal_state.exit_code()),
        OutputFormat::Json | OutputFormat::StreamJson => {
            let cx = run_report::Context {
                session_id: &session_id,
                session_file,
                started,
                trail: &trail,
            };
            let mut result = run_report::result_object(&summary, &end, &cx);
            result["cache"] = serde_json::to_value(&cache).unwrap_or(Value::Null);
            result["mcpServers"] = Value::Array(mcp_servers);
            write_stdout(json_line(&result).as_bytes());
        }
    }
    if tripped.is_some() && format != OutputFormat::Text {
        // The JSON result says it; stderr gets the same line for a person reading the log.
        eprintln!("error: {}", end.error.as_deref().unwrap_or_default());
    }
    Ok(end.exit_code)
}

/// The events the front end itself reads: every one but the streaming deltas, which stream-json
/// gets on the publishing thread (`stream_json::Lines`) and the other formats never show.
fn subscribe(agent: &Agent) -> Events {
    agent.subscribe_filtered(|e| {
        !matches!(
            e,
            SessionEvent::MessageUpdate { .. } | SessionEvent::ToolExecutionUpdate { .. }
        )
    })
}

/// Shows progress until the run settles (or a limit expired and the run did not settle within
/// the watchdog's grace). Returns what went wrong on the way.
fn follow_until_settled(events: &Events, watchdog: Option<&Watchdog>) -> Trail {
    let progress = std::io::stderr().is_terminal();
    let mut trail = Trail::default();
    loop {
        let event = match events.recv_timeout(POLL) {
            Ok(event) => event,
            Err(RecvTimeoutError::Timeout) if !watchdog.is_some_and(Watchdog::overdue) => continue,
            Err(_) => break,
        };
        trail.see(&event);
        if show_progress(&event, progress) {
            break;
        }
    }
    trail
}

/// How often the wait for the run's events looks at the watchdog.
const POLL: Duration = Duration::from_millis(100);

/// The text result: the final answer on stdout; the run's error (or, when a signal ended it, one
/// line naming the signal) and the count of denied tool calls on stderr.
fn write_text(summary: &RunSummary, end: &Ending, signal: Option<i32>) {
    if !summary.final_text.is_empty() {
        let mut text = summary.final_text.clone();
        if !text.ends_with('\n') {
            text.push('\n');
        }
        write_stdout(text.as_bytes());
    }
    match (signal, &end.error) {
        (Some(code), _) => eprintln!("{}", signal_line(code)),
        (None, Some(msg)) => eprintln!("error: {msg}"),
        (None, None) => {}
    }
    if !summary.permission_denials.is_empty() {
        eprintln!(
            "note: {} tool call(s) needed a permission this unattended run does not have and were denied; see `--permission-mode` and `--allow` (docs/permissions.md)",
            summary.permission_denials.len()
        );
    }
}

/// The line a text run ends with when a signal stopped it (it ended silently with 130 before).
fn signal_line(code: i32) -> String {
    let name = match code {
        crate::error::exit::SIGINT => "SIGINT (Ctrl-C)",
        crate::error::exit::SIGHUP => "SIGHUP",
        _ => "SIGTERM",
    };
    format!("ama: interrupted by {name}; the run was stopped (exit {code})")
}

/// A retry's line names only what failed (`HTTP 503: overloaded`): the provider, URL and model
/// and the advice come once, in the run's final error, not once per retry (issue #30).
fn retry_reason(message: &str) -> String {
    let first = message.lines().next().unwrap_or_default();
    let head = first.split(" (provider `").next().unwrap_or(first);
    match head.char_indices().nth(100) {
        Some((cut, _)) => format!("{}…", &head[..cut]),
        None => head.to_string(),
    }
}

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
            let short = retry_reason(error_message);
            eprintln!("retry {attempt}/{max_attempts} in {delay_ms} ms after: {short}");
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
