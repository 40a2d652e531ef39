//! The RPC outbox: one bounded queue of protocol lines and session events, drained by the single
//! writer thread onto stdout in 64 KiB pieces (lines never interleave). When stdout blocks, the
//! queue fills: streaming deltas merge in place at its tail, so memory grows with the text and
//! not with the number of events, while the session keeps reading the provider; any other event
//! or response waits for room.

use std::io::Write;
use std::sync::Arc;
use std::sync::mpsc::RecvTimeoutError;
use std::thread::JoinHandle;
use std::time::Duration;

use crate::agent::bus::{Coalesce, EventSink, Queue};
use crate::agent::events::SessionEvent;
use crate::util::output::json_line;

/// Lines and events that may wait for a slow client (merged deltas count once).
pub const CAPACITY: usize = 256;
const CHUNK: usize = 64 * 1024;

// Events are not boxed: a queue slot is reused, a box would cost an allocation per event.
#[allow(clippy::large_enum_variant)]
enum Out {
    Line(String),
    Event(SessionEvent),
    /// Everything queued before it is written; then the writer stops.
    Close,
}

impl Coalesce for Out {
    fn merge(&mut self, next: Out) -> Result<(), Out> {
        match (self, next) {
            (Out::Event(tail), Out::Event(new)) => tail.merge(new).map_err(Out::Event),
            (_, next) => Err(next),
        }
    }
}

struct Sink(Arc<Queue<Out>>);

impl EventSink for Sink {
    fn deliver(&self, event: SessionEvent) -> bool {
        self.0.push(Out::Event(event))
    }
}

/// A clonable way to queue lines from other threads (a prompt's response from the run).
#[derive(Clone)]
pub struct Lines(Arc<Queue<Out>>);

impl Lines {
    pub fn send_line(&self, line: String) {
        self.0.push(Out::Line(line));
    }
}

/// The queue and its writer thread.
pub struct Outbox {
    queue: Arc<Queue<Out>>,
    writer: Option<JoinHandle<()>>,
}

impl Outbox {
    pub fn spawn(out: impl Write + Send + 'static) -> Outbox {
        let queue = Arc::new(Queue::new(CAPACITY));
        let q = queue.clone();
        let writer = std::thread::Builder::new()
            .name("ama-rpc-writer".into())
            .spawn(move || write_loop(out, &q))
            .unwrap_or_else(|e| panic!("cannot start the RPC writer thread: {e}"));
        Outbox {
            queue,
            writer: Some(writer),
        }
    }

    /// The sink an `Agent` publishes its events into.
    pub fn sink(&self) -> Arc<dyn EventSink> {
        Arc::new(Sink(self.queue.clone()))
    }

    pub fn lines(&self) -> Lines {
        Lines(self.queue.clone())
    }

    /// Queues one protocol value as a line (waits while the queue is full).
    pub fn send(&self, value: &impl serde::Serialize) {
        self.queue.push(Out::Line(json_line(value)));
    }

    /// Queues a line that is already serialised (ends with `\n`).
    pub fn send_line(&self, line: String) {
        self.queue.push(Out::Line(line));
    }

    /// Writes everything queued so far, then stops the writer.
    pub fn close(mut self) {
        self.queue.push(Out::Close);
        if let Some(w) = self.writer.take() {
            let _ = w.join();
        }
    }
}

fn write_loop(mut out: impl Write, queue: &Queue<Out>) {
    loop {
        let line = match queue.pop_timeout(Duration::from_secs(3600)) {
            Ok(Out::Line(line)) => line,
            Ok(Out::Event(event)) => json_line(&event),
            Ok(Out::Close) | Err(RecvTimeoutError::Disconnected) => break,
            Err(RecvTimeoutError::Timeout) => continue,
        };
        let written = line
            .as_bytes()
            .chunks(CHUNK)
            .try_for_each(|piece| out.write_all(piece))
            .and_then(|_| out.flush());
        if written.is_err() {
            break; // the reader went away; nothing more can be delivered
        }
    }
    // Nobody writes any more: senders must not wait for room.
    queue.close_receiver();
}

#[cfg(test)]
mod tests {
    use std::io::Write;
    use std::sync::{Arc, Mutex};

    use super::Outbox;
    use crate::agent::events::SessionEvent;
    use crate::ai::event::AssistantEvent;

    #[derive(Clone, Default)]
    struct Shared(Arc<Mutex<Vec<u8>>>);

    impl Write for Shared {
        fn write(&mut self, b: &[u8]) -> std::io::Result<usize> {
            self.0.lock().map(|mut v| v.extend_from_slice(b)).ok();
            Ok(b.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }

    #[test]
    fn lines_and_events_come_out_in_order() {
        let buf = Shared::default();
        let outbox = Outbox::spawn(buf.clone());
        let sink = outbox.sink();
        outbox.send(&serde_json::json!({"type": "hello"}));
        sink.deliver(SessionEvent::MessageUpdate {
            assistant_message_event: AssistantEvent::TextDelta {
                content_index: 0,
                delta: "a".into(),
            },
            usage: None,
        });
        sink.deliver(SessionEvent::TurnStart);
        outbox.close();
        let text = String::from_utf8(buf.0.lock().map(|v| v.clone()).unwrap_or_default())
            .unwrap_or_default();
        let types: Vec<String> = text
            .lines()
            .map(|l| {
                serde_json::from_str::<serde_json::Value>(l).unwrap_or_default()["type"]
                    .as_str()
                    .unwrap_or("?")
                    .to_string()
            })
            .collect();
        assert_eq!(types, ["hello", "message_update", "turn_start"]);
    }
}
