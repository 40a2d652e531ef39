//! The hooks configuration in Claude Code's shape:
//! `{"PreToolUse": [{"matcher": "bash|edit", "hooks": [{"type": "command", "command": "…", "timeout": 60}]}]}`.
//! Matchers are regexes over the whole name; a tool matches by ama's name or Claude Code's.
//! Unknown events and hook types other than `command` are skipped with a warning, so a file
//! shared with Claude Code still loads. Each command keeps where it was configured (`Origin`):
//! hooks read from Claude Code's own places follow Claude Code's failure rules (docs/hooks.md).

use std::path::Path;
use std::time::Duration;

use regex::Regex;
use serde_json::Value;

use crate::hooks::Event;
use crate::hooks::error::HookError;

/// The default time a hook may run before its process group is killed.
pub const DEFAULT_TIMEOUT: Duration = Duration::from_secs(60);

/// Where a hook was configured.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Origin {
    User,
    Profile,
    Project,
    /// `~/.claude/settings.json`.
    ClaudeUser,
    /// A project's `.claude/settings.json` or `.claude/settings.local.json`.
    ClaudeProject,
    /// A Claude Code plugin's `hooks/hooks.json` (`CLAUDE_PLUGIN_ROOT` is set).
    Plugin,
}

impl Origin {
    pub fn as_str(self) -> &'static str {
        match self {
            Origin::User => "user config",
            Origin::Profile => "profile",
            Origin::Project => "project",
            Origin::ClaudeUser => "~/.claude",
            Origin::ClaudeProject => ".claude",
            Origin::Plugin => "plugin",
        }
    }

    /// Read from Claude Code's places: a failing hook is a non-blocking error, never a
    /// start-up failure, as in Claude Code.
    pub fn is_claude(self) -> bool {
        matches!(
            self,
            Origin::ClaudeUser | Origin::ClaudeProject | Origin::Plugin
        )
    }
}

#[derive(Clone, Debug)]
pub struct HookCommand {
    pub command: String,
    pub timeout: Duration,
    pub origin: Origin,
    /// The plugin's directory (`CLAUDE_PLUGIN_ROOT`), for a plugin's hooks.
    pub plugin_root: Option<std::path::PathBuf>,
}

#[derive(Clone, Debug)]
struct Group {
    event: Event,
    /// `None`: every name matches (no matcher, `""` or `"*"`).
    matcher: Option<Regex>,
    commands: Vec<HookCommand>,
}

/// Every configured hook, in configuration order (user, profile, project).
#[derive(Clone, Debug, Default)]
pub struct HookSet {
    groups: Vec<Group>,
    /// One line per skipped entry, for the user.
    pub warnings: Vec<String>,
}

impl HookSet {
    /// Parses the value of a `hooks` key read from `file`.
    pub fn parse(value: &Value, origin: Origin, file: &Path) -> Result<HookSet, HookError> {
        let bad = |message: String| HookError::Config {
            file: file.to_path_buf(),
            message,
        };
        let Some(events) = value.as_object() else {
            return Err(bad(
                "\"hooks\" must be an object of event names, e.g. {\"PreToolUse\": [...]}".into(),
            ));
        };
        let mut set = HookSet::default();
        for (name, groups) in events {
            let Some(event) = Event::parse(name) else {
                set.warnings.push(format!(
                    "hook event \"{name}\" in `{}` is not known to ama and is ignored",
                    file.display()
                ));
                continue;
            };
            let Some(groups) = groups.as_array() else {
                return Err(bad(format!(
                    "\"hooks.{name}\" must be an array of matcher groups"
                )));
            };
            for (i, g) in groups.iter().enumerate() {
                let at = format!("hooks.{name}[{i}]");
                let matcher = match g.get("matcher") {
                    None | Some(Value::Null) => None,
                    Some(Value::String(m)) => matcher(m)
                        .map_err(|e| bad(format!("\"{at}.matcher\" `{m}` is not a regex: {e}")))?,
                    Some(_) => return Err(bad(format!("\"{at}.matcher\" must be a string"))),
                };
                let Some(list) = g.get("hooks").and_then(Value::as_array) else {
                    return Err(bad(format!("\"{at}.hooks\" must be an array of hooks")));
                };
                let mut commands = Vec::new();
                for (j, h) in list.iter().enumerate() {
                    let at = format!("{at}.hooks[{j}]");
                    match h.get("type").and_then(Value::as_str) {
                        Some("command") => {}
                        other => {
                            set.warnings.push(format!(
                                "\"{at}\" in `{}` has type {}; only \"command\" hooks run in ama, so it is ignored",
                                file.display(),
                                other.map_or("(none)".to_string(), |t| format!("\"{t}\""))
                            ));
                            continue;
                        }
                    }
                    let Some(command) = h.get("command").and_then(Value::as_str) else {
                        return Err(bad(format!("\"{at}.command\" must be a string")));
                    };
                    let timeout = match h.get("timeout") {
                        None | Some(Value::Null) => DEFAULT_TIMEOUT,
                        Some(t) => match t.as_f64() {
                            Some(s) if s > 0.0 && s <= 86_400.0 => Duration::from_secs_f64(s),
                            _ => {
                                return Err(bad(format!(
                                    "\"{at}.timeout\" must be a number of seconds between 0 and 86400"
                                )));
                            }
                        },
                    };
                    commands.push(HookCommand {
                        command: command.to_string(),
                        timeout,
                        origin,
                        plugin_root: None,
                    });
                }
                if !commands.is_empty() {
                    set.groups.push(Group {
                        event,
                        matcher,
                        commands,
                    });
                }
            }
        }
        Ok(set)
    }

