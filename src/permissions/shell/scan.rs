//! Low-level scanning for the shell reader: a character cursor, and the matching of `(…)`, `{…}`,
//! quotes, backticks and ANSI-C strings that words and substitutions are made of.

/// A position in the command text.
pub(crate) struct Cursor {
    chars: Vec<char>,
    pub pos: usize,
}

impl Cursor {
    pub fn new(text: &str) -> Cursor {
        Cursor {
            chars: text.chars().collect(),
            pos: 0,
        }
    }

    pub fn peek(&self) -> Option<char> {
        self.chars.get(self.pos).copied()
    }

    pub fn peek_at(&self, ahead: usize) -> Option<char> {
        self.chars.get(self.pos + ahead).copied()
    }

    pub fn bump(&mut self) -> Option<char> {
        let c = self.peek()?;
        self.pos += 1;
        Some(c)
    }

    pub fn eat(&mut self, s: &str) -> bool {
        let n = s.chars().count();
        let matches = s
            .chars()
            .enumerate()
            .all(|(i, c)| self.peek_at(i) == Some(c));
        if matches {
            self.pos += n;
        }
        matches
    }

    pub fn slice(&self, from: usize, to: usize) -> String {
        self.chars[from.min(self.chars.len())..to.min(self.chars.len())]
            .iter()
            .collect()
    }

    /// Whether `c` occurs before the end of the current word-ish stretch (up to a blank),
    /// looking at most 256 characters ahead.
    pub fn ahead_in_word(&self, c: char) -> bool {
        self.chars[self.pos..]
            .iter()
            .take(256)
            .take_while(|x| !matches!(x, ' ' | '\t' | '\n' | ';' | '&' | '|'))
            .any(|&x| x == c)
    }

    pub fn at_end(&self) -> bool {
        self.pos >= self.chars.len()
    }
}

/// After an opening `(`: the text up to the matching `)`, which is consumed.
pub(crate) fn balanced_parens(cur: &mut Cursor) -> Result<String, String> {
    balanced(cur, '(', ')', "a `$(`, `<(` or `(` is never closed")
}

/// After `${`: the text up to the matching `}`, which is consumed.
pub(crate) fn balanced_braces(cur: &mut Cursor) -> Result<String, String> {
    balanced(cur, '{', '}', "a `${` is never closed")
}

/// After `$[`: the text up to the matching `]`, which is consumed.
pub(crate) fn balanced_brackets(cur: &mut Cursor) -> Result<String, String> {
    balanced(cur, '[', ']', "a `$[` is never closed")
}

fn balanced(cur: &mut Cursor, open: char, close: char, err: &str) -> Result<String, String> {
    let start = cur.pos;
    let mut depth = 1usize;
    while let Some(c) = cur.peek() {
        match c {
            '\\' => {
                cur.bump();
                cur.bump();
            }
            '\'' => {
                cur.bump();
                until_quote(cur, '\'').ok_or(err)?;
            }
            '"' => {
                cur.bump();
                skip_double(cur).ok_or(err)?;
            }
            '`' => {
                cur.bump();
                backtick(cur)?;
            }
            '$' if cur.peek_at(1) == Some('\'') => {
                cur.bump();
                cur.bump();
                ansi_c(cur)?;
            }
            c if c == open => {
                depth += 1;
                cur.bump();
            }
            c if c == close => {
                depth -= 1;
                if depth == 0 {
                    let inner = cur.slice(start, cur.pos);
                    cur.bump();
                    return Ok(inner);
                }
                cur.bump();
            }
            _ => {
                cur.bump();
            }
        }
    }
    Err(err.to_string())
}

/// The expression of `$((…))` given the text inside `$(…)`, when it is arithmetic: bash reads
/// `$((` as arithmetic only when the inner `(` closes right before the outer `)`; otherwise
/// (`$(( ls ) )`) it is a command substitution holding a subshell.
pub(crate) fn arithmetic(inner: &str) -> Option<&str> {
    let rest = inner.strip_prefix('(')?;
    let mut cur = Cursor::new(rest);
    balanced_parens(&mut cur).ok()?;
    if !cur.at_end() {
        return None;
    }
    rest.strip_suffix(')')
}

/// After an opening quote `q` with no escapes inside: the text up to the closing one.
pub(crate) fn until_quote(cur: &mut Cursor, q: char) -> Option<String> {
    let start = cur.pos;
    while let Some(c) = cur.bump() {
        if c == q {
            return Some(cur.slice(start, cur.pos - 1));
        }
    }
    None
}

/// Skips a double-quoted string after its opening quote.
fn skip_double(cur: &mut Cursor) -> Option<()> {
    while let Some(c) = cur.bump() {
        match c {
            '\\' => {
                cur.bump()?;
            }
            '"' => return Some(()),
            '`' => {
                backtick(cur).ok()?;
            }
            '$' if cur.peek() == Some('(') => {
                cur.bump();
                balanced_parens(cur).ok()?;
            }
            _ => {}
        }
    }
    None
}

/// After an opening backtick: the command inside (with `\``, `\\` and `\$` unescaped).
pub(crate) fn backtick(cur: &mut Cursor) -> Result<String, String> {
    let mut out = String::new();
    while let Some(c) = cur.bump() {
        match c {
            '`' => return Ok(out),
            '\\' => match cur.bump() {
                Some(n @ ('`' | '\\' | '$')) => out.push(n),
                Some(n) => {
                    out.push('\\');
                    out.push(n);
                }
                None => break,
            },
            _ => out.push(c),
        }
    }
    Err("a backtick (`) is never closed".into())
}

