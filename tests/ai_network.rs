//! Cancellation at every network blocking point, through the real binary: print mode ends with
//! 130 soon after SIGINT, and RPC `abort` settles the run, whether the request is resolving the
//! host name, connecting, in the TLS handshake, waiting for the response headers or streaming.
//! The budget is 200 ms; the tests assert a generous 1.5 s and print what they measured.

use std::process::Child;
use std::time::{Duration, Instant};

use nix::sys::signal::Signal;
use serde_json::json;

use ama::modes::rpc::client::RpcClient;

use crate::support::mock::{MockServer, Turn};
use crate::support::net::{BlackHole, Silent};
use crate::support::{Test, send_signal};

const BOUND: Duration = Duration::from_millis(1500);

/// A print-mode run against `base_url` (an OpenAI-style provider), with `env` added.
fn print_test(base_url: &str, env: &[(&str, &str)]) -> Test {
    let mock = MockServer::start(Vec::new());
    let mut t = Test::new()
        .mock(&mock, "openai-completions")
        .config_merge(json!({"providers": {"mock": {"baseUrl": base_url}}}))
        // A failed request must not be retried: the run would still end, but later.
        .args(&["-p", "--output-format", "json", "go"])
        .timeout(Duration::from_secs(20));
    for (k, v) in env {
        t = t.env(k, *v);
    }
    t
}

/// Sends SIGINT and returns how long ama took to exit, with its output checked: 130, aborted.
fn interrupt(t: &Test, mut child: Child, what: &str) -> serde_json::Value {
    let sent = Instant::now();
    send_signal(&child, Signal::SIGINT);
    let status = loop {
        if let Ok(Some(s)) = child.try_wait() {
            break s;
        }
        if sent.elapsed() > Duration::from_secs(15) {
            let _ = child.kill();
            panic!("{what}: ama did not exit within 15 s of SIGINT");
        }
        std::thread::sleep(Duration::from_millis(1));
    };
    let took = sent.elapsed();
    eprintln!("{what}: exited {took:?} after SIGINT");
    let _ = status;
    let out = t.finish(child);
    out.status(130);
    let r = out.json();
    assert_eq!(r["stopReason"], json!("aborted"), "{what}: {r}");
    assert!(took < BOUND, "{what}: took {took:?}");
    r
}

fn spawn(t: &Test) -> Child {
    let mut child = t.spawn();
    drop(child.stdin.take()); // print mode reads piped stdin to its end
    child
}

#[test]
#[cfg_attr(
    not(feature = "test-hooks"),
    ignore = "needs the test-hooks feature (make test)"
)]
fn sigint_during_dns_resolution_exits_at_once() {
    // `AMA_TEST_DNS_STALL` makes ama's resolver hook never answer for this host (see
    // src/ai/resolve.rs): there is no real resolver to stall on this machine.
    let t = print_test(
        "http://stalled-dns.invalid:9/v1",
        &[("AMA_TEST_DNS_STALL", "stalled-dns.invalid")],
    );
    let child = spawn(&t);
    std::thread::sleep(Duration::from_millis(400));
    interrupt(&t, child, "dns");
}

#[test]
fn sigint_during_tcp_connect_exits_at_once() {
    let hole = BlackHole::start();
    let t = print_test(&hole.url("http", "/v1"), &[]);
    let child = spawn(&t);
    std::thread::sleep(Duration::from_millis(400));
    interrupt(&t, child, "connect");
}

#[test]
fn sigint_during_tls_handshake_exits_at_once() {
    let silent = Silent::start();
    let t = print_test(&silent.url("https", "/v1"), &[]);
    let child = spawn(&t);
    assert!(
        silent.wait_for_bytes(Duration::from_secs(10)),
        "no ClientHello"
    );
    interrupt(&t, child, "tls handshake");
}

#[test]
fn sigint_while_waiting_for_headers_exits_at_once() {
    let silent = Silent::start();
    let t = print_test(&silent.url("http", "/v1"), &[]);
    let child = spawn(&t);
    assert!(silent.wait_for_bytes(Duration::from_secs(10)), "no request");
    interrupt(&t, child, "headers");
}

#[test]
fn sigint_while_streaming_exits_at_once_and_keeps_the_partial_text() {
    let mock = MockServer::start(vec![Turn::text("partial words here").stall_after(4)]);
    let t = Test::new().mock(&mock, "anthropic-messages").args(&[
        "-p",
        "--output-format",
        "json",
        "go",
    ]);
    let child = spawn(&t);
    mock.wait_for_requests(1, Duration::from_secs(10));
    std::thread::sleep(Duration::from_millis(300));
    let r = interrupt(&t, child, "streaming");
    // Four events: Anthropic's message_start, content_block_start, ping, then one 4-char delta.
    assert_eq!(r["result"], json!("part"), "{r}");
}

/// RPC `abort` while the request hangs in connect: the run settles at once, as aborted.
#[test]
fn rpc_abort_during_connect_settles_at_once() {
    let hole = BlackHole::start();
    let mock = MockServer::start(Vec::new());
    let t = Test::new()
        .mock(&mock, "openai-completions")
        .config_merge(json!({"providers": {"mock": {"baseUrl": hole.url("http", "/v1")}}}));
    let mut cmd = t.command();
    cmd.arg("--mode").arg("rpc");
    let mut c = RpcClient::spawn(cmd).unwrap_or_else(|e| panic!("spawn ama --mode rpc: {e}"));
    let wait = Duration::from_secs(10);
    c.wait_event("session_start", wait).expect("session_start");
    let r = c
        .request(json!({"type": "prompt", "message": "hi"}), wait)
        .expect("prompt");
    assert_eq!(r["success"], json!(true), "{r}");
    std::thread::sleep(Duration::from_millis(400));
    let sent = Instant::now();
    let r = c.request(json!({"type": "abort"}), wait).expect("abort");
    assert_eq!(r["success"], json!(true), "{r}");
    let end = c
        .wait_for(
            |e| e["type"] == "message_end" && e["message"]["role"] == "assistant",
            wait,
        )
        .expect("the assistant's message_end");
    c.wait_event("agent_settled", wait).expect("agent_settled");
    let took = sent.elapsed();
    eprintln!("rpc abort during connect: settled {took:?} after abort");
    assert_eq!(end["message"]["stopReason"], json!("aborted"), "{end}");
    assert!(took < BOUND, "took {took:?}");
}
