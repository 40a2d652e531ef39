//! A small Rust tokenizer for the architecture test: just enough to see paths, `use` trees,
//! attributes and `static` items, with comments, string and char literals and lifetimes taken
//! out so that text like `"crate::x"` or `// see crate::y` never counts as an import.

/// One token: an identifier or keyword, `::`, a string literal's contents, a number, or a single
/// punctuation character.
#[derive(Clone, Debug, PartialEq)]
pub enum Tok {
    Ident(String),
    PathSep,
    Str(String),
    Num,
    Punct(char),
}

#[derive(Clone, Debug)]
pub struct Token {
    pub tok: Tok,
    /// 1-based line the token starts on.
    pub line: usize,
}

impl Token {
    pub fn is_ident(&self, word: &str) -> bool {
        matches!(&self.tok, Tok::Ident(w) if w == word)
    }

    pub fn is_punct(&self, c: char) -> bool {
        self.tok == Tok::Punct(c)
    }

    pub fn ident(&self) -> Option<&str> {
        match &self.tok {
            Tok::Ident(w) => Some(w),
            _ => None,
        }
    }
}

fn is_ident_start(c: char) -> bool {
    c == '_' || c.is_alphabetic()
}

fn is_ident_char(c: char) -> bool {
    c == '_' || c.is_alphanumeric()
}

/// Splits Rust source into tokens. Unterminated literals or comments end the token stream (the
/// compiler would refuse such a file anyway).
pub fn tokenize(src: &str) -> Vec<Token> {
    let chars: Vec<char> = src.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    let mut line = 1;
    let at = |i: usize| chars.get(i).copied().unwrap_or('\0');
    while i < chars.len() {
        let c = chars[i];
        let start_line = line;
        if c == '\n' {
            line += 1;
            i += 1;
        } else if c.is_whitespace() {
            i += 1;
        } else if c == '/' && at(i + 1) == '/' {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
        } else if c == '/' && at(i + 1) == '*' {
            let mut depth = 0;
            while i < chars.len() {
                if chars[i] == '/' && at(i + 1) == '*' {
                    depth += 1;
                    i += 2;
                } else if chars[i] == '*' && at(i + 1) == '/' {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    if chars[i] == '\n' {
                        line += 1;
                    }
                    i += 1;
                }
            }
        } else if c == '"' {
            let (text, next) = quoted(&chars, i + 1, &mut line);
            out.push(Token {
                tok: Tok::Str(text),
                line: start_line,
            });
            i = next;
        } else if c == '\'' {
            if at(i + 1) == '\\' {
                // An escaped char literal: '\n', '\'', '\u{1F600}'.
                i += 3;
                while i < chars.len() && chars[i] != '\'' {
                    i += 1;
                }
                i += 1;
                out.push(Token {
                    tok: Tok::Num,
                    line: start_line,
                });
            } else if at(i + 2) == '\'' {
                i += 3;
                out.push(Token {
                    tok: Tok::Num,
                    line: start_line,
                });
            } else {
                // A lifetime or label: dropped, so `&'static` never reads as a `static` item.
                i += 1;
                while i < chars.len() && is_ident_char(chars[i]) {
                    i += 1;
                }
            }
        } else if is_ident_start(c) {
            let begin = i;
            while i < chars.len() && is_ident_char(chars[i]) {
                i += 1;
            }
            let word: String = chars[begin..i].iter().collect();
            let next = at(i);
            if (word == "r" || word == "br" || word == "cr") && (next == '"' || next == '#') {
                let mut hashes = 0;
                let mut j = i;
                while at(j) == '#' {
                    hashes += 1;
                    j += 1;
                }
                if at(j) == '"' {
                    let (text, end) = raw(&chars, j + 1, hashes, &mut line);
                    out.push(Token {
                        tok: Tok::Str(text),
                        line: start_line,
                    });
                    i = end;
                    continue;
                }
                if word == "r" && hashes == 1 && is_ident_start(at(j)) {
                    // A raw identifier, r#type.
                    let begin = j;
                    while j < chars.len() && is_ident_char(chars[j]) {
                        j += 1;
                    }
                    let word: String = chars[begin..j].iter().collect();
                    out.push(Token {
                        tok: Tok::Ident(word),
                        line: start_line,
                    });
                    i = j;
                    continue;
                }
            }
            if (word == "b" || word == "c") && next == '"' {
                let (text, end) = quoted(&chars, i + 1, &mut line);
                out.push(Token {
                    tok: Tok::Str(text),
                    line: start_line,
                });
                i = end;
                continue;
            }
            if word == "b" && next == '\'' {
                i += 1;
                if at(i + 1) == '\\' {
                    i += 3;
                } else {
                    i += 2;
                }
                while i < chars.len() && chars[i] != '\'' {
                    i += 1;
                }
                i += 1;
                out.push(Token {
                    tok: Tok::Num,
                    line: start_line,
                });
                continue;
            }
            out.push(Token {
                tok: Tok::Ident(word),
                line: start_line,
            });
        } else if c.is_ascii_digit() {
            while i < chars.len() && is_ident_char(chars[i]) {
                i += 1;
            }
            out.push(Token {
                tok: Tok::Num,
                line: start_line,
            });
        } else if c == ':' && at(i + 1) == ':' {
            out.push(Token {
                tok: Tok::PathSep,
                line: start_line,
            });
            i += 2;
        } else {
            out.push(Token {
                tok: Tok::Punct(c),
                line: start_line,
            });
            i += 1;
        }
    }
    out
}

/// A "…" literal's text from `i` (just past the opening quote); returns it and the index past
/// the closing quote.
fn quoted(chars: &[char], mut i: usize, line: &mut usize) -> (String, usize) {
    let mut text = String::new();
    while i < chars.len() {
        match chars[i] {
            '\\' => {
                if chars.get(i + 1) == Some(&'\n') {
                    *line += 1;
                }
                text.extend(chars.get(i..i + 2).unwrap_or_default());
                i += 2;
            }
            '"' => return (text, i + 1),
            c => {
                if c == '\n' {
                    *line += 1;
                }
                text.push(c);
                i += 1;
            }
        }
    }
    (text, i)
}

/// An r#"…"# literal's text from `i` (just past the opening quote).
fn raw(chars: &[char], mut i: usize, hashes: usize, line: &mut usize) -> (String, usize) {
    let mut text = String::new();
    while i < chars.len() {
        if chars[i] == '"' && (1..=hashes).all(|k| chars.get(i + k) == Some(&'#')) {
            return (text, i + 1 + hashes);
        }
        if chars[i] == '\n' {
            *line += 1;
        }
        text.push(chars[i]);
        i += 1;
    }
    (text, i)
}

#[test]
fn tokenizer_drops_comments_strings_and_lifetimes() {
    let src = "use crate::a; // crate::b\n/* crate::c /* nested */ */ let s = \"crate::d\";\n\
               let r = r#\"crate::e \"# ; fn f<'a>(x: &'static str) { let c = '\\''; }";
    let idents: Vec<String> = tokenize(src)
        .iter()
        .filter_map(|t| t.ident().map(str::to_string))
        .collect();
    assert_eq!(
        idents,
        [
            "use", "crate", "a", "let", "s", "let", "r", "fn", "f", "x", "str", "let", "c"
        ]
    );
    let lines: Vec<usize> = tokenize(src).iter().map(|t| t.line).collect();
    assert_eq!(lines.first(), Some(&1));
    assert_eq!(lines.last(), Some(&3));
}
