//! Slash commands: one registry serves the terminal UI, line mode and RPC, so `/model x/y` typed
//! in any of them runs the same handler against the same `agent::Agent` API.
//!
//! The registry holds four kinds of command (`Source`): builtins (the `BUILTINS` table in
//! `builtins.rs`), prompt templates (`templates.rs`: `/<file stem>` expands a markdown file into
//! a prompt; Claude Code's command files are listed as templates too, `/<name>`), skills
//! (`/skill:<name>`, added with `Registry::add_skill`; they and Claude Code's commands expand
//! in `skill_prompt.rs`) and the prompts of the agent's MCP servers (`mcp_prompts.rs`:
//! `/mcp__<server>__<prompt>`, added with `Registry::add_mcp`). `mentions.rs` resolves `@server:uri` resource mentions for every front
//! end the same way.
//!
//! Adding a builtin is one row of `builtins::BUILTINS` (or one `Registry::add_builtin` call):
//!
//! ```text
//! Builtin {
//!     name: "compact",                 // typed as /compact
//!     aliases: &[],                    // other names that run it
//!     description: "Summarise the conversation so far",
//!     args: ArgShape::Optional("[instructions]"),
//!     run: compact,                    // fn(&Agent, &Call) -> Result<Outcome, CommandError>
//! }
//! ```
//!
//! A handler reads `call.args` (the text after the name, trimmed) and returns an `Outcome`:
//! lines to show, a picker whose choice re-runs the command as `/name <value>`, a confirmation,
//! text for the editor, text to copy, or exit. It never talks to a terminal itself.

mod builtins;
mod codemode;
mod error;
mod help;
mod mcp_content;
pub mod mcp_prompts;
pub mod mentions;
mod perm_view;
mod pickers;
pub mod print_prompt;
mod rpc_view;
pub mod skill_prompt;
pub mod templates;
mod wired;

use std::path::Path;
use std::sync::Arc;

use crate::agent::Agent;
use crate::ai::types::ContentBlock;
use crate::mcp::manager::Manager;

pub use crate::commands::error::CommandError;
pub use crate::commands::templates::Template;
use crate::skills::Skill;

/// Where a command comes from (`get_commands`' `source`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Source {
    Builtin,
    Template,
    Skill,
    /// A prompt of an MCP server.
    Mcp,
}

impl Source {
    pub fn as_str(self) -> &'static str {
        match self {
            Source::Builtin => "builtin",
            Source::Template => "template",
            Source::Skill => "skill",
            Source::Mcp => "mcp",
        }
    }
}

/// What a command takes after its name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ArgShape {
    None,
    /// An optional argument, shown as this hint (`[provider/id[@channel]]`).
    Optional(&'static str),
    /// A required argument, shown as this hint (`<text>`).
    Required(&'static str),
}

impl ArgShape {
    pub fn hint(self) -> &'static str {
        match self {
            ArgShape::None => "",
            ArgShape::Optional(h) | ArgShape::Required(h) => h,
        }
    }
}

/// The front end a command runs in: pickers and confirmations look different in each, and RPC
/// clients confirm for themselves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Front {
    Tui,
    Line,
    Rpc,
}

/// One invocation of a builtin.
#[derive(Clone)]
pub struct Call<'a> {
    /// The text after the command name, trimmed.
    pub args: &'a str,
    pub front: Front,
    /// The user already confirmed (a `Confirm` outcome answered yes).
    pub confirmed: bool,
    /// For `/help`: every command of the registry.
    pub registry: &'a Registry,
}

pub type Handler = fn(&Agent, &Call) -> Result<Outcome, CommandError>;

/// One row of the builtin table.
#[derive(Clone, Copy)]
pub struct Builtin {
    pub name: &'static str,
    pub aliases: &'static [&'static str],
    pub description: &'static str,
    pub args: ArgShape,
    pub run: Handler,
}

/// One item of a picker. Choosing it runs `/<command> <value>`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PickItem {
    pub label: String,
    pub description: String,
    pub value: String,
}

/// A list to choose from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Picker {
    pub title: String,
    /// The command the choice goes back to.
    pub command: String,
    pub items: Vec<PickItem>,
    /// The item selected when the picker opens.
    pub selected: usize,
    /// Digits 1–9 choose an item directly (the `Mode` picker).
    pub numbered: bool,
}

