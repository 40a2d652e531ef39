//! Small shared pieces with more than one user.

pub mod atomic;
pub mod atomic_temp;
pub mod cancel;
pub mod cmdline;
pub mod host;
pub mod ids;
pub mod nearest;
pub mod output;
pub mod smallest;
pub mod sync;
pub mod thread;
pub mod time;
pub mod wake_channel;
