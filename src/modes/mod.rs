//! Front ends over `AgentSession`: each sends commands in and renders the events that come out.

pub mod print;
pub mod rpc;
