//! The one integration-test binary (`autotests = false`): every test module is declared here so
//! they all link once. Tests run the real `ama` against the mock LLM server in `support/`.

mod agent;
mod ai_errors;
mod ai_network;
mod cache;
mod cancel;
mod cli;
mod compaction;
mod compaction_branch;
mod docs;
mod first_contact;
mod history;
mod hooks;
mod interactive;
mod line_mode;
mod mock_selftest;
mod packaging;
mod permissions;
mod print;
mod process;
mod profile;
mod rpc;
mod rpc_backpressure;
mod rpc_sessions;
mod sandbox;
mod sandbox_run;
mod security;
mod sessions;
mod skills;
mod support;
mod tools;
mod trust;
mod tui_frames;
mod tui_keys;
mod tui_tmux;
