//! Auto mode's static judgement (②) for bash: exactly permissions.md's safe list with its
//! restrictions, plus the user's `permission.autoSafeCommands`. A command is auto-safe when it
//! passes the rule tier, the static syntax checks, and every segment is on the list. Redirecting
//! into the project is fine; `env FOO=1 cmd` is judged as `cmd`.

use crate::permissions::args::{git, long, short};
use crate::permissions::glob::star_match;
use crate::permissions::paths::Project;
use crate::permissions::readonly::{self, branch_lists, find_acts, git_writes, rg_runs_programs};
use crate::permissions::rule_tier;
use crate::permissions::shell::{Analysis, Segment};

const PLAIN: [&str; 32] = [
    "ls", "cat", "head", "tail", "wc", "grep", "egrep", "fgrep", "pwd", "echo", "printf", "which",
    "env", "printenv", "true", "false", "cut", "tr", "diff", "basename", "dirname", "realpath",
    "stat", "file", "du", "df", "whoami", "uname", "cd", "pushd", "popd", "sort",
];

/// Wrappers that only change how the command runs, not what it does.
const HARMLESS_WRAPPERS: [&str; 7] = [
    "env", "time", "timeout", "nice", "nohup", "stdbuf", "command",
];

/// Environment variables that may be set in front of a safe command, which is then judged as
/// the command after them (auto mode only; the other modes judge a prefixed command as they
/// always did). Exactly issue #30's short list, plus `LC_*` (checked by prefix): anything else
/// (`PATH`, `LD_PRELOAD`, a pager, a diff driver, `NODE_OPTIONS`, `BASH_ENV`…) can change what
/// runs. A value with an expansion or substitution never gets here (`readonly::syntax`).
const SAFE_VARS: [&str; 7] = ["RUST_LOG", "RUST_BACKTRACE", "CI", "TZ", "NO_COLOR", "LANG", "TERM"];

/// `Ok` when auto mode may run the command without asking; otherwise why not.
pub fn check(project: &Project, a: &Analysis, extra: &[String]) -> Result<(), String> {
    readonly::syntax(a)?;
    if let Some(h) = rule_tier::bash(project, a) {
        return Err(h.reason);
    }
    for s in &a.segments {
        segment(s, extra)?;
    }
    Ok(())
}

fn segment(s: &Segment, extra: &[String]) -> Result<(), String> {
    // Assignments first, also with no command after them: `PATH=.; ls` sets the shell's PATH,
    // which is exported, so the `ls` after it would be the project's `./ls`.
    let assigned = s.words[..s.cmd.min(s.words.len())]
        .iter()
        .filter_map(|w| w.assignment());
    for (name, _) in assigned {
        if !(SAFE_VARS.contains(&name) || name.starts_with("LC_")) {
            return Err(format!("it sets `{name}`, which can change what runs"));
        }
    }
    // A prefix the shell takes as an assignment but that has no plain name (`PATH[0]=.` sets
    // PATH itself) is never harmless.
    if let Some(w) = s.words[..s.assigns.min(s.words.len())]
        .iter()
        .find(|w| w.assignment().is_none())
    {
        return Err(format!("it assigns `{}`, which can change what runs", w.text));
    }
    if s.program().is_none() {
        return Ok(());
    }
    if let Some(w) = s
        .wrappers
        .iter()
        .find(|w| !HARMLESS_WRAPPERS.contains(&w.as_str()))
    {
        return Err(format!("it runs through `{w}`"));
    }
    if !s.trusted_program() {
        return Err(format!("`{}` is not a plain command name", s.name()));
    }
    let words: Vec<&str> = s.words[s.cmd..].iter().map(|w| w.text.as_str()).collect();
    if extra.iter().any(|e| user_entry(e, &words)) {
        return Ok(());
    }
    if let Some(w) = rule_tier::option_writes(s).first() {
        return Err(format!("`{}` writes the file `{}`", s.name(), w.text));
    }
    if let Some(opt) = names_a_program(s) {
        return Err(format!("`{opt}` makes `{}` run another program", s.name()));
    }
    if listed(s) {
        Ok(())
    } else {
        Err(format!("`{}` is not on the safe list", s.effective()))
    }
}

