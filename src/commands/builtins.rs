//! The builtin slash commands: the `BUILTINS` table (one row per command; see the module header
//! of `commands` for the row shape) and their handlers, each a few calls into `agent::Agent`.

use crate::agent::Agent;
use crate::ai::types::ThinkingLevel;
use crate::commands::{
    ArgShape, Builtin, Call, CommandError, Front, Outcome, help, pickers, wired,
};
use crate::config::models::ModelSpec;
use crate::permissions::mode::Mode;

/// Every builtin, in the order `/help` lists them.
pub const BUILTINS: [Builtin; 21] = [
    row(
        "help",
        &[],
        "List the commands and keys",
        ArgShape::None,
        help,
    ),
    row(
        "new",
        &["clear"],
        "Start a new session in this directory",
        ArgShape::None,
        new,
    ),
    row(
        "resume",
        &[],
        "Continue a session of this directory",
        ArgShape::Optional("[id]"),
        resume,
    ),
    row(
        "session",
        &[],
        "Show the session's id, file, counts, tokens and cost",
        ArgShape::None,
        session,
    ),
    row(
        "name",
        &[],
        "Name the session",
        ArgShape::Required("<text>"),
        name,
    ),
    row(
        "label",
        &[],
        "Label the latest message (shown in /tree); no text clears it",
        ArgShape::Optional("[text]"),
        label,
    ),
    row(
        "model",
        &[],
        "Choose the model",
        ArgShape::Optional("[provider/id[@channel]]"),
        model,
    ),
    row(
        "thinking",
        &[],
        "Choose the thinking level",
        ArgShape::Optional("[off|minimal|low|medium|high|xhigh]"),
        thinking,
    ),
    row(
        "permission",
        &[],
        "Choose the permission mode",
        ArgShape::Optional("[mode]"),
        permission,
    ),
    row(
        "permissions",
        &[],
        "Show the decision order, rules and recent automatic decisions",
        ArgShape::None,
        permissions,
    ),
    row(
        "codemode",
        &[],
        "Show codemode (scripts that call tools) or switch it for this session",
        ArgShape::Optional("[off|on|only]"),
        crate::commands::codemode::run,
    ),
    row(
        "tree",
        &[],
        "Go back to before an earlier message (a new branch)",
        ArgShape::Optional("[entry id]"),
        tree,
    ),
    row(
        "fork",
        &[],
        "Copy the session up to before a message into a new session",
        ArgShape::Optional("[entry id]"),
        fork,
    ),
    row(
        "compact",
        &[],
        "Summarise the conversation so far to free context",
        ArgShape::Optional("[instructions]"),
        wired::compact,
    ),
    row(
        "prune",
        &[],
        "Replace the tool results the model has seen with placeholders to free context",
        ArgShape::None,
        wired::prune,
    ),
    row(
        "cache",
        &[],
        "Show the prompt cache; set warming or show the fingerprint",
        ArgShape::Optional("[warm off|streaming|idle | fingerprint]"),
        wired::cache,
    ),
    row(
        "rewind",
        &[],
        "Go back before a message: the conversation, the files, or both",
        ArgShape::Optional("[entry id [conversation|code|both]]"),
        wired::rewind,
    ),
    row(
        "export",
        &[],
        "Write the session to a file (markdown; .json or .jsonl by extension)",
        ArgShape::Optional("[path]"),
        wired::export,
    ),
    row(
        "copy",
        &[],
        "Copy the last answer to the clipboard",
        ArgShape::None,
        copy,
    ),
    row("exit", &[], "Exit ama", ArgShape::None, exit),
    row("quit", &[], "Exit ama", ArgShape::None, exit),
];

const fn row(
    name: &'static str,
    aliases: &'static [&'static str],
    description: &'static str,
    args: ArgShape,
    run: crate::commands::Handler,
) -> Builtin {
    Builtin {
        name,
        aliases,
        description,
        args,
        run,
    }
}

fn no_args(call: &Call, name: &str) -> Result<(), CommandError> {
    if call.args.is_empty() {
        Ok(())
    } else {
        Err(CommandError::TakesNoArguments {
            command: name.to_string(),
            got: call.args.to_string(),
        })
    }
}

