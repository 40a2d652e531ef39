//! Built-in deny rules that no mode, rule or answer can lift: ama's own secrets. No tool may
//! read or write ama's `auth.json` (it holds API keys, which never leave the process), and no
//! tool may write ama's user config (it sets the permission mode and rules for the next run).

use crate::permissions::Hit;
use crate::permissions::call::Subject;
use crate::permissions::paths::{Project, Target};
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

/// The built-in denial that applies to this call, if any.
pub fn denied(project: &Project, subject: &Subject) -> Option<Hit> {
    match subject {
        Subject::File {
            path: Some(path),
            writes,
            ..
        } => {
            if path == &project.auth_file {
                return Some(auth(project));
            }
            if *writes && project.user_config.as_ref() == Some(path) {
                return Some(config(project));
            }
            None
        }
        Subject::Bash { analysis, .. } => {
            let auth_text = project.auth_file.to_string_lossy();
            let dirs = project.segment_dirs(analysis);
            for (s, dir) in analysis.segments.iter().zip(dirs) {
                let words = s.words.iter().chain(s.redirects.iter().map(|r| &r.target));
                for w in words {
                    if w.text.contains(auth_text.as_ref()) {
                        return Some(auth(project));
                    }
                    if let Target::Path(p) = project.target(w, dir.as_deref())
                        && p == project.auth_file
                    {
                        return Some(auth(project));
                    }
                }
                for w in write_targets(s) {
                    if let (Target::Path(p), Some(cfg)) =
                        (project.target(&w, dir.as_deref()), &project.user_config)
                        && &p == cfg
                    {
                        return Some(config(project));
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
    use std::path::{Path, PathBuf};

    use serde_json::json;

    use super::denied;
    use crate::permissions::call::Subject;
    use crate::permissions::paths::Project;
    use crate::tools::PermissionClass;

    #[test]
    fn ama_secrets_are_protected() {
        let mut p = Project::with(
            Path::new("/w"),
            Some(Path::new("/home/u")),
            Path::new("/home/u/.local/share/ama/auth.json"),
        );
        p.user_config = Some(PathBuf::from("/home/u/.config/ama/config.json"));
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
    }
}
