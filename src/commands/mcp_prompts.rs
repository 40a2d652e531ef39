//! MCP prompts as slash commands: every prompt of a running server (`prompts/list`) is
//! `/mcp__<server>__<prompt>` (characters outside `[A-Za-z0-9_-]` become `_`, as in tool names).
//! The words after the name fill the prompt's declared arguments in their declared order, or by
//! name as `name=value`; quotes group a value with spaces. Running it asks the server
//! (`prompts/get`) and its messages become the user's prompt: their text, joined by blank lines,
//! with images and resources as attachments (`mcp_content.rs`).

use std::collections::HashSet;
use std::sync::Arc;

use serde_json::{Map, Value};

use crate::commands::mcp_content;
use crate::commands::templates::split_args;
use crate::commands::{CommandError, Expanded};
use crate::mcp::manager::Manager;
use crate::mcp::names::{PREFIX, sanitize};

/// One declared argument of a prompt.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PromptArg {
    pub name: String,
    pub required: bool,
}

/// One server prompt as a command.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct McpPrompt {
    /// The command name without the slash: `mcp__<server>__<prompt>`.
    pub command: String,
    /// The server's configured name.
    pub server: String,
    /// The prompt's own name on the server.
    pub prompt: String,
    pub description: String,
    pub args: Vec<PromptArg>,
}

impl McpPrompt {
    /// A `prompts/list` entry of `server`; `None` without a name.
    pub fn from_entry(server: &str, entry: &Value) -> Option<McpPrompt> {
        let s = |v: &Value, k: &str| v.get(k).and_then(Value::as_str).map(str::to_string);
        let prompt = s(entry, "name").filter(|n| !n.is_empty())?;
        let description = s(entry, "description")
            .or_else(|| s(entry, "title"))
            .unwrap_or_default();
        let args = entry
            .get("arguments")
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
            .filter_map(|a| {
                Some(PromptArg {
                    name: s(a, "name").filter(|n| !n.is_empty())?,
                    required: a.get("required").and_then(Value::as_bool) == Some(true),
                })
            })
            .collect();
        Some(McpPrompt {
            command: format!("{PREFIX}{}__{}", sanitize(server), sanitize(&prompt)),
            server: server.to_string(),
            description: mcp_content::printable(description.lines().next().unwrap_or_default()),
            prompt,
            args,
        })
    }

    /// `<city> [state]`: the declared arguments, required ones in angle brackets.
    pub fn hint(&self) -> String {
        let words: Vec<String> = self
            .args
            .iter()
            .map(|a| {
                let name = mcp_content::printable(&a.name);
                if a.required {
                    format!("<{name}>")
                } else {
                    format!("[{name}]")
                }
            })
            .collect();
        words.join(" ")
    }

    /// The usage line an argument error ends with.
    fn usage(&self) -> String {
        if self.args.is_empty() {
            return format!("usage: /{} (it takes no arguments)", self.command);
        }
        format!(
            "usage: /{} {} (values in this order, or as name=value; quote a value with spaces)",
            self.command,
            self.hint()
        )
    }

    fn usage_error(&self, what: String) -> CommandError {
        CommandError::Usage(format!("/{}: {what}; {}", self.command, self.usage()))
    }

    /// The words after the command as the prompt's `arguments` object.
    pub fn bind(&self, args: &str) -> Result<Map<String, Value>, CommandError> {
        let mut bound: Map<String, Value> = Map::new();
        let mut positional = self.args.iter();
        for word in split_args(args) {
            if let Some((key, value)) = word.split_once('=')
                && is_key(key)
            {
                if !self.args.iter().any(|a| a.name == key) {
                    return Err(self.usage_error(format!("`{key}` is not one of its arguments")));
                }
                if bound.contains_key(key) {
                    return Err(self.usage_error(format!("`{key}` is given twice")));
                }
                bound.insert(key.to_string(), Value::String(value.to_string()));
                continue;
            }
            let Some(next) = positional.by_ref().find(|a| !bound.contains_key(&a.name)) else {
                return Err(self.usage_error(format!(
                    "`{word}` is one value too many (it takes {})",
                    plural(self.args.len(), "argument")
                )));
            };
            bound.insert(next.name.clone(), Value::String(word));
        }
        if let Some(missing) = self
            .args
            .iter()
            .find(|a| a.required && !bound.contains_key(&a.name))
        {
            return Err(self.usage_error(format!(
                "the required argument `{}` is missing",
                missing.name
            )));
        }
        Ok(bound)
    }

