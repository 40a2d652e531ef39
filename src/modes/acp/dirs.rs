//! The editor's `additionalDirectories` (`session/new`, `session/load`, `session/resume`): each
//! must be an absolute path of an existing directory, neither `/` nor the home directory (either
//! would put every path inside the project, as for Claude Code's); it is resolved with every symlink followed
//! (as the permission paths are) and becomes an extra project root of that session only
//! (`Args::extra_roots`, the same mechanism as Claude Code's `permissions.additionalDirectories`:
//! the permission pipeline's project and the OS sandbox's writable places). A bad entry refuses
//! the whole request, so the editor learns of it instead of the session silently narrowing.

use std::path::{Path, PathBuf};

use crate::modes::acp::transport::RpcError;
use crate::permissions::paths::normalize;
use crate::util::atomic::resolve_real;

/// The session's additional directories, resolved, in order, without repeats; the first entry
/// that is not an absolute path of a directory (or is `/` or the home directory) is a `-32602` error naming it.
pub fn resolve(given: &[String]) -> Result<Vec<PathBuf>, RpcError> {
    let mut out: Vec<PathBuf> = Vec::new();
    for text in given {
        let dir = one(text)?;
        if !out.contains(&dir) {
            out.push(dir);
        }
    }
    Ok(out)
}

fn one(text: &str) -> Result<PathBuf, RpcError> {
    let path = Path::new(text);
    if !path.is_absolute() {
        return Err(RpcError::invalid_params(format!(
            "`additionalDirectories` holds `{text}`, which is not an absolute path; send each directory's absolute path"
        )));
    }
    let dir = resolve_real(&normalize(path));
    let home = crate::config::paths::home().map(|h| resolve_real(&h));
    let everything = if dir.parent().is_none() {
        Some("`/`")
    } else if Some(&dir) == home.as_ref() {
        Some("your home directory")
    } else {
        None
    };
    if let Some(what) = everything {
        return Err(RpcError::invalid_params(format!(
            "`additionalDirectories` holds `{text}`, which is {what} and would put every path inside the project; send the directories you work in instead"
        )));
    }
    if !dir.is_dir() {
        return Err(RpcError::invalid_params(format!(
            "`additionalDirectories` holds `{text}`, which is not an existing directory; create it or leave it out of the list"
        )));
    }
    Ok(dir)
}

#[cfg(test)]
mod tests {
    use super::resolve;

    #[test]
    fn absolute_directories_resolve_and_bad_ones_are_refused() {
        let tmp = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
        let lib = tmp.path().join("lib");
        std::fs::create_dir(&lib).unwrap_or_else(|e| panic!("{e}"));
        std::os::unix::fs::symlink(&lib, tmp.path().join("link")).unwrap_or_else(|e| panic!("{e}"));
        let real = std::fs::canonicalize(&lib).unwrap_or_else(|e| panic!("{e}"));
        let link = tmp.path().join("link").display().to_string();
        let got = resolve(&[lib.display().to_string(), link]).unwrap_or_else(|e| panic!("{e:?}"));
        assert_eq!(got, [real]);
        for (bad, says) in [
            ("lib", "not an absolute path"),
            ("/", "is `/`"),
            ("/no/such/ama-dir", "not an existing directory"),
        ] {
            let err = resolve(&[bad.to_string()]).err().unwrap_or_else(|| panic!("{bad} passed"));
            assert_eq!(err.code, -32602, "{bad}");
            assert!(err.message.contains(says), "{bad}: {}", err.message);
        }
    }
}
