//! Allow and deny rules: `tool` or `tool(pattern)`. For bash the pattern matches the command
//! text (`*` matches anything); for file tools it is a gitignore-style glob over the path,
//! relative to the cwd unless absolute; for `task` it matches the task id; for other tools the
//! input as JSON. Deny rules match any part of a command; an allow rule must cover every part.
//! An MCP tool is also named by its server: `mcp__<server>` and `mcp__<server>__*`.

use std::path::Path;

use serde_json::Value;

use crate::permissions::args::git;
use crate::permissions::call::{Subject, canonical_json};
use crate::permissions::glob::glob_match;
pub use crate::permissions::glob::star_match;
use crate::permissions::mcp::{McpFacts, server_pattern};
use crate::permissions::paths::Project;
use crate::permissions::paths::Target;
use crate::permissions::readonly;
use crate::permissions::rule_tier::write_targets;
use crate::permissions::shell::{Analysis, Segment};

#[derive(Clone, Debug, PartialEq)]
pub struct Rule {
    pub tool: String,
    pub pattern: Option<String>,
    /// Where it came from: `config`, `--allow`, `--deny`, `project config`, `built-in`.
    pub origin: &'static str,
}

/// Why a permission rule's text is not a rule (the text, trimmed).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RuleError {
    /// A `(` without a `)` at the end.
    Unclosed(String),
    /// `tool()`.
    EmptyPattern(String),
    /// No tool name before the pattern.
    NoTool(String),
}

impl std::fmt::Display for RuleError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            RuleError::Unclosed(text) => write!(
                f,
                "rule `{text}` has a `(` without a closing `)` at its end; write `tool` or `tool(pattern)`"
            ),
            RuleError::EmptyPattern(text) => write!(
                f,
                "rule `{text}` has an empty pattern; write `tool` to match every call, or `tool(pattern)`"
            ),
            RuleError::NoTool(text) => write!(
                f,
                "rule `{text}` does not start with a tool name; write `tool` or `tool(pattern)`, e.g. `bash(npm test*)`"
            ),
        }
    }
}

impl Rule {
    /// Parses `tool` or `tool(pattern)`.
    pub fn parse(text: &str, origin: &'static str) -> Result<Rule, RuleError> {
        let text = text.trim();
        let (tool, pattern) = match text.find('(') {
            None => (text, None),
            Some(open) => {
                let Some(inner) = text[open + 1..].strip_suffix(')') else {
                    return Err(RuleError::Unclosed(text.to_string()));
                };
                if inner.trim().is_empty() {
                    return Err(RuleError::EmptyPattern(text.to_string()));
                }
                (text[..open].trim(), Some(inner.to_string()))
            }
        };
        let valid = !tool.is_empty()
            && tool
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || "_-.:*".contains(c));
        if !valid {
            return Err(RuleError::NoTool(text.to_string()));
        }
        Ok(Rule {
            tool: tool.to_string(),
            pattern,
            origin,
        })
    }

    pub fn text(&self) -> String {
        match &self.pattern {
            Some(p) => format!("{}({p})", self.tool),
            None => self.tool.clone(),
        }
    }

    fn tool_matches(&self, tool: &str, mcp: Option<&McpFacts>) -> bool {
        star_match(&self.tool, tool) || server_pattern(&self.tool, tool, mcp)
    }

    /// Whether a deny rule hits this call: any part of a bash command is enough.
    fn hits(&self, project: &Project, call: Named, subject: &Subject, input: &Value) -> bool {
        if !self.tool_matches(call.0, call.1) {
            return false;
        }
        let Some(p) = &self.pattern else { return true };
        match subject {
            Subject::Bash {
                command, analysis, ..
            } => {
                star_match(p, &collapse(command))
                    || analysis
                        .segments
                        .iter()
                        .any(|s| forms(s).iter().any(|f| star_match(p, f)))
            }
            _ => self.covers_non_bash(project, subject, input),
        }
    }

    fn covers_non_bash(&self, project: &Project, subject: &Subject, input: &Value) -> bool {
        let Some(p) = &self.pattern else { return true };
        match subject {
            Subject::File {
                path: Some(path), ..
            } => path_matches(project, p, path),
            Subject::File { given, .. } => star_match(p, given),
            Subject::Task { id: Some(id) } => star_match(p, id),
            Subject::Task { id: None } => false,
            _ => star_match(p, &canonical_json(input)),
        }
    }
}

/// The texts a deny rule is matched against for one command: as written, from the program on
/// (after assignments and wrappers), with the program's directory dropped (`/bin/rm` → `rm`),
/// and for git without its global options (`git -C . push` → `git push`).
fn forms(s: &Segment) -> Vec<String> {
    let mut out = vec![collapse(&s.source()), s.effective()];
    let args: Vec<&str> = s.arg_texts();
    out.push(
        format!("{} {}", s.name(), args.join(" "))
            .trim_end()
            .to_string(),
    );
    if let Some(g) = git(s) {
        let rest: Vec<&str> = g.args.iter().map(|w| w.text.as_str()).collect();
        out.push(
            format!("git {} {}", g.sub, rest.join(" "))
                .trim_end()
                .to_string(),
        );
    }
    out
}

