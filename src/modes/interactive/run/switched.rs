//! A session switched to inside the UI (`/resume`, `/tree`, `/fork`, `/new`, a picker's choice)
//! is shown as start-up resume shows one: the loop notices that the agent now drives another
//! session and prints that session's branch once (`replay.rs`), with the status bar's figures
//! taken from it. Each switch starts a session with its own configuration value, so the one the
//! UI last showed is kept and compared by identity, whatever command (or RPC-like caller)
//! switched.

use std::sync::Arc;

use crate::agent::Agent;
use crate::agent::worker::SessionConfig;

use super::Ui;

/// The session the UI shows, by the identity of its configuration (new at every switch).
pub(crate) struct Shown(Arc<SessionConfig>);

impl Shown {
    pub(crate) fn of(agent: &Agent) -> Shown {
        Shown(agent.handle().config.clone())
    }

    fn is(&self, agent: &Agent) -> bool {
        Arc::ptr_eq(&self.0, &agent.handle().config)
    }
}

impl Ui {
    /// After a command: when the agent drives another session than the one shown, its branch
    /// goes to the scrollback (nothing for a new, empty one) and the figures are its own.
    pub(super) fn follow_switch(&mut self) {
        if self.shown.is(&self.agent) {
            return;
        }
        self.shown = Shown::of(&self.agent);
        self.stats = None;
        self.replay();
    }
}
