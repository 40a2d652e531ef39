//! Tokens → segments: lists, pipelines, `( … )` subshells, `{ …; }` groups, the keywords of
//! compound commands (stripped and flagged, so the commands inside are still seen), `case`
//! clauses and function definitions. Syntax errors become `Analysis::error`.

use crate::permissions::shell::lexer::{self, Op, Redirect, Tok};
use crate::permissions::shell::word::Word;
use crate::permissions::shell::{Analysis, MAX_DEPTH, Origin, Segment, nested};

/// Where a piece of text is being parsed.
#[derive(Clone, Debug)]
pub(crate) struct Ctx {
    pub depth: u8,
    pub origin: Origin,
    pub parent: Option<usize>,
    pub grouped: bool,
    /// Inside `(( … ))`.
    pub arith: bool,
    /// The pipeline stages of the subshells and groups around this text.
    pub pipes: Vec<(usize, usize)>,
}

impl Ctx {
    pub fn top() -> Ctx {
        Ctx {
            depth: 0,
            origin: Origin::Top,
            parent: None,
            grouped: false,
            arith: false,
            pipes: Vec::new(),
        }
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Stop {
    End,
    RParen,
    RBrace,
    Case,
}

/// Parses `text` and appends its segments (and everything nested in them) to `out`.
pub(crate) fn parse_into(text: &str, ctx: Ctx, out: &mut Analysis) {
    if ctx.depth > MAX_DEPTH {
        out.too_deep = true;
        return;
    }
    if text.len() > MAX_TEXT {
        return out.fail(format!(
            "the command is longer than {} KiB",
            MAX_TEXT / 1024
        ));
    }
    if out.odd_char.is_none() {
        out.odd_char = odd_char(text);
    }
    let toks = match lexer::tokenize(text) {
        Ok(t) => t,
        Err(e) => return out.fail(e),
    };
    let first = out.segments.len();
    let mut p = Parser {
        toks,
        pos: 0,
        out,
        ctx,
        open: 0,
        double_paren: false,
    };
    if let Err(e) = p.list(Stop::End) {
        p.out.fail(e);
    }
    nested::stdin_scripts(out, first);
}

/// The error for a character the analyser does not interpret. The text is still parsed as bash
/// would, so deny rules and the dangerous list see every command in it.
pub(crate) fn odd_char_error(c: char) -> String {
    format!(
        "the command holds the control or invisible character U+{:04X}, which the analyser does not judge",
        u32::from(c)
    )
}

/// The first character the analyser does not interpret: control characters other than tab and
/// newline (`\r` included), the replacement character that invalid UTF-8 turns into, and
/// invisible formatting characters that make text look unlike what runs.
pub(crate) fn odd_char(text: &str) -> Option<char> {
    text.chars().find(|&c| {
        (c.is_control() && c != '\t' && c != '\n')
            || matches!(
                c,
                '\u{fffd}'
                    | '\u{200b}'..='\u{200f}'
                    | '\u{202a}'..='\u{202e}'
                    | '\u{2066}'..='\u{2069}'
                    | '\u{feff}'
            )
    })
}

struct Parser<'a> {
    toks: Vec<Tok>,
    pos: usize,
    out: &'a mut Analysis,
    ctx: Ctx,
    /// How many lists are open (subshells, groups, case items, function bodies).
    open: usize,
    /// The `(` just read was followed by another: the inner one opens `(( … ))`.
    double_paren: bool,
}

/// How many lists may be open inside each other before the text counts as unparseable.
const MAX_NESTING: usize = 64;

/// Texts longer than this are not analysed (and so never judged safe).
pub(crate) const MAX_TEXT: usize = 1024 * 1024;

const OPENING: [&str; 8] = ["if", "then", "elif", "else", "while", "until", "do", "!"];
const CLOSING: [&str; 3] = ["fi", "done", "esac"];

fn keyword(tok: Option<&Tok>) -> Option<&str> {
    match tok {
        Some(Tok::Word(w)) if !w.quoted && !w.is_dynamic() => Some(w.raw.as_str()),
        _ => None,
    }
}

impl Parser<'_> {
    fn peek(&self) -> Option<&Tok> {
        self.toks.get(self.pos)
    }

