//! Finishing a segment: leading `NAME=value` assignments, wrapper commands (`env`, `sudo`,
//! `doas`, `nice`, `nohup`, `timeout`, `command`, `builtin`, `exec`, `time`, `stdbuf`, …), and
//! the commands nested inside it — `sh -c` and friends, `eval`, `xargs`, `find -exec`, command and
//! process substitutions, expanding here-docs — which are analysed one level deeper.

use crate::permissions::shell::parse::{Ctx, parse_into};
use crate::permissions::shell::scan::substitutions_in;
use crate::permissions::shell::word::Word;
use crate::permissions::shell::{Analysis, MAX_DEPTH, Origin, Segment};

/// Shells whose `-c` string is a command.
const SHELLS: [&str; 10] = [
    "sh", "bash", "zsh", "dash", "ksh", "ash", "mksh", "fish", "busybox", "rbash",
];

/// Appends `seg` (and what is nested in it) to `out`.
pub(crate) fn finish(out: &mut Analysis, mut seg: Segment, compound_header: bool) {
    let mut nested: Vec<(Origin, String)> = Vec::new();
    let mut sub_segments: Vec<(Origin, Vec<Word>)> = Vec::new();
    if compound_header {
        seg.cmd = seg.words.len();
    } else {
        seg.assigns = seg
            .words
            .iter()
            .take_while(|w| w.assignment().is_some())
            .count();
        seg.cmd = seg.assigns;
        strip_wrappers(&mut seg, &mut nested, &mut sub_segments);
        find_nested(&seg, &mut nested, &mut sub_segments);
    }
    for w in seg
        .words
        .iter()
        .chain(seg.redirects.iter().map(|r| &r.target))
    {
        for s in &w.substitutions {
            nested.push((Origin::CommandSubst, s.clone()));
        }
        for s in &w.process_substitutions {
            nested.push((Origin::ProcessSubst, s.clone()));
        }
    }
    for r in &seg.redirects {
        if let (true, Some(body)) = (r.body_expands, &r.body) {
            if body.contains(['$', '`']) {
                out.heredoc_expands = true;
            }
            for s in substitutions_in(body, false) {
                nested.push((Origin::CommandSubst, s));
            }
        }
    }
    let depth = seg.depth;
    let idx = out.segments.len();
    let base = seg.clone();
    out.segments.push(seg);
    if nested.is_empty() && sub_segments.is_empty() {
        return;
    }
    if depth + 1 > MAX_DEPTH {
        out.too_deep = true;
        return;
    }
    for (origin, text) in nested {
        let ctx = Ctx {
            depth: depth + 1,
            origin,
            parent: Some(idx),
            grouped: false,
        };
        parse_into(&text, ctx, out);
    }
    for (origin, words) in sub_segments {
        let child = Segment {
            words,
            redirects: Vec::new(),
            assigns: 0,
            wrappers: Vec::new(),
            cmd: 0,
            uncertain: false,
            extra_args: origin == Origin::Xargs,
            depth: depth + 1,
            origin,
            parent: Some(idx),
            pipeline: base.pipeline,
            stage: base.stage,
            background: base.background,
            grouped: base.grouped,
        };
        if child.words.is_empty() {
            continue;
        }
        finish(out, child, false);
    }
}

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

