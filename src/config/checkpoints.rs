//! The `checkpoints` config keys (`mode`, `maxFileBytes`, `keep`; nested `{"checkpoints": {…}}`
//! or dotted `"checkpoints.mode"`), found once when a config file is loaded
//! (`Settings::checkpoints`). What they mean, with the project's tightening and
//! `AMA_CHECKPOINTS`, is `checkpoint::config`'s.

use serde::Deserialize;

use crate::config::field::{self, Field};
use crate::config::keys::{self, Keys};

/// The keys under `checkpoints`.
const KEYS: [&str; 3] = ["mode", "maxFileBytes", "keep"];

/// The checkpoint keys one config file sets, as written.
#[derive(Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase", default)]
pub struct CheckpointKeys {
    pub mode: Field<String>,
    pub max_file_bytes: Field<u64>,
    pub keep: Field<u64>,
}

impl CheckpointKeys {
    pub fn parse(keys: &Keys) -> CheckpointKeys {
        field::read(&keys::section(keys, "checkpoints", &KEYS))
    }
}
