//! One shell word: quote removal (single, double, ANSI-C `$'…'`, backslash escapes) and the
//! record of everything in it that the shell would expand at run time — `$VAR`, `${…}`, `$(…)`,
//! backticks, `$((…))`, `<(…)`, globs, braces and a leading `~`. Classifiers judge words by
//! these flags; the inner text of substitutions is kept so it can be analysed as commands too.

use crate::permissions::shell::scan::{self, Cursor};

/// A word as the shell would see it before expansion.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Word {
    /// The source text.
    pub raw: String,
    /// The value after quote removal; expansions stay as their source text (`$HOME`).
    pub text: String,
    /// Some part was quoted or escaped.
    pub quoted: bool,
    /// `$VAR`, `${…}` or `$((…))` outside single quotes.
    pub expansion: bool,
    /// `$((…))` or `$[…]`.
    pub arithmetic: bool,
    /// Inner texts of `$(…)` and backticks.
    pub substitutions: Vec<String>,
    /// Inner texts of `<(…)` and `>(…)`.
    pub process_substitutions: Vec<String>,
    /// An unquoted `*`, `?` or `[`.
    pub glob: bool,
    /// An unquoted glob that can match a name starting with a dot (`.e*`, `.*`).
    pub dot_glob: bool,
    /// An unquoted brace expansion (`{a,b}`, `{1..3}`).
    pub brace: bool,
    /// Starts with an unquoted `~`.
    pub tilde: bool,
    /// Starts with a backslash (`\rm`), which skips aliases and functions.
    pub backslash: bool,
}

impl Word {
    /// A plain literal word (used for words built from other words, such as `{}` replacements).
    pub fn literal(text: &str) -> Word {
        Word {
            raw: text.to_string(),
            text: text.to_string(),
            ..Word::default()
        }
    }

    /// Anything the shell would change at run time.
    pub fn is_dynamic(&self) -> bool {
        self.expansion
            || !self.substitutions.is_empty()
            || !self.process_substitutions.is_empty()
            || self.brace
    }

    /// A `NAME=value` assignment (unquoted name, as the shell requires).
    pub fn assignment(&self) -> Option<(&str, &str)> {
        let eq = self.raw.find('=')?;
        let name = self.raw[..eq].trim_end_matches('+');
        let mut chars = name.chars();
        let first = chars.next()?;
        if !(first.is_ascii_alphabetic() || first == '_')
            || !chars.all(|c| c.is_ascii_alphanumeric() || c == '_')
        {
            return None;
        }
        let value_at = self.text.find('=')?;
        Some((name, &self.text[value_at + 1..]))
    }
}

/// Glob-relevant marks collected while reading, decided when the word ends.
#[derive(Default)]
struct Pattern {
    /// The word with every quoted or escaped glob and brace character replaced by `a`, so only
    /// unquoted ones remain special; other characters (such as `.` and `/`) keep their identity.
    shape: String,
}

impl Pattern {
    fn literal(&mut self, c: char) {
        self.shape.push(if "*?[]{},".contains(c) { 'a' } else { c });
    }
    fn unquoted(&mut self, c: char) {
        self.shape.push(c);
    }
    fn quoted(&mut self, s: &str) {
        for c in s.chars() {
            self.literal(c);
        }
    }
}

/// Reads one word at the cursor (which is not at a blank or an operator). Stops before the next
/// blank or operator character.
pub(crate) fn read(cur: &mut Cursor) -> Result<Word, String> {
    let start = cur.pos;
    let mut w = Word::default();
    let mut pat = Pattern::default();
    if cur.peek() == Some('~') {
        w.tilde = true;
    }
    if cur.peek() == Some('\\') {
        w.backslash = true;
    }
    while let Some(c) = cur.peek() {
        match c {
            ' ' | '\t' | '\n' | ';' | '&' | '|' | ')' => break,
            '(' => break,
            '<' | '>' => {
                if cur.peek_at(1) == Some('(') && cur.pos == start {
                    cur.bump();
                    cur.bump();
                    let inner = scan::balanced_parens(cur)?;
                    w.process_substitutions.push(inner);
                    pat.quoted("p");
                } else {
                    break;
                }
            }
            '\\' => {
                cur.bump();
                match cur.bump() {
                    Some('\n') => {}
                    Some(n) => {
                        w.text.push(n);
                        w.quoted = true;
                        pat.literal(n);
                    }
                    None => {
                        w.text.push('\\');
                        pat.literal('\\');
                    }
                }
            }
            '\'' => {
                cur.bump();
                let s = scan::until_quote(cur, '\'').ok_or("a single quote (') is never closed")?;
                w.quoted = true;
                pat.quoted(&s);
                w.text.push_str(&s);
            }
            '"' => {
                cur.bump();
                double_quoted(cur, &mut w, &mut pat)?;
            }
            '$' => dollar(cur, &mut w, &mut pat, false)?,
            '`' => {
                cur.bump();
                let inner = scan::backtick(cur)?;
                w.text.push_str(&format!("`{inner}`"));
                w.substitutions.push(inner);
                pat.quoted("s");
            }
            '*' | '?' | '[' => {
                cur.bump();
                if c != '[' || cur.ahead_in_word(']') {
                    w.glob = true;
                }
                w.text.push(c);
                pat.unquoted(c);
            }
            '{' | '}' | ',' => {
                cur.bump();
                w.text.push(c);
                pat.unquoted(c);
            }
            _ => {
                cur.bump();
                w.text.push(c);
                pat.unquoted(c);
            }
        }
    }
    w.raw = cur.slice(start, cur.pos);
    w.brace = has_brace_expansion(&pat.shape);
    w.dot_glob = (w.glob || w.brace) && glob_reaches_dotfiles(&pat.shape);
    Ok(w)
}

