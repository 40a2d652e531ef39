//! `/help`: every command of the registry with its description, then the interactive keys.

use crate::commands::{Listed, Source};

/// The interactive keys, as `/help` lists them: the app's, then the editor's.
const KEYS: [(&str, &str); 23] = [
    (
        "Enter",
        "send; during a run, steer (delivered after the running tool)",
    ),
    (
        "Alt+Enter",
        "send; during a run, queue after it (follow-up)",
    ),
    ("Shift+Enter, Ctrl+J, \\+Enter", "new line"),
    ("Esc", "close the completion list, else stop the run"),
    ("Alt+Up", "take the last queued message back into the input"),
    ("Tab", "complete /commands, @files and @server: resources"),
    ("@file", "attach a file (a list of matches opens while typing)"),
    ("Shift+Tab", "cycle the permission mode"),
    ("Ctrl+L", "choose the model"),
    ("Ctrl+T", "choose the thinking level"),
    ("Ctrl+O", "expand or collapse tool output, finished blocks too"),
    ("Ctrl+R", "search the prompt history"),
    ("Ctrl+Z", "suspend ama (fg resumes it)"),
    ("Ctrl+C", "clear the input; twice on an empty input exits"),
    ("Ctrl+D", "exit on an empty input"),
    ("Up / Down", "browse the prompt history"),
    ("Home / Ctrl+A, End / Ctrl+E", "start / end of the line"),
    ("Alt+B / Alt+F, Ctrl+Left / Right", "word left / right"),
    ("Ctrl+W, Alt+Backspace", "delete the word before the cursor"),
    ("Alt+D", "delete the word after the cursor"),
    ("Ctrl+U / Ctrl+K", "delete to the start / end of the line"),
    ("Ctrl+Y", "paste what the last delete removed"),
    ("1 / 2 / 3, y / a / n", "answer an approval: yes, for this session, no"),
];

/// The lines of `/help`.
pub fn lines(commands: &[Listed]) -> Vec<String> {
    let usage = |c: &Listed| {
        let mut u = format!("/{}", c.name);
        if !c.hint.is_empty() {
            u.push(' ');
            u.push_str(&c.hint);
        }
        u
    };
    let width = commands.iter().map(|c| usage(c).len()).max().unwrap_or(0);
    let mut out = vec!["Commands:".to_string()];
    for c in commands {
        let mut line = format!("  {:width$}  {}", usage(c), c.description);
        if !c.aliases.is_empty() {
            let aliases: Vec<String> = c.aliases.iter().map(|a| format!("/{a}")).collect();
            line.push_str(&format!(" (also {})", aliases.join(", ")));
        }
        match c.source {
            Source::Builtin => {}
            Source::Template => line.push_str(" [template]"),
            Source::Skill => line.push_str(" [skill]"),
            Source::Mcp => line.push_str(" [mcp]"),
        }
        out.push(line.trim_end().to_string());
    }
    out.push("Keys:".to_string());
    let kw = KEYS.iter().map(|(k, _)| k.len()).max().unwrap_or(0);
    for (k, what) in KEYS {
        out.push(format!("  {k:kw$}  {what}"));
    }
    out
}

#[cfg(test)]
mod tests {
    #[test]
    fn keys_list_the_app_and_editor_keys() {
        let lines = super::lines(&[]);
        let keys = lines
            .iter()
            .skip_while(|l| *l != "Keys:")
            .cloned()
            .collect::<Vec<_>>()
            .join("\n");
        for k in [
            "Ctrl+Z", "Alt+Up", "Ctrl+R", "Ctrl+O", "Ctrl+A", "Ctrl+W", "Ctrl+K", "Ctrl+Y", "Alt+B",
            "1 / 2 / 3",
        ] {
            assert!(keys.contains(k), "{k} in\n{keys}");
        }
    }
}
