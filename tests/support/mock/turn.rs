//! The scripted turn: one model response described once, provider-neutrally, by a builder or by a
//! JSON script, and cut into the small pieces that the renderers stream.

use serde_json::{Value, json};

/// Characters per streamed piece of text, thinking and tool arguments.
const TEXT_PIECE: usize = 4;
const THINKING_PIECE: usize = 8;
const ARGUMENTS_PIECE: usize = 6;

/// One scripted model response, rendered in the API format of the request that takes it.
#[derive(Clone, Debug)]
pub struct Turn {
    pub(super) blocks: Vec<Block>,
    pub(super) usage: Usage,
    pub(super) reasoning_tokens: Option<u64>,
    pub(super) stop: Option<String>,
    pub(super) response_id: Option<String>,
    pub(super) deltas: Option<usize>,
    pub(super) http_error: Option<(u16, Value)>,
    /// The error's kind and message.
    pub(super) stream_error: Option<(String, String)>,
    pub(super) headers: Vec<(String, String)>,
    pub(super) cut_after: Option<usize>,
    pub(super) stall_after: Option<usize>,
    /// The event at this index is sent damaged, in this way.
    pub(super) damage: Option<(usize, Damage)>,
    pub(super) delay_ms: u64,
    pub(super) pace_ms: u64,
}

/// How a damaged event is sent: the stream faults a proxy or a broken server produces.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Damage {
    /// The event's JSON cut in the middle, the line and event still ended properly.
    CutJson,
    /// A byte that is not UTF-8 inside the event's last string value.
    BadUtf8,
}

#[derive(Clone, Debug)]
pub(super) enum Block {
    Thinking {
        text: String,
        signature: String,
    },
    Redacted(String),
    Text(String),
    Tool {
        id: String,
        name: String,
        arguments: Value,
    },
}

/// Token counts as ama counts them: `input` without cached tokens, `output` with reasoning.
#[derive(Clone, Copy, Debug)]
pub(super) struct Usage {
    pub(super) input: u64,
    pub(super) output: u64,
    pub(super) cache_read: u64,
    pub(super) cache_write: u64,
}

impl Default for Turn {
    fn default() -> Turn {
        Turn {
            blocks: Vec::new(),
            usage: Usage {
                input: 10,
                output: 5,
                cache_read: 0,
                cache_write: 0,
            },
            reasoning_tokens: None,
            stop: None,
            response_id: None,
            deltas: None,
            http_error: None,
            stream_error: None,
            headers: Vec::new(),
            cut_after: None,
            stall_after: None,
            damage: None,
            delay_ms: 0,
            pace_ms: 0,
        }
    }
}

impl Turn {
    /// An empty turn with a small usage (10 in, 5 out).
    pub fn new() -> Turn {
        Turn::default()
    }

    /// A turn that answers `text` and stops.
    pub fn text(text: &str) -> Turn {
        Turn::new().say(text)
    }

    /// A turn that fails before streaming: HTTP `status` with `body`. A JSON string body goes out
    /// as plain text, as local servers send it.
    pub fn http_error(status: u16, body: Value) -> Turn {
        Turn {
            http_error: Some((status, body)),
            ..Turn::new()
        }
    }

    /// A turn whose stream fails after its content blocks: Anthropic `event: error`, Responses
    /// `response.failed`, Chat a chunk with an `error` object (then `[DONE]`). `kind` goes out as
    /// the error's `type` (and `code` for OpenAI). Without streaming: HTTP 500 with that error.
    pub fn stream_error(kind: &str, message: &str) -> Turn {
        Turn {
            stream_error: Some((kind.into(), message.into())),
            ..Turn::new()
        }
    }

    /// A turn that refuses the request as larger than the context window (HTTP 400 with the
    /// wording Anthropic uses), which ama classifies as `context_overflow`.
    pub fn context_overflow() -> Turn {
        let error = json!({"type": "error", "error": {"type": "invalid_request_error",
            "message": "prompt is too long: 4100 tokens > 4000 maximum"}});
        Turn::http_error(400, error)
    }

    /// Appends a text block.
    pub fn say(mut self, text: &str) -> Turn {
        self.blocks.push(Block::Text(text.into()));
        self
    }

    /// Appends a thinking block with its signature (Responses: its `encrypted_content`).
    pub fn thinking(mut self, text: &str, signature: &str) -> Turn {
        let block = Block::Thinking {
            text: text.into(),
            signature: signature.into(),
        };
        self.blocks.push(block);
        self
    }