/// Inside `"…"` (the opening quote consumed): `\` escapes only `$ \` " \ newline`.
fn double_quoted(cur: &mut Cursor, w: &mut Word, pat: &mut Pattern) -> Result<(), String> {
    w.quoted = true;
    loop {
        match cur.peek() {
            None => return Err("a double quote (\") is never closed".into()),
            Some('"') => {
                cur.bump();
                return Ok(());
            }
            Some('\\') => {
                cur.bump();
                match cur.bump() {
                    Some('\n') => {}
                    Some(n @ ('$' | '`' | '"' | '\\')) => {
                        w.text.push(n);
                        pat.literal(n);
                    }
                    Some(n) => {
                        w.text.push('\\');
                        w.text.push(n);
                        pat.literal('\\');
                        pat.literal(n);
                    }
                    None => return Err("a double quote (\") is never closed".into()),
                }
            }
            Some('$') => dollar(cur, w, pat, true)?,
            Some('`') => {
                cur.bump();
                let inner = scan::backtick(cur)?;
                w.text.push_str(&format!("`{inner}`"));
                w.substitutions.push(inner);
                pat.quoted("s");
            }
            Some(c) => {
                cur.bump();
                w.text.push(c);
                let mut b = [0u8; 4];
                pat.quoted(c.encode_utf8(&mut b));
            }
        }
    }
}

/// A `$` at the cursor: substitution, arithmetic, parameter, ANSI-C string or a plain `$`.
fn dollar(cur: &mut Cursor, w: &mut Word, pat: &mut Pattern, in_dq: bool) -> Result<(), String> {
    let from = cur.pos;
    cur.bump();
    match cur.peek() {
        Some('(') => {
            cur.bump();
            let inner = scan::balanced_parens(cur)?;
            w.text.push_str(&cur.slice(from, cur.pos));
            if let Some(expr) = scan::arithmetic(&inner) {
                w.expansion = true;
                w.arithmetic = true;
                w.substitutions.extend(scan::substitutions_in(expr, true)?);
                pat.quoted("e");
            } else {
                w.substitutions.push(inner);
                pat.quoted("s");
            }
        }
        // Old-style arithmetic `$[…]` expands like `$((…))`.
        Some('[') => {
            cur.bump();
            let inner = scan::balanced_brackets(cur)?;
            w.expansion = true;
            w.arithmetic = true;
            w.substitutions
                .extend(scan::substitutions_in(&inner, true)?);
            w.text.push_str(&cur.slice(from, cur.pos));
            pat.quoted("e");
        }
        Some('{') => {
            cur.bump();
            let inner = scan::balanced_braces(cur)?;
            w.expansion = true;
            w.substitutions
                .extend(scan::substitutions_in(&inner, true)?);
            w.text.push_str(&cur.slice(from, cur.pos));
            pat.quoted("e");
        }
        Some('\'') if !in_dq => {
            cur.bump();
            let s = scan::ansi_c(cur)?;
            w.quoted = true;
            pat.quoted(&s);
            w.text.push_str(&s);
        }
        Some('"') if !in_dq => {
            cur.bump();
            double_quoted(cur, w, pat)?;
        }
        Some(c) if c.is_ascii_alphabetic() || c == '_' => {
            while cur
                .peek()
                .is_some_and(|c| c.is_ascii_alphanumeric() || c == '_')
            {
                cur.bump();
            }
            w.expansion = true;
            w.text.push_str(&cur.slice(from, cur.pos));
            pat.quoted("e");
        }
        Some(c) if c.is_ascii_digit() || "@*#?$!-".contains(c) => {
            cur.bump();
            w.expansion = true;
            w.text.push_str(&cur.slice(from, cur.pos));
            pat.quoted("e");
        }
        _ => {
            w.text.push('$');
            if in_dq {
                pat.quoted("$");
            } else {
                pat.unquoted('$');
            }
        }
    }
    Ok(())
}

