//! Secret reads that shell commands reach by other spellings than a secret's path: globs and
//! character classes that can expand to a secret name, dumps of the environment, and recursive
//! reads over ama's data or config dir. With the secret paths of `secrets.rs` they form the one
//! secret predicate, [`crate::permissions::secrets::in_command`].

use std::path::Path;

use crate::permissions::paths::{Project, Target};
use crate::permissions::secrets;
use crate::permissions::shell::{Analysis, Segment, Word};

/// Names a secret file or directory has, for matching glob patterns. `{}` stands for the
/// literal start of the pattern, so `s*.pem` is tried against `s.pem`.
const SECRET_NAMES: [&str; 27] = [
    ".env",
    ".env.local",
    ".env.production",
    "id_rsa",
    "id_dsa",
    "id_ecdsa",
    "id_ed25519",
    "{}.pem",
    "{}.key",
    "{}.p12",
    "{}.pfx",
    "{}.jks",
    ".netrc",
    ".pgpass",
    ".git-credentials",
    ".ssh",
    ".gnupg",
    ".aws",
    ".kube",
    ".docker",
    "gcloud",
    "environ",
    "cmdline",
    "mem",
    "auth.json",
    "sessions",
    "ama",
];

/// Whether a shell glob component (`*`, `?`, `[…]`) matches `name`. Classes may match a leading
/// dot here, which errs towards calling a pattern a secret.
pub fn glob_match(pat: &[char], name: &[char]) -> bool {
    match pat.first() {
        None => name.is_empty(),
        Some('*') => (0..=name.len()).any(|i| glob_match(&pat[1..], &name[i..])),
        Some('?') => !name.is_empty() && glob_match(&pat[1..], &name[1..]),
        Some('[') => match (class_end(pat), name.first()) {
            (Some(end), Some(&c)) => {
                class_matches(&pat[1..end], c) && glob_match(&pat[end + 1..], &name[1..])
            }
            (None, Some(&c)) => c == '[' && glob_match(&pat[1..], &name[1..]),
            (_, None) => false,
        },
        Some(&p) => name.first() == Some(&p) && glob_match(&pat[1..], &name[1..]),
    }
}

fn class_end(pat: &[char]) -> Option<usize> {
    let start = match pat.get(1) {
        Some('!' | '^') => 2,
        _ => 1,
    };
    // A `]` right after the opening is a member.
    (start + 1..pat.len()).find(|&i| pat[i] == ']')
}

fn class_matches(body: &[char], c: char) -> bool {
    let (negate, body) = match body.first() {
        Some('!' | '^') => (true, &body[1..]),
        _ => (false, body),
    };
    let mut i = 0;
    let mut hit = false;
    while i < body.len() {
        if i + 2 < body.len() && body[i + 1] == '-' {
            hit |= body[i] <= c && c <= body[i + 2];
            i += 3;
        } else {
            hit |= body[i] == c;
            i += 1;
        }
    }
    hit != negate
}

/// `*`, `?*`, `*.*`: matches nearly every name, so only the directory's real entries decide.
fn pure_wildcard(part: &str) -> bool {
    part.chars().all(|c| matches!(c, '*' | '?')) || part == "*.*"
}

fn has_glob(part: &str) -> bool {
    part.contains(['*', '?', '['])
}

/// Whether some glob component of `text` could match a secret name or a secret's directory.
/// Names are compared in lower case, as `secrets::kind` judges them; the first component of
/// each credential place (`config::secret_paths`) counts as a secret name too.
pub fn glob_may_match_secret(text: &str) -> bool {
    let lower = text.to_ascii_lowercase();
    let places = crate::config::secret_paths::HOME_SECRETS
        .iter()
        .filter_map(|s| s.path.split('/').next())
        .chain(["credentials"]);
    let names: Vec<&str> = SECRET_NAMES.iter().copied().chain(places).collect();
    lower.split('/').filter(|p| has_glob(p)).any(|part| {
        let pat: Vec<char> = part.chars().collect();
        let lit: String = part.chars().take_while(|c| !"*?[".contains(*c)).collect();
        let lit = if lit.is_empty() { "x" } else { lit.as_str() };
        names.iter().any(|n| {
            let name: Vec<char> = n.replace("{}", lit).chars().collect();
            glob_match(&pat, &name)
        })
    })
}

