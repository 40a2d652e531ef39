//! The `checkpoints` config keys (`mode`, `maxFileBytes`, `keep`; nested `{"checkpoints": {…}}`
//! or dotted `"checkpoints.mode"`), found once when a config file is loaded
//! (`Settings::checkpoints`). What they mean, with the project's tightening and
//! `AMA_CHECKPOINTS`, is `checkpoint::config`'s.

use serde_json::Value;

use crate::config::keys::{self, Keys};

/// The checkpoint keys one config file sets, as written.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct CheckpointKeys {
    pub mode: Option<Value>,
    pub max_file_bytes: Option<Value>,
    pub keep: Option<Value>,
}

impl CheckpointKeys {
    pub fn parse(keys: &Keys) -> CheckpointKeys {
        let get = |key: &str| keys::get(keys, &["checkpoints", key]).cloned();
        CheckpointKeys {
            mode: get("mode"),
            max_file_bytes: get("maxFileBytes"),
            keep: get("keep"),
        }
    }
}
