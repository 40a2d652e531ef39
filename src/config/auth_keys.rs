//! The keys of `auth.json`, read once per run: the model registry is built several times in one
//! process (print mode resolves the model, then composes the session; RPC and the editor
//! protocol compose again for every new session), and each build used to read and parse the
//! file again. `app::options::Args` holds one `AuthKeys`; its clones share the read, so a run
//! reads the file at most once (a key stored while a long-lived session runs is used from the
//! next start).

use std::collections::BTreeMap;
use std::sync::{Arc, OnceLock};

/// `auth.json`'s keys, read the first time a registry needs them and shared by every clone.
#[derive(Clone, Default)]
pub struct AuthKeys(Arc<OnceLock<BTreeMap<String, String>>>);

impl AuthKeys {
    /// The keys, read from `auth.json` on the first call (a missing or unreadable file gives
    /// none).
    pub fn get(&self) -> &BTreeMap<String, String> {
        self.0.get_or_init(crate::config::models::read_auth_file)
    }
}

/// Never prints the keys (`Args` derives `Debug`).
impl std::fmt::Debug for AuthKeys {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let state = match self.0.get() {
            Some(keys) => format!("{} provider(s), read", keys.len()),
            None => "not read yet".to_string(),
        };
        f.debug_tuple("AuthKeys").field(&state).finish()
    }
}

#[cfg(test)]
mod tests {
    use super::AuthKeys;

    #[test]
    fn clones_share_one_read_and_debug_hides_the_keys() {
        let keys = AuthKeys::default();
        let clone = keys.clone();
        assert_eq!(format!("{keys:?}"), "AuthKeys(\"not read yet\")");
        let first: *const _ = keys.get();
        let second: *const _ = clone.get();
        assert_eq!(first, second, "the clone reuses the first read");
        assert!(format!("{clone:?}").ends_with("provider(s), read\")"));
    }
}
