//! The command line: pick the subcommand or mode, parse flags with the one table
//! (`table.rs`), and map every failure to its exit code. Typos are caught here before they can
//! reach a model as a prompt.

pub mod args;
pub mod cache_probe;
pub mod completions;
pub mod doctor;
mod help;
mod hide_key;
mod list_models;
pub mod mcp;
pub mod permissions;
mod prompt;
mod reuse;
pub mod sessions;
pub mod sessions_import;
mod sessions_history;
pub mod stats;
mod suggest;
mod table;

use std::ffi::OsString;
use std::io::IsTerminal;
use std::time::Instant;

use serde_json::json;

use crate::cli::args::{Args, OutputFormat};
use crate::error::{Error, Result};
use crate::util::output::{json_line, write_stderr_line, write_stdout};

/// Runs the command line and returns the exit code. Stdout write failures are settled last.
pub fn run(raw: Vec<OsString>) -> i32 {
    let sub = raw
        .first()
        .and_then(|w| w.to_str())
        .and_then(|w| table::SUBCOMMANDS.iter().find(|s| s.name == w))
        .map(|s| s.name);
    let code = match dispatch(raw) {
        Ok(code) => code,
        Err(e) => {
            write_stderr_line(&format!("error: {}", report(&e, sub)));
            e.exit_code()
        }
    };
    crate::util::output::finish(code)
}

/// How the command line words an error: its `Display`, and for a wrong flag (an unknown one, a
/// value outside its list, flags that exclude each other) the pointer to the help that lists the
/// flags: `ama --help`, or the subcommand's. Other usage errors (an empty prompt, a missing
/// session id) already say what to do, so the pointer would only send the user astray (issue
/// #30). The advice belongs to this front end; RPC and the slash commands never give it.
fn report(e: &Error, sub: Option<&str>) -> String {
    let about_flags = matches!(
        e,
        Error::UnknownFlag { .. } | Error::NotOneOf { .. } | Error::Conflict { .. }
    );
    match sub {
        _ if !about_flags => e.to_string(),
        Some(sub) => format!("{e}\nRun `ama {sub} --help` for its flags."),
        None => format!("{e}\nRun `ama --help` for the list of flags."),
    }
}

fn dispatch(raw: Vec<OsString>) -> Result<i32> {
    // A subcommand is the first word; `ama -p doctor` is still a prompt.
    if let Some((first, rest)) = raw.split_first() {
        match first.to_str() {
            Some("sessions") => return sessions::run(rest.to_vec()),
            Some("stats") => return stats::run(rest.to_vec()),
            Some("permissions") => return permissions::run(rest.to_vec()),
            Some("doctor") => return doctor::run(rest.to_vec()),
            Some("completions") => return completions::run(rest.to_vec()),
            Some("models") => return cache_probe::run(rest.to_vec()),
            Some("mcp") => return mcp::run(rest.to_vec()),
            Some("acp") => return acp(rest),
            Some("help") => return help(rest),
            _ => {}
        }
    }
    let started = Instant::now();
    let json = wants_json(&raw);
    match main_command(raw, started) {
        // A json run's stdout always has one object to parse, whatever failed before the run.
        Err(e) if json => {
            write_stderr_line(&format!("error: {}", report(&e, None)));
            write_stdout(json_line(&startup_error(&e, started)).as_bytes());
            Ok(e.exit_code())
        }
        other => other,
    }
}

/// The main command: flags, then the mode they pick.
fn main_command(raw: Vec<OsString>, started: Instant) -> Result<i32> {
    let has_key_flag = raw_has_api_key(&raw);
    let mut args = Args::parse(raw)?;
    if has_key_flag && let Err(why) = hide_key::hide_api_key() {
        write_stderr_line(&format!(
            "warning: could not hide the --api-key value from other users' process lists ({why}); pass the key with --api-key-file or the provider's environment variable instead"
        ));
    }
    if args.help {
        write_stdout(help::main_help().as_bytes());
        return Ok(0);
    }
    if args.version {
        write_stdout(format!("ama {}\n", env!("CARGO_PKG_VERSION")).as_bytes());
        return Ok(0);
    }
    if args.list_models {
        return list_models::run(&args);
    }
    // What a killed ama left running is ended before this one starts anything (#30).
    let running = crate::config::paths::data_dir().join("running");
    for ended in crate::process::orphans::sweep_and_register(&running) {
        write_stderr_line(&ended.line());
    }
    crate::app::compose::read_user_config(&mut args);
    crate::app::run_config::apply_limits(&mut args)?;
    let print = args.print || args.mode.is_some();
    reuse::apply(&mut args, print)?;
    match args.mode.as_deref() {
        Some("rpc") => return crate::modes::rpc::run(&args),
        Some("json") => args.output_format = OutputFormat::Json,
        Some("stream-json") => args.output_format = OutputFormat::StreamJson,
        _ => {}
    }
    if !args.print && args.mode.is_none() {
        let words: Vec<&str> = args.prompt_words.iter().map(String::as_str).collect();
        if let Some(meant) = suggest::mistyped_subcommand(&words) {
            return Err(Error::MistypedSubcommand {
                typed: words.join(" "),
                meant,
            });
        }
        match choose_mode(&args) {
            Front::Print => {}
            Front::Line => return crate::modes::line::run(&args, args.prompt.clone()),
            Front::Interactive => {
                return crate::modes::interactive::run(&args, args.prompt.clone());
            }
        }
    }
    print_mode(&mut args, started)
}

