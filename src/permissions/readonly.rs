//! Read-only commands, shared by `plan` and `allowlist` (and allowed without asking in `default`
//! and `auto-edit`): exactly permissions.md's table. A command is read-only when it passes auto's
//! static syntax checks and rule tier, and every segment is on the list, with no output
//! redirection except to `/dev/null`, no nested shell, and no assignment or wrapper at its start.

use crate::permissions::args::{self, git, long, short};
use crate::permissions::paths::Project;
use crate::permissions::rule_tier;
use crate::permissions::shell::{Analysis, Segment};

const PLAIN: [&str; 18] = [
    "ls", "cat", "head", "tail", "wc", "stat", "echo", "printf", "pwd", "which", "du", "basename",
    "dirname", "realpath", "true", "false", "cd", "grep",
];

/// `Ok` when read-only; otherwise why not.
pub fn check(project: &Project, a: &Analysis) -> Result<(), String> {
    syntax(a)?;
    if let Some(h) = rule_tier::bash(project, a) {
        return Err(h.reason);
    }
    for s in &a.segments {
        segment(s)?;
    }
    Ok(())
}

/// The syntax shared by the static lists, with a reason when it fails.
pub fn syntax(a: &Analysis) -> Result<(), String> {
    if let Some(e) = &a.error {
        return Err(format!("the command cannot be parsed ({e})"));
    }
    let why = if a.too_deep {
        "commands are nested too deeply"
    } else if a.has_substitution() {
        "it has a command substitution"
    } else if a.has_process_substitution() {
        "it has a process substitution"
    } else if a.has_expansion() {
        "it expands variables"
    } else if a.has_dot_glob_or_brace() {
        "it has a glob or brace that may match dotfiles"
    } else if a.has_nesting() {
        "it runs a nested command (sh -c, eval, xargs, find -exec)"
    } else if a.subshell {
        "it has a subshell or group"
    } else if a.compound {
        "it has a compound command or function"
    } else if a.background {
        "it starts a background job (&)"
    } else if a.segments.iter().any(|s| s.uncertain) {
        "a wrapper command has options that are not understood"
    } else {
        return Ok(());
    };
    Err(why.to_string())
}

fn segment(s: &Segment) -> Result<(), String> {
    if s.assigns > 0 {
        return Err("it starts with an environment assignment".into());
    }
    if !s.wrappers.is_empty() {
        return Err(format!("it runs through `{}`", s.wrappers.join(" ")));
    }
    if s.program().is_none() {
        return Err("a redirection without a command".into());
    }
    if !s.trusted_program() {
        return Err(format!("`{}` is not a plain command name", s.name()));
    }
    for r in &s.redirects {
        if r.writes_file() && r.target.text != "/dev/null" {
            return Err(format!("it writes to `{}`", r.target.text));
        }
    }
    if let Some(w) = rule_tier::option_writes(s).first() {
        return Err(format!("`{}` writes the file `{}`", s.name(), w.text));
    }
    let a = s.args();
    let name = s.name();
    let ok = match name {
        n if PLAIN.contains(&n) => true,
        "egrep" | "fgrep" => true,
        "rg" => !rg_runs_programs(s),
        "fd" => !(short(a, 'x') || short(a, 'X') || a.iter().any(|w| w.text.starts_with("--exec"))),
        "find" => !find_acts(s),
        "tree" => !(short(a, 'o') || short(a, 'H') || long(a, &["--output"])),
        "file" => !(short(a, 'C') || long(a, &["--compile"])),
        "jq" => !(short(a, 'i') || long(a, &["--in-place"])),
        "git" => return git_readonly(s),
        _ => return Err(format!("`{name}` is not on the read-only list")),
    };
    if ok {
        Ok(())
    } else {
        Err(format!(
            "`{name}` is used with an option that writes or runs programs"
        ))
    }
}

/// `rg --pre`, `--search-zip` and `--hostname-bin` run other programs.
pub fn rg_runs_programs(s: &Segment) -> bool {
    let a = s.args();
    long(
        a,
        &["--pre", "--search-zip", "--hostname-bin", "--pre-glob"],
    ) || short(a, 'z')
}

/// `find -exec`, `-execdir`, `-ok`, `-okdir`, `-delete`, `-fprint*`, `-fls`.
pub fn find_acts(s: &Segment) -> bool {
    s.args().iter().any(|w| {
        matches!(
            w.text.as_str(),
            "-exec" | "-execdir" | "-ok" | "-okdir" | "-delete" | "-fls"
        ) || w.text.starts_with("-fprint")
    })
}

/// Options of `git diff / log / show` that write files or run programs.
pub fn git_writes(args: &[crate::permissions::shell::Word]) -> bool {
    // git takes abbreviations (`--out=x`); `--no-ext-diff` and `--no-textconv` are harmless.
    crate::permissions::args::long_abbrev(
        args,
        &["--output", "--ext-diff", "--textconv", "--output-directory"],
    )
}

fn git_readonly(s: &Segment) -> Result<(), String> {
    let Some(g) = git(s) else {
        return Err("a bare `git` is not on the read-only list".into());
    };
    if !g.plain_globals() {
        return Err("only `-C` and `--no-pager` are allowed before the git subcommand".into());
    }
    match g.sub {
        "status" | "rev-parse" | "blame" | "ls-files" | "diff" | "log" | "show" => {
            if git_writes(g.args) {
                Err(format!(
                    "`git {}` with --output, --ext-diff or --textconv",
                    g.sub
                ))
            } else {
                Ok(())
            }
        }
        "branch" if branch_lists(g.args) => Ok(()),
        "branch" => Err("`git branch` here creates, deletes or changes a branch".into()),
        other => Err(format!("`git {other}` is not on the read-only list")),
    }
}

/// `git branch` that only lists: known listing options, and names only as `--list` patterns or
/// option values.
pub fn branch_lists(a: &[crate::permissions::shell::Word]) -> bool {
    const FLAGS: [&str; 20] = [
        "-a",
        "--all",
        "-r",
        "--remotes",
        "-v",
        "-vv",
        "--verbose",
        "-l",
        "--list",
        "--show-current",
        "-i",
        "--ignore-case",
        "--no-color",
        "--color",
        "--column",
        "--no-column",
        "-q",
        "--quiet",
        "--abbrev",
        "--no-abbrev",
    ];
    const VALUED: [&str; 7] = [
        "--contains",
        "--no-contains",
        "--merged",
        "--no-merged",
        "--points-at",
        "--sort",
        "--format",
    ];
    let listing = args::any(a, &["-l", "--list"]);
    let mut i = 0;
    while let Some(w) = a.get(i) {
        let t = w.text.as_str();
        let name = t.split('=').next().unwrap_or(t);
        if VALUED.contains(&name) {
            i += if t.contains('=') { 1 } else { 2 };
            continue;
        }
        let flag_ok = FLAGS.contains(&name)
            || (t.starts_with('-')
                && !t.starts_with("--")
                && t[1..]
                    .chars()
                    .all(|c| matches!(c, 'a' | 'r' | 'v' | 'l' | 'i' | 'q')));
        if t.starts_with('-') && !flag_ok {
            return false;
        }
        if !t.starts_with('-') && !listing {
            return false;
        }
        i += 1;
    }
    true
}
