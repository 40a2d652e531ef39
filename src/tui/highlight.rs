//! Syntax colouring for code the UI shows: the write approval's content (issue #29) and
//! Markdown's fenced code blocks. A small hand-written lexer per line, carrying the little state
//! that crosses lines (a block comment, a multi-line string), that tells keywords, strings,
//! comments and numbers from the rest; the language comes from a file's extension or a fence's
//! label, and an unknown one is plain code. No grammar crate: those are too big for the static
//! binary's budget. The colours are theme roles (`Role::Code*`), so `NO_COLOR` removes them and
//! leaves the text exactly as plain code. Span edges fall on grapheme-cluster boundaries, and
//! `wrap_code` wraps a coloured line exactly where one-colour text would wrap.

use std::ops::Range;

use crate::tui::line::Line;
use crate::tui::style::{Role, Style};
use crate::tui::width::grapheme_boundaries;

#[path = "highlight_syntax.rs"]
mod syntax;

use syntax::{Quote, Syntax};

/// A language the highlighter knows; `Plain` is everything else (Markdown, text, unknown).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lang {
    Rust,
    Python,
    JavaScript,
    Go,
    C,
    Cpp,
    Java,
    Shell,
    Json,
    Toml,
    Yaml,
    Plain,
}

impl Lang {
    /// The language of a file, from its extension.
    pub fn from_path(path: &str) -> Lang {
        let name = path.rsplit('/').next().unwrap_or(path);
        match name.rsplit_once('.') {
            Some((stem, ext)) if !stem.is_empty() => Lang::from_name(&ext.to_ascii_lowercase()),
            _ => Lang::Plain,
        }
    }

    /// The language of a fenced code block, from its label (` ```rust `, ` ```py `).
    pub fn from_label(label: &str) -> Lang {
        match label.to_ascii_lowercase().as_str() {
            "rust" => Lang::Rust,
            "python" | "python3" => Lang::Python,
            "javascript" | "typescript" | "node" => Lang::JavaScript,
            "golang" => Lang::Go,
            "c++" => Lang::Cpp,
            "shell" | "zsh" | "console" => Lang::Shell,
            other => Lang::from_name(other),
        }
    }

    /// Extensions, which are also the short labels.
    fn from_name(ext: &str) -> Lang {
        match ext {
            "rs" => Lang::Rust,
            "py" | "pyi" => Lang::Python,
            "js" | "mjs" | "cjs" | "jsx" | "ts" | "tsx" | "mts" | "cts" => Lang::JavaScript,
            "go" => Lang::Go,
            "c" | "h" => Lang::C,
            "cc" | "cpp" | "cxx" | "hpp" | "hh" | "hxx" => Lang::Cpp,
            "java" => Lang::Java,
            "sh" | "bash" => Lang::Shell,
            "json" => Lang::Json,
            "toml" => Lang::Toml,
            "yaml" | "yml" => Lang::Yaml,
            _ => Lang::Plain,
        }
    }

    fn syntax(self) -> Option<&'static Syntax> {
        Some(match self {
            Lang::Rust => &syntax::RUST,
            Lang::Python => &syntax::PYTHON,
            Lang::JavaScript => &syntax::JAVASCRIPT,
            Lang::Go => &syntax::GO,
            Lang::C => &syntax::C,
            Lang::Cpp => &syntax::CPP,
            Lang::Java => &syntax::JAVA,
            Lang::Shell => &syntax::SHELL,
            Lang::Json => &syntax::JSON,
            Lang::Toml => &syntax::TOML,
            Lang::Yaml => &syntax::YAML,
            Lang::Plain => return None,
        })
    }
}

/// What a piece of code is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Plain,
    Keyword,
    Str,
    Comment,
    Number,
}

impl Kind {
    /// The theme role: plain code keeps the transcript's code colour.
    pub fn style(self) -> Style {
        Style::role(match self {
            Kind::Plain => Role::Code,
            Kind::Keyword => Role::CodeKeyword,
            Kind::Str => Role::CodeString,
            Kind::Comment => Role::CodeComment,
            Kind::Number => Role::CodeNumber,
        })
    }
}

