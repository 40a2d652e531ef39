//! The blob store: `<data dir>/file-history/blobs/<first 2 hex>/<sha256>`, raw bytes, shared by
//! every session and checkpoint, one file per content. A blob is written to a temp file and
//! renamed, so a reader never sees half of one; an existing blob is never rewritten.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

use sha2::{Digest, Sha256};

/// `<data dir>/file-history`.
pub fn history_dir() -> PathBuf {
    crate::config::paths::data_dir().join("file-history")
}

/// The lower-case hex sha256 of `bytes`.
pub fn sha256_hex(bytes: &[u8]) -> String {
    let digest = Sha256::digest(bytes);
    let mut s = String::with_capacity(64);
    for b in digest {
        s.push_str(&format!("{b:02x}"));
    }
    s
}

/// A blob directory.
#[derive(Clone, Debug)]
pub struct Blobs {
    root: PathBuf,
}

impl Default for Blobs {
    fn default() -> Blobs {
        Blobs::at(history_dir().join("blobs"))
    }
}

impl Blobs {
    pub fn at(root: PathBuf) -> Blobs {
        Blobs { root }
    }

    pub fn root(&self) -> &Path {
        &self.root
    }

    /// Where the blob of `sha256` lives (`None` for anything that is not 64 hex digits, so a
    /// crafted session entry cannot name a path outside the store).
    pub fn path(&self, sha256: &str) -> Option<PathBuf> {
        let ok = sha256.len() == 64 && sha256.bytes().all(|b| b.is_ascii_hexdigit());
        ok.then(|| self.root.join(&sha256[..2]).join(sha256))
    }

    /// Stores `bytes` (once per content) and returns their sha256.
    pub fn put(&self, bytes: &[u8]) -> std::io::Result<String> {
        let sha = sha256_hex(bytes);
        let Some(path) = self.path(&sha) else {
            return Ok(sha);
        };
        if path.is_file() {
            return Ok(sha);
        }
        let dir = path.parent().unwrap_or(&self.root);
        std::fs::create_dir_all(dir)?;
        static COUNTER: AtomicU64 = AtomicU64::new(0);
        let temp = dir.join(format!(
            ".{sha}.tmp-{}-{}",
            std::process::id(),
            COUNTER.fetch_add(1, Ordering::Relaxed)
        ));
        let written = (|| {
            let mut f = std::fs::OpenOptions::new()
                .write(true)
                .create_new(true)
                .open(&temp)?;
            f.write_all(bytes)?;
            f.sync_all()?;
            std::fs::rename(&temp, &path)
        })();
        if written.is_err() {
            let _ = std::fs::remove_file(&temp);
        }
        written.map(|()| sha)
    }

    /// The bytes of a blob, checked against its hash; `None` when it is missing or damaged.
    pub fn get(&self, sha256: &str) -> Option<Vec<u8>> {
        let bytes = std::fs::read(self.path(sha256)?).ok()?;
        (sha256_hex(&bytes) == sha256.to_ascii_lowercase()).then_some(bytes)
    }

    /// How many blobs there are and their total size (`ama doctor`).
    pub fn usage(&self) -> (u64, u64) {
        let mut count = 0;
        let mut bytes = 0;
        let Ok(dirs) = std::fs::read_dir(&self.root) else {
            return (0, 0);
        };
        for d in dirs.flatten() {
            let Ok(files) = std::fs::read_dir(d.path()) else {
                continue;
            };
            for f in files.flatten() {
                let name = f.file_name();
                if name.to_string_lossy().starts_with('.') {
                    continue;
                }
                if let Ok(m) = f.metadata()
                    && m.is_file()
                {
                    count += 1;
                    bytes += m.len();
                }
            }
        }
        (count, bytes)
    }
}

#[cfg(test)]
mod tests {
    use super::{Blobs, sha256_hex};

    #[test]
    fn stores_once_by_content() {
        let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
        let blobs = Blobs::at(dir.path().join("blobs"));
        let a = blobs.put(b"hello").unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(
            a,
            "2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824"
        );
        assert_eq!(blobs.put(b"hello").ok(), Some(a.clone()));
        assert_eq!(blobs.put(b"").ok(), Some(sha256_hex(b"")));
        assert_eq!(blobs.usage(), (2, 5));
        assert_eq!(blobs.get(&a), Some(b"hello".to_vec()));
        let on_disk = dir.path().join("blobs").join("2c").join(&a);
        assert_eq!(std::fs::read(&on_disk).ok(), Some(b"hello".to_vec()));
        // A damaged blob is not handed out; a crafted hash names no path.
        std::fs::write(&on_disk, b"HELLO").unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(blobs.get(&a), None);
        assert_eq!(blobs.path("../../etc/passwd"), None);
    }
}
