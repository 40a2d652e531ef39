//! `Cancel`: a shared abort flag with a condvar, passed to everything that can block, so one
//! Ctrl-C or RPC `abort` reaches the stream, the tools and any wait.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Condvar, Mutex};
use std::time::{Duration, Instant};

type Hook = Box<dyn FnOnce() + Send>;

#[derive(Clone, Default)]
pub struct Cancel {
    inner: Arc<Inner>,
}

#[derive(Default)]
struct Inner {
    flag: AtomicBool,
    lock: Mutex<Vec<Hook>>,
    cond: Condvar,
}

impl Cancel {
    pub fn new() -> Cancel {
        Cancel::default()
    }

    pub fn cancel(&self) {
        self.inner.flag.store(true, Ordering::SeqCst);
        let hooks = match self.inner.lock.lock() {
            Ok(mut g) => std::mem::take(&mut *g),
            Err(p) => std::mem::take(&mut *p.into_inner()),
        };
        for hook in hooks {
            hook();
        }
        self.inner.cond.notify_all();
    }

    pub fn is_cancelled(&self) -> bool {
        self.inner.flag.load(Ordering::SeqCst)
    }

    /// Runs `hook` on cancellation (at once if already cancelled). Used to shut sockets down.
    pub fn on_cancel(&self, hook: impl FnOnce() + Send + 'static) {
        let mut g = match self.inner.lock.lock() {
            Ok(g) => g,
            Err(p) => p.into_inner(),
        };
        if self.is_cancelled() {
            drop(g);
            hook();
        } else {
            g.push(Box::new(hook));
        }
    }

    /// Sleeps up to `d`; returns true when woken by cancellation.
    pub fn sleep(&self, d: Duration) -> bool {
        let deadline = Instant::now() + d;
        let mut g = match self.inner.lock.lock() {
            Ok(g) => g,
            Err(p) => p.into_inner(),
        };
        loop {
            if self.is_cancelled() {
                return true;
            }
            let now = Instant::now();
            if now >= deadline {
                return false;
            }
            g = match self.inner.cond.wait_timeout(g, deadline - now) {
                Ok((g, _)) => g,
                Err(p) => p.into_inner().0,
            };
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Cancel;
    use std::time::{Duration, Instant};

    #[test]
    fn sleep_wakes_on_cancel_and_hooks_run() {
        let c = Cancel::new();
        let ran = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
        let r = ran.clone();
        c.on_cancel(move || r.store(true, std::sync::atomic::Ordering::SeqCst));
        let c2 = c.clone();
        std::thread::spawn(move || {
            std::thread::sleep(Duration::from_millis(20));
            c2.cancel();
        });
        let t = Instant::now();
        assert!(c.sleep(Duration::from_secs(5)));
        assert!(t.elapsed() < Duration::from_secs(2));
        assert!(ran.load(std::sync::atomic::Ordering::SeqCst));
        assert!(!Cancel::new().sleep(Duration::from_millis(1)));
    }
}