fn help(_: &Agent, call: &Call) -> Result<Outcome, CommandError> {
    Ok(Outcome::Output(help::lines(&call.registry.list())))
}

fn new(agent: &Agent, call: &Call) -> Result<Outcome, CommandError> {
    no_args(call, "new")?;
    let r = agent.new_session()?;
    Ok(Outcome::Output(vec![format!(
        "New session {}",
        r.session_id
    )]))
}

fn resume(agent: &Agent, call: &Call) -> Result<Outcome, CommandError> {
    let Some(root) = agent.sessions_root() else {
        return Err(CommandError::Usage(
            "/resume needs session files; this ama runs with --no-session".into(),
        ));
    };
    let current = agent.state().session_id;
    if call.args.is_empty() {
        let picker = pickers::sessions(root, agent.cwd(), &current);
        if picker.items.is_empty() {
            return Ok(Outcome::Output(vec![
                "No saved sessions in this directory yet.".into(),
            ]));
        }
        return Ok(Outcome::Pick(picker));
    }
    let path = crate::session::paths::resolve(root, call.args)?;
    let r = agent.switch_session(&path)?;
    Ok(Outcome::Output(vec![format!(
        "Resumed session {} ({} messages)",
        r.session_id,
        agent.state().message_count
    )]))
}

fn session(agent: &Agent, call: &Call) -> Result<Outcome, CommandError> {
    no_args(call, "session")?;
    let state = agent.state();
    let st = agent.stats();
    let t = &st.tokens;
    let mut out = vec![
        format!("Session  {}", state.session_id),
        format!(
            "File     {}",
            state.session_file.as_deref().unwrap_or("(not written yet)")
        ),
        format!(
            "Name     {}",
            state.session_name.as_deref().unwrap_or("(none)")
        ),
        format!(
            "Messages {} user, {} assistant, {} tool calls, {} tool results",
            st.user_messages, st.assistant_messages, st.tool_calls, st.tool_results
        ),
        format!(
            "Tokens   {} input, {} output, {} cache read, {} cache write, {} total",
            t.input, t.output, t.cache_read, t.cache_write, t.total
        ),
        format!(
            "Cost     {}",
            st.cost
                .map_or_else(|| "$?".to_string(), |c| format!("${c:.4}"))
        ),
    ];
    if let (Some(used), Some(window)) = (st.context_tokens, st.context_window) {
        out.push(format!(
            "Context  {} of {} ({:.0}%)",
            pickers::tokens(used),
            pickers::tokens(window),
            st.context_percent.unwrap_or(0.0)
        ));
    }
    out.extend(wired::lines(&agent.cache_section()));
    Ok(Outcome::Output(out))
}

fn name(agent: &Agent, call: &Call) -> Result<Outcome, CommandError> {
    if call.args.is_empty() {
        return Err(CommandError::Usage(
            "/name needs the name: `/name <text>`".into(),
        ));
    }
    let n = agent.set_session_name(call.args)?;
    Ok(Outcome::Output(vec![format!("Session named \"{n}\"")]))
}

/// `/label <text>` labels the branch's latest user message with a `label` entry; `/label`
/// alone clears it.
fn label(agent: &Agent, call: &Call) -> Result<Outcome, CommandError> {
    let text = call.args.trim();
    let label = Some(text).filter(|t| !t.is_empty());
    let id = agent.label_latest_message(label)?;
    Ok(Outcome::Output(vec![match label {
        Some(l) => format!("Labelled message {id} \"{l}\""),
        None => format!("Cleared the label of message {id}"),
    }]))
}

fn model(agent: &Agent, call: &Call) -> Result<Outcome, CommandError> {
    if call.args.is_empty() {
        let state = agent.state();
        let list = agent.available_models()?;
        let current = pickers::Current {
            provider: &state.model.provider,
            id: &state.model.id,
            channel: state.model.channel.as_deref(),
        };
        let channels = |p: &str| agent.model_channels(p);
        return Ok(Outcome::Pick(pickers::models(list, current, &channels)));
    }
    let spec = ModelSpec::parse(call.args);
    let provider = match spec.provider {
        Some(p) => p,
        None => agent.state().model.provider,
    };
    let m = agent.set_model(&provider, &spec.id, spec.channel)?;
    let mut label = format!("{}/{}", m.provider, m.id);
    if let Some(c) = &m.channel {
        label.push('@');
        label.push_str(c);
    }
    Ok(Outcome::Output(vec![format!("Model: {label}")]))
}

