//! Untrusted text (model output, tool output, file names) made safe to print: no byte of it may
//! move the cursor, change colours, set the title, write the clipboard (OSC 52), or otherwise talk
//! to the terminal. Escape sequences are removed whole; other control characters become visible
//! inert symbols (U+2400 "control pictures"), so `safe\x08\x08\x08rm` cannot pose as `rm`; bidi
//! overrides that reorder what the eye sees ("trojan source") are shown as `<U+202E>`.

const TAB_STOP: usize = 4;

/// Sanitises text that may span lines: `\n` stays, `\r\n` becomes `\n`, a lone `\r` (progress
/// bars, overwrite tricks) is removed, tabs expand to spaces.
pub fn sanitize(s: &str) -> String {
    clean(s, true)
}

/// Sanitises text shown on one row (a file name, a command title): `\n` also becomes `␊`.
pub fn sanitize_line(s: &str) -> String {
    clean(s, false)
}

fn clean(s: &str, keep_newlines: bool) -> String {
    // Fast path: nothing to do for the usual printable text.
    if !s.chars().any(needs_work) {
        return s.to_string();
    }
    let mut out = String::with_capacity(s.len());
    let mut col = 0usize;
    let mut chars = s.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\n' if keep_newlines => {
                out.push('\n');
                col = 0;
                continue;
            }
            '\r' => continue,
            '\t' => {
                let n = TAB_STOP - col % TAB_STOP;
                out.extend(std::iter::repeat_n(' ', n));
                col += n;
                continue;
            }
            '\x1b' => {
                skip_escape(&mut chars);
                continue;
            }
            '\u{9b}' => {
                skip_csi(&mut chars);
                continue;
            }
            '\u{90}' | '\u{98}' | '\u{9d}' | '\u{9e}' | '\u{9f}' => {
                skip_string(&mut chars);
                continue;
            }
            '\u{80}'..='\u{9f}' => continue,
            '\0'..='\x1f' => out.push(char::from_u32(0x2400 + c as u32).unwrap_or('?')),
            '\x7f' => out.push('␡'),
            '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}' => {
                out.push_str(&format!("<U+{:04X}>", c as u32));
            }
            _ => out.push(c),
        }
        col += 1;
    }
    out
}

fn needs_work(c: char) -> bool {
    c.is_control()
        || ('\u{202a}'..='\u{202e}').contains(&c)
        || ('\u{2066}'..='\u{2069}').contains(&c)
}

type Chars<'a> = std::iter::Peekable<std::str::Chars<'a>>;

/// After ESC: removes the rest of the sequence, whatever its kind.
fn skip_escape(chars: &mut Chars) {
    match chars.next() {
        Some('[') => skip_csi(chars),
        Some(']') | Some('P') | Some('X') | Some('^') | Some('_') => skip_string(chars),
        Some(c) if ('\x20'..='\x2f').contains(&c) => {
            // nF: intermediates, then one final byte.
            while let Some(&n) = chars.peek() {
                chars.next();
                if !('\x20'..='\x2f').contains(&n) {
                    break;
                }
            }
        }
        _ => {} // two-character sequence (ESC c, ESC 7 …) or a trailing ESC
    }
}

/// CSI: parameter and intermediate bytes, then one final byte in `@`..`~`. A control character
/// ends it early (terminals abort the sequence there too).
fn skip_csi(chars: &mut Chars) {
    while let Some(&c) = chars.peek() {
        if c.is_control() {
            return;
        }
        chars.next();
        if ('@'..='~').contains(&c) {
            return;
        }
    }
}

/// OSC / DCS / SOS / PM / APC: up to BEL, ST (`ESC \`) or the 8-bit ST (U+009C).
fn skip_string(chars: &mut Chars) {
    while let Some(c) = chars.next() {
        match c {
            '\x07' | '\u{9c}' => return,
            '\x1b' => {
                if chars.peek() == Some(&'\\') {
                    chars.next();
                }
                return;
            }
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{sanitize, sanitize_line};

    #[test]
    fn hostile_sequences_table() {
        let cases = [
            ("plain text", "plain text"),
            ("\x1b[31mred\x1b[0m", "red"),
            ("\x1b[2J\x1b[Hcleared", "cleared"),
            ("title\x1b]0;pwned\x07done", "titledone"),
            ("clip\x1b]52;c;cm0gLXJmIH4=\x1b\\board", "clipboard"),
            (
                "link \x1b]8;;http://evil\x1b\\text\x1b]8;;\x1b\\",
                "link text",
            ),
            ("dcs\x1bP+q544e\x1b\\end", "dcsend"),
            ("apc\x1b_Gf=100;AAAA\x1b\\end", "apcend"),
            ("reset\x1bcall", "resetall"),
            ("charset\x1b(0x", "charsetx"),
            ("save\x1b7restore\x1b8", "saverestore"),
            ("c1 csi \u{9b}31mred", "c1 csi red"),
            ("c1 osc \u{9d}0;t\u{9c}x", "c1 osc x"),
            ("bell\x07", "bell␇"),
            ("safe\x08\x08\x08\x08rm", "safe␈␈␈␈rm"),
            ("echo safe\rrm -rf /", "echo saferm -rf /"),
            ("crlf\r\nnext", "crlf\nnext"),
            ("del\x7f", "del␡"),
            ("a\tb", "a   b"),
            ("abcd\tb", "abcd    b"),
            ("evil\u{202e}txt.exe", "evil<U+202E>txt.exe"),
            ("iso\u{2067}x\u{2069}", "iso<U+2067>x<U+2069>"),
            ("trailing esc\x1b", "trailing esc"),
            ("unterminated \x1b]0;title", "unterminated "),
            ("csi cut\x1b[12\nnext", "csi cut\nnext"),
            ("日本語 e\u{301}", "日本語 e\u{301}"),
        ];
        for (input, want) in cases {
            assert_eq!(sanitize(input), want, "sanitize({input:?})");
        }
    }

    #[test]
    fn line_variant_escapes_newlines() {
        assert_eq!(sanitize_line("a\nb\x1b[Ac"), "a␊bc");
    }

    #[test]
    fn output_never_contains_controls() {
        // Every byte value (as a char) on its own and after ESC.
        for b in 0u32..0x100 {
            let c = char::from_u32(b).unwrap_or('?');
            for s in [
                format!("x{c}y"),
                format!("x\x1b{c}y"),
                format!("x\x1b[{c}y"),
            ] {
                let out = sanitize_line(&s);
                assert!(!out.chars().any(|c| c.is_control()), "{s:?} -> {out:?}");
            }
        }
    }
}
