//! The one poison-tolerant lock. A thread that panics while it holds a mutex poisons it; ama's
//! shared state stays usable after such a panic (a panicking run becomes an error event, the
//! process goes on), so every lock in ama takes the data as it is instead of panicking again.

use std::sync::{Mutex, MutexGuard};

/// Locks `m`, taking the data even when a thread panicked while holding it.
pub fn lock<T: ?Sized>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|p| p.into_inner())
}

#[cfg(test)]
mod tests {
    use std::sync::{Arc, Mutex};

    #[test]
    fn a_poisoned_mutex_still_locks() {
        let m = Arc::new(Mutex::new(1));
        let m2 = Arc::clone(&m);
        let joined = std::thread::spawn(move || {
            let _held = m2.lock();
            panic!("poison the mutex");
        })
        .join();
        assert!(joined.is_err());
        assert!(m.is_poisoned());
        *super::lock(&m) += 1;
        assert_eq!(*super::lock(&m), 2);
    }
}
