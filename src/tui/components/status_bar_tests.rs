//! Status bar: full row, missing data left out, narrow widths dropping items in the spec's order.

use super::{CacheState, StatusBar, StatusInfo, format_cost, format_tokens};
use crate::tui::component::Component;
use crate::tui::style::{Role, Style};

fn full() -> StatusInfo {
    StatusInfo {
        model: "anthropic/claude-sonnet".into(),
        thinking: Some("medium".into()),
        tokens: Some((12_345, 1_234)),
        cache: Some(CacheState::Hit(80)),
        warming: true,
        cost: Some(0.12),
        rebill: Some(0.11),
        rebill_tokens: None,
        context: Some(Some(34)),
        queued: 2,
        mode: "Auto".into(),
        mode_warn: false,
        codemode: None,
        preset: Some("default".into()),
        host: None,
        sandbox: true,
        expanded: false,
    }
}

fn plain(info: StatusInfo, w: usize) -> String {
    StatusBar::new(info).render(w)[0].plain()
}

#[test]
fn full_row_at_200() {
    assert_eq!(
        plain(full(), 200),
        "anthropic/claude-sonnet · think:medium · ↑12k ↓1.2k · cache 80% ♨ · $0.12 · rebill $0.11 · ctx 34% · queued 2 · mode:Auto · sandbox · preset:default"
    );
}

#[test]
fn narrow_rows_drop_in_order() {
    // 100 columns: preset, rebill, cost go.
    assert_eq!(
        plain(full(), 100),
        "anthropic/claude-sonnet · think:medium · ↑12k ↓1.2k · cache 80% ♨ · ctx 34% · queued 2 · mode:Auto"
    );
    assert_eq!(plain(full(), 40), "ctx 34% · mode:Auto");
    assert_eq!(
        plain(full(), 60),
        "anthropic/claude-sonnet · ctx 34% · queued 2 · mode:Auto"
    );
    assert_eq!(plain(full(), 10), "mode:Auto");
}

#[test]
fn missing_data_is_left_out() {
    let info = StatusInfo {
        model: "m".into(),
        mode: "Manual".into(),
        context: Some(None),
        cache: Some(CacheState::Silent),
        rebill: Some(0.0),
        ..StatusInfo::default()
    };
    assert_eq!(
        plain(info, 100),
        "m · cache not reported · ctx ? · mode:Manual"
    );
}

#[test]
fn context_and_mode_colours() {
    for (p, role) in [
        (69, Role::Muted),
        (70, Role::Warning),
        (89, Role::Warning),
        (90, Role::Error),
    ] {
        let info = StatusInfo {
            context: Some(Some(p)),
            ..StatusInfo::default()
        };
        let line = &StatusBar::new(info).render(80)[0];
        assert_eq!(line.spans[0].style, Style::role(role), "ctx {p}%");
    }
    let info = StatusInfo {
        mode: "Bypass permissions".into(),
        mode_warn: true,
        ..StatusInfo::default()
    };
    let line = &StatusBar::new(info).render(80)[0];
    assert_eq!(line.plain(), "mode:Bypass permissions");
    assert_eq!(line.spans[0].style, Style::role(Role::Warning));
}

#[test]
fn number_formats() {
    assert_eq!(format_tokens(999), "999");
    assert_eq!(format_tokens(1_234), "1.2k");
    assert_eq!(format_tokens(12_345), "12k");
    assert_eq!(format_tokens(1_250_000), "1.2M");
    assert_eq!(format_cost(0.12), "$0.12");
    assert_eq!(format_cost(0.0042), "$0.004");
    assert_eq!(format_cost(0.0), "$0.00");
}

#[test]
fn rebill_shows_tokens_when_unpriced_and_nothing_at_zero() {
    let base = StatusInfo {
        model: "m".into(),
        ..StatusInfo::default()
    };
    let unpriced = StatusInfo {
        rebill_tokens: Some(38_200),
        ..base.clone()
    };
    assert_eq!(plain(unpriced, 80), "m · rebill 38k tok");
    let zero = StatusInfo {
        rebill: Some(0.0),
        rebill_tokens: Some(0),
        ..base.clone()
    };
    assert_eq!(plain(zero, 80), "m");
    let priced = StatusInfo {
        rebill: Some(0.11),
        rebill_tokens: Some(38_200),
        ..base
    };
    assert_eq!(plain(priced, 80), "m · rebill $0.11");
}

#[test]
fn expanded_shows_and_outlives_the_figures() {
    let mut info = full();
    info.expanded = true;
    assert!(plain(info.clone(), 200).contains(" · expanded · mode:Auto"));
    // Narrow: the figures go before the indicator.
    let narrow = plain(info, 70);
    assert!(narrow.contains("expanded"), "{narrow}");
    assert!(!narrow.contains("$0.12"), "{narrow}");
}
