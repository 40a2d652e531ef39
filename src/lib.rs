//! ama: a terminal AI coding agent. The binary is a thin wrapper over `run`.

pub mod ai;
pub mod util;

pub fn run() -> i32 {
    0
}
