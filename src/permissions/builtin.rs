//! Built-in deny rules that no mode (full-auto included), rule or answer can lift: ama's own
//! state. No tool may read or write ama's `auth.json` (it holds API keys, which never leave the
//! process) or read the data dir around it, and no tool may write into ama's user config dir
//! (it sets the permission mode and rules for the next run) or its sessions.

use std::path::Path;

use crate::permissions::Hit;
use crate::permissions::call::Subject;
use crate::permissions::paths::{AmaState, Project, Target};
use crate::permissions::readonly::find_acts;
use crate::permissions::rule_tier::write_targets;

fn auth(project: &Project) -> Hit {
    Hit {
        entry: "built-in: auth.json",
        reason: format!(
            "`{}` holds ama's credentials; no tool may read or write it.",
            project.auth_file.display()
        ),
    }
}

fn config(project: &Project) -> Hit {
    let path = project
        .user_config
        .as_ref()
        .map(|p| p.display().to_string())
        .unwrap_or_default();
    Hit {
        entry: "built-in: user config",
        reason: format!(
            "`{path}` is ama's user config, which sets permissions; tools may not change it."
        ),
    }
}

fn sessions(p: &Path) -> Hit {
    Hit {
        entry: "built-in: ama state",
        reason: format!(
            "`{}` holds ama's sessions or credentials; no tool may change it.",
            p.display()
        ),
    }
}

/// Programs that only read, print or move around (`cd`) the files they name; any other
/// program naming a file inside ama's config dir or sessions counts as writing it (`sed -i`,
/// `cp x <dir>/`, `vim`, …). Their output options (`sort -o`) are write targets all the same.
const READERS: [&str; 34] = [
    "cat",
    "head",
    "tail",
    "less",
    "more",
    "grep",
    "egrep",
    "fgrep",
    "rg",
    "wc",
    "ls",
    "stat",
    "file",
    "diff",
    "cmp",
    "bat",
    "sha256sum",
    "md5sum",
    "sha1sum",
    "echo",
    "printf",
    "test",
    "realpath",
    "readlink",
    "cd",
    "pushd",
    "popd",
    "du",
    "tree",
    "jq",
    "sort",
    "uniq",
    "cut",
    "basename",
];

/// Programs that destroy or change a whole tree: naming a directory that holds ama's state
/// (`rm -rf ~/.config`) changes that state too.
const TREE_CHANGERS: [&str; 11] = [
    "rm", "rmdir", "mv", "chmod", "chown", "chgrp", "rsync", "shred", "unlink", "truncate", "ln",
];

/// Whether writing `p` changes ama's config dir or sessions or `auth.json`.
fn inside_hit(project: &Project, p: &Path) -> Option<Hit> {
    match project.ama_state(p) {
        Some(AmaState::Auth) => Some(auth(project)),
        Some(AmaState::ConfigDir) => Some(config(project)),
        Some(AmaState::Sessions) => Some(sessions(p)),
        _ => None,
    }
}

/// What writing `p` would destroy: ama's config dir or sessions, `auth.json`, or a directory
/// holding one of them.
fn write_hit(project: &Project, p: &Path) -> Option<Hit> {
    if let Some(h) = inside_hit(project, p) {
        return Some(h);
    }
    let config_dir = project.user_config.as_deref().and_then(Path::parent);
    if config_dir.is_some_and(|c| c.starts_with(p)) {
        return Some(config(project));
    }
    if project.auth_file.starts_with(p) {
        return Some(sessions(p));
    }
    None
}

