//! The front ends' side of plan mode: keeping `ama.plan_state` in step with the permission mode
//! (`set_permission_mode`, and the mode a session started in, checked before each prompt),
//! switching to `plan.model` while planning and back afterwards, and answering a proposal
//! (`plan_response`): approve (optionally for a chosen mode), reject with feedback, or keep
//! planning. Beside `plan/`, which names nothing of the session: this file is the `Agent`'s and
//! the `Handle`'s, and hands plan mode the session's `Parts` as its `SharedOps`.

use std::sync::atomic::Ordering;
use std::time::Duration;

use serde_json::json;

use crate::agent::Agent;
use crate::agent::error::AgentError;
use crate::agent::events::SessionEvent;
use crate::agent::handle::Handle;
use crate::agent::ops::SharedOps;
use crate::agent::plan::{
    IMPLEMENT_PROMPT, PLAN_TYPE, PlanData, PlanDecision, PlanModel, PlanResolution, PlanStatus,
    STATE_TYPE, Tracker, enter, leave, leave_to, text,
};
use crate::agent::session_ops::Parts;
use crate::config::models::ModelSpec;
use crate::permissions::mode::Mode;
use crate::tools::todo::{TodoItem, TodoStatus};
use crate::util::sync::lock;

/// How long `plan_response` waits for a run that is ending (the proposal's own run).
const IDLE_DEADLINE: Duration = Duration::from_secs(30);

impl Handle {
    /// Marks this session as a sub-session (`root: false`) that never proposes plans nor gets
    /// plan-mode messages; sessions are root by default.
    pub fn set_plan_root(&self, root: bool) {
        self.shared.plan.root.store(root, Ordering::SeqCst);
    }
}

impl Agent {
    /// Brings `ama.plan_state` in step with the permission mode: entering plan mode records it
    /// (and switches to `plan.model`), leaving it by hand records that (and switches back).
    /// Called on every mode change and before each prompt.
    pub(crate) fn plan_sync(&self) {
        let h = self.handle();
        if !h.shared.plan.root.load(Ordering::SeqCst) {
            return;
        }
        let mode = h.config.permissions.mode();
        let mut t = lock(&h.shared.plan.state);
        let last = t.last_mode.replace(mode);
        let data = if mode == Mode::Plan && !t.active {
            self.use_plan_model(&h, &mut t);
            enter(&mut t, leave_to(last))
        } else if mode != Mode::Plan && t.active {
            let data = leave(&mut t, mode, None);
            self.use_execution_model(&data.execution_model, data.execution_thinking);
            data
        } else {
            return;
        };
        if let Err(e) = Parts::of(&h).record_custom(STATE_TYPE, json!(data)) {
            h.shared.publish(SessionEvent::Notification {
                level: "error",
                message: format!("recording the plan-mode change failed: {e}"),
            });
        }
    }

    /// `plan.model` / `plan.thinking`, remembering the execution model in the tracker.
    fn use_plan_model(&self, h: &Handle, t: &mut Tracker) {
        let Some(models) = self.inner.models.as_ref() else {
            return;
        };
        let (plan, warnings) = PlanModel::from_settings(models.settings());
        for message in warnings {
            h.shared.publish(SessionEvent::Notification {
                level: "warn",
                message,
            });
        }
        if !plan.is_set() {
            return;
        }
        let rt = h.runtime();
        let current = format!("{}/{}", rt.model.provider, rt.model.id);
        // A session that starts on the planning model (a new session made while planning)
        // goes back to the configured model afterwards, not to the planner.
        let planner = plan.model.as_ref().and_then(|spec| {
            let m = models.find(&ModelSpec::parse(spec)).ok()?;
            Some(format!("{}/{}", m.provider, m.id))
        });
        t.execution_model = Some(if planner.as_ref() == Some(&current) {
            let base = &self.inner.base.model;
            format!("{}/{}", base.provider, base.id)
        } else {
            current
        });
        t.execution_thinking = Some(rt.thinking);
        if let Some(spec) = &plan.model {
            self.switch_model(spec, "plan.model");
        }
        if let Some(level) = plan.thinking {
            self.set_thinking_level(level);
        }
    }

    /// Back to the model and thinking level `plan.model` replaced.
    fn use_execution_model(
        &self,
        model: &Option<String>,
        thinking: Option<crate::ai::types::ThinkingLevel>,
    ) {
        if let Some(spec) = model {
            self.switch_model(spec, "the execution model");
        }
        if let Some(level) = thinking {
            self.set_thinking_level(level);
        }
    }

    fn switch_model(&self, spec: &str, what: &str) {
        let parsed = ModelSpec::parse(spec);
        let found = self.models().and_then(|m| {
            m.find(&parsed)
                .map_err(|e| AgentError::ModelNotFound(e.to_string()))
        });
        let result =
            found.and_then(|model| self.set_model(&model.provider, &model.id, parsed.channel));
        if let Err(e) = result {
            self.handle().shared.publish(SessionEvent::Notification {
                level: "warn",
                message: format!(
                    "cannot switch to {what} `{spec}` ({e}); the model stays as it is"
                ),
            });
        }
    }

