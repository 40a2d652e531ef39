//! The command line: parse flags, pick the mode, map every failure to its exit code.

pub mod args;
pub mod completions;
pub mod doctor;
pub mod permissions;
pub mod sessions;

use std::ffi::OsString;
use std::io::IsTerminal;

use crate::cli::args::{Args, HELP, OutputFormat};
use crate::error::{Error, Result};

pub fn run(raw: Vec<OsString>) -> i32 {
    match dispatch(raw) {
        Ok(code) => code,
        Err(e) => {
            eprintln!("error: {e}");
            e.exit_code()
        }
    }
}

fn dispatch(raw: Vec<OsString>) -> Result<i32> {
    if raw.first().is_some_and(|a| a == "sessions") {
        return sessions::run(raw[1..].to_vec());
    }
    if raw.first().is_some_and(|a| a == "permissions") {
        return permissions::run(raw.into_iter().skip(1).collect());
    }
    // A subcommand is the first word; `ama -p doctor` is still a prompt.
    if let Some((first, rest)) = raw.split_first() {
        match first.to_str() {
            Some("doctor") => return doctor::run(rest.to_vec()),
            Some("completions") => return completions::run(rest.to_vec()),
            _ => {}
        }
    }
    let mut args = Args::parse(raw)?;
    if args.help {
        print!("{HELP}");
        return Ok(0);
    }
    if args.version {
        println!("ama {}", env!("CARGO_PKG_VERSION"));
        return Ok(0);
    }
    if args.list_models {
        return list_models(&args);
    }
    match args.mode.as_deref() {
        Some("rpc") => return crate::modes::rpc::run(&args),
        Some("json") => args.output_format = OutputFormat::Json,
        Some("stream-json") => args.output_format = OutputFormat::StreamJson,
        _ => {}
    }
    let stdin_is_tty = std::io::stdin().is_terminal();
    if !args.print && args.mode.is_none() && stdin_is_tty {
        return Err(Error::Usage(
            "the interactive terminal UI is not available in this build yet; run a prompt with `ama -p \"<prompt>\"`".into(),
        ));
    }
    let prompt = assemble_prompt(args.prompt.take(), stdin_is_tty)?;
    crate::modes::print::run(&args, prompt)
}

/// The prompt argument, then piped stdin after a blank line.
fn assemble_prompt(arg: Option<String>, stdin_is_tty: bool) -> Result<String> {
    let piped = if stdin_is_tty { None } else { read_stdin()? };
    let text = match (arg, piped) {
        (Some(a), Some(p)) if !p.trim().is_empty() => format!("{a}\n\n{p}"),
        (Some(a), _) => a,
        (None, Some(p)) if !p.trim().is_empty() => p,
        _ => {
            return Err(Error::Usage(
                "no prompt given: pass it as an argument (`ama -p \"<prompt>\"`) or pipe it on stdin".into(),
            ));
        }
    };
    Ok(text)
}

/// Reads stdin when it is a pipe or a file; a terminal, /dev/null or a socket is not read.
/// Looks at fd 0 itself, so a container root without `/dev` behaves the same.
fn read_stdin() -> Result<Option<String>> {
    use std::io::Read;

    use nix::sys::stat::{SFlag, fstat};
    let kind =
        fstat(std::io::stdin()).map(|st| SFlag::from_bits_truncate(st.st_mode) & SFlag::S_IFMT);
    let readable = kind.is_ok_and(|k| k == SFlag::S_IFIFO || k == SFlag::S_IFREG);
    if !readable {
        return Ok(None);
    }
    let mut buf = Vec::new();
    std::io::stdin()
        .read_to_end(&mut buf)
        .map_err(|e| Error::io("read the prompt from", "stdin", e))?;
    match String::from_utf8(buf) {
        Ok(s) => Ok(Some(s)),
        Err(_) => Err(Error::Usage(
            "stdin is not valid UTF-8 text; pipe a text prompt".into(),
        )),
    }
}

fn list_models(args: &Args) -> Result<i32> {
    let registry = crate::app::compose::registry(args)?;
    let mut out = String::new();
    for m in registry.listed_models()? {
        let (_, source) = registry.key(&m.provider);
        let key = if registry.needs_key(&m.provider) {
            source.as_str()
        } else {
            "not needed"
        };
        out.push_str(&format!(
            "{}/{}\tcontext {}\tmax output {}\tkey: {key}\n",
            m.provider, m.id, m.context_window, m.max_tokens
        ));
    }
    crate::util::output::write_stdout(out.as_bytes());
    Ok(0)
}
