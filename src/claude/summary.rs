//! The start-up line that says what was loaded from Claude Code's places, e.g.
//! `from Claude Code (~/.claude/settings.json, .claude/settings.json): 3 hooks, 2 skills,
//! 4 permission rules, defaultMode acceptEdits, 1 env variable, 1 plugin (explanatory-output-style)`, and the
//! same facts for `ama doctor`. Nothing is printed when nothing was found.

use serde_json::Value;

use crate::claude::Claude;

fn plural(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

impl Claude {
    /// Claude Code rules taken: deny and ask always, allow only from the user's file or a
    /// trusted project; a rule ama cannot map (`WebFetch(domain:…)`) is named as ignored at
    /// start-up, so it is not counted here.
    pub fn rule_count(&self) -> usize {
        let root = std::path::Path::new("/");
        let len = |f: &crate::claude::settings::File, k: &str| {
            f.get("permissions")
                .and_then(|p| p.get(k))
                .and_then(Value::as_array)
                .map_or(0, |a| {
                    a.iter()
                        .filter_map(Value::as_str)
                        .filter(|r| crate::claude::permissions::rule(r, root, root).is_ok())
                        .count()
                })
        };
        self.files
            .iter()
            .map(|f| {
                let allow = if f.scope.is_project() && !self.trusted {
                    0
                } else {
                    len(f, "allow")
                };
                allow + len(f, "deny") + len(f, "ask")
            })
            .sum()
    }

    /// What was loaded, one item each (`3 hooks`, `1 plugin (name)`); empty when nothing was.
    pub fn items(&self) -> Vec<String> {
        let mut items = Vec::new();
        let hooks = self.hooks.count();
        if hooks > 0 {
            items.push(plural(hooks, "hook", "hooks"));
        }
        let l = self.loaded;
        for (n, one, many) in [
            (l.agents, "agent", "agents"),
            (l.skills, "skill", "skills"),
            (l.commands, "command", "commands"),
        ] {
            if n > 0 {
                items.push(plural(n, one, many));
            }
        }
        let rules = self.rule_count();
        if rules > 0 {
            items.push(plural(rules, "permission rule", "permission rules"));
        }
        for f in &self.files {
            if let Some(m) = f
                .get("permissions")
                .and_then(|p| p.get("defaultMode"))
                .and_then(Value::as_str)
            {
                // A mode the permissions ignored (looser than the user's, or under
                // --permission-mode) is named by its warning, not listed as loaded.
                let label = f.label();
                if self.applied_modes.as_ref().is_none_or(|a| a.contains(&label)) {
                    items.push(format!("defaultMode {m} ({label})"));
                }
            }
        }
        if !self.env.is_empty() {
            items.push(plural(self.env.len(), "env variable", "env variables"));
        }
        if !self.dirs.is_empty() {
            let shown: Vec<String> = self
                .dirs
                .iter()
                .map(|d| crate::claude::inventory::shown(d, &self.cwd))
                .collect();
            items.push(format!(
                "{} ({})",
                plural(shown.len(), "additional directory", "additional directories"),
                shown.join(", ")
            ));
        }
        if !self.plugins.is_empty() {
            let names: Vec<&str> = self.plugins.iter().map(|p| p.name.as_str()).collect();
            items.push(format!(
                "{} ({})",
                plural(names.len(), "plugin", "plugins"),
                names.join(", ")
            ));
        }
        items
    }

    /// The start-up line, or `None` when no Claude Code file was found.
    pub fn summary_line(&self) -> Option<String> {
        if self.files.is_empty() && self.plugins.is_empty() && self.loaded == Default::default() {
            return None;
        }
        let from: Vec<String> = self.files.iter().map(|f| f.label()).collect();
        let items = self.items();
        let what = if items.is_empty() {
            "nothing ama uses".to_string()
        } else {
            items.join(", ")
        };
        Some(if from.is_empty() {
            format!("from Claude Code: {what}")
        } else {
            format!("from Claude Code ({}): {what}", from.join(", "))
        })
    }
}