/// What an unfinished line leaves open for the next one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum State {
    Code,
    /// Inside a block comment, this deep (Rust's nest).
    Comment(u32),
    /// Inside a string; `hashes` closes a Rust raw string (`"` and that many `#`).
    Str { quote: Quote, hashes: u8 },
}

/// Colours the lines of one text in order (the state crosses lines).
pub struct Highlighter {
    syntax: Option<&'static Syntax>,
    state: State,
}

impl Highlighter {
    pub fn new(lang: Lang) -> Highlighter {
        Highlighter {
            syntax: lang.syntax(),
            state: State::Code,
        }
    }

    /// The next line (no `\n`, already sanitised) as a coloured `Line`.
    pub fn line(&mut self, text: &str) -> Line {
        let mut out = Line::new();
        for (kind, r) in self.spans(text) {
            out.push(&text[r], kind.style());
        }
        out
    }

    /// The next line's pieces, covering it whole, each edge on a grapheme-cluster boundary.
    pub fn spans(&mut self, text: &str) -> Vec<(Kind, Range<usize>)> {
        let Some(syn) = self.syntax else {
            return vec![(Kind::Plain, 0..text.len())];
        };
        let mut lx = Lexer {
            syn,
            text,
            at: 0,
            out: Vec::new(),
        };
        self.state = lx.run(self.state);
        snap_to_graphemes(text, lx.out)
    }
}

/// One line's scan.
struct Lexer<'a> {
    syn: &'static Syntax,
    text: &'a str,
    at: usize,
    out: Vec<(Kind, Range<usize>)>,
}