    /// Appends an Anthropic redacted thinking block (Responses: a reasoning item with no summary;
    /// Chat: nothing).
    pub fn redacted_thinking(mut self, data: &str) -> Turn {
        self.blocks.push(Block::Redacted(data.into()));
        self
    }

    /// Appends a tool call; its arguments are streamed as JSON text in several pieces.
    pub fn tool_call(mut self, id: &str, name: &str, arguments: Value) -> Turn {
        self.blocks.push(Block::Tool {
            id: id.into(),
            name: name.into(),
            arguments,
        });
        self
    }

    /// Token counts: `input` without cached tokens, `output` with reasoning tokens.
    pub fn usage(mut self, input: u64, output: u64, cache_read: u64, cache_write: u64) -> Turn {
        self.usage = Usage {
            input,
            output,
            cache_read,
            cache_write,
        };
        self
    }

    pub fn reasoning_tokens(mut self, n: u64) -> Turn {
        self.reasoning_tokens = Some(n);
        self
    }

    /// Overrides the stop reason, in ama's names (`stop`, `length`, `toolUse`) or a raw one.
    pub fn stop(mut self, reason: &str) -> Turn {
        self.stop = Some(reason.into());
        self
    }

    /// The message or response id; by default `msg_mock_N`, `chatcmpl-mock-N` or `resp_mock_N`,
    /// N counting model requests from 1.
    pub fn response_id(mut self, id: &str) -> Turn {
        self.response_id = Some(id.into());
        self
    }

    /// Streams every text block in exactly `n` deltas (some empty if the text is shorter). A turn
    /// with no text gets `n` words of it.
    pub fn deltas(mut self, n: usize) -> Turn {
        self.deltas = Some(n.max(1));
        self
    }

    /// Adds a response header, to success and error responses alike.
    pub fn header(mut self, name: &str, value: &str) -> Turn {
        self.headers.push((name.to_ascii_lowercase(), value.into()));
        self
    }

    pub fn retry_after_secs(self, secs: &str) -> Turn {
        self.header("retry-after", secs)
    }

    pub fn retry_after_ms(self, ms: &str) -> Turn {
        self.header("retry-after-ms", ms)
    }

    /// Sends the first `n` events, then closes the connection without ending the stream.
    pub fn cut_after(mut self, n: usize) -> Turn {
        self.cut_after = Some(n);
        self
    }

    /// Sends `n` events, then nothing until the client closes the connection (or 60 s pass).
    pub fn stall_after(mut self, n: usize) -> Turn {
        self.stall_after = Some(n);
        self
    }

    /// Sends the event at index `n` damaged (`Damage`), and the rest of the stream as usual.
    pub fn damage_at(mut self, n: usize, how: Damage) -> Turn {
        self.damage = Some((n, how));
        self
    }

    /// Waits before the response head.
    pub fn delay_ms(mut self, ms: u64) -> Turn {
        self.delay_ms = ms;
        self
    }

    /// Waits between events.
    pub fn pace_ms(mut self, ms: u64) -> Turn {
        self.pace_ms = ms;
        self
    }

    /// Reads one turn of a JSON script (the shape is in `mock.rs`).
    pub fn from_json(value: &Value) -> Result<Turn, String> {
        if let Some(text) = value.as_str() {
            return Ok(Turn::text(text));
        }
        let fields = value.as_object().ok_or(format!(
            "a turn must be a string or an object, not `{value}`"
        ))?;
        fields
            .iter()
            .try_fold(Turn::new(), |turn, (key, v)| turn.with_json_field(key, v))
    }

    /// Reads a whole script: a list of turns, or `{"turns": [...]}`.
    pub fn list_from_json(value: &Value) -> Result<Vec<Turn>, String> {
        let list = value.get("turns").unwrap_or(value);
        let items = list
            .as_array()
            .ok_or("a script must be a list of turns or {\"turns\": [...]}")?;
        items.iter().map(Turn::from_json).collect()
    }

