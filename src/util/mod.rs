//! Small shared pieces with more than one user.

pub mod cancel;
pub mod ids;
pub mod time;
