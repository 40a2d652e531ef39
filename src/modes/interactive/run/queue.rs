//! Messages typed during a run (tui.md "keys"): Enter steers, Alt+Enter queues a follow-up. Both
//! wait in the agent's queue and show as `↳ steer` / `↳ followUp` lines above the editor; they
//! reach the scrollback when the agent delivers them. Alt+↑ takes the last one back into the
//! editor; Esc puts all of them back, then stops the run.

use crate::ai::types::{Message, UserContent};
use crate::tui::component::Component;
use crate::tui::components::blocks::{UserKind, UserMessage};

use super::Ui;

impl Ui {
    /// `QueueUpdate`: the lines above the editor mirror the agent's queue.
    pub(super) fn on_queue(&mut self, steering: Vec<String>, follow_up: Vec<String>) {
        self.queue = (steering, follow_up);
    }

    /// A user message reached the transcript: a delivered steer or follow-up goes to the
    /// scrollback now (a prompt was printed when it was sent).
    pub(super) fn on_user_message(&mut self, message: &Message) {
        let Message::User(u) = message else {
            return;
        };
        let kind = match u.origin.as_deref() {
            Some("steer") => UserKind::Steer,
            Some("followUp") => UserKind::FollowUp,
            Some("host") => UserKind::Host,
            _ => return,
        };
        let text = match &u.content {
            UserContent::Text(t) => t.clone(),
            UserContent::Blocks(blocks) => crate::ai::types::join_text_lines(blocks),
        };
        self.flush_answer();
        let w = self.r.width();
        self.r.commit(UserMessage::new(&text, kind).render(w));
    }

    /// The queued lines, in the order they will be delivered: steering first.
    pub(super) fn queued_lines(&self) -> Vec<(UserKind, &str)> {
        let (steering, follow_up) = &self.queue;
        steering
            .iter()
            .map(|s| (UserKind::Steer, s.as_str()))
            .chain(follow_up.iter().map(|s| (UserKind::FollowUp, s.as_str())))
            .collect()
    }

    /// Alt+↑: the last queued message comes out of the queue into the editor (before what is
    /// typed there). False when nothing is queued.
    pub(super) fn dequeue_last(&mut self) -> bool {
        let cleared = self.agent.clear_queue();
        let (mut steering, mut follow_up) = (cleared.steering, cleared.follow_up);
        let last = match follow_up.pop() {
            Some(t) => Some(t),
            None => steering.pop(),
        };
        let h = self.agent.handle();
        for s in &steering {
            h.steer(s.clone());
        }
        for f in &follow_up {
            h.follow_up(f.clone());
        }
        self.queue = (steering, follow_up);
        match last {
            Some(t) => {
                self.put_back(&[t]);
                true
            }
            None => false,
        }
    }

    /// Esc during a run: every queued message goes back into the editor. True when there were
    /// some.
    pub(super) fn unqueue_all(&mut self) -> bool {
        let cleared = self.agent.clear_queue();
        self.queue = (Vec::new(), Vec::new());
        let all: Vec<String> = cleared
            .steering
            .into_iter()
            .chain(cleared.follow_up)
            .collect();
        if all.is_empty() {
            return false;
        }
        self.put_back(&all);
        true
    }

    /// `texts`, one per line, then what the editor held.
    pub(super) fn put_back(&mut self, texts: &[String]) {
        let mut parts: Vec<String> = texts.to_vec();
        if !self.editor.is_empty() {
            parts.push(self.editor.text());
        }
        self.editor.set_text(&parts.join("\n"));
    }
}
