//! The `plan` config keys this workflow reads from `Settings.rest`: `plan.model` (a model spec,
//! `provider/id`) and `plan.thinking` (a thinking level) used while plan mode lasts.
//! (`plan.bash` belongs to the permission config.)

use std::collections::BTreeMap;

use serde_json::Value;

use crate::ai::types::ThinkingLevel;

/// The planning model and thinking level, when configured.
#[derive(Clone, Debug, Default, PartialEq)]
pub(crate) struct PlanModel {
    pub model: Option<String>,
    pub thinking: Option<ThinkingLevel>,
}

impl PlanModel {
    /// Reads `plan.model` / `plan.thinking`; a value of the wrong shape is left out with a
    /// warning that names the key and what to write instead.
    pub fn from_rest(rest: &BTreeMap<String, Value>) -> (PlanModel, Vec<String>) {
        let mut out = PlanModel::default();
        let mut warnings = Vec::new();
        let Some(plan) = rest.get("plan") else {
            return (out, warnings);
        };
        match plan.get("model") {
            None | Some(Value::Null) => {}
            Some(Value::String(s)) if !s.trim().is_empty() => out.model = Some(s.trim().into()),
            Some(v) => warnings.push(format!(
                "config key \"plan.model\" is {v}; use a model like \"anthropic/claude-opus-4-1\""
            )),
        }
        match plan.get("thinking") {
            None | Some(Value::Null) => {}
            Some(v) => match v.as_str().and_then(ThinkingLevel::parse) {
                Some(level) => out.thinking = Some(level),
                None => warnings.push(format!(
                    "config key \"plan.thinking\" is {v}; use off, minimal, low, medium, high or xhigh"
                )),
            },
        }
        (out, warnings)
    }

    pub fn is_set(&self) -> bool {
        self.model.is_some() || self.thinking.is_some()
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use serde_json::{Value, json};

    use super::PlanModel;
    use crate::ai::types::ThinkingLevel;

    fn rest(v: Value) -> BTreeMap<String, Value> {
        serde_json::from_value(v).unwrap_or_default()
    }

    #[test]
    fn reads_model_and_thinking() {
        let (m, w) = PlanModel::from_rest(&rest(
            json!({"plan": {"model": "mock/planner", "thinking": "high", "bash": "ask"}}),
        ));
        assert_eq!(m.model.as_deref(), Some("mock/planner"));
        assert_eq!(m.thinking, Some(ThinkingLevel::High));
        assert!(w.is_empty());
        let (m, w) = PlanModel::from_rest(&rest(json!({"plan": {"model": 3, "thinking": "max"}})));
        assert_eq!(m, PlanModel::default());
        assert_eq!(w.len(), 2, "{w:?}");
        assert!(w[0].contains("\"plan.model\" is 3"), "{w:?}");
        assert!(!PlanModel::from_rest(&rest(json!({}))).0.is_set());
    }
}