    /// Reads the `hooks` key of a JSON file (a hooks file, or a config that has other keys too).
    /// A missing file or key is an empty set.
    pub fn read_file(path: &Path, origin: Origin) -> Result<HookSet, HookError> {
        match std::fs::read_to_string(path) {
            Ok(t) => HookSet::from_text(&t, origin, path),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(HookSet::default()),
            Err(e) => Err(HookError::Config {
                file: path.to_path_buf(),
                message: e.to_string(),
            }),
        }
    }

    /// The `hooks` key of the `text` of the JSON file `path` (already read); no key is an
    /// empty set.
    pub fn from_text(text: &str, origin: Origin, path: &Path) -> Result<HookSet, HookError> {
        let value: Value = serde_json::from_str(text).map_err(|e| HookError::Config {
            file: path.to_path_buf(),
            message: format!("not JSON: {e}"),
        })?;
        match value.get("hooks") {
            Some(h) => HookSet::parse(h, origin, path),
            None => Ok(HookSet::default()),
        }
    }

    /// Marks every command as a plugin's, run with `CLAUDE_PLUGIN_ROOT=root`.
    pub fn with_plugin_root(mut self, root: &Path) -> HookSet {
        for g in &mut self.groups {
            for c in &mut g.commands {
                c.plugin_root = Some(root.to_path_buf());
            }
        }
        self
    }

    /// How many commands are configured, over all events.
    pub fn count(&self) -> usize {
        self.groups.iter().map(|g| g.commands.len()).sum()
    }

    /// Whether any command is configured for `event`.
    pub fn has(&self, event: Event) -> bool {
        self.groups.iter().any(|g| g.event == event)
    }

    pub fn extend(&mut self, other: HookSet) {
        self.groups.extend(other.groups);
        self.warnings.extend(other.warnings);
    }

    pub fn is_empty(&self) -> bool {
        self.groups.is_empty()
    }

    /// The commands to run for `event`, in order, each once. `names` are the names the matcher
    /// is tested against (a tool's ama and Claude Code names, or the source / trigger).
    pub fn matching(&self, event: Event, names: &[&str]) -> Vec<&HookCommand> {
        let mut out: Vec<&HookCommand> = Vec::new();
        for g in self.groups.iter().filter(|g| g.event == event) {
            let hit = match (&g.matcher, event.has_matcher()) {
                (Some(re), true) => names.iter().any(|n| re.is_match(n)),
                _ => true,
            };
            if !hit {
                continue;
            }
            for c in &g.commands {
                if !out
                    .iter()
                    .any(|o| o.command == c.command && o.plugin_root == c.plugin_root)
                {
                    out.push(c);
                }
            }
        }
        out
    }

    /// Every configured command with its event, for `ama doctor`.
    pub fn list(&self) -> Vec<(Event, &HookCommand)> {
        self.groups
            .iter()
            .flat_map(|g| g.commands.iter().map(move |c| (g.event, c)))
            .collect()
    }
}

