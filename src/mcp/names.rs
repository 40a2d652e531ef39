//! Tool names as the model sees them: `mcp__<server>__<tool>`, with every character outside
//! `[A-Za-z0-9_-]` turned into `_` and names over 64 characters (the providers' limit) cut and
//! given a hash suffix. Two tools that would get the same name are told apart by the hash too, so
//! the mapping back to the server's own name is kept, never guessed. Also the matchers that
//! permission rules, hook matchers and `--tools` use: `mcp__<server>`, `mcp__<server>__*` and
//! exact names.

use std::collections::HashSet;

use sha2::{Digest, Sha256};

/// The longest tool name the providers accept.
pub const MAX_NAME: usize = 64;
pub const PREFIX: &str = "mcp__";

/// `s` with every character outside `[A-Za-z0-9_-]` replaced by `_`.
pub fn sanitize(s: &str) -> String {
    s.chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '_' || c == '-' {
                c
            } else {
                '_'
            }
        })
        .collect()
}

/// Eight hex digits of SHA-256 over the server's and the tool's own names.
fn hash8(server: &str, tool: &str) -> String {
    let mut h = Sha256::new();
    h.update(server.as_bytes());
    h.update([0]);
    h.update(tool.as_bytes());
    h.finalize()[..4]
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// `base` cut to fit `MAX_NAME` with `_<hash>` after it.
fn with_hash(base: &str, server: &str, tool: &str) -> String {
    let suffix = format!("_{}", hash8(server, tool));
    let keep = MAX_NAME - suffix.len();
    // `base` is ASCII after `sanitize`, so any byte index is a character boundary.
    format!("{}{suffix}", &base[..base.len().min(keep)])
}

/// The model-facing name of `tool` on `server` (before de-duplication).
pub fn tool_name(server: &str, tool: &str) -> String {
    let full = format!("{PREFIX}{}__{}", sanitize(server), sanitize(tool));
    if full.len() <= MAX_NAME {
        full
    } else {
        with_hash(&full, server, tool)
    }
}

/// Names for every tool of one server, in order: `(model name, server's own name)`. A tool whose
/// name is already taken (by an earlier tool here or in `taken`, the names of other servers and
/// built-in tools) gets the hash suffix; the rare second collision is reported, not renamed at
/// random.
pub fn assign(
    server: &str,
    tools: &[String],
    taken: &mut HashSet<String>,
) -> (Vec<(String, String)>, Vec<String>) {
    let mut named = Vec::with_capacity(tools.len());
    let mut dropped = Vec::new();
    for tool in tools {
        let mut name = tool_name(server, tool);
        if taken.contains(&name) {
            name = with_hash(
                &format!("{PREFIX}{}__{}", sanitize(server), sanitize(tool)),
                server,
                tool,
            );
        }
        if taken.contains(&name) {
            dropped.push(tool.clone());
            continue;
        }
        taken.insert(name.clone());
        named.push((name, tool.clone()));
    }
    (named, dropped)
}

/// Whether `pattern` names the MCP tool `name` of `server` (its sanitized config name):
/// `mcp__<server>`, `mcp__<server>__*`, or the exact tool name. Anything else is not an MCP
/// pattern for this server.
pub fn matches(pattern: &str, server: &str, name: &str) -> bool {
    let whole = format!("{PREFIX}{}", sanitize(server));
    if pattern == whole || pattern == format!("{whole}__*") {
        return name.starts_with(&format!("{whole}__"));
    }
    pattern == name
}

/// The server part of an MCP tool name (`mcp__<server>__…`), when `name` has the shape.
pub fn server_of(name: &str) -> Option<&str> {
    let rest = name.strip_prefix(PREFIX)?;
    let (server, tool) = rest.split_once("__")?;
    (!server.is_empty() && !tool.is_empty()).then_some(server)
}

#[cfg(test)]
mod tests {
    use std::collections::HashSet;

    use super::{MAX_NAME, assign, matches, sanitize, server_of, tool_name};

    #[test]
    fn names_are_sanitized_and_bounded() {
        assert_eq!(tool_name("everything", "echo"), "mcp__everything__echo");
        assert_eq!(sanitize("a.b c/d-é_9"), "a_b_c_d-__9");
        assert_eq!(tool_name("my server", "get.sum"), "mcp__my_server__get_sum");
        let long = "x".repeat(80);
        let n = tool_name("srv", &long);
        assert_eq!(n.len(), MAX_NAME);
        assert!(n.starts_with("mcp__srv__xxxx"), "{n}");
        assert!(n[MAX_NAME - 9..].starts_with('_'), "{n}");
        // The hash depends on the original names, so two long names sharing a prefix differ.
        assert_ne!(n, tool_name("srv", &format!("{long}y")));
        // Stable across runs: the mapping is a pure function.
        assert_eq!(n, tool_name("srv", &long));
    }

    #[test]
    fn collisions_get_a_hash_and_keep_the_mapping() {
        let mut taken = HashSet::from(["read".to_string()]);
        let tools = vec!["a.b".to_string(), "a_b".to_string(), "c".to_string()];
        let (named, dropped) = assign("s", &tools, &mut taken);
        assert!(dropped.is_empty());
        assert_eq!(named[0], ("mcp__s__a_b".to_string(), "a.b".to_string()));
        assert_ne!(named[1].0, "mcp__s__a_b");
        assert!(named[1].0.starts_with("mcp__s__a_b_"), "{:?}", named[1]);
        assert_eq!(named[1].1, "a_b");
        assert_eq!(named[2].0, "mcp__s__c");
        assert_eq!(taken.len(), 4);
    }

    #[test]
    fn patterns() {
        for (pattern, server, name, want) in [
            ("mcp__fs", "fs", "mcp__fs__read_file", true),
            ("mcp__fs__*", "fs", "mcp__fs__read_file", true),
            ("mcp__fs__read_file", "fs", "mcp__fs__read_file", true),
            ("mcp__fs__read", "fs", "mcp__fs__read_file", false),
            ("mcp__f", "fs", "mcp__fs__read_file", false),
            ("mcp__fs", "fs2", "mcp__fs2__x", false),
            ("mcp__fs__*", "fs", "mcp__fsx__read", false),
            ("read", "fs", "mcp__fs__read", false),
            ("mcp__*", "fs", "mcp__fs__read", false),
        ] {
            assert_eq!(
                matches(pattern, server, name),
                want,
                "{pattern} {server} {name}"
            );
        }
        assert_eq!(server_of("mcp__fs__read_file"), Some("fs"));
        assert_eq!(server_of("mcp__fs"), None);
        assert_eq!(server_of("read"), None);
    }
}
