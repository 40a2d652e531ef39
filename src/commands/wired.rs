//! The builtins that reach the features of other issues: `/compact` (compaction), `/prune`
//! (tool-result pruning, `context_edit{reason:"manual"}`), `/cache`
//! (prompt-cache view and warming), `/rewind` (conversation and code rewind) and `/export`
//! (session export). Each handler is a few calls into `agent::Agent` or `history::export`.

use std::path::{Path, PathBuf};

use crate::agent::Agent;
use crate::agent::rewind::{RewindRequest, RewindScope};
use crate::commands::{Call, CommandError, Outcome, PickItem, Picker};
use crate::history::export::{ExportOptions, Format, configured_keys, render, write_private};

/// The argument of `/rewind <id> choose`: the picker's first step, asking for the scope next.
const CHOOSE: &str = "choose";

/// `/compact [instructions]`: summarises the conversation now.
pub(crate) fn compact(agent: &Agent, call: &Call) -> Result<Outcome, CommandError> {
    let instructions = (!call.args.is_empty()).then_some(call.args);
    let r = agent.compact_now(instructions)?;
    let after = r
        .tokens_after
        .map(|t| format!(" to {}", crate::commands::pickers::tokens(t)))
        .unwrap_or_default();
    Ok(Outcome::Output(vec![format!(
        "Compacted: {} tokens of context{after}; entries from {} are kept.",
        crate::commands::pickers::tokens(r.tokens_before),
        r.first_kept_entry_id
    )]))
}

/// `/prune`: every tool result the model has seen becomes a placeholder in what is sent.
pub(crate) fn prune(agent: &Agent, call: &Call) -> Result<Outcome, CommandError> {
    if !call.args.is_empty() {
        return Err(CommandError::TakesNoArguments {
            command: "prune".into(),
            got: call.args.to_string(),
        });
    }
    let p = agent.prune_tool_results()?;
    Ok(Outcome::Output(vec![if p.results == 0 {
        format!(
            "Nothing to prune: no tool result the model has seen is {} tokens or more.",
            crate::agent::context_edit::MIN_RESULT_TOKENS
        )
    } else {
        format!(
            "Pruned {} tool result{} (about {} tokens); the session file keeps them.",
            p.results,
            if p.results == 1 { "" } else { "s" },
            crate::commands::pickers::tokens(p.tokens)
        )
    }]))
}

/// `/cache`, `/cache warm off|streaming|idle`, `/cache fingerprint`.
pub(crate) fn cache(agent: &Agent, call: &Call) -> Result<Outcome, CommandError> {
    let mut words = call.args.split_whitespace();
    match (words.next(), words.next(), words.next()) {
        (None, _, _) => Ok(Outcome::Output(lines(&agent.cache_section()))),
        (Some("fingerprint"), None, _) => Ok(Outcome::Output(vec![format!(
            "Fingerprint: {}",
            agent.cache_fingerprint()
        )])),
        (Some("warm"), Some(mode), None) => {
            agent
                .set_cache_warm_mode(mode)
                .map_err(|e| CommandError::Usage(format!("/cache warm {mode}: {e}")))?;
            Ok(Outcome::Output(vec![format!("Cache warming: {mode}")]))
        }
        _ => Err(CommandError::Usage(format!(
            "/cache does not take `{}`; use /cache, /cache warm off|streaming|idle or /cache fingerprint",
            call.args
        ))),
    }
}

/// The section's text as lines (no trailing empty line).
pub(crate) fn lines(text: &str) -> Vec<String> {
    text.lines().map(str::to_string).collect()
}

/// `/rewind`: a picker of the user messages to go back before, then of the scope;
/// `/rewind <id> [conversation|code|both]` rewinds (both by default, the conversation alone
/// when the message has no checkpoint) and puts the message's
/// text back in the editor.
pub(crate) fn rewind(agent: &Agent, call: &Call) -> Result<Outcome, CommandError> {
    let mut words = call.args.split_whitespace();
    let (id, scope, extra) = (words.next(), words.next(), words.next());
    if extra.is_some() {
        return Err(usage(call.args));
    }
    let Some(id) = id else {
        return points_picker(agent);
    };
    let scope = match scope {
        None => default_scope(agent, id)?,
        Some(CHOOSE) => return scope_picker(agent, id),
        Some(s) => RewindScope::parse(s).ok_or_else(|| usage(call.args))?,
    };
    let r = agent.rewind(RewindRequest {
        entry_id: Some(id.to_string()),
        scope,
        force: false,
    })?;
    let what = match scope {
        RewindScope::Conversation => "the conversation",
        RewindScope::Code => "the files",
        RewindScope::Both => "the conversation and the files",
    };
    Ok(Outcome::Edit {
        note: format!("Rewound {what} to before this message; edit it and send it again."),
        text: r.text,
    })
}

/// Both when the message's files can be restored, else the conversation alone.
fn default_scope(agent: &Agent, id: &str) -> Result<RewindScope, CommandError> {
    let code = agent
        .rewind_points()?
        .iter()
        .any(|p| p.entry_id == id && p.code);
    Ok(if code {
        RewindScope::Both
    } else {
        RewindScope::Conversation
    })
}

