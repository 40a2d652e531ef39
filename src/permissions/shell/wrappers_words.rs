//! The wrapper grammars that are not getopt's: options read a word at a time (`command`,
//! `exec`, `xargs`, `watch`), and the named special cases `env`, `coproc` and `firejail`. Each
//! returns where the wrapped command starts, or that nothing more runs as an argv here.

use super::Step;
use super::table::{Opts, Then};
use crate::permissions::shell::Origin;
use crate::permissions::shell::word::Word;

/// Skips a wrapper's options from `i`; returns the index after them, and whether an unknown
/// option was met.
fn skip_opts(words: &[Word], mut i: usize, opts: &Opts) -> (usize, bool) {
    let mut unknown = false;
    while let Some(w) = words.get(i) {
        let t = w.text.as_str();
        if t == "--" {
            return (i + 1, unknown);
        }
        if !t.starts_with('-') || t == "-" {
            break;
        }
        let name = t.split('=').next().unwrap_or(t);
        if opts.valued.contains(&name) {
            i += if t.contains('=') { 1 } else { 2 };
        } else if opts.flags.contains(&name)
            // `-n10`, `-oL`: a short option glued to its value.
            || opts.valued.iter().any(|v| v.len() == 2 && t.starts_with(*v) && t.len() > 2)
            // `nice -10`.
            || t.len() > 1 && t[1..].chars().all(|c| c.is_ascii_digit())
        {
            i += 1;
        } else {
            unknown = true;
            i += 1;
        }
    }
    (i, unknown)
}

/// A `Words` row: its options, then its command as an argv, a sub-command (`xargs`) or shell
/// text (`watch`).
pub(super) fn by_words(
    words: &[Word],
    start: usize,
    (opts, stop, then): (&Opts, &[&str], Then),
    nested: &mut Vec<(Origin, String)>,
    subs: &mut Vec<(Origin, Vec<Word>)>,
) -> Step {
    if words
        .get(start)
        .is_some_and(|w| stop.contains(&w.text.as_str()))
    {
        // `command -v CMD` describes CMD; it runs nothing.
        return Step::Stop { unknown: false };
    }
    let (i, unknown) = skip_opts(words, start, opts);
    let rest = &words[i.min(words.len())..];
    match then {
        Then::Argv => Step::Argv {
            next: i,
            unknown,
            chdir: false,
        },
        Then::Xargs => {
            let rest = if rest.is_empty() {
                vec![Word::literal("echo")]
            } else {
                rest.to_vec()
            };
            subs.push((Origin::Xargs, rest));
            Step::Stop { unknown }
        }
        Then::Text => {
            let text: Vec<&str> = rest.iter().map(|w| w.text.as_str()).collect();
            nested.push((Origin::ShellC, text.join(" ")));
            Step::Stop { unknown }
        }
    }
}

/// `env [OPTION]… [NAME=VALUE]… [CMD]`; `-S STRING` is shell code, and what follows it is not
/// judged (it is an option not understood).
pub(super) fn env(words: &[Word], start: usize, nested: &mut Vec<(Origin, String)>) -> Step {
    let mut i = start;
    let mut unknown = false;
    let mut chdir = false;
    while let Some(w) = words.get(i) {
        let t = w.text.as_str();
        if t == "-S" || t == "--split-string" {
            if let Some(s) = words.get(i + 1) {
                nested.push((Origin::ShellC, s.text.clone()));
            }
            unknown = true;
            i = words.len();
        } else if t.starts_with("-S") || t.starts_with("--split-string=") {
            let s = t
                .trim_start_matches("--split-string=")
                .trim_start_matches("-S");
            nested.push((Origin::ShellC, s.to_string()));
            unknown = true;
            i = words.len();
        } else if matches!(
            t,
            "-i" | "-" | "-0" | "--null" | "--ignore-environment" | "-v" | "--debug"
        ) {
            i += 1;
        } else if matches!(t, "-u" | "--unset") {
            i += 2;
        } else if matches!(t, "-C" | "--chdir") {
            // Understood, but relative paths now resolve elsewhere.
            chdir = true;
            i += 2;
        } else if t.starts_with("--unset=") || t.starts_with("-u") && t.len() > 2 {
            i += 1;
        } else if t.starts_with('-') && t != "--" {
            unknown = true;
            i += 1;
        } else if t == "--" || w.assignment().is_some() {
            i += 1;
        } else {
            break;
        }
    }
    Step::Argv {
        next: i,
        unknown,
        chdir,
    }
}

/// `coproc [NAME] CMD`.
pub(super) fn coproc(words: &[Word], start: usize) -> Step {
    let compound = words.get(start).is_some_and(|w| w.text == "{")
        || words.get(start + 1).is_some_and(|w| w.text == "{");
    Step::Argv {
        next: start,
        unknown: compound,
        chdir: false,
    }
}

/// `firejail --opt[=value] … CMD`.
pub(super) fn firejail(words: &[Word], start: usize) -> Step {
    let next = words[start..]
        .iter()
        .position(|w| !w.text.starts_with("--"))
        .map_or(words.len(), |p| start + p);
    Step::Argv {
        next,
        unknown: false,
        chdir: false,
    }
}
