//! The status bar (tui.md "layout", "cache and context"): model · thinking · ↑in ↓out · cache ·
//! cost · rebill · ctx · queued · mode · codemode · preset · host. Items without data are left
//! out, never faked. `sandbox` (bash runs in the OS sandbox) follows the mode. When the row is
//! too narrow, items drop in the spec's order: host, preset, sandbox, rebill, cost, cache,
//! tokens, thinking, queued, codemode, then model, ctx and mode last.

use crate::tui::component::Component;
use crate::tui::line::Line;
use crate::tui::sanitize::sanitize_line;
use crate::tui::style::{Role, Style};

/// The endpoint's cache reporting for the latest request.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum CacheState {
    /// Hit rate of the latest request, in percent.
    Hit(u8),
    /// Not reported yet (`cache —`).
    Unknown,
    /// The endpoint does not report caching (`cache not reported`).
    Silent,
}

/// Everything the bar can show; `None` leaves an item out.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct StatusInfo {
    /// `provider/model`.
    pub model: String,
    /// Thinking level (`medium`), shown as `think:medium`.
    pub thinking: Option<String>,
    /// Input (with cache reads and writes) and output tokens.
    pub tokens: Option<(u64, u64)>,
    pub cache: Option<CacheState>,
    /// The cache is being kept warm (♨).
    pub warming: bool,
    /// Session cost in dollars.
    pub cost: Option<f64>,
    /// Re-billed dollars from cache misses (left out when zero).
    pub rebill: Option<f64>,
    /// Re-billed tokens, shown instead when the model has no price (left out when zero).
    pub rebill_tokens: Option<u64>,
    /// Context use in percent; `Some(None)` is a model without a known window (`ctx ?`).
    pub context: Option<Option<u8>>,
    pub queued: usize,
    /// The permission mode's display name (`Auto`), shown as `mode:Auto`.
    pub mode: String,
    /// Yellow mode (Bypass permissions).
    pub mode_warn: bool,
    /// `on` / `only`, with `net!` in red when Node's permission model leaves the network open.
    pub codemode: Option<(String, bool)>,
    pub preset: Option<String>,
    pub host: Option<String>,
    /// Bash runs inside the OS sandbox (`sandbox`).
    pub sandbox: bool,
    /// Ctrl+O: tool output is shown in full (`expanded`).
    pub expanded: bool,
}

/// Item identities, in display order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Item {
    Model,
    Thinking,
    Tokens,
    Cache,
    Cost,
    Rebill,
    Ctx,
    Queued,
    Expanded,
    Mode,
    Codemode,
    Preset,
    Host,
    Sandbox,
}

/// Which items go first when the row is too narrow.
const DROP_ORDER: [Item; 14] = [
    Item::Host,
    Item::Preset,
    Item::Sandbox,
    Item::Rebill,
    Item::Cost,
    Item::Cache,
    Item::Tokens,
    Item::Thinking,
    Item::Expanded,
    Item::Queued,
    Item::Codemode,
    Item::Model,
    Item::Ctx,
    Item::Mode,
];

/// `999`, `1.2k`, `12k`, `1.2M`.
pub fn format_tokens(n: u64) -> String {
    match n {
        0..=999 => n.to_string(),
        1000..=9_999 => format!("{:.1}k", n as f64 / 1000.0),
        10_000..=999_999 => format!("{}k", n / 1000),
        _ => format!("{:.1}M", n as f64 / 1_000_000.0),
    }
}

/// `$0.12`; three decimals under a cent.
pub fn format_cost(c: f64) -> String {
    if c > 0.0 && c < 0.01 {
        format!("${c:.3}")
    } else {
        format!("${c:.2}")
    }
}

pub struct StatusBar {
    pub info: StatusInfo,
}

impl StatusBar {
    pub fn new(info: StatusInfo) -> StatusBar {
        StatusBar { info }
    }