/// An unquoted `{…}` holding a `,` or `..` at its top level. A very long word with braces
/// counts as one without looking (the check is quadratic).
fn has_brace_expansion(shape: &str) -> bool {
    if shape.len() > 4096 {
        return shape.contains('{');
    }
    let chars: Vec<char> = shape.chars().collect();
    for (i, &c) in chars.iter().enumerate() {
        if c != '{' {
            continue;
        }
        let mut depth = 0;
        for (j, &d) in chars.iter().enumerate().skip(i) {
            match d {
                '{' => depth += 1,
                '}' => {
                    depth -= 1;
                    if depth == 0 {
                        let inner: String = chars[i + 1..j].iter().collect();
                        if inner.contains(',') || inner.contains("..") {
                            return true;
                        }
                        break;
                    }
                }
                _ => {}
            }
        }
    }
    false
}

/// Whether some path component is a glob or brace that can produce a name starting with `.`:
/// a component starting with `.`, `[` or `{` that holds a glob or brace character.
fn glob_reaches_dotfiles(shape: &str) -> bool {
    shape.split('/').any(|part| {
        let special = part.contains(['*', '?', '[', '{']);
        special && (part.starts_with('.') || part.starts_with('[') || part.starts_with('{'))
    })
}

#[cfg(test)]
mod tests {
    use super::{Word, read};
    use crate::permissions::shell::scan::Cursor;

    fn word(s: &str) -> Word {
        let mut cur = Cursor::new(s);
        read(&mut cur).unwrap_or_else(|e| panic!("{s}: {e}"))
    }

    #[test]
    fn quotes_and_escapes() {
        assert_eq!(word("'a b'").text, "a b");
        assert_eq!(word("\"a b\"").text, "a b");
        assert_eq!(word("a\\ b").text, "a b");
        assert_eq!(word("\"/usr\"'/'\"local\"/bin").text, "/usr/local/bin");
        assert_eq!(word("\"a\\$b\\q\"").text, "a$b\\q");
        assert_eq!(word("$'a\\nb\\x2e\\'c'").text, "a\nb.'c");
        assert_eq!(word("$'\\056env'").text, ".env");
        assert!(word("\\rm").backslash);
        assert_eq!(word("\\rm").text, "rm");
        assert!(!word("'*.py'").glob);
        assert!(word("'a'").quoted && !word("a").quoted);
    }

    #[test]
    fn expansions() {
        for s in [
            "$HOME",
            "${x}",
            "\"hi $USER\"",
            "$1",
            "$((1<<2))",
            "${x:-y}",
            "$IFS",
        ] {
            assert!(word(s).expansion, "{s}");
        }
        assert!(!word("'$HOME'").expansion);
        assert!(!word("a$").expansion);
        assert_eq!(word("$(ls -a)").substitutions, vec!["ls -a".to_string()]);
        assert_eq!(word("\"x`pwd`\"").substitutions, vec!["pwd".to_string()]);
        assert_eq!(
            word("${x:-$(rm -rf /)}").substitutions,
            vec!["rm -rf /".to_string()]
        );
        assert_eq!(
            word("$(echo $(id))").substitutions,
            vec!["echo $(id)".to_string()]
        );
        assert_eq!(
            word("<(curl x)").process_substitutions,
            vec!["curl x".to_string()]
        );
        assert!(word("$((1+$(id -u)))").arithmetic);
        assert_eq!(
            word("$((1+$(id -u)))").substitutions,
            vec!["id -u".to_string()]
        );
    }

    #[test]
    fn globs_braces_and_dotfiles() {
        assert!(word("*.rs").glob && !word("*.rs").dot_glob);
        assert!(word(".e*").dot_glob);
        assert!(word(".*").dot_glob);
        assert!(word("src/.e?v").dot_glob);
        assert!(word("[.]env").dot_glob);
        assert!(!word("'.e*'").dot_glob);
        assert!(!word("\".*\"").glob);
        assert!(word("{.,}env").brace && word("{.,}env").dot_glob);
        assert!(word("a{1..3}").brace);
        assert!(!word("{}").brace && !word("a{b}").brace);
        assert!(word("~/x").tilde && !word("'~'/x").tilde);
        assert!(!word("a[").glob);
    }

    #[test]
    fn unterminated() {
        for s in ["'abc", "\"abc", "$(ls", "`ls", "${x", "$'abc"] {
            let mut cur = Cursor::new(s);
            assert!(read(&mut cur).is_err(), "{s}");
        }
    }

    #[test]
    fn assignments() {
        assert_eq!(word("FOO=bar").assignment(), Some(("FOO", "bar")));
        assert_eq!(word("A_1+=x").assignment(), Some(("A_1", "x")));
        assert_eq!(
            word("GIT_EXTERNAL_DIFF='x y'").assignment(),
            Some(("GIT_EXTERNAL_DIFF", "x y"))
        );
        assert_eq!(word("'FOO'=bar").assignment(), None);
        assert_eq!(word("1A=b").assignment(), None);
        assert_eq!(word("--opt=x").assignment(), None);
    }
}
