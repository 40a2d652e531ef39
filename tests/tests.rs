//! The one integration-test binary (`autotests = false`): every test module is declared here so
//! they all link once.

mod mock_selftest;
mod support;
