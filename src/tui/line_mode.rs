//! The pure parts of line mode (issue #13 "line mode"), for terminals that cannot do the full UI
//! (no TTY, `TERM=dumb`, `--no-tui`, set-up failure): prompts read line by line with `\`
//! continuing a line, approvals asked as `Allow? [y/n/a/v]` after the same summary and preview
//! lines the dialog shows, and `[y/N]` questions. Generic over reader and writer so tests (and
//! the mode) choose the streams; all output is plain text.

use std::io::{BufRead, Write};

use crate::tui::components::approval::{ApprovalDialog, ApprovalRequest, Choice};
use crate::tui::sanitize::sanitize;

/// Wide enough that line mode never wraps: the terminal (or the pipe's reader) does.
const NO_WRAP: usize = 10_000;

/// Reads one prompt: a line ending in `\` continues on the next. `None` at end of input.
pub fn read_prompt<R: BufRead>(r: &mut R) -> std::io::Result<Option<String>> {
    let mut prompt = String::new();
    let mut any = false;
    loop {
        let mut line = String::new();
        if r.read_line(&mut line)? == 0 {
            return Ok(any.then_some(prompt));
        }
        any = true;
        let line = line.strip_suffix('\n').unwrap_or(&line);
        let line = line.strip_suffix('\r').unwrap_or(line);
        match line.strip_suffix('\\') {
            Some(head) => {
                prompt.push_str(head);
                prompt.push('\n');
            }
            None => {
                prompt.push_str(line);
                return Ok(Some(prompt));
            }
        }
    }
}

/// Asks for an approval: the dialog's lines as plain text, then `Allow? [y/n/a/v] `. `v` prints
/// the full input and asks again; end of input, or three answers that are not one of the
/// letters, deny.
pub fn ask_approval<R: BufRead, W: Write>(
    r: &mut R,
    w: &mut W,
    req: &ApprovalRequest,
) -> std::io::Result<Choice> {
    let dialog = ApprovalDialog::new(req.clone());
    // The dialog without its options and keys: the question replaces them.
    for row in dialog.summary(NO_WRAP) {
        writeln!(w, "{}", row.plain().trim_end())?;
    }
    for _ in 0..3 {
        write!(w, "Allow? [y/n/a/v] ")?;
        w.flush()?;
        let mut answer = String::new();
        if r.read_line(&mut answer)? == 0 {
            writeln!(w)?;
            return Ok(Choice::Deny);
        }
        match answer.trim().to_lowercase().as_str() {
            "y" | "yes" => return Ok(Choice::Allow),
            "n" | "no" => return Ok(Choice::Deny),
            "a" | "always" => return Ok(Choice::AllowSession),
            "v" | "view" => {
                for l in sanitize(&req.full_input).lines() {
                    writeln!(w, "  {l}")?;
                }
            }
            other => writeln!(
                w,
                "Answer y (allow), n (deny), a (allow for this session) or v (view the input); got {other:?}."
            )?,
        }
    }
    Ok(Choice::Deny)
}

/// `question [y/N] `: only `y` / `yes` says yes; anything else, or end of input, says no.
#[cfg(test)]
pub fn ask_yes_no<R: BufRead, W: Write>(
    r: &mut R,
    w: &mut W,
    question: &str,
) -> std::io::Result<bool> {
    write!(
        w,
        "{} [y/N] ",
        crate::tui::sanitize::sanitize_line(question)
    )?;
    w.flush()?;
    let mut answer = String::new();
    if r.read_line(&mut answer)? == 0 {
        writeln!(w)?;
        return Ok(false);
    }
    Ok(matches!(answer.trim().to_lowercase().as_str(), "y" | "yes"))
}

#[cfg(test)]
mod tests {
    use super::{ask_approval, ask_yes_no, read_prompt};
    use crate::tui::components::approval::{ApprovalRequest, Choice, Severity, Subject};

    #[test]
    fn prompts_with_continuation() {
        let mut input: &[u8] = b"one line\r\nfirst \\\nsecond\\\nthird\nlast without newline";
        assert_eq!(
            read_prompt(&mut input).unwrap().as_deref(),
            Some("one line")
        );
        assert_eq!(
            read_prompt(&mut input).unwrap().as_deref(),
            Some("first \nsecond\nthird")
        );
        assert_eq!(
            read_prompt(&mut input).unwrap().as_deref(),
            Some("last without newline")
        );
        assert_eq!(read_prompt(&mut input).unwrap(), None);
        let mut dangling: &[u8] = b"cut \\\n";
        assert_eq!(
            read_prompt(&mut dangling).unwrap().as_deref(),
            Some("cut \n")
        );
    }

    fn req() -> ApprovalRequest {
        ApprovalRequest {
            tool: "bash".into(),
            agent: Some("explore".into()),
            subject: Subject::Bash {
                command: "rm -rf build".into(),
            },
            preview: vec![(Severity::Danger, "rm: build/ exists, 3 files".into())],
            auto_reason: None,
            full_input: "{\"command\":\"rm -rf build\"}".into(),
            scope: "rm -rf build commands".into(),
        }
    }

    #[test]
    fn approval_questions() {
        let mut out = Vec::new();
        let mut input: &[u8] = b"v\nmaybe\ny\n";
        assert_eq!(
            ask_approval(&mut input, &mut out, &req()).unwrap(),
            Choice::Allow
        );
        let text = String::from_utf8(out).unwrap();
        assert_eq!(
            text,
            "[task:explore] Allow bash?\n  rm -rf build\n  rm: build/ exists, 3 files\nAllow? [y/n/a/v]   {\"command\":\"rm -rf build\"}\nAllow? [y/n/a/v] Answer y (allow), n (deny), a (allow for this session) or v (view the input); got \"maybe\".\nAllow? [y/n/a/v] "
        );
        for (answer, want) in [
            (&b"a\n"[..], Choice::AllowSession),
            (b"N\n", Choice::Deny),
            (b"", Choice::Deny),
            (b"x\nx\nx\ny\n", Choice::Deny),
        ] {
            let mut input = answer;
            assert_eq!(
                ask_approval(&mut input, &mut Vec::new(), &req()).unwrap(),
                want,
                "{answer:?}"
            );
        }
    }

    #[test]
    fn yes_no_defaults_to_no() {
        for (answer, want) in [
            (&b"y\n"[..], true),
            (b"YES\n", true),
            (b"\n", false),
            (b"", false),
            (b"n\n", false),
        ] {
            let mut input = answer;
            let mut out = Vec::new();
            assert_eq!(
                ask_yes_no(&mut input, &mut out, "Enter Bypass permissions?").unwrap(),
                want
            );
            assert!(
                String::from_utf8(out)
                    .unwrap()
                    .starts_with("Enter Bypass permissions? [y/N] ")
            );
        }
    }
}
