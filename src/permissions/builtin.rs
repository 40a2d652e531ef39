//! Built-in deny rules that no mode (full-auto included), rule or answer can lift: ama's own
//! state. No tool may read or write ama's `auth.json` (it holds API keys, which never leave the
//! process) or read the data dir around it, and no tool may write into ama's user config dir
//! (it sets the permission mode and rules for the next run) or its sessions. The same holds for
//! the other places that hold API keys: a file named by `--api-key-file`, a process's
//! environment, command line or memory under `/proc` (ama's own holds its keys), and any
//! recursive read rooted in `/proc` (or `/`) that reaches them.

use std::path::Path;

use crate::permissions::Hit;
use crate::permissions::call::Subject;
use crate::permissions::paths::{AmaState, Project, Target};
use crate::permissions::readonly::find_acts;
use crate::permissions::rule_tier::write_targets;
use crate::permissions::shell::Word;

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

/// A tree changer (`rm -rf`, `mv`, `chmod -R`) aimed at a directory that holds ama's state
/// (`rm -rf /`, `rm -rf ~`): the reason names the recursive change first, because that is what
/// the user must hear about, and ama's state second. Inside the state itself, `inside_hit`'s
/// reason is the precise one.
fn tree_hit(project: &Project, s: &crate::permissions::shell::Segment, w: &Word, p: &Path) -> Option<Hit> {
    if let Some(h) = inside_hit(project, p) {
        return Some(h);
    }
    write_hit(project, p)?;
    let program = s.name();
    let change = match program {
        "rm" | "rmdir" | "shred" | "unlink" => "a recursive delete",
        "mv" => "a move",
        "ln" => "a replacement",
        _ => "a recursive change",
    };
    Some(Hit {
        entry: "built-in: ama state",
        reason: format!(
            "`{program} … {}` is {change} of `{}`, everything under it included: ama's \
             config, sessions and credentials are there too. No tool may run it, in any mode; \
             name the files inside the project to change instead.",
            w.text,
            p.display()
        ),
    })
}

/// A secret no tool may touch (`secrets::hard_kind`): a key file or a process's environment.
fn hard(p: &Path, what: &str) -> Hit {
    Hit {
        entry: "built-in: secret",
        reason: format!(
            "`{}` is {what}, which holds API keys; no tool may read or write it, in any mode.",
            p.display()
        ),
    }
}

fn proc_hit(p: &str) -> Hit {
    Hit {
        entry: "built-in: secret",
        reason: format!(
            "`{p}` reads a tree under /proc, which reaches every process's environment (ama's API keys included); name the /proc file you need instead."
        ),
    }
}

/// A directory under `/proc` whose tree holds `environ` files: `/proc`, `/proc/<pid>`,
/// `/proc/<pid>/task`, `/proc/<pid>/task/<tid>` (`self` and `thread-self` too).
fn proc_tree(p: &Path) -> bool {
    let Ok(rest) = p.strip_prefix("/proc") else {
        return false;
    };
    let parts: Vec<String> = rest
        .components()
        .map(|c| c.as_os_str().to_string_lossy().to_ascii_lowercase())
        .collect();
    let pid = |s: &str| {
        s == "self"
            || s == "thread-self"
            || (!s.is_empty() && s.bytes().all(|b| b.is_ascii_digit()))
    };
    match parts.as_slice() {
        [] => true,
        [a] => pid(a),
        [a, t] => pid(a) && t == "task",
        [a, t, b] => pid(a) && t == "task" && pid(b),
        _ => false,
    }
}

/// A program that reads the content of the trees it is given (`grep -r`, `rg`, `tar`, `cp -r`,
/// `find … -exec`), not only their names.
fn reads_tree(s: &crate::permissions::shell::Segment) -> bool {
    crate::permissions::secret_reads::recursive(s)
        && !s.is(&["du", "tree", "ls"])
        && (!s.is(&["find"]) || find_acts(s))
}

/// `$HOME/…`, `$AMA_DATA_DIR/…` (and their `${…}` forms) spelled out, for judging a word before
/// the shell expands it: the tool environment holds both.
fn home_expanded(project: &Project, text: &str) -> Option<String> {
    let vars = [
        ("HOME", project.home.as_deref()),
        ("AMA_DATA_DIR", project.data_dir()),
    ];
    vars.iter().find_map(|(name, value)| {
        let value = (*value)?.to_string_lossy();
        [format!("${name}"), format!("${{{name}}}")]
            .iter()
            .find_map(|v| {
                let rest = text.strip_prefix(v.as_str())?;
                (rest.is_empty() || rest.starts_with('/')).then(|| format!("{value}{rest}"))
            })
    })
}