/// The built-in denial that applies to this call, if any. Paths are resolved before they are
/// compared, so a symlink or a `cd` does not hide them.
pub fn denied(project: &Project, subject: &Subject) -> Option<Hit> {
    match subject {
        Subject::File {
            path: Some(path),
            writes,
            ..
        } => {
            if *writes {
                return write_hit(project, path);
            }
            match project.ama_state(path) {
                Some(AmaState::Auth) => Some(auth(project)),
                // A read tool over the data dir (but `tool-output/`) reaches auth.json.
                Some(AmaState::DataDir | AmaState::Sessions) => Some(auth(project)),
                _ => None,
            }
        }
        Subject::Bash { analysis, .. } => {
            let auth_text = project.auth_file.to_string_lossy();
            let dirs = project.segment_dirs(analysis);
            for (s, dir) in analysis.segments.iter().zip(dirs) {
                let words = s.words.iter().chain(s.redirects.iter().map(|r| &r.target));
                let reader = s.is(&READERS) && s.wrappers.is_empty() && !find_acts(s);
                let tree = s.is(&TREE_CHANGERS);
                for w in words {
                    if w.text.contains(auth_text.as_ref()) {
                        return Some(auth(project));
                    }
                    let mut texts = vec![w.clone()];
                    // `--file=x`, `of=x`: the value is a path too.
                    if let Some((_, v)) = w.text.split_once('=') {
                        let mut value = w.clone();
                        value.text = v.to_string();
                        texts.push(value);
                    }
                    for w in &texts {
                        match project.target(w, dir.as_deref()) {
                            Target::Path(p) if p == project.auth_file => {
                                return Some(auth(project));
                            }
                            Target::Path(p) | Target::Below(p) if !reader => {
                                let h = if tree {
                                    write_hit(project, &p)
                                } else {
                                    inside_hit(project, &p)
                                };
                                if h.is_some() {
                                    return h;
                                }
                            }
                            _ => {}
                        }
                    }
                }
                for w in write_targets(s) {
                    if let Target::Path(p) | Target::Below(p) = project.target(&w, dir.as_deref())
                        && let Some(h) = write_hit(project, &p)
                    {
                        return Some(h);
                    }
                }
            }
            None
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use std::path::Path;

    use serde_json::json;

    use super::denied;
    use crate::permissions::call::Subject;
    use crate::permissions::paths::Project;
    use crate::tools::PermissionClass;

    #[test]
    fn ama_secrets_are_protected() {
        let p = Project::with(
            Path::new("/w"),
            Some(Path::new("/home/u")),
            Path::new("/home/u/.local/share/ama/auth.json"),
        )
        .with_user_config(Path::new("/home/u/.config/ama/config.json"));
        let file = |path: &str, class| Subject::of("x", class, &json!({"path": path}), &p);
        let bash =
            |c: &str| Subject::of("bash", PermissionClass::Execute, &json!({"command": c}), &p);
        let w = PermissionClass::Write;
        let r = PermissionClass::Read;
        assert!(denied(&p, &file("~/.local/share/ama/auth.json", r)).is_some());
        assert!(denied(&p, &file("/home/u/.local/share/ama/auth.json", w)).is_some());
        assert!(denied(&p, &file("~/.config/ama/config.json", w)).is_some());
        assert!(denied(&p, &file("~/.config/ama/config.json", r)).is_none());
        assert!(denied(&p, &bash("cat ~/.local/share/ama/auth.json")).is_some());
        assert!(denied(&p, &bash("cd ~/.local/share/ama && cat auth.json")).is_some());
        assert!(denied(&p, &bash("echo '{}' > ~/.config/ama/config.json")).is_some());
        assert!(denied(&p, &bash("cat ~/.config/ama/config.json")).is_none());
        assert!(denied(&p, &bash("cat auth.json")).is_none());
        // Every spelling of a change to the config dir or the sessions, and reads of the data
        // dir, are denied.
        for c in [
            "sed -i s/plan/full-auto/ ~/.config/ama/config.json",
            "cp x ~/.config/ama/",
            "cp x /home/u/.config/ama",
            "cd ~/.config && tee ama/config.json < x",
            "rm -rf ~/.local/share/ama/sessions",
            "mv ~/.config ~/old",
            "rm -rf ~",
            "find ~/.config/ama -delete",
            "vim ~/.config/ama/config.json",
            "dd if=x of=/home/u/.config/ama/config.json",
            "cat x > ~/.local/share/ama/sessions/s.jsonl",
        ] {
            assert!(denied(&p, &bash(c)).is_some(), "{c}");
        }
        for c in [
            "cat ~/.config/ama/config.json",
            "ls ~/.config/ama",
            "cat ~/.local/share/ama/tool-output/x.log",
            "cp a b",
            "cd ~ && ls",
            "cd .. && ls",
            "cd ~/.config/ama && cat config.json",
            "find ~ -name x",
            "du -sh ~",
        ] {
            assert!(denied(&p, &bash(c)).is_none(), "{c}");
        }
        assert!(denied(&p, &file("~/.config/ama/other.json", w)).is_some());
        assert!(denied(&p, &file("~/.local/share/ama/sessions/x.jsonl", w)).is_some());
        assert!(denied(&p, &file("~/.local/share/ama", r)).is_some());
        assert!(denied(&p, &file("~/.local/share/ama/tool-output/x.log", r)).is_none());
    }
}
