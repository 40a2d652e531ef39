//! Mount file systems
#[cfg(linux_android)]
mod linux;

#[cfg(linux_android)]
pub use self::linux::*;

#[cfg(bsd_without_apple)]
mod bsd_without_apple;

#[cfg(bsd_without_apple)]
pub use self::bsd_without_apple::*;

#[cfg(apple_targets)]
mod apple;

#[cfg(apple_targets)]
pub use self::apple::*;