/// Whether the raw arguments ask for JSON output (`--output-format json|stream-json`, or `--mode
/// json|stream-json`, which wins; `--mode rpc` is not print mode), read before the flags are
/// parsed so that a bad flag is reported as JSON too.
fn wants_json(raw: &[OsString]) -> bool {
    let (mut format, mut mode) = (None, None);
    let mut words = raw
        .iter()
        .map(|a| a.to_string_lossy().into_owned())
        .take_while(|a| a != "--");
    while let Some(word) = words.next() {
        let (flag, inline) = match word.split_once('=') {
            Some((f, v)) => (f.to_string(), Some(v.to_string())),
            None => (word, None),
        };
        let slot = match flag.as_str() {
            "--output-format" => &mut format,
            "--mode" => &mut mode,
            _ => continue,
        };
        *slot = inline.or_else(|| words.next());
    }
    let is_json = |v: &Option<String>| matches!(v.as_deref(), Some("json" | "stream-json"));
    match mode.as_deref() {
        Some("rpc") => false,
        _ => is_json(&mode) || is_json(&format),
    }
}

/// `ama acp [FLAGS]`: the ACP agent (docs/acp.md), with the main command's flags (model,
/// permissions, sessions) and no prompt: the editor sends those.
fn acp(rest: &[OsString]) -> Result<i32> {
    let mut args = Args::parse(rest.to_vec())?;
    if args.help {
        write_stdout(
            "usage: ama acp [FLAGS]\n\n  Serves the Agent Client Protocol (v1) on stdin/stdout for an editor (Zed,\n  Neovim CodeCompanion, Emacs agent-shell); logs go to stderr. Takes the main\n  command's flags (--model, --permission-mode, --session-dir, --api-key-file, ...).\n  See docs/acp.md.\n"
                .as_bytes(),
        );
        return Ok(0);
    }
    if args.prompt.is_some() || args.print || args.mode.is_some() {
        return Err(Error::Usage(
            "`ama acp` takes no prompt, --print or --mode: the editor sends the prompts".into(),
        ));
    }
    crate::app::compose::read_user_config(&mut args);
    crate::modes::acp::run(&args)
}

/// `ama help [SUBCOMMAND]`.
fn help(rest: &[OsString]) -> Result<i32> {
    let Some(sub) = rest.first() else {
        write_stdout(help::main_help().as_bytes());
        return Ok(0);
    };
    let help_flag = vec![OsString::from("--help")];
    match sub.to_str() {
        Some("sessions") => sessions::run(help_flag),
        Some("stats") => stats::run(help_flag),
        Some("permissions") => permissions::run(help_flag),
        Some("doctor") => doctor::run(help_flag),
        Some("completions") => completions::run(help_flag),
        Some("models") => cache_probe::run(help_flag),
        Some("mcp") => mcp::run(help_flag),
        Some("acp") => acp(&help_flag),
        Some("help") => help(&[]),
        _ => {
            let name = sub.to_string_lossy();
            let known: Vec<&'static str> = table::SUBCOMMANDS.iter().map(|s| s.name).collect();
            Err(Error::UnknownSubcommand {
                guess: suggest::nearest(&name, known.iter().copied()),
                name: name.into_owned(),
                known,
            })
        }
    }
}

/// The front end a run without `-p` / `--mode` gets (issue #13 "when it runs").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Front {
    /// One prompt, answered, then exit: a prompt argument with piped stdin.
    Print,
    /// Prompts line by line from stdin.
    Line,
    /// The terminal UI.
    Interactive,
}

