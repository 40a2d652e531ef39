//! Interactive mode (issue #13): the full terminal UI over `agent::Agent`. So far this holds the
//! approval conversion shared with line mode.

pub(crate) mod approval;