    fn peek_kw(&self) -> Option<&str> {
        keyword(self.peek())
    }

    fn skip_newlines(&mut self) {
        while matches!(self.peek(), Some(Tok::Op(Op::Newline))) {
            self.pos += 1;
        }
    }

    fn at_command_start(&self) -> bool {
        matches!(
            self.peek(),
            Some(Tok::Word(_) | Tok::Redir(_) | Tok::Op(Op::LParen))
        )
    }

    fn list(&mut self, stop: Stop) -> Result<(), String> {
        self.open += 1;
        let result = self.list_items(stop);
        self.open -= 1;
        result
    }

    fn list_items(&mut self, stop: Stop) -> Result<(), String> {
        if self.open > MAX_NESTING {
            return Err("subshells, groups or compound commands are nested too deeply".into());
        }
        loop {
            self.skip_newlines();
            let at_stop = match (self.peek(), stop) {
                (None, Stop::End) => return Ok(()),
                (None, Stop::RParen) => return Err("a `(` is never closed".into()),
                (None, Stop::RBrace) => return Err("a `{` is never closed".into()),
                (None, Stop::Case) => return Err("a `case` is never closed with `esac`".into()),
                (Some(Tok::Op(Op::RParen)), Stop::RParen) => true,
                (Some(Tok::Op(Op::CaseEnd)), Stop::Case) => true,
                _ => matches!(
                    (self.peek_kw(), stop),
                    (Some("}"), Stop::RBrace) | (Some("esac"), Stop::Case)
                ),
            };
            if at_stop {
                return Ok(());
            }
            let first = self.out.segments.len();
            self.pipeline()?;
            match self.peek() {
                Some(Tok::Op(op @ (Op::And | Op::Or))) => {
                    let op = *op;
                    self.pos += 1;
                    self.skip_newlines();
                    if !self.at_command_start() {
                        return Err(format!("`{}` is not followed by a command", op.text()));
                    }
                }
                Some(Tok::Op(Op::Semi | Op::Newline)) => self.pos += 1,
                Some(Tok::Op(Op::Amp)) => {
                    self.pos += 1;
                    self.out.background = true;
                    for s in &mut self.out.segments[first..] {
                        s.background = true;
                    }
                }
                Some(Tok::Op(Op::RParen)) if stop == Stop::RParen => {}
                Some(Tok::Op(Op::CaseEnd)) if stop == Stop::Case => {}
                None => {}
                Some(Tok::Op(op)) => return Err(format!("unexpected `{}`", op.text())),
                Some(_) => match (self.peek_kw(), stop) {
                    (Some("}"), Stop::RBrace) | (Some("esac"), Stop::Case) => {}
                    _ => return Err("unexpected word after a compound command".into()),
                },
            }
        }
    }

    fn pipeline(&mut self) -> Result<(), String> {
        let id = self.out.new_pipeline();
        let mut stage = 0;
        loop {
            self.command(id, stage)?;
            match self.peek() {
                Some(Tok::Op(op @ (Op::Pipe | Op::PipeAll))) => {
                    let op = *op;
                    self.pos += 1;
                    self.skip_newlines();
                    if !self.at_command_start() {
                        return Err(format!("`{}` is not followed by a command", op.text()));
                    }
                    stage += 1;
                }
                _ => return Ok(()),
            }
        }
    }

