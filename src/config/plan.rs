//! The `plan` config keys the plan-mode workflow reads: `plan.model` (a model spec,
//! `provider/id`) and `plan.thinking` (a thinking level) used while plan mode lasts, nested only.
//! Read once when the config is loaded (`Settings::plan`). (`plan.bash` belongs to the
//! permission config.)

use serde_json::Value;

use crate::ai::types::ThinkingLevel;
use crate::config::keys::Keys;

/// The planning model and thinking level, when configured, and a warning per key of the wrong
/// shape (left out).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct PlanKeys {
    pub model: Option<String>,
    pub thinking: Option<ThinkingLevel>,
    pub warnings: Vec<String>,
}

impl PlanKeys {
    /// Reads `plan.model` / `plan.thinking`; a value of the wrong shape is left out with a
    /// warning that names the key and what to write instead.
    pub fn parse(keys: &Keys) -> PlanKeys {
        let mut out = PlanKeys::default();
        let Some(plan) = keys.get("plan") else {
            return out;
        };
        match plan.get("model") {
            None | Some(Value::Null) => {}
            Some(Value::String(s)) if !s.trim().is_empty() => out.model = Some(s.trim().into()),
            Some(v) => out.warnings.push(format!(
                "config key \"plan.model\" is {v}; use a model like \"anthropic/claude-opus-4-1\""
            )),
        }
        match plan.get("thinking") {
            None | Some(Value::Null) => {}
            Some(v) => match v.as_str().and_then(ThinkingLevel::parse) {
                Some(level) => out.thinking = Some(level),
                None => out.warnings.push(format!(
                    "config key \"plan.thinking\" is {v}; use off, minimal, low, medium, high or xhigh"
                )),
            },
        }
        out
    }
}
