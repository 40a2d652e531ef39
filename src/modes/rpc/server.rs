//! The RPC server loop: `hello`, then `session_start`; commands read from stdin and mapped onto
//! `agent::Agent` (abort on its own thread, so `get_state` answers while it waits); the agent's
//! events and the responses share one bounded outbox and its writer thread. At end of input,
//! approvals are withdrawn, in-flight work finishes, every line is written and the exit code is 0.

use std::sync::Arc;
use std::thread::JoinHandle;
use std::time::Duration;

use serde::Serialize;

use crate::agent::Agent;
use crate::app::options::Args;
use crate::app::{compose, signals};
use crate::error::Result;
use crate::modes::rpc::dispatch;
use crate::modes::rpc::outbox::Outbox;
use crate::modes::rpc::wire::{LineReader, parse_line};
use crate::modes::watchdog::{Limits, Watchdog};

pub const PROTOCOL_VERSION: u32 = 1;
/// What this build supports.
pub const CAPABILITIES: [&str; 3] = ["approvals", "images", "hooks"];

/// How long a signal gives the run to stop before ama exits anyway.
const SIGNAL_STOP: Duration = Duration::from_secs(5);

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Hello {
    #[serde(rename = "type")]
    kind: &'static str,
    protocol_version: u32,
    agent: &'static str,
    version: &'static str,
    capabilities: [&'static str; 3],
}

pub fn run(args: &Args) -> Result<i32> {
    crate::agent::worker::exit_on_panic_when_aborting();
    let compose::Composed { options, host, .. } = compose::agent_options(args, true)?;
    let outbox = Outbox::spawn(std::io::stdout());
    outbox.send(&Hello {
        kind: "hello",
        protocol_version: PROTOCOL_VERSION,
        agent: "ama",
        version: env!("CARGO_PKG_VERSION"),
        capabilities: CAPABILITIES,
    });
    let (agent, registry) = start_agent(args, options, host.as_ref(), &outbox)?;
    let signal_state = install_signals(&agent);
    // Each run is bounded by --timeout and --idle-timeout, so nothing keeps ama alive after
    // the end of input but a run that is still making progress within them.
    let watchdog = Watchdog::start(&agent, Limits::from_args(args), None);
    let outbox = Arc::new(outbox);
    let in_flight = serve(&agent, &registry, &outbox, &signal_state);
    // End of input: no more commands, approvals withdrawn, running work finishes.
    agent.set_client_capabilities(&[]);
    for h in in_flight {
        let _ = h.join();
    }
    while !agent.wait_idle(Duration::from_millis(20)) {
        if signal_state.exit_code().is_some() {
            let _ = agent.abort(SIGNAL_STOP);
        }
        if watchdog.as_ref().is_some_and(Watchdog::overdue) {
            eprintln!("error: the run did not stop after its limit expired; ending ama");
            break;
        }
    }
    drop(watchdog);
    if let Some(h) = &host {
        crate::host::session_shutdown(h);
    }
    agent.fire_session_end("exit");
    crate::modes::watchdog::report_running_jobs(&agent);
    if let Err(e) = agent.close(SIGNAL_STOP) {
        eprintln!("warning: {e}");
    }
    drop(agent);
    if let Ok(outbox) = Arc::try_unwrap(outbox) {
        outbox.close();
    }
    Ok(signal_state.exit_code().unwrap_or(0))
}

/// Starts the agent and its command registry, sends `session_start`, attaches the outbox and
/// the host, and fires SessionStart (a hook that fails it is a startup error).
fn start_agent(
    args: &Args,
    options: crate::agent::AgentOptions,
    host: Option<&Arc<crate::host::Host>>,
    outbox: &Outbox,
) -> Result<(Agent, Arc<crate::commands::Registry>)> {
    let opened_reason = options.reason;
    let agent = Agent::start(options);
    let trusted = crate::config::trust::is_trusted(agent.cwd(), args.trust_project);
    let (registry, warnings) = crate::commands::for_agent(
        agent.cwd(),
        trusted,
        &agent.installed_skills(),
        agent.mcp_servers(),
    );
    for w in warnings {
        eprintln!("warning: {w}");
    }
    outbox.send(&agent.session_start_event());
    agent.attach(crate::modes::rpc::failure::FailureNotices::wrap(outbox.sink()));
    if let Some(h) = host {
        crate::host::attach(h, &agent);
    }
    if let Err(e) = agent.fire_session_start(opened_reason) {
        let _ = agent.close(SIGNAL_STOP);
        return Err(crate::error::Error::Extension(e.to_string()));
    }
    Ok((agent, Arc::new(registry)))
}

/// A signal aborts, lets the run end cleanly, releases the session, then exits with 130 / 143.
fn install_signals(agent: &Agent) -> signals::SignalState {
    let agent = agent.clone();
    signals::install(move |code| {
        let _ = agent.close(SIGNAL_STOP);
        std::thread::sleep(Duration::from_millis(50));
        crate::app::signals::exit_sequence();
        std::process::exit(code);
    })
}

/// Answers commands from stdin until end of input or a signal; a long-running command gets its
/// own thread, whose handles are returned so the caller can wait for them.
fn serve(
    agent: &Agent,
    registry: &Arc<crate::commands::Registry>,
    outbox: &Arc<Outbox>,
    signal_state: &signals::SignalState,
) -> Vec<JoinHandle<()>> {
    let mut in_flight: Vec<JoinHandle<()>> = Vec::new();
    let mut reader = LineReader::new(std::io::stdin());
    while signal_state.exit_code().is_none() {
        let line = match reader.next_line() {
            Ok(Some(line)) => line,
            Ok(None) | Err(_) => break,
        };
        let incoming = match parse_line(&line) {
            Ok(c) => c,
            Err(error) => {
                outbox.send_line(dispatch::parse_error_line(&error));
                continue;
            }
        };
        in_flight.retain(|h| !h.is_finished());
        if dispatch::runs_long(&incoming.kind) || dispatch::prepares(registry, &incoming) {
            let (agent, registry, outbox) = (agent.clone(), registry.clone(), outbox.clone());
            in_flight.push(std::thread::spawn(move || {
                guarded(&agent, &registry, &outbox, incoming)
            }));
        } else {
            guarded(agent, registry, outbox, incoming);
        }
    }
    in_flight
}

/// Handles one command; a panic inside it becomes an `internal_error` response instead of
/// ending the server.
fn guarded(
    agent: &Agent,
    registry: &crate::commands::Registry,
    outbox: &Outbox,
    cmd: crate::modes::rpc::wire::Incoming,
) {
    let (kind, id) = (cmd.kind.clone(), cmd.id.clone());
    let handled = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        dispatch::handle(agent, registry, outbox, cmd)
    }));
    if handled.is_err() {
        let error = crate::agent::AgentError::Internal(format!(
            "internal error while handling `{kind}`; the command was not completed. Please report this bug."
        ));
        outbox.send_line(dispatch::response_line(&kind, id.as_deref(), Err(error)));
    }
}
