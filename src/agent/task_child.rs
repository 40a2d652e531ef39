//! One task from call to result: resolve the agent type (or the earlier task to continue), take a
//! parallel slot, build the child session (its own file next to the parent's, its own tool state,
//! the parent's permission settings with the agent's mode and origin), run the prompt on the
//! child's thread, abort it with the parent, and record `TaskInfo` in the parent at start and end.
//! A background task returns at once; a thread of its own waits for it and finishes it.
//! The session's side of `tasks/` (which names nothing of the session), so it sits beside it.
//! The parent is reached through `ops::SharedOps` only (a background task's waiter holds it as
//! `SharedOps::Owned`); the child is a new `AgentSession` with its `SessionConfig`.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use serde_json::{Map, Value, json};

use crate::agent::bus::Bus;
use crate::agent::call_texts::ABORTED;
use crate::agent::handle::Handle;
use crate::agent::hook_calls;
use crate::agent::ops::SharedOps;
use crate::agent::services::Hub;
use crate::agent::services::task_agents::AgentType;
use crate::agent::session_config::SessionConfig;
use crate::agent::task_record::{output_file, record, running_info};
use crate::agent::tasks::forward::{self, Sinks};
use crate::agent::tasks::info::{self, CUSTOM_TYPE, SessionRef, Status, TaskInfo};
use crate::agent::tasks::registry::{Record, Role};
use crate::agent::tasks::result::{background_started, result_output};
use crate::agent::tasks::tool::Args;
use crate::agent::worker::AgentSession;
use crate::ai::types::ToolCall;
use crate::permissions::Permissions;
use crate::permissions::approvals::{
    Answer, AnsweredBy, Answerer, ApprovalRequest, RequestContext,
};
use crate::permissions::mode::Mode;
use crate::session::Store;
use crate::session::entry::{Body, Custom};
use crate::tools::ToolOutput;
use crate::tools::state::ToolState;
use crate::util::cancel::Cancel;
use crate::util::sync::lock;
use crate::util::time::now_ms;

/// A running child and what finishing it needs.
struct Running {
    handle: Handle,
    join: JoinHandle<()>,
    forwarder: Option<JoinHandle<()>>,
    done: Arc<AtomicBool>,
    info: TaskInfo,
    output: Option<Arc<Mutex<std::fs::File>>>,
}

/// Asks the parent session's approval chain (serial with the parent's own requests).
struct Upstream(Arc<Permissions>);

impl Answerer for Upstream {
    fn expect(&self, request_id: &str) {
        self.0.approvals.expect(request_id);
    }

    fn ask(
        &self,
        request: &ApprovalRequest,
        cancel: &Cancel,
        _deadline: Instant,
    ) -> Option<Answer> {
        let r = self.0.approvals.request(request, cancel);
        (r.by != AnsweredBy::Nobody).then_some(r.answer)
    }
}

/// Runs one `task` call to its result (or, for a background task, to its start).
pub(crate) fn run_task(s: &impl SharedOps, call: &ToolCall, cancel: &Cancel) -> ToolOutput {
    let Some(hub) = s.config().services.tasks.clone() else {
        return ToolOutput::error("Tasks are not available in this session.");
    };
    let args = match Args::parse(&call.arguments) {
        Ok(a) => a,
        Err(why) => return ToolOutput::error(format!("Invalid task call: {why}.")),
    };
    let parent_file = s.file_on_disk();
    s.tasks().load(parent_file.as_deref());
    let (agent, task_id, reopen) = match resolve(s, &hub, &args) {
        Ok(x) => x,
        Err(why) => return ToolOutput::error(why),
    };
    if agent.external.is_some() {
        return crate::agent::task_external::run_external_task(s, &hub, &agent, task_id, call, &args, cancel);
    }
    let Some(slot) = s.tasks().slot(hub.settings.max_parallel, cancel) else {
        return ToolOutput::error(ABORTED);
    };
    let running = match start_child(s, &hub, &agent, &task_id, reopen, call, &args) {
        Ok(r) => r,
        Err(why) => return ToolOutput::error(why),
    };
    record(s, &running.info);
    {
        let h = running.handle.clone();
        cancel.on_cancel(move || h.abort());
    }
    if let Err(text) = running.handle.prompt(args.prompt.clone()) {
        running.handle.abort();
        drop(text);
    }
    if args.background {
        let out = background_started(&running.info);
        let parent = s.owned();
        let spawned = std::thread::Builder::new()
            .name("ama-task".into())
            .spawn(move || {
                let _slot = slot;
                finish(&parent, running, None);
            });
        return match spawned {
            Ok(_) => out,
            Err(e) => ToolOutput::error(format!("Could not start the background task: {e}.")),
        };
    }
    let (info, text) = finish(s, running, Some(cancel));
    drop(slot);
    result_output(&info, &text)
}

