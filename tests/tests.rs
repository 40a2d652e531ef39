//! The one integration-test binary (`autotests = false`): every test module is declared here so
//! they all link once. Tests run the real `ama` against the mock LLM server in `support/`.

mod agent;
mod ai_errors;
mod ai_network;
mod cancel;
mod cli;
mod commands;
mod commands_tui;
mod docs;
mod first_contact;
mod interactive;
mod line_mode;
mod mock_selftest;
mod packaging;
mod permissions;
mod print;
mod process;
mod rpc;
mod rpc_backpressure;
mod rpc_sessions;
mod sandbox;
mod security;
mod sessions;
mod support;
mod tools;
mod tui_frames;
mod tui_tmux;
