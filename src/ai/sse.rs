//! A line-based SSE reader: `event:` / `data:` lines, ended by a blank line.
//! (Minimal version; the providers branch brings the full reader.)

use std::io::{BufRead, BufReader, Read};

#[derive(Clone, Debug, Default, PartialEq)]
pub struct SseEvent {
    pub event: Option<String>,
    pub data: String,
}

pub struct SseReader<R: Read> {
    inner: BufReader<R>,
}

impl<R: Read> SseReader<R> {
    pub fn new(r: R) -> Self {
        SseReader { inner: BufReader::new(r) }
    }

    pub fn next_event(&mut self) -> std::io::Result<Option<SseEvent>> {
        let mut ev = SseEvent::default();
        let mut has = false;
        loop {
            let mut line = String::new();
            if self.inner.read_line(&mut line)? == 0 {
                return Ok(None);
            }
            let line = line.trim_end_matches(['\r', '\n']);
            if line.is_empty() {
                if has {
                    return Ok(Some(ev));
                }
                continue;
            }
            if let Some(v) = line.strip_prefix("event:") {
                ev.event = Some(v.trim_start().to_string());
                has = true;
            } else if let Some(v) = line.strip_prefix("data:") {
                if !ev.data.is_empty() {
                    ev.data.push('\n');
                }
                ev.data.push_str(v.strip_prefix(' ').unwrap_or(v));
                has = true;
            }
        }
    }
}
