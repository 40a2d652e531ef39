//! The hook point for slash commands (a separate issue): the interactive mode gives the UI a
//! `CommandRegistry`; while the editor's first line is `/name…`, the UI asks the registry for
//! matches and shows them in a `SelectList` overlay; choosing one puts `/name ` in the editor, and
//! on submit the mode hands `/name args` to the registry's `run`.

use crate::tui::components::select_list::{SelectItem, SelectList};

/// One command as the picker shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CommandInfo {
    /// Without the slash.
    pub name: String,
    pub description: String,
}

/// What running a command asks the UI to do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CommandOutcome {
    /// Done; these lines (plain text) go into the message history.
    Output(Vec<String>),
    /// Open a picker with these items; the choice comes back through `run` as `/name <label>`.
    Pick {
        title: String,
        items: Vec<SelectItem>,
    },
    /// Exit the UI.
    Exit,
    /// Not a known command: the text is sent to the model as a prompt.
    NotACommand,
}

/// Implemented by the slash-command registry.
pub trait CommandRegistry {
    /// Every command, in the order `/help` lists them.
    fn commands(&self) -> Vec<CommandInfo>;
    /// Runs `/name args`.
    fn run(&mut self, name: &str, args: &str) -> CommandOutcome;
}

/// The commands whose name starts with `query` (no slash), case-insensitively, in registry order.
pub fn matching(registry: &dyn CommandRegistry, query: &str) -> Vec<CommandInfo> {
    let q = query.to_lowercase();
    registry
        .commands()
        .into_iter()
        .filter(|c| c.name.to_lowercase().starts_with(&q))
        .collect()
}

/// The completion overlay for `query`, or None when nothing matches.
pub fn completion_list(registry: &dyn CommandRegistry, query: &str) -> Option<SelectList> {
    let items: Vec<SelectItem> = matching(registry, query)
        .into_iter()
        .map(|c| SelectItem::new(format!("/{}", c.name), c.description))
        .collect();
    (!items.is_empty()).then(|| SelectList::new(items, 8))
}

/// Splits editor text into (name, args) when it is a slash command.
pub fn parse_command(text: &str) -> Option<(&str, &str)> {
    let rest = text.strip_prefix('/')?;
    let (name, args) = rest.split_once(char::is_whitespace).unwrap_or((rest, ""));
    if name.is_empty() || name.contains('/') {
        return None; // `/` alone, or a path like /usr/bin
    }
    Some((name, args.trim()))
}

#[cfg(test)]
mod tests {
    use super::{
        CommandInfo, CommandOutcome, CommandRegistry, completion_list, matching, parse_command,
    };

    struct Reg;
    impl CommandRegistry for Reg {
        fn commands(&self) -> Vec<CommandInfo> {
            ["help", "model", "mode", "quit"]
                .iter()
                .map(|n| CommandInfo {
                    name: n.to_string(),
                    description: format!("{n} command"),
                })
                .collect()
        }
        fn run(&mut self, name: &str, _args: &str) -> CommandOutcome {
            match name {
                "quit" => CommandOutcome::Exit,
                _ => CommandOutcome::NotACommand,
            }
        }
    }

    #[test]
    fn matching_and_parsing() {
        let names: Vec<String> = matching(&Reg, "MO").into_iter().map(|c| c.name).collect();
        assert_eq!(names, ["model", "mode"]);
        assert!(completion_list(&Reg, "zz").is_none());
        assert_eq!(completion_list(&Reg, "q").map(|l| l.len()), Some(1));
        assert_eq!(parse_command("/model  gpt x "), Some(("model", "gpt x")));
        assert_eq!(parse_command("/help"), Some(("help", "")));
        assert_eq!(parse_command("/usr/bin/ls"), None);
        assert_eq!(parse_command("/"), None);
        assert_eq!(parse_command("hello"), None);
        assert_eq!(Reg.run("quit", ""), CommandOutcome::Exit);
    }
}
