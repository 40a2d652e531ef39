//! Provider-neutral LLM access: types, the model catalog, and streaming over three wire APIs.

pub mod apis;
pub mod catalog;
pub mod classify;
pub mod event;
pub mod facts;
pub mod handoff;
pub mod http;
pub mod model;
pub mod partial;
pub mod provider_error;
pub mod resolve;
pub mod secrets;
pub mod sse;
pub mod stream;
pub mod transform;
pub mod types;
