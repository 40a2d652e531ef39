//! An unbounded channel whose sender wakes a waiting receiver only after it has let go of the
//! queue's lock, for the stream thread's one hand-off per network read (ai/handoff.rs, issue #33).
//! `std::sync::mpsc` wakes the receiver while it still holds its waker's lock; the woken
//! receiver, back in `recv` after a short batch, then often finds that lock taken and sleeps on
//! it once more, so a hand-off cost up to five futex calls instead of two (a wait and a wake).
//! The calls mirror the `mpsc` ones the stream's consumers use.

use std::collections::VecDeque;
use std::sync::mpsc::{RecvError, RecvTimeoutError, SendError};
use std::sync::{Arc, Condvar, Mutex};
use std::time::{Duration, Instant};

use crate::util::sync::lock;

struct State<T> {
    items: VecDeque<T>,
    senders: usize,
    receiver_gone: bool,
    /// The receiver waits on `ready`: a send wakes it (one futex call), otherwise not.
    waiting: bool,
}

struct Shared<T> {
    state: Mutex<State<T>>,
    ready: Condvar,
}

/// A new channel's two ends.
pub fn channel<T>() -> (Sender<T>, Receiver<T>) {
    let shared = Arc::new(Shared {
        state: Mutex::new(State {
            items: VecDeque::new(),
            senders: 1,
            receiver_gone: false,
            waiting: false,
        }),
        ready: Condvar::new(),
    });
    (
        Sender {
            shared: shared.clone(),
        },
        Receiver { shared },
    )
}

/// The sending end; clones share the channel, which ends when the last one drops.
pub struct Sender<T> {
    shared: Arc<Shared<T>>,
}

impl<T> Sender<T> {
    /// Queues `item`; gives it back once the receiver is gone.
    pub fn send(&self, item: T) -> Result<(), SendError<T>> {
        let wake = {
            let mut state = lock(&self.shared.state);
            if state.receiver_gone {
                return Err(SendError(item));
            }
            state.items.push_back(item);
            std::mem::take(&mut state.waiting)
        };
        if wake {
            self.shared.ready.notify_one();
        }
        Ok(())
    }
}

impl<T> Clone for Sender<T> {
    fn clone(&self) -> Self {
        lock(&self.shared.state).senders += 1;
        Sender {
            shared: self.shared.clone(),
        }
    }
}

impl<T> Drop for Sender<T> {
    fn drop(&mut self) {
        let wake = {
            let mut state = lock(&self.shared.state);
            state.senders -= 1;
            state.senders == 0 && std::mem::take(&mut state.waiting)
        };
        if wake {
            self.shared.ready.notify_one();
        }
    }
}

/// The receiving end.
pub struct Receiver<T> {
    shared: Arc<Shared<T>>,
}

/// Long enough to mean "until the next item" for a blocking receive.
const FOREVER: Duration = Duration::from_secs(365 * 24 * 3600);

impl<T> Receiver<T> {
    /// The next item; `Err` once every sender is gone and everything was read.
    pub fn recv(&self) -> Result<T, RecvError> {
        self.recv_timeout(FOREVER).map_err(|_| RecvError)
    }

    /// The next item, waiting up to `timeout`.
    pub fn recv_timeout(&self, timeout: Duration) -> Result<T, RecvTimeoutError> {
        let deadline = Instant::now() + timeout;
        let mut state = lock(&self.shared.state);
        loop {
            if let Some(item) = state.items.pop_front() {
                return Ok(item);
            }
            if state.senders == 0 {
                return Err(RecvTimeoutError::Disconnected);
            }
            let left = deadline.saturating_duration_since(Instant::now());
            if left.is_zero() {
                return Err(RecvTimeoutError::Timeout);
            }
            state.waiting = true;
            state = match self.shared.ready.wait_timeout(state, left) {
                Ok((g, _)) => g,
                Err(p) => p.into_inner().0,
            };
            state.waiting = false;
        }
    }

    /// The items queued now, without waiting.
    #[cfg(test)]
    pub fn try_iter(&self) -> impl Iterator<Item = T> + '_ {
        std::iter::from_fn(|| lock(&self.shared.state).items.pop_front())
    }

    /// Items until every sender is gone.
    #[cfg(test)]
    pub fn iter(&self) -> impl Iterator<Item = T> + '_ {
        std::iter::from_fn(|| self.recv().ok())
    }
}

impl<T> Drop for Receiver<T> {
    fn drop(&mut self) {
        let mut state = lock(&self.shared.state);
        state.receiver_gone = true;
        // What was sent and never read goes now, not with the last sender.
        state.items.clear();
    }
}

/// Items until every sender is gone, by value (`for batch in rx`).
pub struct IntoIter<T>(Receiver<T>);

impl<T> Iterator for IntoIter<T> {
    type Item = T;

    fn next(&mut self) -> Option<T> {
        self.0.recv().ok()
    }
}

impl<T> IntoIterator for Receiver<T> {
    type Item = T;
    type IntoIter = IntoIter<T>;

    fn into_iter(self) -> IntoIter<T> {
        IntoIter(self)
    }
}

#[cfg(test)]
mod tests {
    use std::sync::mpsc::RecvTimeoutError;
    use std::time::Duration;

    use super::channel;

    #[test]
    fn items_arrive_in_order_and_the_end_follows_the_last_sender() {
        let (tx, rx) = channel();
        let tx2 = tx.clone();
        let t = std::thread::spawn(move || {
            for i in 0..1000 {
                let _ = tx2.send(i);
            }
        });
        let _ = t.join();
        assert_eq!(
            rx.recv_timeout(Duration::ZERO),
            Ok(0),
            "queued items are read without waiting"
        );
        drop(tx);
        let rest: Vec<i32> = rx.into_iter().collect();
        assert_eq!(rest, (1..1000).collect::<Vec<_>>());
    }

    #[test]
    fn a_waiting_receiver_is_woken_and_times_out_when_nothing_comes() {
        let (tx, rx) = channel::<u8>();
        assert_eq!(
            rx.recv_timeout(Duration::from_millis(20)),
            Err(RecvTimeoutError::Timeout)
        );
        let t = std::thread::spawn(move || {
            std::thread::sleep(Duration::from_millis(30));
            let _ = tx.send(7);
        });
        assert_eq!(rx.recv_timeout(Duration::from_secs(5)), Ok(7));
        let _ = t.join();
        assert_eq!(
            rx.recv_timeout(Duration::from_secs(5)),
            Err(RecvTimeoutError::Disconnected)
        );
    }

    #[test]
    fn sending_fails_once_the_receiver_is_gone() {
        let (tx, rx) = channel();
        assert!(tx.send(1).is_ok());
        drop(rx);
        assert!(tx.send(2).is_err());
    }
}
