//! One hand-off per network read (issue #33). ureq's chunked-body reader returns one HTTP chunk
//! per read, and providers send one chunk per server-sent event, so handing the parsed events to
//! the session thread "before each read of the body" was a channel send per event. Instead the
//! stream thread stages them here (`stage`), and the transport (`http::cancellable_agent`'s
//! connections) sends what is staged just before it really reads the socket (`before_socket_read`).
//! `Partial::flush` sends the staged events first, so the order holds. Only a thread that called
//! `begin` stages; on any other thread both calls do nothing.
//!
//! When the reader lags behind a bulk stream (a read brought a lot: `http`'s `Announced`), the
//! transport may read again before handing on, for as long as data keeps coming at once; at most
//! `MOST_STAGED` events wait that way, so memory stays bounded.

use std::cell::RefCell;
use crate::ai::event::StreamItem;
use crate::util::wake_channel::Sender;

struct Staged {
    items: Vec<StreamItem>,
    tx: Sender<Vec<StreamItem>>,
}

thread_local! {
    static STAGED: RefCell<Option<Staged>> = const { RefCell::new(None) };
}

/// Most events staged before they are handed on regardless of the socket.
const MOST_STAGED: usize = 4096;

/// This thread stages its events for `tx` until the guard drops (which sends what is left).
pub fn begin(tx: Sender<Vec<StreamItem>>) -> Guard {
    STAGED.with(|s| {
        *s.borrow_mut() = Some(Staged {
            items: Vec::new(),
            tx,
        })
    });
    Guard
}

/// Keeps `items` until the next socket read (or sends them at once on a thread that does not
/// stage: returns them).
pub fn stage(items: Vec<StreamItem>) -> Option<Vec<StreamItem>> {
    STAGED.with(|s| match s.borrow_mut().as_mut() {
        Some(staged) => {
            staged.items.extend(items);
            if staged.items.len() >= MOST_STAGED {
                // A closed receiver means the consumer went away (abort).
                let _ = staged.tx.send(std::mem::take(&mut staged.items));
            }
            None
        }
        None => Some(items),
    })
}

/// Whether this thread stages its events (it is a stream thread inside `begin`).
pub fn is_staging() -> bool {
    STAGED.with(|s| s.borrow().is_some())
}

/// Sends this thread's staged events, if any: the transport calls it before it waits for input.
pub fn before_socket_read() {
    STAGED.with(|s| {
        if let Some(staged) = s.borrow_mut().as_mut()
            && !staged.items.is_empty()
        {
            // A closed receiver means the consumer went away (abort); nothing is left to tell.
            let _ = staged.tx.send(std::mem::take(&mut staged.items));
        }
    });
}

/// Ends staging on this thread, sending what is left.
pub struct Guard;

impl Drop for Guard {
    fn drop(&mut self) {
        before_socket_read();
        STAGED.with(|s| *s.borrow_mut() = None);
    }
}