    /// Runs the prompt on its server and returns what the user sends.
    pub fn run(&self, manager: &Manager, args: &str) -> Result<Expanded, CommandError> {
        let arguments = self.bind(args)?;
        let server = manager.server(&self.server).ok_or_else(|| {
            extension(format!(
                "/{}: the MCP server `{}` is no longer configured; start a new session",
                self.command, self.server
            ))
        })?;
        let result = server
            .client()
            .and_then(|c| c.get_prompt(&self.prompt, &Value::Object(arguments)))
            .map_err(|e| {
                extension(format!(
                    "/{} could not get the prompt `{}`: {e}; nothing was sent",
                    self.command, self.prompt
                ))
            })?;
        self.expand(&result)
    }

    /// A `prompts/get` result as the user's prompt.
    pub fn expand(&self, result: &Value) -> Result<Expanded, CommandError> {
        let messages = result
            .get("messages")
            .and_then(Value::as_array)
            .filter(|m| !m.is_empty())
            .ok_or_else(|| {
                extension(format!(
                    "/{}: the MCP server `{}` returned no messages for the prompt `{}`; nothing was sent",
                    self.command, self.server, self.prompt
                ))
            })?;
        let mut text = Vec::new();
        let mut attachments = Vec::new();
        for m in messages {
            let items: Vec<&Value> = match m.get("content") {
                Some(Value::Array(items)) => items.iter().collect(),
                Some(item) => vec![item],
                None => Vec::new(),
            };
            for item in items {
                mcp_content::prompt_item(&self.server, item, &mut text, &mut attachments).map_err(
                    |e| extension(format!("/{}: {e}; nothing was sent", self.command)),
                )?;
            }
        }
        let mut text = text.join("\n\n");
        if text.trim().is_empty() {
            text = format!(
                "(the MCP prompt `{}` of server `{}`)",
                self.prompt, self.server
            );
        }
        Ok(Expanded { text, attachments })
    }
}

/// A `name=` word names an argument when `name` could be one.
fn is_key(key: &str) -> bool {
    !key.is_empty()
        && key
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '-' | '.'))
}

fn plural(n: usize, what: &str) -> String {
    if n == 1 {
        format!("1 {what}")
    } else {
        format!("{n} {what}s")
    }
}

fn extension(message: String) -> CommandError {
    CommandError::from(crate::error::Error::Extension(message))
}

/// The prompts of every running server, in config order, with a warning for each server whose
/// list failed and each prompt whose command name another one already has.
pub fn discover(manager: &Arc<Manager>) -> (Vec<McpPrompt>, Vec<String>) {
    let mut found: Vec<McpPrompt> = Vec::new();
    let mut warnings = Vec::new();
    let mut taken = HashSet::new();
    for server in &manager.servers {
        let ready = manager.is_ready(server.name());
        if !ready {
            continue;
        }
        let listed = server.client().and_then(|c| c.list_prompts());
        let entries = match listed {
            Ok(e) => e,
            Err(e) => {
                warnings.push(format!(
                    "the prompts of MCP server `{}` could not be listed ({e}); its /mcp__ commands are missing until a new session",
                    server.name()
                ));
                continue;
            }
        };
        for entry in &entries {
            let Some(p) = McpPrompt::from_entry(server.name(), entry) else {
                continue;
            };
            if !taken.insert(p.command.clone()) {
                warnings.push(format!(
                    "the MCP prompt `{}` of server `{}` is left out: another prompt is already /{}",
                    p.prompt, p.server, p.command
                ));
                continue;
            }
            found.push(p);
        }
    }
    (found, warnings)
}

