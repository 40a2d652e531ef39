//! Command-line parsing with lexopt, in two stages: raw flags here, checked values in `Args`.
//! Nothing outside `cli/` reads a raw flag.

use std::ffi::OsString;

use lexopt::prelude::*;

use crate::ai::types::ThinkingLevel;
use crate::error::{Error, Result};

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
    pub output_format: OutputFormat,
    pub model: Option<String>,
    pub provider: Option<String>,
    pub api_key: Option<String>,
    pub thinking: Option<ThinkingLevel>,
    pub max_turns: Option<u32>,
    pub tools: Option<Vec<String>>,
    pub mode: Option<String>,
    pub no_session: bool,
    pub no_context_files: bool,
    pub session_dir: Option<String>,
    pub list_models: bool,
    pub help: bool,
    pub version: bool,
}

fn value_str(parser: &mut lexopt::Parser, flag: &str) -> Result<String> {
    let v = parser
        .value()
        .map_err(|e| Error::Usage(format!("{flag}: {e}")))?;
    v.into_string()
        .map_err(|v| Error::Usage(format!("{flag}: value {v:?} is not valid UTF-8")))
}

impl Args {
    pub fn parse(raw: Vec<OsString>) -> Result<Args> {
        let mut a = Args::default();
        let mut words: Vec<String> = Vec::new();
        let mut p = lexopt::Parser::from_args(raw);
        loop {
            let arg = p.next().map_err(|e| Error::Usage(e.to_string()))?;
            let Some(arg) = arg else { break };
            match arg {
                Short('p') | Long("print") => a.print = true,
                Long("output-format") => {
                    let v = value_str(&mut p, "--output-format")?;
                    a.output_format = match v.as_str() {
                        "text" => OutputFormat::Text,
                        "json" => OutputFormat::Json,
                        "stream-json" => OutputFormat::StreamJson,
                        _ => {
                            return Err(Error::Usage(format!(
                                "--output-format `{v}` is not one of text, json, stream-json"
                            )));
                        }
                    }
                }
                Short('m') | Long("model") => a.model = Some(value_str(&mut p, "--model")?),
                Long("provider") => a.provider = Some(value_str(&mut p, "--provider")?),
                Long("api-key") => a.api_key = Some(value_str(&mut p, "--api-key")?),
                Long("thinking") => {
                    let v = value_str(&mut p, "--thinking")?;
                    a.thinking = Some(ThinkingLevel::parse(&v).ok_or_else(|| {
                        Error::Usage(format!(
                            "--thinking `{v}` is not one of off, minimal, low, medium, high, xhigh"
                        ))
                    })?);
                }
                Long("max-turns") => {
                    let v = value_str(&mut p, "--max-turns")?;
                    a.max_turns = Some(v.parse().ok().filter(|n| *n > 0).ok_or_else(|| {
                        Error::Usage(format!("--max-turns `{v}` is not a positive whole number"))
                    })?);
                }
                Long("tools") => {
                    let v = value_str(&mut p, "--tools")?;
                    a.tools = Some(
                        v.split(',')
                            .map(|s| s.trim().to_string())
                            .filter(|s| !s.is_empty())
                            .collect(),
                    );
                }
                Long("mode") => a.mode = Some(value_str(&mut p, "--mode")?),
                Long("no-session") => a.no_session = true,
                Long("no-context-files") => a.no_context_files = true,
                Long("session-dir") => a.session_dir = Some(value_str(&mut p, "--session-dir")?),
                Long("list-models") => a.list_models = true,
                Short('h') | Long("help") => a.help = true,
                Short('V') | Long("version") => a.version = true,
                Value(v) => words.push(
                    v.into_string()
                        .map_err(|v| Error::Usage(format!("argument {v:?} is not valid UTF-8")))?,
                ),
                other => return Err(Error::Usage(other.unexpected().to_string())),
            }
        }
        if !words.is_empty() {
            a.prompt = Some(words.join(" "));
        }
        if let Some(m) = &a.mode
            && !matches!(
                m.as_str(),
                "print" | "text" | "json" | "stream-json" | "rpc"
            )
        {
            return Err(Error::Usage(format!(
                "--mode `{m}` is not one of print, json, stream-json, rpc"
            )));
        }
        Ok(a)
    }
}

pub const HELP: &str = "ama — a terminal AI coding agent

USAGE:
    ama -p \"<prompt>\" [FLAGS]        run one prompt and print the answer
    echo \"<text>\" | ama -p [prompt]   piped stdin is appended after the prompt
    ama doctor [--online] [--json]   check the install, config, keys and terminal
    ama completions bash|zsh|fish    print a shell completion script

FLAGS:
    -p, --print                  print mode: run the prompt, print the result, exit
        --output-format <FMT>    text (default) | json | stream-json
    -m, --model <PROVIDER/ID>    model to use, e.g. anthropic/claude-sonnet-4-5
                                 (PROVIDER/ID@CHANNEL is parsed and reserved)
        --provider <NAME>        provider for a --model given without one
        --api-key <KEY>          API key for this run (never logged)
        --thinking <LEVEL>       off | minimal | low | medium | high | xhigh
        --max-turns <N>          stop after N model requests
        --tools <a,b,c>          active tools (default: read, bash and the other built-ins)
        --mode <MODE>            print | json | stream-json | rpc
        --no-session             keep the conversation in memory only
        --no-context-files       leave AGENTS.md / CLAUDE.md files out of the prompt
        --session-dir <DIR>      where session files go
        --list-models            list known models and whether each has a key
    -h, --help                   show this help
    -V, --version                print `ama <version>`

EXAMPLES:
    ama -p \"explain src/main.rs\"
    ama -p --model openai/gpt-5 --output-format json \"fix the failing test\"
    git diff | ama -p \"review this change\"
    ama -p --output-format stream-json --max-turns 5 \"run the tests\"

ENVIRONMENT:
    ANTHROPIC_API_KEY, OPENAI_API_KEY, OPENROUTER_API_KEY   provider keys
    ANTHROPIC_BASE_URL (no /v1), OPENAI_BASE_URL (with /v1)  override built-in endpoints
    AMA_CONFIG_DIR     config dir (default $XDG_CONFIG_HOME/ama or ~/.config/ama)
    AMA_DATA_DIR       data dir (default $XDG_DATA_HOME/ama or ~/.local/share/ama)
    HTTPS_PROXY, HTTP_PROXY, NO_PROXY, SSL_CERT_FILE, SSL_CERT_DIR

EXIT CODES:
    0 success · 1 the run ended in an error · 2 bad arguments · 3 configuration error
    4 no model or no key · 5 session error · 130 SIGINT · 143 SIGTERM
";

#[cfg(test)]
mod tests {
    use super::{Args, OutputFormat};

    fn parse(v: &[&str]) -> Result<Args, crate::error::Error> {
        Args::parse(v.iter().map(|s| s.into()).collect())
    }

    #[test]
    fn flags_and_errors() {
        let a = parse(&[
            "-p",
            "hello world",
            "--output-format",
            "json",
            "--max-turns",
            "3",
        ])
        .unwrap_or_default();
        assert!(a.print);
        assert_eq!(a.prompt.as_deref(), Some("hello world"));
        assert_eq!(a.output_format, OutputFormat::Json);
        assert_eq!(a.max_turns, Some(3));
        for bad in [
            &["--bogus"][..],
            &["--max-turns", "0"],
            &["--thinking", "max"],
            &["--output-format"],
        ] {
            let e = parse(bad).err().map(|e| e.exit_code());
            assert_eq!(e, Some(2), "{bad:?}");
        }
    }
}
