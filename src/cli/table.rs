//! The one table of ama's command line: every flag of the main command and every subcommand,
//! with its topic, value and help line. `args` parses with it, `help` prints it and
//! `completions` generates the bash, zsh and fish scripts from it, so the three cannot drift.

/// The headings of `ama --help`, in the order they are printed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Topic {
    Model,
    Output,
    Sessions,
    Permissions,
    Tools,
    Modes,
    Other,
}

impl Topic {
    pub(crate) const ALL: [Topic; 7] = [
        Topic::Model,
        Topic::Output,
        Topic::Sessions,
        Topic::Permissions,
        Topic::Tools,
        Topic::Modes,
        Topic::Other,
    ];

    pub(crate) fn heading(self) -> &'static str {
        match self {
            Topic::Model => "MODEL AND PROVIDER OPTIONS",
            Topic::Output => "OUTPUT OPTIONS",
            Topic::Sessions => "SESSION OPTIONS",
            Topic::Permissions => "PERMISSION OPTIONS",
            Topic::Tools => "TOOL OPTIONS",
            Topic::Modes => "MODE OPTIONS",
            Topic::Other => "OTHER OPTIONS",
        }
    }
}

/// What a flag's value completes to in a shell.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Completes {
    /// Free text: nothing to offer.
    Anything,
    /// One of these words.
    Words(&'static [&'static str]),
    /// `provider/id` from `ama --list-models`, at completion time.
    Models,
    /// The built-in provider names.
    Providers,
    /// The built-in tool names (comma-separated list).
    Tools,
    Dirs,
    Files,
}

