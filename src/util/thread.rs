//! Starting a named thread when the work may also run where it is: `spawn_or_run` tries a thread
//! and, when the system cannot start one (out of threads or memory), runs the job on the calling
//! thread instead, so the work is never silently lost; the caller learns which happened.

use std::sync::{Arc, Mutex};

use crate::util::sync::lock;

/// Runs `job` on a new thread named `name`, or, when no thread can be started, on this one
/// (blocking the caller until it is done) and returns the reason the thread did not start.
pub fn spawn_or_run<F>(name: &str, job: F) -> Result<(), std::io::Error>
where
    F: FnOnce() + Send + 'static,
{
    let slot = Arc::new(Mutex::new(Some(job)));
    let theirs = slot.clone();
    let started = std::thread::Builder::new()
        .name(name.into())
        .spawn(move || {
            let job = lock(&theirs).take();
            if let Some(job) = job {
                job();
            }
        });
    match started {
        Ok(_) => Ok(()),
        Err(e) => {
            let job = lock(&slot).take();
            if let Some(job) = job {
                job();
            }
            Err(e)
        }
    }
}

#[cfg(test)]
mod tests {
    use std::sync::mpsc;

    #[test]
    fn the_job_runs_once_on_its_own_thread() {
        let (tx, rx) = mpsc::channel();
        super::spawn_or_run("ama-test-job", move || {
            let name = std::thread::current().name().map(str::to_string);
            let _ = tx.send(name);
        })
        .expect("a thread starts");
        let name = rx.recv().expect("the job ran");
        assert_eq!(name.as_deref(), Some("ama-test-job"));
        assert!(rx.recv().is_err(), "the job ran only once");
    }
}
