//! Slash commands in line mode: a line starting with `/` goes through the command registry; any
//! other line has its `@server:uri` MCP resource mentions attached (or is not sent).
//! Output goes to stdout; a picker prints a numbered list and reads the choice from the next
//! input line; entering Bypass asks `[y/N]` first; `/tree` prints the chosen message instead of
//! filling an editor.

use std::io::{BufRead, Write};

use crate::agent::Agent;
use crate::commands::{Dispatch, Expanded, Front, Outcome, Picker};
use crate::tui::sanitize::sanitize_line;
use crate::util::output::{write_stderr_line, write_stdout};

/// What line mode does with an input line after the registry saw it.
#[derive(Debug, PartialEq)]
pub enum Step {
    /// Send this prompt (with its attachments) to the model.
    Send(Expanded),
    /// A command ran; read the next line.
    Done,
    Exit,
}

/// Runs `text` when it is a command (including the pickers' and confirmations' follow-up
/// questions, answered from `input`).
pub fn take<R: BufRead>(
    agent: &Agent,
    commands: &crate::commands::Registry,
    text: String,
    input: &mut R,
) -> Step {
    let mut line = text;
    let mut confirmed = false;
    // A choice or a confirmation runs the command again; a bounded number of rounds.
    for _ in 0..4 {
        let dispatched = commands.dispatch(agent, &line, Front::Line, confirmed);
        let outcome = match dispatched {
            Dispatch::NotACommand => {
                return match commands.mentions(&line) {
                    Ok(attachments) => Step::Send(Expanded {
                        text: line,
                        attachments,
                    }),
                    Err(e) => {
                        write_stderr_line(&format!("error: {e}"));
                        Step::Done
                    }
                };
            }
            Dispatch::Prompt(p) => return Step::Send(p),
            Dispatch::Handled(Err(e)) => {
                write_stderr_line(&format!("error: {e}"));
                return Step::Done;
            }
            Dispatch::Handled(Ok(o)) => o,
        };
        match outcome {
            Outcome::Output(lines) => print_lines(&lines),
            Outcome::Edit { note, text } => {
                print_lines(&[note]);
                print_lines(&text.lines().map(|l| format!("  {l}")).collect::<Vec<_>>());
            }
            Outcome::Copy(text) => {
                write_stdout(text.as_bytes());
                if !text.ends_with('\n') {
                    write_stdout(b"\n");
                }
            }
            Outcome::Exit => return Step::Exit,
            Outcome::Pick(p) => match choose(&p, input) {
                Some(next) => {
                    line = next;
                    confirmed = false;
                    continue;
                }
                None => return Step::Done,
            },
            Outcome::Confirm {
                title,
                message,
                command,
            } => {
                write_stderr_line(&title);
                write_stderr_line(&message);
                ask("Continue? [y/N] ");
                let yes = read_answer(input).is_some_and(|a| matches!(a.as_str(), "y" | "yes"));
                if !yes {
                    write_stderr_line("Cancelled; the mode is unchanged.");
                    return Step::Done;
                }
                line = command;
                confirmed = true;
                continue;
            }
        }
        return Step::Done;
    }
    Step::Done
}

/// A question on stderr, without a newline (the answer follows on the same line).
fn ask(question: &str) {
    let mut err = std::io::stderr().lock();
    let _ = err.write_all(question.as_bytes());
    let _ = err.flush();
}

fn print_lines(lines: &[String]) {
    let mut out = String::new();
    for l in lines {
        out.push_str(&sanitize_line(l));
        out.push('\n');
    }
    write_stdout(out.as_bytes());
}

fn read_answer<R: BufRead>(input: &mut R) -> Option<String> {
    let mut s = String::new();
    match input.read_line(&mut s) {
        Ok(0) | Err(_) => None,
        Ok(_) => Some(s.trim().to_lowercase()),
    }
}

/// Prints the list and reads a number; an empty line or end of input cancels.
fn choose<R: BufRead>(p: &Picker, input: &mut R) -> Option<String> {
    let mut lines = vec![p.title.clone()];
    let width = p
        .items
        .iter()
        .map(|i| i.label.chars().count())
        .max()
        .unwrap_or(0);
    for (n, item) in p.items.iter().enumerate() {
        let pad = width - item.label.chars().count();
        let mut l = format!("{:>3}. {}", n + 1, item.label);
        if !item.description.is_empty() {
            l.push_str(&" ".repeat(pad + 2));
            l.push_str(&item.description);
        }
        lines.push(l);
    }
    print_lines(&lines);
    for _ in 0..3 {
        ask(&format!("Choose 1-{} (Enter cancels): ", p.items.len()));
        let answer = read_answer(input)?;
        if answer.is_empty() {
            return None;
        }
        match answer.parse::<usize>() {
            Ok(n) if (1..=p.items.len()).contains(&n) => {
                return Some(format!("/{} {}", p.command, p.items[n - 1].value));
            }
            _ => write_stderr_line(&format!(
                "`{answer}` is not a number from 1 to {}",
                p.items.len()
            )),
        }
    }
    None
}
