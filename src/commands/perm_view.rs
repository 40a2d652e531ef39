//! `/permissions`: the readable form of the permission pipeline — the decision order
//! (permissions.md), every loaded rule with the file or flag it came from, and the latest 20
//! automatic decisions.

use std::path::Path;

use crate::permissions::Permissions;
use crate::permissions::config::project_file;

const ORDER: [&str; 8] = [
    "1. deny rules (incl. built-in deny) → deny",
    "2. dangerous commands → ask",
    "3. [auto] protected paths, writes outside the project, network, deletion → ask",
    "4. allow rules, session memory → allow",
    "5. the mode (plan / allowlist: read-only only; default / auto-edit / full-auto: their table)",
    "6. [auto] static judgement → allow; undecided → the classifier",
    "7. [auto] the classifier: allow → allow; ask, error or timeout → ask",
    "8. asking: the approval dialog (unattended: deny)",
];

/// Where a rule of this origin was loaded from.
fn source(origin: &str, cwd: &Path) -> String {
    match origin {
        "config" => crate::config::paths::user_config_file()
            .map(|p| p.display().to_string())
            .unwrap_or_else(|| "user config".into()),
        "project config" => project_file(cwd).display().to_string(),
        other => other.to_string(),
    }
}

pub fn lines(p: &Permissions, cwd: &Path) -> Vec<String> {
    let mode = p.mode();
    let mut out = vec![format!("Mode: {} ({})", mode.display_name(), mode.as_str())];
    out.push("Decision order:".into());
    out.extend(ORDER.iter().map(|l| format!("  {l}")));
    let rules = &p.config.rules;
    out.push("Rules:".into());
    if rules.deny.is_empty() && rules.allow.is_empty() {
        out.push("  (none)".into());
    }
    for (kind, list) in [("deny ", &rules.deny), ("allow", &rules.allow)] {
        for r in list {
            out.push(format!(
                "  {kind} {}  ({})",
                r.text(),
                source(r.origin, cwd)
            ));
        }
    }
    let latest = p.audit.latest();
    out.push(format!("Automatic decisions (latest {}):", latest.len()));
    if latest.is_empty() {
        out.push("  (none yet)".into());
    }
    for r in latest.iter().rev() {
        out.push(format!(
            "  {} {}: {} by {} ({})",
            r.tool,
            r.summary,
            r.decision.as_str(),
            r.layer,
            r.reason
        ));
    }
    out
}