    /// The latest plan of the current branch, whatever its status.
    pub fn latest_plan(&self) -> Option<PlanData> {
        let h = self.handle();
        let value = h.custom_state(PLAN_TYPE)?;
        serde_json::from_value(value).ok()
    }

    /// Answers proposal `plan_id` (the open one: the latest plan, still `proposed`). Waits up
    /// to 30 s for the proposing run to end. Approving records the plan `approved`, leaves plan
    /// mode for the chosen mode (`ama.plan_state`), makes the todo list from the steps when
    /// the todo tool is active, and queues `ama.plan_approved` for the next prompt; the
    /// resolution's `prompt` then continues the work. Rejecting records `rejected` and returns
    /// the feedback as the next prompt; keeping on planning changes nothing.
    pub fn plan_response(
        &self,
        plan_id: &str,
        decision: PlanDecision,
    ) -> Result<PlanResolution, AgentError> {
        let h = self.handle();
        if !h.wait_idle(IDLE_DEADLINE) {
            return Err(AgentError::Busy(format!(
                "a run is still going after {} s; wait for `agent_settled`, then answer plan `{plan_id}` again",
                IDLE_DEADLINE.as_secs()
            )));
        }
        let plan = self.open_proposal(plan_id)?;
        let mut out = PlanResolution {
            plan_id: plan.id.clone(),
            decision: decision.as_str(),
            mode: None,
            todos: None,
            prompt: None,
        };
        let write = |status: PlanStatus| {
            let data = PlanData {
                status,
                ..plan.clone()
            };
            Parts::of(&h)
                .record_custom(PLAN_TYPE, json!(data))
                .map_err(AgentError::Core)
        };
        match decision {
            PlanDecision::KeepPlanning => {}
            PlanDecision::Reject { feedback } => {
                write(PlanStatus::Rejected)?;
                out.prompt = Some(feedback);
            }
            PlanDecision::Approve { mode } => {
                write(PlanStatus::Approved)?;
                self.approve(&plan, mode, &mut out)?;
            }
        }
        let _ = Parts::of(&h).sync_file();
        Ok(out)
    }

    /// The latest plan when it is proposal `plan_id`, still open.
    fn open_proposal(&self, plan_id: &str) -> Result<PlanData, AgentError> {
        match self.latest_plan() {
            None => Err(AgentError::InvalidArgument(format!(
                "no plan has been proposed in this session, so plan `{plan_id}` cannot be answered"
            ))),
            Some(p) if p.id != plan_id => Err(AgentError::InvalidArgument(format!(
                "plan `{plan_id}` is not the latest proposal; answer `{}` (status {}) instead",
                p.id,
                p.status.as_str()
            ))),
            Some(p) if p.status != PlanStatus::Proposed => {
                Err(AgentError::InvalidArgument(format!(
                    "plan `{plan_id}` was already {}; only a proposed plan can be answered",
                    p.status.as_str()
                )))
            }
            Some(p) => Ok(p),
        }
    }

    /// Approving: leaves plan mode for `mode` (or the mode before planning), makes the todo
    /// list from the steps when the todo tool is active, and queues `ama.plan_approved`.
    fn approve(
        &self,
        plan: &PlanData,
        mode: Option<Mode>,
        out: &mut PlanResolution,
    ) -> Result<(), AgentError> {
        let h = self.handle();
        let mut t = lock(&h.shared.plan.state);
        let to = mode.unwrap_or(leave_to(t.pre_plan));
        h.config.permissions.set_mode(to);
        h.shared
            .publish(SessionEvent::PermissionModeChanged { mode: to });
        t.last_mode = Some(to);
        let state = leave(&mut t, to, Some(plan.id.clone()));
        self.use_execution_model(&state.execution_model, state.execution_thinking);
        Parts::of(&h)
            .record_custom(STATE_TYPE, json!(state))
            .map_err(AgentError::Core)?;
        let todo_tool = h.runtime().active_tools.iter().any(|n| n == "todo");
        if todo_tool && !plan.steps.is_empty() {
            let items: Vec<TodoItem> = plan
                .steps
                .iter()
                .enumerate()
                .map(|(i, step)| TodoItem {
                    id: (i + 1).to_string(),
                    text: step.clone(),
                    status: TodoStatus::Pending,
                    plan_step: Some(json!(i + 1)),
                })
                .collect();
            h.config.tool_state.set_todos(items.clone());
            Parts::of(&h)
                .record_custom(crate::tools::todo::CUSTOM_TYPE, json!({"items": items}))
                .map_err(AgentError::Core)?;
            out.todos = Some(items.len());
        }
        t.approved_due = Some(text::approved(
            &plan.markdown,
            plan.file_path.as_deref(),
            to,
            todo_tool,
        ));
        out.mode = Some(to);
        out.prompt = Some(IMPLEMENT_PROMPT.into());
        Ok(())
    }
}
