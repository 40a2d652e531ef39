//! Bounded event delivery. Every consumer of session events owns a `Queue` of fixed capacity. A
//! slow consumer (`MERGE_AFTER` events behind) never loses an event: consecutive streaming deltas for the same content block
//! are merged in place at the tail of its queue (so memory grows with the text, not with the
//! number of deltas), a tool's newer `partial` output replaces the older one, and any other event
//! waits for room (backpressure on the publisher).
//! The `Bus` fans one session's (or one `Agent`'s) events out to its subscribers.
//! A sink that renders synchronously (print mode's stream-json lines, the watchdog's clock) takes
//! its events on the publishing thread instead of through a queue, so no thread is woken per
//! event; while the session thread holds the bus (`Bus::hold`, one network read's events) such a
//! sink may keep what it gets and write it once, at `flush` (issue #33).

use std::collections::VecDeque;
use std::sync::mpsc::{RecvTimeoutError, TryRecvError};
use std::sync::{Arc, Condvar, Mutex};
use std::thread::ThreadId;
use std::time::{Duration, Instant};

use crate::agent::events::SessionEvent;
use crate::ai::event::AssistantEvent;
use crate::util::sync::lock;

/// How many unmerged events a subscriber may hold before the publisher waits.
pub const CAPACITY: usize = 1024;

/// A consumer this many events behind is slow: from here on, deltas merge at the tail. Below
/// it every delta is delivered as published.
pub const MERGE_AFTER: usize = 32;

/// How a publisher re-checks a full queue whose consumer went away.
const POLL: Duration = Duration::from_millis(100);

/// An item that may absorb the item queued after it.
pub trait Coalesce: Sized {
    /// Merges `next` into `self` when both are pieces of one update; otherwise gives it back.
    fn merge(&mut self, next: Self) -> Result<(), Self>;
}

impl Coalesce for SessionEvent {
    fn merge(&mut self, next: SessionEvent) -> Result<(), SessionEvent> {
        // A tool's `partial` is its whole output so far: the newer one replaces the older.
        if let (
            SessionEvent::ToolExecutionUpdate {
                tool_call_id: a,
                partial,
                ..
            },
            SessionEvent::ToolExecutionUpdate {
                tool_call_id: b, ..
            },
        ) = (&mut *self, &next)
            && a == b
        {
            if let SessionEvent::ToolExecutionUpdate { partial: newer, .. } = next {
                *partial = newer;
            }
            return Ok(());
        }
        let SessionEvent::MessageUpdate {
            assistant_message_event: tail,
            usage,
        } = self
        else {
            return Err(next);
        };
        let SessionEvent::MessageUpdate {
            assistant_message_event: new,
            usage: new_usage,
        } = next
        else {
            return Err(next);
        };
        let merged = match (tail, &new) {
            (
                AssistantEvent::TextDelta {
                    content_index: a,
                    delta,
                },
                AssistantEvent::TextDelta {
                    content_index: b,
                    delta: more,
                },
            )
            | (
                AssistantEvent::ThinkingDelta {
                    content_index: a,
                    delta,
                },
                AssistantEvent::ThinkingDelta {
                    content_index: b,
                    delta: more,
                },
            )
            | (
                AssistantEvent::ToolcallDelta {
                    content_index: a,
                    delta,
                },
                AssistantEvent::ToolcallDelta {
                    content_index: b,
                    delta: more,
                },
            ) if *a == *b => {
                delta.push_str(more);
                true
            }
            _ => false,
        };
        if merged {
            // The latest usage wins, as a client that read every delta would have it.
            *usage = new_usage.or(usage.take());
            Ok(())
        } else {
            Err(SessionEvent::MessageUpdate {
                assistant_message_event: new,
                usage: new_usage,
            })
        }
    }
}

struct State<T> {
    items: VecDeque<T>,
    /// The consumer dropped its end: pushes fail.
    receiver_gone: bool,
    /// No more items will come: pops fail once the queue is empty.
    senders_gone: bool,
    /// Threads blocked in `pop` / `push`: a wake-up (a futex syscall) is sent only to a waiter.
    readers_waiting: usize,
    writers_waiting: usize,
}

/// One consumer's bounded queue.
pub struct Queue<T> {
    state: Mutex<State<T>>,
    readable: Condvar,
    writable: Condvar,
    capacity: usize,
}

impl<T: Coalesce> Queue<T> {
    pub fn new(capacity: usize) -> Queue<T> {
        Queue {
            state: Mutex::new(State {
                items: VecDeque::new(),
                receiver_gone: false,
                senders_gone: false,
                readers_waiting: 0,
                writers_waiting: 0,
            }),
            readable: Condvar::new(),
            writable: Condvar::new(),
            capacity: capacity.max(1),
        }
    }

