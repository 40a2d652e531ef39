mod api;
#[cfg(not(miri))]
mod suite;
