//! The wrapper table as data: for each wrapper that runs a command given as an argv or as a
//! shell string, its options and where the command is. `strip_wrappers` reads it; the test
//! in `wrappers_tests.rs` walks the required list against it, so a wrapper left out fails.

use super::opts::Spec;

/// How one wrapper finds its command.
pub(crate) struct Wrapper {
    pub name: &'static str,
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
}

const fn argv(name: &'static str, spec: Spec) -> Wrapper {
    Wrapper {
        name,
        spec,
        operands: 0,
        argv: true,
        argv_needs: &[],
        shell: &[],
        pid: &[],
        user_shell: false,
    }
}

const SU: &[&str] = &["-c", "--command", "--session-command"];

pub(crate) const TABLE: &[Wrapper] = &[
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

/// Wrappers handled by hand in `wrappers.rs` or `nested.rs` (their command is a list of words,
/// shell text spread over arguments, or a subcommand grammar).
pub(crate) const SPECIAL: &[&str] = &[
    "env", "command", "exec", "coproc", "firejail", "xargs", "watch", "parallel", "tmux", "screen",
    "find",
];

/// Every wrapper the analyser sees through.
pub fn names() -> Vec<&'static str> {
    TABLE
        .iter()
        .map(|w| w.name)
        .chain(SPECIAL.iter().copied())
        .collect()
}

pub(crate) fn lookup(name: &str) -> Option<&'static Wrapper> {
    TABLE.iter().find(|w| w.name == name)
}
