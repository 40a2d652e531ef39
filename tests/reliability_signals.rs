//! Issue #30, reliability: a SIGTERM or SIGHUP in ama's first milliseconds is never lost. The
//! handlers are installed first thing; a signal before the mode is ready ends ama at once, one
//! after the mode is ready but before its run ends the run before any request, and one during
//! the request aborts it. Either way the task is not done and ama exits with the signal's code.

use std::os::unix::process::ExitStatusExt;
use std::process::Stdio;
use std::time::Duration;

use crate::support::Test;
use crate::support::mock::{MockServer, Turn};

const DONE: &str = "TASK DONE";

#[test]
fn a_signal_in_the_first_milliseconds_stops_ama_before_the_task_is_done() {
    // The reply takes 3 s: a run the signal did not stop would print it.
    let mock = MockServer::start(Vec::new());
    for _ in 0..40 {
        mock.push(Turn::text(DONE).delay_ms(3000));
    }
    let t = Test::new().mock(&mock, "anthropic-messages").args(&[
        "-p",
        "do the whole task",
        "--no-context-files",
    ]);
    // How long ama takes to its first request on this machine now (that run is then killed).
    let started = std::time::Instant::now();
    let mut first = t
        .command()
        .spawn()
        .unwrap_or_else(|e| panic!("spawn ama: {e}"));
    let seen = mock.wait_for_requests(1, Duration::from_secs(20));
    let window = seen.first().map_or(Duration::from_millis(50), |r| {
        r.at.saturating_duration_since(started)
    });
    let _ = first.kill();
    let _ = first.wait();
    const RUNS: u32 = 30;
    let mut before_any_request = 0;
    for i in 0..RUNS {
        let (sig, code) = if i % 2 == 0 {
            (libc::SIGTERM, 143)
        } else {
            (libc::SIGHUP, 129)
        };
        // Spread over the start: before the handlers, before the mode is ready, between the
        // mode being ready and its run, and during the first request.
        let delay = window.mul_f64(f64::from(i) / f64::from(RUNS) * 1.3);
        let requests = mock.model_requests().len();
        let child = t
            .command()
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap_or_else(|e| panic!("spawn ama: {e}"));
        std::thread::sleep(delay);
        // SAFETY: kill(2) on the pid of a child this test started and has not reaped.
        unsafe { libc::kill(child.id() as i32, sig) };
        let out = child
            .wait_with_output()
            .unwrap_or_else(|e| panic!("wait: {e}"));
        let stdout = String::from_utf8_lossy(&out.stdout);
        let stderr = String::from_utf8_lossy(&out.stderr);
        let what = format!(
            "run {i} (signal {sig} after {delay:?}, start {window:?}): {:?}\n{stdout}\n{stderr}",
            out.status
        );
        // Only a signal before ama's very first instruction can still end it by default.
        assert!(
            out.status.code() == Some(code) || out.status.signal() == Some(sig),
            "{what}"
        );
        assert!(!stdout.contains(DONE), "the task was done: {what}");
        if mock.model_requests().len() == requests {
            before_any_request += 1;
        }
    }
    // Some signals land before the first request and never reach the provider (how many
    // depends on the machine's load, so it is not a gate).
    eprintln!("{before_any_request} of {RUNS} signals came before any request");
}
