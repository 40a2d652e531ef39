//! Front ends over `agent::Agent`: each sends typed commands in and renders the events that come out.

pub mod acp;
pub mod interactive;
pub mod line;
pub mod line_commands;
pub mod print;
pub mod rpc;
pub mod run_report;
pub mod stream_json;
pub mod watchdog;
