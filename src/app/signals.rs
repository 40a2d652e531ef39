//! One signal thread: SIGINT and SIGTERM abort the run so it ends cleanly, and the exit code
//! becomes 130 or 143. A second signal exits at once.

use std::sync::Arc;
use std::sync::atomic::{AtomicI32, Ordering};

use signal_hook::consts::{SIGINT, SIGTERM};
use signal_hook::iterator::Signals;

/// The exit code a signal asked for (0 = none yet).
#[derive(Clone, Default)]
pub struct SignalState {
    code: Arc<AtomicI32>,
}

impl SignalState {
    pub fn exit_code(&self) -> Option<i32> {
        match self.code.load(Ordering::SeqCst) {
            0 => None,
            c => Some(c),
        }
    }
}

/// Starts the signal thread; `on_signal` runs for the first signal (it should abort the run).
/// It gets the exit code the signal asks for (130 or 143).
pub fn install(on_signal: impl Fn(i32) + Send + 'static) -> SignalState {
    let state = SignalState::default();
    let Ok(mut signals) = Signals::new([SIGINT, SIGTERM]) else {
        return state;
    };
    let code = state.code.clone();
    let _ = std::thread::Builder::new()
        .name("ama-signals".into())
        .spawn(move || {
            for sig in signals.forever() {
                let c = if sig == SIGINT { 130 } else { 143 };
                if code.swap(c, Ordering::SeqCst) != 0 {
                    crate::tools::background::kill_all_background();
                    std::process::exit(c);
                }
                on_signal(c);
            }
        });
    state
}
