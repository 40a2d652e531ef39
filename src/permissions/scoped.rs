//! Allow rules for one run: a skill's or Claude Code command's `allowed-tools`
//! (docs/skills.md). Invoking one offers its rules with the prompt it expanded into; they take
//! effect only when the next run starts with exactly that prompt, last for that run, and are
//! gone when the following run starts. Like every allow rule they never beat a deny rule, a
//! built-in denial, the dangerous-command list or plan mode.

use std::sync::Mutex;

use crate::permissions::rules::{Rule, Rules};
use crate::util::sync::lock;

#[derive(Default)]
struct State {
    /// Offered with this prompt, for the run that starts with it.
    pending: Option<(String, Vec<Rule>)>,
    /// The rules of the run going now.
    active: Vec<Rule>,
}

/// One session's run-scoped allow rules.
#[derive(Default)]
pub struct Scoped {
    state: Mutex<State>,
}

impl Scoped {
    /// Offers `rules` for the run that starts with `prompt`.
    pub fn offer(&self, prompt: &str, rules: Vec<Rule>) {
        lock(&self.state).pending = (!rules.is_empty()).then(|| (prompt.to_string(), rules));
    }

    /// A run starts with `prompt`: the rules offered with it apply, any others end.
    pub fn begin(&self, prompt: &str) {
        let mut s = lock(&self.state);
        s.active = match s.pending.take() {
            Some((p, rules)) if p == prompt => rules,
            _ => Vec::new(),
        };
    }

    /// `base` with the run's rules and `extra` added to its allow rules; `None` when there are
    /// none to add.
    pub fn rules(&self, base: &Rules, extra: &[Rule]) -> Option<Rules> {
        let s = lock(&self.state);
        if s.active.is_empty() && extra.is_empty() {
            return None;
        }
        let mut merged = base.clone();
        merged.allow.extend(s.active.iter().cloned());
        merged.allow.extend(extra.iter().cloned());
        Some(merged)
    }
}

#[cfg(test)]
mod tests {
    use super::Scoped;
    use crate::permissions::rules::{Rule, Rules};

    fn rule(t: &str) -> Rule {
        Rule::parse(t, "test").unwrap_or_else(|e| panic!("{e}"))
    }

    #[test]
    fn rules_last_for_the_run_of_their_prompt() {
        let s = Scoped::default();
        let base = Rules::default();
        assert!(s.rules(&base, &[]).is_none());
        s.offer("/commit", vec![rule("bash(git add *)")]);
        assert!(s.rules(&base, &[]).is_none(), "not before its run starts");
        s.begin("/commit");
        let r = s.rules(&base, &[]).map(|r| r.allow.len());
        assert_eq!(r, Some(1));
        s.begin("next prompt");
        assert!(s.rules(&base, &[]).is_none(), "gone with the next run");
        s.offer("/commit", vec![rule("bash(git add *)")]);
        s.begin("another prompt");
        assert!(s.rules(&base, &[]).is_none(), "a different prompt takes nothing");
        s.begin("/commit");
        assert!(s.rules(&base, &[]).is_none(), "an offer is used once");
        let extra = [rule("read")];
        assert_eq!(s.rules(&base, &extra).map(|r| r.allow.len()), Some(1));
    }
}
