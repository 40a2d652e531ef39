//! `--resume` with no id in the terminal UI (tui.md "startup screen"): before the UI starts, a
//! numbered list of this directory's sessions (newest first, with each one's first prompt) and a
//! question for the number. Enter alone takes the newest; Esc, Ctrl+C or Ctrl+D refuse, and the
//! caller exits 5. The question then collapses to one line. (The slash-commands issue brings the
//! picker component; this prompt is the stand-in.)

use std::io::{Read, Write};
use std::path::Path;

use crate::app::options::Args;
use crate::error::{Error, Result};
use crate::session::paths;

/// Sessions listed at most.
const MAX_LISTED: usize = 20;

/// One listed session: its id and a one-line description.
pub struct Choice {
    pub id: String,
    pub label: String,
}

/// This directory's sessions under the configured root, newest first.
pub fn choices(args: &Args, cwd: &Path) -> Vec<Choice> {
    let config = crate::app::compose::user_config(args);
    let configured = config.lenient().session_dir.as_deref();
    let root = crate::app::session_setup::sessions_root(args, configured);
    paths::list(&root, Some(cwd))
        .into_iter()
        .filter(|f| !crate::session::task_child::is_task_child(&f.path))
        .take(MAX_LISTED)
        .map(|f| {
            let summary = crate::session::summary::summarize(&f.path, false).ok();
            let first = summary
                .as_ref()
                .and_then(|s| {
                    s.name
                        .clone()
                        .or_else(|| s.first_user_text().map(String::from))
                })
                .unwrap_or_else(|| "(no prompt yet)".into());
            let first: String = first
                .chars()
                .map(|c| if c.is_control() { ' ' } else { c })
                .take(60)
                .collect();
            let short: String = f.id.chars().take(8).collect();
            Choice {
                label: format!("{short}  {first}"),
                id: f.id,
            }
        })
        .collect()
}

/// Parses the answer: a number in 1..=n, or empty for the first.
pub fn parse_answer(text: &str, n: usize) -> Option<usize> {
    let t = text.trim();
    if t.is_empty() {
        return (n > 0).then_some(0);
    }
    t.parse::<usize>()
        .ok()
        .filter(|k| (1..=n).contains(k))
        .map(|k| k - 1)
}

fn say(text: &str) {
    let mut out = std::io::stdout().lock();
    let _ = out.write_all(text.as_bytes()).and_then(|_| out.flush());
}

/// Reads a line with echo in raw mode (digits and Backspace); `None` when refused.
fn read_line(input: &mut impl Read) -> Option<String> {
    let mut line = String::new();
    let mut b = [0u8; 1];
    loop {
        match input.read(&mut b) {
            Ok(1) => match b[0] {
                0x03 | 0x04 | 0x1b => return None,
                b'\r' | b'\n' => return Some(line),
                0x7f | 0x08 if !line.is_empty() => {
                    line.pop();
                    say("\x08 \x08");
                }
                c if c.is_ascii_digit() => {
                    line.push(c as char);
                    say(&(c as char).to_string());
                }
                _ => {}
            },
            _ => return None,
        }
    }
}

/// Asks which session to resume; `Ok(Some(id))`, or an exit-5 error when there is none or the
/// question is refused.
pub fn ask(args: &Args) -> Result<String> {
    let cwd = std::env::current_dir().map_err(|e| {
        Error::io(
            "read the current directory",
            std::path::PathBuf::from("."),
            e,
        )
    })?;
    let list = choices(args, &cwd);
    if list.is_empty() {
        return Err(Error::Session(format!(
            "--resume: no session to resume for `{}`; start one without --resume",
            cwd.display()
        )));
    }
    let mut text = String::from("Resume which session of this directory?\r\n");
    for (i, c) in list.iter().enumerate() {
        text.push_str(&format!("  {:>2}. {}\r\n", i + 1, c.label));
    }
    let rows = list.len() + 1;
    loop {
        say(&format!("{text}Number (Enter for 1, Esc to quit): "));
        crossterm::terminal::enable_raw_mode().map_err(|e| {
            Error::Session(format!(
                "--resume: the terminal cannot ask which session ({e}); give the id: --resume <id>"
            ))
        })?;
        let answer = read_line(&mut std::io::stdin().lock());
        let _ = crossterm::terminal::disable_raw_mode();
        // Collapse the list and the question to one line.
        say(&format!("\r\x1b[{rows}A\x1b[J"));
        let Some(answer) = answer else {
            say("✗ no session chosen\r\n");
            return Err(Error::Session(
                "--resume: no session was chosen; give the id: --resume <id>".into(),
            ));
        };
        if let Some(k) = parse_answer(&answer, list.len()) {
            say(&format!("✓ resuming {}\r\n", list[k].label));
            return Ok(list[k].id.clone());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::parse_answer;

    #[test]
    fn answers() {
        let cases: &[(&str, usize, Option<usize>)] = &[
            ("", 3, Some(0)),
            ("2", 3, Some(1)),
            (" 3 ", 3, Some(2)),
            ("4", 3, None),
            ("0", 3, None),
            ("x", 3, None),
            ("", 0, None),
        ];
        for (text, n, want) in cases {
            assert_eq!(parse_answer(text, *n), *want, "{text:?} of {n}");
        }
    }
}
