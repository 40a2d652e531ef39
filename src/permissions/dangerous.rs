//! The dangerous-command list: commands that always ask, in every mode (deny under `allowlist`
//! and when unattended), because they are destructive, irreversible or hand the machine to
//! someone else. Every segment is checked, nested ones included; a command that cannot be
//! analysed is treated as dangerous, so hiding a command from the parser never helps.

use crate::permissions::Hit;
use crate::permissions::args::{self, git, long, long_abbrev, short};
use crate::permissions::paths::{Project, Target};
use crate::permissions::rule_tier;
use crate::permissions::shell::{Analysis, Origin, Segment, wrappers};

fn hit(entry: &'static str, reason: impl Into<String>) -> Option<Hit> {
    Some(Hit {
        entry,
        reason: reason.into(),
    })
}

const INTERPRETERS: [&str; 19] = [
    "sh", "bash", "zsh", "dash", "ksh", "ash", "fish", "python", "python2", "python3", "perl",
    "ruby", "node", "nodejs", "php", "lua", "pwsh", "deno", "bun",
];

const DOWNLOADERS: [&str; 7] = ["curl", "wget", "fetch", "aria2c", "http", "https", "xh"];

/// Checks a whole command; the first hit wins.
pub fn check(project: &Project, a: &Analysis) -> Option<Hit> {
    if let Some(why) = &a.runtime_arith
        && a.error.as_ref() == Some(why)
    {
        return hit("arith-runtime", why.clone());
    }
    if let Some(e) = &a.error {
        return hit(
            "unparseable",
            format!("the command cannot be analysed ({e})"),
        );
    }
    if a.too_deep {
        return hit(
            "unparseable",
            "commands are nested too deeply to be analysed",
        );
    }
    if let Some(h) = fork_bomb(a) {
        return Some(h);
    }
    if let Some(h) = download_into_interpreter(a) {
        return Some(h);
    }
    if let Some(h) = downloaded_then_run(a) {
        return Some(h);
    }
    if let Some(h) = sql_piped(a) {
        return Some(h);
    }
    let dirs = project.segment_dirs(a);
    for (s, dir) in a.segments.iter().zip(dirs) {
        if let Some(h) = segment(project, s, dir.as_deref()) {
            return Some(h);
        }
    }
    None
}