    /// Queues `item`, merged into the tail when it can be; waits while the queue is full.
    /// Returns false once the consumer is gone.
    pub fn push(&self, item: T) -> bool {
        let mut state = lock(&self.state);
        if state.receiver_gone {
            return false;
        }
        let mut item = item;
        let behind = state.items.len() >= MERGE_AFTER.min(self.capacity);
        if let Some(tail) = state.items.back_mut().filter(|_| behind) {
            match tail.merge(item) {
                Ok(()) => return true,
                Err(back) => item = back,
            }
        }
        while state.items.len() >= self.capacity && !state.receiver_gone {
            // Backpressure: the consumer makes room, or goes away.
            state.writers_waiting += 1;
            state = match self.writable.wait_timeout(state, POLL) {
                Ok((g, _)) => g,
                Err(p) => p.into_inner().0,
            };
            state.writers_waiting -= 1;
        }
        if state.receiver_gone {
            return false;
        }
        state.items.push_back(item);
        if state.readers_waiting > 0 {
            self.readable.notify_one();
        }
        true
    }

    /// The next item, waiting up to `timeout`.
    pub fn pop_timeout(&self, timeout: Duration) -> Result<T, RecvTimeoutError> {
        let deadline = Instant::now() + timeout;
        let mut state = lock(&self.state);
        loop {
            if let Some(item) = state.items.pop_front() {
                if state.writers_waiting > 0 {
                    self.writable.notify_one();
                }
                return Ok(item);
            }
            if state.senders_gone {
                return Err(RecvTimeoutError::Disconnected);
            }
            let left = deadline.saturating_duration_since(Instant::now());
            if left.is_zero() {
                return Err(RecvTimeoutError::Timeout);
            }
            state.readers_waiting += 1;
            state = match self.readable.wait_timeout(state, left) {
                Ok((g, _)) => g,
                Err(p) => p.into_inner().0,
            };
            state.readers_waiting -= 1;
        }
    }

    /// How many items wait (merged deltas count once).
    #[cfg(any(test, feature = "test-hooks"))]
    pub fn len(&self) -> usize {
        lock(&self.state).items.len()
    }

    #[cfg(feature = "test-hooks")]
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The consumer is done: pending and future pushes fail.
    pub fn close_receiver(&self) {
        lock(&self.state).receiver_gone = true;
        self.writable.notify_all();
    }

    /// The producers are done: the consumer drains what is queued, then sees the end.
    pub fn close_senders(&self) {
        lock(&self.state).senders_gone = true;
        self.readable.notify_all();
    }
}

/// Where the bus delivers events: a subscriber's queue, a front end's own outbox, or a sink that
/// renders on the publishing thread.
pub trait EventSink: Send + Sync {
    /// Delivers one event; false when the sink is gone and should be dropped.
    fn deliver(&self, event: SessionEvent) -> bool;
    /// Delivers an event published by the thread that holds the bus (`Bus::hold`): the sink may
    /// keep it until `flush`, which follows before the hold ends.
    fn deliver_held(&self, event: SessionEvent) -> bool {
        self.deliver(event)
    }
    /// The hold ended: whatever `deliver_held` kept goes out now.
    fn flush(&self) {}
    /// The publisher side is finished (the bus was dropped).
    fn close(&self) {}
}

impl EventSink for Queue<SessionEvent> {
    fn deliver(&self, event: SessionEvent) -> bool {
        self.push(event)
    }

    fn close(&self) {
        self.close_senders();
    }
}

struct Subscriber {
    sink: Arc<dyn EventSink>,
    filter: Option<fn(&SessionEvent) -> bool>,
}

/// Fans events out to subscribers, in publish order for each one.
#[derive(Default)]
pub struct Bus {
    subscribers: Mutex<Subscribers>,
}

#[derive(Default)]
struct Subscribers {
    list: Vec<Subscriber>,
    /// The thread holding the bus (`Bus::hold`), if any.
    holder: Option<ThreadId>,
}

impl Bus {
    /// Delivers `event` to every subscriber whose filter accepts it. The lock is held while
    /// delivering, so events from several threads reach every subscriber in the same order.
    pub fn publish(&self, event: SessionEvent) {
        let mut subs = lock(&self.subscribers);
        let held = subs.holder.is_some() && subs.holder == Some(std::thread::current().id());
        let deliver = |s: &Subscriber, e: SessionEvent| {
            if held {
                s.sink.deliver_held(e)
            } else {
                s.sink.deliver(e)
            }
        };
        let list = &mut subs.list;
        match list.len() {
            0 => {}
            1 => {
                if list[0].filter.is_none_or(|f| f(&event)) && !deliver(&list[0], event) {
                    list.clear();
                }
            }
            _ => list.retain(|s| !s.filter.is_none_or(|f| f(&event)) || deliver(s, event.clone())),
        }
    }

