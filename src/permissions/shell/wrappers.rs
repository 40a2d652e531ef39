//! Wrapper commands in front of the real one, so classifiers judge the command that actually
//! runs. Every wrapper is a row of the table in `wrappers_table.rs` (`sudo`, `nice`, `timeout`,
//! `script -c`, `su -c`, `flock`, `chroot`, `strace`, `env`, `command`, `exec`, `xargs`,
//! `watch`, `tmux`, …): its name, how its options are read and where its command is. The rows
//! read the getopt way are judged here; the others' grammars are in `wrappers_words.rs` and
//! `wrappers_mux.rs` (`tmux`, `screen`, `parallel`). A shell string a wrapper takes is analysed
//! as nested shell code. An option not understood makes the segment uncertain and *opaque*:
//! [`options_unknown`] tells the dangerous list, which then asks in every mode.

#[path = "wrappers_mux.rs"]
mod mux;
#[path = "wrappers_opts.rs"]
mod opts;
#[path = "wrappers_table.rs"]
mod table;
#[cfg(test)]
#[path = "wrappers_tests.rs"]
mod tests;
#[path = "wrappers_words.rs"]
mod words;

#[cfg(test)]
pub use table::names;

use crate::permissions::shell::word::Word;
use crate::permissions::shell::{Origin, Segment};
use table::{Grammar, Wrapper};

/// What one wrapper's grammar found.
enum Step {
    /// The wrapped command starts at `next` (past the end: the wrapper runs nothing else).
    /// `chdir`: it runs in another directory, so relative paths resolve elsewhere.
    Argv {
        next: usize,
        unknown: bool,
        chdir: bool,
    },
    /// Nothing more runs as an argv here: any code it runs was handed to `nested` or `subs`.
    Stop { unknown: bool },
}

/// The arguments a wrapper hands to a shell (`su USER -- -c CODE`): the `-c` string, `None`
/// when there are none, or an error for a form not judged here (a script file, other options).
fn shell_args(args: &[&Word]) -> Result<Option<String>, ()> {
    let mut c_flag = false;
    for w in args {
        let t = w.text.as_str();
        if w.is_dynamic() {
            return Err(());
        }
        if t.starts_with('-') && t.len() > 1 && !t.starts_with("--") {
            c_flag |= t.contains('c');
            continue;
        }
        // Without `-c`, a script file or a long option: what runs is not in the text.
        return if c_flag {
            Ok(Some(t.to_string()))
        } else {
            Err(())
        };
    }
    if args.is_empty() { Ok(None) } else { Err(()) }
}

pub(crate) fn strip_wrappers(
    seg: &mut Segment,
    nested: &mut Vec<(Origin, String)>,
    subs: &mut Vec<(Origin, Vec<Word>)>,
) {
    strip(seg, nested, subs);
}

/// A wrapper in `seg` (from its first word on) has options the analyser does not understand,
/// so which command runs is a guess: the dangerous list asks for such a segment in every mode.
pub(crate) fn options_unknown(seg: &Segment) -> bool {
    let mut s = seg.clone();
    s.cmd = s.assigns;
    s.wrappers.clear();
    strip(&mut s, &mut Vec::new(), &mut Vec::new())
}

/// Strips the wrappers; returns whether one of them was opaque.
fn strip(
    seg: &mut Segment,
    nested: &mut Vec<(Origin, String)>,
    subs: &mut Vec<(Origin, Vec<Word>)>,
) -> bool {
    let mut opaque = false;
    for _ in 0..seg.words.len() {
        let Some(program) = seg.words.get(seg.cmd) else {
            return opaque;
        };
        if program.is_dynamic() {
            return opaque;
        }
        let name = program.text.rsplit('/').next().unwrap_or("").to_string();
        let Some(w) = table::lookup(&name) else {
            return opaque;
        };
        let start = seg.cmd + 1;
        let words = &seg.words;
        let step = match &w.grammar {
            Grammar::Getopt => getopt(w, words, start, nested),
            Grammar::Words { opts, stop, then } => {
                words::by_words(words, start, (opts, stop, *then), nested, subs)
            }
            Grammar::Env => words::env(words, start, nested),
            Grammar::Coproc => words::coproc(words, start),
            Grammar::Firejail => words::firejail(words, start),
            Grammar::Mux(grammar) => {
                let found = grammar(words, start);
                nested.extend(found.code.into_iter().map(|c| (Origin::ShellC, c)));
                match found.argv_at {
                    Some(next) => Step::Argv {
                        next,
                        unknown: found.opaque,
                        chdir: false,
                    },
                    None => Step::Stop {
                        unknown: found.opaque,
                    },
                }
            }
        };
        let (next, unknown) = match step {
            Step::Stop { unknown } => {
                seg.uncertain |= unknown;
                return opaque | unknown;
            }
            Step::Argv {
                next,
                unknown,
                chdir,
            } => {
                seg.uncertain |= chdir;
                (next, unknown)
            }
        };
        if next >= seg.words.len() {
            // A wrapper with nothing to run (`sudo -i`, `env`): the wrapper is the command.
            let unknown = unknown && !w.alone_runs;
            seg.uncertain |= unknown;
            return opaque | unknown;
        }
        seg.uncertain |= unknown;
        opaque |= unknown;
        seg.wrappers.push(name);
        seg.cmd = next;
    }
    opaque
}

/// A row read the getopt way: its command as an argv after the options and operands, shell code
/// in an option (`script -c`, `su -c`, `flock FILE -c`), the user's shell (`su USER -- -c`), or
/// nothing (`ionice -p PID` acts on a running process).
fn getopt(w: &Wrapper, words: &[Word], start: usize, nested: &mut Vec<(Origin, String)>) -> Step {
    let p = opts::parse(words, start, &w.spec);
    if p.has(w.pid) {
        // It changes a running process; it runs nothing.
        return Step::Stop { unknown: p.unknown };
    }
    if let Some(code) = p.value(w.shell) {
        nested.push((Origin::ShellC, code.to_string()));
        return Step::Stop { unknown: p.unknown };
    }
    if !w.argv || !(w.argv_needs.is_empty() || p.has(w.argv_needs)) {
        // A shell for another user (`su`, `runuser`) or a logged one (`script`).
        // `su USER ARGS…` hands ARGS to the user's shell: `-c CODE` is code there.
        let mut unknown = p.unknown;
        if w.user_shell {
            let after: Vec<usize> = (p.next..words.len()).collect();
            let operands: Vec<&Word> = p
                .operands
                .iter()
                .chain(after.iter())
                .filter_map(|&i| words.get(i))
                .skip_while(|w| w.text == "-")
                .skip(1)
                .collect();
            match shell_args(&operands) {
                Ok(Some(code)) => nested.push((Origin::ShellC, code)),
                Ok(None) => {}
                Err(()) => unknown = true,
            }
        }
        return Step::Stop { unknown };
    }
    // With permuted options, the operands start at the first one met.
    let next = p.operands.first().copied().unwrap_or(p.next) + w.operands;
    if let Some(flag) = words.get(next)
        && w.shell.contains(&flag.text.as_str())
    {
        // `flock FILE -c CMD`.
        if let Some(code) = words.get(next + 1) {
            nested.push((Origin::ShellC, code.text.clone()));
        }
        return Step::Stop { unknown: p.unknown };
    }
    Step::Argv {
        next,
        unknown: p.unknown,
        chdir: false,
    }
}
