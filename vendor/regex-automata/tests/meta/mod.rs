#[cfg(not(miri))]
mod suite;