fn segment(project: &Project, s: &Segment, dir: Option<&std::path::Path>) -> Option<Hit> {
    if s.wrappers
        .iter()
        .any(|w| w == "sudo" || w == "doas" || w == "runuser")
        || s.is(&["sudo", "doas", "su", "runuser", "pkexec", "run0"])
    {
        return hit(
            "sudo",
            "it runs a command as another user (sudo / doas / su / runuser)",
        );
    }
    if wrappers::options_unknown(s) {
        return hit(
            "wrapper-unknown",
            format!(
                "a wrapper in `{}` has options the analyser does not know, so the command it runs is not known",
                s.source()
            ),
        );
    }
    if s.program().is_some_and(|w| w.is_dynamic() || w.glob) {
        return hit(
            "dynamic-command",
            "the command's name is only known at run time (a variable or substitution)",
        );
    }
    let shredded: Vec<_> = if s.is(&["shred"]) {
        args::operands(s.args()).into_iter().cloned().collect()
    } else {
        Vec::new()
    };
    for w in rule_tier::write_targets(s).into_iter().chain(shredded) {
        let t = w.text.as_str();
        if is_device(t) {
            let entry = if s.is(&["dd"]) {
                "dd-device"
            } else {
                "device-write"
            };
            return hit(entry, format!("`{}` writes to the device `{t}`", s.name()));
        }
    }
    let a = s.args();
    match s.name() {
        "rm" => return rm(project, s, dir),
        "find" if args::any(a, &["-delete"]) => {
            let root = a.first().filter(|w| !w.text.starts_with('-'));
            let outside = root.is_some_and(|w| match project.target(w, dir) {
                Target::Path(p) | Target::Below(p) => !project.contains(&p),
                Target::Unknown => true,
            });
            if outside {
                return hit(
                    "rm-outside",
                    "`find -delete` deletes files outside the project",
                );
            }
        }
        "chmod" | "chown" | "chgrp" if short(a, 'R') || long(a, &["--recursive"]) => {
            // Every operand: a mode like `-x` looks like an option, and `777` resolves inside.
            for w in args::operands(a) {
                let t = project.target(w, dir);
                let tmp = matches!(&t, Target::Path(p) | Target::Below(p) if p.starts_with("/tmp"));
                if !within(project, &t) && !tmp {
                    return hit(
                        "chmod-system",
                        format!(
                            "a recursive `{}` on `{}`, outside the project",
                            s.name(),
                            w.text
                        ),
                    );
                }
            }
        }
        "shutdown" | "reboot" | "halt" | "poweroff" => {
            return hit("shutdown", format!("`{}` stops the machine", s.name()));
        }
        "init" | "telinit" if args::any(a, &["0", "6"]) => {
            return hit("shutdown", "it changes the run level to halt or reboot");
        }
        "systemctl" if args::any(a, &["poweroff", "reboot", "halt", "kexec"]) => {
            return hit("shutdown", "`systemctl` stops the machine");
        }
        "crontab" if short(a, 'r') => {
            return hit("crontab-remove", "`crontab -r` deletes every cron job");
        }
        "kill" if a.iter().skip(1).any(|w| w.text == "-1") => {
            return hit("kill-all", "`kill -1` signals every process of the user");
        }
        "git" => return git_danger(s),
        n if n.starts_with("mkfs") || n == "wipefs" => {
            return hit("mkfs", format!("`{n}` erases a file system"));
        }
        _ => {}
    }
    if let Some(h) = crate::permissions::dangerous_infra::check(s) {
        return Some(h);
    }
    None
}

/// Inside the project (not the project directory itself, which `rm -rf .` would delete).
fn within(project: &Project, t: &Target) -> bool {
    match t {
        Target::Path(p) => !project.is_root(p) && project.contains(p),
        Target::Below(p) => project.contains(p),
        Target::Unknown => false,
    }
}

fn rm(project: &Project, s: &Segment, dir: Option<&std::path::Path>) -> Option<Hit> {
    let a = s.args();
    let forceful =
        short(a, 'r') || short(a, 'R') || short(a, 'f') || long(a, &["--recursive", "--force"]);
    if s.extra_args && forceful {
        return hit(
            "rm-outside",
            "`rm -rf` on paths only known at run time (xargs)",
        );
    }
    for w in args::operands(a) {
        if w.dot_glob {
            return hit("rm-outside", format!("`rm {}` can match `..`", w.text));
        }
        let t = project.target(w, dir);
        // Without -r/-f only mass deletions count: globs and unknown paths outside the project.
        let counts = forceful || !matches!(t, Target::Path(_));
        if counts && !within(project, &t) {
            let what = match &t {
                Target::Unknown => "a path only known at run time".to_string(),
                Target::Path(p) if p == &project.cwd => "the whole project".to_string(),
                Target::Path(p) | Target::Below(p) => format!("`{}`", p.display()),
            };
            return hit(
                "rm-outside",
                format!(
                    "`rm` on `{}`: {what}, not a path inside the project",
                    w.text
                ),
            );
        }
    }
    None
}

