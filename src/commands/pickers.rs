//! The pickers of `/model`, `/thinking`, `/permission`, `/resume`, `/tree` and `/fork`: each
//! builds a `Picker` whose items carry the argument the command runs with once chosen.

use std::path::Path;
use std::time::SystemTime;

use crate::agent::Agent;
use crate::agent::reply::ModelInfo;
use crate::commands::{CommandError, PickItem, Picker};
use crate::permissions::mode::Mode;
use crate::session::paths;
use crate::session::summary;

/// At most this many sessions in the `/resume` picker (the newest).
const MAX_SESSIONS: usize = 200;

/// `128000` → `128k`, `1000000` → `1M`.
pub fn tokens(n: u64) -> String {
    if n >= 1_000_000 && n.is_multiple_of(1_000_000) {
        format!("{}M", n / 1_000_000)
    } else if n >= 1_000_000 {
        format!("{:.1}M", n as f64 / 1_000_000.0)
    } else if n >= 1000 {
        format!("{}k", n / 1000)
    } else {
        n.to_string()
    }
}

/// The model a picker marks as current: provider, id and channel.
pub struct Current<'a> {
    pub provider: &'a str,
    pub id: &'a str,
    pub channel: Option<&'a str>,
}

/// The models that have a key, grouped by provider and, on a provider with channels, by
/// channel (tui.md: each model once per channel; a channel other than the preferred first one
/// is written `@channel`), catalogue order within a group: `provider/id[@channel]`, then the
/// group, context size and `img` when the model takes images. `channels` gives a provider's
/// channels, preferred first (none for most providers).
pub fn models(
    models: Vec<ModelInfo>,
    current: Current<'_>,
    channels: &dyn Fn(&str) -> Vec<String>,
) -> Picker {
    let is_current = |m: &ModelInfo| (m.provider.as_str(), m.id.as_str()) == (current.provider, current.id);
    let models: Vec<ModelInfo> = models
        .into_iter()
        .filter(|m| m.has_key || is_current(m))
        .collect();
    let mut providers: Vec<String> = Vec::new();
    for m in &models {
        if !providers.contains(&m.provider) {
            providers.push(m.provider.clone());
        }
    }
    let mut items = Vec::new();
    let mut selected = 0;
    for p in &providers {
        let names = channels(p);
        let groups: Vec<Option<&str>> = if names.is_empty() {
            vec![None]
        } else {
            names.iter().map(|n| Some(n.as_str())).collect()
        };
        for (g, channel) in groups.iter().enumerate() {
            for m in models.iter().filter(|m| &m.provider == p) {
                let here = is_current(m) && (channel.is_none() || *channel == current.channel);
                if here {
                    selected = items.len();
                }
                let group = channel.map_or_else(|| m.provider.clone(), |c| format!("{} · {c}", m.provider));
                let mut description = format!("{group} · {} ctx", tokens(m.context_window));
                if m.input.iter().any(|i| i == "image") {
                    description.push_str(" · img");
                }
                if here {
                    description.push_str(" · current");
                }
                let spec = match channel {
                    Some(c) if g > 0 => format!("{}/{}@{c}", m.provider, m.id),
                    _ => format!("{}/{}", m.provider, m.id),
                };
                items.push(PickItem {
                    label: spec.clone(),
                    description,
                    value: spec,
                });
            }
        }
    }
    Picker {
        title: "Model".into(),
        command: "model".into(),
        items,
        selected,
        numbered: false,
    }
}

/// One line explaining each mode.
pub fn mode_line(mode: Mode) -> &'static str {
    match mode {
        Mode::Default => "reads freely; asks before each edit and command",
        Mode::AutoEdit => "edits files in the project; asks before commands",
        Mode::Plan => "read-only research; edits and other commands are denied",
        Mode::Auto => "routine work runs; a classifier sends risky steps to you",
        Mode::FullAuto => "everything runs without asking; for throwaway sandboxes",
        Mode::Allowlist => "never asks; only calls matching allow rules run (CI)",
    }
}

/// permissions.md's `Mode` picker: display name and one line, a check on the current mode,
/// `Default` on the configured one, `Recommended` on Auto; digits 1–6 choose.
pub fn modes(current: Mode, configured: Mode) -> Picker {
    let mut selected = 0;
    let items = Mode::ALL
        .iter()
        .enumerate()
        .map(|(i, &m)| {
            let mut description = mode_line(m).to_string();
            if m == configured {
                description.push_str(" · Default");
            }
            if m == Mode::Auto {
                description.push_str(" · Recommended");
            }
            let mut label = m.display_name().to_string();
            if m == current {
                selected = i;
                label.push_str(" ✓");
            }
            PickItem {
                label,
                description,
                value: m.as_str().to_string(),
            }
        })
        .collect();
    Picker {
        title: "Mode".into(),
        command: "permission".into(),
        items,
        selected,
        numbered: true,
    }
}