/// Options of listed runners that name a program to run (`cargo --config`, `go test -exec`,
/// `make CC=…`, `node --require`, `sort --compress-program`): such calls are not judged safe.
fn names_a_program(s: &Segment) -> Option<String> {
    let a = s.args();
    let found = |names: &[&str]| {
        a.iter()
            .map(|w| w.text.as_str())
            .take_while(|t| *t != "--")
            .find(|t| {
                let name = t.split('=').next().unwrap_or(t);
                names.contains(&name)
                    || names.iter().any(|n| {
                        n.len() == 2 && t.starts_with(n) && t.len() > 2 && !n.starts_with("--")
                    })
            })
            .map(String::from)
    };
    match s.name() {
        "cargo" => found(&["--config", "-Z"]),
        "go" => found(&["-exec", "-toolexec", "--exec", "--toolexec"]),
        "make" => a
            .iter()
            .find(|w| w.assignment().is_some())
            .map(|w| w.text.clone())
            .or_else(|| found(&["-f", "--file", "--makefile", "-E", "--eval"])),
        "npm" | "pnpm" | "yarn" => found(&["--script-shell", "--node-options"]),
        "node" => found(&[
            "--require",
            "-r",
            "--import",
            "--loader",
            "--experimental-loader",
            "-e",
            "--eval",
            "-p",
            "--print",
            "--env-file",
        ]),
        "sort" => found(&["--compress-program"]),
        _ => None,
    }
}

/// A `permission.autoSafeCommands` entry: a word prefix, or a glob over the whole segment when it
/// holds `*`.
fn user_entry(entry: &str, words: &[&str]) -> bool {
    if entry.contains('*') {
        return star_match(entry.trim(), &words.join(" "));
    }
    let want: Vec<&str> = entry.split_whitespace().collect();
    !want.is_empty() && words.len() >= want.len() && words[..want.len()] == want[..]
}

fn listed(s: &Segment) -> bool {
    let a = s.args();
    let name = s.name();
    let sub = |i: usize| a.get(i).map(|w| w.text.as_str());
    match name {
        "sort" => !(short(a, 'o') || long(a, &["--output"])),
        "date" => !(short(a, 's') || long(a, &["--set"])),
        "env" => s.args().is_empty() || a.iter().all(|w| w.text.starts_with('-')),
        "rg" => !rg_runs_programs(s),
        "find" => !find_acts(s),
        "file" => !(short(a, 'C') || long(a, &["--compile"])),
        n if PLAIN.contains(&n) => true,
        "git" => git(s).is_some_and(|g| {
            g.plain_globals()
                && match g.sub {
                    "status" | "diff" | "log" | "show" | "rev-parse" | "blame" | "ls-files" => {
                        !git_writes(g.args)
                    }
                    "branch" => branch_lists(g.args),
                    _ => false,
                }
        }),
        "npm" | "pnpm" | "yarn" => match (sub(0), sub(1)) {
            (Some("test"), _) => true,
            (Some("t"), _) => name == "npm",
            (Some("run"), Some("test" | "lint" | "typecheck" | "build")) => true,
            (Some("lint" | "typecheck" | "build"), _) => name != "npm",
            (Some("vitest"), Some("run")) => name == "pnpm",
            (Some("exec"), Some("vitest")) => name == "pnpm" && sub(2) == Some("run"),
            _ => false,
        },
        "node" => sub(0) == Some("--test"),
        "tsc" => a.iter().any(|w| w.text == "--noEmit"),
        "vitest" => sub(0) == Some("run"),
        "pytest" => true,
        "python" | "python3" => sub(0) == Some("-m") && sub(1) == Some("pytest"),
        "cargo" => matches!(sub(0), Some("test" | "check" | "build" | "clippy")),
        "go" => matches!(sub(0), Some("test" | "build" | "vet")),
        "make" => matches!(sub(0), Some("test" | "check" | "lint" | "build")),
        _ => false,
    }
}