    fn command(&mut self, pipeline: usize, stage: usize) -> Result<(), String> {
        // Keywords of compound commands are dropped so the commands they hold are judged.
        while let Some(kw) = self.peek_kw() {
            if OPENING.contains(&kw) {
                if kw != "!" {
                    self.out.compound = true;
                }
                self.pos += 1;
                if !self.at_command_start() {
                    return Ok(());
                }
            } else if CLOSING.contains(&kw) {
                self.pos += 1;
                return self.trailing_redirects(pipeline, stage);
            } else {
                break;
            }
        }
        match self.peek() {
            None => Err("a command is missing".into()),
            Some(Tok::Op(Op::LParen)) => {
                let arith = std::mem::take(&mut self.double_paren);
                self.pos += 1;
                self.double_paren = matches!(self.peek(), Some(Tok::Op(Op::LParen)));
                self.out.subshell = true;
                let saved = self.ctx.arith;
                self.ctx.arith = arith;
                let result = self.inner(Stop::RParen, Origin::Subshell, (pipeline, stage));
                self.ctx.arith = saved;
                result?;
                self.pos += 1;
                self.trailing_redirects(pipeline, stage)
            }
            Some(Tok::Op(op)) => Err(format!("a command is missing before `{}`", op.text())),
            _ => match self.peek_kw() {
                Some("{") => {
                    self.pos += 1;
                    self.out.subshell = true;
                    self.inner(Stop::RBrace, Origin::Group, (pipeline, stage))?;
                    self.pos += 1;
                    self.trailing_redirects(pipeline, stage)
                }
                Some("for" | "select") => {
                    self.out.compound = true;
                    let mut words = Vec::new();
                    while let Some(Tok::Word(w)) = self.peek() {
                        if keyword(self.peek()) == Some("do") {
                            break;
                        }
                        words.push(w.clone());
                        self.pos += 1;
                    }
                    self.push(words, Vec::new(), pipeline, stage, true);
                    Ok(())
                }
                Some("case") => self.case_clause(pipeline, stage),
                Some("function") => {
                    self.pos += 1;
                    self.out.compound = true;
                    if matches!(self.peek(), Some(Tok::Word(_))) {
                        self.pos += 1;
                    }
                    self.skip_empty_parens();
                    self.skip_newlines();
                    self.function_body(pipeline, stage)
                }
                _ => self.simple(pipeline, stage),
            },
        }
    }

    /// A function's body, counted as an open list so definitions cannot nest without bound.
    fn function_body(&mut self, pipeline: usize, stage: usize) -> Result<(), String> {
        self.open += 1;
        let result = if self.open > MAX_NESTING {
            Err("function definitions are nested too deeply".into())
        } else {
            self.command(pipeline, stage)
        };
        self.open -= 1;
        result
    }

    fn skip_empty_parens(&mut self) {
        if matches!(self.peek(), Some(Tok::Op(Op::LParen)))
            && matches!(self.toks.get(self.pos + 1), Some(Tok::Op(Op::RParen)))
        {
            self.pos += 2;
        }
    }

    /// A `( … )` or `{ …; }` body; the cursor ends on its closing token.
    fn inner(&mut self, stop: Stop, origin: Origin, at: (usize, usize)) -> Result<(), String> {
        let saved = self.ctx.clone();
        self.ctx.origin = origin;
        self.ctx.grouped = true;
        self.ctx.pipes.push(at);
        let result = self.list(stop);
        self.ctx = saved;
        result
    }

    fn case_clause(&mut self, pipeline: usize, stage: usize) -> Result<(), String> {
        self.out.compound = true;
        let mut header = Vec::new();
        loop {
            match self.peek() {
                Some(Tok::Word(w)) => {
                    let done = !w.quoted && w.raw == "in";
                    header.push(w.clone());
                    self.pos += 1;
                    if done {
                        break;
                    }
                }
                Some(Tok::Op(Op::Newline)) => self.pos += 1,
                _ => return Err("a `case` has no `in`".into()),
            }
        }
        self.push(header, Vec::new(), pipeline, stage, true);
        let saved = self.ctx.clone();
        self.ctx.grouped = true;
        let result = self.case_items(pipeline, stage);
        self.ctx = saved;
        result?;
        self.trailing_redirects(pipeline, stage)
    }