pub fn thinking(agent: &Agent) -> Picker {
    let current = agent.state().thinking_level;
    let levels = agent.available_thinking_levels();
    let selected = levels.iter().position(|l| *l == current).unwrap_or(0);
    let items = levels
        .iter()
        .map(|l| PickItem {
            label: l.as_str().to_string(),
            description: if *l == current {
                "current".into()
            } else {
                String::new()
            },
            value: l.as_str().to_string(),
        })
        .collect();
    Picker {
        title: "Thinking level".into(),
        command: "thinking".into(),
        items,
        selected,
        numbered: false,
    }
}

/// `5s`, `3m`, `2h`, `4d` ago.
pub fn age(modified: SystemTime, now: SystemTime) -> String {
    let s = now
        .duration_since(modified)
        .map(|d| d.as_secs())
        .unwrap_or(0);
    match s {
        0..60 => format!("{s}s ago"),
        60..3600 => format!("{}m ago", s / 60),
        3600..86400 => format!("{}h ago", s / 3600),
        _ => format!("{}d ago", s / 86400),
    }
}

/// One line of at most `max` characters.
pub fn one_line(text: &str, max: usize) -> String {
    let line = text.lines().map(str::trim).find(|l| !l.is_empty());
    let line = line.unwrap_or_default();
    match line.char_indices().nth(max) {
        Some((i, _)) => format!("{}…", &line[..i]),
        None => line.to_string(),
    }
}

/// This directory's sessions, newest first: name or first user message, age, message count.
pub fn sessions(root: &Path, cwd: &Path, current: &str) -> Picker {
    let now = SystemTime::now();
    let mut items = Vec::new();
    let own = paths::list(root, Some(cwd))
        .into_iter()
        .filter(|f| !crate::session::task_child::is_task_child(&f.path));
    for found in own.take(MAX_SESSIONS) {
        let (title, count) = match summary::summarize(&found.path, false) {
            Ok(s) => {
                let title = s
                    .name
                    .clone()
                    .or_else(|| s.first_user_text().map(|t| one_line(t, 60)))
                    .unwrap_or_else(|| "(no messages)".into());
                (title, s.counts.user + s.counts.assistant)
            }
            Err(_) => ("(unreadable)".to_string(), 0),
        };
        let mut description = format!(
            "{} · {count} messages · {}",
            age(found.modified, now),
            &found.id[..found.id.len().min(8)]
        );
        if found.id == current {
            description.push_str(" · current");
        }
        items.push(PickItem {
            label: title,
            description,
            value: found.id,
        });
    }
    Picker {
        title: "Resume a session".into(),
        command: "resume".into(),
        items,
        selected: 0,
        numbered: false,
    }
}

/// Every user message of the tree, indented at forks, `●` on the current branch; the last
/// message of the current branch is selected.
pub fn tree(agent: &Agent, command: &str) -> Result<Picker, CommandError> {
    let messages = agent.tree_messages()?;
    if messages.is_empty() {
        return Err(CommandError::Usage(
            "this session has no user messages yet; send one first".into(),
        ));
    }
    let mut selected = 0;
    let items = messages
        .iter()
        .enumerate()
        .map(|(i, m)| {
            if m.on_branch {
                selected = i;
            }
            let mark = if m.on_branch { "● " } else { "  " };
            PickItem {
                label: format!("{}{mark}{}", "  ".repeat(m.depth), one_line(&m.text, 70)),
                description: String::new(),
                value: m.entry_id.clone(),
            }
        })
        .collect();
    let title = if command == "fork" {
        "Fork from before a message"
    } else {
        "Go back to before a message"
    };
    Ok(Picker {
        title: title.into(),
        command: command.into(),
        items,
        selected,
        numbered: false,
    })
}

#[cfg(test)]
mod tests {
    use std::time::{Duration, SystemTime};

    use super::{age, modes, one_line, tokens};
    use crate::permissions::mode::Mode;

    #[test]
    fn formats() {
        for (n, s) in [
            (999, "999"),
            (128_000, "128k"),
            (1_000_000, "1M"),
            (1_500_000, "1.5M"),
        ] {
            assert_eq!(tokens(n), s);
        }
        let now = SystemTime::UNIX_EPOCH + Duration::from_secs(1_000_000);
        for (ago, s) in [
            (5, "5s ago"),
            (120, "2m ago"),
            (7200, "2h ago"),
            (200_000, "2d ago"),
        ] {
            assert_eq!(age(now - Duration::from_secs(ago), now), s);
        }
        assert_eq!(one_line("\n  hello\nworld", 10), "hello");
        assert_eq!(one_line("abcdef", 3), "abc…");
    }

    #[test]
    fn mode_picker_marks() {
        let p = modes(Mode::AutoEdit, Mode::Default);
        assert_eq!(p.title, "Mode");
        assert!(p.numbered);
        assert_eq!(p.selected, 1);
        let labels: Vec<&str> = p.items.iter().map(|i| i.label.as_str()).collect();
        assert_eq!(
            labels,
            [
                "Manual",
                "Accept edits ✓",
                "Plan",
                "Auto",
                "Bypass permissions",
                "Allowlist only"
            ]
        );
        assert!(p.items[0].description.ends_with(" · Default"));
        assert!(p.items[3].description.ends_with(" · Recommended"));
        assert_eq!(p.items[4].value, "full-auto");
    }
}
