//! Command-line parsing with lexopt, in two stages: raw flags here, checked values in `Args`.
//! Nothing outside `cli/` reads a raw flag.

use std::ffi::OsString;

use lexopt::prelude::*;

use crate::ai::types::ThinkingLevel;
use crate::error::{Error, Result};

pub use crate::app::options::{Args, OutputFormat};

fn value_str(parser: &mut lexopt::Parser, flag: &str) -> Result<String> {
    let v = parser
        .value()
        .map_err(|e| Error::Usage(format!("{flag}: {e}")))?;
    v.into_string()
        .map_err(|v| Error::Usage(format!("{flag}: value {v:?} is not valid UTF-8")))
}

/// The optional id of `--resume`: `--resume=<id>`, or a next argument that looks like an id (4 or
/// more hex digits) or a session file, so `--resume "fix the bug"` keeps its prompt.
fn session_ref_value(parser: &mut lexopt::Parser) -> Option<String> {
    if let Some(v) = parser.optional_value() {
        return v.into_string().ok();
    }
    let looks_like_ref = |s: &std::ffi::OsStr| {
        let s = s.to_string_lossy();
        let hex = s.chars().filter(|c| c.is_ascii_hexdigit()).count() >= 4
            && s.chars().all(|c| c.is_ascii_hexdigit() || c == '-');
        hex || s.ends_with(".jsonl")
    };
    let mut raw = parser.try_raw_args()?;
    raw.next_if(looks_like_ref)?.into_string().ok()
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
                Long("permission-mode") => {
                    a.permission_mode = Some(value_str(&mut p, "--permission-mode")?);
                }
                Long("allow") => a.allow.push(value_str(&mut p, "--allow")?),
                Long("deny") => a.deny.push(value_str(&mut p, "--deny")?),
                Long("no-session") => a.no_session = true,
                Long("no-context-files") => a.no_context_files = true,
                Long("session-dir") => a.session_dir = Some(value_str(&mut p, "--session-dir")?),
                Long("resume") => a.resume = Some(session_ref_value(&mut p)),
                Short('c') | Long("continue") => a.continue_session = true,
                Long("session") => a.session = Some(value_str(&mut p, "--session")?),
                Long("fork") => a.fork = Some(value_str(&mut p, "--fork")?),
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
    ama permissions check [--mode M] [--cwd DIR] [--allow R]... [--deny R]... [--json]
                         [--classify] <tool> <input>   show the permission decision for a call
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
        --permission-mode <M>    default | auto-edit | plan | auto | full-auto | allowlist
        --allow <RULE>           allow calls matching RULE, e.g. 'bash(npm test*)' (repeatable)
        --deny <RULE>            deny calls matching RULE, e.g. 'write(.env)' (repeatable)
        --no-session             keep the conversation in memory only
        --no-context-files       leave AGENTS.md / CLAUDE.md files out of the prompt
        --session-dir <DIR>      where session files go
        --resume [ID]            continue a session (default: the latest in this directory)
    -c, --continue               continue the latest session in this directory
        --session <PATH|ID>      continue this session file or id
        --fork <ID>[#N]          continue a copy of a session (before its user message N)

SUBCOMMANDS:
    ama sessions list [--all] [--json]     sessions of this directory (--all: every one)
    ama sessions show <ID> [--json]        header, counts and numbered user messages
        --list-models            list known models and whether each has a key
    -h, --help                   show this help
    -V, --version                print `ama <version>`

EXAMPLES:
    ama -p \"explain src/main.rs\"
    ama -p --model openai/gpt-5 --output-format json \"fix the failing test\"
    git diff | ama -p \"review this change\"
    ama -p --output-format stream-json --max-turns 5 \"run the tests\"
    ama -p -c \"now add a test for it\"
    ama -p --permission-mode allowlist --allow 'bash(cargo test*)' \"fix the tests\"
    ama permissions check bash \"git push --force\"   debug rules (exit 0 allow, 10 ask, 11 deny)

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
        let r = parse(&["--resume", "-p", "hi"]).unwrap_or_default();
        assert_eq!((r.resume, r.prompt.as_deref()), (Some(None), Some("hi")));
        let r = parse(&["--resume", "3f9a", "fix it"]).unwrap_or_default();
        assert_eq!(
            (r.resume, r.prompt.as_deref()),
            (Some(Some("3f9a".into())), Some("fix it"))
        );
        let r = parse(&["--resume=3f9a1c2e", "-c", "--fork", "ab12#2"]).unwrap_or_default();
        assert_eq!(r.resume, Some(Some("3f9a1c2e".into())));
        assert!(r.continue_session);
        assert_eq!(r.fork.as_deref(), Some("ab12#2"));
        for bad in [
            &["--bogus"][..],
            &["--max-turns", "0"],
            &["--thinking", "max"],
            &["--output-format"],
            &["--session"],
        ] {
            let e = parse(bad).err().map(|e| e.exit_code());
            assert_eq!(e, Some(2), "{bad:?}");
        }
    }
}
