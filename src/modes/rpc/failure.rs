//! A run that fails after its `prompt` was answered is reported as rpc.md says: a
//! `notification {level: "error"}` with the failure's message, just before the run's final
//! `agent_end {stopReason: "error"}` (the `message_end` with `stopReason: "error"` comes as
//! before). The session publishes the same events to every front end; this sink, between the bus
//! and the RPC outbox, adds the notification for RPC clients only. A run that already sent its
//! error notification (a panic on the session thread) gets no second one, and a run that failed
//! before any reply (its `prompt` response was the error) gets none.

use std::sync::{Arc, Mutex};

use crate::agent::bus::EventSink;
use crate::agent::events::SessionEvent;
use crate::ai::types::{Message, StopReason};
use crate::util::sync::lock;

/// What the current run has said so far.
#[derive(Default)]
struct Run {
    /// The last failed assistant message's error text.
    last_error: Option<String>,
    /// An error notification was already sent in this run.
    notified: bool,
}

/// Wraps the outbox's sink.
pub struct FailureNotices {
    inner: Arc<dyn EventSink>,
    run: Mutex<Run>,
}

impl FailureNotices {
    pub fn wrap(inner: Arc<dyn EventSink>) -> Arc<dyn EventSink> {
        Arc::new(FailureNotices {
            inner,
            run: Mutex::new(Run::default()),
        })
    }

    /// The notification to send before `event`, if any.
    fn before(&self, event: &SessionEvent) -> Option<SessionEvent> {
        let mut run = lock(&self.run);
        match event {
            SessionEvent::AgentStart => *run = Run::default(),
            SessionEvent::MessageEnd {
                message: Message::Assistant(a),
            } if a.stop_reason == StopReason::Error => {
                run.last_error = a.error_message.clone();
            }
            SessionEvent::Notification { level: "error", .. } => run.notified = true,
            SessionEvent::AgentEnd {
                stop_reason: StopReason::Error,
                will_retry: false,
                ..
            } if !run.notified => {
                // Without a failed reply the run failed before it began (a panic at its start,
                // say), and the `prompt` response already carried the error.
                let message = run.last_error.take()?;
                run.notified = true;
                return Some(SessionEvent::Notification {
                    level: "error",
                    message,
                });
            }
            _ => {}
        }
        None
    }
}

impl EventSink for FailureNotices {
    fn deliver(&self, event: SessionEvent) -> bool {
        if let Some(notice) = self.before(&event)
            && !self.inner.deliver(notice)
        {
            return false;
        }
        self.inner.deliver(event)
    }

    fn close(&self) {
        self.inner.close();
    }
}
