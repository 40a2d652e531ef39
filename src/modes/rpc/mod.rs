//! `ama --mode rpc`: JSONL commands on stdin, responses and session events on stdout (rpc.md).

pub mod client;
pub mod wire;
