//! Claude Code's `permissions` mapped to ama's rules and modes (docs/claude-code.md):
//! `allow` / `deny` / `ask` rules in Claude Code's syntax (`Bash(npm run test:*)`,
//! `Read(./.env)`, `Edit(src/**)`, `mcp__server__tool`) become ama rule strings with the same
//! matching, and `defaultMode` becomes one of ama's modes. The user's file counts like ama's user
//! config; a project's files may only tighten: their deny and ask rules always apply, their allow
//! rules only in a trusted project, and their mode only when it is stricter. ama has no ask
//! rules, so an ask rule denies (tighter, never looser). `additionalDirectories` become extra
//! project roots (`claude::dirs`).

use std::path::Path;

use serde_json::Value;

use crate::claude::settings::{File, Scope};
use crate::permissions::config::PermissionConfig;
use crate::permissions::mode::Mode;
use crate::permissions::rules::Rule;

/// ama's mode for a Claude Code `defaultMode`.
pub fn mode(name: &str) -> Option<Mode> {
    match name {
        "default" => Some(Mode::Default),
        "acceptEdits" => Some(Mode::AutoEdit),
        "plan" => Some(Mode::Plan),
        "bypassPermissions" => Some(Mode::FullAuto),
        "dontAsk" => Some(Mode::Allowlist),
        _ => None,
    }
}

/// The ama tools a Claude Code rule's tool name covers (Read rules cover every reading tool and
/// Edit rules every editing tool, as in Claude Code); `None` for a tool ama does not have.
fn tools(cc: &str) -> Option<Vec<String>> {
    let names: &[&str] = match cc {
        "Bash" => &["bash"],
        "Read" => &["read", "grep", "glob", "ls"],
        "Edit" | "MultiEdit" => &["edit", "write"],
        "Write" => &["write"],
        _ if cc.starts_with("mcp__") => return Some(vec![cc.to_string()]),
        _ => {
            return crate::tools::identity::from_claude_name(cc).map(|t| vec![t.to_string()]);
        }
    };
    Some(names.iter().map(|s| s.to_string()).collect())
}

/// A path pattern in ama's syntax: `//abs` is absolute, `~/x` stays, `/x` is relative to the
/// directory that holds `.claude` (`root`), `./x` to the working directory; other patterns are
/// gitignore-style in both.
fn path_pattern(p: &str, root: &Path, cwd: &Path) -> String {
    if let Some(abs) = p.strip_prefix("//") {
        format!("/{abs}")
    } else if p.starts_with("~/") {
        p.to_string()
    } else if let Some(rel) = p.strip_prefix('/') {
        root.join(rel).display().to_string()
    } else if let Some(rel) = p.strip_prefix("./") {
        cwd.join(rel).display().to_string()
    } else {
        p.to_string()
    }
}

/// One Claude Code rule as ama rule strings, or why it cannot be used.
pub fn rule(text: &str, root: &Path, cwd: &Path) -> Result<Vec<String>, String> {
    let text = text.trim();
    let (tool, pattern) = match text.find('(') {
        Some(open) if text.ends_with(')') => (&text[..open], Some(&text[open + 1..text.len() - 1])),
        Some(_) => return Err(format!("`{text}` has a `(` without a closing `)`")),
        None => (text, None),
    };
    let Some(names) = tools(tool) else {
        return Err(format!("`{text}`: ama has no `{tool}` tool"));
    };
    let pattern = pattern.map(str::trim).filter(|p| !p.is_empty() && *p != "*");
    let Some(p) = pattern else {
        return Ok(names);
    };
    if tool == "Bash" {
        // `npm run test:*` is the command or the command followed by arguments.
        return Ok(match p.strip_suffix(":*") {
            Some(prefix) => vec![format!("bash({prefix})"), format!("bash({prefix} *)")],
            None => vec![format!("bash({p})")],
        });
    }
    if p.starts_with("domain:") {
        return Err(format!("`{text}`: ama has no web fetch tool"));
    }
    if tool.starts_with("mcp__") {
        return Ok(vec![format!("{tool}({p})")]);
    }
    let p = path_pattern(p, root, cwd);
    Ok(names.into_iter().map(|t| format!("{t}({p})")).collect())
}

/// What `apply` added, for the start-up line.
#[derive(Debug, Default, PartialEq)]
pub struct Applied {
    pub allow: usize,
    pub deny: usize,
    pub mode: Option<Mode>,
    /// The files whose `defaultMode` took effect (their labels), for the start-up line.
    pub mode_from: Vec<String>,
}

