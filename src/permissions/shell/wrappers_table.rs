//! The wrapper table as data: one row per wrapper command — its name, how its options are read
//! (its `Grammar`), and where the command it runs is. Most rows are read with the getopt-like
//! reader (`wrappers_opts.rs`) and say where the command is in their other fields; the irregular
//! ones name their grammar (`env`, `coproc`, `firejail`, a subcommand grammar) or read their
//! options a word at a time (`command`, `exec`, `xargs`, `watch`). `strip_wrappers` reads it; the
//! test in `wrappers_tests.rs` walks the required list against it, so a wrapper left out fails.

use super::mux;
use super::opts::Spec;
use crate::permissions::shell::word::Word;

/// How a wrapper's options are read, and so where its command starts.
pub(crate) enum Grammar {
    /// The getopt way, with the row's `spec`; the row's other fields say where the command is.
    Getopt,
    /// A word at a time (no clusters, no abbreviations): `opts.flags` alone, `opts.valued` with
    /// the next word, `=value` or a glued value (`-n10`); a dash and digits is a flag (`-10`).
    /// A first word in `stop` means the wrapper runs nothing (`command -v`).
    Words {
        opts: Opts,
        stop: &'static [&'static str],
        then: Then,
    },
    /// `env`: `-i`, `-0`, `-v`, `-u NAME`, `-C DIR` (understood, but paths resolve elsewhere),
    /// assignments, and `-S STRING` / `--split-string=STRING`, whose string is shell code.
    Env,
    /// `coproc [NAME] CMD`; `coproc NAME { …; }` names a compound command, not judged here.
    Coproc,
    /// `firejail --opt[=value] … CMD`: every option is one word.
    Firejail,
    /// A subcommand grammar (`wrappers_mux.rs`): shell code, or an argv at a word.
    Mux(fn(&[Word], usize) -> mux::Found),
}

/// What follows a `Words` wrapper's options.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Then {
    /// The command, as an argv.
    Argv,
    /// A command whose arguments come from stdin (`xargs`): a sub-command of its own, `echo`
    /// when none is given.
    Xargs,
    /// Words joined by spaces into shell code (`watch`).
    Text,
}

/// Options read a word at a time: `flags` take no value, `valued` take the next word.
pub(crate) struct Opts {
    pub flags: &'static [&'static str],
    pub valued: &'static [&'static str],
}

/// How one wrapper finds its command.
pub(crate) struct Wrapper {
    pub name: &'static str,
    pub grammar: Grammar,
    pub spec: Spec,
    /// Fixed operands before the command (`timeout DURATION`, `chroot NEWROOT`, `flock FILE`).
    pub operands: usize,
    /// The command follows the options and operands as an argv.
    pub argv: bool,
    /// When non-empty, the argv form needs one of these options (`runuser -u USER cmd`).
    pub argv_needs: &'static [&'static str],
    /// Options whose value is shell code (`script -c`, `su -c`, `flock -c`); after the
    /// operands, one of them followed by a word is shell code too (`flock FILE -c CMD`).
    pub shell: &'static [&'static str],
    /// Options that make the wrapper act on a running process instead (`ionice -p PID`).
    pub pid: &'static [&'static str],
    /// Operands after the first (the user) go to that user's shell (`su USER -- -c CODE`).
    pub user_shell: bool,
    /// With nothing to run it is a command of its own (`env` prints the environment), so an
    /// option it does not know makes nothing opaque.
    pub alone_runs: bool,
}

const fn argv(name: &'static str, spec: Spec) -> Wrapper {
    Wrapper {
        name,
        grammar: Grammar::Getopt,
        spec,
        operands: 0,
        argv: true,
        argv_needs: &[],
        shell: &[],
        pid: &[],
        user_shell: false,
        alone_runs: false,
    }
}

