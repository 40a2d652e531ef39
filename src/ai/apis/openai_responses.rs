//! Stub: replaced by the providers helper.

use crate::ai::apis::{Flow, HttpRequest, RequestOptions, WireParser};
use crate::ai::model::Model;
use crate::ai::partial::Partial;
use crate::ai::sse::SseEvent;
use crate::ai::types::Context;

pub fn build_request(_model: &Model, _ctx: &Context, _opts: &RequestOptions) -> HttpRequest {
    HttpRequest { url: String::new(), headers: Vec::new(), body: serde_json::Value::Null }
}

#[derive(Default)]
pub struct Parser {}

impl WireParser for Parser {
    fn on_event(&mut self, _event: &SseEvent, _partial: &mut Partial) -> Flow {
        Flow::Continue
    }
}
