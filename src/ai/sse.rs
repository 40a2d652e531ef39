//! A line-based SSE reader: `event:` / `data:` lines, ended by a blank line.
//! (The providers helper replaces this stub with the full reader.)

#[derive(Clone, Debug, Default, PartialEq)]
pub struct SseEvent {
    pub event: Option<String>,
    pub data: String,
}