    /// Holds the bus for this thread until the guard drops: sinks may keep the events this
    /// thread publishes meanwhile and write them together when it drops (the session thread
    /// holds it over one network read's events). A thread that already holds it, or a second
    /// thread, gets a guard that does nothing.
    pub fn hold(&self) -> Held<'_> {
        let mut subs = lock(&self.subscribers);
        let owner = subs.holder.is_none();
        if owner {
            subs.holder = Some(std::thread::current().id());
        }
        Held { bus: self, owner }
    }

    /// Adds a sink that gets the events `filter` accepts (`None` = all) from now on.
    pub fn attach(&self, sink: Arc<dyn EventSink>, filter: Option<fn(&SessionEvent) -> bool>) {
        lock(&self.subscribers).list.push(Subscriber { sink, filter });
    }

    /// A new bounded subscriber queue.
    pub fn subscribe(&self, filter: Option<fn(&SessionEvent) -> bool>) -> Events {
        let queue = Arc::new(Queue::new(CAPACITY));
        self.attach(queue.clone(), filter);
        Events { queue }
    }
}

/// A thread's hold on the bus (`Bus::hold`); dropping it flushes every sink.
pub struct Held<'a> {
    bus: &'a Bus,
    owner: bool,
}

impl Drop for Held<'_> {
    fn drop(&mut self) {
        if self.owner {
            let mut subs = lock(&self.bus.subscribers);
            subs.holder = None;
            for s in &subs.list {
                s.sink.flush();
            }
        }
    }
}

impl Drop for Bus {
    fn drop(&mut self) {
        for s in lock(&self.subscribers).list.iter() {
            s.sink.close();
        }
    }
}

/// The receiving end of a subscription: the `std::sync::mpsc::Receiver` calls, over a bounded
/// queue that merges streaming deltas when the reader falls behind.
pub struct Events {
    queue: Arc<Queue<SessionEvent>>,
}

/// Long enough to mean "until the next event" for a blocking receive.
const FOREVER: Duration = Duration::from_secs(365 * 24 * 3600);

impl Events {
    /// The next event; `Err` once the publisher is gone and everything was read.
    pub fn recv(&self) -> Result<SessionEvent, RecvTimeoutError> {
        self.queue.pop_timeout(FOREVER)
    }

    pub fn recv_timeout(&self, timeout: Duration) -> Result<SessionEvent, RecvTimeoutError> {
        self.queue.pop_timeout(timeout)
    }

    pub fn try_recv(&self) -> Result<SessionEvent, TryRecvError> {
        self.queue.pop_timeout(Duration::ZERO).map_err(|e| match e {
            RecvTimeoutError::Timeout => TryRecvError::Empty,
            RecvTimeoutError::Disconnected => TryRecvError::Disconnected,
        })
    }

    /// Events until the publisher is gone.
    pub fn iter(&self) -> impl Iterator<Item = SessionEvent> + '_ {
        std::iter::from_fn(|| self.recv().ok())
    }
}

