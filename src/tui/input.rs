//! The input side of the real terminal: a thread reads stdin bytes into a channel (a blocking
//! `read` on its own thread, so the UI thread never blocks without a deadline), and `InputSource`
//! turns them into `Input`s with the Esc timeout. A terminal resize is noticed by polling the size
//! at each wait (at most every `RESIZE_POLL`). `discard_typed_ahead` drops every byte read before
//! it was called, so keys typed (or injected) before a dialog appeared never answer it.

use std::io::Read;
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::time::{Duration, Instant};

use crate::tui::keys::{Input, StdinBuffer};

/// How often the size is checked while waiting for keys.
pub const RESIZE_POLL: Duration = Duration::from_millis(100);

/// What the reader thread sends.
pub enum Chunk {
    /// Bytes and when their `read` returned.
    Bytes(Vec<u8>, Instant),
    /// stdin reached its end or failed: the terminal is gone.
    Closed,
}

pub struct InputSource {
    rx: Receiver<Chunk>,
    buffer: StdinBuffer,
    esc_timeout: Duration,
    /// Bytes read before this instant are dropped (`discard_typed_ahead`).
    discard_before: Option<Instant>,
    size: Box<dyn Fn() -> (u16, u16) + Send>,
    last_size: (u16, u16),
    closed: bool,
}

impl InputSource {
    /// Starts the reader thread on `reader` (stdin in the app, a pipe in tests). `size` reports
    /// the terminal's size; a change is reported as `Input::Resize`.
    pub fn spawn<R: Read + Send + 'static>(
        mut reader: R,
        esc_timeout: Duration,
        size: Box<dyn Fn() -> (u16, u16) + Send>,
    ) -> InputSource {
        let (thread_tx, rx) = channel();
        let _ = std::thread::Builder::new()
            .name("tui-stdin".into())
            .spawn(move || {
                let mut buf = [0u8; 8192];
                loop {
                    match reader.read(&mut buf) {
                        Ok(0) => break,
                        Ok(n) => {
                            if thread_tx
                                .send(Chunk::Bytes(buf[..n].to_vec(), Instant::now()))
                                .is_err()
                            {
                                return;
                            }
                        }
                        Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
                        Err(_) => break,
                    }
                }
                let _ = thread_tx.send(Chunk::Closed);
            });
        let last_size = size();
        InputSource {
            rx,
            buffer: StdinBuffer::new(esc_timeout),
            esc_timeout,
            discard_before: None,
            size,
            last_size,
            closed: false,
        }
    }

    /// True once stdin has ended: the caller restores the terminal and exits.
    pub fn is_closed(&self) -> bool {
        self.closed
    }

    /// Drops every key typed before now: the bytes already read (queued or half-parsed) and any
    /// the reader thread returns later from a `read` that finished before now. A resize or the
    /// end of input is kept. The caller flushes the terminal's own queue first
    /// (`terminal::flush_typed_input`).
    pub fn discard_typed_ahead(&mut self) {
        let now = Instant::now();
        self.discard_before = Some(now);
        self.buffer = StdinBuffer::new(self.esc_timeout);
        while let Ok(chunk) = self.rx.try_recv() {
            match chunk {
                Chunk::Bytes(..) => {}
                Chunk::Closed => self.closed = true,
            }
        }
    }

    /// Waits until `deadline` at most and returns what arrived (possibly nothing).
    pub fn wait(&mut self, deadline: Instant) -> Vec<Input> {
        loop {
            let now = Instant::now();
            let mut out = self.buffer.flush(now);
            if let Some(resize) = self.check_size() {
                out.push(resize);
            }
            if !out.is_empty() || now >= deadline || self.closed {
                return out;
            }
            let mut until = deadline.min(now + RESIZE_POLL);
            if let Some(esc) = self.buffer.pending_deadline() {
                until = until.min(esc);
            }
            match self.rx.recv_timeout(until.saturating_duration_since(now)) {
                Ok(Chunk::Bytes(_, at)) if self.discard_before.is_some_and(|d| at < d) => {}
                Ok(Chunk::Bytes(b, _)) => {
                    let got = self.buffer.feed(&b, Instant::now());
                    if !got.is_empty() {
                        return got;
                    }
                }
                Ok(Chunk::Closed) | Err(RecvTimeoutError::Disconnected) => {
                    self.closed = true;
                    return self.buffer.flush(Instant::now() + Duration::from_secs(60));
                }
                Err(RecvTimeoutError::Timeout) => {}
            }
        }
    }

    fn check_size(&mut self) -> Option<Input> {
        let now = (self.size)();
        if now != self.last_size {
            self.last_size = now;
            return Some(Input::Resize(now.0, now.1));
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use std::io::Write;
    use std::sync::Arc;
    use std::sync::atomic::{AtomicU16, Ordering};
    use std::time::{Duration, Instant};

    use super::InputSource;
    use crate::tui::keys::{Input, Key, KeyCode};

    /// A pipe: the test writes, the reader thread reads.
    fn pipe() -> (std::io::PipeReader, std::io::PipeWriter) {
        std::io::pipe().expect("pipe")
    }

    #[test]
    fn keys_esc_timeout_resize_and_close() {
        let (r, mut w) = pipe();
        let cols = Arc::new(AtomicU16::new(80));
        let c2 = cols.clone();
        let mut src = InputSource::spawn(
            r,
            Duration::from_millis(30),
            Box::new(move || (c2.load(Ordering::SeqCst), 24)),
        );
        let soon = || Instant::now() + Duration::from_secs(5);
        w.write_all(b"a").unwrap();
        assert_eq!(src.wait(soon()), vec![Input::Key(Key::char('a'))]);
        w.write_all(b"\x1b").unwrap();
        // The lone Esc comes out after the timeout, well before the 5 s deadline.
        let t = Instant::now();
        assert_eq!(src.wait(soon()), vec![Input::Key(Key::plain(KeyCode::Esc))]);
        assert!(t.elapsed() < Duration::from_secs(2));
        cols.store(100, Ordering::SeqCst);
        assert_eq!(src.wait(soon()), vec![Input::Resize(100, 24)]);
        // Nothing pending: returns empty at the deadline.
        assert_eq!(src.wait(Instant::now() + Duration::from_millis(20)), vec![]);
        drop(w);
        let _ = src.wait(soon());
        assert!(src.is_closed());
    }

    #[test]
    fn keys_typed_before_a_discard_never_come_out() {
        let (r, mut w) = pipe();
        let mut src = InputSource::spawn(r, Duration::from_millis(30), Box::new(|| (80, 24)));
        w.write_all(b"yy").unwrap();
        // Let the reader thread queue the bytes, then half a sequence.
        std::thread::sleep(Duration::from_millis(100));
        src.discard_typed_ahead();
        assert_eq!(src.wait(Instant::now() + Duration::from_millis(50)), vec![]);
        w.write_all(b"n").unwrap();
        assert_eq!(
            src.wait(Instant::now() + Duration::from_secs(5)),
            vec![Input::Key(Key::char('n'))]
        );
    }
}
