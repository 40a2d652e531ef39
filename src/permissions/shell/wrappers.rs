//! Wrapper commands in front of the real one, so classifiers judge the command that actually
//! runs. Most wrappers are rows of the table in `wrappers_table.rs` (`sudo`, `nice`, `timeout`,
//! `script -c`, `su -c`, `flock`, `chroot`, `strace`, …); the ones with a grammar of their own
//! are here (`env`, `command`, `exec`, `coproc`, `firejail`, `xargs`, `watch`) or in
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

pub use table::names;

use crate::permissions::shell::word::Word;
use crate::permissions::shell::{Origin, Segment};

/// Options of a wrapper: `flags` take no value, `valued` take the next word (or `=value`).
struct Opts {
    flags: &'static [&'static str],
    valued: &'static [&'static str],
}

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
        } else if opts.flags.contains(&name) {
            i += 1;
        } else if let Some(v) = opts
            .valued
            .iter()
            .find(|v| v.len() == 2 && t.starts_with(*v) && t.len() > 2)
        {
            // `-n10`, `-oL`: a short option glued to its value.
            let _ = v;
            i += 1;
        } else if t.len() > 1 && t[1..].chars().all(|c| c.is_ascii_digit()) {
            // `nice -10`.
            i += 1;
        } else {
            unknown = true;
            i += 1;
        }
    }
    (i, unknown)
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
        let start = seg.cmd + 1;
        let words = &seg.words;
        let mut chdir = false;
        let (next, unknown) = match name.as_str() {
            "env" => {
                let mut i = start;
                let mut unknown = false;
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
                (i, unknown)
            }
            "coproc" => {
                // `coproc NAME { …; }` names a compound command: not a shape judged here.
                let compound = words.get(start).is_some_and(|w| w.text == "{")
                    || words.get(start + 1).is_some_and(|w| w.text == "{");
                (start, compound)
            }
            "firejail" => {
                // Every firejail option is one word (`--net=none`, `--private`).
                let i = words[start..]
                    .iter()
                    .position(|w| !w.text.starts_with("--"))
                    .map_or(words.len(), |p| start + p);
                (i, false)
            }
            "command" => {
                if words
                    .get(start)
                    .is_some_and(|w| w.text == "-v" || w.text == "-V")
                {
                    return opaque;
                }
                skip_opts(
                    words,
                    start,
                    &Opts {
                        flags: &["-p"],
                        valued: &[],
                    },
                )
            }
            "exec" => skip_opts(
                words,
                start,
                &Opts {
                    flags: &["-c", "-l"],
                    valued: &["-a"],
                },
            ),
            "xargs" => {
                let (i, unknown) = skip_opts(
                    words,
                    start,
                    &Opts {
                        flags: &[
                            "-0",
                            "-r",
                            "-t",
                            "-p",
                            "-x",
                            "-o",
                            "--null",
                            "--no-run-if-empty",
                            "--verbose",
                            "--interactive",
                            "--exit",
                            "--open-tty",
                        ],
                        valued: &[
                            "-I",
                            "-L",
                            "-n",
                            "-P",
                            "-d",
                            "-E",
                            "-s",
                            "-a",
                            "-i",
                            "-l",
                            "-e",
                            "--delimiter",
                            "--max-args",
                            "--max-procs",
                            "--max-lines",
                            "--arg-file",
                            "--replace",
                            "--eof",
                            "--max-chars",
                            "--process-slot-var",
                        ],
                    },
                );
                seg.uncertain |= unknown;
                opaque |= unknown;
                let rest = seg.words[i.min(seg.words.len())..].to_vec();
                let rest = if rest.is_empty() {
                    vec![Word::literal("echo")]
                } else {
                    rest
                };
                subs.push((Origin::Xargs, rest));
                return opaque;
            }
            "watch" => {
                let (i, unknown) = skip_opts(
                    words,
                    start,
                    &Opts {
                        flags: &[
                            "-d",
                            "-t",
                            "-b",
                            "-e",
                            "-g",
                            "-c",
                            "-x",
                            "-p",
                            "-w",
                            "--differences",
                            "--no-title",
                            "--beep",
                            "--errexit",
                            "--chgexit",
                            "--color",
                            "--exec",
                            "--precise",
                            "--no-wrap",
                        ],
                        valued: &["-n", "--interval", "-q", "--equexit"],
                    },
                );
                seg.uncertain |= unknown;
                opaque |= unknown;
                let text: Vec<&str> = words[i.min(words.len())..]
                    .iter()
                    .map(|w| w.text.as_str())
                    .collect();
                nested.push((Origin::ShellC, text.join(" ")));
                return opaque;
            }
            "tmux" | "screen" | "parallel" => {
                let found = match name.as_str() {
                    "tmux" => mux::tmux(words, start),
                    "screen" => mux::screen(words, start),
                    _ => mux::parallel(words, start),
                };
                nested.extend(found.code.into_iter().map(|c| (Origin::ShellC, c)));
                seg.uncertain |= found.opaque;
                opaque |= found.opaque;
                match found.argv_at {
                    Some(at) => (at, false),
                    None => return opaque,
                }
            }
            _ => {
                let Some(w) = table::lookup(&name) else {
                    return opaque;
                };
                let p = opts::parse(words, start, &w.spec);
                if p.has(w.pid) {
                    // It changes a running process; it runs nothing.
                    seg.uncertain |= p.unknown;
                    return opaque | p.unknown;
                }
                if let Some(code) = p.value(w.shell) {
                    nested.push((Origin::ShellC, code.to_string()));
                    seg.uncertain |= p.unknown;
                    return opaque | p.unknown;
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
                    seg.uncertain |= unknown;
                    return opaque | unknown;
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
                    seg.uncertain |= p.unknown;
                    return opaque | p.unknown;
                }
                (next, p.unknown)
            }
        };
        seg.uncertain |= chdir;
        if next >= seg.words.len() {
            // A wrapper with nothing to run (`sudo -i`, `env`): the wrapper is the command.
            seg.uncertain |= unknown && name != "env";
            return opaque | (unknown && name != "env");
        }
        seg.uncertain |= unknown;
        opaque |= unknown;
        seg.wrappers.push(name);
        seg.cmd = next;
    }
    opaque
}
