//! The one integration-test binary (`autotests = false`): every test module is declared here so
//! they all link once. Tests run the real `ama` against the mock LLM server in `support/`.

mod agent;
mod mock_selftest;
mod packaging;
mod permissions;
mod print;
mod rpc;
mod security;
mod sessions;
mod support;
mod tools;
