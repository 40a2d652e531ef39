//! The session's side of a `codemode` call (docs/codemode.md): the script runs in its Node
//! child (`codemode::child`), each `tools.<name>(args)` it makes is handed to `inner` — the
//! same checks, hooks, approval and execution as a direct call, its events tagged with the
//! outer call's id, kept out of the transcript (`tool_exec` supplies it, so this file does not
//! import it) — and a script that wrote to `store()` and succeeded leaves the store's snapshot
//! as an `ama.codemode-store` custom entry, read back on resume and fork.

use std::sync::atomic::{AtomicUsize, Ordering};

use serde_json::{Map, Value, json};

use crate::agent::ops::SharedOps;
use crate::ai::types::ToolCall;
use crate::codemode::{STORE_ENTRY, child};
use crate::permissions::approvals::RequestContext;
use crate::tools::ToolOutput;
use crate::util::cancel::Cancel;

/// Runs the script of `call`; `inner` runs one inner call, with where in the script it came
/// from (the outer call's id, the script line and its text: approval requests show them).
pub(crate) fn run(
    s: &impl SharedOps,
    call: &ToolCall,
    cancel: &Cancel,
    inner: &(dyn Fn(&ToolCall, &RequestContext) -> ToolOutput + Sync),
) -> ToolOutput {
    let Some(cm) = s.config().services.codemode.clone() else {
        return ToolOutput::error("codemode is off in this session; call the tools directly.");
    };
    let code = call
        .arguments
        .get("code")
        .and_then(Value::as_str)
        .unwrap_or_default();
    let store: Map<String, Value> = s
        .latest_custom(STORE_ENTRY)
        .and_then(|d| d.get("entries").and_then(Value::as_object).cloned())
        .unwrap_or_default();
    let runner = match child::runner_path(&cm.data_dir) {
        Ok(p) => p,
        Err(e) => {
            return ToolOutput::error(format!(
                "codemode could not write its runner under `{}`: {e}; check that the data directory is writable (ama doctor)",
                cm.data_dir.display()
            ));
        }
    };
    let n = AtomicUsize::new(0);
    let one = |name: &str, args: Value, line: u64| -> ToolOutput {
        if !cm.callable.iter().any(|c| c == name) {
            return ToolOutput::error(format!(
                "`tools.{name}` is not callable from codemode; callable: {}",
                cm.callable.join(", ")
            ));
        }
        let k = n.fetch_add(1, Ordering::Relaxed) + 1;
        let inner_call = ToolCall {
            id: format!("{}.{k}", call.id),
            name: name.to_string(),
            arguments: args,
        };
        let script = RequestContext {
            parent_tool_call_id: Some(call.id.clone()),
            script_line: Some(line),
            script_text: script_text(code, line),
            ..RequestContext::default()
        };
        inner(&inner_call, &script)
    };
    let out = child::run(
        &cm.row,
        (&runner, s.cwd()),
        (code, &store, &cm.callable),
        cm.limits,
        cancel,
        &one,
    );
    if let Some(entries) = out.store
        && let Err(e) = s.record_custom(STORE_ENTRY, json!({ "entries": entries }))
    {
        return ToolOutput::error(format!(
            "The script ran, but its store could not be saved to the session file: {e}"
        ));
    }
    let text = cut_like_bash(&out.text, &s.tool_state().options().log_dir);
    let calls = n.load(Ordering::Relaxed);
    let output = if out.ok {
        ToolOutput::text(text)
    } else {
        ToolOutput::error(text)
    };
    output.with_details(json!({ "innerCalls": calls }))
}

/// `text` cut like bash output: the last `MAX_LINES` lines or `MAX_BYTES` (the returned value
/// comes last), below a notice naming the log file that holds all of it.
fn cut_like_bash(text: &str, log_dir: &std::path::Path) -> String {
    use crate::tools::truncate;
    let (kept, cut) = truncate::tail(text);
    if !cut {
        return kept;
    }
    let log = truncate::spill(log_dir, text.as_bytes(), "codemode");
    let total = text.lines().count();
    let notice = truncate::tail_notice(kept.lines().count(), total, &log);
    format!("{notice}\n{kept}")
}

/// The text of line `line` (1-based) of `code`, trimmed and cut to 200 characters, for the
/// approval dialog.
fn script_text(code: &str, line: u64) -> Option<String> {
    let index = usize::try_from(line.checked_sub(1)?).ok()?;
    let text = code.lines().nth(index)?.trim();
    let mut cut: String = text.chars().take(200).collect();
    if cut.len() < text.len() {
        cut.push('…');
    }
    Some(cut)
}
