//! The options a run is composed from, as checked values. `cli::args` fills them from the command
//! line; `app` and the modes read them, so nothing below `cli` depends on how flags are spelled.

use crate::ai::types::ThinkingLevel;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum OutputFormat {
    #[default]
    Text,
    Json,
    StreamJson,
}

#[derive(Clone, Debug, Default)]
pub struct Args {
    pub print: bool,
    pub prompt: Option<String>,
    /// The prompt as the words it was given in (to spot a mistyped subcommand).
    pub prompt_words: Vec<String>,
    pub output_format: OutputFormat,
    pub model: Option<String>,
    pub provider: Option<String>,
    pub api_key: Option<String>,
    /// `--api-key-file`: the file is a secret path in every mode, like `auth.json`.
    pub api_key_file: Option<std::path::PathBuf>,
    pub thinking: Option<ThinkingLevel>,
    pub max_turns: Option<u32>,
    pub tools: Option<Vec<String>>,
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
    pub no_session: bool,
    /// `--no-tui`: line mode even on a terminal.
    pub no_tui: bool,
    /// `--quiet-startup normal|header|silent` (checked): the terminal UI's startup header.
    pub quiet_startup: Option<String>,
    pub no_context_files: bool,
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
    pub list_models: bool,
    pub help: bool,
    pub version: bool,
}
