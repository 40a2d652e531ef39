//! A `task` whose agent is external (`claude`, `codex`, an ACP agent): the first-run
//! confirmation, a parallel slot, `TaskInfo` in the parent (runner `acp` / `claude` / `codex`,
//! `sessionRef.sessionId` the external session's id, so `taskId` continues it), and the run
//! through `external::run` with the parent session as its `Host`: approvals to a human through
//! the parent's chain (never the classifier) with the agent's label, live lines on the parent's
//! `task` call, records in the parent's file. Beside `tasks/` and `external/`, since it names
//! the session.

use std::sync::{Arc, Mutex};

use serde_json::{Value, json};

use crate::agent::events::SessionEvent;
use crate::agent::external::{self, Ask, ExternalError, Host, Job, Outcome};
use crate::agent::services::Hub;
use crate::agent::services::task_agents::AgentType;
use crate::agent::task_record::{output_file, record, running_info};
use crate::agent::tasks::forward::{self, Sinks};
use crate::agent::tasks::info::{SessionRef, Status, TaskInfo};
use crate::agent::tasks::registry::Record;
use crate::agent::tasks::result::{background_started, result_output};
use crate::agent::tasks::tool::Args;
use crate::agent::ops::SharedOps;
use crate::ai::types::ToolCall;
use crate::permissions::Permissions;
use crate::permissions::approvals::{Answer, ApprovalRequest, RequestContext};
use crate::permissions::pipeline::AskReason;
use crate::session::entry::{Body, Custom};
use crate::tools::ToolOutput;
use crate::util::cancel::Cancel;
use crate::util::sync::lock;
use crate::util::time::now_ms;

/// The parent session as an external agent's host (held as `SharedOps::Owned`, so a background
/// task's thread keeps it).
struct Parent<O: SharedOps + Send + Sync> {
    session: O,
    permissions: Arc<Permissions>,
    context: RequestContext,
    sinks: Sinks,
    lines: Mutex<Vec<String>>,
    /// The external session's id once the runner recorded it.
    session_id: Mutex<Option<String>>,
}

impl<O: SharedOps + Send + Sync> Host for Parent<O> {
    fn approve(&self, label: &str, ask: &Ask, cancel: &Cancel) -> Answer {
        let approvals = &self.permissions.approvals;
        if !approvals.attended() {
            return Answer::Deny;
        }
        let request = ApprovalRequest {
            request_id: format!("perm-{}", crate::util::ids::short_id()),
            tool_name: label.to_string(),
            input: json!({"title": ask.title, "kind": ask.kind, "paths": ask.paths, "input": ask.input}),
            reason: AskReason::Mode,
            hook_reason: None,
            timeout_ms: approvals.timeout().as_millis() as u64,
            preview: None,
            auto_decision: None,
            context: Some(self.context.clone()),
        };
        approvals.expect(&request.request_id);
        self.session.publish(SessionEvent::PermissionRequest {
            request: request.clone(),
        });
        let r = approvals.request(&request, cancel);
        self.session.publish(SessionEvent::PermissionResolved {
            request_id: request.request_id.clone(),
            decision: r.answer,
        });
        r.answer
    }

    fn live(&self, line: String) {
        forward::live(&self.sinks, &mut lock(&self.lines), line);
    }

    fn record(&self, custom_type: &str, data: Value) {
        if custom_type == external::records::SESSION_TYPE
            && let Some(id) = data.get("sessionId").and_then(Value::as_str)
        {
            *lock(&self.session_id) = Some(id.to_string());
        }
        append_custom(&self.session, custom_type, data);
    }

    fn permissions(&self) -> &Permissions {
        &self.permissions
    }
}

/// Appends a parent `custom` entry and announces it.
fn append_custom(s: &impl SharedOps, custom_type: &str, data: Value) {
    let _ = s.append(Body::Custom(Custom {
        custom_type: custom_type.into(),
        data,
    }));
}

/// Everything a run needs, owned, so a background task can take it to its thread.
struct Prepared<O: SharedOps + Send + Sync> {
    parent: Parent<O>,
    spec: external::Spec,
    info: TaskInfo,
    resume: Option<String>,
    prompt: String,
    log_dir: std::path::PathBuf,
    cancel: Cancel,
    output: Option<std::path::PathBuf>,
}

/// Runs a `task` call with an external agent.
pub(crate) fn run_external_task(
    s: &impl SharedOps,
    hub: &Hub,
    agent: &AgentType,
    task_id: String,
    call: &ToolCall,
    args: &Args,
    cancel: &Cancel,
) -> ToolOutput {
    let Some(spec) = agent.external.clone() else {
        return ToolOutput::error("Not an external agent.");
    };
    let prepared = match prepare_external(s, hub, agent, spec, task_id, call, args) {
        Ok(p) => p,
        Err(why) => return ToolOutput::error(why),
    };
    let seen = lock(&s.tasks().tasks)
        .values()
        .any(|r| r.info.agent == agent.name && r.info.runner != "ama");
    if let Err(e) =
        external::first_run::confirm(&agent.name, &prepared.spec, seen, &prepared.parent, cancel)
    {
        return ToolOutput::error(e.to_string());
    }
    let Some(slot) = s.tasks().slot(hub.settings.max_parallel, cancel) else {
        return ToolOutput::error(crate::agent::call_texts::ABORTED);
    };
    {
        let own = prepared.cancel.clone();
        cancel.on_cancel(move || own.cancel());
    }
    register_external(s, &prepared);
    if args.background {
        let out = background_started(&prepared.info);
        let spawned = std::thread::Builder::new()
            .name("ama-task".into())
            .spawn(move || {
                let _slot = slot;
                finish_external(prepared);
            });
        return match spawned {
            Ok(_) => out,
            Err(e) => ToolOutput::error(format!("Could not start the background task: {e}.")),
        };
    }
    let (info, text) = finish_external(prepared);
    drop(slot);
    result_output(&info, &text)
}