    fn with_json_field(mut self, key: &str, v: &Value) -> Result<Turn, String> {
        let text = |v: &Value| {
            v.as_str()
                .map(String::from)
                .ok_or(format!("`{key}` must be a string"))
        };
        let number = |v: &Value| v.as_u64().ok_or(format!("`{key}` must be a whole number"));
        match key {
            "content" => {
                for block in v.as_array().ok_or("`content` must be a list")? {
                    self.blocks.push(Block::from_json(block)?);
                }
            }
            "usage" => {
                let count =
                    |name: &str, old: u64| v.get(name).and_then(Value::as_u64).unwrap_or(old);
                let u = self.usage;
                self.usage = Usage {
                    input: count("input", u.input),
                    output: count("output", u.output),
                    cache_read: count("cache_read", u.cache_read),
                    cache_write: count("cache_write", u.cache_write),
                };
            }
            "reasoning_tokens" => self.reasoning_tokens = Some(number(v)?),
            "stop" => self.stop = Some(text(v)?),
            "response_id" => self.response_id = Some(text(v)?),
            "deltas" => self.deltas = Some(number(v)?.max(1) as usize),
            "cut_after" => self.cut_after = Some(number(v)? as usize),
            "stall_after" => self.stall_after = Some(number(v)? as usize),
            "delay_ms" => self.delay_ms = number(v)?,
            "pace_ms" => self.pace_ms = number(v)?,
            "http_error" => {
                let status = v.get("status").and_then(Value::as_u64);
                let status = status.ok_or("`http_error.status` must be a number")?;
                self.http_error =
                    Some((status as u16, v.get("body").cloned().unwrap_or(Value::Null)));
            }
            "stream_error" => {
                let kind = text(v.get("type").ok_or("`stream_error.type` is missing")?)?;
                let message = v.get("message").map_or(Ok(kind.clone()), text)?;
                self.stream_error = Some((kind, message));
            }
            "headers" => {
                for (name, value) in v.as_object().ok_or("`headers` must be an object")? {
                    self = self.header(name, &text(value)?);
                }
            }
            other => return Err(format!("unknown turn field `{other}`")),
        }
        Ok(self)
    }

    /// The turn as it will be streamed: `deltas` without text means generated text.
    pub(super) fn prepared(mut self) -> Turn {
        if let Some(n) = self.deltas
            && !self.blocks.iter().any(|b| matches!(b, Block::Text(_)))
        {
            self.blocks.push(Block::Text("word ".repeat(n)));
        }
        self
    }

    /// The stop reason in ama's names.
    pub(super) fn stop_kind(&self) -> &str {
        let has_tools = self.blocks.iter().any(|b| matches!(b, Block::Tool { .. }));
        self.stop
            .as_deref()
            .unwrap_or(if has_tools { "toolUse" } else { "stop" })
    }

    pub(super) fn text_pieces(&self, text: &str) -> Vec<String> {
        match self.deltas {
            Some(n) => split_n(text, n),
            None => split_every(text, TEXT_PIECE),
        }
    }
}

impl Block {
    fn from_json(v: &Value) -> Result<Block, String> {
        let text = |key: &str| {
            let found = v.get(key).and_then(Value::as_str).map(String::from);
            found.ok_or(format!("content block `{v}` needs a string `{key}`"))
        };
        match v.get("type").and_then(Value::as_str) {
            Some("text") => Ok(Block::Text(text("text")?)),
            Some("thinking") => Ok(Block::Thinking {
                text: text("thinking")?,
                signature: text("signature")?,
            }),
            Some("redacted_thinking") => Ok(Block::Redacted(text("data")?)),
            Some("tool_call") => Ok(Block::Tool {
                id: text("id")?,
                name: text("name")?,
                arguments: v.get("arguments").cloned().unwrap_or(json!({})),
            }),
            _ => Err(format!(
                "content block `{v}` needs a `type`: text, thinking, redacted_thinking or tool_call"
            )),
        }
    }
}

pub(super) fn thinking_pieces(text: &str) -> Vec<String> {
    split_every(text, THINKING_PIECE)
}

pub(super) fn argument_pieces(arguments: &Value) -> Vec<String> {
    split_every(&arguments.to_string(), ARGUMENTS_PIECE)
}

/// Splits `s` into pieces of `size` characters (the last may be shorter).
fn split_every(s: &str, size: usize) -> Vec<String> {
    let chars: Vec<char> = s.chars().collect();
    chars.chunks(size).map(|c| c.iter().collect()).collect()
}

/// Splits `s` into exactly `n` pieces of nearly equal length.
fn split_n(s: &str, n: usize) -> Vec<String> {
    let chars: Vec<char> = s.chars().collect();
    let (base, extra) = (chars.len() / n, chars.len() % n);
    let mut at = 0;
    (0..n)
        .map(|i| {
            let len = base + usize::from(i < extra);
            let piece = chars[at..at + len].iter().collect();
            at += len;
            piece
        })
        .collect()
}