fn collapse(s: &str) -> String {
    s.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// A file pattern against a resolved path: absolute patterns (`/…`, `~/…`) against the absolute
/// path; the rest against the path relative to the cwd, or, outside it, the absolute path.
fn path_matches(project: &Project, pattern: &str, path: &Path) -> bool {
    let absolute = path.to_string_lossy();
    if pattern.starts_with('/') || pattern.starts_with('~') {
        let Some(pat) = project.resolve(pattern, &project.cwd) else {
            return false;
        };
        let pat = pat.to_string_lossy();
        return glob_match(
            pat.trim_start_matches('/'),
            absolute.trim_start_matches('/'),
        );
    }
    match path.strip_prefix(&project.cwd) {
        Ok(rel) => {
            let rel = rel.to_string_lossy();
            if rel.is_empty() {
                return pattern == "." || pattern == "**";
            }
            glob_match(pattern, &rel)
        }
        Err(_) => glob_match(pattern, absolute.trim_start_matches('/')),
    }
}

/// A tool's name with its MCP facts, when it is an MCP tool.
type Named<'a> = (&'a str, Option<&'a McpFacts>);

/// The configured rules, deny first.
#[derive(Clone, Debug, Default)]
pub struct Rules {
    pub allow: Vec<Rule>,
    pub deny: Vec<Rule>,
}

impl Rules {
    /// The first deny rule that hits the call.
    pub fn denied(
        &self,
        project: &Project,
        tool: &str,
        subject: &Subject,
        input: &Value,
    ) -> Option<&Rule> {
        self.denied_for(project, (tool, None), subject, input)
    }

    /// `denied` for a tool that may be an MCP tool (`mcp` from the agent's table).
    pub fn denied_for(
        &self,
        project: &Project,
        call: Named,
        subject: &Subject,
        input: &Value,
    ) -> Option<&Rule> {
        self.deny
            .iter()
            .find(|r| r.hits(project, call, subject, input))
    }

    /// The allow rule that covers the call. For bash, every segment must be covered by an
    /// allow rule or be read-only by itself, and the command must be fully understood with no
    /// substitutions (which could run something no rule names).
    pub fn allowed(
        &self,
        project: &Project,
        tool: &str,
        subject: &Subject,
        input: &Value,
    ) -> Option<&Rule> {
        self.allowed_for(project, (tool, None), subject, input)
    }

    /// `allowed` for a tool that may be an MCP tool (`mcp` from the agent's table).
    pub fn allowed_for(
        &self,
        project: &Project,
        (tool, mcp): Named,
        subject: &Subject,
        input: &Value,
    ) -> Option<&Rule> {
        let rules: Vec<&Rule> = self
            .allow
            .iter()
            .filter(|r| r.tool_matches(tool, mcp))
            .collect();
        match subject {
            Subject::Bash {
                command, analysis, ..
            } => bash_allowed(project, &rules, command, analysis),
            _ => rules
                .into_iter()
                .find(|r| r.covers_non_bash(project, subject, input)),
        }
    }
}

fn bash_allowed<'r>(
    project: &Project,
    rules: &[&'r Rule],
    command: &str,
    a: &Analysis,
) -> Option<&'r Rule> {
    if let Some(r) = rules.iter().find(|r| r.pattern.is_none()) {
        return Some(r);
    }
    if !a.understood() || a.has_substitution() || a.has_process_substitution() {
        return None;
    }
    // An exact pattern (no `*`) may name a whole command line, operators included.
    let whole = collapse(command);
    if let Some(r) = rules.iter().find(|r| {
        r.pattern
            .as_deref()
            .is_some_and(|p| !p.contains('*') && collapse(p) == whole)
    }) {
        return Some(r);
    }
    let mut used: Option<&Rule> = None;
    let dirs = project.segment_dirs(a);
    for (s, dir) in a.segments.iter().zip(dirs) {
        if s.depth > 0 || s.program().is_none() {
            continue;
        }
        // `*` covers arguments, not writes that leave the project: `npm test > ~/.bashrc`.
        let escapes = write_targets(s).iter().any(|w| {
            let t = project.target(w, dir.as_deref());
            project.write_problem(&t).is_some()
                && !matches!(t, Target::Path(ref p) if crate::permissions::paths::is_sink(p))
        });
        if escapes {
            return None;
        }
        let text = collapse(&s.source());
        let hit = rules
            .iter()
            .find(|r| r.pattern.as_deref().is_some_and(|p| star_match(p, &text)));
        match hit {
            Some(r) => used = used.or(Some(r)),
            None => {
                let alone = crate::permissions::shell::analyze(&s.source());
                readonly::check(project, &alone).ok()?;
            }
        }
    }
    used
}

#[cfg(test)]
mod tests;
