//! The one place that looks keys up in a parsed config file: every top-level key this build
//! knows (so unknown ones are warned about here and nowhere else), and the lookup of a feature's
//! key written nested (`{"sandbox": {"bash": "auto"}}`) or dotted (`"sandbox.bash": "auto"`).
//! The feature sections in `config/` read their keys through this while the file is loaded; no
//! code above `config` looks a key up by name.

use std::collections::BTreeMap;

use serde_json::Value;

/// A config file's keys as written, before they are sorted into typed sections.
pub type Keys = BTreeMap<String, Value>;

/// Every top-level key (or dotted prefix) a config file may set, in docs/configuration.md order.
/// `permission` and `plan` are also read by the permission settings, `hooks` by the hook
/// configuration, `host` (project config) by the host adapter set-up.
pub const KNOWN: &[&str] = &[
    "model",
    "thinking",
    "providers",
    "retry",
    "tools",
    "sessionDir",
    "permission",
    "plan",
    "sandbox",
    "ui",
    "compaction",
    "cache",
    "checkpoints",
    "reminders",
    "tasks",
    "hooks",
    "host",
    "mcpServers",
    "modelAliases",
    "codemode",
    "$schema",
];

/// The keys in `keys` that no feature reads, sorted.
pub fn unknown(keys: &Keys) -> Vec<String> {
    keys.keys()
        .filter(|k| {
            let head = k.split('.').next().unwrap_or_default();
            !KNOWN.contains(&head)
        })
        .cloned()
        .collect()
}

/// The value at `path`: nested objects first (`{"cache": {"warm": {"mode": …}}}`), else the
/// dotted key (`"cache.warm.mode"`).
pub fn get<'a>(keys: &'a Keys, path: &[&str]) -> Option<&'a Value> {
    let (first, inner) = path.split_first()?;
    let mut nested = keys.get(*first);
    for p in inner {
        nested = nested.and_then(|v| v.get(*p));
    }
    nested.or_else(|| keys.get(&path.join(".")))
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::{Keys, get, unknown};

    fn keys(v: serde_json::Value) -> Keys {
        serde_json::from_value(v).unwrap_or_default()
    }

    #[test]
    fn nested_wins_over_dotted() {
        let k = keys(json!({"a": {"b": 1}, "a.b": 2, "a.c": 3, "x": 4}));
        assert_eq!(get(&k, &["a", "b"]), Some(&json!(1)));
        assert_eq!(get(&k, &["a", "c"]), Some(&json!(3)));
        assert_eq!(get(&k, &["a", "d"]), None);
        let k = keys(json!({"a": "off", "a.b": 2}));
        assert_eq!(
            get(&k, &["a", "b"]),
            Some(&json!(2)),
            "a non-object falls back to the dotted key"
        );
    }

    #[test]
    fn unknown_keys_are_the_ones_no_feature_reads() {
        let k = keys(
            json!({"model": "a/b", "sandbox.bash": "auto", "modle": "x", "ui.x": 1, "zz.y": 2}),
        );
        assert_eq!(unknown(&k), ["modle", "zz.y"]);
    }
}
