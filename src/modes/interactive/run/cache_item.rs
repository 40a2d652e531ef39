//! The status bar's cache items (tui.md "cache and context"), read from the process-wide cache
//! state rather than from one message's usage: the endpoint's reporting decides between
//! `cache 83%`, `cache —` and `cache not reported`; `♨` shows while warming is scheduled, and
//! `rebill` shows this session's re-billed dollars (tokens when the model has no price).

use crate::agent::Agent;
use crate::agent::cache::view::CacheBar;
use crate::tui::components::status_bar::{CacheState, StatusInfo};

/// Fills the cache, warming and rebill items of `info` from the agent's cache state.
pub(super) fn fill(agent: &Agent, info: &mut StatusInfo) {
    info.cache = Some(state_of(agent.cache_bar()));
    info.warming = agent.cache_warming();
    let stats = agent.cache_stats();
    match stats.re_billed_usd {
        Some(usd) => info.rebill = Some(usd),
        None => info.rebill_tokens = Some(stats.re_billed_tokens),
    }
}

fn state_of(bar: CacheBar) -> CacheState {
    match bar {
        CacheBar::Hit(p) => CacheState::Hit(p),
        CacheBar::Unknown => CacheState::Unknown,
        CacheBar::Silent => CacheState::Silent,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tui::component::Component;
    use crate::tui::components::status_bar::StatusBar;

    /// The bar shows exactly the agent's own text for each state.
    #[test]
    fn every_bar_state_renders_the_agents_text() {
        for bar in [CacheBar::Hit(83), CacheBar::Unknown, CacheBar::Silent] {
            let info = StatusInfo {
                cache: Some(state_of(bar)),
                ..StatusInfo::default()
            };
            assert_eq!(StatusBar::new(info).render(80)[0].plain(), bar.text());
        }
    }
}
