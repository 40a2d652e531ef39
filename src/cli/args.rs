//! Command-line parsing with lexopt, in two stages: raw flags here, checked values in `Args`.
//! Nothing outside `cli/` reads a raw flag. The flags themselves are listed in `cli::table`.

use std::ffi::OsString;

use lexopt::prelude::*;

use crate::ai::types::ThinkingLevel;
use crate::cli::suggest::{self, unknown_long_flag, unknown_short_flag};
use crate::cli::table;
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
    /// Parses the main command's flags. Which flags exist, and which take a value, comes from
    /// `cli::table`; this only stores each value where it belongs.
    pub fn parse(raw: Vec<OsString>) -> Result<Args> {
        let mut a = Args::default();
        let mut words: Vec<String> = Vec::new();
        let mut p = lexopt::Parser::from_args(raw);
        loop {
            let arg = p.next().map_err(|e| Error::Usage(e.to_string()))?;
            let Some(arg) = arg else { break };
            let flag = match arg {
                Short(c) => table::flag_by_short(c).ok_or_else(|| unknown_short_flag(c))?,
                Long(name) => table::flag_by_long(name).ok_or_else(|| unknown_long_flag(name))?,
                Value(v) => {
                    words.push(
                        v.into_string().map_err(|v| {
                            Error::Usage(format!("argument {v:?} is not valid UTF-8"))
                        })?,
                    );
                    continue;
                }
            };
            let value = match flag.value {
                table::Value::None => None,
                table::Value::Required(..) => Some(value_str(&mut p, &format!("--{}", flag.long))?),
                table::Value::Optional(..) => session_ref_value(&mut p),
            };
            apply(&mut a, flag.long, value)?;
        }
        if !words.is_empty() {
            a.prompt_words = words.clone();
            a.prompt = Some(words.join(" "));
        }
        crate::app::extensions::apply_profile(&mut a)?;
        Ok(a)
    }
}

fn one_of(flag: &str, v: &str, allowed: &[&str]) -> Result<()> {
    if allowed.contains(&v) {
        return Ok(());
    }
    Err(Error::NotOneOf {
        flag: format!("--{flag}"),
        value: v.to_string(),
        allowed: allowed.iter().map(|a| a.to_string()).collect(),
        guess: suggest::nearest(v, allowed.iter().copied()).map(String::from),
    })
}