/// Whether a flag takes a value, and how it is written in the help.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Value {
    None,
    /// `--flag <PLACEHOLDER>` or `--flag=<PLACEHOLDER>`.
    Required(&'static str, Completes),
    /// `--flag [PLACEHOLDER]`: the next argument is taken only when it looks like one.
    Optional(&'static str, Completes),
}

#[derive(Clone, Copy, Debug)]
pub(crate) struct Flag {
    pub short: Option<char>,
    pub long: &'static str,
    pub value: Value,
    pub topic: Topic,
    pub help: &'static str,
}

impl Flag {
    #[cfg(test)]
    pub(crate) fn takes_value(&self) -> bool {
        !matches!(self.value, Value::None)
    }

    pub(crate) fn completes(&self) -> Option<Completes> {
        match self.value {
            Value::None => None,
            Value::Required(_, c) | Value::Optional(_, c) => Some(c),
        }
    }

    /// `-m, --model <PROVIDER/ID>` as the help prints it.
    pub(crate) fn spec(&self) -> String {
        let short = match self.short {
            Some(c) => format!("-{c}, "),
            None => "    ".to_string(),
        };
        let value = match self.value {
            Value::None => String::new(),
            Value::Required(p, _) => format!(" <{p}>"),
            Value::Optional(p, _) => format!(" [{p}]"),
        };
        format!("{short}--{}{value}", self.long)
    }
}

const fn flag(
    short: Option<char>,
    long: &'static str,
    value: Value,
    topic: Topic,
    help: &'static str,
) -> Flag {
    Flag {
        short,
        long,
        value,
        topic,
        help,
    }
}

pub(crate) const THINKING: &[&str] = &["off", "minimal", "low", "medium", "high", "xhigh"];
pub(crate) const OUTPUT_FORMATS: &[&str] = &["text", "json", "stream-json"];
pub(crate) const MODES: &[&str] = &["print", "text", "json", "stream-json", "rpc"];
pub(crate) const QUIET_STARTUP: &[&str] = &["normal", "header", "silent"];
pub(crate) const CODEMODE_MODES: &[&str] = &["off", "on", "only"];
/// `--permission-mode`'s words.
pub(crate) const PERMISSION_MODES: &[&str] = &[
    "default",
    "auto-edit",
    "plan",
    "auto",
    "full-auto",
    "allowlist",
];
pub(crate) const SHELLS: &[&str] = &["bash", "zsh", "fish"];
pub(crate) const SEARCH_ROLES: &[&str] = &["user", "assistant", "tool"];
pub(crate) const EXPORT_FORMATS: &[&str] = &["md", "json", "jsonl"];
pub(crate) const STATS_BY: &[&str] = &[
    "day", "week", "month", "provider", "channel", "model", "project",
];

use Completes::{Anything, Dirs, Files, Models, Providers, Tools, Words};
use Topic::{Model, Modes, Other, Output, Permissions, Sessions};

/// Every flag of the main command (`ama [FLAGS] [PROMPT]`).
#[rustfmt::skip]
pub(crate) const FLAGS: &[Flag] = &[
    flag(Some('m'), "model", Value::Required("PROVIDER/ID", Models), Model,
        "the model, e.g. anthropic/claude-sonnet-4-5 (PROVIDER/ID@CHANNEL picks a configured channel)"),
    flag(None, "provider", Value::Required("NAME", Providers), Model,
        "the provider for a --model given without one"),
    flag(None, "api-key", Value::Required("KEY", Anything), Model,
        "the key for this run; other users can see arguments, so prefer --api-key-file or the provider's variable (ANTHROPIC_API_KEY, …)"),
    flag(None, "api-key-file", Value::Required("FILE", Files), Model,
        "read the key for this run from FILE (its first line)"),
    flag(None, "thinking", Value::Required("LEVEL", Words(THINKING)), Model,
        "reasoning effort: off, minimal, low, medium, high or xhigh"),
    flag(None, "list-models", Value::None, Model,
        "list the known models and where each one's key comes from, then exit"),
    flag(None, "output-format", Value::Required("FORMAT", Words(OUTPUT_FORMATS)), Output,
        "text (default): the answer; json: one result object; stream-json: every event, then the result"),
    flag(None, "no-session", Value::None, Sessions,
        "keep the conversation in memory only; write no session file"),
    flag(None, "session-dir", Value::Required("DIR", Dirs), Sessions,
        "where session files go (default <data dir>/sessions)"),
    flag(Some('c'), "continue", Value::None, Sessions,
        "continue the latest session of this directory"),
    flag(None, "resume", Value::Optional("ID", Anything), Sessions,
        "continue a session by id prefix (default: the latest of this directory)"),
    flag(None, "session", Value::Required("PATH|ID", Files), Sessions,
        "continue this session file or id"),
    flag(None, "fork", Value::Required("ID[#N]", Anything), Sessions,
        "continue a copy of a session, optionally from before its user message N"),
    flag(None, "from", Value::Required("ID[#N]", Anything), Sessions,
        "a new session whose first prompt is user message N of that session (default its last); text given is appended"),
    flag(None, "image", Value::Required("PATH", Files), Sessions,
        "attach an image to the first prompt (repeatable; the model must take images)"),
    flag(None, "permission-mode", Value::Required("MODE", Words(PERMISSION_MODES)), Permissions,
        "default, auto-edit, plan, auto, full-auto or allowlist (docs/permissions.md)"),
    flag(None, "allow", Value::Required("RULE", Anything), Permissions,
        "allow calls matching RULE, e.g. 'bash(npm test*)' (repeatable)"),
    flag(None, "deny", Value::Required("RULE", Anything), Permissions,
        "deny calls matching RULE, e.g. 'write(.env)' (repeatable)"),
    flag(None, "sandbox", Value::None, Permissions,
        "run bash in the OS sandbox for this run (sandbox.bash \"auto\"; docs/sandbox.md)"),
    flag(None, "no-sandbox", Value::None, Permissions,
        "run bash without the OS sandbox for this run (sandbox.bash \"off\")"),
    flag(None, "trust-project", Value::None, Permissions,
        "use this project's hooks, skills and prompts without asking (docs/hooks.md)"),
    flag(None, "plugin-dir", Value::Required("DIR", Dirs), Permissions,
        "load the Claude Code plugin in DIR: its hooks (repeatable; docs/claude-code.md)"),
    flag(None, "codemode", Value::Required("MODE", Words(CODEMODE_MODES)), Topic::Tools,
        "off, on or only: scripts that call tools, for this run (docs/codemode.md)"),
    flag(None, "tools", Value::Required("NAME,…", Tools), Topic::Tools,
        "the active tools (default: all built-ins; docs/tools.md)"),
    flag(None, "max-turns", Value::Required("N", Anything), Topic::Tools,
        "stop after N model requests; reaching it is exit 7 (error_max_turns)"),
    flag(None, "max-budget-usd", Value::Required("USD", Anything), Topic::Tools,
        "stop before a request once the run has cost USD dollars; exit 8 (error_max_budget)"),
    flag(None, "timeout", Value::Required("DURATION", Anything), Topic::Tools,
        "abort the whole run after DURATION (90s, 10m, 1h), tools included; exit 9"),
    flag(None, "idle-timeout", Value::Required("DURATION", Anything), Topic::Tools,
        "abort a run in which nothing happens for DURATION (default 10m; 0 = off); exit 12"),
    flag(None, "no-context-files", Value::None, Topic::Tools,
        "leave AGENTS.md / CLAUDE.md files out of the system prompt"),
    flag(None, "mcp-config", Value::Required("FILE|JSON", Anything), Topic::Tools,
        "MCP servers from a file or inline JSON in .mcp.json's format (repeatable; docs/mcp.md)"),
    flag(None, "strict-mcp-config", Value::None, Topic::Tools,
        "use only the --mcp-config servers, not the user config's, the profile's or the project's"),
    flag(Some('p'), "print", Value::None, Modes,
        "print mode: run the prompt, print the result, exit"),
    flag(None, "no-tui", Value::None, Modes,
        "without -p: read prompts line by line (line mode), even on a terminal"),
    flag(None, "quiet-startup", Value::Required("LEVEL", Words(QUIET_STARTUP)), Modes,
        "terminal UI header: normal (title, model, directory, context files), header (title only), silent"),
    flag(None, "mode", Value::Required("MODE", Words(MODES)), Modes,
        "print or text (print mode), json or stream-json (print mode with that output), rpc (docs/rpc.md)"),
    flag(None, "host", Value::Required("PROGRAM", Files), Other,
        "start a host adapter (JSON lines on stdin/stdout; .mjs/.cjs/.js run through node; docs/host.md)"),
    flag(None, "profile", Value::Required("PATH.json", Files), Other,
        "settings from a profile file; flags win over it, it wins over the config (docs/configuration.md)"),
    flag(Some('h'), "help", Value::None, Other, "print this help and exit"),
    flag(Some('V'), "version", Value::None, Other, "print `ama <version>` and exit"),
];

/// A subcommand: `ama <name> [words] [flags]`.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Subcommand {
    pub name: &'static str,
    pub usage: &'static str,
    pub help: &'static str,
    /// The words it takes first (`list`, `show`; `bash`, `zsh`, `fish`).
    pub words: &'static [&'static str],
    pub flags: &'static [Flag],
}

