//! Wrappers whose command hides in a subcommand grammar: `tmux` (new-session, new-window,
//! split-window, run-shell, send-keys, respawn-pane, …, several per call split at `;`),
//! `screen` (`-dm cmd`, `-X stuff TEXT`) and GNU `parallel` (command strings, `:::` inputs).
//! The command text they hand to a shell is analysed as nested shell code; a form not
//! understood here is reported opaque, so the segment is never judged on a guess.

use super::opts::{Spec, parse};
use crate::permissions::shell::word::Word;

/// What a grammar wrapper runs: shell code, or an argv starting at a word (`screen -dm cmd`).
#[derive(Default)]
pub(crate) struct Found {
    pub code: Vec<String>,
    pub argv_at: Option<usize>,
    pub opaque: bool,
}

fn joined(words: &[Word]) -> String {
    words
        .iter()
        .map(|w| w.text.as_str())
        .collect::<Vec<_>>()
        .join(" ")
}

/// tmux commands that run shell text given after their options: full name, alias, options.
const TMUX_RUN: &[(&str, &str, Spec)] = &[
    ("new-session", "new", flags("AdDEPX", "cefFnstxy")),
    ("new-window", "neww", flags("abdkPS", "ceFnt")),
    ("split-window", "splitw", flags("bdfhIvPZ", "celtFp")),
    ("run-shell", "run", flags("b", "cdt")),
    ("respawn-pane", "respawnp", flags("k", "cet")),
    ("respawn-window", "respawnw", flags("k", "cet")),
    ("display-popup", "popup", flags("BCEk", "bcdehsStTwxy")),
    ("pipe-pane", "pipep", flags("IOo", "t")),
    ("send-keys", "send", flags("FHKlMRX", "Nt")),
    ("if-shell", "if", flags("bF", "t")),
];

/// tmux commands that run nothing the model wrote.
const TMUX_QUIET: &[&str] = &[
    "attach-session",
    "attach",
    "detach-client",
    "detach",
    "has-session",
    "has",
    "kill-server",
    "kill-session",
    "kill-window",
    "killw",
    "kill-pane",
    "killp",
    "list-sessions",
    "ls",
    "list-windows",
    "lsw",
    "list-panes",
    "lsp",
    "list-clients",
    "lsc",
    "capture-pane",
    "capturep",
    "select-window",
    "selectw",
    "select-pane",
    "selectp",
    "rename-session",
    "rename",
    "rename-window",
    "renamew",
    "wait-for",
    "wait",
    "start-server",
    "start",
    "info",
    "show-options",
    "show",
    "resize-pane",
    "resizep",
];

const fn flags(short_flags: &'static str, short_valued: &'static str) -> Spec {
    Spec {
        short_flags,
        short_valued,
        ..Spec::NONE
    }
}

/// Keys of `send-keys` that end a line; any other key name is not text.
fn key_text(k: &str) -> Option<&str> {
    match k {
        "Enter" | "C-m" | "KPEnter" | "C-j" => Some("\n"),
        "Space" => Some(" "),
        "Tab" => Some("\t"),
        _ => None,
    }
}

fn tmux_command(words: &[Word], found: &mut Found) {
    let Some(first) = words.first() else {
        return;
    };
    let name = first.text.as_str();
    if TMUX_QUIET.contains(&name) {
        return;
    }
    // tmux takes an alias or an unambiguous prefix of the full name.
    let exact = TMUX_RUN
        .iter()
        .find(|(full, alias, _)| *full == name || *alias == name);
    let prefixed: Vec<_> = TMUX_RUN
        .iter()
        .filter(|(full, _, _)| full.starts_with(name))
        .collect();
    let Some((full, _, spec)) = exact.or(prefixed.first().copied().filter(|_| prefixed.len() == 1))
    else {
        found.opaque = true;
        return;
    };
    let p = parse(words, 1, spec);
    found.opaque |= p.unknown;
    let rest = &words[p.next..];
    match *full {
        "send-keys" => {
            if p.has(&["-H", "-X", "-K", "-M"]) {
                found.opaque = true;
                return;
            }
            let literal = p.has(&["-l"]);
            let mut text = String::new();
            for w in rest {
                match key_text(&w.text).filter(|_| !literal) {
                    Some(k) => text.push_str(k),
                    None if !literal && w.text.len() > 1 && w.text.starts_with(['C', 'M']) => {
                        // `C-c`, `M-x`: keys, not text; what they do is not known here.
                        found.opaque |= w.text.as_bytes().get(1) == Some(&b'-');
                        text.push_str(&w.text);
                    }
                    None => {
                        if !text.is_empty() && !text.ends_with(['\n', ' ']) {
                            text.push(' ');
                        }
                        text.push_str(&w.text);
                    }
                }
            }
            found.code.push(text);
        }
        "run-shell" if p.has(&["-C"]) => found.opaque = true,
        "if-shell" => {
            // The condition is shell code; the branches are tmux commands.
            if let Some(c) = rest.first() {
                found.code.push(c.text.clone());
            }
            if rest.len() > 1 {
                found.opaque = true;
            }
        }
        _ if !rest.is_empty() => found.code.push(joined(rest)),
        _ => {}
    }
}

pub(crate) fn tmux(words: &[Word], start: usize) -> Found {
    let mut found = Found::default();
    let p = parse(words, start, &flags("2CDlNuvV", "cfLST"));
    found.opaque |= p.unknown;
    if let Some(c) = p.value(&["-c"]) {
        found.code.push(c.to_string());
    }
    let rest = &words[p.next..];
    for cmd in rest.split(|w| w.text == ";") {
        if cmd.iter().any(|w| w.text.ends_with(';') || w.is_dynamic()) {
            found.opaque = true;
        }
        tmux_command(cmd, &mut found);
    }
    found
}