/// Adds the rules and mode of Claude Code's settings `files` to `cfg`; problems and skipped
/// loosening go to `notes`.
pub fn apply(
    cfg: &mut PermissionConfig,
    files: &[File],
    (cwd, trusted): (&Path, bool),
    notes: &mut Vec<String>,
) -> Applied {
    let mut applied = Applied::default();
    let home = crate::claude::settings::user_dir()
        .and_then(|d| d.parent().map(Path::to_path_buf))
        .unwrap_or_default();
    for file in files {
        let Some(perms) = file.get("permissions") else {
            continue;
        };
        let origin: &'static str = match file.scope {
            Scope::User => "~/.claude/settings.json",
            Scope::Project => ".claude/settings.json",
            Scope::Local => ".claude/settings.local.json",
        };
        let root = if file.scope == Scope::User { &home } else { cwd };
        let list = |key: &str| -> Vec<String> {
            perms
                .get(key)
                .and_then(Value::as_array)
                .map(|a| a.iter().filter_map(Value::as_str).map(str::to_string).collect())
                .unwrap_or_default()
        };
        let mut add = |texts: Vec<String>, allow: bool, notes: &mut Vec<String>| {
            for text in texts {
                match rule(&text, root, cwd) {
                    Ok(rules) => {
                        for r in rules {
                            match Rule::parse(&r, origin) {
                                Ok(parsed) if allow => {
                                    cfg.rules.allow.push(parsed);
                                    applied.allow += 1;
                                }
                                Ok(parsed) => {
                                    cfg.rules.deny.push(parsed);
                                    applied.deny += 1;
                                }
                                Err(e) => notes.push(format!("{origin}: {e}")),
                            }
                        }
                    }
                    Err(why) => notes.push(format!(
                        "{origin}: the permission rule {why}, so it is ignored"
                    )),
                }
            }
        };
        add(list("deny"), false, notes);
        let ask = list("ask");
        if !ask.is_empty() {
            notes.push(format!(
                "{origin}: ama has no \"ask\" rules; {} ask rule(s) deny instead (stricter, never looser) — move them to \"allow\" or \"deny\" to choose",
                ask.len()
            ));
        }
        add(ask, false, notes);
        let allow = list("allow");
        if file.scope.is_project() && !trusted {
            if !allow.is_empty() {
                notes.push(format!(
                    "{origin}: {} allow rule(s) are skipped because this project is not trusted (run with --trust-project, or answer yes when ama asks)",
                    allow.len()
                ));
            }
        } else {
            add(allow, true, notes);
        }
        // Named once at start-up by `claude::load`, not once per session here.
        for dir in crate::claude::dirs::of_file(file, (cwd, trusted), &mut Vec::new()) {
            if !cfg.extra_roots.contains(&dir) {
                cfg.extra_roots.push(dir);
            }
        }
        if let Some(name) = perms.get("defaultMode").and_then(Value::as_str) {
            apply_mode(cfg, file.scope, (origin, name), &mut applied, notes);
        }
    }
    applied
}

/// Whether `note` is `apply`'s word on a `defaultMode` it did not apply (`ama doctor` names
/// those among what was not used).
pub fn is_mode_note(note: &str) -> bool {
    [
        "~/.claude/settings.json",
        ".claude/settings.json",
        ".claude/settings.local.json",
    ]
    .iter()
    .any(|origin| {
        note.strip_prefix(origin)
            .is_some_and(|rest| rest.starts_with(": \"defaultMode\""))
    })
}

fn apply_mode(
    cfg: &mut PermissionConfig,
    scope: Scope,
    (origin, name): (&str, &str),
    applied: &mut Applied,
    notes: &mut Vec<String>,
) {
    let Some(m) = mode(name) else {
        notes.push(format!(
            "{origin}: \"defaultMode\" `{name}` is not one of default, acceptEdits, plan, bypassPermissions, dontAsk; ignored"
        ));
        return;
    };
    if cfg.mode_from_cli {
        return;
    }
    if scope == Scope::User {
        // ama's own config wins when it chose a mode other than the default.
        if cfg.mode == Mode::default() {
            cfg.mode = m;
            applied.mode = Some(m);
            applied.mode_from.push(origin.to_string());
        }
        return;
    }
    if m.needs_user_choice() || m.strictness() > cfg.mode.strictness() {
        notes.push(format!(
            "{origin}: \"defaultMode\" `{name}` is looser than `{}`; a project file may only tighten the mode, so it is ignored",
            cfg.mode.as_str()
        ));
        return;
    }
    cfg.mode = m;
    applied.mode = Some(m);
    applied.mode_from.push(origin.to_string());
}

