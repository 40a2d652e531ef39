//! What the three wire formats share: which API a path speaks, what a rendering needs from the
//! request, and the server-sent event that carries each piece.

use serde_json::{Value, json};

use super::turn::Turn;
use super::{anthropic, chat, responses};

/// The `created` timestamp of every response, so output is reproducible.
pub(super) const CREATED: u64 = 1_700_000_000;

#[derive(Clone, Copy)]
pub(super) enum Api {
    Anthropic,
    Chat,
    Responses,
}

impl Api {
    /// The API served at `path` (without its query).
    pub(super) fn at(path: &str) -> Option<Api> {
        match path {
            "/v1/messages" => Some(Api::Anthropic),
            "/v1/chat/completions" => Some(Api::Chat),
            "/v1/responses" => Some(Api::Responses),
            _ => None,
        }
    }

    pub(super) fn default_id(self, n: usize) -> String {
        match self {
            Api::Anthropic => format!("msg_mock_{n}"),
            Api::Chat => format!("chatcmpl-mock-{n}"),
            Api::Responses => format!("resp_mock_{n}"),
        }
    }

    /// An error as this API puts it in a body or an event.
    pub(super) fn error_body(self, kind: &str, message: &str) -> Value {
        match self {
            Api::Anthropic => json!({"type": "error", "error": {"type": kind, "message": message}}),
            Api::Chat | Api::Responses => {
                json!({"error": {"type": kind, "code": kind, "message": message}})
            }
        }
    }

    pub(super) fn stream(self, turn: &Turn, cx: &Ctx) -> Vec<Event> {
        match self {
            Api::Anthropic => anthropic::stream(turn, cx),
            Api::Chat => chat::stream(turn, cx),
            Api::Responses => responses::stream(turn, cx),
        }
    }

    /// The response to a request without `"stream": true`.
    pub(super) fn whole(self, turn: &Turn, cx: &Ctx) -> Value {
        match self {
            Api::Anthropic => anthropic::whole(turn, cx),
            Api::Chat => chat::whole(turn, cx),
            Api::Responses => responses::whole(turn, cx),
        }
    }
}

/// What a rendering takes from the request.
pub(super) struct Ctx {
    /// The message or response id.
    pub(super) id: String,
    /// The 1-based number of this model request, for item ids.
    pub(super) n: usize,
    /// The request's `model`, echoed back.
    pub(super) model: String,
    /// Whether a Chat request asked for usage (`stream_options.include_usage`).
    pub(super) include_usage: bool,
}

/// One server-sent event: an optional `event:` name and one `data:` line.
pub(super) struct Event {
    name: Option<String>,
    data: String,
}

impl Event {
    /// An event named after its payload's `type`, as Anthropic and Responses send them.
    pub(super) fn typed(data: Value) -> Event {
        Event {
            name: data["type"].as_str().map(String::from),
            data: data.to_string(),
        }
    }

    /// A bare `data:` event, as Chat sends them.
    pub(super) fn data(data: Value) -> Event {
        Event {
            name: None,
            data: data.to_string(),
        }
    }

    /// Chat's last event.
    pub(super) fn done() -> Event {
        Event {
            name: None,
            data: "[DONE]".into(),
        }
    }

    pub(super) fn wire(&self) -> String {
        match &self.name {
            Some(name) => format!("event: {name}\ndata: {}\n\n", self.data),
            None => format!("data: {}\n\n", self.data),
        }
    }
}