    fn case_items(&mut self, pipeline: usize, stage: usize) -> Result<(), String> {
        loop {
            self.skip_newlines();
            match self.peek_kw() {
                Some("esac") => {
                    self.pos += 1;
                    return Ok(());
                }
                None if self.peek().is_none() => {
                    return Err("a `case` is never closed with `esac`".into());
                }
                _ => {}
            }
            if matches!(self.peek(), Some(Tok::Op(Op::LParen))) {
                self.pos += 1;
            }
            // Patterns are expanded when they are matched (`$(cmd))` runs `cmd`): they are
            // kept as a header segment, so what they expand is analysed.
            let mut patterns = Vec::new();
            loop {
                match self.peek() {
                    Some(Tok::Word(w)) => {
                        patterns.push(w.clone());
                        self.pos += 1;
                    }
                    Some(Tok::Op(Op::Pipe)) => self.pos += 1,
                    Some(Tok::Op(Op::RParen)) => {
                        self.pos += 1;
                        break;
                    }
                    _ => return Err("a `case` pattern is not closed with `)`".into()),
                }
            }
            if patterns.iter().any(|w| w.is_dynamic()) {
                self.push(patterns, Vec::new(), pipeline, stage, true);
            }
            self.list(Stop::Case)?;
            if matches!(self.peek(), Some(Tok::Op(Op::CaseEnd))) {
                self.pos += 1;
            }
        }
    }

    /// Redirections after `)`, `}` or a closing keyword apply to the whole compound command.
    fn trailing_redirects(&mut self, pipeline: usize, stage: usize) -> Result<(), String> {
        let mut redirects = Vec::new();
        while let Some(Tok::Redir(r)) = self.peek() {
            redirects.push(r.clone());
            self.pos += 1;
        }
        if !redirects.is_empty() {
            self.push(Vec::new(), redirects, pipeline, stage, false);
        }
        Ok(())
    }

    fn simple(&mut self, pipeline: usize, stage: usize) -> Result<(), String> {
        let mut words: Vec<Word> = Vec::new();
        let mut redirects: Vec<Redirect> = Vec::new();
        loop {
            match self.peek() {
                Some(Tok::Word(w)) => {
                    words.push(w.clone());
                    self.pos += 1;
                }
                Some(Tok::Redir(r)) => {
                    redirects.push(r.clone());
                    self.pos += 1;
                }
                Some(Tok::Op(Op::LParen)) => {
                    let is_function = words.len() == 1
                        && redirects.is_empty()
                        && matches!(self.toks.get(self.pos + 1), Some(Tok::Op(Op::RParen)));
                    if !is_function {
                        return Err("unexpected `(` inside a command".into());
                    }
                    self.pos += 2;
                    self.out.compound = true;
                    self.skip_newlines();
                    let saved = self.ctx.clone();
                    self.ctx.grouped = true;
                    let result = self.function_body(pipeline, stage);
                    self.ctx = saved;
                    return result;
                }
                _ => break,
            }
        }
        self.push(words, redirects, pipeline, stage, false);
        Ok(())
    }

    fn push(
        &mut self,
        words: Vec<Word>,
        redirects: Vec<Redirect>,
        pipeline: usize,
        stage: usize,
        compound_header: bool,
    ) {
        let segment = Segment {
            cmd: 0,
            words,
            redirects,
            assigns: 0,
            wrappers: Vec::new(),
            uncertain: false,
            extra_args: false,
            depth: self.ctx.depth,
            origin: self.ctx.origin,
            parent: self.ctx.parent,
            pipeline,
            stage,
            pipes: {
                let mut p = self.ctx.pipes.clone();
                p.push((pipeline, stage));
                p
            },
            background: false,
            grouped: self.ctx.grouped || compound_header,
            arith: self.ctx.arith,
        };
        nested::finish(self.out, segment, compound_header);
    }
}
