//! The `plan` config keys as the plan-mode workflow uses them: `plan.model` and `plan.thinking`,
//! read once when the config is loaded (`config::plan::PlanKeys`, in `Settings::plan`).
//! (`plan.bash` belongs to the permission config.)

use crate::ai::types::ThinkingLevel;
use crate::config::plan::PlanKeys;
use crate::config::settings::Settings;

/// The planning model and thinking level, when configured.
#[derive(Clone, Debug, Default, PartialEq)]
pub(crate) struct PlanModel {
    pub model: Option<String>,
    pub thinking: Option<ThinkingLevel>,
}

impl PlanModel {
    /// The loaded config's `plan` keys and the warnings for keys of the wrong shape.
    pub fn from_settings(settings: &Settings) -> (PlanModel, Vec<String>) {
        PlanModel::from_keys(&settings.plan)
    }

    fn from_keys(keys: &PlanKeys) -> (PlanModel, Vec<String>) {
        let plan = PlanModel {
            model: keys.model.clone(),
            thinking: keys.thinking,
        };
        (plan, keys.warnings.clone())
    }

    pub fn is_set(&self) -> bool {
        self.model.is_some() || self.thinking.is_some()
    }
}

#[cfg(test)]
mod tests {
    use serde_json::{Value, json};

    use super::PlanModel;
    use crate::ai::types::ThinkingLevel;
    use crate::config::settings::Settings;

    fn plan(v: Value) -> (PlanModel, Vec<String>) {
        let settings: Settings = serde_json::from_value(v).unwrap_or_default();
        PlanModel::from_settings(&settings)
    }

    #[test]
    fn reads_model_and_thinking() {
        let (m, w) =
            plan(json!({"plan": {"model": "mock/planner", "thinking": "high", "bash": "ask"}}));
        assert_eq!(m.model.as_deref(), Some("mock/planner"));
        assert_eq!(m.thinking, Some(ThinkingLevel::High));
        assert!(w.is_empty());
        let (m, w) = plan(json!({"plan": {"model": 3, "thinking": "max"}}));
        assert_eq!(m, PlanModel::default());
        assert_eq!(w.len(), 2, "{w:?}");
        assert!(w[0].contains("\"plan.model\" is 3"), "{w:?}");
        assert!(!plan(json!({})).0.is_set());
    }
}
