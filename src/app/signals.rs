//! How ama ends. One signal thread, started first thing in `ama::run` (`early`), before the
//! arguments are read: the first SIGINT, SIGTERM or SIGHUP is remembered (129, 130 or 143, in
//! `process::teardown`, where a run that starts later reads it and ends at once without a
//! request, #30) and asks the mode to stop its run (the handler the mode registered with
//! `install`, on a thread of its own, so the signal thread keeps listening). Before a mode
//! registers one, ama exits at once with the signal's code: nothing has run yet. A second signal
//! skips to the last exit step: the terminal is put back (the hook a front end registered with
//! `on_fast_exit`), SIGKILL goes to every process ama started, then ama exits with the second
//! signal's code. A normal exit runs `exit_sequence`: the registered steps in a fixed order,
//! then the process layer's teardown.

use std::sync::{Arc, Mutex, OnceLock};

use signal_hook::consts::{SIGHUP, SIGINT, SIGTERM};
use signal_hook::iterator::Signals;

use crate::process::{KILL_GRACE, teardown};
use crate::util::sync::lock;

/// The exit code a signal asked for (none yet: `None`).
#[derive(Clone, Default)]
pub struct SignalState;

impl SignalState {
    pub fn exit_code(&self) -> Option<i32> {
        teardown::terminating()
    }
}

/// Work that must happen even on the second-signal fast path (the terminal UI's restore).
static FAST_EXIT: OnceLock<fn()> = OnceLock::new();

type Handler = Arc<dyn Fn(i32) + Send + Sync>;

/// What the first signal does once a mode runs (signals are a machine fact: one per process).
static HANDLER: Mutex<Option<Handler>> = Mutex::new(None);

/// Whether the signal thread runs (`early` ran and could start it).
static STARTED: OnceLock<bool> = OnceLock::new();

/// Registers `hook` to run before `exit_now` kills and exits (once per process; later calls are
/// ignored). It must not block: it runs on the signal thread.
pub fn on_fast_exit(hook: fn()) {
    let _ = FAST_EXIT.set(hook);
}

/// The exit code a signal asks for: 128 + its number.
fn code_of(sig: i32) -> i32 {
    match sig {
        SIGINT => crate::error::exit::SIGINT,
        SIGHUP => crate::error::exit::SIGHUP,
        _ => crate::error::exit::SIGTERM,
    }
}

/// Starts the signal thread, once per process; `ama::run` calls it before anything else.
pub fn early() {
    STARTED.get_or_init(start_thread);
}

/// What the signal thread does with one signal.
fn on_signal(sig: i32) {
    let c = code_of(sig);
    if teardown::note_terminating(c).is_some() {
        exit_now(c);
    }
    let Some(handler) = lock(&HANDLER).clone() else {
        // No mode runs yet: nothing to stop cleanly, and nothing may start.
        exit_now(c);
    };
    let spawned = std::thread::Builder::new()
        .name("ama-signal-stop".into())
        .spawn(move || handler(c));
    if spawned.is_err() {
        exit_now(c);
    }
}

fn start_thread() -> bool {
    // The handlers are registered on the thread itself: when it cannot start, none is, and the
    // signals keep their default action (ama ends at once), instead of being caught with nobody
    // to act on them.
    let (ready_tx, ready_rx) = std::sync::mpsc::channel();
    let started = std::thread::Builder::new()
        .name("ama-signals".into())
        .spawn(move || {
            let Ok(mut signals) = Signals::new([SIGINT, SIGTERM, SIGHUP]) else {
                let _ = ready_tx.send(false);
                return;
            };
            let _ = ready_tx.send(true);
            for sig in signals.forever() {
                on_signal(sig);
            }
        });
    match started {
        // Registered before `early` returns, so no early signal is missed.
        Ok(_) => ready_rx.recv().unwrap_or(false),
        Err(e) => {
            eprintln!(
                "warning: ama could not start its signal thread `ama-signals` ({e}): Ctrl+C, SIGTERM and SIGHUP end ama at once, without stopping the run or ending the commands it started"
            );
            false
        }
    }
}

/// Registers what the first signal does from now on: `on_signal` runs on its own thread (it
/// should abort the run; it may block) with the exit code the signal asks for (130, 143 or
/// 129). A signal that came before is acted on at once.
pub fn install(on_signal: impl Fn(i32) + Send + Sync + 'static) -> SignalState {
    early();
    let handler: Handler = Arc::new(on_signal);
    *lock(&HANDLER) = Some(handler.clone());
    if let Some(c) = teardown::terminating() {
        let _ = std::thread::Builder::new()
            .name("ama-signal-stop".into())
            .spawn(move || handler(c));
    }
    SignalState
}

/// The second signal: every process ama started gets SIGKILL, and ama exits with `code`.
pub fn exit_now(code: i32) -> ! {
    if let Some(hook) = FAST_EXIT.get() {
        hook();
    }
    teardown::kill_all_now();
    // Sandboxed background jobs' undo (a created `.git` moved aside, a replaced link restored).
    crate::sandbox::aftermath::settle_all();
    std::process::exit(code)
}

/// The steps of ama's exit, in the order they run. Later features register their work with
/// `at_exit`; a step nobody registered is a no-op.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum ExitStep {
    /// Send the `session_shutdown` event to hosts.
    SessionShutdown,
    /// Close the host connection.
    CloseHost,
    /// Stop the MCP servers: an HTTP server's session ends with a DELETE (`mcp/http.rs`).
    CloseMcp,
}

type Step = (ExitStep, Box<dyn FnOnce() + Send>);

static STEPS: Mutex<Vec<Step>> = Mutex::new(Vec::new());

/// Registers `work` to run at `step` of the exit sequence.
pub fn at_exit(step: ExitStep, work: impl FnOnce() + Send + 'static) {
    lock(&STEPS).push((step, Box::new(work)));
}

/// Runs the exit sequence once: the registered steps in `ExitStep` order (registration order
/// within a step), then every process ama started and that is still running is ended (SIGTERM,
/// SIGKILL after 2 s). A second signal meanwhile skips to SIGKILL and exits.
pub fn exit_sequence() {
    let mut steps = std::mem::take(&mut *lock(&STEPS));
    steps.sort_by_key(|(step, _)| *step);
    for (_, work) in steps {
        work();
    }
    let left = teardown::left_running();
    teardown::end_all(KILL_GRACE);
    if !left.is_empty() {
        // A daemon a tool started, or a server, would otherwise hold ama's pipes open after it
        // exits; say what was ended so the log explains it.
        let list: Vec<String> = left.iter().map(|(pid, cmd)| format!("{cmd} (pid {pid})")).collect();
        let (what, were) = match left.len() {
            1 => ("1 process".to_string(), "was"),
            n => (format!("{n} processes"), "were"),
        };
        crate::util::output::write_stderr_line(&format!(
            "ama: ended {what} ama had started and that {were} still running: {}",
            list.join(", ")
        ));
    }
    // Every process has ended: run the sandboxed background jobs' undo not run yet.
    crate::sandbox::aftermath::settle_all();
}