/// A row with a grammar of its own.
const fn special(name: &'static str, grammar: Grammar) -> Wrapper {
    Wrapper {
        grammar,
        ..argv(name, Spec::NONE)
    }
}

/// A row whose options are read a word at a time.
const fn words(
    name: &'static str,
    flags: &'static [&'static str],
    valued: &'static [&'static str],
    then: Then,
) -> Wrapper {
    special(
        name,
        Grammar::Words {
            opts: Opts { flags, valued },
            stop: &[],
            then,
        },
    )
}

const SU: &[&str] = &["-c", "--command", "--session-command"];

pub(crate) const TABLE: &[Wrapper] = &[
    Wrapper {
        alone_runs: true,
        ..special("env", Grammar::Env)
    },
    special("coproc", Grammar::Coproc),
    special("firejail", Grammar::Firejail),
    Wrapper {
        grammar: Grammar::Words {
            opts: Opts {
                flags: &["-p"],
                valued: &[],
            },
            stop: &["-v", "-V"],
            then: Then::Argv,
        },
        ..argv("command", Spec::NONE)
    },
    words("exec", &["-c", "-l"], &["-a"], Then::Argv),
    words(
        "xargs",
        &[
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
        &[
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
        Then::Xargs,
    ),
    words(
        "watch",
        &[
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
        &["-n", "--interval", "-q", "--equexit"],
        Then::Text,
    ),
    special("tmux", Grammar::Mux(mux::tmux)),
    special("screen", Grammar::Mux(mux::screen)),
    special("parallel", Grammar::Mux(mux::parallel)),
    argv(
        "sudo",
        Spec {
            short_flags: "AbEHiKklnPSsV",
            short_valued: "CDghprtTUuR",
            long_flags: &[
                "--askpass",
                "--background",
                "--preserve-env",
                "--set-home",
                "--login",
                "--remove-timestamp",
                "--reset-timestamp",
                "--non-interactive",
                "--preserve-groups",
                "--stdin",
                "--shell",
            ],
            long_valued: &[
                "--close-from",
                "--chdir",
                "--group",
                "--host",
                "--prompt",
                "--chroot",
                "--role",
                "--type",
                "--command-timeout",
                "--other-user",
                "--user",
            ],
            ..Spec::NONE
        },
    ),
    argv(
        "doas",
        Spec {
            short_flags: "nsL",
            short_valued: "uC",
            ..Spec::NONE
        },
    ),
    argv(
        "nice",
        Spec {
            short_valued: "n",
            long_valued: &["--adjustment"],
            digits: true,
            ..Spec::NONE
        },
    ),
    Wrapper {
        pid: &["-p", "-P", "-u", "--pid", "--pgid", "--uid"],
        ..argv(
            "ionice",
            Spec {
                short_flags: "t",
                short_valued: "cnpPu",
                long_flags: &["--ignore"],
                long_valued: &["--class", "--classdata", "--pid", "--pgid", "--uid"],
                ..Spec::NONE
            },
        )
    },
    argv("nohup", Spec::NONE),
    argv("builtin", Spec::NONE),
    argv("busybox", Spec::NONE),
    argv("toybox", Spec::NONE),
    argv(
        "unbuffer",
        Spec {
            short_flags: "p",
            ..Spec::NONE
        },
    ),
    argv(
        "stdbuf",
        Spec {
            short_valued: "ioe",
            long_valued: &["--input", "--output", "--error"],
            ..Spec::NONE
        },
    ),
    argv(
        "setsid",
        Spec {
            short_flags: "fwc",
            long_flags: &["--fork", "--wait", "--ctty"],
            ..Spec::NONE
        },
    ),
    Wrapper {
        operands: 1,
        ..argv(
            "timeout",
            Spec {
                short_flags: "v",
                short_valued: "sk",
                long_flags: &["--preserve-status", "--foreground", "--verbose"],
                long_valued: &["--signal", "--kill-after"],
                ..Spec::NONE
            },
        )
    },
    argv(
        "time",
        Spec {
            short_flags: "pvaq",
            short_valued: "fo",
            long_flags: &["--verbose", "--append", "--portability", "--quiet"],
            long_valued: &["--format", "--output"],
            ..Spec::NONE
        },
    ),
    Wrapper {
        operands: 1,
        shell: &["-c", "--command"],
        ..argv(
            "flock",
            Spec {
                short_flags: "sxeunoFv",
                short_valued: "wEc",
                long_flags: &[
                    "--shared",
                    "--exclusive",
                    "--unlock",
                    "--nonblock",
                    "--nb",
                    "--close",
                    "--no-fork",
                    "--verbose",
                ],
                long_valued: &["--wait", "--timeout", "--conflict-exit-code", "--command"],
                ..Spec::NONE
            },
        )
    },
    Wrapper {
        operands: 1,
        pid: &["-p", "--pid"],
        ..argv(
            "chrt",
            Spec {
                short_flags: "abdfiorRmvp",
                short_valued: "TPD",
                long_flags: &[
                    "--all-tasks",
                    "--batch",
                    "--deadline",
                    "--fifo",
                    "--idle",
                    "--other",
                    "--rr",
                    "--reset-on-fork",
                    "--max",
                    "--verbose",
                    "--pid",
                ],
                long_valued: &["--sched-runtime", "--sched-period", "--sched-deadline"],
                ..Spec::NONE
            },
        )
    },
    Wrapper {
        operands: 1,
        pid: &["-p", "--pid"],
        ..argv(
            "taskset",
            Spec {
                short_flags: "acp",
                long_flags: &["--all-tasks", "--cpu-list", "--pid"],
                ..Spec::NONE
            },
        )
    },
    Wrapper {
        argv: false,
        shell: &["-c", "--command"],
        ..argv(
            "script",
            Spec {
                short_flags: "aefqkhV",
                short_valued: "cEBIOTmo",
                short_opt: "t",
                long_flags: &["--append", "--return", "--flush", "--force", "--quiet"],
                long_valued: &[
                    "--command",
                    "--echo",
                    "--log-io",
                    "--log-in",
                    "--log-out",
                    "--log-timing",
                    "--logging-format",
                    "--output-limit",
                    "--timing",
                ],
                permute: true,
                ..Spec::NONE
            },
        )
    },
    Wrapper {
        argv: false,
        shell: SU,
        user_shell: true,
        ..argv(
            "su",
            Spec {
                short_flags: "flmpP",
                short_valued: "cgGsw",
                long_flags: &["--fast", "--login", "--preserve-environment", "--pty"],
                long_valued: &[
                    "--command",
                    "--session-command",
                    "--group",
                    "--supp-group",
                    "--shell",
                    "--whitelist-environment",
                ],
                permute: true,
                ..Spec::NONE
            },
        )
    },
    Wrapper {
        argv_needs: &["-u", "--user"],
        shell: SU,
        user_shell: true,
        ..argv(
            "runuser",
            Spec {
                short_flags: "flmpP",
                short_valued: "cgGswu",
                long_flags: &["--fast", "--login", "--preserve-environment", "--pty"],
                long_valued: &[
                    "--command",
                    "--session-command",
                    "--group",
                    "--supp-group",
                    "--shell",
                    "--whitelist-environment",
                    "--user",
                ],
                // `runuser USER -c CMD`: what follows the user goes to its shell.
                permute: true,
                ..Spec::NONE
            },
        )
    },
    Wrapper {
        operands: 1,
        ..argv(
            "chroot",
            Spec {
                long_flags: &["--skip-chdir"],
                long_valued: &["--userspec", "--groups"],
                ..Spec::NONE
            },
        )
    },
    argv(
        "unshare",
        Spec {
            short_flags: "muinpUCTfrc",
            short_valued: "RwSG",
            long_flags: &[
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
            long_valued: &[
                "--propagation",
                "--setgroups",
                "--root",
                "--wd",
                "--setuid",
                "--setgid",
                "--map-user",
                "--map-group",
            ],
            ..Spec::NONE
        },
    ),
    argv(
        "nsenter",
        Spec {
            short_flags: "amuinpUCTF",
            short_valued: "tSGrw",
            long_flags: &[
                "--all",
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
            long_valued: &["--target", "--setuid", "--setgid", "--root", "--wd"],
            ..Spec::NONE
        },
    ),
    argv(
        "systemd-run",
        Spec {
            short_flags: "tPqGdSrh",
            short_valued: "upEMH",
            long_flags: &[
                "--user",
                "--system",
                "--scope",
                "--pty",
                "--pipe",
                "--quiet",
                "--collect",
                "--same-dir",
                "--shell",
                "--wait",
                "--no-block",
                "--remain-after-exit",
                "--no-ask-password",
            ],
            long_valued: &[
                "--unit",
                "--property",
                "--description",
                "--slice",
                "--setenv",
                "--uid",
                "--gid",
                "--nice",
                "--machine",
                "--host",
                "--working-directory",
                "--service-type",
                "--on-active",
                "--on-boot",
                "--on-startup",
                "--on-unit-active",
                "--on-unit-inactive",
                "--on-calendar",
                "--timer-property",
            ],
            ..Spec::NONE
        },
    ),
    argv(
        "dbus-run-session",
        Spec {
            long_valued: &["--config-file", "--dbus-daemon"],
            ..Spec::NONE
        },
    ),
    argv(
        "ssh-agent",
        Spec {
            short_flags: "csDdk",
            short_valued: "aEOPt",
            ..Spec::NONE
        },
    ),
    Wrapper {
        pid: &["-p", "--attach"],
        ..argv(
            "strace",
            Spec {
                short_flags: "fFcCwqrtTvxyikndDZzh",
                short_valued: "eopsSuabEIPXOU",
                long_flags: &[
                    "--follow-forks",
                    "--summary-only",
                    "--summary",
                    "--no-abbrev",
                    "--quiet",
                    "--relative-timestamps",
                    "--syscall-times",
                    "--daemonize",
                    "--seccomp-bpf",
                    "--output-separately",
                    "--successful-only",
                    "--failed-only",
                ],
                long_valued: &[
                    "--trace",
                    "--output",
                    "--attach",
                    "--string-limit",
                    "--summary-sort-by",
                    "--user",
                    "--env",
                    "--trace-path",
                    "--signal",
                    "--status",
                    "--absolute-timestamps",
                    "--decode-fds",
                ],
                ..Spec::NONE
            },
        )
    },
    Wrapper {
        pid: &["-p"],
        ..argv(
            "ltrace",
            Spec {
                short_flags: "fcCiLrStTbhV",
                short_valued: "aADeFlnopsuwx",
                long_flags: &["--demangle", "--library", "--no-signals"],
                long_valued: &["--align", "--indent", "--output", "--config"],
                ..Spec::NONE
            },
        )
    },
    argv(
        "chronic",
        Spec {
            short_flags: "ev",
            ..Spec::NONE
        },
    ),
    argv(
        "cgexec",
        Spec {
            short_valued: "g",
            long_flags: &["--sticky"],
            ..Spec::NONE
        },
    ),
];

/// Wrappers whose command `nested.rs` finds (`find -exec CMD ;`), not this table.
#[cfg(test)]
pub(crate) const ELSEWHERE: &[&str] = &["find"];

/// Every wrapper the analyser sees through.
#[cfg(test)]
pub fn names() -> Vec<&'static str> {
    TABLE
        .iter()
        .map(|w| w.name)
        .chain(ELSEWHERE.iter().copied())
        .collect()
}

pub(crate) fn lookup(name: &str) -> Option<&'static Wrapper> {
    TABLE.iter().find(|w| w.name == name)
}