pub(crate) fn screen(words: &[Word], start: usize) -> Found {
    let mut found = Found::default();
    let p = parse(words, start, &flags("dmDRrUxqAaOiLlfvw", "SXceshptT"));
    found.opaque |= p.unknown;
    let rest = &words[p.next..];
    let Some(x) = p.value(&["-X"]) else {
        found.argv_at = (!rest.is_empty()).then_some(p.next);
        return found;
    };
    match x {
        "stuff" => {
            let text = joined(rest)
                .replace("\\n", "\n")
                .replace("\\r", "\n")
                .replace("^M", "\n")
                .replace("\\015", "\n");
            found.code.push(text);
        }
        "exec" | "screen" => {
            if rest
                .first()
                .is_some_and(|w| w.text.starts_with(['!', '.', '|', '-']))
            {
                found.opaque = true;
            }
            found.argv_at = (!rest.is_empty()).then_some(p.next);
        }
        "quit" | "detach" | "kill" | "select" | "next" | "prev" | "title" | "sessionname" => {}
        _ => found.opaque = true,
    }
    found
}

const PARALLEL: Spec = Spec {
    short_flags: "0kqvuXmr",
    short_valued: "jnNIaSdE",
    long_flags: &[
        "--keep-order",
        "--null",
        "--quote",
        "--verbose",
        "--ungroup",
        "--line-buffer",
        "--tag",
        "--dry-run",
        "--bar",
        "--progress",
        "--eta",
        "--will-cite",
        "--no-notice",
        "--shuf",
        "--no-run-if-empty",
        "--group",
        "--xargs",
        "--pipe",
    ],
    long_valued: &[
        "--jobs",
        "--halt",
        "--max-args",
        "--max-replace-args",
        "--colsep",
        "--arg-file",
        "--nice",
        "--timeout",
        "--retries",
        "--delay",
        "--results",
        "--joblog",
        "--sshlogin",
        "--delimiter",
        "--replace",
        "--tmpdir",
        "--workdir",
        "--block",
    ],
    ..Spec::NONE
};

/// How many commands `parallel CMD ::: …` may make before it counts as not understood.
const MAX_PARALLEL_JOBS: usize = 256;

/// GNU parallel runs CMD once per input (or per combination of inputs when there are several
/// `:::` groups), with the input appended to its words or put in place of a replacement string
/// (`{}`, `{.}`, `{1}`, …): `parallel rm -rf ::: ~` is `rm -rf ~`. Every combination is
/// analysed, with the input appended and replaced, plus one command with all inputs appended
/// (`-m`, `-X`, `-N`). Inputs only known at run time (`::::` files, `-a`, stdin) are not
/// understood.
pub(crate) fn parallel(words: &[Word], start: usize) -> Found {
    let mut found = Found::default();
    let p = parse(words, start, &PARALLEL);
    found.opaque |= p.unknown || p.has(&["-a", "--arg-file"]);
    let rest = &words[p.next..];
    let sep = rest
        .iter()
        .position(|w| matches!(w.text.as_str(), ":::" | "::::" | ":::+" | "::::+"));
    let cmd = &rest[..sep.unwrap_or(rest.len())];
    // The `:::` groups; a `::::` group names files whose lines are the inputs.
    let mut groups: Vec<Vec<&str>> = Vec::new();
    for w in rest.get(sep.unwrap_or(rest.len())..).unwrap_or(&[]) {
        match w.text.as_str() {
            ":::" | ":::+" => groups.push(Vec::new()),
            "::::" | "::::+" => {
                found.opaque = true;
                groups.push(Vec::new());
            }
            t => {
                if let Some(g) = groups.last_mut() {
                    g.push(t);
                }
            }
        }
    }
    if cmd.is_empty() {
        let Some(_) = sep else {
            // The commands come on stdin or from an `-a` file: not visible here.
            found.opaque = true;
            return found;
        };
        // No command: each input is one.
        found
            .code
            .extend(groups.concat().into_iter().map(str::to_string));
        return found;
    }
    let cmd = joined(cmd);
    if sep.is_none() {
        // The inputs come on stdin (unless `--pipe` makes stdin the commands' data).
        found.opaque |= !p.has(&["--pipe"]);
        found.code.push(cmd);
        return found;
    }
    let mut combos: Vec<Vec<&str>> = vec![Vec::new()];
    for g in groups.iter().filter(|g| !g.is_empty()) {
        if combos.len() * g.len() > MAX_PARALLEL_JOBS {
            found.opaque = true;
            break;
        }
        combos = combos
            .iter()
            .flat_map(|c| g.iter().map(move |a| [c.as_slice(), &[*a]].concat()))
            .collect();
    }
    combos.push(groups.concat());
    for args in combos {
        let appended = [cmd.as_str()].into_iter().chain(args.iter().copied());
        found.code.push(appended.collect::<Vec<_>>().join(" "));
        if cmd.contains('{') {
            let mut replaced = cmd.clone();
            for a in &args {
                replaced = replace_strings(&replaced, a);
            }
            found.code.push(replaced);
        }
    }
    found
}

/// `cmd` with each of parallel's replacement strings (`{}`, `{.}`, `{/}`, `{//}`, `{/.}`,
/// `{#}`, `{%}`, `{1}`, `{1.}`, …) replaced by `arg`.
fn replace_strings(cmd: &str, arg: &str) -> String {
    let mut out = String::new();
    let mut rest = cmd;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        match after.find('}') {
            Some(close)
                if after[..close]
                    .chars()
                    .all(|c| c.is_ascii_digit() || "./#%".contains(c)) =>
            {
                out.push_str(arg);
                rest = &after[close + 1..];
            }
            _ => {
                out.push('{');
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}