/// What running a command asks the front end to do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Done; show these lines.
    Output(Vec<String>),
    Pick(Picker),
    /// Ask first (Cancel preselected); on yes run `command` again with `confirmed`.
    Confirm {
        title: String,
        message: String,
        command: String,
    },
    /// Put this text in the editor (line mode shows it), after showing `note`.
    Edit {
        note: String,
        text: String,
    },
    /// Copy to the clipboard (OSC 52), or print where there is none.
    Copy(String),
    Exit,
}

/// A prompt a command expanded into: its text and what it attaches (an MCP prompt's images
/// and resources).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Expanded {
    pub text: String,
    pub attachments: Vec<ContentBlock>,
}

impl Expanded {
    /// A text-only prompt.
    pub fn text(text: String) -> Expanded {
        Expanded {
            text,
            attachments: Vec::new(),
        }
    }

    /// The prompt as one text: the attachments' text after it (images left out), for a
    /// steering or follow-up message, which carries text only.
    pub fn folded(self) -> String {
        let mut text = self.text;
        for block in self.attachments {
            if let ContentBlock::Text { text: t, .. } = block {
                text.push_str("\n\n");
                text.push_str(&t);
            }
        }
        text
    }
}

/// How the registry took a line of input.
#[derive(Debug)]
pub enum Dispatch {
    /// A builtin ran; it starts no run.
    Handled(Result<Outcome, CommandError>),
    /// A template, skill or MCP prompt expanded into this prompt, which starts a run.
    Prompt(Expanded),
    /// Not a command: the text goes to the model as it is.
    NotACommand,
}

/// A command as listed by `/help`, completion and `get_commands`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Listed {
    /// Without the slash; skills as `skill:<name>`.
    pub name: String,
    pub aliases: Vec<String>,
    pub description: String,
    pub hint: String,
    pub source: Source,
}

/// The commands of one process.
pub struct Registry {
    builtins: Vec<Builtin>,
    templates: Vec<Template>,
    skills: Vec<Skill>,
    /// Claude Code's command files (`/<name>` and their other names).
    claude_commands: Vec<Skill>,
    mcp_prompts: Vec<mcp_prompts::McpPrompt>,
    /// The agent's MCP servers: the prompts run there, `@server:uri` mentions read there.
    mcp: Option<Arc<Manager>>,
    warnings: Vec<String>,
}

impl Default for Registry {
    fn default() -> Registry {
        Registry::builtin()
    }
}

impl Registry {
    /// The builtins only.
    pub fn builtin() -> Registry {
        Registry {
            builtins: builtins::BUILTINS.to_vec(),
            templates: Vec::new(),
            skills: Vec::new(),
            claude_commands: Vec::new(),
            mcp_prompts: Vec::new(),
            mcp: None,
            warnings: Vec::new(),
        }
    }

    /// The builtins and the prompt templates of the user, and of the project at `cwd` when it
    /// is `trusted`.
    pub fn load(cwd: &Path, trusted: bool) -> Registry {
        let mut r = Registry::builtin();
        let user = crate::config::paths::config_dir().map(|d| d.join("prompts"));
        let project = trusted.then(|| cwd.join(".ama").join("prompts"));
        let (found, warnings) = templates::discover(user.as_deref(), project.as_deref());
        r.warnings = warnings;
        for t in found {
            r.add_template(t);
        }
        r
    }

    /// Adds a template unless its name is a builtin's (then a warning); a later template of
    /// the same name replaces an earlier one.
    pub fn add_template(&mut self, t: Template) {
        if self.builtin_named(&t.name).is_some() {
            self.warnings.push(format!(
                "prompt template {} is named like the builtin command /{} and is ignored; rename the file",
                t.path.display(),
                t.name
            ));
            return;
        }
        self.templates.retain(|x| x.name != t.name);
        self.templates.push(t);
    }

    /// Registers `/skill:<name> [args]`: the body becomes the prompt, with the arguments.
    pub fn add_skill(&mut self, skill: &Skill) {
        self.skills.retain(|s| s.name != skill.name);
        self.skills.push(skill.clone());
    }

