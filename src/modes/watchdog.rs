//! The watchdog of unattended runs (print mode and RPC): `--timeout` bounds a whole run and
//! `--idle-timeout` a run in which nothing happens (no stream data, no tool output, no event),
//! whatever the cause. Time spent waiting for a person's approval does not count as idle. When
//! either expires, the run is aborted (tools and their children included) and the front end
//! asks `tripped` which limit ended it; if the run has not settled `HARD_GRACE` after the abort,
//! `overdue` tells the front end to stop waiting for it.

use std::sync::{Arc, Condvar, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use crate::agent::Agent;
use crate::agent::bus::EventSink;
use crate::agent::events::SessionEvent;
use crate::app::options::{Args, DEFAULT_IDLE_TIMEOUT};
use crate::error::exit;
use crate::util::sync::lock;

/// How long after the abort a run may take to settle before the front end stops waiting.
pub const HARD_GRACE: Duration = Duration::from_millis(1500);

/// How often the thread looks at the clock.
const TICK: Duration = Duration::from_millis(100);

/// The two limits; `None` is no limit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// `--timeout`: the whole run.
    pub timeout: Option<Duration>,
    /// `--idle-timeout` (default 10 minutes, zero is off).
    pub idle: Option<Duration>,
}

impl Limits {
    pub fn from_args(args: &Args) -> Limits {
        let idle = args.idle_timeout.unwrap_or(DEFAULT_IDLE_TIMEOUT);
        Limits {
            timeout: args.timeout,
            idle: (!idle.is_zero()).then_some(idle),
        }
    }
}

/// Which limit ended a run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tripped {
    /// `--timeout` expired.
    Timeout(Duration),
    /// Nothing happened for `--idle-timeout`.
    Idle(Duration),
}

impl Tripped {
    /// The process exit code (docs/cli.md, "Exit codes").
    pub fn exit_code(self) -> i32 {
        match self {
            Tripped::Timeout(_) => exit::TIMEOUT,
            Tripped::Idle(_) => exit::IDLE_TIMEOUT,
        }
    }

    /// The result's `subtype`.
    pub fn subtype(self) -> &'static str {
        match self {
            Tripped::Timeout(_) => "error_timeout",
            Tripped::Idle(_) => "error_idle_timeout",
        }
    }

    /// The result's `errorCode`.
    pub fn error_code(self) -> &'static str {
        match self {
            Tripped::Timeout(_) => "timeout",
            Tripped::Idle(_) => "idle_timeout",
        }
    }

    /// What happened and what to do about it.
    pub fn message(self) -> String {
        match self {
            Tripped::Timeout(d) => format!(
                "the run was aborted after {} (--timeout); raise --timeout (or `limits.timeout`) to give it longer",
                human(d)
            ),
            Tripped::Idle(d) => format!(
                "the run was aborted: nothing happened for {} (no model output, no tool output, no event; --idle-timeout). A stalled provider or a tool waiting for input is the usual cause; raise --idle-timeout (or `limits.idleTimeout`), or 0 to turn the watchdog off",
                human(d)
            ),
        }
    }
}

/// `90s`, `10m`, `1h`, `500ms`: a limit as a person wrote it.
fn human(d: Duration) -> String {
    let ms = d.as_millis();
    match ms {
        _ if ms.is_multiple_of(3_600_000) => format!("{}h", ms / 3_600_000),
        _ if ms.is_multiple_of(60_000) => format!("{}m", ms / 60_000),
        _ if ms.is_multiple_of(1000) => format!("{}s", ms / 1000),
        _ => format!("{ms}ms"),
    }
}

/// What the thread, the front end and the bus's sink share. The clock is set by the sink on the
/// publishing thread (no wake-up of the watchdog per event: issue #33); the thread only ticks.
struct Shared {
    tripped: Mutex<Option<(Tripped, Instant)>>,
    clock: Mutex<Clock>,
    /// Set by `Drop` (or when the bus is gone); the condvar wakes the ticking thread at once.
    stop: Mutex<bool>,
    stopped: Condvar,
    /// Whether each run is timed from its own `agent_start` (RPC) rather than from `since`.
    per_run: bool,
}

/// The watchdog's subscription: every event moves the clock, on the thread that publishes it.
struct Seen(Arc<Shared>);

impl EventSink for Seen {
    fn deliver(&self, event: SessionEvent) -> bool {
        if *lock(&self.0.stop) {
            return false;
        }
        lock(&self.0.clock).see(&event, Instant::now(), self.0.per_run);
        true
    }

    fn close(&self) {
        *lock(&self.0.stop) = true;
        self.0.stopped.notify_all();
    }
}

/// A running watchdog; dropping it stops the thread.
pub struct Watchdog {
    shared: Arc<Shared>,
    thread: Option<JoinHandle<()>>,
}

/// Where the watchdog is in a run.
struct Clock {
    limits: Limits,
    /// When the current run started (`None` between runs: nothing is timed).
    run_start: Option<Instant>,
    last_activity: Instant,
    /// Approvals waiting for a person: the idle clock stands still.
    pending_approvals: usize,
}

impl Clock {
    /// The limit that has expired at `now`, if any.
    fn expired(&self, now: Instant) -> Option<Tripped> {
        let start = self.run_start?;
        if let Some(t) = self.limits.timeout
            && now >= start + t
        {
            return Some(Tripped::Timeout(t));
        }
        match self.limits.idle {
            Some(idle) if self.pending_approvals == 0 && now >= self.last_activity + idle => {
                Some(Tripped::Idle(idle))
            }
            _ => None,
        }
    }

