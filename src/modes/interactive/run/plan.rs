//! The plan approval dialog in the event loop: a `plan_proposed` event opens it in place of the
//! editor; its answer goes to `Agent::plan_response`, and the prompt that answer returns (the
//! approved plan's start, or the feedback) is sent like a typed one, so it shows in the
//! transcript.

use serde_json::Value;

use crate::agent::plan::PlanDecision;
use crate::tui::component::FrameBuilder;
use crate::tui::components::blocks::Notice;
use crate::tui::components::plan_dialog::{PlanChoice, PlanDialog};
use crate::tui::keys::Input;

use super::Ui;

impl Ui {
    /// `plan_proposed`: opens the dialog for this plan (replacing an older one).
    pub(super) fn plan_proposed(&mut self, plan: &Value) {
        let (Some(id), Some(markdown)) = (plan["id"].as_str(), plan["markdown"].as_str()) else {
            return;
        };
        let steps = plan["steps"].as_array().map_or(0, Vec::len);
        self.plan = Some((id.to_string(), PlanDialog::new(markdown, steps)));
    }

    /// Draws the open dialog in the editor's place.
    pub(super) fn render_plan(&self, fb: &mut FrameBuilder, w: usize) {
        if let Some((_, d)) = &self.plan {
            fb.component(d, w);
        }
    }

    /// A key while the dialog is open; true when the dialog took it.
    pub(super) fn plan_input(&mut self, i: &Input) -> bool {
        let Some((id, dialog)) = &mut self.plan else {
            return false;
        };
        let Input::Key(k) = i else {
            return true;
        };
        let Some(choice) = dialog.handle_key(*k) else {
            return true;
        };
        let id = id.clone();
        self.plan = None;
        let decision = match choice {
            PlanChoice::Approve(mode) => PlanDecision::Approve { mode },
            PlanChoice::Reject(feedback) => PlanDecision::Reject { feedback },
            PlanChoice::KeepPlanning => PlanDecision::KeepPlanning,
        };
        match self.agent.plan_response(&id, decision) {
            Ok(resolution) => {
                let note = match resolution.mode {
                    Some(mode) => format!("Plan approved · {}", mode.display_name()),
                    None if resolution.prompt.is_some() => "Plan rejected with feedback".into(),
                    None => "Keep planning: the plan stays proposed".into(),
                };
                self.commit_notice(Notice::Info(note));
                if let Some(prompt) = resolution.prompt {
                    self.send(prompt, false);
                }
            }
            Err(e) => self.commit_notice(Notice::Error(format!("plan answer failed: {e}"))),
        }
        true
    }
}
