//! Auto mode's rule tier (①) for bash and file tools: secret paths, protected writes and writes
//! outside the project, network commands, deletion and rollback, and the paths bash writes to.
//! No model is asked; a match asks the user. Read-only commands must pass it too.

use std::path::Path;

use crate::permissions::Hit;
use crate::permissions::args::{self, git, long, short};
use crate::permissions::paths::{Project, Target};
use crate::permissions::secrets;
use crate::permissions::shell::{Analysis, Segment, Word};

fn hit(entry: &'static str, reason: String) -> Option<Hit> {
    Some(Hit { entry, reason })
}

/// Commands that always reach the network.
const NETWORK: [&str; 21] = [
    "curl", "wget", "ssh", "scp", "sftp", "rsync", "nc", "ncat", "netcat", "socat", "telnet",
    "ftp", "gh", "aria2c", "http", "https", "xh", "npx", "pnpx", "bunx", "ping",
];

/// A file tool's path: secrets, then (for writes) outside the project or protected.
pub fn file(project: &Project, path: &Path, writes: bool) -> Option<Hit> {
    if let Some(k) = secrets::path_kind(project, path) {
        return hit("secret-path", format!("`{}` is {k}", path.display()));
    }
    let problem = project.write_problem(&Target::Path(path.to_path_buf()));
    if let (true, Some(problem)) = (writes, problem) {
        let entry = if project.protected(path).is_some() {
            "protected-write"
        } else {
            "outside-project"
        };
        return hit(entry, format!("it is {problem}"));
    }
    None
}

/// A bash command, segment by segment (nested ones included).
pub fn bash(project: &Project, a: &Analysis) -> Option<Hit> {
    if let Some(reason) = secrets::in_command(project, a) {
        return hit("secret-path", reason);
    }
    let dirs = project.segment_dirs(a);
    for (s, dir) in a.segments.iter().zip(dirs) {
        if let Some(what) = network(s) {
            return hit("network", format!("`{what}` uses the network"));
        }
        if let Some(what) = deletion(s) {
            return hit("deletion", format!("`{what}` deletes or discards files"));
        }
        for w in write_targets(s) {
            let t = project.target(&w, dir.as_deref());
            if let Some(problem) = project.write_problem(&t) {
                let entry = if problem.contains("protected") {
                    "protected-write"
                } else {
                    "outside-project"
                };
                return hit(entry, format!("`{}` is {problem}", w.text));
            }
        }
    }
    None
}

/// The command text when the segment uses the network.
pub fn network(s: &Segment) -> Option<String> {
    // bash opens a connection for a redirect to `/dev/tcp/host/port` or `/dev/udp/…`.
    if let Some(r) = s.redirects.iter().find(|r| {
        let t = r.target.text.as_str();
        t.starts_with("/dev/tcp/")
            || t.starts_with("/dev/udp/")
            || r.target.is_dynamic() && t.contains("/dev/")
    }) {
        return Some(r.target.text.clone());
    }
    let name = s.name();
    if NETWORK.contains(&name) {
        return Some(name.to_string());
    }
    let sub = s.subcommand().map(|(_, t)| t);
    let a = s.args();
    let net = match name {
        "git" => git(s).is_some_and(|g| {
            matches!(
                g.sub,
                "push" | "pull" | "fetch" | "clone" | "ls-remote" | "submodule"
            ) || (g.sub == "remote" && args::any(g.args, &["update"]))
        }),
        "npm" | "pnpm" | "yarn" | "bun" => {
            sub.is_none() && name == "yarn"
                || matches!(
                    sub,
                    Some(
                        "install"
                            | "i"
                            | "add"
                            | "ci"
                            | "update"
                            | "up"
                            | "upgrade"
                            | "publish"
                            | "dlx"
                            | "x"
                            | "create"
                            | "login"
                    )
                )
                || (name == "npm" && sub == Some("exec"))
        }
        "pip" | "pip3" | "pipx" | "conda" | "mamba" => {
            matches!(sub, Some("install" | "download" | "run"))
        }
        "python" | "python3" => args::any(a, &["pip"]) && args::any(a, &["install", "download"]),
        "uv" => matches!(sub, Some("add" | "sync" | "pip" | "tool")),
        "poetry" | "pdm" => matches!(sub, Some("add" | "install" | "update" | "publish")),
        "cargo" => matches!(
            sub,
            Some("install" | "publish" | "login" | "owner" | "yank")
        ),
        "go" => {
            matches!(sub, Some("get" | "install"))
                || (sub == Some("mod") && args::any(a, &["download"]))
        }
        "brew" | "apt" | "apt-get" | "dnf" | "yum" | "apk" | "snap" | "port" => matches!(
            sub,
            Some("install" | "update" | "upgrade" | "add" | "tap" | "fetch" | "download")
        ),
        "pacman" => short(a, 'S') || short(a, 'y'),
        "docker" | "podman" => matches!(sub, Some("pull" | "push" | "login" | "search")),
        "gem" => matches!(sub, Some("install" | "push" | "update")),
        "composer" => matches!(sub, Some("install" | "require" | "update")),
        _ => false,
    };
    net.then(|| {
        let mut text = name.to_string();
        if let Some(sub) = sub {
            text.push(' ');
            text.push_str(sub);
        }
        text
    })
}

