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

pub(crate) fn parallel(words: &[Word], start: usize) -> Found {
    let mut found = Found::default();
    let p = parse(words, start, &PARALLEL);
    found.opaque |= p.unknown;
    let rest = &words[p.next..];
    let sep = rest
        .iter()
        .position(|w| matches!(w.text.as_str(), ":::" | "::::" | ":::+" | "::::+"));
    let cmd = &rest[..sep.unwrap_or(rest.len())];
    if !cmd.is_empty() {
        found.code.push(joined(cmd));
        return found;
    }
    let Some(sep) = sep else {
        // The commands come on stdin or from an `-a` file: not visible here.
        found.opaque = true;
        return found;
    };
    // No command: each input after `:::` is one.
    let mut file_inputs = false;
    for w in &rest[sep..] {
        match w.text.as_str() {
            ":::" | ":::+" => file_inputs = false,
            "::::" | "::::+" => file_inputs = true,
            _ if file_inputs => found.opaque = true,
            t => found.code.push(t.to_string()),
        }
    }
    found
}
