//! The options a run is composed from, as checked values. `cli::args` fills them from the command
//! line; `app` and the modes read them, so nothing below `cli` depends on how flags are spelled.

use crate::ai::types::ThinkingLevel;

/// The watchdog's silence when neither `--idle-timeout` nor `limits.idleTimeout` sets it.
pub const DEFAULT_IDLE_TIMEOUT: std::time::Duration = std::time::Duration::from_secs(600);

/// `--output-format` for print mode.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum OutputFormat {
    /// Plain text: the final answer.
    #[default]
    Text,
    /// One JSON object with the result when the run ends.
    Json,
    /// Every session event as a JSON line while the run goes on, then the result object.
    StreamJson,
}

/// The command-line options of one run (the library's `agent_options` takes the same); `Default` is
/// `ama` with no flags.
#[derive(Clone, Debug, Default)]
pub struct Args {
    /// `-p` / `--print`: answer one prompt and exit, no interaction.
    pub print: bool,
    /// The prompt given on the command line, if any.
    pub prompt: Option<String>,
    /// The prompt as the words it was given in (to spot a mistyped subcommand).
    pub prompt_words: Vec<String>,
    /// `--output-format`.
    pub output_format: OutputFormat,
    /// `--model <provider/id>`, else the config's.
    pub model: Option<String>,
    /// `--provider <name>`, else the one the model names.
    pub provider: Option<String>,
    /// `--api-key <key>`: a key for this run, before the environment and `auth.json`.
    pub api_key: Option<String>,
    /// `--api-key-file`: the file is a secret path in every mode, like `auth.json`.
    pub api_key_file: Option<std::path::PathBuf>,
    /// `--thinking <level>`.
    pub thinking: Option<ThinkingLevel>,
    /// `--max-turns <n>`: the most model turns one run may take.
    pub max_turns: Option<u32>,
    /// `--max-budget-usd <x>` (or `limits.maxBudgetUsd`): no request once the run cost this much.
    pub max_budget_usd: Option<f64>,
    /// `--timeout <duration>` (or `limits.timeout`): the deadline of the whole run.
    pub timeout: Option<std::time::Duration>,
    /// `--idle-timeout <duration>` (or `limits.idleTimeout`): the watchdog's silence; `None` is
    /// the default (`DEFAULT_IDLE_TIMEOUT`), zero turns it off.
    pub idle_timeout: Option<std::time::Duration>,
    /// `--tools <a,b,…>`: only these built-in tools.
    pub tools: Option<Vec<String>>,
    /// `--mode <rpc|json|stream-json>`: a non-interactive mode (`rpc` drives ama over JSONL).
    pub mode: Option<String>,
    /// `--permission-mode`, checked when the permission settings are built.
    pub permission_mode: Option<String>,
    /// `--allow` rules, in order.
    pub allow: Vec<String>,
    /// `--deny` rules, in order.
    pub deny: Vec<String>,
    /// `--sandbox` (`Some(true)`) / `--no-sandbox` (`Some(false)`): `sandbox.bash` for this run;
    /// the last one given wins.
    pub sandbox: Option<bool>,
    /// `--codemode off|on|only` (checked): `codemode`'s mode for this run.
    pub codemode: Option<String>,
    /// `--no-session`: keep no session file.
    pub no_session: bool,
    /// `--no-tui`: line mode even on a terminal.
    pub no_tui: bool,
    /// `--quiet-startup normal|header|silent` (checked): the terminal UI's startup header.
    pub quiet_startup: Option<String>,
    /// `--no-context-files`: do not read `AGENTS.md` / `CLAUDE.md` into the system prompt.
    pub no_context_files: bool,
    /// `--session-dir <dir>`: where session files go, over the config's `sessionDir`.
    pub session_dir: Option<String>,
    /// `--resume [id]`: `Some(None)` = the latest session of this cwd.
    pub resume: Option<Option<String>>,
    /// `--continue` / `-c`.
    pub continue_session: bool,
    /// `--session <path|id>`.
    pub session: Option<String>,
    /// `--fork <id>[#n]`.
    pub fork: Option<String>,
    /// `--trust-project` or the profile's `trustProject`: use the project's hooks, skills and
    /// other resources (config::trust) without asking.
    pub trust_project: bool,
    /// `--plugin-dir <dir>`, repeatable: Claude Code plugin directories to load
    /// (docs/claude-code.md).
    pub plugin_dirs: Vec<std::path::PathBuf>,
    /// `--host <program>`, else the profile's `host`: the host adapter to start (docs/host.md).
    pub host: Option<String>,
    /// `--profile <path.json>`, loaded and already applied to the fields above.
    pub profile: Option<crate::config::profile::Profile>,
    /// `--from <id>[#n]`: a past user message as the first prompt.
    pub from: Option<String>,
    /// `--image <path>`, in order.
    pub image_paths: Vec<String>,
    /// The first prompt's images (from `--image` and, in print mode, `--from`), checked.
    pub images: Vec<crate::ai::types::ContentBlock>,
    /// The agent's working directory; `None` is the process's (a front end holding several
    /// sessions, such as the editor protocol, gives each its own).
    pub cwd: Option<std::path::PathBuf>,
    /// `--mcp-config <file|json>`, in order: more MCP server sources (docs/mcp.md).
    pub mcp_config: Vec<String>,
    /// `--strict-mcp-config`: only the `--mcp-config` servers (and `mcp_servers`).
    pub strict_mcp_config: bool,
    /// MCP servers a front end gives (the editor's `session/new` list), after every other source.
    pub mcp_servers: Vec<crate::mcp::config::ServerConfig>,
    /// Extra project roots a front end gives for this agent only (the editor's
    /// `additionalDirectories`), already resolved: added to Claude Code's additional directories
    /// (permission roots and the OS sandbox's writable places).
    pub extra_roots: Vec<std::path::PathBuf>,
    /// The user config, read once per run: the command line reads it right after the flags
    /// (`app::compose::read_user_config`); `None` (a library caller's default) has the
    /// composition root read it, and a library caller may give its own
    /// (`UserConfig::from_settings`).
    pub user_config: Option<crate::config::user::UserConfig>,
    /// The project's `.ama/config.json` when a front end read it before composing (for the
    /// trust question), so the composition root does not read it again; it reads the file
    /// itself when this is `None` or another directory's.
    pub project_config: Option<crate::config::project::ProjectFile>,
    /// `auth.json`'s keys, read by the first model registry built and shared by every clone of
    /// these arguments (`config::auth_keys`).
    pub auth_keys: crate::config::auth_keys::AuthKeys,
    /// Set by the terminal UI: MCP servers that are not `required` join when they are ready
    /// instead of being waited for (docs/mcp.md).
    pub mcp_late: bool,
    /// `--list-models`: print the known models and exit.
    pub list_models: bool,
    /// `--help`.
    pub help: bool,
    /// `--version`.
    pub version: bool,
}
