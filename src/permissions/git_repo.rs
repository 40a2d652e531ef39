//! git on a repository the project does not own. A repository's config can make git "read"
//! commands run programs (`core.fsmonitor`, `core.pager`, `core.hooksPath`, aliases,
//! `diff.external`, textconv and filter drivers, `gpg.program`), and driver names are arbitrary,
//! so they cannot be blanked one by one. The project's own `.git/` is protected from the agent's
//! writes; any other repository — a nested one, or one `-C`, `--git-dir`, `--work-tree`,
//! `GIT_DIR` or a `cd` points at — asks in every mode but full-auto.

use std::path::{Path, PathBuf};

use crate::permissions::Hit;
use crate::permissions::args::git;
use crate::permissions::paths::{Project, Target};
use crate::permissions::shell::{Analysis, Segment, Word};

/// The git directory that serves `dir`: the nearest `.git` (directory or file) at or above it.
pub fn discover(dir: &Path) -> Option<PathBuf> {
    let mut cur = Some(dir);
    while let Some(d) = cur {
        let dot = d.join(".git");
        if std::fs::symlink_metadata(&dot).is_ok() {
            return Some(crate::util::atomic::resolve_real(&dot));
        }
        cur = d.parent();
    }
    None
}

fn hit(reason: String) -> Option<Hit> {
    Some(Hit {
        entry: "foreign-git",
        reason,
    })
}

/// The first git command that runs on another repository than the project's own.
pub fn foreign(project: &Project, a: &Analysis) -> Option<Hit> {
    let own = discover(&project.cwd);
    let dirs = project.segment_dirs(a);
    for (s, dir) in a.segments.iter().zip(dirs) {
        if s.name() != "git" {
            continue;
        }
        if let Some(why) = segment(project, s, dir, own.as_deref()) {
            return hit(why);
        }
    }
    None
}

fn segment(
    project: &Project,
    s: &Segment,
    dir: Option<PathBuf>,
    own: Option<&Path>,
) -> Option<String> {
    let shown = s.source();
    let redirected = s.assignments().any(|(n, _)| {
        matches!(
            n,
            "GIT_DIR"
                | "GIT_WORK_TREE"
                | "GIT_COMMON_DIR"
                | "GIT_CONFIG_GLOBAL"
                | "GIT_CONFIG_SYSTEM"
        )
    });
    if redirected {
        return Some(format!(
            "`{shown}` points git at another repository through the environment"
        ));
    }
    let g = git(s)?;
    let mut dir = dir;
    for (name, value) in &g.globals {
        match name.as_str() {
            "-C" => {
                let Some(v) = value else {
                    return Some(format!("`{shown}`: `-C` without a directory"));
                };
                dir = dir.and_then(|d| match project.target(&Word::literal(v), Some(&d)) {
                    Target::Path(p) => Some(p),
                    _ => None,
                });
            }
            "--git-dir" | "--work-tree" => {
                let target = value.as_deref().and_then(|v| {
                    match project.target(&Word::literal(v), dir.as_deref()) {
                        Target::Path(p) => Some(p),
                        _ => None,
                    }
                });
                let ok = name == "--git-dir" && target.is_some() && target.as_deref() == own;
                let ok = ok
                    || (name == "--work-tree" && target.as_deref() == Some(project.cwd.as_path()));
                if !ok {
                    return Some(format!(
                        "`{shown}` runs git on a repository given by `{name}`"
                    ));
                }
            }
            _ => {}
        }
    }
    let Some(dir) = dir else {
        return Some(format!(
            "`{shown}` runs git in a directory only known at run time"
        ));
    };
    match (discover(&dir), own) {
        (Some(repo), Some(own)) if repo == own => None,
        (None, _) => None,
        (Some(repo), _) => Some(format!(
            "`{shown}` runs git on `{}`, which is not the project's own repository; its config can make git run programs",
            repo.display()
        )),
    }
}

#[cfg(test)]
mod tests {
    use std::path::Path;

    use super::foreign;
    use crate::permissions::paths::Project;
    use crate::permissions::shell::analyze;

    #[test]
    fn only_the_projects_own_repository_is_trusted() {
        let tmp = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
        let work = tmp.path().join("w");
        let mk = |p: &Path| std::fs::create_dir_all(p).unwrap_or_else(|e| panic!("{e}"));
        mk(&work.join(".git"));
        mk(&work.join("src"));
        mk(&work.join("vendor/lib/.git"));
        mk(&tmp.path().join("other/.git"));
        let p = Project::with(&work, Some(Path::new("/home/u")), Path::new("/d/auth.json"));
        for c in [
            "git status",
            "git -C src log",
            "cd src && git diff",
            "git --git-dir=.git log",
            "ls",
        ] {
            assert!(foreign(&p, &analyze(c)).is_none(), "{c}");
        }
        for c in [
            "git -C vendor/lib status",
            "cd vendor/lib && git log",
            "git -C ../other status",
            "git --git-dir=vendor/lib/.git log",
            "GIT_DIR=../other/.git git log",
            "cd $X && git status",
            "git --work-tree=/tmp status",
        ] {
            assert!(foreign(&p, &analyze(c)).is_some(), "{c}");
        }
    }
}