/// The command text when the segment deletes or rolls back files.
pub fn deletion(s: &Segment) -> Option<String> {
    let a = s.args();
    let del = match s.name() {
        "rm" => {
            short(a, 'r') || short(a, 'R') || short(a, 'f') || long(a, &["--recursive", "--force"])
        }
        "find" => args::any(a, &["-delete"]),
        "shred" | "truncate" => true,
        "git" => git(s).is_some_and(|g| match g.sub {
            "clean" | "restore" | "rm" => true,
            "checkout" => args::any(g.args, &["--", "."]) || short(g.args, 'f'),
            "stash" => args::any(g.args, &["drop", "clear"]),
            _ => false,
        }),
        _ => false,
    };
    del.then(|| s.effective())
}

/// The word after `=` in `--opt=value` or `of=value`, keeping the word's expansion flags.
fn value_of(w: &Word) -> Word {
    let mut v = w.clone();
    if let Some((_, value)) = w.text.split_once('=') {
        v.text = value.to_string();
        v.raw = value.to_string();
    }
    v
}

/// The words a segment writes to: redirections, `tee`, the targets of `cp`, `mv`, `mkdir`,
/// `touch`, `ln`, `chmod` and friends, `dd of=`, and build output directories.
pub fn write_targets(s: &Segment) -> Vec<Word> {
    let mut out: Vec<Word> = s
        .redirects
        .iter()
        .filter(|r| r.writes_file())
        .map(|r| r.target.clone())
        .collect();
    let a = s.args();
    let ops = args::operands(a);
    let target_dir = a.iter().enumerate().find_map(|(i, w)| {
        if w.text == "-t" || w.text == "--target-directory" {
            a.get(i + 1).cloned()
        } else if w.text.starts_with("--target-directory=") {
            Some(value_of(w))
        } else {
            None
        }
    });
    match s.name() {
        "tee" | "mkdir" | "touch" | "mv" | "rmdir" | "unlink" => {
            out.extend(ops.into_iter().cloned())
        }
        "cp" | "ln" | "install" => match target_dir {
            Some(t) => out.push(t),
            None => out.extend(ops.last().map(|w| (*w).clone())),
        },
        "chmod" | "chown" | "chgrp" => {
            let skip = if long(a, &["--reference"]) { 0 } else { 1 };
            out.extend(ops.into_iter().skip(skip).cloned());
        }
        "dd" => out.extend(a.iter().filter(|w| w.text.starts_with("of=")).map(value_of)),
        _ if !option_writes(s).is_empty() => out.extend(option_writes(s)),
        // Build outputs: `go build -o x`, `cargo build --target-dir x`.
        "go" | "cargo" => {
            for (i, w) in a.iter().enumerate() {
                let t = w.text.as_str();
                if matches!(t, "-o" | "--target-dir" | "--artifact-dir" | "--out-dir") {
                    out.extend(a.get(i + 1).cloned());
                } else if t.starts_with("--target-dir=") || t.starts_with("-o=") {
                    out.push(value_of(w));
                }
            }
        }
        _ => {}
    }
    out
}