/// After `$'`: the decoded ANSI-C string up to the closing `'`.
pub(crate) fn ansi_c(cur: &mut Cursor) -> Result<String, String> {
    let mut out = String::new();
    while let Some(c) = cur.bump() {
        match c {
            '\'' => return Ok(out),
            '\\' => {
                let Some(e) = cur.bump() else { break };
                match e {
                    'a' => out.push('\x07'),
                    'b' => out.push('\x08'),
                    'e' | 'E' => out.push('\x1b'),
                    'f' => out.push('\x0c'),
                    'n' => out.push('\n'),
                    'r' => out.push('\r'),
                    't' => out.push('\t'),
                    'v' => out.push('\x0b'),
                    'c' => {
                        if let Some(x) = cur.bump() {
                            out.push(char::from((x as u8) & 0x1f));
                        }
                    }
                    'x' => push_code(cur, &mut out, 16, 2),
                    'u' => push_code(cur, &mut out, 16, 4),
                    'U' => push_code(cur, &mut out, 16, 8),
                    '0'..='7' => {
                        cur.pos -= 1;
                        push_code(cur, &mut out, 8, 3);
                    }
                    '\\' | '\'' | '"' | '?' => out.push(e),
                    other => {
                        out.push('\\');
                        out.push(other);
                    }
                }
            }
            _ => out.push(c),
        }
    }
    Err("an ANSI-C string ($'…') is never closed".into())
}

fn push_code(cur: &mut Cursor, out: &mut String, radix: u32, max: usize) {
    let mut value: u32 = 0;
    let mut n = 0;
    while n < max {
        match cur.peek().and_then(|c| c.to_digit(radix)) {
            Some(d) => {
                value = value * radix + d;
                cur.bump();
                n += 1;
            }
            None => break,
        }
    }
    if n == 0 {
        out.push('\\');
        return;
    }
    out.push(char::from_u32(value).unwrap_or('\u{fffd}'));
}

/// How deeply `${…}` and `$((…))` may nest inside each other before the text counts as
/// unparseable.
const MAX_EXPANSION_NESTING: usize = 32;

/// The command substitutions (`$(…)`, backticks) inside an expansion or a here-doc body,
/// searched recursively through `${…}` and `$((…))`. `single_quotes` says whether `'…'` quotes
/// (it does not in a here-doc body).
pub(crate) fn substitutions_in(text: &str, single_quotes: bool) -> Result<Vec<String>, String> {
    let mut out = Vec::new();
    collect_substitutions(text, single_quotes, 0, &mut out)?;
    Ok(out)
}

fn collect_substitutions(
    text: &str,
    single_quotes: bool,
    depth: usize,
    out: &mut Vec<String>,
) -> Result<(), String> {
    if depth > MAX_EXPANSION_NESTING {
        return Err("expansions are nested too deeply".into());
    }
    let mut cur = Cursor::new(text);
    while let Some(c) = cur.bump() {
        match c {
            '\\' => {
                cur.bump();
            }
            '\'' if single_quotes => {
                let _ = until_quote(&mut cur, '\'');
            }
            '`' => {
                if let Ok(inner) = backtick(&mut cur) {
                    out.push(inner);
                }
            }
            '$' if cur.peek() == Some('(') => {
                cur.bump();
                if let Ok(inner) = balanced_parens(&mut cur) {
                    if let Some(expr) = arithmetic(&inner) {
                        collect_substitutions(expr, single_quotes, depth + 1, out)?;
                    } else {
                        out.push(inner);
                    }
                }
            }
            '$' if cur.peek() == Some('[') => {
                cur.bump();
                if let Ok(inner) = balanced_brackets(&mut cur) {
                    collect_substitutions(&inner, single_quotes, depth + 1, out)?;
                }
            }
            '$' if cur.peek() == Some('{') => {
                cur.bump();
                if let Ok(inner) = balanced_braces(&mut cur) {
                    collect_substitutions(&inner, single_quotes, depth + 1, out)?;
                }
            }
            _ => {}
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::{Cursor, ansi_c, balanced_parens, substitutions_in};

    #[test]
    fn parens_skip_quotes_and_nesting() {
        let mut c = Cursor::new("echo ')' \"(\" $(a (b)) `)`) tail");
        assert_eq!(
            balanced_parens(&mut c).ok().as_deref(),
            Some("echo ')' \"(\" $(a (b)) `)`")
        );
        assert!(balanced_parens(&mut Cursor::new("ls")).is_err());
    }

    #[test]
    fn ansi_c_decodes() {
        let mut c = Cursor::new("\\x41\\101\\u00e9\\q\\\\'");
        assert_eq!(ansi_c(&mut c).ok().as_deref(), Some("AAé\\q\\"));
    }

    #[test]
    fn substitutions_found_in_expansions() {
        let subs = |t: &str, q: bool| substitutions_in(t, q).unwrap_or_default();
        assert_eq!(subs("x:-$(id)", true), vec!["id"]);
        assert_eq!(subs("'$(no)' `yes`", true), vec!["yes"]);
        assert_eq!(subs("'$(yes)'", false), vec!["yes"]);
        assert_eq!(subs("1+$(( $(n) ))", true), vec!["n"]);
        let deep = format!("{}x{}", "${a:-".repeat(100), "}".repeat(100));
        assert!(substitutions_in(&deep, true).is_err());
    }
}
