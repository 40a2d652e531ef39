//! The `compaction.*` config keys, as the compaction code names them: the typed keys are defined
//! in `config::compaction` (config sits below agent) and read once when the config is loaded.

pub use crate::config::compaction::Compaction as Settings;
