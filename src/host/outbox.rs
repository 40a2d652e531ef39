//! The bounded queue of lines to a host's stdin, drained by the connection's writer thread. A
//! host that stops reading must not make ama hold every message it would have sent: the queue
//! takes at most `LINES` lines and `BYTES` bytes (one longer line still goes alone), a sender
//! waits while it is full, and when the writer has written nothing for `STALL` while a sender
//! waits, the push fails as `Stalled` and the connection treats the host as dead (docs/host.md,
//! "When the host fails mid-session").

use std::io::Write;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::mpsc::{self, Receiver, SyncSender, TrySendError};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use crate::util::sync::lock;

/// At most this many lines wait for the writer.
pub(crate) const LINES: usize = 1024;
/// At most this many bytes wait for the writer (a single longer line is queued when the queue is
/// empty, so any message can be sent).
pub(crate) const BYTES: usize = 8 << 20;
/// How long a sender waits on a full queue while the host reads nothing before the host counts
/// as dead.
pub(crate) const STALL: Duration = Duration::from_secs(30);
/// The writer writes a line in pieces of this size, so a slow reader of a long line shows
/// progress.
const CHUNK: usize = 64 << 10;
/// How often a waiting sender looks again.
const TICK: Duration = Duration::from_millis(10);

/// What became of one line.
#[derive(Debug, PartialEq)]
pub(crate) enum Push {
    Queued,
    /// The queue is closed: the connection is dead or closing.
    Closed,
    /// The queue stayed full and the host read nothing for the stall time.
    Stalled,
}

/// The sending side, shared by every thread that writes to the host.
pub(crate) struct Outbox {
    tx: Mutex<Option<SyncSender<String>>>,
    /// Bytes queued and not yet written.
    queued: Arc<AtomicUsize>,
    /// Bytes written so far: the writer's progress.
    written: Arc<AtomicU64>,
    stall: Duration,
}

/// The writer thread's side.
pub(crate) struct Drain {
    rx: Receiver<String>,
    queued: Arc<AtomicUsize>,
    written: Arc<AtomicU64>,
}

impl Outbox {
    pub(crate) fn new(stall: Duration) -> (Outbox, Drain) {
        let (tx, rx) = mpsc::sync_channel(LINES);
        let queued = Arc::new(AtomicUsize::new(0));
        let written = Arc::new(AtomicU64::new(0));
        let outbox = Outbox {
            tx: Mutex::new(Some(tx)),
            queued: queued.clone(),
            written: written.clone(),
            stall,
        };
        (
            outbox,
            Drain {
                rx,
                queued,
                written,
            },
        )
    }

    /// The stall time, for messages.
    pub(crate) fn stall(&self) -> Duration {
        self.stall
    }

    /// Queues `line`, waiting while the queue is full and the writer makes progress.
    pub(crate) fn push(&self, mut line: String) -> Push {
        let mut progress = self.written.load(Ordering::SeqCst);
        let mut since = Instant::now();
        loop {
            // A clone, so the lock is not held while this sender waits.
            let Some(tx) = lock(&self.tx).clone() else {
                return Push::Closed;
            };
            let len = line.len();
            let queued = self.queued.fetch_add(len, Ordering::SeqCst);
            if queued == 0 || queued + len <= BYTES {
                match tx.try_send(line) {
                    Ok(()) => return Push::Queued,
                    Err(TrySendError::Full(back)) => line = back,
                    Err(TrySendError::Disconnected(_)) => {
                        self.queued.fetch_sub(len, Ordering::SeqCst);
                        return Push::Closed;
                    }
                }
            }
            self.queued.fetch_sub(len, Ordering::SeqCst);
            drop(tx);
            let now = self.written.load(Ordering::SeqCst);
            if now != progress {
                progress = now;
                since = Instant::now();
            } else if since.elapsed() >= self.stall {
                return Push::Stalled;
            }
            std::thread::sleep(TICK);
        }
    }

    /// Closes the queue: the writer writes what is queued, then ends.
    pub(crate) fn close(&self) {
        lock(&self.tx).take();
    }
}

impl Drain {
    /// Writes the queued lines to `out` until the queue is closed and empty; an error is the
    /// host's stdin failing.
    pub(crate) fn run(self, out: &mut impl Write) -> std::io::Result<()> {
        for line in self.rx {
            for piece in line.as_bytes().chunks(CHUNK) {
                out.write_all(piece)?;
                self.written.fetch_add(piece.len() as u64, Ordering::SeqCst);
            }
            self.queued.fetch_sub(line.len(), Ordering::SeqCst);
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use std::io::Write;
    use std::time::{Duration, Instant};

    use super::{BYTES, LINES, Outbox, Push};

    #[test]
    fn a_queue_nobody_drains_takes_its_bound_then_stalls() {
        let (outbox, _drain) = Outbox::new(Duration::from_millis(100));
        for i in 0..LINES {
            assert_eq!(outbox.push(format!("{i}\n")), Push::Queued, "line {i}");
        }
        let started = Instant::now();
        assert_eq!(outbox.push("one more\n".into()), Push::Stalled);
        let waited = started.elapsed();
        assert!(waited >= Duration::from_millis(100), "{waited:?}");
        assert!(waited < Duration::from_secs(5), "{waited:?}");
    }

    #[test]
    fn bytes_are_bounded_but_one_long_line_always_goes() {
        let (outbox, _drain) = Outbox::new(Duration::from_millis(50));
        assert_eq!(outbox.push("x".repeat(BYTES + 10)), Push::Queued);
        assert_eq!(outbox.push("y\n".into()), Push::Stalled);
    }

    #[test]
    fn a_closed_queue_refuses_at_once() {
        let (outbox, drain) = Outbox::new(Duration::from_secs(60));
        assert_eq!(outbox.push("a\n".into()), Push::Queued);
        outbox.close();
        assert_eq!(outbox.push("b\n".into()), Push::Closed);
        let mut out = Vec::new();
        drain.run(&mut out).expect("the queue drains into a Vec");
        assert_eq!(out, b"a\n");
    }

    /// A reader that takes a while for every piece.
    struct Slow(Vec<u8>);

    impl Write for Slow {
        fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
            std::thread::sleep(Duration::from_millis(1));
            self.0.extend_from_slice(buf);
            Ok(buf.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }

    #[test]
    fn a_slow_reader_that_keeps_reading_never_stalls() {
        // Each line takes the writer about 1 ms; the stall time is far shorter than the time
        // the whole batch takes, but the writer keeps making progress.
        let (outbox, drain) = Outbox::new(Duration::from_millis(40));
        let writer = std::thread::spawn(move || {
            let mut slow = Slow(Vec::new());
            drain.run(&mut slow).map(|()| slow.0.len())
        });
        let lines = LINES + 200;
        for i in 0..lines {
            assert_eq!(outbox.push(format!("{i:05}\n")), Push::Queued, "line {i}");
        }
        outbox.close();
        let written = writer
            .join()
            .expect("the writer thread ends")
            .expect("writes");
        assert_eq!(written, lines * 6);
    }
}