/// The agent type, task id and (for a continuation) the child file to reopen.
fn resolve(s: &impl SharedOps, hub: &Hub, args: &Args) -> Result<(AgentType, String, Option<PathBuf>), String> {
    if let Some(id) = &args.task_id {
        let tasks = lock(&s.tasks().tasks);
        let Some(r) = tasks.get(id) else {
            let known: Vec<&str> = tasks.keys().map(String::as_str).collect();
            return Err(format!(
                "No task `{id}` in this session (known: {}). Start a new task without taskId.",
                if known.is_empty() {
                    "none".into()
                } else {
                    known.join(", ")
                }
            ));
        };
        if r.stop.is_some() {
            return Err(format!(
                "Task `{id}` is still running; read it with bash_output or stop it with bash_kill first."
            ));
        }
        let agent = hub.agent(&r.info.agent).cloned().ok_or_else(|| {
            format!(
                "Task `{id}` used agent type `{}`, which is not defined any more.",
                r.info.agent
            )
        })?;
        let file = r
            .info
            .session_ref
            .as_ref()
            .and_then(|s| s.session_file.clone())
            .map(PathBuf::from);
        return Ok((agent, id.clone(), file));
    }
    let name = args.agent.as_deref().unwrap_or("general");
    let agent = hub.agent(name).cloned().ok_or_else(|| {
        let names: Vec<&str> = hub.agents.iter().map(|a| a.name.as_str()).collect();
        format!(
            "Unknown agent type `{name}`. Available types: {}.",
            names.join(", ")
        )
    })?;
    Ok((agent, s.tasks().next_id(), None))
}

fn start_child(
    s: &impl SharedOps,
    hub: &Hub,
    agent: &AgentType,
    task_id: &str,
    reopen: Option<PathBuf>,
    call: &ToolCall,
    args: &Args,
) -> Result<Running, String> {
    let depth = s.tasks().depth() + 1;
    let config = child_config(s, hub, agent, task_id, depth)?;
    let parent_file = s.file_on_disk();
    let (mut store, context) = child_store(reopen.as_deref(), parent_file.as_deref(), &config.cwd)?;
    let session_file = store.path().map(|p| p.display().to_string());
    let (output_file, output) = output_file(s, args.background)?;
    let info = TaskInfo {
        output_file: output_file.as_ref().map(|p| p.display().to_string()),
        session_ref: Some(SessionRef {
            session_id: store.id().to_string(),
            session_file,
        }),
        cwd: config.cwd.display().to_string(),
        ..running_info(task_id, agent, call, args)
    };
    if reopen.is_none() {
        let first = info::child_entry(&info, parent_file.as_deref().and_then(Path::to_str));
        store
            .append(Body::Custom(Custom {
                custom_type: CUSTOM_TYPE.into(),
                data: first,
            }))
            .map_err(|e| format!("Could not write the task's session: {e}"))?;
    }
    let bus = Arc::new(Bus::default());
    let events = bus.subscribe(None);
    let mut config = config;
    config.session_id = store.id().to_string();
    let (handle, join) = AgentSession::spawn_on(config, store, context, bus);
    // A task never proposes plans nor gets plan-mode messages (only the root session does).
    handle.set_plan_root(false);
    *lock(&handle.tasks().role) = Some(Role {
        agent: agent.clone(),
        depth,
    });
    let done = Arc::new(AtomicBool::new(false));
    let sinks = Sinks {
        parent: s.bus(),
        task_id: task_id.to_string(),
        depth,
        call_id: call.id.clone(),
        task_events: hub.task_events(),
        output: output.clone(),
    };
    let forwarder = forward::spawn(events, sinks, done.clone());
    lock(&s.tasks().tasks).insert(
        task_id.to_string(),
        Record {
            info: info.clone(),
            stop: Some({
                let h = handle.clone();
                Arc::new(move || h.abort())
            }),
            output: output_file,
            read_to: 0,
        },
    );
    Ok(Running {
        handle,
        join,
        forwarder,
        done,
        info,
        output,
    })
}