/// A glob word whose expansion may hold a secret. When only its last component is a glob and
/// its directory is known, the directory is listed (as bash will expand it) and only real
/// secret names count; otherwise the pattern is matched against the secret names.
fn glob_secret(project: &Project, w: &Word, dir: Option<&Path>) -> Option<String> {
    if !w.glob {
        return None;
    }
    let text = w.text.as_str();
    let (head, last) = text.rsplit_once('/').unwrap_or(("", text));
    if let Target::Below(base) = project.target(w, dir)
        && !has_glob(head)
    {
        if project.covers_ama_state(&base) {
            return Some(format!("`{text}` can expand to ama's own state"));
        }
        if !pure_wildcard(last) {
            return glob_may_match_secret(text)
                .then(|| format!("`{text}` can expand to a secret file"));
        }
        let pat: Vec<char> = last.chars().collect();
        let Ok(entries) = std::fs::read_dir(&base) else {
            return glob_may_match_secret(last)
                .then(|| format!("`{text}` can expand to a secret file"));
        };
        for e in entries.flatten().take(5000) {
            let name = e.file_name().to_string_lossy().into_owned();
            let chars: Vec<char> = name.chars().collect();
            if !glob_match(&pat, &chars) {
                continue;
            }
            let p = base.join(&name);
            if secrets::kind(&p.to_string_lossy()).is_some()
                || secrets::path_kind(project, &p).is_some()
                || project.covers_ama_state(&p)
            {
                return Some(format!("`{text}` expands to the secret `{}`", p.display()));
            }
        }
        return None;
    }
    glob_may_match_secret(text).then(|| format!("`{text}` can expand to a secret file"))
}

/// Commands that read whole directory trees.
pub(crate) fn recursive(s: &Segment) -> bool {
    let a = s.args();
    let flag = |short: char, long: &[&str]| {
        a.iter().any(|w| {
            let t = w.text.as_str();
            long.contains(&t)
                || (t.starts_with('-') && !t.starts_with("--") && t[1..].contains(short))
        })
    };
    match s.name() {
        "grep" | "egrep" | "fgrep" => {
            flag('r', &["--recursive", "--dereference-recursive"])
                || flag('R', &[])
                || a.iter().any(|w| w.text.contains("recurse"))
        }
        "rg" | "ag" | "ack" | "tar" | "zip" | "7z" | "rsync" | "find" | "du" | "tree" => true,
        "cp" | "scp" => {
            flag('r', &["--recursive", "--archive"]) || flag('R', &[]) || flag('a', &[])
        }
        "ls" => flag('R', &["--recursive"]),
        _ => false,
    }
}

/// A read of ama's data or config dir (other than `tool-output/`): a path into the sessions or
/// the data dir, a glob over it, or a recursive read of a directory holding it.
fn ama_state_read(project: &Project, s: &Segment, dir: Option<&Path>) -> Option<String> {
    let deep = recursive(s);
    // Listing names reads no file's content.
    let names_only = s.is(&["ls", "stat", "du"]) && !deep;
    let words = s.args().iter().chain(s.redirects.iter().map(|r| &r.target));
    for w in words {
        match project.target(w, dir) {
            Target::Path(p) => {
                let state = project.ama_state(&p);
                let hidden = matches!(
                    state,
                    Some(
                        crate::permissions::paths::AmaState::Sessions
                            | crate::permissions::paths::AmaState::DataDir
                    )
                );
                if hidden || (deep && project.covers_ama_state(&p)) {
                    return Some(format!("`{}` reaches ama's data dir", w.text));
                }
            }
            Target::Below(p) if project.covers_ama_state(&p) => {
                return Some(format!("`{}` reaches ama's data dir", w.text));
            }
            _ => {}
        }
        if names_only {
            continue;
        }
        if let Some(why) = glob_secret(project, w, dir) {
            return Some(why);
        }
    }
    None
}

