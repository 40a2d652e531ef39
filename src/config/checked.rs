//! A feature's typed keys together with the problem that stops a run when one of them is wrong,
//! found once while the config is loaded and reported by whoever needs the value. The problem is
//! a `SectionError`, whose `Display` holds the wording; `get` turns it into a config error that
//! names the file (exit 3).

use std::fmt;
use std::path::Path;

use serde_json::Value;

use crate::error::{Error, Result};

#[derive(Clone, Debug, Default, PartialEq)]
pub struct Checked<T> {
    /// The keys that could be used (defaults where a key was wrong).
    pub value: T,
    /// Why the keys cannot be used as written, naming the key; `None` when they can.
    pub problem: Option<SectionError>,
}

/// Why a section's keys cannot be used as written. Each names the key (`"tasks.maxDepth"`) and
/// ends with what to do (`advice`: "fix or remove it", "see docs/sessions.md, Compaction").
#[derive(Clone, Debug, PartialEq)]
pub enum SectionError {
    /// `"<key>" must be <want>; <advice>`: a value of the wrong type or out of range, or a
    /// section that is not an object.
    MustBe {
        key: String,
        want: String,
        advice: &'static str,
    },
    /// `"<key>" has the wrong type; <advice>`.
    WrongType { key: String, advice: &'static str },
    /// `unknown key "<key>"; the keys are <known>; <advice>`.
    Unknown {
        key: String,
        known: String,
        advice: &'static str,
    },
}

impl SectionError {
    /// `"<key>" must be <want> (, not <found>)`.
    pub fn must_be(key: impl Into<String>, want: impl Into<String>, advice: &'static str) -> Self {
        SectionError::MustBe {
            key: key.into(),
            want: want.into(),
            advice,
        }
    }

    /// `"<key>" must be an object, not <found>`.
    pub fn not_object(key: &str, found: &Value, advice: &'static str) -> Self {
        SectionError::must_be(key, format!("an object, not {found}"), advice)
    }
}

impl fmt::Display for SectionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SectionError::MustBe { key, want, advice } => {
                write!(f, "\"{key}\" must be {want}; {advice}")
            }
            SectionError::WrongType { key, advice } => {
                write!(f, "\"{key}\" has the wrong type; {advice}")
            }
            SectionError::Unknown { key, known, advice } => {
                write!(f, "unknown key \"{key}\"; the keys are {known}; {advice}")
            }
        }
    }
}

impl std::error::Error for SectionError {}

impl<T: Clone + Default> Checked<T> {
    pub fn from_result(r: std::result::Result<T, SectionError>) -> Checked<T> {
        match r {
            Ok(value) => Checked {
                value,
                problem: None,
            },
            Err(e) => Checked {
                value: T::default(),
                problem: Some(e),
            },
        }
    }

    /// The value, or the problem as a config error naming `file`.
    pub fn get(&self, file: &Path) -> Result<T> {
        match &self.problem {
            Some(problem) => Err(Error::Config {
                path: file.to_path_buf(),
                message: problem.to_string(),
            }),
            None => Ok(self.value.clone()),
        }
    }
}