fn thinking(agent: &Agent, call: &Call) -> Result<Outcome, CommandError> {
    if call.args.is_empty() {
        return Ok(Outcome::Pick(pickers::thinking(agent)));
    }
    let level = ThinkingLevel::parse(call.args).ok_or_else(|| CommandError::NotA {
        value: call.args.to_string(),
        what: "thinking level",
        choices: "off, minimal, low, medium, high or xhigh".into(),
    })?;
    let available = agent.available_thinking_levels();
    if !available.contains(&level) {
        return Err(CommandError::Usage(format!(
            "the current model does not support thinking level `{}`; it supports: {}",
            level.as_str(),
            available
                .iter()
                .map(|l| l.as_str())
                .collect::<Vec<_>>()
                .join(", ")
        )));
    }
    agent.set_thinking_level(level);
    Ok(Outcome::Output(vec![format!(
        "Thinking level: {}",
        level.as_str()
    )]))
}

fn permission(agent: &Agent, call: &Call) -> Result<Outcome, CommandError> {
    let perms = agent.permissions();
    let current = perms.mode();
    if call.args.is_empty() {
        return Ok(Outcome::Pick(pickers::modes(current, perms.config.mode)));
    }
    let mode = Mode::parse(call.args).ok_or_else(|| CommandError::NotA {
        value: call.args.to_string(),
        what: "permission mode",
        choices: format!("one of {}", Mode::NAMES),
    })?;
    let ask = mode == Mode::FullAuto
        && current != Mode::FullAuto
        && call.front != Front::Rpc
        && !call.confirmed
        && !agent.bypass_confirmed();
    if ask {
        return Ok(Outcome::Confirm {
            title: "Enter Bypass permissions?".into(),
            message: "Every tool call will run without asking, including commands that change or delete files. Use it only in a throwaway sandbox or container.".into(),
            command: "/permission full-auto".into(),
        });
    }
    if mode == Mode::FullAuto && call.confirmed {
        agent.confirm_bypass();
    }
    agent.set_permission_mode(mode);
    Ok(Outcome::Output(vec![format!(
        "Permission mode: {} ({})",
        mode.display_name(),
        mode.as_str()
    )]))
}

fn permissions(agent: &Agent, call: &Call) -> Result<Outcome, CommandError> {
    no_args(call, "permissions")?;
    Ok(Outcome::Output(crate::commands::perm_view::lines(
        &agent.permissions(),
        agent.cwd(),
    )))
}

fn tree(agent: &Agent, call: &Call) -> Result<Outcome, CommandError> {
    if call.args.is_empty() {
        return Ok(Outcome::Pick(pickers::tree(agent, "tree")?));
    }
    let text = agent.navigate_before(call.args)?;
    Ok(Outcome::Edit {
        note: "Back to before this message; what you send now starts a new branch.".into(),
        text,
    })
}

fn fork(agent: &Agent, call: &Call) -> Result<Outcome, CommandError> {
    if call.args.is_empty() {
        return Ok(Outcome::Pick(pickers::tree(agent, "fork")?));
    }
    let r = agent.fork(call.args)?;
    Ok(Outcome::Output(vec![format!(
        "Forked into session {}{}",
        r.session_id,
        r.session_file
            .map(|f| format!(" ({f})"))
            .unwrap_or_default()
    )]))
}

fn copy(agent: &Agent, call: &Call) -> Result<Outcome, CommandError> {
    no_args(call, "copy")?;
    match agent.last_assistant_text().filter(|t| !t.is_empty()) {
        Some(text) => Ok(Outcome::Copy(text)),
        None => Err(CommandError::Usage("there is no answer to copy yet".into())),
    }
}

fn exit(_: &Agent, _: &Call) -> Result<Outcome, CommandError> {
    Ok(Outcome::Exit)
}
