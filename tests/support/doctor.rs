//! Reading `ama doctor --json` reports: the checks of every section, and one check by name.

use serde_json::Value;

/// Every check of the report, in section order.
pub fn checks(report: &Value) -> Vec<Value> {
    report["sections"]
        .as_array()
        .into_iter()
        .flatten()
        .flat_map(|s| s["checks"].as_array().cloned().unwrap_or_default())
        .collect()
}

/// The first check named `name`, or `Value::Null`.
pub fn check(report: &Value, name: &str) -> Value {
    checks(report)
        .into_iter()
        .find(|c| c["name"] == name)
        .unwrap_or_default()
}