/// The child's configuration: the agent's tools (within the parent's), model and thinking
/// level; fresh tool state; permission state from the parent's settings, judged as plan
/// for read-only types (which never ask), else in the parent's mode with its approvers.
fn child_config(
    s: &impl SharedOps,
    hub: &Hub,
    agent: &AgentType,
    task_id: &str,
    depth: u32,
) -> Result<SessionConfig, String> {
    let parent = s.config();
    let mut config = parent.clone();
    let parent_active = parent.tools.active_names();
    let wanted: Vec<String> = match &agent.tools {
        Some(list) => list.clone(),
        None => parent_active.clone(),
    };
    let names: Vec<String> = wanted
        .into_iter()
        .filter(|n| parent_active.contains(n))
        .collect();
    config.tools = parent
        .tools
        .with_active(&names)
        .map_err(|e| format!("The task's tools are not valid: {e}"))?;
    if let Some(spec) = &agent.model {
        let models = hub
            .models
            .as_ref()
            .ok_or("No model catalogue for the agent's model.")?;
        let spec = crate::config::models::ModelSpec::parse(spec);
        let model = models.find(&spec).map_err(|e| {
            format!(
                "Agent type `{}` names a model that is not available: {e}",
                agent.name
            )
        })?;
        config.api_key = models
            .require_key(&model.provider)
            .map_err(|e| e.to_string())?;
        config.model = model;
    }
    if let Some(level) = agent.thinking {
        config.thinking = level;
    }
    config.max_turns = None;
    config.max_budget_usd = None;
    config.tool_state = ToolState::new(parent.tool_state.options().clone());
    let origin = RequestContext {
        depth,
        task_id: Some(task_id.to_string()),
        origin: Some(agent.name.clone()),
        ..RequestContext::default()
    };
    let permissions = (hub.permissions)(&config.model, &config.api_key).with_origin(origin);
    if agent.read_only {
        permissions.set_mode(Mode::Plan);
    } else {
        permissions.set_mode(parent.permissions.mode());
        if parent.permissions.approvals.attended() {
            permissions
                .approvals
                .set_client(Some(Arc::new(Upstream(parent.permissions.clone()))));
        }
    }
    config.permissions = Arc::new(permissions);
    Ok(config)
}

fn stop_fields(info: &TaskInfo) -> Map<String, Value> {
    let mut fields = Map::new();
    fields.insert("stop_hook_active".into(), json!(false));
    fields.insert("agent_id".into(), json!(info.task_id));
    fields.insert("agent_type".into(), json!(info.agent));
    if let Some(f) = info
        .session_ref
        .as_ref()
        .and_then(|s| s.session_file.clone())
    {
        fields.insert("agent_transcript_path".into(), json!(f));
    }
    fields
}


/// Waits for the child's run (aborting it when `cancel` fires), records the end, fires
/// SubagentStop and closes the child.
fn finish(
    s: &impl SharedOps,
    running: Running,
    cancel: Option<&Cancel>,
) -> (TaskInfo, String) {
    let Running {
        handle,
        join,
        forwarder,
        done,
        mut info,
        output,
    } = running;
    while !handle.wait_idle(Duration::from_millis(20)) {
        if cancel.is_some_and(Cancel::is_cancelled) {
            handle.abort();
        }
    }
    let summary = handle.last_summary().unwrap_or_default();
    info.status = match summary.stop_reason {
        crate::ai::types::StopReason::Aborted => Status::Aborted,
        crate::ai::types::StopReason::Error => Status::Failed,
        _ => Status::Completed,
    };
    info.ended_at = Some(now_ms());
    info.turns = Some(summary.num_turns);
    info.cost_usd = summary.usage.cost.as_ref().map(|c| c.total);
    info.usage = Some(summary.usage.clone());
    let text = match (info.status, summary.final_text.trim()) {
        (Status::Aborted, _) => "The task was aborted before it finished.".to_string(),
        (Status::Failed, _) => format!(
            "The task failed: {}",
            summary
                .error_message
                .clone()
                .unwrap_or_else(|| "unknown error".into())
        ),
        (_, "") => "The task ended without a final answer.".to_string(),
        (_, t) => t.to_string(),
    };
    let _ = handle.close_session();
    handle.shutdown();
    let deadline = Instant::now() + Duration::from_secs(5);
    while !join.is_finished() && Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(5));
    }
    done.store(true, Ordering::SeqCst);
    if let Some(f) = forwarder {
        let _ = f.join();
    }
    if let Some(file) = output {
        use std::io::Write;
        let _ = writeln!(lock(&file), "\n{text}\n\n{}", info::footer(&info));
    }
    record(s, &info);
    if let Some(r) = lock(&s.tasks().tasks).get_mut(&info.task_id) {
        r.info = info.clone();
        r.stop = None;
    }
    hook_calls::fire_subagent_stop(s, stop_fields(&info));
    (info, text)
}

/// The child's session: the reopened file of a resumed task (with its context), a new file next
/// to the parent's, or memory only when the parent has no file.
fn child_store(
    reopen: Option<&Path>,
    parent_file: Option<&Path>,
    cwd: &Path,
) -> Result<(Store, Option<crate::session::Context>), String> {
    if let Some(path) = reopen {
        let mut store = Store::open(path).map_err(|e| {
            format!(
                "Could not reopen the task's session {}: {e}",
                path.display()
            )
        })?;
        let context = store.context().map_err(|e| e.to_string())?;
        return Ok((store, Some(context)));
    }
    Ok(
        match parent_file.and_then(|p| Some((p, p.parent()?.parent()?))) {
            Some((parent, root)) => (
                Store::create(root, cwd, Some(parent.display().to_string())),
                None,
            ),
            None => (Store::in_memory(cwd), None),
        },
    )
}

