//! The words of each reminder and of `ama.aborted`, as pure functions: tests assert them exactly,
//! and the same state always gives the same bytes (the prompt cache depends on it).

use crate::tools::todo::TodoItem;

/// What opens and closes every reminder.
pub const OPEN: &str = "<system-reminder>";
pub const CLOSE: &str = "</system-reminder>";

/// The first line of the todo reminder; finding it in the context means the list was shown.
pub const TODO_HEAD: &str =
    "The todo list has open items and has not been shown in the last 5 turns.";

/// The `ama.aborted` message: the user stopped the previous run.
pub const ABORTED: &str = "[Request interrupted by user] The user stopped your previous response before it finished. Tool calls in it that have no result did not run, and work it had started may be incomplete. Do not resume that work unless the user asks for it.";

/// Wraps one reminder's body.
pub fn wrap(body: &str) -> String {
    format!("{OPEN}\n{}\n{CLOSE}", body.trim_end())
}

/// The open todo list, as the todo tool shows it.
pub fn todo(items: &[TodoItem]) -> String {
    wrap(&format!(
        "{TODO_HEAD} Keep it current with the todo tool as you work (mark an item done as soon as it is), and do not mention this reminder to the user.\n\n{}",
        crate::tools::todo::render(items)
    ))
}

/// How a file the agent read changed on disk.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FileChange {
    /// It was changed; a unified diff of the lines, when the old text was kept and both sides
    /// are text.
    Changed { diff: Option<String>, bytes: u64 },
    /// It is gone.
    Deleted,
}

/// One file changed outside the agent's edit and write calls.
pub fn file_changed(shown: &str, change: &FileChange) -> String {
    let head = "outside your edit and write calls (by the user, a formatter or a command)";
    match change {
        FileChange::Deleted => wrap(&format!(
            "{shown} was deleted since you last read it, {head}. Do not assume it still exists."
        )),
        FileChange::Changed {
            diff: Some(diff), ..
        } => wrap(&format!(
            "{shown} was changed since you last read it, {head}. Take the change into account and do not undo it unless the user asks. The change:\n```diff\n{}\n```",
            diff.trim_end()
        )),
        FileChange::Changed { diff: None, bytes } => wrap(&format!(
            "{shown} was changed since you last read it, {head}; it is now {bytes} bytes. Read it again before you rely on its content or edit it."
        )),
    }
}

/// Context usage over the threshold.
pub fn context_usage(tokens: u64, window: u64) -> String {
    let percent = tokens.saturating_mul(100) / window.max(1);
    wrap(&format!(
        "Context usage: {percent}% of this model's {window}-token context window is in use ({tokens} tokens, {} left). Read only the parts of files you need and keep command output short; older turns may be compacted.",
        window.saturating_sub(tokens)
    ))
}

/// A background command that ended by itself.
pub fn background_ended(id: &str, command: &str, status: &str) -> String {
    wrap(&format!(
        "Background job {id} (`{command}`) has ended: {status}. Read its output with bash_output(id=\"{id}\")."
    ))
}

#[cfg(test)]
mod tests {
    use super::{FileChange, background_ended, context_usage, file_changed, todo};
    use crate::tools::todo::{TodoItem, TodoStatus};

    #[test]
    fn texts() {
        let item = |id: &str, status| TodoItem {
            id: id.into(),
            text: format!("step {id}"),
            status,
            plan_step: None,
        };
        let cases: Vec<(String, &str)> = vec![
            (
                todo(&[item("1", TodoStatus::Done), item("2", TodoStatus::Pending)]),
                "<system-reminder>\nThe todo list has open items and has not been shown in the last 5 turns. Keep it current with the todo tool as you work (mark an item done as soon as it is), and do not mention this reminder to the user.\n\nTodo list (1 done, 0 in progress, 1 pending):\n[x] 1: step 1\n[ ] 2: step 2\n</system-reminder>",
            ),
            (
                file_changed("a.txt", &FileChange::Deleted),
                "<system-reminder>\na.txt was deleted since you last read it, outside your edit and write calls (by the user, a formatter or a command). Do not assume it still exists.\n</system-reminder>",
            ),
            (
                file_changed(
                    "a.txt",
                    &FileChange::Changed {
                        diff: Some("@@ -1 +1 @@\n-a\n+b\n".into()),
                        bytes: 2,
                    },
                ),
                "<system-reminder>\na.txt was changed since you last read it, outside your edit and write calls (by the user, a formatter or a command). Take the change into account and do not undo it unless the user asks. The change:\n```diff\n@@ -1 +1 @@\n-a\n+b\n```\n</system-reminder>",
            ),
            (
                file_changed(
                    "big.bin",
                    &FileChange::Changed {
                        diff: None,
                        bytes: 70000,
                    },
                ),
                "<system-reminder>\nbig.bin was changed since you last read it, outside your edit and write calls (by the user, a formatter or a command); it is now 70000 bytes. Read it again before you rely on its content or edit it.\n</system-reminder>",
            ),
            (
                context_usage(95_005, 128_000),
                "<system-reminder>\nContext usage: 74% of this model's 128000-token context window is in use (95005 tokens, 32995 left). Read only the parts of files you need and keep command output short; older turns may be compacted.\n</system-reminder>",
            ),
            (
                background_ended("bash_1", "make", "exited with code 2"),
                "<system-reminder>\nBackground job bash_1 (`make`) has ended: exited with code 2. Read its output with bash_output(id=\"bash_1\").\n</system-reminder>",
            ),
        ];
        for (got, want) in cases {
            assert_eq!(got, want);
        }
    }
}