#[cfg(test)]
mod tests {
    use serde_json::{Value, json};

    use super::McpPrompt;

    fn weather() -> McpPrompt {
        McpPrompt::from_entry(
            "ev",
            &json!({"name": "args-prompt", "description": "Two\u{1b}[2J arguments\nmore", "arguments": [
                {"name": "city", "required": true}, {"name": "state"}
            ]}),
        )
        .unwrap_or_else(|| panic!("no prompt"))
    }

    fn bound(p: &McpPrompt, args: &str) -> Result<Value, String> {
        p.bind(args).map(Value::Object).map_err(|e| e.to_string())
    }

    #[test]
    fn names_hints_and_descriptions() {
        let p = weather();
        assert_eq!(p.command, "mcp__ev__args-prompt");
        assert_eq!(p.hint(), "<city> [state]");
        assert_eq!(p.description, "Two[2J arguments");
        let odd = McpPrompt::from_entry("my.srv", &json!({"name": "a b/c", "title": "T"}));
        assert_eq!(
            odd.map(|p| (p.command, p.description)),
            Some(("mcp__my_srv__a_b_c".to_string(), "T".to_string()))
        );
        assert_eq!(McpPrompt::from_entry("ev", &json!({"title": "no name"})), None);
    }

    #[test]
    fn arguments_bind_in_order_or_by_name() {
        let p = weather();
        let cases: [(&str, Value); 5] = [
            ("Paris", json!({"city": "Paris"})),
            ("Paris TX", json!({"city": "Paris", "state": "TX"})),
            ("state=TX city=Paris", json!({"city": "Paris", "state": "TX"})),
            ("state=TX 'New York'", json!({"city": "New York", "state": "TX"})),
            ("city=a=b", json!({"city": "a=b"})),
        ];
        for (args, want) in cases {
            assert_eq!(bound(&p, args), Ok(want), "{args}");
        }
    }

    #[test]
    fn wrong_arguments_name_the_argument_and_the_usage() {
        let p = weather();
        let usage = "usage: /mcp__ev__args-prompt <city> [state] (values in this order, or as name=value; quote a value with spaces)";
        let cases = [
            ("", "/mcp__ev__args-prompt: the required argument `city` is missing"),
            ("state=TX", "/mcp__ev__args-prompt: the required argument `city` is missing"),
            ("a b c", "/mcp__ev__args-prompt: `c` is one value too many (it takes 2 arguments)"),
            ("town=x", "/mcp__ev__args-prompt: `town` is not one of its arguments"),
            ("city=a city=b", "/mcp__ev__args-prompt: `city` is given twice"),
        ];
        for (args, want) in cases {
            assert_eq!(bound(&p, args), Err(format!("{want}; {usage}")), "{args}");
        }
        let none = McpPrompt::from_entry("ev", &json!({"name": "simple"}))
            .unwrap_or_else(|| panic!("no prompt"));
        assert_eq!(
            bound(&none, "x"),
            Err("/mcp__ev__simple: `x` is one value too many (it takes 0 arguments); usage: /mcp__ev__simple (it takes no arguments)".into())
        );
    }

    #[test]
    fn messages_become_the_prompt_with_attachments() {
        let p = weather();
        let result = json!({"messages": [
            {"role": "user", "content": {"type": "text", "text": "Analyze:"}},
            {"role": "user", "content": {"type": "resource", "resource": {"uri": "demo://r/1", "mimeType": "text/plain", "text": "R1"}}},
            {"role": "assistant", "content": {"type": "text", "text": "Sure."}}
        ]});
        let e = p.expand(&result).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(e.text, "Analyze:\n\nSure.");
        assert_eq!(e.attachments.len(), 1);
        let empty = p.expand(&json!({"messages": []}));
        assert!(
            empty
                .as_ref()
                .is_err_and(|e| e.to_string().contains("returned no messages")),
            "{empty:?}"
        );
    }
}
