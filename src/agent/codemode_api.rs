//! codemode as the front ends see it (docs/codemode.md): the status item (`codemode:on`,
//! `codemode:only`, with `net!` where the network is not isolated) and `/codemode <mode>`,
//! which switches the session between `off`, `on` and `only` — turning codemode on in a
//! session that started without it (Node found then) — through the runtime's codemode and
//! active tool set (the session adopts both before its next request, `codemode_sync`, and
//! records the change like any other change of the tools). Both read the runtime, so a
//! `set_active_tools` that left codemode out shows as off.

use std::sync::Arc;

use crate::agent::api::Agent;
use crate::agent::error::AgentError;
use crate::agent::ops::SharedOps;
use crate::codemode::{Codemode, TOOL_NAME};
use crate::config::codemode::Mode;
use crate::tools::Tool;

impl Agent {
    /// This session's codemode; `None` while it has been off since the session started.
    pub fn codemode(&self) -> Option<Arc<Codemode>> {
        self.handle().runtime().codemode
    }

    /// The mode in effect now: `off` unless the model is offered codemode, `only` when it is
    /// offered none of the tools scripts call.
    pub fn codemode_mode(&self) -> Mode {
        let rt = self.handle().runtime();
        let Some(cm) = rt.codemode else {
            return Mode::Off;
        };
        if !rt.active_tools.iter().any(|a| a == TOOL_NAME) {
            return Mode::Off;
        }
        if rt.active_tools.iter().any(|a| cm.callable.contains(a)) {
            Mode::On
        } else {
            Mode::Only
        }
    }

    /// The status-bar item: the mode while codemode is offered, and whether the network is
    /// not isolated (`net!`).
    pub fn codemode_status(&self) -> Option<(String, bool)> {
        let cm = self.codemode()?;
        let mode = self.codemode_mode();
        (mode != Mode::Off).then(|| (mode.as_str().to_string(), !cm.row.strict()))
    }

    /// Switches codemode for this session: `off` offers the tools without it, `on` beside them,
    /// `only` alone (and `task` is withdrawn until `off` or `on` offers it again). In a session
    /// that started without codemode, `on` and `only` find Node now. Gives the active tools.
    pub fn set_codemode(&self, mode: Mode) -> Result<Vec<String>, AgentError> {
        let h = self.handle();
        let rt = h.runtime();
        let cm = match rt.codemode.clone() {
            Some(cm) => cm,
            None if mode == Mode::Off => return Ok(rt.active_tools),
            None => self.open_codemode(mode, &rt.active_tools)?,
        };
        let mut names: Vec<String> = match mode {
            Mode::Only => Vec::new(),
            Mode::On | Mode::Off => cm.callable.clone(),
        };
        if mode != Mode::Off {
            names.push(TOOL_NAME.to_string());
        }
        if mode != Mode::Only && crate::agent::task_session::task_offered(&h) {
            names.push(crate::agent::tasks::TOOL_NAME.to_string());
        }
        let next = Arc::new(Codemode {
            mode,
            ..(*cm).clone()
        });
        h.update_runtime(|r| r.codemode = Some(next));
        let set = self.set_active_tools(&names);
        if set.is_err() {
            h.update_runtime(|r| r.codemode = rt.codemode.clone());
        }
        set
    }

    /// codemode for a session that started without it, over the tools it offers now.
    fn open_codemode(&self, mode: Mode, active: &[String]) -> Result<Arc<Codemode>, AgentError> {
        let h = self.handle();
        let Some(setup) = h.config().services.codemode_setup.clone() else {
            return Err(AgentError::InvalidArgument(
                "codemode cannot be turned on in this session: it was started without codemode's settings (an embedding that built its own services)".into(),
            ));
        };
        let offered: Vec<Arc<dyn Tool>> = self
            .tool_registry()
            .all()
            .iter()
            .filter(|t| active.iter().any(|a| a == t.name()))
            .cloned()
            .collect();
        crate::codemode::open(&setup, mode, &offered).map_err(AgentError::InvalidArgument)
    }
}
