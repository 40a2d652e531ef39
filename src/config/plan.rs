//! The `plan` config keys the plan-mode workflow reads: `plan.model` (a model spec,
//! `provider/id`) and `plan.thinking` (a thinking level) used while plan mode lasts, nested only.
//! Read once when the config is loaded (`Settings::plan`). (`plan.bash` belongs to the
//! permission keys, `config::permission`.)

use serde::Deserialize;
use serde_json::Value;

use crate::ai::types::ThinkingLevel;
use crate::config::field::{self, Field};
use crate::config::keys::Keys;

/// The planning model and thinking level, when configured, and a warning per key of the wrong
/// shape (left out).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct PlanKeys {
    pub model: Option<String>,
    pub thinking: Option<ThinkingLevel>,
    pub warnings: Vec<String>,
}

/// The keys under `plan` as written (`plan.bash` is `PermissionKeys`').
#[derive(Deserialize, Default)]
#[serde(default)]
struct Written {
    model: Field<Option<String>>,
    thinking: Field<Option<String>>,
}

impl PlanKeys {
    /// Reads `plan.model` / `plan.thinking`; a value of the wrong shape is left out with a
    /// warning that names the key and what to write instead.
    pub fn parse(keys: &Keys) -> PlanKeys {
        let mut out = PlanKeys::default();
        let Some(plan) = keys.get("plan") else {
            return out;
        };
        let w: Written = field::read(plan);
        match w.model {
            Field::Unset | Field::Set(None) => {}
            Field::Set(Some(s)) if !s.trim().is_empty() => out.model = Some(s.trim().into()),
            Field::Set(Some(s)) => out.warnings.push(model_warning(&Value::String(s))),
            Field::Wrong(v) => out.warnings.push(model_warning(&v)),
        }
        let thinking = match w.thinking {
            Field::Unset | Field::Set(None) => None,
            Field::Set(Some(s)) => Some(ThinkingLevel::parse(&s).ok_or(Value::String(s))),
            Field::Wrong(v) => Some(Err(v)),
        };
        match thinking {
            None => {}
            Some(Ok(level)) => out.thinking = Some(level),
            Some(Err(v)) => out.warnings.push(format!(
                "config key \"plan.thinking\" is {v}; use off, minimal, low, medium, high or xhigh"
            )),
        }
        out
    }
}

fn model_warning(v: &Value) -> String {
    format!("config key \"plan.model\" is {v}; use a model like \"anthropic/claude-opus-4-1\"")
}