    fn see(&mut self, event: &SessionEvent, now: Instant, per_run: bool) {
        self.last_activity = now;
        match event {
            SessionEvent::AgentStart if per_run && self.run_start.is_none() => {
                self.run_start = Some(now);
            }
            SessionEvent::AgentSettled { .. } if per_run => {
                self.run_start = None;
                self.pending_approvals = 0;
            }
            SessionEvent::PermissionRequest { .. } => self.pending_approvals += 1,
            SessionEvent::PermissionResolved { .. } => {
                self.pending_approvals = self.pending_approvals.saturating_sub(1);
            }
            _ => {}
        }
    }
}

impl Watchdog {
    /// Watches `agent`'s runs. With `since` (print mode) one run is timed from that moment; without
    /// it (RPC) each run is timed from its `agent_start` until it settles. `None` when there is
    /// no limit, or the thread could not start (a warning says so).
    pub fn start(agent: &Agent, limits: Limits, since: Option<Instant>) -> Option<Watchdog> {
        if limits.timeout.is_none() && limits.idle.is_none() {
            return None;
        }
        let clock = Clock {
            limits,
            run_start: since,
            last_activity: since.unwrap_or_else(Instant::now),
            pending_approvals: 0,
        };
        let shared = Arc::new(Shared {
            tripped: Mutex::new(None),
            clock: Mutex::new(clock),
            stop: Mutex::new(false),
            stopped: Condvar::new(),
            per_run: since.is_none(),
        });
        agent.attach(Arc::new(Seen(shared.clone())));
        let (agent, inner) = (agent.clone(), shared.clone());
        let spawned = std::thread::Builder::new()
            .name("ama-watchdog".into())
            .spawn(move || watch(&inner, &agent));
        match spawned {
            Ok(thread) => Some(Watchdog {
                shared,
                thread: Some(thread),
            }),
            Err(e) => {
                Seen(shared).close();
                eprintln!(
                    "warning: ama could not start its watchdog thread `ama-watchdog` ({e}): --timeout and --idle-timeout are not enforced in this run"
                );
                None
            }
        }
    }

    /// The limit that ended the run, if one did.
    pub fn tripped(&self) -> Option<Tripped> {
        lock(&self.shared.tripped).map(|(t, _)| t)
    }

    /// Whether a limit expired more than `HARD_GRACE` ago: the front end stops waiting for the
    /// run to settle.
    pub fn overdue(&self) -> bool {
        lock(&self.shared.tripped).is_some_and(|(_, at)| at.elapsed() >= HARD_GRACE)
    }
}

impl Drop for Watchdog {
    fn drop(&mut self) {
        Seen(self.shared.clone()).close();
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

/// Says on stderr which background jobs closing the session is about to end, so a log shows
/// why a daemon a tool started is gone (and that it cannot hold ama's pipes open).
pub fn report_running_jobs(agent: &Agent) {
    for (id, command) in agent.running_jobs() {
        let line: String = command.lines().next().unwrap_or_default().chars().take(60).collect();
        crate::util::output::write_stderr_line(&format!(
            "ama: ended background job {id} (`{line}`), still running at exit"
        ));
    }
}

/// The thread: every `TICK` (or at once when stopped) it aborts the run whose limit expired.
fn watch(shared: &Shared, agent: &Agent) {
    let mut stop = lock(&shared.stop);
    while !*stop {
        drop(stop);
        let now = Instant::now();
        let expired = {
            let mut clock = lock(&shared.clock);
            let expired = clock.expired(now);
            if expired.is_some() && shared.per_run {
                // RPC: the next run is timed afresh.
                clock.run_start = None;
            }
            expired
        };
        if let Some(tripped) = expired {
            *lock(&shared.tripped) = Some((tripped, now));
            let _ = agent.abort(Duration::ZERO);
            if !shared.per_run {
                return;
            }
            // RPC: stderr says why the run ended.
            eprintln!("error: {}", tripped.message());
        }
        stop = lock(&shared.stop);
        if !*stop {
            stop = match shared.stopped.wait_timeout(stop, TICK) {
                Ok((g, _)) => g,
                Err(p) => p.into_inner().0,
            };
        }
    }
}

#[cfg(test)]
mod tests {
    use std::time::{Duration, Instant};

    use super::{Clock, Limits, Tripped};
    use crate::agent::events::SessionEvent;

    #[test]
    fn idle_time_waiting_for_an_approval_does_not_count() {
        let t0 = Instant::now();
        let s = Duration::from_secs(1);
        let mut c = Clock {
            limits: Limits {
                timeout: Some(10 * s),
                idle: Some(2 * s),
            },
            run_start: None,
            last_activity: t0,
            pending_approvals: 0,
        };
        assert_eq!(c.expired(t0 + 5 * s), None, "nothing is timed between runs");
        c.see(&SessionEvent::AgentStart, t0, true);
        assert_eq!(c.expired(t0 + s), None);
        assert_eq!(c.expired(t0 + 2 * s), Some(Tripped::Idle(2 * s)));
        c.pending_approvals = 1;
        assert_eq!(c.expired(t0 + 5 * s), None);
        assert_eq!(c.expired(t0 + 10 * s), Some(Tripped::Timeout(10 * s)));
        c.see(&SessionEvent::AgentSettled { warning: None }, t0, true);
        assert_eq!(c.expired(t0 + 20 * s), None);
    }

    #[test]
    fn messages_name_the_limit_as_written() {
        let m = Tripped::Timeout(Duration::from_secs(90)).message();
        assert!(m.contains("after 90s (--timeout)"), "{m}");
        let m = Tripped::Idle(Duration::from_secs(600)).message();
        assert!(m.contains("nothing happened for 10m"), "{m}");
        assert_eq!(Tripped::Idle(Duration::ZERO).exit_code(), 12);
    }
}
