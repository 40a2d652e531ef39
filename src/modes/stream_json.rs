//! Print mode's `--output-format stream-json` lines, written on the thread that publishes each
//! event (issue #33). A bus subscription would cost a thread wake-up per network read (session
//! thread → print front end); as a bus sink, the lines of one network read's events are written
//! in one `write` when the session thread lets go of the bus (`Bus::hold`), and an event from
//! any other thread (a tool's output, a task's) is written at once, after what was kept. The
//! lines end at `agent_settled`, as the front end stops reading there; what a session publishes
//! after it (closing, SessionEnd hooks) is not written, as before.

use crate::agent::bus::EventSink;
use crate::agent::events::SessionEvent;
use crate::util::output::{json_line, write_stdout};
use crate::util::sync::lock;
use std::sync::Mutex;

/// Most bytes kept before a write, even while the bus is held.
const BATCH_BYTES: usize = 64 * 1024;

/// The sink; `Agent::attach` it before the run's prompt.
#[derive(Default)]
pub struct Lines {
    state: Mutex<State>,
}

#[derive(Default)]
struct State {
    batch: String,
    /// `agent_settled` was written, or the front end stopped: nothing more is written.
    done: bool,
}

impl Lines {
    /// The front end writes its result line next: nothing more from the session.
    pub fn stop(&self) {
        let mut state = lock(&self.state);
        write(&mut state.batch);
        state.done = true;
    }

    /// Adds the event's line; true when it must be written now.
    fn keep(&self, state: &mut State, event: &SessionEvent) -> bool {
        state.batch.push_str(&json_line(event));
        let settled = matches!(event, SessionEvent::AgentSettled { .. });
        state.done |= settled;
        settled || state.batch.len() >= BATCH_BYTES
    }
}

fn write(batch: &mut String) {
    if !batch.is_empty() {
        write_stdout(batch.as_bytes());
        batch.clear();
    }
}

impl EventSink for Lines {
    fn deliver(&self, event: SessionEvent) -> bool {
        let mut state = lock(&self.state);
        if state.done {
            return false;
        }
        self.keep(&mut state, &event);
        write(&mut state.batch);
        true
    }

    fn deliver_held(&self, event: SessionEvent) -> bool {
        let mut state = lock(&self.state);
        if state.done {
            return false;
        }
        if self.keep(&mut state, &event) {
            write(&mut state.batch);
        }
        true
    }

    fn flush(&self) {
        write(&mut lock(&self.state).batch);
    }
}