    /// Registers a Claude Code command file under its names that no builtin or prompt
    /// template has (a warning names the others).
    pub fn add_claude_command(&mut self, command: &Skill) {
        let mut names = vec![command.name.clone()];
        names.extend(command.command.iter().flat_map(|c| c.aliases.iter().cloned()));
        let (free, taken): (Vec<String>, Vec<String>) = names.into_iter().partition(|n| {
            self.builtin_named(n).is_none() && !self.templates.iter().any(|t| &t.name == n)
        });
        for n in &taken {
            self.warnings.push(format!(
                "Claude Code's command {} is not /{n}: a builtin command or prompt template has that name; rename one of them",
                command.path.display()
            ));
        }
        let Some((name, aliases)) = free.split_first() else {
            return;
        };
        let mut c = command.clone();
        c.name = name.clone();
        if let Some(k) = &mut c.command {
            k.aliases = aliases.to_vec();
        }
        self.claude_commands.push(c);
    }

    /// Adds the prompts of `manager`'s running servers (`prompts/list`, read now) as
    /// `/mcp__<server>__<prompt>`, and keeps `manager` for them and for `@server:uri` mentions.
    pub fn add_mcp(&mut self, manager: Arc<Manager>) {
        let (found, warnings) = mcp_prompts::discover(&manager);
        self.warnings.extend(warnings);
        for p in &found {
            if self.templates.iter().any(|t| t.name == p.command) {
                self.warnings.push(format!(
                    "the prompt template /{} is hidden by the MCP prompt of the same name; rename the template",
                    p.command
                ));
            }
        }
        self.mcp_prompts = found;
        self.mcp = Some(manager);
    }

    /// The agent's MCP servers, when it has any.
    pub fn mcp(&self) -> Option<&Arc<Manager>> {
        self.mcp.as_ref()
    }

    /// The attachments of the `@server:uri` mentions in `text` (none without mentions), or why
    /// the prompt cannot be sent.
    pub fn mentions(&self, text: &str) -> Result<Vec<ContentBlock>, CommandError> {
        mentions::resolve(self.mcp.as_deref(), text)
    }

    /// Startup warnings (name clashes, unreadable templates).
    pub fn warnings(&self) -> &[String] {
        &self.warnings
    }

    fn builtin_named(&self, name: &str) -> Option<&Builtin> {
        self.builtins
            .iter()
            .find(|b| b.name == name || b.aliases.contains(&name))
    }

    /// Builtins (table order), then templates and skills by name.
    pub fn list(&self) -> Vec<Listed> {
        let mut out: Vec<Listed> = self
            .builtins
            .iter()
            .map(|b| Listed {
                name: b.name.to_string(),
                aliases: b.aliases.iter().map(|a| a.to_string()).collect(),
                description: b.description.to_string(),
                hint: b.args.hint().to_string(),
                source: Source::Builtin,
            })
            .collect();
        let mut templates: Vec<&Template> = self.templates.iter().collect();
        templates.sort_by(|a, b| a.name.cmp(&b.name));
        out.extend(templates.into_iter().map(|t| Listed {
            name: t.name.clone(),
            aliases: Vec::new(),
            description: t.description.clone(),
            hint: t.argument_hint.clone(),
            source: Source::Template,
        }));
        let mut claude: Vec<&Skill> = self.claude_commands.iter().collect();
        claude.sort_by(|a, b| a.name.cmp(&b.name));
        out.extend(claude.into_iter().map(|c| Listed {
            name: c.name.clone(),
            aliases: c.command.iter().flat_map(|k| k.aliases.clone()).collect(),
            description: c.description.clone(),
            hint: c.argument_hint.clone(),
            source: Source::Template,
        }));
        let mut skills: Vec<&Skill> = self.skills.iter().collect();
        skills.sort_by(|a, b| a.name.cmp(&b.name));
        out.extend(skills.into_iter().map(|s| Listed {
            name: format!("skill:{}", s.name),
            aliases: Vec::new(),
            description: s.description.clone(),
            hint: if s.argument_hint.is_empty() {
                "[args]".to_string()
            } else {
                s.argument_hint.clone()
            },
            source: Source::Skill,
        }));
        let mut prompts: Vec<&mcp_prompts::McpPrompt> = self.mcp_prompts.iter().collect();
        prompts.sort_by(|a, b| a.command.cmp(&b.command));
        out.extend(prompts.into_iter().map(|p| Listed {
            name: p.command.clone(),
            aliases: Vec::new(),
            description: p.description.clone(),
            hint: p.hint(),
            source: Source::Mcp,
        }));
        out
    }

