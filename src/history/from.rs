//! `--from <id>[#n]`: user message `n` of a past session (numbered in file order, as `ama
//! sessions show` lists them; without `#n` the last one), read without a lock, as the text and
//! images of a new prompt.

use std::fs::File;
use std::io::BufReader;
use std::path::Path;

use crate::ai::types::{ContentBlock, Message, UserContent};
use crate::error::{Error, Result};
use crate::history::lines::{LineReader, Next};
use crate::session::Body;
use crate::session::load::parse_line;
use crate::session::scan::head_unchecked;

/// The message a `--from` names.
#[derive(Debug)]
pub struct Reused {
    pub text: String,
    pub images: Vec<ContentBlock>,
    pub n: usize,
}

/// Splits `<id>[#n]`; a bad number exits 2.
pub fn parse_spec(spec: &str) -> Result<(&str, Option<usize>)> {
    match spec.split_once('#') {
        None => Ok((spec, None)),
        Some((id, n)) => match n.parse::<usize>() {
            Ok(n) if n > 0 => Ok((id, Some(n))),
            _ => Err(Error::Usage(format!(
                "--from `{spec}`: `#{n}` is not a user message number (1, 2, …); see `ama sessions show {id}`"
            ))),
        },
    }
}

/// Reads user message `n` (or the last) of the session file.
pub fn reuse(path: &Path, spec: &str, id: &str, n: Option<usize>) -> Result<Reused> {
    let file = File::open(path).map_err(|e| Error::io("open the session file", path, e))?;
    let mut reader = LineReader::new(BufReader::with_capacity(1 << 16, file));
    let mut count = 0usize;
    let mut found: Option<Reused> = None;
    let mut first = true;
    loop {
        let line = match reader.next_line() {
            Next::Line(l) => l,
            Next::TooLong => continue,
            Next::End => break,
        };
        if std::mem::take(&mut first) {
            continue;
        }
        let Ok(head) = head_unchecked(line) else {
            continue;
        };
        if head.kind != "message" || !matches!(head.role.as_deref(), Some("user") | None) {
            continue;
        }
        let Ok(entry) = parse_line(line) else {
            continue;
        };
        let Body::Message(Message::User(u)) = entry.body else {
            continue;
        };
        count += 1;
        if n.is_none() || n == Some(count) {
            let (text, images) = match u.content {
                UserContent::Text(t) => (t, Vec::new()),
                UserContent::Blocks(blocks) => {
                    let mut text = Vec::new();
                    let mut images = Vec::new();
                    for b in blocks {
                        match b {
                            ContentBlock::Text { text: t, .. } => text.push(t),
                            img @ ContentBlock::Image { .. } => images.push(img),
                            _ => {}
                        }
                    }
                    (text.join("\n"), images)
                }
            };
            found = Some(Reused {
                text,
                images,
                n: count,
            });
            if n.is_some() {
                break;
            }
        }
    }
    match (found, n) {
        (Some(r), _) => Ok(r),
        (None, Some(n)) => Err(Error::Usage(format!(
            "--from `{spec}`: the session has {count} user message{}, so there is no #{n}; see `ama sessions show {id}`",
            if count == 1 { "" } else { "s" }
        ))),
        (None, None) => Err(Error::Usage(format!(
            "--from `{spec}`: the session has no user message to reuse"
        ))),
    }
}
