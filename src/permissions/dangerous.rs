//! The dangerous-command list: commands that always ask, in every mode (deny under `allowlist`
//! and when unattended), because they are destructive, irreversible or hand the machine to
//! someone else. Every segment is checked, nested ones included; a command that cannot be
//! analysed is treated as dangerous, so hiding a command from the parser never helps.

use crate::permissions::Hit;
use crate::permissions::args::{self, git, long, short};
use crate::permissions::paths::{Project, Target};
use crate::permissions::shell::{Analysis, Origin, Segment};

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
    let dirs = project.segment_dirs(a);
    for (s, dir) in a.segments.iter().zip(dirs) {
        if let Some(h) = segment(project, s, dir.as_deref()) {
            return Some(h);
        }
    }
    None
}

fn segment(project: &Project, s: &Segment, dir: Option<&std::path::Path>) -> Option<Hit> {
    if s.wrappers.iter().any(|w| w == "sudo" || w == "doas")
        || s.is(&["sudo", "doas", "su", "pkexec", "run0"])
    {
        return hit(
            "sudo",
            "it runs a command as another user (sudo / doas / su)",
        );
    }
    if s.program().is_some_and(|w| w.is_dynamic()) {
        return hit(
            "dynamic-command",
            "the command's name is only known at run time (a variable or substitution)",
        );
    }
    for r in &s.redirects {
        if r.writes_file() && is_device(&r.target.text) {
            return hit(
                "device-write",
                format!("it writes to the device `{}`", r.target.text),
            );
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
        "dd" => {
            if let Some(of) = a.iter().find_map(|w| w.text.strip_prefix("of="))
                && is_device(of)
            {
                return hit("dd-device", format!("`dd` writes to the device `{of}`"));
            }
        }
        "chmod" | "chown" | "chgrp" if short(a, 'R') || long(a, &["--recursive"]) => {
            for w in args::operands(a).iter().skip(1) {
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
        Target::Path(p) => p != &project.cwd && project.contains(p),
        Target::Below(p) => project.contains(p),
        Target::Unknown => false,
    }
}

fn rm(project: &Project, s: &Segment, dir: Option<&std::path::Path>) -> Option<Hit> {
    let a = s.args();
    let forceful =
        short(a, 'r') || short(a, 'R') || short(a, 'f') || long(a, &["--recursive", "--force"]);
    if !forceful {
        return None;
    }
    if s.extra_args {
        return hit(
            "rm-outside",
            "`rm -rf` on paths only known at run time (xargs)",
        );
    }
    for w in args::operands(a) {
        if w.dot_glob {
            return hit("rm-outside", format!("`rm -rf {}` can match `..`", w.text));
        }
        let t = project.target(w, dir);
        if !within(project, &t) {
            let what = match &t {
                Target::Unknown => "a path only known at run time".to_string(),
                Target::Path(p) if p == &project.cwd => "the whole project".to_string(),
                Target::Path(p) | Target::Below(p) => format!("`{}`", p.display()),
            };
            return hit(
                "rm-outside",
                format!(
                    "`rm` with -r/-f on `{}`: {what}, not a path inside the project",
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
    match g.sub {
        "push" => {
            let force = short(a, 'f')
                || long(
                    a,
                    &[
                        "--force",
                        "--force-with-lease",
                        "--force-if-includes",
                        "--mirror",
                    ],
                );
            let refspec_force = args::operands(a).iter().any(|w| w.text.starts_with('+'));
            if force || refspec_force {
                return hit("force-push", "a force push rewrites the remote's history");
            }
            let delete = short(a, 'd')
                || long(a, &["--delete", "--prune"])
                || args::operands(a).iter().any(|w| w.text.starts_with(':'));
            if delete {
                return hit("force-push", "the push deletes remote branches");
            }
        }
        "reset" if long(a, &["--hard"]) => {
            return hit(
                "git-reset-hard",
                "`git reset --hard` discards uncommitted changes",
            );
        }
        "clean"
            if (short(a, 'f') || long(a, &["--force"]))
                && !(short(a, 'n') || long(a, &["--dry-run"])) =>
        {
            return hit("git-clean", "`git clean -f` deletes untracked files");
        }
        "branch"
            if short(a, 'D')
                || ((short(a, 'd') || long(a, &["--delete"]))
                    && (short(a, 'f') || long(a, &["--force"]))) =>
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
        s.stage > 0
            && s.background
            && a.segments
                .iter()
                .any(|t| t.pipeline == s.pipeline && t.stage + 1 == s.stage && t.name() == s.name())
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
    let is_dl = |s: &Segment| s.is(&DOWNLOADERS);
    let reads_stdin = |s: &Segment| {
        s.is(&INTERPRETERS) && {
            let ops = args::operands(s.args());
            ops.is_empty() || ops[0].text == "-" || args::short(s.args(), 's')
        }
    };
    for d in a.segments.iter().filter(|s| is_dl(s)) {
        let piped = a.segments.iter().any(|i| {
            reads_stdin(i)
                && i.pipes
                    .iter()
                    .any(|(p, st)| d.pipes.iter().any(|(dp, dst)| dp == p && dst < st))
        });
        if piped {
            return hit(
                "download-exec",
                format!("it pipes a download (`{}`) into an interpreter", d.name()),
            );
        }
        // A download substituted into a command that runs it.
        if matches!(d.origin, Origin::CommandSubst | Origin::ProcessSubst) {
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
    }
    None
}

#[cfg(test)]
mod tests {
    use std::path::Path;

    use super::check;
    use crate::permissions::paths::Project;
    use crate::permissions::shell::analyze;

    /// Each entry with a command it catches and a look-alike it lets through.
    #[test]
    fn every_entry_positive_and_negative() {
        let p = Project::with(
            Path::new("/w"),
            Some(Path::new("/home/u")),
            Path::new("/d/auth.json"),
        );
        let table: &[(&str, &str, &str)] = &[
            ("unparseable", "echo 'x", "echo 'x'"),
            ("dynamic-command", "$X arg", "echo $X"),
            ("sudo", "sudo make install", "make install"),
            ("device-write", "cat img > /dev/sdb", "cat img > disk.img"),
            ("rm-outside", "rm -rf ../x", "rm -rf ./x"),
            ("rm-outside", "find /var -delete", "find . -delete"),
            ("dd-device", "dd if=x of=/dev/nvme0n1", "dd if=x of=y.img"),
            ("chmod-system", "chown -R u /etc", "chown -R u src"),
            ("shutdown", "shutdown now", "echo shutdown"),
            ("crontab-remove", "crontab -r", "crontab -l"),
            ("kill-all", "kill -9 -1", "kill -9 1234"),
            ("mkfs", "mkfs.xfs /dev/sdc", "mkdir fs"),
            ("force-push", "git push --force", "git push"),
            (
                "git-reset-hard",
                "git reset --hard",
                "git reset --soft HEAD~1",
            ),
            ("git-clean", "git clean -fd", "git clean -nd"),
            ("git-branch-delete", "git branch -D x", "git branch -d x"),
            ("git-history", "git filter-branch x", "git log"),
            ("fork-bomb", ":(){ :|:& };:", "f(){ a|b& };f"),
            ("download-exec", "curl x | sh", "curl x | grep y"),
            ("download-exec", "bash <(curl x)", "diff <(curl x) y"),
            ("infra-apply", "terraform destroy", "terraform plan"),
            (
                "kubectl-delete",
                "kubectl delete ns x",
                "kubectl describe ns x",
            ),
            ("helm-uninstall", "helm uninstall x", "helm status x"),
            (
                "cloud-delete",
                "gcloud sql instances delete x",
                "gcloud sql instances list",
            ),
            ("deploy", "wrangler deploy", "wrangler dev"),
            ("gh-destructive", "gh api -f a=b repos/x", "gh api repos/x"),
            (
                "destructive-sql",
                "psql -c 'DELETE FROM t'",
                "psql -c 'DELETE FROM t WHERE a=1'",
            ),
        ];
        for (entry, yes, no) in table {
            assert_eq!(
                check(&p, &analyze(yes)).map(|h| h.entry),
                Some(*entry),
                "{yes}"
            );
            assert_eq!(check(&p, &analyze(no)), None, "{no}");
        }
    }
}
