//! Hides the values of `--api-key` and `--api-key-file` from `/proc/<pid>/cmdline`, which every
//! user of the machine can read (the key file's path tells where to look for the key). std gives no access to the argv memory, but the kernel says where it is
//! (`arg_start` / `arg_end`, fields 48 and 49 of `/proc/self/stat`), and a process may write its
//! own memory through `/proc/self/mem`: no unsafe code. The key's bytes are overwritten in place
//! with `*`, keeping every length and NUL, so the rest of the command line reads as before.
//! Best effort: where `/proc` is missing or locked down, the caller warns and the run goes on.

use std::fs::OpenOptions;
use std::io::{Read, Seek, SeekFrom, Write};
use std::ops::Range;

/// Where the `--api-key` and `--api-key-file` values are in the raw NUL-separated argv bytes:
/// the word after the flag, and what follows `--api-key=` / `--api-key-file=`. `--` ends the flags. argv[0] is skipped.
pub(crate) fn secret_ranges(argv: &[u8]) -> Vec<Range<usize>> {
    let mut words = Vec::new();
    let mut start = 0;
    for (i, b) in argv.iter().enumerate() {
        if *b == 0 {
            words.push(start..i);
            start = i + 1;
        }
    }
    if start < argv.len() {
        words.push(start..argv.len());
    }
    let mut out = Vec::new();
    let mut take_next = false;
    for w in words.into_iter().skip(1) {
        let text = &argv[w.clone()];
        if take_next {
            out.push(w);
            take_next = false;
            continue;
        }
        if text == b"--" {
            break;
        }
        if text == b"--api-key" || text == b"--api-key-file" {
            take_next = true;
        } else if let Some(flag) = [&b"--api-key="[..], b"--api-key-file="]
            .into_iter()
            .find(|f| text.starts_with(f))
        {
            out.push(w.start + flag.len()..w.end);
        }
    }
    out.retain(|r| !r.is_empty());
    out
}

/// `(arg_start, arg_end)` from the text of `/proc/self/stat`.
fn arg_area(stat: &str) -> Option<(u64, u64)> {
    // The command name (field 2) may hold spaces and parentheses: count from the last `)`.
    let rest = &stat[stat.rfind(')')? + 1..];
    let fields: Vec<&str> = rest.split_whitespace().collect();
    // `rest` starts at field 3; arg_start is field 48, arg_end field 49.
    let start = fields.get(48 - 3)?.parse().ok()?;
    let end = fields.get(49 - 3)?.parse().ok()?;
    (start > 0 && end > start && end - start < (1 << 24)).then_some((start, end))
}

/// Why the key could not be hidden: the step that failed. `Display` words it.
#[derive(Debug)]
pub(crate) enum HideError {
    Stat(std::io::Error),
    NoArgumentArea,
    OpenMem(std::io::Error),
    Read(std::io::Error),
    Overwrite(std::io::Error),
}

impl std::fmt::Display for HideError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            HideError::Stat(e) => write!(f, "{e}"),
            HideError::NoArgumentArea => write!(f, "/proc/self/stat has no argument area"),
            HideError::OpenMem(e) => write!(f, "/proc/self/mem: {e}"),
            HideError::Read(e) => write!(f, "reading the arguments: {e}"),
            HideError::Overwrite(e) => write!(f, "overwriting the key: {e}"),
        }
    }
}

/// Overwrites every `--api-key` and `--api-key-file` value in this process's argv memory.
pub(crate) fn hide_api_key() -> Result<(), HideError> {
    let stat = std::fs::read_to_string("/proc/self/stat").map_err(HideError::Stat)?;
    let (start, end) = arg_area(&stat).ok_or(HideError::NoArgumentArea)?;
    let mut mem = OpenOptions::new()
        .read(true)
        .write(true)
        .open("/proc/self/mem")
        .map_err(HideError::OpenMem)?;
    let mut argv = vec![0u8; (end - start) as usize];
    mem.seek(SeekFrom::Start(start))
        .and_then(|_| mem.read_exact(&mut argv))
        .map_err(HideError::Read)?;
    for r in secret_ranges(&argv) {
        let stars = vec![b'*'; r.len()];
        mem.seek(SeekFrom::Start(start + r.start as u64))
            .and_then(|_| mem.write_all(&stars))
            .map_err(HideError::Overwrite)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::{arg_area, secret_ranges};

    fn hidden(argv: &[u8]) -> Vec<u8> {
        let mut v = argv.to_vec();
        for r in secret_ranges(argv) {
            v[r].fill(b'*');
        }
        v
    }

    #[test]
    fn finds_the_key_words() {
        let cases: [(&[u8], &[u8]); 8] = [
            (
                b"ama\0--api-key\0sk-1\0-p\0hi\0",
                b"ama\0--api-key\0****\0-p\0hi\0",
            ),
            (b"ama\0--api-key=sk-12\0hi\0", b"ama\0--api-key=*****\0hi\0"),
            (
                b"ama\0-p\0--\0--api-key\0x\0",
                b"ama\0-p\0--\0--api-key\0x\0",
            ),
            (b"--api-key\0ama\0hi\0", b"--api-key\0ama\0hi\0"),
            (b"ama\0--api-key=\0hi\0", b"ama\0--api-key=\0hi\0"),
            (
                b"ama\0--api-key\0k\0--api-key=z",
                b"ama\0--api-key\0*\0--api-key=*",
            ),
            (
                b"ama\0--api-key-file\0/k/f\0-p\0hi\0",
                b"ama\0--api-key-file\0****\0-p\0hi\0",
            ),
            (
                b"ama\0--api-key-file=/k\0hi\0",
                b"ama\0--api-key-file=**\0hi\0",
            ),
        ];
        for (argv, want) in cases {
            assert_eq!(hidden(argv), want, "{:?}", String::from_utf8_lossy(argv));
        }
    }

    #[test]
    fn reads_the_argument_area() {
        let mut fields: Vec<String> = (3..=52).map(|n| n.to_string()).collect();
        fields[48 - 3] = "1000".into();
        fields[49 - 3] = "1040".into();
        let stat = format!("123 (a) b (c)) {}", fields.join(" "));
        assert_eq!(arg_area(&stat), Some((1000, 1040)));
        assert_eq!(arg_area("1 (x) S 2"), None);
        let own = std::fs::read_to_string("/proc/self/stat").unwrap_or_default();
        assert!(arg_area(&own).is_some(), "{own}");
    }
}
