//! The shell tokenizer: command text → words, control operators and redirections (with their
//! target words and here-doc bodies). Comments and line continuations are dropped here.

use crate::permissions::shell::scan::Cursor;
use crate::permissions::shell::word::{self, Word};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Op {
    And,
    Or,
    Semi,
    /// `;;`, `;&` or `;;&`: only valid inside `case`.
    CaseEnd,
    Pipe,
    /// `|&`: pipes stderr too.
    PipeAll,
    Amp,
    Newline,
    LParen,
    RParen,
}

impl Op {
    pub fn text(self) -> &'static str {
        match self {
            Op::And => "&&",
            Op::Or => "||",
            Op::Semi => ";",
            Op::CaseEnd => ";;",
            Op::Pipe => "|",
            Op::PipeAll => "|&",
            Op::Amp => "&",
            Op::Newline => "newline",
            Op::LParen => "(",
            Op::RParen => ")",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RedirOp {
    /// `<`
    In,
    /// `>`
    Out,
    /// `>>`
    Append,
    /// `>|`
    Clobber,
    /// `<>`
    ReadWrite,
    /// `<&`
    DupIn,
    /// `>&` (a file target when the word is not a number or `-`)
    DupOut,
    /// `&>`
    OutErr,
    /// `&>>`
    AppendErr,
    /// `<<` and `<<-`
    HereDoc,
    /// `<<<`
    HereString,
}

/// One redirection with its target (the delimiter for a here-doc).
#[derive(Clone, Debug, PartialEq)]
pub struct Redirect {
    pub op: RedirOp,
    pub fd: Option<u32>,
    pub target: Word,
    /// A here-doc's body.
    pub body: Option<String>,
    /// A here-doc whose body is expanded (unquoted delimiter).
    pub body_expands: bool,
    /// `<<-`: leading tabs are stripped from the body and the delimiter line.
    pub strip_tabs: bool,
}

impl Redirect {
    /// Whether it writes to the file named by `target`.
    pub fn writes_file(&self) -> bool {
        match self.op {
            RedirOp::Out
            | RedirOp::Append
            | RedirOp::Clobber
            | RedirOp::ReadWrite
            | RedirOp::OutErr
            | RedirOp::AppendErr => true,
            RedirOp::DupOut => !is_fd_word(&self.target),
            _ => false,
        }
    }

    /// Whether it reads the file named by `target`.
    pub fn reads_file(&self) -> bool {
        matches!(self.op, RedirOp::In | RedirOp::ReadWrite)
            || (self.op == RedirOp::DupIn && !is_fd_word(&self.target))
    }
}

fn is_fd_word(w: &Word) -> bool {
    !w.is_dynamic() && (w.text == "-" || w.text.chars().all(|c| c.is_ascii_digit()))
}

#[derive(Clone, Debug, PartialEq)]
pub enum Tok {
    Word(Word),
    Op(Op),
    Redir(Redirect),
}

/// Splits `text` into tokens.
pub fn tokenize(text: &str) -> Result<Vec<Tok>, String> {
    let mut cur = Cursor::new(text);
    let mut toks: Vec<Tok> = Vec::new();
    let mut pending_heredocs: Vec<usize> = Vec::new();
    loop {
        skip_blanks(&mut cur);
        let Some(c) = cur.peek() else { break };
        match c {
            '#' => {
                while cur.peek().is_some_and(|c| c != '\n') {
                    cur.bump();
                }
            }
            '\n' => {
                cur.bump();
                toks.push(Tok::Op(Op::Newline));
                for i in pending_heredocs.drain(..) {
                    read_heredoc_body(&mut cur, &mut toks[i])?;
                }
            }
            ';' => {
                cur.bump();
                let op = if cur.eat(";&") || cur.eat(";") || cur.eat("&") {
                    Op::CaseEnd
                } else {
                    Op::Semi
                };
                toks.push(Tok::Op(op));
            }
            '&' => {
                if cur.eat("&&") {
                    toks.push(Tok::Op(Op::And));
                } else if cur.eat("&>>") {
                    toks.push(redirect(&mut cur, RedirOp::AppendErr, None)?);
                } else if cur.eat("&>") {
                    toks.push(redirect(&mut cur, RedirOp::OutErr, None)?);
                } else {
                    cur.bump();
                    toks.push(Tok::Op(Op::Amp));
                }
            }
            '|' => {
                let op = if cur.eat("||") {
                    Op::Or
                } else if cur.eat("|&") {
                    Op::PipeAll
                } else {
                    cur.bump();
                    Op::Pipe
                };
                toks.push(Tok::Op(op));
            }
            '(' => {
                cur.bump();
                toks.push(Tok::Op(Op::LParen));
            }
            ')' => {
                cur.bump();
                toks.push(Tok::Op(Op::RParen));
            }
            '<' | '>' if cur.peek_at(1) == Some('(') => {
                toks.push(Tok::Word(word::read(&mut cur)?));
            }
            '<' | '>' => {
                let tok = redirection(&mut cur, None)?;
                if matches!(&tok, Tok::Redir(r) if r.op == RedirOp::HereDoc) {
                    pending_heredocs.push(toks.len());
                }
                toks.push(tok);
            }
            c if c.is_ascii_digit() => {
                let start = cur.pos;
                while cur.peek().is_some_and(|c| c.is_ascii_digit()) {
                    cur.bump();
                }
                let is_fd = matches!(cur.peek(), Some('<' | '>')) && cur.peek_at(1) != Some('(');
                if is_fd {
                    let fd = cur.slice(start, cur.pos).parse().ok();
                    let tok = redirection(&mut cur, fd)?;
                    if matches!(&tok, Tok::Redir(r) if r.op == RedirOp::HereDoc) {
                        pending_heredocs.push(toks.len());
                    }
                    toks.push(tok);
                } else {
                    cur.pos = start;
                    toks.push(Tok::Word(word::read(&mut cur)?));
                }
            }
            _ => toks.push(Tok::Word(word::read(&mut cur)?)),
        }
    }
    // A here-doc whose body never starts (no newline after it) has an empty body, as in bash.
    for i in pending_heredocs {
        if let Tok::Redir(r) = &mut toks[i] {
            r.body = Some(String::new());
        }
    }
    Ok(toks)
}

fn skip_blanks(cur: &mut Cursor) {
    loop {
        match cur.peek() {
            // bash's blanks are exactly space and tab; `\r` and every other byte belong to words.
            Some(' ' | '\t') => {
                cur.bump();
            }
            Some('\\') if cur.peek_at(1) == Some('\n') => {
                cur.bump();
                cur.bump();
            }
            _ => return,
        }
    }
}

/// A redirection operator at the cursor (`<` or `>` first), then its target word.
fn redirection(cur: &mut Cursor, fd: Option<u32>) -> Result<Tok, String> {
    let op = if cur.eat("<<<") {
        RedirOp::HereString
    } else if cur.eat("<<-") {
        return redirect(cur, RedirOp::HereDoc, fd).map(|mut t| {
            if let Tok::Redir(r) = &mut t {
                r.strip_tabs = true;
            }
            t
        });
    } else if cur.eat("<<") {
        RedirOp::HereDoc
    } else if cur.eat("<>") {
        RedirOp::ReadWrite
    } else if cur.eat("<&") {
        RedirOp::DupIn
    } else if cur.eat("<") {
        RedirOp::In
    } else if cur.eat(">>") {
        RedirOp::Append
    } else if cur.eat(">|") {
        RedirOp::Clobber
    } else if cur.eat(">&") {
        RedirOp::DupOut
    } else {
        cur.bump();
        RedirOp::Out
    };
    redirect(cur, op, fd)
}

fn redirect(cur: &mut Cursor, op: RedirOp, fd: Option<u32>) -> Result<Tok, String> {
    skip_blanks(cur);
    match cur.peek() {
        // `#` at the start of the target word starts a comment, as in bash.
        None | Some('\n' | ';' | '&' | '|' | '(' | ')' | '<' | '>' | '#') => {
            return Err("a redirection has no target".into());
        }
        _ => {}
    }
    let target = word::read(cur)?;
    let body_expands = op == RedirOp::HereDoc && !target.quoted;
    Ok(Tok::Redir(Redirect {
        op,
        fd,
        target,
        body: None,
        body_expands,
        strip_tabs: false,
    }))
}

/// Reads the lines after a here-doc's command line up to its delimiter.
fn read_heredoc_body(cur: &mut Cursor, tok: &mut Tok) -> Result<(), String> {
    let Tok::Redir(r) = tok else { return Ok(()) };
    let delimiter = r.target.text.clone();
    let strip_tabs = r.strip_tabs;
    let mut body = String::new();
    loop {
        if cur.at_end() {
            break;
        }
        let start = cur.pos;
        while cur.peek().is_some_and(|c| c != '\n') {
            cur.bump();
        }
        let line = cur.slice(start, cur.pos);
        cur.bump();
        let check = if strip_tabs {
            line.trim_start_matches('\t')
        } else {
            line.as_str()
        };
        if check == delimiter {
            break;
        }
        body.push_str(&line);
        body.push('\n');
    }
    r.body = Some(body);
    Ok(())
}
