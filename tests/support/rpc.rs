//! Driving `ama --mode rpc` from a test: start it (after `hello` and `session_start`) and send a
//! command that must succeed.

use std::time::Duration;

use serde_json::{Value, json};

use ama::modes::rpc::client::RpcClient;

use crate::support::Test;

/// How long a test waits for one response or event.
pub const T: Duration = Duration::from_secs(15);

/// Starts `ama --mode rpc` with the test's environment; returns once `session_start` arrived.
pub fn start(t: &Test) -> RpcClient {
    let mut cmd = t.command();
    cmd.arg("--mode").arg("rpc");
    let mut c = RpcClient::spawn(cmd).unwrap_or_else(|e| panic!("spawn ama --mode rpc: {e}"));
    let hello = c
        .wait_event("hello", T)
        .unwrap_or_else(|| panic!("no hello"));
    assert_eq!(hello["protocolVersion"], json!(1));
    assert_eq!(hello["agent"], json!("ama"));
    c.wait_event("session_start", T)
        .unwrap_or_else(|| panic!("no session_start"));
    c
}

/// Sends a command, asserts it succeeded and returns its `data`.
pub fn ok(c: &mut RpcClient, cmd: Value) -> Value {
    let r = c.request(cmd.clone(), T).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(r["success"], json!(true), "{cmd} -> {r}");
    r["data"].clone()
}
