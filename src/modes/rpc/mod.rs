//! `ama --mode rpc`: JSONL commands on stdin, responses and session events on stdout (rpc.md).

#[cfg(feature = "test-hooks")]
pub mod client;
pub mod dispatch;
pub mod failure;
pub mod outbox;
pub mod plan;
pub mod server;
pub mod wire;

pub use server::run;
