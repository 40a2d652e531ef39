//! Provider-neutral LLM access: types, the model catalog, and streaming over three wire APIs.

pub mod apis;
pub mod event;
pub mod model;
pub mod partial;
pub mod sse;
pub mod types;
pub mod classify;
pub mod transform;
