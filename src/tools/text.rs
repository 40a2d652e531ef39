//! The shape of a text file that edits and writes keep: a UTF-8 byte-order mark and the line
//! ending (CRLF when most line breaks are CRLF).

/// The UTF-8 byte-order mark.
pub const BOM: &[u8] = b"\xEF\xBB\xBF";

/// Splits a leading BOM off `bytes`.
pub fn split_bom(bytes: &[u8]) -> (bool, &[u8]) {
    match bytes.strip_prefix(BOM) {
        Some(rest) => (true, rest),
        None => (false, bytes),
    }
}

/// Whether most line breaks in `bytes` are CRLF (ties and files without breaks: LF).
pub fn is_crlf(bytes: &[u8]) -> bool {
    let mut crlf = 0usize;
    let mut lf = 0usize;
    for (i, &b) in bytes.iter().enumerate() {
        if b == b'\n' {
            if i > 0 && bytes[i - 1] == b'\r' {
                crlf += 1;
            } else {
                lf += 1;
            }
        }
    }
    crlf > lf
}

/// `s` with every line break as LF.
pub fn to_lf(s: &str) -> String {
    s.replace("\r\n", "\n")
}

/// `s` with every line break as CRLF when `crlf`, else as LF.
pub fn to_eol(s: &str, crlf: bool) -> String {
    let lf = to_lf(s);
    if crlf { lf.replace('\n', "\r\n") } else { lf }
}

#[cfg(test)]
mod tests {
    use super::{is_crlf, split_bom, to_eol};

    #[test]
    fn shapes() {
        assert_eq!(split_bom(b"\xEF\xBB\xBFa"), (true, &b"a"[..]));
        assert_eq!(split_bom(b"a"), (false, &b"a"[..]));
        let cases: [(&[u8], bool); 5] = [
            (b"a\r\nb\r\n", true),
            (b"a\nb\n", false),
            (b"a\r\nb\nc\r\n", true),
            (b"a\r\nb\n", false),
            (b"no breaks", false),
        ];
        for (bytes, want) in cases {
            assert_eq!(is_crlf(bytes), want, "{bytes:?}");
        }
        assert_eq!(to_eol("a\nb\r\nc", true), "a\r\nb\r\nc");
        assert_eq!(to_eol("a\r\nb\n", false), "a\nb\n");
    }
}