impl<'a> Lexer<'a> {
    fn rest(&self) -> &'a str {
        &self.text[self.at..]
    }

    fn peek(&self) -> Option<char> {
        self.rest().chars().next()
    }

    /// Marks `start..self.at` as `kind`, merging with the piece before when it is the same.
    fn emit(&mut self, kind: Kind, start: usize) {
        if start >= self.at {
            return;
        }
        match self.out.last_mut() {
            Some((k, r)) if *k == kind && r.end == start => r.end = self.at,
            _ => self.out.push((kind, start..self.at)),
        }
    }

    fn run(&mut self, mut state: State) -> State {
        while self.at < self.text.len() || state != State::Code {
            state = match state {
                State::Comment(depth) => self.block_comment(depth, self.at),
                State::Str { quote, hashes } => self.string_from(quote, hashes, self.at),
                State::Code => self.code(),
            };
            if self.at >= self.text.len() {
                break;
            }
        }
        match state {
            State::Str { quote, .. } if !quote.multiline => State::Code,
            s => s,
        }
    }

    /// One token of code; returns the state it leaves.
    fn code(&mut self) -> State {
        let start = self.at;
        let syn = self.syn;
        let rest = self.rest();
        if let Some((open, _)) = syn.block_comment
            && rest.starts_with(open)
        {
            self.at += open.len();
            return self.block_comment(1, start);
        }
        if let Some(m) = syn.line_comments.iter().find(|m| rest.starts_with(**m))
            && (!(syn.hash_at_word_start && *m == "#") || self.at_word_start())
        {
            self.at = self.text.len();
            self.emit(Kind::Comment, start);
            return State::Code;
        }
        if let Some(quote) = syn.quotes.iter().find(|q| rest.starts_with(q.open)) {
            self.at += quote.open.len();
            return self.string_from(*quote, 0, start);
        }
        let Some(c) = self.peek() else {
            return State::Code;
        };
        if c.is_ascii_digit() {
            self.number();
        } else if is_word_start(c) || (syn.directives && c == '#' && self.line_start()) {
            return self.word();
        } else if syn.rust && c == '\'' {
            self.rust_quote();
        } else {
            self.at += c.len_utf8();
            self.emit(Kind::Plain, start);
        }
        State::Code
    }

    fn at_word_start(&self) -> bool {
        self.text[..self.at]
            .chars()
            .next_back()
            .is_none_or(char::is_whitespace)
    }

    fn line_start(&self) -> bool {
        self.text[..self.at].trim().is_empty()
    }

    /// A word: a keyword, a name, a C directive, or Rust's raw-string prefix.
    fn word(&mut self) -> State {
        let start = self.at;
        let first = self.peek().map_or(0, char::len_utf8);
        self.at += first;
        let len = self.rest().find(|c: char| !is_word_char(c));
        self.at = len.map_or(self.text.len(), |n| self.at + n);
        let word = &self.text[start..self.at];
        if self.syn.rust && (word == "r" || word == "br") {
            let hashes = self.rest().bytes().take_while(|b| *b == b'#').count();
            if self.rest()[hashes..].starts_with('"') {
                self.at += hashes + 1;
                let quote = self.syn.quotes[0];
                let quote = Quote {
                    escapes: false,
                    multiline: true,
                    ..quote
                };
                return self.string_from(quote, hashes.min(255) as u8, start);
            }
        }
        let keyword = self.syn.keywords.binary_search(&word).is_ok()
            || (self.syn.directives && word.starts_with('#'));
        self.emit(if keyword { Kind::Keyword } else { Kind::Plain }, start);
        State::Code
    }

    /// Digits, a radix prefix, a fraction, an exponent with its sign, a type suffix.
    fn number(&mut self) {
        let start = self.at;
        let text = self.text;
        let bytes = text.as_bytes();
        while let Some(&b) = bytes.get(self.at) {
            let next_digit = bytes.get(self.at + 1).is_some_and(u8::is_ascii_digit);
            let sign = (b == b'-' || b == b'+')
                && self.at > start
                && matches!(bytes[self.at - 1], b'e' | b'E')
                && !text[start..].starts_with("0x")
                && next_digit;
            if b.is_ascii_alphanumeric() || b == b'_' || (b == b'.' && next_digit) || sign {
                self.at += 1;
            } else {
                break;
            }
        }
        self.emit(Kind::Number, start);
    }

    /// Rust's `'`: a char literal (`'a'`, `'\n'`, `'\u{1F600}'`) or a lifetime (`'a`).
    fn rust_quote(&mut self) {
        let start = self.at;
        let rest = &self.rest()[1..];
        let len = if let Some(esc) = rest.strip_prefix('\\') {
            // The escaped character, then the close within `\u{10FFFF}`'s reach.
            let c = esc.chars().next().unwrap_or('\'');
            let after = &esc[c.len_utf8()..];
            after
                .find('\'')
                .filter(|n| *n <= 8)
                .map(|n| 1 + c.len_utf8() + n)
        } else {
            let mut cs = rest.chars();
            match (cs.next(), cs.next()) {
                (Some(c), Some('\'')) if c != '\'' => Some(c.len_utf8()),
                _ => None,
            }
        };
        match len {
            Some(n) => {
                self.at += 1 + n + 1;
                self.emit(Kind::Str, start);
            }
            None => {
                self.at += 1;
                self.emit(Kind::Plain, start);
            }
        }
    }

    /// Scans a string from `self.at` to its close or the line's end; `start` is where its
    /// colour begins (the opener, or the line's start when it came from the line before).
    fn string_from(&mut self, quote: Quote, hashes: u8, start: usize) -> State {
        let text = self.text;
        let bytes = text.as_bytes();
        let h = usize::from(hashes);
        while self.at < self.text.len() {
            if quote.escapes && bytes[self.at] == b'\\' {
                self.at += 1;
                self.at += self.peek().map_or(0, char::len_utf8);
                continue;
            }
            let closed = if h == 0 {
                self.rest().starts_with(quote.close)
            } else {
                bytes[self.at] == b'"'
                    && self.rest()[1..].bytes().take(h).filter(|b| *b == b'#').count() == h
            };
            if closed {
                self.at += if h == 0 { quote.close.len() } else { 1 + h };
                self.emit(Kind::Str, start);
                return State::Code;
            }
            self.at += self.peek().map_or(1, char::len_utf8);
        }
        self.emit(Kind::Str, start);
        State::Str { quote, hashes }
    }

    /// Scans a block comment `depth` deep to its close or the line's end; `start` as above.
    fn block_comment(&mut self, mut depth: u32, start: usize) -> State {
        let Some((open, close)) = self.syn.block_comment else {
            return State::Code;
        };
        while self.at < self.text.len() {
            let rest = self.rest();
            if rest.starts_with(close) {
                self.at += close.len();
                depth -= 1;
                if depth == 0 {
                    self.emit(Kind::Comment, start);
                    return State::Code;
                }
            } else if self.syn.nested_comments && rest.starts_with(open) {
                self.at += open.len();
                depth += 1;
            } else {
                self.at += self.peek().map_or(1, char::len_utf8);
            }
        }
        self.emit(Kind::Comment, start);
        State::Comment(depth)
    }
}