fn usage(args: &str) -> CommandError {
    CommandError::Usage(format!(
        "/rewind does not take `{args}`; use /rewind, or /rewind <entry id> [conversation|code|both]"
    ))
}

fn points_picker(agent: &Agent) -> Result<Outcome, CommandError> {
    let points = agent.rewind_points()?;
    if points.is_empty() {
        return Ok(Outcome::Output(vec![
            "There is no message to rewind to yet.".into(),
        ]));
    }
    let items: Vec<PickItem> = points
        .iter()
        .rev()
        .map(|p| PickItem {
            label: one_line(&p.text),
            description: if p.code {
                "conversation, code"
            } else {
                "conversation"
            }
            .into(),
            value: if p.code {
                format!("{} {CHOOSE}", p.entry_id)
            } else {
                format!("{} conversation", p.entry_id)
            },
        })
        .collect();
    Ok(Outcome::Pick(Picker {
        title: "Rewind to before".into(),
        command: "rewind".into(),
        items,
        selected: 0,
        numbered: false,
    }))
}

fn scope_picker(agent: &Agent, id: &str) -> Result<Outcome, CommandError> {
    let points = agent.rewind_points()?;
    let Some(point) = points.iter().find(|p| p.entry_id == id) else {
        return Err(CommandError::Usage(format!(
            "`{id}` is not a user message of this branch; run /rewind to choose one"
        )));
    };
    let mut items = vec![PickItem {
        label: "Conversation".into(),
        description: "Go back in the conversation; files stay as they are".into(),
        value: format!("{id} conversation"),
    }];
    if point.code {
        items.push(PickItem {
            label: "Code".into(),
            description: "Restore the files; the conversation stays".into(),
            value: format!("{id} code"),
        });
        items.push(PickItem {
            label: "Both".into(),
            description: "Go back in the conversation and restore the files".into(),
            value: format!("{id} both"),
        });
    }
    let selected = items.len() - 1;
    Ok(Outcome::Pick(Picker {
        title: "Rewind what".into(),
        command: "rewind".into(),
        items,
        selected,
        numbered: true,
    }))
}

/// The first line of a message, at most 60 characters.
fn one_line(text: &str) -> String {
    let line = text.lines().next().unwrap_or("");
    match line.char_indices().nth(60) {
        Some((i, _)) => format!("{}…", &line[..i]),
        None => line.to_string(),
    }
}

/// `/export [path]`: the current session as markdown (json / jsonl by the path's extension),
/// with the configured keys redacted, written with mode 0600. The default path is
/// `ama-session-<id>.md` in the working directory.
pub(crate) fn export(agent: &Agent, call: &Call) -> Result<Outcome, CommandError> {
    let Some(session_file) = agent.session_file() else {
        return Err(CommandError::Usage(
            "/export needs a session file; this session has none yet (send a message first) or ama runs with --no-session".into(),
        ));
    };
    let state = agent.state();
    let out = if call.args.is_empty() {
        agent
            .cwd()
            .join(format!("ama-session-{}.md", state.session_id))
    } else {
        resolve(agent.cwd(), call.args)
    };
    let format = format_of(&out);
    let text = render(&ExportOptions {
        path: session_file,
        format,
        all_branches: false,
        keys: configured_keys(),
    })?;
    write_private(&out, text.as_bytes())?;
    Ok(Outcome::Output(vec![format!(
        "Exported the session to {} ({} bytes, mode 0600)",
        out.display(),
        text.len()
    )]))
}

fn resolve(cwd: &Path, arg: &str) -> PathBuf {
    let home = std::env::var_os("HOME").filter(|h| !h.is_empty());
    let p = match (arg.strip_prefix("~/"), home) {
        (Some(rest), Some(home)) => Path::new(&home).join(rest),
        _ => PathBuf::from(arg),
    };
    if p.is_absolute() { p } else { cwd.join(p) }
}

/// `.json` and `.jsonl` choose those formats; anything else is markdown.
fn format_of(path: &Path) -> Format {
    match path.extension().and_then(|e| e.to_str()) {
        Some("json") => Format::Json,
        Some("jsonl") => Format::Jsonl,
        _ => Format::Md,
    }
}

#[cfg(test)]
mod tests {
    use std::path::Path;

    use super::{Format, format_of, one_line};

    #[test]
    fn export_format_follows_the_extension() {
        let table = [
            ("a.md", Format::Md),
            ("a", Format::Md),
            ("a.txt", Format::Md),
            ("a.json", Format::Json),
            ("a.jsonl", Format::Jsonl),
        ];
        for (p, want) in table {
            assert_eq!(format_of(Path::new(p)), want, "{p}");
        }
    }

    #[test]
    fn picker_labels_are_one_short_line() {
        assert_eq!(one_line("fix it\nplease"), "fix it");
        let long = "x".repeat(70);
        assert_eq!(one_line(&long), format!("{}…", "x".repeat(60)));
    }
}