fn strip_wrappers(
    seg: &mut Segment,
    nested: &mut Vec<(Origin, String)>,
    subs: &mut Vec<(Origin, Vec<Word>)>,
) {
    for _ in 0..seg.words.len() {
        let Some(program) = seg.words.get(seg.cmd) else {
            return;
        };
        if program.is_dynamic() {
            return;
        }
        let name = program.text.rsplit('/').next().unwrap_or("").to_string();
        let start = seg.cmd + 1;
        let words = &seg.words;
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
                        unknown = true;
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
            "sudo" => skip_opts(
                words,
                start,
                &Opts {
                    flags: &[
                        "-E",
                        "-H",
                        "-n",
                        "-k",
                        "-K",
                        "-S",
                        "-b",
                        "-P",
                        "-A",
                        "-i",
                        "-s",
                        "--preserve-env",
                        "--login",
                        "--shell",
                        "--non-interactive",
                    ],
                    valued: &[
                        "-u", "-g", "-C", "-D", "-h", "-p", "-r", "-t", "-T", "-U", "-R", "--user",
                        "--group", "--chdir", "--prompt", "--host",
                    ],
                },
            ),
            "doas" => skip_opts(
                words,
                start,
                &Opts {
                    flags: &["-n", "-s", "-L"],
                    valued: &["-u", "-C"],
                },
            ),
            "nice" => skip_opts(
                words,
                start,
                &Opts {
                    flags: &[],
                    valued: &["-n", "--adjustment"],
                },
            ),
            "ionice" => skip_opts(
                words,
                start,
                &Opts {
                    flags: &["-t"],
                    valued: &["-c", "-n", "--class", "--classdata"],
                },
            ),
            "nohup" | "builtin" => (start, false),
            "setsid" => skip_opts(
                words,
                start,
                &Opts {
                    flags: &["-f", "-w", "-c", "--fork", "--wait", "--ctty"],
                    valued: &[],
                },
            ),
            "timeout" => {
                let (i, unknown) = skip_opts(
                    words,
                    start,
                    &Opts {
                        flags: &["--preserve-status", "--foreground", "-v", "--verbose"],
                        valued: &["-s", "-k", "--signal", "--kill-after"],
                    },
                );
                (i + 1, unknown)
            }
            "command" => {
                if words
                    .get(start)
                    .is_some_and(|w| w.text == "-v" || w.text == "-V")
                {
                    return;
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
            "time" => skip_opts(
                words,
                start,
                &Opts {
                    flags: &["-p", "-v", "-a", "--verbose", "--append", "--portability"],
                    valued: &["-f", "--format"],
                },
            ),
            "stdbuf" => skip_opts(
                words,
                start,
                &Opts {
                    flags: &[],
                    valued: &["-i", "-o", "-e", "--input", "--output", "--error"],
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
                let rest = seg.words[i.min(seg.words.len())..].to_vec();
                let rest = if rest.is_empty() {
                    vec![Word::literal("echo")]
                } else {
                    rest
                };
                subs.push((Origin::Xargs, rest));
                return;
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
                let text: Vec<&str> = words[i.min(words.len())..]
                    .iter()
                    .map(|w| w.text.as_str())
                    .collect();
                nested.push((Origin::ShellC, text.join(" ")));
                return;
            }
            _ => return,
        };
        if next >= seg.words.len() {
            // A wrapper with nothing to run (`sudo -i`, `env`): the wrapper is the command.
            seg.uncertain |= unknown && name != "env";
            return;
        }
        seg.uncertain |= unknown;
        seg.wrappers.push(name);
        seg.cmd = next;
    }
}

/// Commands nested in the arguments: `sh -c`, `su -c`, `eval`, `find -exec`.
fn find_nested(
    seg: &Segment,
    nested: &mut Vec<(Origin, String)>,
    subs: &mut Vec<(Origin, Vec<Word>)>,
) {
    let args = seg.args();
    let name = seg.name();
    if SHELLS.contains(&name) || name == "su" {
        let mut i = 0;
        let mut c_flag = false;
        while let Some(w) = args.get(i) {
            let t = w.text.as_str();
            if t == "--" || !(t.starts_with('-') || t.starts_with('+')) || t == "-" {
                break;
            }
            if t == "--command" || (name == "su" && t == "-c") {
                if let Some(s) = args.get(i + 1) {
                    nested.push((Origin::ShellC, s.text.clone()));
                }
                return;
            }
            if let Some(s) = t.strip_prefix("--command=") {
                nested.push((Origin::ShellC, s.to_string()));
                return;
            }
            if !t.starts_with("--") && t[1..].contains('c') {
                c_flag = true;
            }
            let valued: &[&str] = if name == "su" {
                &["-s", "--shell", "-g", "--group", "-G", "-w"]
            } else {
                &["-o", "+o", "-O", "+O", "--rcfile", "--init-file"]
            };
            i += if valued.contains(&t) { 2 } else { 1 };
        }
        if c_flag && let Some(s) = args.get(i) {
            nested.push((Origin::ShellC, s.text.clone()));
        }
        return;
    }
    if name == "eval" {
        let text: Vec<&str> = args.iter().map(|w| w.text.as_str()).collect();
        nested.push((Origin::Eval, text.join(" ")));
        return;
    }
    if name == "find" {
        let roots: Vec<&str> = args
            .iter()
            .map(|w| w.text.as_str())
            .take_while(|t| !t.starts_with('-') && *t != "(" && *t != "!")
            .collect();
        let root = roots
            .iter()
            .find(|r| r.starts_with('/') || r.starts_with('~') || r.starts_with(".."))
            .or(roots.first())
            .copied()
            .unwrap_or(".");
        let mut i = 0;
        while i < args.len() {
            let t = args[i].text.as_str();
            if matches!(t, "-exec" | "-execdir" | "-ok" | "-okdir") {
                let mut words = Vec::new();
                i += 1;
                while let Some(w) = args.get(i) {
                    if w.text == ";" || (w.text == "+" && words.len() > 1) {
                        break;
                    }
                    let mut w = w.clone();
                    if w.text.contains("{}") {
                        let replaced = w.text.replace("{}", &format!("{root}/{{}}"));
                        w.text = replaced;
                    }
                    words.push(w);
                    i += 1;
                }
                subs.push((Origin::FindExec, words));
            }
            i += 1;
        }
    }
}
