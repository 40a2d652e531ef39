//! The prefix fingerprint (tui.md `/cache fingerprint`): a 16-hex hash of the system prompt and
//! one of the tool table, plus the model, for the latest real request. Two requests whose hashes
//! differ cannot share a cached prefix, which is how a `prefix_changed` miss is told apart.

use serde::Serialize;

use crate::ai::types::Context;

/// The hashes of one request's cacheable prefix.
#[derive(Serialize, Clone, Debug, Default, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct Fingerprint {
    pub system: String,
    pub tools: String,
    /// `provider/id`.
    pub model: String,
}

impl Fingerprint {
    pub fn of(ctx: &Context, model: &str) -> Fingerprint {
        let tools = serde_json::to_string(&ctx.tools).unwrap_or_default();
        Fingerprint {
            system: hash16(ctx.system_prompt.as_bytes()),
            tools: hash16(tools.as_bytes()),
            model: model.to_string(),
        }
    }
}

/// FNV-1a, 64 bits, as 16 lowercase hex digits: stable across builds and platforms.
pub fn hash16(bytes: &[u8]) -> String {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in bytes {
        h ^= u64::from(*b);
        h = h.wrapping_mul(0x0000_0100_0000_01b3);
    }
    format!("{h:016x}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hashes_are_16_hex_and_stable() {
        for (input, want) in [
            ("", "cbf29ce484222325"),
            ("a", "af63dc4c8601ec8c"),
            ("foobar", "85944171f73967e8"),
        ] {
            assert_eq!(hash16(input.as_bytes()), want, "{input:?}");
        }
    }

    #[test]
    fn system_and_tools_hash_separately() {
        let mut ctx = Context {
            system_prompt: "sys".into(),
            ..Default::default()
        };
        let a = Fingerprint::of(&ctx, "p/m");
        ctx.system_prompt = "sys2".into();
        let b = Fingerprint::of(&ctx, "p/m");
        assert_ne!(a.system, b.system);
        assert_eq!(a.tools, b.tools);
        assert_eq!(b.model, "p/m");
    }
}
