//! Wrapper commands in front of the real one — `env`, `sudo`, `doas`, `nice`, `ionice`,
//! `nohup`, `setsid`, `timeout`, `command`, `builtin`, `exec`, `time`, `stdbuf`, `xargs`,
//! `watch`, `flock`, `coproc`, `script -c`, `unshare`, `nsenter`, `chronic`, `busybox`, `chrt`,
//! `taskset`, `cgexec`, `firejail` — with their options, so classifiers judge the command that
//! actually runs. An option a wrapper's table does not know makes the segment uncertain (ask).

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

pub(crate) fn strip_wrappers(
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
            "nohup" | "builtin" | "busybox" => (start, false),
            "flock" => {
                if let Some(c) = words[start..]
                    .iter()
                    .position(|w| w.text == "-c" || w.text == "--command")
                {
                    if let Some(s) = words.get(start + c + 1) {
                        nested.push((Origin::ShellC, s.text.clone()));
                    }
                    return;
                }
                let (i, unknown) = skip_opts(
                    words,
                    start,
                    &Opts {
                        flags: &[
                            "-s",
                            "--shared",
                            "-x",
                            "-e",
                            "--exclusive",
                            "-u",
                            "--unlock",
                            "-n",
                            "--nb",
                            "--nonblock",
                            "-o",
                            "--close",
                            "-F",
                            "--no-fork",
                            "--verbose",
                        ],
                        valued: &["-w", "--wait", "--timeout", "-E", "--conflict-exit-code"],
                    },
                );
                // The lock file or descriptor, then the command.
                (i + 1, unknown)
            }
            "coproc" => {
                // `coproc NAME { …; }` names a compound command: not a shape judged here.
                let compound = words.get(start).is_some_and(|w| w.text == "{")
                    || words.get(start + 1).is_some_and(|w| w.text == "{");
                (start, compound)
            }
            "script" => {
                let c = words[start..]
                    .iter()
                    .position(|w| w.text == "-c" || w.text == "--command");
                if let Some(s) = c.and_then(|c| words.get(start + c + 1)) {
                    nested.push((Origin::ShellC, s.text.clone()));
                }
                // script also writes a typescript file and may start an interactive shell.
                seg.uncertain = true;
                return;
            }
            "unshare" => skip_opts(
                words,
                start,
                &Opts {
                    flags: &[
                        "-m",
                        "-u",
                        "-i",
                        "-n",
                        "-p",
                        "-U",
                        "-C",
                        "-T",
                        "-f",
                        "-r",
                        "-c",
                        "--fork",
                        "--mount-proc",
                        "--map-root-user",
                        "--map-current-user",
                        "--kill-child",
                        "--mount",
                        "--uts",
                        "--ipc",
                        "--net",
                        "--pid",
                        "--user",
                        "--cgroup",
                        "--time",
                        "--keep-caps",
                    ],
                    valued: &[
                        "--propagation",
                        "--setgroups",
                        "-R",
                        "--root",
                        "-w",
                        "--wd",
                        "-S",
                        "--setuid",
                        "-G",
                        "--setgid",
                        "--map-user",
                        "--map-group",
                    ],
                },
            ),
            "nsenter" => skip_opts(
                words,
                start,
                &Opts {
                    flags: &[
                        "-a",
                        "--all",
                        "-m",
                        "-u",
                        "-i",
                        "-n",
                        "-p",
                        "-U",
                        "-C",
                        "-T",
                        "-F",
                        "--no-fork",
                        "--preserve-credentials",
                        "--mount",
                        "--uts",
                        "--ipc",
                        "--net",
                        "--pid",
                        "--user",
                        "--cgroup",
                        "--time",
                    ],
                    valued: &[
                        "-t", "--target", "-S", "--setuid", "-G", "--setgid", "-r", "--root", "-w",
                        "--wd",
                    ],
                },
            ),
            "chronic" => skip_opts(
                words,
                start,
                &Opts {
                    flags: &["-e", "-v"],
                    valued: &[],
                },
            ),
            "chrt" | "taskset" => {
                if words[start..].iter().any(|w| {
                    w.text == "-p"
                        || w.text == "--pid"
                        || (w.text.starts_with('-')
                            && !w.text.starts_with("--")
                            && w.text.contains('p'))
                }) {
                    // The pid form changes a running process; it runs nothing.
                    return;
                }
                let (i, unknown) = skip_opts(
                    words,
                    start,
                    &Opts {
                        flags: &[
                            "-a",
                            "--all-tasks",
                            "-b",
                            "--batch",
                            "-d",
                            "--deadline",
                            "-f",
                            "--fifo",
                            "-i",
                            "--idle",
                            "-o",
                            "--other",
                            "-r",
                            "--rr",
                            "-R",
                            "--reset-on-fork",
                            "-v",
                            "--verbose",
                            "-c",
                            "--cpu-list",
                        ],
                        valued: &[
                            "-T",
                            "--sched-runtime",
                            "-P",
                            "--sched-period",
                            "-D",
                            "--sched-deadline",
                        ],
                    },
                );
                // The priority or the CPU mask, then the command.
                (i + 1, unknown)
            }
            "cgexec" => skip_opts(
                words,
                start,
                &Opts {
                    flags: &["--sticky"],
                    valued: &["-g"],
                },
            ),
            "firejail" => {
                // Every firejail option is one word (`--net=none`, `--private`).
                let i = words[start..]
                    .iter()
                    .position(|w| !w.text.starts_with("--"))
                    .map_or(words.len(), |p| start + p);
                (i, false)
            }
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