/// Whether a glob word can expand to `file`: the pattern's directory part (up to the first
/// glob component) is resolved from `dir`, and each later component must match the file's.
fn glob_reaches(project: &Project, text: &str, dir: &Path, file: &Path) -> bool {
    let comps: Vec<&str> = text.split('/').collect();
    let Some(first) = comps.iter().position(|c| c.contains(['*', '?', '['])) else {
        return false;
    };
    let head = comps[..first].join("/");
    let head = if head.is_empty() && text.starts_with('/') {
        "/".to_string()
    } else if head.is_empty() {
        ".".to_string()
    } else {
        head
    };
    let Some(base) = project.resolve(&head, dir) else {
        return false;
    };
    let Ok(rest) = file.strip_prefix(&base) else {
        return false;
    };
    let want: Vec<String> = rest
        .components()
        .map(|c| c.as_os_str().to_string_lossy().into_owned())
        .collect();
    let pat = &comps[first..];
    pat.len() == want.len()
        && pat.iter().zip(&want).all(|(p, w)| {
            let p: Vec<char> = p.chars().collect();
            let w: Vec<char> = w.chars().collect();
            crate::permissions::secret_reads::glob_match(&p, &w)
        })
}

/// The hard secret a bash word names, judged as written, with `$HOME` spelled out, as a glob,
/// and resolved from the segment's directory (so a symlink in the project does not hide it).
fn word_secret(project: &Project, w: &Word, dir: Option<&Path>) -> Option<Hit> {
    let lower = w.text.to_ascii_lowercase();
    if crate::permissions::secrets::proc_secret(&w.text) {
        return Some(hard(
            Path::new(&w.text),
            crate::permissions::secrets::PROC_WHAT,
        ));
    }
    if w.is_dynamic() && lower.ends_with("ama/auth.json") {
        return Some(auth(project));
    }
    for k in &project.key_files {
        if w.text.contains(k.to_string_lossy().as_ref()) {
            return Some(hard(k, "an API key file (--api-key-file)"));
        }
    }
    let base = dir.unwrap_or(&project.cwd);
    let expanded = home_expanded(project, &w.text);
    if let Some(text) = &expanded
        && let Some(p) = project.resolve(text, base)
        && let Some(what) = crate::permissions::secrets::hard_kind(project, &p)
    {
        return Some(hard(&p, what));
    }
    let pattern = match &expanded {
        Some(text) => Some(text.as_str()),
        None if !w.is_dynamic() && dir.is_some() => Some(w.text.as_str()),
        None => None,
    };
    if let Some(text) = pattern.filter(|t| t.contains(['*', '?', '['])) {
        if glob_reaches(project, text, base, &project.auth_file) {
            return Some(auth(project));
        }
        for k in &project.key_files {
            if glob_reaches(project, text, base, k) {
                return Some(hard(k, "an API key file (--api-key-file)"));
            }
        }
    }
    if let Target::Path(p) = project.target(w, dir) {
        if p == project.auth_file {
            return Some(auth(project));
        }
        if let Some(what) = crate::permissions::secrets::hard_kind(project, &p) {
            return Some(hard(&p, what));
        }
    }
    None
}

/// A recursive read rooted in `/proc` (or in `/`, which holds it).
fn proc_tree_read(
    project: &Project,
    s: &crate::permissions::shell::Segment,
    dir: Option<&Path>,
) -> Option<Hit> {
    if !reads_tree(s) {
        return None;
    }
    // `rg` and `grep -r` without a path search the directory they run in.
    let covers = |p: &Path| p.starts_with("/proc") || Path::new("/proc").starts_with(p);
    if s.is(&["rg", "ag", "ack", "grep", "egrep", "fgrep"]) && dir.is_some_and(covers) {
        return Some(proc_hit(&s.source()));
    }
    for w in s.args() {
        if w.text.starts_with('-') && !w.text.contains('/') {
            continue;
        }
        let lower = w.text.to_ascii_lowercase();
        if lower == "/proc" || lower.starts_with("/proc/") {
            return Some(proc_hit(&w.text));
        }
        if let Target::Path(p) | Target::Below(p) = project.target(w, dir)
            && covers(&p)
        {
            return Some(proc_hit(&w.text));
        }
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
            let hard_hit = || {
                crate::permissions::secrets::hard_kind(project, path).map(|what| hard(path, what))
            };
            if *writes {
                return write_hit(project, path).or_else(hard_hit);
            }
            match project.ama_state(path) {
                Some(AmaState::Auth) => return Some(auth(project)),
                // A read tool over the data dir (but `tool-output/`) reaches auth.json.
                Some(AmaState::DataDir | AmaState::Sessions) => return Some(auth(project)),
                _ => {}
            }
            if proc_tree(path) {
                return Some(proc_hit(&path.to_string_lossy()));
            }
            hard_hit()
        }
        Subject::Bash { analysis, .. } => {
            let auth_text = project.auth_file.to_string_lossy();
            let dirs = project.segment_dirs(analysis);
            for (s, dir) in analysis.segments.iter().zip(dirs) {
                if let Some(h) = proc_tree_read(project, s, dir.as_deref()) {
                    return Some(h);
                }
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
                    // curl's `@file`, `-d@file`, `--data=@file`.
                    let at: Vec<Word> = texts
                        .iter()
                        .filter_map(|t| {
                            let (_, f) = t.text.split_once('@')?;
                            let mut value = t.clone();
                            value.text = f.to_string();
                            Some(value)
                        })
                        .collect();
                    texts.extend(at);
                    for w in &texts {
                        if let Some(h) = word_secret(project, w, dir.as_deref()) {
                            return Some(h);
                        }
                        match project.target(w, dir.as_deref()) {
                            Target::Path(p) | Target::Below(p) if !reader => {
                                let h = if tree {
                                    tree_hit(project, s, w, &p)
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