/// Files that options of otherwise read-only programs write: `sort -o`, `tree -o`, `find
/// -fprint`/`-fls`, `uniq IN OUT`, `git … --output`, `jq`-free; any program's `--output=FILE`
/// or `--output-file`/`--log-file` counts too.
pub fn option_writes(s: &Segment) -> Vec<Word> {
    let a = s.args();
    let mut out = Vec::new();
    for (i, w) in a.iter().enumerate() {
        let t = w.text.as_str();
        let next = || a.get(i + 1).cloned();
        match (s.name(), t) {
            ("sort" | "tree", "-o") | (_, "--output" | "--output-file" | "--log-file") => {
                out.extend(next())
            }
            ("find", t) if t.starts_with("-fprint") || t == "-fls" => out.extend(next()),
            ("tree" | "sort", t) if t.starts_with("-o") && t.len() > 2 => {
                let mut v = w.clone();
                v.text = t[2..].to_string();
                out.push(v);
            }
            (_, t)
                if t.starts_with("--output=")
                    || t.starts_with("--output-file=")
                    || t.starts_with("--log-file=") =>
            {
                out.push(value_of(w))
            }
            _ => {}
        }
    }
    if s.name() == "uniq" {
        out.extend(args::operands(a).get(1).map(|w| (*w).clone()));
    }
    out
}

#[cfg(test)]
mod tests {
    use std::path::Path;

    use super::{bash, file};
    use crate::permissions::paths::Project;
    use crate::permissions::shell::analyze;

    fn project() -> Project {
        Project::with(
            Path::new("/w"),
            Some(Path::new("/home/u")),
            Path::new("/d/auth.json"),
        )
    }

    #[test]
    fn bash_rule_tier() {
        let p = project();
        let cases: &[(&str, Option<&str>)] = &[
            ("ls -la", None),
            ("cargo test > out.txt", None),
            ("cat .env", Some("secret-path")),
            ("curl https://x", Some("network")),
            ("git -C . fetch", Some("network")),
            ("npm install", Some("network")),
            ("yarn", Some("network")),
            ("python3 -m pip install x", Some("network")),
            ("cargo install ripgrep", Some("network")),
            ("go get x", Some("network")),
            ("docker pull x", Some("network")),
            ("rm -r build", Some("deletion")),
            ("rm old.txt", None),
            ("find . -name x -delete", Some("deletion")),
            ("git clean -n", Some("deletion")),
            ("git checkout -- src", Some("deletion")),
            ("git restore x", Some("deletion")),
            ("git stash drop", Some("deletion")),
            ("shred x", Some("deletion")),
            ("echo x > /tmp/y", Some("outside-project")),
            ("echo x >> ~/.bashrc", Some("outside-project")),
            ("echo x > .git/hooks/pre-commit", Some("protected-write")),
            ("echo x | tee .ama/config.json", Some("protected-write")),
            ("cp a.txt ../b.txt", Some("outside-project")),
            ("cp /etc/hosts local", None),
            ("mv a /tmp/", Some("outside-project")),
            ("mkdir -p src/x", None),
            ("touch ~/x", Some("outside-project")),
            ("ln -s x /usr/local/bin/x", Some("outside-project")),
            ("chmod +x ../s.sh", Some("outside-project")),
            ("chmod +x s.sh", None),
            ("echo > $OUT", Some("outside-project")),
            ("cd /tmp && touch x", Some("outside-project")),
            ("echo x > /dev/null", None),
            ("sh -c 'curl x'", Some("network")),
        ];
        for (cmd, want) in cases {
            let got = bash(&p, &analyze(cmd)).map(|h| h.entry);
            assert_eq!(got, *want, "{cmd}");
        }
    }

    #[test]
    fn file_rule_tier() {
        let p = project();
        assert_eq!(
            file(&p, Path::new("/w/.env"), false).map(|h| h.entry),
            Some("secret-path")
        );
        assert_eq!(file(&p, Path::new("/w/src/a"), true), None);
        assert_eq!(file(&p, Path::new("/w/src/a"), false), None);
        assert_eq!(file(&p, Path::new("/etc/x"), false), None);
        assert_eq!(
            file(&p, Path::new("/etc/x"), true).map(|h| h.entry),
            Some("outside-project")
        );
        assert_eq!(
            file(&p, Path::new("/w/.git/config"), true).map(|h| h.entry),
            Some("protected-write")
        );
        assert_eq!(
            file(&p, Path::new("/d/auth.json"), false).map(|h| h.entry),
            Some("secret-path")
        );
    }
}