/// What the terminal looks like, for `choose_mode`.
#[derive(Clone, Copy, Debug)]
struct Terminal {
    stdin_tty: bool,
    stdout_tty: bool,
    dumb: bool,
}

impl Terminal {
    fn current() -> Terminal {
        Terminal {
            stdin_tty: std::io::stdin().is_terminal(),
            stdout_tty: std::io::stdout().is_terminal(),
            dumb: std::env::var("TERM").is_ok_and(|t| t == "dumb"),
        }
    }
}

fn choose_mode(args: &Args) -> Front {
    decide(Terminal::current(), args.prompt.is_some(), args.no_tui)
}

/// A prompt argument with piped stdin is one print-mode run (`git diff | ama "review this"`);
/// the terminal UI needs both ends to be terminals, a `TERM` that is not `dumb` and no
/// `--no-tui`; everything else is line mode.
fn decide(t: Terminal, has_prompt: bool, no_tui: bool) -> Front {
    if has_prompt && !t.stdin_tty {
        return Front::Print;
    }
    if t.stdin_tty && t.stdout_tty && !t.dumb && !no_tui {
        return Front::Interactive;
    }
    Front::Line
}

fn raw_has_api_key(raw: &[OsString]) -> bool {
    raw.iter()
        .take_while(|a| *a != "--")
        .any(|a| {
            let a = a.to_string_lossy();
            a.starts_with("--api-key=") || a.starts_with("--api-key-file=")
        } || a == "--api-key" || a == "--api-key-file")
}

/// The prompt (argument, then piped stdin), checked, then print mode.
fn print_mode(args: &mut Args, started: Instant) -> Result<i32> {
    let stdin_is_tty = std::io::stdin().is_terminal();
    let limit = prompt::limit(args);
    let text = prompt::assemble(args.prompt.take(), stdin_is_tty, &limit)?;
    limit.check(text.len())?;
    crate::modes::print::run(args, text, started)
}

/// The one result object a `json` / `stream-json` run writes when it fails before the model
/// is asked, so scripts always have something to parse.
fn startup_error(e: &Error, started: Instant) -> serde_json::Value {
    json!({
        "type": "result",
        "schemaVersion": crate::modes::run_report::RESULT_SCHEMA_VERSION,
        "subtype": "error_during_startup",
        "isError": true,
        "result": "",
        "error": report(e, None),
        "errorCode": e.code(),
        "exitCode": e.exit_code(),
        "sessionId": null,
        "sessionFile": null,
        "numTurns": 0,
        "durationMs": started.elapsed().as_millis() as u64,
        "durationApiMs": 0,
        "permissionDenials": [],
        "retries": [],
        "compactions": [],
        "hookFailures": [],
        "notices": [],
    })
}

#[cfg(test)]
mod tests {
    use super::{Front, Terminal, decide, wants_json};

    #[test]
    fn json_output_is_known_before_the_flags_parse() {
        let raw = |v: &[&str]| v.iter().map(std::ffi::OsString::from).collect::<Vec<_>>();
        for (args, want) in [
            (&["-p", "--output-format", "json", "--bogus"][..], true),
            (&["--output-format=stream-json", "--max-turns", "0"], true),
            (&["--mode", "json"], true),
            (&["--output-format", "json", "--mode", "rpc"], false),
            (&["--output-format", "json", "--output-format", "text"], false),
            (&["-p", "--", "--output-format", "json"], false),
            (&["-p", "hi"], false),
        ] {
            assert_eq!(wants_json(&raw(args)), want, "{args:?}");
        }
    }

    #[test]
    fn mode_rule() {
        let piped = Terminal {
            stdin_tty: false,
            stdout_tty: false,
            dumb: false,
        };
        let tty = Terminal {
            stdin_tty: true,
            stdout_tty: true,
            dumb: false,
        };
        for (t, has_prompt, no_tui, want) in [
            (piped, true, false, Front::Print),
            (piped, false, false, Front::Line),
            (piped, false, true, Front::Line),
            (tty, false, true, Front::Line),
            (tty, true, true, Front::Line),
            (tty, false, false, Front::Interactive),
            (tty, true, false, Front::Interactive),
            (Terminal { dumb: true, ..tty }, false, false, Front::Line),
            (
                Terminal {
                    stdout_tty: false,
                    ..tty
                },
                false,
                false,
                Front::Line,
            ),
        ] {
            assert_eq!(
                decide(t, has_prompt, no_tui),
                want,
                "{t:?} {has_prompt} {no_tui}"
            );
        }
    }
}
