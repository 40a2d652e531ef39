//! Stub: replaced by the providers helper. Cross-provider conversation rules applied before a request.

use crate::ai::model::Model;
use crate::ai::types::Message;

pub fn for_model(messages: &[Message], _model: &Model) -> Vec<Message> {
    messages.to_vec()
}