fn is_word_start(c: char) -> bool {
    c.is_alphabetic() || c == '_' || c == '$' || (!c.is_ascii() && !c.is_whitespace())
}

fn is_word_char(c: char) -> bool {
    is_word_start(c) || c.is_ascii_digit()
}

/// Moves each inner edge forward to the next grapheme-cluster boundary, so a combining mark or
/// a ZWJ sequence never gets a colour of its own; pieces left empty go.
fn snap_to_graphemes(text: &str, pieces: Vec<(Kind, Range<usize>)>) -> Vec<(Kind, Range<usize>)> {
    if text.is_ascii() {
        return pieces;
    }
    let bounds = grapheme_boundaries(text);
    let mut out: Vec<(Kind, Range<usize>)> = Vec::with_capacity(pieces.len());
    let mut from = 0;
    for (kind, r) in pieces {
        let end = match bounds.binary_search(&r.end) {
            Ok(_) => r.end,
            Err(i) => bounds.get(i).copied().unwrap_or(text.len()),
        };
        if end <= from {
            continue;
        }
        out.push((kind, from..end));
        from = end;
    }
    out
}

/// The lines of `text` (sanitised) coloured as `lang`, in order.
#[cfg(test)]
pub fn highlight_lines(text: &str, lang: Lang) -> Vec<Line> {
    let mut h = Highlighter::new(lang);
    text.split('\n').map(|l| h.line(l)).collect()
}

/// `line` word-wrapped to `width` columns exactly where the same text in one style would wrap,
/// each piece keeping its colour (wrapping by the coloured spans would break inside a word
/// that changes colour, such as `f("x")`).
pub fn wrap_code(line: &Line, width: usize) -> Vec<Line> {
    let plain = line.plain();
    let rows = Line::raw(plain).wrap(width);
    if line.spans.len() <= 1 {
        let style = line.spans.first().map_or(Style::PLAIN, |s| s.style);
        return rows
            .into_iter()
            .map(|r| Line::styled(r.plain(), style))
            .collect();
    }
    let mut source = line
        .spans
        .iter()
        .flat_map(|s| s.text.chars().map(move |c| (c, s.style)));
    rows.into_iter()
        .map(|row| {
            let mut out = Line::new();
            let mut piece = String::new();
            let mut style = Style::PLAIN;
            for c in row.plain().chars() {
                // Spaces dropped at a break are skipped; the rest match in order.
                let st = source
                    .by_ref()
                    .find(|(s, _)| *s == c)
                    .map_or(style, |(_, st)| st);
                if st != style && !piece.is_empty() {
                    out.push(std::mem::take(&mut piece), style);
                }
                style = st;
                piece.push(c);
            }
            out.push(piece, style);
            out
        })
        .collect()
}

#[cfg(test)]
#[path = "highlight_tests.rs"]
mod tests;
