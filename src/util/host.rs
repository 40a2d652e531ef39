//! This machine's host name, as ama writes it into names other ama processes read back: the
//! temp files of atomic writes (`util::atomic_temp`) and the tags of spawned processes
//! (`process::registry`). Several machines may share a directory (NFS, a synced home), so a
//! leftover is only ever cleaned up by the host that made it; the name says which one that is.

use std::sync::OnceLock;

/// The host name with every character outside `[A-Za-z0-9._]` replaced by `_`, so it fits in a
/// file name and never holds the `-` and `:` separators the names around it use. Read once.
pub fn host_name() -> &'static str {
    static NAME: OnceLock<String> = OnceLock::new();
    NAME.get_or_init(|| {
        let raw = nix::unistd::gethostname()
            .map(|h| h.to_string_lossy().into_owned())
            .unwrap_or_default();
        let clean = clean(&raw);
        if clean.is_empty() {
            "localhost".to_string()
        } else {
            clean
        }
    })
}

fn clean(raw: &str) -> String {
    raw.chars()
        .take(64)
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '.' || c == '_' {
                c
            } else {
                '_'
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::{clean, host_name};

    #[test]
    fn separators_are_replaced() {
        assert_eq!(clean("build-7.example:x/y"), "build_7.example_x_y");
        assert!(!host_name().is_empty());
        assert!(!host_name().contains(['-', ':', '/']));
    }
}