fn prepare_external<S: SharedOps>(
    s: &S,
    hub: &Hub,
    agent: &AgentType,
    spec: external::Spec,
    task_id: String,
    call: &ToolCall,
    args: &Args,
) -> Result<Prepared<S::Owned>, String> {
    let depth = s.tasks().depth() + 1;
    let resume = args.task_id.as_ref().and_then(|id| {
        let tasks = lock(&s.tasks().tasks);
        tasks
            .get(id)
            .and_then(|r| r.info.session_ref.as_ref())
            .map(|s| s.session_id.clone())
    });
    let log_dir = s.tool_state().options().log_dir.clone();
    let (output, file) = output_file(s, args.background)?;
    let info = TaskInfo {
        runner: spec.runner.as_str().into(),
        output_file: output.as_ref().map(|p| p.display().to_string()),
        session_ref: resume.clone().map(|session_id| SessionRef {
            session_id,
            session_file: None,
        }),
        cwd: s.cwd().display().to_string(),
        ..running_info(&task_id, agent, call, args)
    };
    let parent = Parent {
        session: s.owned(),
        permissions: s.config().permissions.clone(),
        context: RequestContext {
            depth,
            task_id: Some(task_id.clone()),
            origin: Some(agent.name.clone()),
            ..RequestContext::default()
        },
        sinks: Sinks {
            parent: s.bus(),
            task_id,
            depth,
            call_id: call.id.clone(),
            task_events: hub.task_events(),
            output: file,
        },
        lines: Mutex::new(Vec::new()),
        session_id: Mutex::new(None),
    };
    Ok(Prepared {
        parent,
        spec,
        info,
        resume,
        prompt: args.prompt.clone(),
        log_dir,
        cancel: Cancel::new(),
        output,
    })
}

/// Records the start and keeps the task's stop while it runs.
fn register_external<O: SharedOps + Send + Sync>(s: &impl SharedOps, p: &Prepared<O>) {
    record(s, &p.info);
    let stop = p.cancel.clone();
    lock(&s.tasks().tasks).insert(
        p.info.task_id.clone(),
        Record {
            info: p.info.clone(),
            stop: Some(Arc::new(move || stop.cancel())),
            output: p.output.clone(),
            read_to: 0,
        },
    );
}

/// Runs the agent, records the end and gives the text the parent's model gets.
fn finish_external<O: SharedOps + Send + Sync>(p: Prepared<O>) -> (TaskInfo, String) {
    let job = Job {
        agent: &p.info.agent,
        spec: &p.spec,
        cwd: std::path::Path::new(&p.info.cwd),
        log_dir: &p.log_dir,
        prompt: &p.prompt,
        resume: p.resume.as_deref(),
        task_id: &p.info.task_id,
        cancel: &p.cancel,
        host: &p.parent,
    };
    let result = external::run(&job);
    let mut info = p.info.clone();
    info.ended_at = Some(now_ms());
    if let Some(session_id) = lock(&p.parent.session_id).clone() {
        info.session_ref = Some(SessionRef {
            session_id,
            session_file: None,
        });
    }
    let text = match result {
        Ok(Outcome {
            session_id,
            text,
            turns,
            cost_usd,
            tokens,
        }) => {
            info.status = Status::Completed;
            info.turns = Some(turns);
            info.cost_usd = cost_usd;
            info.usage = tokens.map(|t| crate::ai::types::Usage {
                total_tokens: t,
                ..Default::default()
            });
            info.session_ref = Some(SessionRef {
                session_id,
                session_file: None,
            });
            if text.trim().is_empty() {
                "The task ended without a final answer.".to_string()
            } else {
                text.trim().to_string()
            }
        }
        Err(ExternalError::Aborted) => {
            info.status = Status::Aborted;
            "The task was aborted before it finished.".to_string()
        }
        Err(e) => {
            info.status = Status::Failed;
            format!("The task failed: {e}")
        }
    };
    if let Some(file) = &p.parent.sinks.output {
        use std::io::Write;
        let _ = writeln!(lock(file), "\n{text}\n\n{}", crate::agent::tasks::info::footer(&info));
    }
    record(&p.parent.session, &info);
    if let Some(r) = lock(&p.parent.session.tasks().tasks).get_mut(&info.task_id) {
        r.info = info.clone();
        r.stop = None;
    }
    (info, text)
}