fn git_danger(s: &Segment) -> Option<Hit> {
    let g = git(s)?;
    let a = g.args;
    // git takes abbreviated long options (`--forc`, `--ha`), so they are matched by prefix.
    let opt = |names: &[&str]| long_abbrev(a, names);
    match g.sub {
        "push" => {
            let force = short(a, 'f')
                || opt(&[
                    "--force",
                    "--force-with-lease",
                    "--force-if-includes",
                    "--mirror",
                ]);
            let refspec_force = args::operands(a).iter().any(|w| w.text.starts_with('+'));
            if force || refspec_force {
                return hit("force-push", "a force push rewrites the remote's history");
            }
            let delete = short(a, 'd')
                || opt(&["--delete", "--prune"])
                || args::operands(a).iter().any(|w| w.text.starts_with(':'));
            if delete {
                return hit("force-push", "the push deletes remote branches");
            }
        }
        "reset" if opt(&["--hard"]) => {
            return hit(
                "git-reset-hard",
                "`git reset --hard` discards uncommitted changes",
            );
        }
        "clean"
            if (short(a, 'f') || opt(&["--force"])) && !(short(a, 'n') || opt(&["--dry-run"])) =>
        {
            return hit("git-clean", "`git clean -f` deletes untracked files");
        }
        "branch"
            if short(a, 'D')
                || ((short(a, 'd') || opt(&["--delete"]))
                    && (short(a, 'f') || opt(&["--force"]))) =>
        {
            return hit(
                "git-branch-delete",
                "`git branch -D` deletes a branch even if it is not merged",
            );
        }
        "filter-branch" | "filter-repo" => {
            return hit("git-history", format!("`git {}` rewrites history", g.sub));
        }
        "reflog" if args::any(a, &["expire", "delete"]) => {
            return hit(
                "git-history",
                "`git reflog expire/delete` removes recovery points",
            );
        }
        _ => {}
    }
    None
}

fn is_device(path: &str) -> bool {
    const DEVICES: [&str; 10] = [
        "/dev/sd",
        "/dev/nvme",
        "/dev/hd",
        "/dev/vd",
        "/dev/xvd",
        "/dev/mmcblk",
        "/dev/disk",
        "/dev/mem",
        "/dev/kmem",
        "/dev/port",
    ];
    DEVICES.iter().any(|d| path.starts_with(d))
}

/// `:(){ :|:& };:`: inside a function definition, a command piped into itself in the
/// background.
fn fork_bomb(a: &Analysis) -> Option<Hit> {
    if !a.compound {
        return None;
    }
    let selfpipe = a.segments.iter().any(|s| {
        s.stage > 0 && s.background && a.previous_stage(s).is_some_and(|t| t.name() == s.name())
    });
    if selfpipe {
        return hit(
            "fork-bomb",
            "a function that keeps starting copies of itself (a fork bomb)",
        );
    }
    None
}

/// `curl … | sh`, `sh -c "$(curl …)"`, `bash <(wget …)`, `eval "$(curl …)"`, `. <(curl …)`.
fn download_into_interpreter(a: &Analysis) -> Option<Hit> {
    let reads_stdin = |s: &Segment| {
        s.is(&INTERPRETERS) && {
            let ops = args::operands(s.args());
            ops.is_empty() || ops[0].text == "-" || args::short(s.args(), 's')
        }
    };
    // The earliest stage of each pipeline that downloads.
    let mut first_download: std::collections::HashMap<usize, (usize, &str)> =
        std::collections::HashMap::new();
    for d in a.segments.iter().filter(|s| s.is(&DOWNLOADERS)) {
        for &(p, st) in &d.pipes {
            let e = first_download.entry(p).or_insert((st, d.name()));
            if st < e.0 {
                *e = (st, d.name());
            }
        }
    }
    for i in a.segments.iter().filter(|s| reads_stdin(s)) {
        for (p, st) in &i.pipes {
            if let Some((dst, name)) = first_download.get(p)
                && dst < st
            {
                return hit(
                    "download-exec",
                    format!("it pipes a download (`{name}`) into an interpreter"),
                );
            }
        }
    }
    // A download substituted into a command that runs it.
    for d in a.segments.iter().filter(|s| s.is(&DOWNLOADERS)) {
        if !matches!(d.origin, Origin::CommandSubst | Origin::ProcessSubst) {
            continue;
        }
        let mut parent = d.parent;
        while let Some(i) = parent {
            let p = &a.segments[i];
            let runs = p.is(&INTERPRETERS)
                || p.is(&["eval", "source", ".", "xargs"])
                || p.program().is_some_and(|w| w.is_dynamic());
            if runs {
                return hit(
                    "download-exec",
                    format!("it runs what `{}` downloads", d.name()),
                );
            }
            parent = p.parent;
        }
    }
    None
}