    /// Takes one line of input: a builtin runs, a template or skill expands, an MCP prompt is
    /// fetched from its server, anything else (an unknown `/word`, a path like `/usr/bin`,
    /// plain text) is not a command.
    pub fn dispatch(&self, agent: &Agent, text: &str, front: Front, confirmed: bool) -> Dispatch {
        let Some((name, args)) = parse(text) else {
            return Dispatch::NotACommand;
        };
        if let Some(skill) = name.strip_prefix("skill:") {
            return match self.skills.iter().find(|s| s.name == skill) {
                Some(s) => prompt(skill_prompt::expand(agent, s, args, front)),
                None => Dispatch::NotACommand,
            };
        }
        if let Some(b) = self.builtin_named(name) {
            let call = Call {
                args,
                front,
                confirmed,
                registry: self,
            };
            return Dispatch::Handled((b.run)(agent, &call));
        }
        if let Some(p) = self.mcp_prompts.iter().find(|p| p.command == name)
            && let Some(manager) = &self.mcp
        {
            return match p.run(manager, args) {
                Ok(e) => Dispatch::Prompt(e),
                Err(e) => Dispatch::Handled(Err(e)),
            };
        }
        if let Some(t) = self.templates.iter().find(|t| t.name == name) {
            return Dispatch::Prompt(Expanded::text(t.expand(args)));
        }
        match self.claude_command(name) {
            Some(c) => prompt(skill_prompt::expand(agent, c, args, front)),
            None => Dispatch::NotACommand,
        }
    }

    fn claude_command(&self, name: &str) -> Option<&Skill> {
        self.claude_commands.iter().find(|c| {
            c.name == name
                || c.command
                    .as_ref()
                    .is_some_and(|k| k.aliases.iter().any(|a| a == name))
        })
    }

    /// Whether `text` is a command that expands into a prompt (a template, a Claude Code
    /// command, a skill or an MCP prompt) rather than a builtin: print mode runs only these.
    pub fn expands(&self, text: &str) -> bool {
        let Some((name, _)) = parse(text) else {
            return false;
        };
        if let Some(skill) = name.strip_prefix("skill:") {
            return self.skills.iter().any(|s| s.name == skill);
        }
        self.builtin_named(name).is_none()
            && (self.mcp_prompts.iter().any(|p| p.command == name)
                || self.templates.iter().any(|t| t.name == name)
                || self.claude_command(name).is_some())
    }
}

/// A command's expansion as the registry's answer.
fn prompt(expanded: Result<Expanded, CommandError>) -> Dispatch {
    match expanded {
        Ok(e) => Dispatch::Prompt(e),
        Err(e) => Dispatch::Handled(Err(e)),
    }
}

/// Splits `/name args` into (name, trimmed args); `None` for text that is not a command (no
/// leading slash, a bare `/`, or a path such as `/usr/bin/ls`).
pub fn parse(text: &str) -> Option<(&str, &str)> {
    let rest = text.strip_prefix('/')?;
    let (name, args) = rest.split_once(char::is_whitespace).unwrap_or((rest, ""));
    if name.is_empty() || name.contains('/') {
        return None;
    }
    Some((name, args.trim()))
}

/// The registry of one agent's front end, with its startup warnings: the builtins, prompt
/// templates (the project's only when `trusted`), the agent's `skills` (already filtered by
/// trust at composition) as `/skill:<name>`, its Claude Code command files as `/<name>` and
/// the prompts of its MCP servers.
pub fn for_agent(
    cwd: &Path,
    trusted: bool,
    skills: &[Skill],
    mcp: Option<Arc<Manager>>,
) -> (Registry, Vec<String>) {
    let mut r = Registry::load(cwd, trusted);
    for s in skills {
        for why in skill_prompt::allowed_rules(s, cwd).1 {
            r.warnings.push(format!(
                "{}: the allowed-tools entry {why}; it allows nothing",
                s.path.display()
            ));
        }
        if s.command.is_some() {
            r.add_claude_command(s);
        } else {
            r.add_skill(s);
        }
    }
    if let Some(m) = mcp {
        r.add_mcp(m);
    }
    let warnings = r.warnings().to_vec();
    (r, warnings)
}

#[cfg(test)]
mod tests;