impl Drop for Events {
    fn drop(&mut self) {
        self.queue.close_receiver();
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;
    use std::time::Duration;

    use super::{Bus, Coalesce, Queue};
    use crate::agent::events::SessionEvent;
    use crate::ai::event::AssistantEvent;

    fn text(i: usize, d: &str) -> SessionEvent {
        SessionEvent::MessageUpdate {
            assistant_message_event: AssistantEvent::TextDelta {
                content_index: i,
                delta: d.into(),
            },
            usage: None,
        }
    }

    fn delta_of(e: &SessionEvent) -> String {
        match e {
            SessionEvent::MessageUpdate {
                assistant_message_event: AssistantEvent::TextDelta { delta, .. },
                ..
            } => delta.clone(),
            other => format!("{other:?}"),
        }
    }

    #[test]
    fn merges_only_same_block_deltas() {
        let mut a = text(0, "a");
        assert!(a.merge(text(0, "b")).is_ok());
        assert_eq!(delta_of(&a), "ab");
        assert!(a.merge(text(1, "c")).is_err());
        assert!(a.merge(SessionEvent::TurnStart).is_err());
        let mut start = SessionEvent::TurnStart;
        assert!(start.merge(text(0, "x")).is_err());
        let mut thinking = SessionEvent::MessageUpdate {
            assistant_message_event: AssistantEvent::ThinkingDelta {
                content_index: 0,
                delta: "t".into(),
            },
            usage: None,
        };
        assert!(thinking.merge(text(0, "x")).is_err());
    }

    #[test]
    fn tool_updates_keep_the_latest_output() {
        let update = |id: &str, partial: &str| SessionEvent::ToolExecutionUpdate {
            tool_call_id: id.into(),
            tool_name: "bash".into(),
            parent_tool_call_id: None,
            partial: partial.into(),
        };
        let mut a = update("c1", "one");
        assert!(a.merge(update("c1", "one\ntwo")).is_ok());
        let v = serde_json::to_value(&a).unwrap_or_default();
        assert_eq!(v["partial"], "one\ntwo");
        assert!(a.merge(update("c2", "other")).is_err());
        assert!(a.merge(text(0, "x")).is_err());
    }

    #[test]
    fn a_merged_delta_keeps_the_latest_usage() {
        let with_usage = |d: &str, output: u64| SessionEvent::MessageUpdate {
            assistant_message_event: AssistantEvent::ToolcallDelta {
                content_index: 2,
                delta: d.into(),
            },
            usage: Some(crate::ai::types::Usage {
                output,
                ..Default::default()
            }),
        };
        let mut a = with_usage("{\"a\":", 1);
        assert!(a.merge(with_usage("1}", 2)).is_ok());
        let v = serde_json::to_value(&a).unwrap_or_default();
        assert_eq!(v["assistantMessageEvent"]["delta"], "{\"a\":1}");
        assert_eq!(v["assistantMessageEvent"]["contentIndex"], 2);
        assert_eq!(v["usage"]["output"], 2);
    }

    #[test]
    fn a_slow_reader_gets_every_byte_in_few_events() {
        let bus = Bus::default();
        let rx = bus.subscribe(None);
        for i in 0..100_000 {
            bus.publish(text(0, if i % 2 == 0 { "x" } else { "y" }));
        }
        bus.publish(SessionEvent::TurnStart);
        let mut joined = String::new();
        let mut events = 0;
        loop {
            match rx.recv_timeout(Duration::from_secs(1)) {
                Ok(SessionEvent::TurnStart) => break,
                Ok(e) => {
                    joined.push_str(&delta_of(&e));
                    events += 1;
                }
                Err(e) => panic!("{e}"),
            }
        }
        assert_eq!(joined.len(), 100_000);
        assert!(joined.starts_with("xyxy"));
        // The first deltas come one by one; once the reader is behind, they merge.
        assert_eq!(events, super::MERGE_AFTER);
        assert!(rx.try_recv().is_err());
    }

    #[test]
    fn a_full_queue_blocks_the_publisher_until_read() {
        let q: Arc<Queue<SessionEvent>> = Arc::new(Queue::new(2));
        assert!(q.push(SessionEvent::TurnStart));
        assert!(q.push(SessionEvent::AgentStart));
        let q2 = q.clone();
        let pusher = std::thread::spawn(move || q2.push(SessionEvent::AgentBeforeSettle));
        std::thread::sleep(Duration::from_millis(50));
        assert!(
            !pusher.is_finished(),
            "a meaning-carrying event is never dropped"
        );
        assert!(q.pop_timeout(Duration::from_secs(1)).is_ok());
        assert!(pusher.join().unwrap_or(false));
        assert_eq!(q.len(), 2);
        q.close_receiver();
        assert!(!q.push(SessionEvent::TurnStart));
    }

    #[test]
    fn a_held_bus_lets_a_sink_keep_this_threads_events_until_the_hold_ends() {
        use super::EventSink;
        use std::sync::Mutex;
        #[derive(Default)]
        struct Log(Mutex<Vec<&'static str>>);
        impl EventSink for Log {
            fn deliver(&self, _: SessionEvent) -> bool {
                self.0.lock().map(|mut l| l.push("now")).is_ok()
            }
            fn deliver_held(&self, _: SessionEvent) -> bool {
                self.0.lock().map(|mut l| l.push("held")).is_ok()
            }
            fn flush(&self) {
                let _ = self.0.lock().map(|mut l| l.push("flush"));
            }
        }
        let bus = Bus::default();
        let log = Arc::new(Log::default());
        bus.attach(log.clone(), None);
        {
            let _held = bus.hold();
            bus.publish(SessionEvent::TurnStart);
            drop(bus.hold()); // a nested hold changes nothing
            bus.publish(SessionEvent::TurnStart);
            // Another thread's event during the hold is delivered at once.
            std::thread::scope(|s| {
                s.spawn(|| bus.publish(SessionEvent::TurnStart));
            });
        }
        bus.publish(SessionEvent::TurnStart);
        let seen = log.0.lock().map(|l| l.clone()).unwrap_or_default();
        assert_eq!(seen, ["held", "held", "now", "flush", "now"]);
    }

    #[test]
    fn dropping_the_bus_ends_iteration_after_the_queue_drains() {
        let bus = Bus::default();
        let rx = bus.subscribe(Some(|e| !matches!(e, SessionEvent::TurnStart)));
        bus.publish(SessionEvent::TurnStart);
        bus.publish(SessionEvent::AgentStart);
        drop(bus);
        let all: Vec<SessionEvent> = rx.iter().collect();
        assert_eq!(all.len(), 1);
    }
}
