//! The one place that looks keys up in a parsed config file: every top-level key this build
//! knows (so unknown ones are warned about here and nowhere else), and the lookup of a feature's
//! key written nested (`{"sandbox": {"bash": "auto"}}`) or dotted (`"sandbox.bash": "auto"`).
//! The feature sections in `config/` are serde-derived structs read from `section`, the keys of
//! one section gathered into one object; no code above `config` looks a key up by name.

use std::collections::BTreeMap;

use serde_json::{Map, Value};

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
    "agents",
    "hooks",
    "host",
    "mcpServers",
    "modelAliases",
    "plugins",
    "codemode",
    "limits",
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

/// The keys of section `name` as one object, for its derived struct: each of `leaves` (a key
/// under `name`, dotted for a deeper one: `"warm.mode"`) looked up as `get` does, nested or
/// dotted, and put at its nested place. Only the listed keys are gathered, so a section reads
/// exactly the spellings `get` finds.
pub fn section(keys: &Keys, name: &str, leaves: &[&str]) -> Value {
    let mut out = Map::new();
    for leaf in leaves {
        let path: Vec<&str> = std::iter::once(name).chain(leaf.split('.')).collect();
        if let Some(v) = get(keys, &path) {
            insert(&mut out, &path[1..], v.clone());
        }
    }
    Value::Object(out)
}

fn insert(map: &mut Map<String, Value>, path: &[&str], value: Value) {
    match path {
        [] => {}
        [last] => {
            map.insert((*last).to_string(), value);
        }
        [first, inner @ ..] => {
            let slot = map
                .entry((*first).to_string())
                .or_insert_with(|| Value::Object(Map::new()));
            if let Value::Object(m) = slot {
                insert(m, inner, value);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::{Keys, get, section, unknown};

    #[test]
    fn a_section_gathers_its_keys_nested_or_dotted() {
        let k = keys(json!({"cache": {"warm": 3, "missNotices": false}, "cache.warm.mode": "idle",
            "cache.warm.minSavingsUsd": 1, "cache.warm": {"mode": "off"}, "cache.other": 1}));
        assert_eq!(
            section(&k, "cache", &["missNotices", "warm.mode", "warm.minSavingsUsd"]),
            json!({"missNotices": false, "warm": {"mode": "idle", "minSavingsUsd": 1}})
        );
        assert_eq!(section(&k, "ui", &["showThinking"]), json!({}));
    }

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