const HELP_FLAG: Flag = flag(Some('h'), "help", Value::None, Other, "show this help");

#[rustfmt::skip]
pub(crate) const SUBCOMMANDS: &[Subcommand] = &[
    Subcommand {
        name: "doctor",
        usage: "ama doctor [--online] [--json] [--timeout SECS]",
        help: "check the install, config, keys, storage and terminal",
        words: &[],
        flags: &[
            flag(None, "online", Value::None, Other,
                "also check that each provider can be reached"),
            flag(None, "json", Value::None, Other, "print the report as one JSON object"),
            flag(None, "timeout", Value::Required("SECS", Anything), Other,
                "deadline of each --online check (default 10)"),
            HELP_FLAG,
        ],
    },
    Subcommand {
        name: "sessions",
        usage: "ama sessions list|show|search|export|prune|restore [ARGS] [FLAGS]",
        help: "list, show, search, export, prune and restore saved sessions",
        words: &["list", "show", "search", "export", "prune", "restore"],
        flags: &[
            flag(None, "all", Value::None, Other, "every directory, not only the current one"),
            flag(None, "json", Value::None, Other, "print JSON instead of text"),
            flag(None, "session-dir", Value::Required("DIR", Dirs), Other,
                "the sessions directory (default <data dir>/sessions)"),
            flag(None, "role", Value::Required("ROLES", Words(SEARCH_ROLES)), Other,
                "search: user, assistant and/or tool, comma-separated"),
            flag(None, "since", Value::Required("DAY", Anything), Other,
                "search: sessions changed since this local day (today, 7d, YYYY-MM-DD)"),
            flag(None, "limit", Value::Required("N", Anything), Other, "search: at most N hits (default 20)"),
            flag(None, "format", Value::Required("FORMAT", Words(EXPORT_FORMATS)), Other,
                "export: md (default), json or jsonl"),
            flag(None, "output", Value::Required("FILE", Files), Other,
                "export: write FILE (mode 0600) instead of stdout"),
            flag(None, "branch", Value::Required("WHICH", Words(&["leaf", "all"])), Other,
                "export: the current branch (leaf, default) or every entry (all)"),
            flag(None, "older-than", Value::Required("AGE", Anything), Other,
                "prune: sessions unchanged for this long (default 30d)"),
            flag(None, "keep", Value::Required("N", Anything), Other,
                "prune: keep the N newest sessions of each directory whatever their age"),
            flag(None, "dry-run", Value::None, Other, "prune: only say what would be moved or deleted"),
            HELP_FLAG,
        ],
    },
    Subcommand {
        name: "stats",
        usage: "ama stats [--since DAY] [--until DAY] [--by GROUP] [--all] [--json]",
        help: "requests, turns, tokens, cache hits, cost and tools of past sessions",
        words: &[],
        flags: &[
            flag(None, "since", Value::Required("DAY", Anything), Other,
                "from this local day: today, 7d or YYYY-MM-DD"),
            flag(None, "until", Value::Required("DAY", Anything), Other,
                "up to this local day, included"),
            flag(None, "by", Value::Required("GROUP", Words(STATS_BY)), Other,
                "the table's rows: day, week, month, provider, channel, model or project"),
            flag(None, "project", Value::Required("DIR", Dirs), Other,
                "the sessions of this directory (default: the current one)"),
            flag(None, "all", Value::None, Other, "the sessions of every directory"),
            flag(None, "top", Value::Required("N", Anything), Other, "how many tools to list (default 5)"),
            flag(None, "json", Value::None, Other, "print one JSON object"),
            flag(None, "no-cache", Value::None, Other, "neither read nor write the stats index"),
            flag(None, "session-dir", Value::Required("DIR", Dirs), Other,
                "the sessions directory (default <data dir>/sessions)"),
            HELP_FLAG,
        ],
    },
    Subcommand {
        name: "permissions",
        usage: "ama permissions check [--mode MODE] [--allow RULE]... <TOOL> <INPUT>",
        help: "show how the permission pipeline would judge one tool call",
        words: &["check"],
        flags: &[
            flag(None, "mode", Value::Required("MODE", Words(PERMISSION_MODES)), Other,
                "the permission mode to judge in"),
            flag(None, "cwd", Value::Required("DIR", Dirs), Other,
                "the project directory (default: the current one)"),
            flag(None, "allow", Value::Required("RULE", Anything), Other, "an allow rule (repeatable)"),
            flag(None, "deny", Value::Required("RULE", Anything), Other, "a deny rule (repeatable)"),
            flag(None, "api-key-file", Value::Required("FILE", Files), Other,
                "judge as a run given this --api-key-file would (a secret path)"),
            flag(None, "json", Value::None, Other, "print the decision as one JSON object"),
            flag(None, "classify", Value::None, Other, "in auto mode, ask the classifier model"),
            HELP_FLAG,
        ],
    },
    Subcommand {
        name: "completions",
        usage: "ama completions bash|zsh|fish",
        help: "print a shell completion script",
        words: SHELLS,
        flags: &[HELP_FLAG],
    },
    Subcommand {
        name: "models",
        usage: "ama models cache-probe <PROVIDER/ID> [--yes] [--gap SECS]",
        help: "probe whether an endpoint reports prompt caching (sends two billed requests)",
        words: &["cache-probe"],
        flags: &[
            flag(None, "yes", Value::None, Other, "do not ask before sending"),
            flag(None, "gap", Value::Required("SECS", Anything), Other,
                "seconds between the two requests (default 5)"),
            HELP_FLAG,
        ],
    },
    Subcommand {
        name: "mcp",
        usage: "ama mcp list|get|add|remove|approve|tools|call|info|read|prompt",
        help: "manage the MCP servers of the user config and talk to one (docs/mcp.md)",
        words: &[
            "list", "get", "add", "remove", "approve", "tools", "call", "info", "read", "prompt",
            "conformance",
        ],
        flags: &[
            flag(None, "config", Value::Required("FILE|JSON", Files), Other,
                "servers from this file or inline JSON instead of the user config (repeatable)"),
            flag(None, "cancel-after-ms", Value::Required("MS", Anything), Other,
                "call: cancel the call after MS milliseconds"),
            flag(None, "json", Value::None, Other, "print JSON"),
            flag(None, "type", Value::Required("TYPE", Words(&["stdio", "http"])), Other,
                "add: the transport"),
            flag(None, "env", Value::Required("K=V", Anything), Other,
                "add: a variable of a stdio server (repeatable)"),
            flag(None, "header", Value::Required("'K: V'", Anything), Other,
                "add: a header of an http server (repeatable)"),
            HELP_FLAG,
        ],
    },
    Subcommand {
        name: "acp",
        usage: "ama acp [FLAGS]",
        help: "serve the Agent Client Protocol on stdin/stdout for an editor (docs/acp.md)",
        words: &[],
        flags: &[HELP_FLAG],
    },
    Subcommand {
        name: "help",
        usage: "ama help [SUBCOMMAND]",
        help: "print this help, or a subcommand's",
        words: &[
            "doctor", "sessions", "stats", "permissions", "completions", "models", "mcp", "acp",
        ],
        flags: &[],
    },
];

pub(crate) fn flag_by_long(name: &str) -> Option<&'static Flag> {
    FLAGS.iter().find(|f| f.long == name)
}

pub(crate) fn flag_by_short(c: char) -> Option<&'static Flag> {
    FLAGS.iter().find(|f| f.short == Some(c))
}

#[cfg(test)]
mod tests {
    use super::{FLAGS, SUBCOMMANDS};

    #[test]
    fn names_are_unique() {
        let mut longs: Vec<&str> = FLAGS.iter().map(|f| f.long).collect();
        longs.sort_unstable();
        longs.dedup();
        assert_eq!(longs.len(), FLAGS.len());
        let mut shorts: Vec<char> = FLAGS.iter().filter_map(|f| f.short).collect();
        let n = shorts.len();
        shorts.sort_unstable();
        shorts.dedup();
        assert_eq!(shorts.len(), n);
        let mut subs: Vec<&str> = SUBCOMMANDS.iter().map(|s| s.name).collect();
        subs.dedup();
        assert_eq!(subs.len(), SUBCOMMANDS.len());
    }
}
