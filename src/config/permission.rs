//! The keys the permission settings are built from, as one config file writes them:
//! `permission.mode / allow / deny / autoSafeCommands / autoModel` (nested only) and `plan.bash`.
//! Read once when a file is loaded (`Settings::permission` for the user config,
//! `PermissionKeys::from_keys` for a project's); what they mean, the rule syntax and the errors
//! that stop a run (exit 3, naming the file and the key) are `permissions::config`'s, which sits
//! above `config`.

use serde::Deserialize;
use serde_json::Value;

use crate::config::field::{self, Field};
use crate::config::keys::Keys;

/// A list of strings as written: `null` is an empty list, an item that is not a string is kept.
pub type Strings = Field<Option<Vec<Field<String>>>>;

/// The permission keys of one config file.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct PermissionKeys {
    /// `"permission"` is set to something that is neither an object nor `null`.
    pub not_object: bool,
    /// The keys under `"permission"`.
    pub permission: Written,
    /// `plan.bash` (`readonly`, `ask`, `deny`), which the permission pipeline reads.
    pub plan_bash: Field<String>,
}

/// The keys under `"permission"`.
#[derive(Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase", default)]
pub struct Written {
    pub mode: Field<Option<String>>,
    pub allow: Strings,
    pub deny: Strings,
    pub auto_safe_commands: Strings,
    pub auto_model: Field<Option<String>>,
}

#[derive(Deserialize, Default)]
#[serde(default)]
struct PlanBash {
    bash: Field<String>,
}

impl PermissionKeys {
    /// The permission keys of a file's top-level keys.
    pub fn from_keys(keys: &Keys) -> PermissionKeys {
        let permission = keys.get("permission").unwrap_or(&Value::Null);
        PermissionKeys {
            not_object: !permission.is_null() && !permission.is_object(),
            permission: field::read(permission),
            plan_bash: keys
                .get("plan")
                .map(|plan| field::read::<PlanBash>(plan).bash)
                .unwrap_or_default(),
        }
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::PermissionKeys;
    use crate::config::field::Field;

    #[test]
    fn keys_as_written() {
        let keys = serde_json::from_value(json!({"permission": {"mode": "plan", "allow": null,
            "deny": ["bash(rm *)", 3], "autoModel": 7}, "plan": {"bash": null}}))
        .unwrap_or_default();
        let k = PermissionKeys::from_keys(&keys);
        assert!(!k.not_object);
        assert_eq!(k.permission.mode, Field::Set(Some("plan".into())));
        assert_eq!(k.permission.allow, Field::Set(None));
        assert_eq!(
            k.permission.deny,
            Field::Set(Some(vec![
                Field::Set("bash(rm *)".into()),
                Field::Wrong(json!(3))
            ]))
        );
        assert_eq!(k.permission.auto_safe_commands, Field::Unset);
        assert_eq!(k.permission.auto_model, Field::Wrong(json!(7)));
        assert_eq!(k.plan_bash, Field::Wrong(json!(null)));
        let keys = serde_json::from_value(json!({"permission": [1], "plan": "x"}))
            .unwrap_or_default();
        let k = PermissionKeys::from_keys(&keys);
        assert!(k.not_object && k.plan_bash == Field::Unset);
        let none = PermissionKeys::from_keys(&Default::default());
        assert_eq!(none, PermissionKeys::default());
    }
}