    fn item(&self, item: Item) -> Option<Line> {
        let i = &self.info;
        let muted = Style::role(Role::Muted);
        Some(match item {
            Item::Model if !i.model.is_empty() => {
                Line::styled(sanitize_line(&i.model), Style::PLAIN)
            }
            Item::Thinking => Line::styled(format!("think:{}", i.thinking.as_ref()?), muted),
            Item::Tokens => {
                let (inp, out) = i.tokens?;
                Line::styled(
                    format!("↑{} ↓{}", format_tokens(inp), format_tokens(out)),
                    muted,
                )
            }
            Item::Cache => {
                let text = match i.cache? {
                    CacheState::Hit(p) => format!("cache {p}%"),
                    CacheState::Unknown => "cache —".to_string(),
                    CacheState::Silent => "cache not reported".to_string(),
                };
                let mut l = Line::styled(text, muted);
                if i.warming {
                    l.push(" ♨", Style::role(Role::Warning));
                }
                l
            }
            Item::Cost => Line::styled(format_cost(i.cost?), muted),
            Item::Rebill => {
                let text = match (i.rebill.filter(|r| *r > 0.0), i.rebill_tokens) {
                    (Some(r), _) => format!("rebill {}", format_cost(r)),
                    (None, Some(t)) if t > 0 => format!("rebill {} tok", format_tokens(t)),
                    _ => return None,
                };
                Line::styled(text, Style::role(Role::Warning))
            }
            Item::Ctx => match i.context? {
                None => Line::styled("ctx ?", muted),
                Some(p) => {
                    let st = match p {
                        90.. => Style::role(Role::Error),
                        70..=89 => Style::role(Role::Warning),
                        _ => muted,
                    };
                    Line::styled(format!("ctx {p}%"), st)
                }
            },
            Item::Queued if i.queued > 0 => {
                Line::styled(format!("queued {}", i.queued), Style::role(Role::Accent))
            }
            Item::Mode if !i.mode.is_empty() => {
                let st = if i.mode_warn {
                    Style::role(Role::Warning)
                } else {
                    muted
                };
                Line::styled(format!("mode:{}", sanitize_line(&i.mode)), st)
            }
            Item::Codemode => {
                let (m, net) = i.codemode.as_ref()?;
                let mut l = Line::styled(format!("codemode:{}", sanitize_line(m)), muted);
                if *net {
                    l.push(" net!", Style::role(Role::Error));
                }
                l
            }
            Item::Preset => Line::styled(
                format!("preset:{}", sanitize_line(i.preset.as_ref()?)),
                muted,
            ),
            Item::Host => Line::styled(sanitize_line(i.host.as_ref()?), muted),
            Item::Sandbox if i.sandbox => Line::styled("sandbox", muted),
            Item::Expanded if i.expanded => Line::styled("expanded", Style::role(Role::Accent)),
            _ => return None,
        })
    }
}

impl Component for StatusBar {
    fn render(&self, width: usize) -> Vec<Line> {
        use Item::*;
        let order = [
            Model, Thinking, Tokens, Cache, Cost, Rebill, Ctx, Queued, Expanded, Mode, Sandbox,
            Codemode, Preset, Host,
        ];
        let mut items: Vec<(Item, Line)> = order
            .iter()
            .filter_map(|&it| self.item(it).map(|l| (it, l)))
            .collect();
        let sep = Line::styled(" · ", Style::role(Role::Border));
        let join = |items: &[(Item, Line)]| {
            let mut l = Line::new();
            for (k, (_, item)) in items.iter().enumerate() {
                if k > 0 {
                    l.append(sep.clone());
                }
                l.append(item.clone());
            }
            l
        };
        let mut line = join(&items);
        for drop in DROP_ORDER {
            if line.width() <= width || items.len() <= 1 {
                break;
            }
            if let Some(pos) = items.iter().position(|(it, _)| *it == drop) {
                items.remove(pos);
                line = join(&items);
            }
        }
        vec![line.truncate(width)]
    }
}

#[cfg(test)]
#[path = "status_bar_tests.rs"]
mod tests;