#[cfg(test)]
mod tests {
    use std::path::Path;

    use serde_json::json;

    use super::{apply, rule};
    use crate::claude::settings::{File, Scope};
    use crate::permissions::config::PermissionConfig;
    use crate::permissions::mode::Mode;

    #[test]
    fn rules_map_to_ama_syntax() {
        let (root, cwd) = (Path::new("/p"), Path::new("/p/sub"));
        let table: &[(&str, &[&str])] = &[
            ("Bash", &["bash"]),
            ("Bash(*)", &["bash"]),
            ("Bash(npm run test:*)", &["bash(npm run test)", "bash(npm run test *)"]),
            ("Bash(git diff)", &["bash(git diff)"]),
            ("Read(./.env)", &["read(/p/sub/.env)", "grep(/p/sub/.env)", "glob(/p/sub/.env)", "ls(/p/sub/.env)"]),
            ("Edit(src/**)", &["edit(src/**)", "write(src/**)"]),
            ("Write(//etc/**)", &["write(/etc/**)"]),
            ("Read(~/.ssh/**)", &["read(~/.ssh/**)", "grep(~/.ssh/**)", "glob(~/.ssh/**)", "ls(~/.ssh/**)"]),
            ("Edit(/docs/*.md)", &["edit(/p/docs/*.md)", "write(/p/docs/*.md)"]),
            ("mcp__github__create_issue", &["mcp__github__create_issue"]),
            ("Grep", &["grep"]),
            ("TodoWrite", &["todo"]),
        ];
        for (cc, want) in table {
            let want: Vec<String> = want.iter().map(|s| s.to_string()).collect();
            assert_eq!(rule(cc, root, cwd), Ok(want), "{cc}");
        }
        for bad in ["WebFetch(domain:example.com)", "WebSearch", "NotebookEdit(x)", "Bash(x"] {
            assert!(rule(bad, root, cwd).is_err(), "{bad}");
        }
    }

    fn file(scope: Scope, perms: serde_json::Value) -> File {
        File {
            scope,
            path: "/x".into(),
            value: json!({ "permissions": perms }),
        }
    }

    #[test]
    fn a_project_file_never_loosens() {
        let cwd = Path::new("/p");
        let files = [
            file(Scope::User, json!({"defaultMode": "acceptEdits", "allow": ["Bash(make:*)"]})),
            file(Scope::Project, json!({"defaultMode": "bypassPermissions", "allow": ["Bash"], "deny": ["Read(./.env)"], "ask": ["Bash(git push:*)"]})),
        ];
        let mut cfg = PermissionConfig::default();
        let mut notes = Vec::new();
        let a = apply(&mut cfg, &files, (cwd, false), &mut notes);
        assert_eq!(cfg.mode, Mode::AutoEdit);
        let allow: Vec<String> = cfg.rules.allow.iter().map(|r| r.text()).collect();
        assert_eq!(allow, ["bash(make)", "bash(make *)"]);
        let deny: Vec<String> = cfg.rules.deny.iter().map(|r| r.text()).collect();
        assert_eq!(deny.len(), 6, "{deny:?}");
        assert!(deny.contains(&"bash(git push *)".to_string()));
        assert_eq!(a.allow, 2);
        assert_eq!(notes.len(), 3, "{notes:?}");
        // A stricter project mode applies; in a trusted project its allow rules do too.
        let files = [file(Scope::Local, json!({"defaultMode": "plan", "allow": ["Bash(ls)"]}))];
        let mut cfg = PermissionConfig::default();
        apply(&mut cfg, &files, (cwd, true), &mut Vec::new());
        assert_eq!(cfg.mode, Mode::Plan);
        assert_eq!(cfg.rules.allow.len(), 1);
        // The command line's mode wins over every file.
        let files = [file(Scope::User, json!({"defaultMode": "bypassPermissions"}))];
        let mut cfg = PermissionConfig {
            mode_from_cli: true,
            ..PermissionConfig::default()
        };
        apply(&mut cfg, &files, (cwd, true), &mut Vec::new());
        assert_eq!(cfg.mode, Mode::Default);
    }
}
