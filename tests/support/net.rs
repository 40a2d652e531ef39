//! Loopback peers that never answer, for the cancellation tests (only loopback traffic is allowed
//! where the tests run, so a non-routable address is not an option):
//! - [`BlackHole`]: a listener whose accept queue is full, so a new `connect()` gets no SYN-ACK
//!   and hangs (Linux drops a SYN when the accept queue of the listener is full);
//! - [`Silent`]: a server that accepts and then never sends a byte: an `http://` URL waits for the
//!   response headers, an `https://` URL waits in the TLS handshake.

#![allow(dead_code)]

use std::io::Read;
use std::net::{SocketAddr, TcpListener, TcpStream};
use std::os::fd::AsRawFd;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

/// A listener nobody accepts from, with its one-slot queue taken.
pub struct BlackHole {
    pub addr: SocketAddr,
    _listener: TcpListener,
    _queued: Vec<TcpStream>,
}

impl BlackHole {
    pub fn start() -> BlackHole {
        let listener = TcpListener::bind("127.0.0.1:0").expect("bind the black hole");
        // SAFETY: listen(2) on a socket this function owns; it only changes the backlog.
        let rc = unsafe { libc::listen(listener.as_raw_fd(), 0) };
        assert_eq!(rc, 0, "listen(fd, 0) failed");
        let addr = listener.local_addr().expect("local addr");
        // Fill the queue: connect until one attempt hangs.
        let mut queued = Vec::new();
        for _ in 0..16 {
            match TcpStream::connect_timeout(&addr, Duration::from_millis(200)) {
                Ok(s) => queued.push(s),
                Err(_) => {
                    return BlackHole {
                        addr,
                        _listener: listener,
                        _queued: queued,
                    };
                }
            }
        }
        panic!("the black hole's accept queue never filled");
    }

    /// A base URL pointing at it.
    pub fn url(&self, scheme: &str, path: &str) -> String {
        format!("{scheme}://{}{path}", self.addr)
    }
}

/// A server that accepts every connection, reads what comes, and never writes.
pub struct Silent {
    pub addr: SocketAddr,
    accepted: Arc<AtomicUsize>,
    received: Arc<AtomicUsize>,
    _held: Arc<Mutex<Vec<TcpStream>>>,
}

impl Silent {
    pub fn start() -> Silent {
        let listener = TcpListener::bind("127.0.0.1:0").expect("bind the silent server");
        let addr = listener.local_addr().expect("local addr");
        let accepted = Arc::new(AtomicUsize::new(0));
        let received = Arc::new(AtomicUsize::new(0));
        let held = Arc::new(Mutex::new(Vec::new()));
        let (a, r, h) = (accepted.clone(), received.clone(), held.clone());
        thread::spawn(move || {
            for stream in listener.incoming().flatten() {
                a.fetch_add(1, Ordering::SeqCst);
                if let Ok(mut reader) = stream.try_clone() {
                    let r = r.clone();
                    thread::spawn(move || {
                        let mut buf = [0u8; 4096];
                        while let Ok(n @ 1..) = reader.read(&mut buf) {
                            r.fetch_add(n, Ordering::SeqCst);
                        }
                    });
                }
                h.lock().unwrap_or_else(|e| e.into_inner()).push(stream);
            }
        });
        Silent {
            addr,
            accepted,
            received,
            _held: held,
        }
    }

    pub fn url(&self, scheme: &str, path: &str) -> String {
        format!("{scheme}://{}{path}", self.addr)
    }

    /// Waits until a client has connected and sent at least one byte.
    pub fn wait_for_bytes(&self, timeout: Duration) -> bool {
        let deadline = Instant::now() + timeout;
        while Instant::now() < deadline {
            if self.received.load(Ordering::SeqCst) > 0 {
                return true;
            }
            thread::sleep(Duration::from_millis(5));
        }
        false
    }

    pub fn accepted(&self) -> usize {
        self.accepted.load(Ordering::SeqCst)
    }
}
