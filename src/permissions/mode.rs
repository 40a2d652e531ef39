//! The six permission modes, their display names, their strictness order
//! (`plan < allowlist < default < auto-edit < auto < full-auto`), the Shift+Tab cycle, and
//! `plan.bash`.

use serde::Serialize;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Default)]
#[serde(rename_all = "kebab-case")]
pub enum Mode {
    #[default]
    Default,
    AutoEdit,
    Plan,
    Auto,
    FullAuto,
    Allowlist,
}

impl Mode {
    pub const ALL: [Mode; 6] = [
        Mode::Default,
        Mode::AutoEdit,
        Mode::Plan,
        Mode::Auto,
        Mode::FullAuto,
        Mode::Allowlist,
    ];

    pub fn parse(s: &str) -> Option<Mode> {
        Mode::ALL.into_iter().find(|m| m.as_str() == s)
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Mode::Default => "default",
            Mode::AutoEdit => "auto-edit",
            Mode::Plan => "plan",
            Mode::Auto => "auto",
            Mode::FullAuto => "full-auto",
            Mode::Allowlist => "allowlist",
        }
    }

    /// The name the interface shows.
    pub fn display_name(self) -> &'static str {
        match self {
            Mode::Default => "Manual",
            Mode::AutoEdit => "Accept edits",
            Mode::Plan => "Plan",
            Mode::Auto => "Auto",
            Mode::FullAuto => "Bypass permissions",
            Mode::Allowlist => "Allowlist only",
        }
    }

    /// 0 is the strictest.
    pub fn strictness(self) -> u8 {
        match self {
            Mode::Plan => 0,
            Mode::Allowlist => 1,
            Mode::Default => 2,
            Mode::AutoEdit => 3,
            Mode::Auto => 4,
            Mode::FullAuto => 5,
        }
    }

    /// Shift+Tab: Manual → Accept edits → Plan → Auto → Bypass permissions → Manual.
    /// `allowlist` is not in the cycle; from it the cycle starts over at Manual.
    pub fn next_in_cycle(self) -> Mode {
        match self {
            Mode::Default => Mode::AutoEdit,
            Mode::AutoEdit => Mode::Plan,
            Mode::Plan => Mode::Auto,
            Mode::Auto => Mode::FullAuto,
            Mode::FullAuto | Mode::Allowlist => Mode::Default,
        }
    }

    /// Modes that only user config, the command line or a profile may set.
    pub fn needs_user_choice(self) -> bool {
        matches!(self, Mode::Auto | Mode::FullAuto)
    }

    pub const NAMES: &'static str = "default, auto-edit, plan, auto, full-auto, allowlist";
}

/// What plan mode does with bash commands that are not read-only.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum PlanBash {
    /// Read-only commands run; the rest is denied.
    #[default]
    Readonly,
    /// Read-only commands run; the rest asks.
    Ask,
    /// Every command is denied.
    Deny,
}

impl PlanBash {
    pub fn parse(s: &str) -> Option<PlanBash> {
        match s {
            "readonly" => Some(PlanBash::Readonly),
            "ask" => Some(PlanBash::Ask),
            "deny" => Some(PlanBash::Deny),
            _ => None,
        }
    }

    /// 0 is the strictest.
    pub fn strictness(self) -> u8 {
        match self {
            PlanBash::Deny => 0,
            PlanBash::Readonly => 1,
            PlanBash::Ask => 2,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Mode;

    #[test]
    fn order_names_and_cycle() {
        let mut by_strictness = Mode::ALL.to_vec();
        by_strictness.sort_by_key(|m| m.strictness());
        let names: Vec<&str> = by_strictness.iter().map(|m| m.as_str()).collect();
        assert_eq!(
            names,
            [
                "plan",
                "allowlist",
                "default",
                "auto-edit",
                "auto",
                "full-auto"
            ]
        );
        for m in Mode::ALL {
            assert_eq!(Mode::parse(m.as_str()), Some(m));
        }
        assert_eq!(Mode::parse("bypass"), None);
        let mut m = Mode::Default;
        let mut seen = Vec::new();
        for _ in 0..5 {
            m = m.next_in_cycle();
            seen.push(m.display_name());
        }
        assert_eq!(
            seen,
            [
                "Accept edits",
                "Plan",
                "Auto",
                "Bypass permissions",
                "Manual"
            ]
        );
        assert_eq!(Mode::Allowlist.next_in_cycle(), Mode::Default);
    }
}
