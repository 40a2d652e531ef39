//! A feature's typed keys together with the problem that stops a run when one of them is wrong,
//! found once while the config is loaded and reported by whoever needs the value.

use std::path::Path;

use crate::error::{Error, Result};

#[derive(Clone, Debug, Default, PartialEq)]
pub struct Checked<T> {
    /// The keys that could be used (defaults where a key was wrong).
    pub value: T,
    /// Why the keys cannot be used as written, naming the key; `None` when they can.
    pub problem: Option<String>,
}

impl<T: Clone + Default> Checked<T> {
    pub fn from_result(r: std::result::Result<T, String>) -> Checked<T> {
        match r {
            Ok(value) => Checked {
                value,
                problem: None,
            },
            Err(m) => Checked {
                value: T::default(),
                problem: Some(m),
            },
        }
    }

    /// The value, or the problem as a config error naming `file`.
    pub fn get(&self, file: &Path) -> Result<T> {
        match &self.problem {
            Some(message) => Err(Error::Config {
                path: file.to_path_buf(),
                message: message.clone(),
            }),
            None => Ok(self.value.clone()),
        }
    }
}