/// A recursive content read (`grep -r`, `rg`, `tar`, `cp -r`, `find … -exec`; not `ls -R`,
/// `du` or a plain `find`, which list names) of a directory that holds a credential place
/// (`grep -r token ~/.codex`, `tar c ~`).
fn credential_tree_read(project: &Project, s: &Segment, dir: Option<&Path>) -> Option<String> {
    let home = project.home.as_deref()?;
    let names_only = s.is(&["du", "tree", "ls"])
        || (s.is(&["find"]) && !crate::permissions::readonly::find_acts(s));
    if !recursive(s) || names_only {
        return None;
    }
    let places: Vec<std::path::PathBuf> = crate::config::secret_paths::HOME_SECRETS
        .iter()
        .map(|p| home.join(p.path))
        .collect();
    for w in s.args() {
        if let Target::Path(p) | Target::Below(p) = project.target(w, dir)
            && let Some(place) = places.iter().find(|place| place.starts_with(&p))
        {
            return Some(format!(
                "`{}` reads a tree that holds `{}`",
                w.text,
                place.display()
            ));
        }
    }
    None
}

/// The secret reads of this file, for every segment.
pub fn in_command(project: &Project, a: &Analysis) -> Option<String> {
    if let Some(why) = env_dump(a) {
        return Some(why);
    }
    let dirs = project.segment_dirs(a);
    for (s, dir) in a.segments.iter().zip(dirs) {
        if let Some(why) = ama_state_read(project, s, dir.as_deref()) {
            return Some(why);
        }
        if let Some(why) = credential_tree_read(project, s, dir.as_deref()) {
            return Some(why);
        }
    }
    None
}

/// A command that prints the environment: `env` / `printenv` without a command, `jq` reading
/// `env` or `$ENV`, `export -p`, `declare -x` / `-p`, `typeset`, and `set` without arguments.
/// ama strips its own keys from the tool environment, but the user's other secrets stay in it.
pub fn env_dump(a: &Analysis) -> Option<String> {
    for s in &a.segments {
        let found = match s.program() {
            None => s.wrappers.last().is_some_and(|w| w == "env"),
            Some(_) => {
                let args = s.arg_texts();
                let names: Vec<&&str> = args.iter().filter(|t| !t.starts_with('-')).collect();
                match s.name() {
                    "printenv" => true,
                    "env" => names.iter().all(|t| t.contains('=')),
                    "export" => names.is_empty(),
                    "declare" | "typeset" => names.is_empty() || args.contains(&"-p"),
                    "set" => args.is_empty() || args.iter().all(|t| *t == "-o" || *t == "+o"),
                    "compgen" => args.iter().any(|t| *t == "-e" || *t == "-v"),
                    "jq" | "gojq" | "jaq" => args.iter().any(|t| mentions_env(t)),
                    _ => false,
                }
            }
        };
        if found {
            return Some(format!(
                "`{}` prints the environment, which holds the user's credentials",
                s.source()
            ));
        }
    }
    None
}

/// A jq program that reads the environment: `env`, `$ENV`, `$__loc__`-free word match.
fn mentions_env(program: &str) -> bool {
    if program.contains("$ENV") {
        return true;
    }
    let bytes = program.as_bytes();
    program.match_indices("env").any(|(i, _)| {
        let before = i.checked_sub(1).map(|j| bytes[j]);
        let after = bytes.get(i + 3).copied();
        let ident = |b: Option<u8>| b.is_some_and(|b| b.is_ascii_alphanumeric() || b == b'_');
        !ident(before) && !ident(after) && before != Some(b'$')
    })
}

#[cfg(test)]
#[path = "secret_reads_tests.rs"]
mod tests;
