//! One config key as serde reads it into a typed section: not set, set to a value of its type, or
//! set to something else (kept as written, so the section can name the key and the value in its
//! own wording, or keep the default with a warning). Deserializing a `Field` never fails, so a
//! section's `#[derive(Deserialize)]` never produces serde's wording for a key; each section
//! decides what a wrong value means.

use serde::Serialize;
use serde::de::{Deserialize, DeserializeOwned, Deserializer};
use serde_json::Value;

/// A key of type `T`. `null` is a value like any other: `Field<Option<T>>` accepts it as `None`,
/// `Field<T>` keeps it as `Wrong(null)`.
#[derive(Clone, Debug, Default, PartialEq)]
pub enum Field<T> {
    /// The key is not in the file.
    #[default]
    Unset,
    /// The key holds a `T`.
    Set(T),
    /// The key holds something that is not a `T`, as written.
    Wrong(Value),
}

impl<T> Field<T> {
    /// The value when the key holds a `T`; a wrong value counts as not set (the lenient reading).
    pub fn ok(&self) -> Option<&T> {
        match self {
            Field::Set(t) => Some(t),
            Field::Unset | Field::Wrong(_) => None,
        }
    }

    /// `Ok(None)` when not set, `Ok(Some(t))` when it holds a `T`, else the value as written.
    pub fn checked(&self) -> Result<Option<&T>, &Value> {
        match self {
            Field::Unset => Ok(None),
            Field::Set(t) => Ok(Some(t)),
            Field::Wrong(v) => Err(v),
        }
    }
}

impl<T: Serialize> Field<T> {
    /// The value as the file has it (for a message that quotes it); `None` when not set.
    pub fn written(&self) -> Option<Value> {
        match self {
            Field::Unset => None,
            Field::Set(t) => serde_json::to_value(t).ok(),
            Field::Wrong(v) => Some(v.clone()),
        }
    }
}

impl<'de, T: DeserializeOwned> Deserialize<'de> for Field<T> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Field<T>, D::Error> {
        let v = Value::deserialize(d)?;
        Ok(match T::deserialize(&v) {
            Ok(t) => Field::Set(t),
            Err(_) => Field::Wrong(v),
        })
    }
}

/// A section read from its object: every field is a `Field` (or a struct of them) with
/// `#[serde(default)]`, so reading an object cannot fail. Anything that is not an object reads
/// as the defaults (serde would read a derived struct from an array too); the callers that
/// refuse such a section check for it first.
pub fn read<T: DeserializeOwned + Default>(object: &Value) -> T {
    if !object.is_object() {
        return T::default();
    }
    T::deserialize(object).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use serde::Deserialize;
    use serde_json::json;

    use super::Field;

    #[derive(Deserialize, Default, Debug, PartialEq)]
    #[serde(rename_all = "camelCase", default)]
    struct Section {
        flag: Field<bool>,
        max_count: Field<u64>,
        name: Field<Option<String>>,
    }

    #[test]
    fn each_key_is_unset_set_or_wrong_as_written() {
        let s: Section = super::read(&json!({"flag": "yes", "maxCount": 3, "other": 1}));
        assert_eq!(s.flag, Field::Wrong(json!("yes")));
        assert_eq!(s.max_count, Field::Set(3));
        assert_eq!(s.name, Field::Unset);
        let s: Section = super::read(&json!({"flag": null, "maxCount": -1, "name": null}));
        assert_eq!(s.flag, Field::Wrong(json!(null)));
        assert_eq!(s.max_count, Field::Wrong(json!(-1)));
        assert_eq!(s.name, Field::Set(None));
        let s: Section = super::read(&json!({"maxCount": 2.5}));
        assert_eq!(s.max_count.checked(), Err(&json!(2.5)));
        assert_eq!(s.flag.checked(), Ok(None));
        assert_eq!(super::read::<Section>(&json!(3)), Section::default());
        assert_eq!(super::read::<Section>(&json!([true, 1])), Section::default());
    }
}
