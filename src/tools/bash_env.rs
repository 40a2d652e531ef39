//! Variables added to every bash command's environment beyond ama's own: Claude Code's `env`
//! settings and what SessionStart hooks wrote to `CLAUDE_ENV_FILE` (docs/claude-code.md). One
//! shared list per agent, filled at start-up and after SessionStart; a provider key, git's guard
//! and the sandbox's dropped variables are never set from it.

use std::sync::{Arc, Mutex};

use crate::util::sync::lock;

/// The shared list; cheap to clone.
#[derive(Clone, Debug, Default)]
pub struct ExtraEnv(Arc<Mutex<Vec<(String, String)>>>);

impl ExtraEnv {
    /// Sets `name` (a later value replaces an earlier one).
    pub fn set(&self, name: &str, value: &str) {
        let mut vars = lock(&self.0);
        vars.retain(|(n, _)| n != name);
        vars.push((name.to_string(), value.to_string()));
    }

    /// The variables, in the order they were set.
    pub fn vars(&self) -> Vec<(String, String)> {
        lock(&self.0).clone()
    }

    pub fn is_empty(&self) -> bool {
        lock(&self.0).is_empty()
    }
}

/// Whether `name` may be set from the list: a valid variable name that is not a provider key
/// (`is_secret_env`, with `hidden`), not git's guard and not ama's own.
pub fn settable(name: &str, hidden: &[String]) -> bool {
    let valid = name
        .chars()
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
    valid
        && !crate::tools::bash::is_secret_env(name, hidden)
        && !name.starts_with("GIT_CONFIG_")
        && !name.starts_with("AMA_")
}

#[cfg(test)]
mod tests {
    use super::{ExtraEnv, settable};

    #[test]
    fn later_values_win_and_keys_are_never_settable() {
        let e = ExtraEnv::default();
        e.set("A", "1");
        e.set("B", "2");
        e.set("A", "3");
        assert_eq!(
            e.vars(),
            [("B".to_string(), "2".to_string()), ("A".into(), "3".into())]
        );
        for name in ["ANTHROPIC_API_KEY", "OPENAI_API_KEY", "GIT_CONFIG_COUNT", "AMA_X", "1A", "A-B", ""] {
            assert!(!settable(name, &[]), "{name}");
        }
        assert!(!settable("MINE", &["MINE".to_string()]));
        assert!(settable("PROJECT_TYPE", &[]));
        assert!(settable("PATH", &[]));
    }
}
