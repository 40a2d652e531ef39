//! codemode as the front ends see it (docs/codemode.md): the status item (`codemode:on`,
//! `codemode:only`, with `net!` where the network is not isolated) and `/codemode <mode>`,
//! which switches the session between `off`, `on` and `only` through the active tool set (the
//! change is announced like any other change of the tools). Both read the runtime's active
//! tools, so a `set_active_tools` that left codemode out shows as off.

use std::sync::Arc;

use crate::agent::api::Agent;
use crate::agent::error::AgentError;
use crate::agent::ops::SharedOps;
use crate::codemode::{Codemode, TOOL_NAME};
use crate::config::codemode::Mode;

impl Agent {
    /// This session's codemode; `None` when it was off when the session started.
    pub fn codemode(&self) -> Option<Arc<Codemode>> {
        self.handle().config().services.codemode.clone()
    }

    /// The mode in effect now: `off` unless the model is offered codemode, `only` when it is
    /// offered none of the tools scripts call.
    pub fn codemode_mode(&self) -> Mode {
        let Some(cm) = self.codemode() else {
            return Mode::Off;
        };
        let mut mode = Mode::Off;
        self.handle().update_runtime(|r| {
            if r.active_tools.iter().any(|a| a == TOOL_NAME) {
                let others = r.active_tools.iter().any(|a| cm.callable.contains(a));
                mode = if others { Mode::On } else { Mode::Only };
            }
        });
        mode
    }

    /// The status-bar item: the mode while codemode is offered, and whether the network is
    /// not isolated (`net!`).
    pub fn codemode_status(&self) -> Option<(String, bool)> {
        let cm = self.codemode()?;
        let mode = self.codemode_mode();
        (mode != Mode::Off).then(|| (mode.as_str().to_string(), !cm.row.strict()))
    }

    /// Switches codemode for this session: `off` offers the tools without it, `on` beside them,
    /// `only` alone. Gives the active tools.
    pub fn set_codemode(&self, mode: Mode) -> Result<Vec<String>, AgentError> {
        let Some(cm) = self.codemode() else {
            return Err(AgentError::InvalidArgument(
                "codemode was off when this session started (`codemode` in config.json, `--codemode`, or no usable Node: `ama doctor` says which); start ama with `--codemode on`".into(),
            ));
        };
        let mut names: Vec<String> = match mode {
            Mode::Only => Vec::new(),
            Mode::On | Mode::Off => cm.callable.clone(),
        };
        if mode != Mode::Off {
            names.push(TOOL_NAME.to_string());
        }
        let h = self.handle();
        if mode != Mode::Only && crate::agent::task_session::task_enabled(&h) {
            names.push(crate::agent::tasks::TOOL_NAME.to_string());
        }
        self.set_active_tools(&names)
    }
}
