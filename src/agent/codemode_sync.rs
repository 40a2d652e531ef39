//! The session's codemode follows its runtime (docs/codemode.md): `/codemode` (a handle, on
//! another thread) sets the runtime's codemode — turned on in a session that started without
//! it, or switched between `off`, `on` and `only` — and the session adopts it before its next
//! request; a change the session makes itself (an MCP server's tools joining the callable set)
//! is written back, so `get_tools` and `/codemode` see the description the model sees. Both
//! happen under the runtime's lock, so neither side's change is lost.

use crate::agent::session_config::SessionConfig;
use crate::agent::worker::{Shared, lock};

/// Adopts the runtime's codemode, follows the session's tools, and writes the result back;
/// true when the session's tools changed (the caller records a system patch).
pub(crate) fn sync(config: &mut SessionConfig, shared: &Shared) -> bool {
    let mut rt = lock(&shared.runtime);
    let adopted =
        crate::codemode::adopt(&mut config.tools, &mut config.services.codemode, &rt.codemode);
    let before = config.services.codemode.clone();
    crate::codemode::refresh(&mut config.tools, &mut config.services.codemode);
    let refreshed = match (&before, &config.services.codemode) {
        (Some(a), Some(b)) => !std::sync::Arc::ptr_eq(a, b),
        _ => false,
    };
    rt.codemode = config.services.codemode.clone();
    adopted || refreshed
}