/// A matcher as a regex over the whole name; `""` and `"*"` match everything. `mcp__<server>`
/// and `mcp__<server>__*` match every tool of that MCP server (docs/mcp.md).
fn matcher(m: &str) -> Result<Option<Regex>, regex::Error> {
    if m.is_empty() || m == "*" {
        return Ok(None);
    }
    let server = m
        .strip_prefix(crate::mcp::names::PREFIX)
        .map(|rest| rest.strip_suffix("__*").unwrap_or(rest))
        .filter(|s| {
            !s.is_empty()
                && !s.contains("__")
                && s.chars()
                    .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-')
        });
    if let Some(server) = server {
        return Regex::new(&format!("^mcp__{server}__.+$")).map(Some);
    }
    Regex::new(&format!("^(?:{m})$")).map(Some)
}

#[cfg(test)]
mod tests {
    use std::path::Path;

    use serde_json::json;

    use super::{HookSet, Origin};
    use crate::hooks::Event;

    fn set(v: serde_json::Value) -> HookSet {
        HookSet::parse(&v, Origin::User, Path::new("/c.json")).unwrap_or_else(|e| panic!("{e}"))
    }

    #[test]
    fn mcp_server_matchers_name_every_tool_of_the_server() {
        let yes = |m: &str, n: &str| super::matcher(m).ok().flatten().is_some_and(|r| r.is_match(n));
        assert!(yes("mcp__fs", "mcp__fs__write_file"));
        assert!(yes("mcp__fs__*", "mcp__fs__write_file"));
        assert!(yes("mcp__fs__write_file", "mcp__fs__write_file"));
        assert!(!yes("mcp__fs", "mcp__fsx__write_file"));
        assert!(!yes("mcp__fs", "mcp__fs"));
        assert!(!yes("mcp__fs__read_file", "mcp__fs__write_file"));
        assert!(yes("mcp__.*", "mcp__fs__write_file"));
    }

    #[test]
    fn matchers_are_whole_name_regexes() {
        let s = set(json!({
            "PreToolUse": [
                {"matcher": "bash|edit", "hooks": [{"type": "command", "command": "a"}]},
                {"matcher": "Write", "hooks": [{"type": "command", "command": "b", "timeout": 5}]},
                {"hooks": [{"type": "command", "command": "c"}]},
                {"matcher": "*", "hooks": [{"type": "command", "command": "a"}]}
            ],
            "Stop": [{"matcher": "ignored", "hooks": [{"type": "command", "command": "s"}]}]
        }));
        let names = |ev, n: &[&str]| -> Vec<String> {
            s.matching(ev, n)
                .iter()
                .map(|c| c.command.clone())
                .collect()
        };
        let table: &[(&[&str], &[&str])] = &[
            (&["bash", "Bash"], &["a", "c"]),
            (&["write", "Write"], &["b", "c", "a"]),
            (&["bash_output"], &["c", "a"]),
            (&["multiedit"], &["c", "a"]),
        ];
        for (input, want) in table {
            assert_eq!(names(Event::PreToolUse, input), *want, "{input:?}");
        }
        assert_eq!(names(Event::Stop, &[]), ["s"]);
        assert!(names(Event::PostToolUse, &["bash"]).is_empty());
        let b = s.matching(Event::PreToolUse, &["Write"]);
        assert_eq!(b[0].timeout, std::time::Duration::from_secs(5));
    }

    #[test]
    fn unknown_events_and_types_warn_bad_shapes_fail() {
        let s = set(json!({
            "Nope": [],
            "Stop": [{"hooks": [{"type": "prompt", "prompt": "x"}]}]
        }));
        assert!(s.is_empty());
        assert_eq!(s.warnings.len(), 2, "{:?}", s.warnings);
        for bad in [
            json!([]),
            json!({"Stop": {}}),
            json!({"Stop": [{"hooks": [{"type": "command"}]}]}),
            json!({"PreToolUse": [{"matcher": "(", "hooks": []}]}),
            json!({"Stop": [{"hooks": [{"type": "command", "command": "x", "timeout": -1}]}]}),
        ] {
            let e = HookSet::parse(&bad, Origin::User, Path::new("/c.json"));
            assert!(e.is_err(), "{bad}");
        }
    }
}
