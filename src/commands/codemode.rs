//! `/codemode [off|on|only]` (docs/codemode.md): without an argument it shows the mode, the
//! Node that runs scripts and how isolated it is, the callable tools and the limits; with one
//! it switches codemode for this session (`Agent::set_codemode`), turning it on in a session
//! that started without it.

use crate::agent::Agent;
use crate::commands::{Call, CommandError, Outcome};
use crate::config::codemode::Mode;

pub(crate) fn run(agent: &Agent, call: &Call) -> Result<Outcome, CommandError> {
    if call.args.is_empty() {
        return Ok(Outcome::Output(show(agent)));
    }
    let mode = Mode::parse(call.args).ok_or_else(|| CommandError::NotA {
        value: call.args.to_string(),
        what: "codemode mode",
        choices: "off, on or only".into(),
    })?;
    agent.set_codemode(mode)?;
    let what = match mode {
        Mode::Off => "the model calls the tools directly",
        Mode::On => "scripts beside the other tools",
        Mode::Only => "the model is offered codemode alone, the other tools as its API",
    };
    Ok(Outcome::Output(vec![format!(
        "codemode: {} ({what})",
        mode.as_str()
    )]))
}

fn show(agent: &Agent) -> Vec<String> {
    let Some(cm) = agent.codemode() else {
        return vec![
            "codemode: off (off since this session started: `codemode` in config.json, `--codemode`, or no usable Node; `ama doctor` says which). /codemode on or /codemode only turns it on".into(),
        ];
    };
    let mode = agent.codemode_mode();
    let mut out = vec![format!(
        "codemode: {}{}",
        mode.as_str(),
        if cm.row.strict() { "" } else { " (net!)" }
    )];
    out.push(cm.row.describe());
    out.push(format!(
        "Scripts call {} tool(s); at most {} calls and {} s per script",
        cm.callable.len(),
        cm.limits.calls,
        cm.limits.timeout.as_secs()
    ));
    out.push("Change it for this session with /codemode off, /codemode on or /codemode only".into());
    out
}