/// Stores one flag's value. Every flag of `table::FLAGS` has an arm (a unit test checks it).
fn apply(a: &mut Args, long: &str, value: Option<String>) -> Result<()> {
    let v = value.clone().unwrap_or_default();
    match long {
        "print" => a.print = true,
        "no-tui" => a.no_tui = true,
        "quiet-startup" => {
            one_of(long, &v, table::QUIET_STARTUP)?;
            a.quiet_startup = value;
        }
        "output-format" => {
            one_of(long, &v, table::OUTPUT_FORMATS)?;
            a.output_format = match v.as_str() {
                "json" => OutputFormat::Json,
                "stream-json" => OutputFormat::StreamJson,
                _ => OutputFormat::Text,
            };
        }
        "model" => a.model = value,
        "provider" => a.provider = value,
        "api-key" => a.api_key = value,
        "api-key-file" => {
            a.api_key = Some(read_key_file(&v)?);
            // A secret path in every mode, like auth.json (permissions.md).
            a.api_key_file = Some(std::path::PathBuf::from(&v));
        }
        "thinking" => {
            one_of(long, &v, table::THINKING)?;
            a.thinking = ThinkingLevel::parse(&v);
        }
        "max-turns" => {
            a.max_turns =
                Some(
                    v.parse()
                        .ok()
                        .filter(|n| *n > 0)
                        .ok_or_else(|| Error::NotANumber {
                            flag: "--max-turns".into(),
                            value: v.clone(),
                            want: "a positive whole number",
                        })?,
                );
        }
        "max-budget-usd" => {
            a.max_budget_usd = Some(
                v.parse::<f64>()
                    .ok()
                    .filter(|n| *n > 0.0 && n.is_finite())
                    .ok_or_else(|| Error::NotANumber {
                        flag: "--max-budget-usd".into(),
                        value: v.clone(),
                        want: "a positive number of dollars",
                    })?,
            );
        }
        "timeout" | "idle-timeout" => {
            let d = crate::config::limits::parse_duration(&v)
                .filter(|d| long == "idle-timeout" || !d.is_zero())
                .ok_or_else(|| Error::NotANumber {
                    flag: format!("--{long}"),
                    value: v.clone(),
                    want: "a duration such as 90s, 10m or 1h",
                })?;
            if long == "timeout" {
                a.timeout = Some(d);
            } else {
                a.idle_timeout = Some(d);
            }
        }
        "tools" => {
            a.tools = Some(
                v.split(',')
                    .map(|s| s.trim().to_string())
                    .filter(|s| !s.is_empty())
                    .collect(),
            );
        }
        "mode" => {
            one_of(long, &v, table::MODES)?;
            a.mode = value;
        }
        "permission-mode" => a.permission_mode = value,
        "allow" => a.allow.push(v),
        "deny" => a.deny.push(v),
        "codemode" => {
            one_of(long, &v, table::CODEMODE_MODES)?;
            a.codemode = value;
        }
        "sandbox" => a.sandbox = Some(true),
        "no-sandbox" => a.sandbox = Some(false),
        "no-session" => a.no_session = true,
        "no-context-files" => a.no_context_files = true,
        "mcp-config" => a.mcp_config.push(v),
        "strict-mcp-config" => a.strict_mcp_config = true,
        "session-dir" => a.session_dir = value,
        "resume" => a.resume = Some(value),
        "continue" => a.continue_session = true,
        "session" => a.session = value,
        "fork" => a.fork = value,
        "trust-project" => a.trust_project = true,
        "plugin-dir" => a.plugin_dirs.push(std::path::PathBuf::from(v)),
        "host" => a.host = value,
        "profile" => {
            a.profile = Some(crate::config::profile::Profile::load(
                std::path::Path::new(&v),
            )?)
        }
        "from" => a.from = value,
        "image" => a.image_paths.push(v),
        "list-models" => a.list_models = true,
        "help" => a.help = true,
        "version" => a.version = true,
        other => {
            return Err(Error::Usage(format!(
                "--{other} is listed but not handled in this build; please report it"
            )));
        }
    }
    Ok(())
}

/// `--api-key-file FILE`: the first line of the file, without surrounding white space.
fn read_key_file(path: &str) -> Result<String> {
    let text = std::fs::read_to_string(path).map_err(|e| {
        Error::Usage(format!(
            "--api-key-file `{path}` cannot be read ({e}); give a file that holds the key on its first line"
        ))
    })?;
    let key = text.lines().next().unwrap_or("").trim().to_string();
    if key.is_empty() {
        return Err(Error::Usage(format!(
            "--api-key-file `{path}` is empty; put the key on its first line"
        )));
    }
    Ok(key)
}

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

    #[test]
    fn every_table_flag_is_handled() {
        for f in crate::cli::table::FLAGS {
            let mut argv = [format!("--{}", f.long)];
            let value = match f.long {
                "api-key-file" => "/proc/self/cmdline",
                "output-format" | "mode" => "json",
                "quiet-startup" => "header",
                "codemode" => "on",
                "thinking" => "low",
                "max-turns" | "max-budget-usd" => "2",
                "timeout" | "idle-timeout" => "90s",
                "profile" => concat!(
                    env!("CARGO_MANIFEST_DIR"),
                    "/tests/fixtures/hooks/profile.json"
                ),
                _ => "x",
            };
            if f.takes_value() {
                argv[0] = format!("--{}={value}", f.long);
            }
            let r = Args::parse(argv.iter().map(|s| s.into()).collect());
            assert!(
                r.is_ok(),
                "--{}: {:?}",
                f.long,
                r.err().map(|e| e.to_string())
            );
        }
    }

    #[test]
    fn unknown_flags_and_values_suggest() {
        let msg = |v: &[&str]| parse(v).err().map(|e| e.to_string()).unwrap_or_default();
        assert!(
            msg(&["--modle", "x"]).starts_with("unknown flag `--modle`; did you mean `--model`?")
        );
        assert!(msg(&["--thinking", "hihg"]).contains("did you mean `high`?"));
        assert!(msg(&["--mode", "rcp"]).contains("did you mean `rpc`?"));
    }
}