/// The files a download writes: `curl -o F`, `wget -O F`, `> F`, and the URL's last component
/// for `curl -O` and plain `wget`.
fn download_files(s: &Segment) -> Vec<String> {
    let a = s.args();
    let mut out: Vec<String> = s
        .redirects
        .iter()
        .filter(|r| r.writes_file())
        .map(|r| r.target.text.clone())
        .collect();
    let (flag, long_flag) = if s.name() == "wget" {
        ("-O", "--output-document")
    } else {
        ("-o", "--output")
    };
    let mut explicit = false;
    for (i, w) in a.iter().enumerate() {
        let t = w.text.as_str();
        if t == flag || t == long_flag {
            if let Some(v) = a.get(i + 1) {
                out.push(v.text.clone());
                explicit = true;
            }
        } else if let Some(v) = t.strip_prefix(&format!("{long_flag}=")).or_else(|| {
            t.strip_prefix(flag)
                .filter(|v| !v.is_empty() && !v.starts_with('-'))
        }) {
            out.push(v.to_string());
            explicit = true;
        }
    }
    let remote_name = if s.name() == "wget" {
        !explicit
    } else {
        short(a, 'O') || long(a, &["--remote-name"])
    };
    if remote_name {
        for w in args::operands(a) {
            let url = w.text.split(['?', '#']).next().unwrap_or("");
            if let Some(name) = url.rsplit('/').next().filter(|n| !n.is_empty()) {
                out.push(name.to_string());
            }
        }
    }
    out.into_iter()
        .map(|f| f.trim_start_matches("./").to_string())
        .collect()
}

/// `curl -o x.sh URL && sh x.sh`, `wget URL/install.sh; bash install.sh`, `… && ./x.sh`.
fn downloaded_then_run(a: &Analysis) -> Option<Hit> {
    let mut downloaded: std::collections::HashMap<String, &str> = std::collections::HashMap::new();
    for s in &a.segments {
        let program = s
            .program()
            .map(|w| w.text.trim_start_matches("./").to_string());
        let script = args::operands(s.args())
            .first()
            .map(|w| w.text.trim_start_matches("./").to_string());
        let interpreter = s.is(&INTERPRETERS) || s.is(&["source", "."]);
        let ran = program
            .as_ref()
            .and_then(|p| downloaded.get(p))
            .or_else(|| {
                script
                    .as_ref()
                    .filter(|_| interpreter)
                    .and_then(|f| downloaded.get(f))
            });
        if let Some(by) = ran {
            return hit(
                "download-exec",
                format!("it runs a file that `{by}` downloaded"),
            );
        }
        if s.is(&DOWNLOADERS) {
            for f in download_files(s) {
                downloaded.entry(f).or_insert(s.name());
            }
        }
    }
    None
}

/// `echo "DROP TABLE x" | psql`.
fn sql_piped(a: &Analysis) -> Option<Hit> {
    for s in &a.segments {
        if s.stage == 0 || !s.is(&["psql", "mysql", "mariadb", "sqlite3", "duckdb"]) {
            continue;
        }
        if let Some(p) = a.previous_stage(s).filter(|p| p.is(&["echo", "printf"])) {
            let text: Vec<&str> = p.arg_texts();
            if let Some(what) =
                crate::permissions::dangerous_infra::destructive_sql(&text.join(" "))
            {
                return hit(
                    "destructive-sql",
                    format!("`{}` runs destructive SQL ({what})", s.name()),
                );
            }
        }
    }
    None
}

#[cfg(test)]
#[path = "dangerous_tests.rs"]
mod tests;
