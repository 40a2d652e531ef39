//! The seccomp filter every child of ama runs under, and the new session it starts in, so that no
//! child can type into the user's terminal (issue #24): a child without a controlling terminal
//! cannot `TIOCSTI` into it, but root may inject into any terminal it can open, so the filter
//! refuses the `TIOCSTI` and `TIOCLINUX` ioctls outright (EPERM). Sandboxed children whose policy
//! refuses unix sockets also get `socket(AF_UNIX, ...)` refused (`socketpair` stays allowed), so
//! they cannot reach a tmux, docker or ssh-agent socket outside the sandbox.
//!
//! The BPF program is built by hand before the fork (no allocation in the child) and installed
//! in `pre_exec`, which only calls async-signal-safe functions. Only the low 32 bits of the ioctl
//! request are compared (the kernel ignores the high bits; a 64-bit compare was bypassed before,
//! CVE-2019-10063). Each architecture a process on this host can enter the kernel with is judged
//! by its own syscall numbers; an unknown architecture and x32 syscalls are refused entirely.

use std::io;
use std::os::unix::process::CommandExt;
use std::process::Command;

use nix::libc;

/// Which calls the filter refuses beyond the terminal-injection ioctls.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rules {
    /// Refuse `socket(AF_UNIX, ...)` (and i386 `socketcall`, whose arguments the filter cannot
    /// read).
    pub deny_unix_sockets: bool,
}

#[cfg(target_os = "linux")]
pub use bpf::{install, program};
#[cfg(all(target_os = "linux", test))]
pub use bpf::{TIOCLINUX, TIOCSTI};

/// The BPF program and its installation (Linux only).
#[cfg(target_os = "linux")]
mod bpf {
    use std::io;

    use nix::libc::{self, sock_filter};

    use super::Rules;

    /// `TIOCSTI`: push a byte into a terminal's input queue.
    pub const TIOCSTI: u32 = 0x5412;
    /// `TIOCLINUX`: its subcode 2/3 pastes the console selection into the input queue.
    pub const TIOCLINUX: u32 = 0x541C;

    const AUDIT_ARCH_X86_64: u32 = 0xC000_003E;
    const AUDIT_ARCH_I386: u32 = 0x4000_0003;
    const AUDIT_ARCH_AARCH64: u32 = 0xC000_00B7;
    const AUDIT_ARCH_ARM: u32 = 0x4000_0028;
    const X32_SYSCALL_BIT: u32 = 0x4000_0000;

    const RET_ALLOW: u32 = 0x7fff_0000;
    const RET_EPERM: u32 = 0x0005_0000 | libc::EPERM as u32;

    // Classic BPF opcodes.
    // BPF_LD | BPF_W | BPF_ABS (0x00 | 0x00 | 0x20).
    const LD_W_ABS: u16 = 0x20;
    const JEQ_K: u16 = 0x05 | 0x10;
    const JSET_K: u16 = 0x05 | 0x40;
    const RET_K: u16 = 0x06;

    // Offsets in `struct seccomp_data`: nr (u32), arch (u32), ip (u64), args[6] (u64).
    const OFF_NR: u32 = 0;
    const OFF_ARCH: u32 = 4;
    /// The low 32 bits of `args[n]`.
    const fn arg_low(n: u32) -> u32 {
        let base = 16 + 8 * n;
        if cfg!(target_endian = "little") {
            base
        } else {
            base + 4
        }
    }

    /// The syscall numbers one architecture uses.
    struct Arch {
        audit: u32,
        ioctl: u32,
        socket: Option<u32>,
        /// i386 `socketcall`: refused when unix sockets are.
        socketcall: Option<u32>,
        /// x86_64: refuse every x32 syscall.
        deny_x32: bool,
    }

    const ARCHES: [Arch; 4] = [
        Arch {
            audit: AUDIT_ARCH_X86_64,
            ioctl: 16,
            socket: Some(41),
            socketcall: None,
            deny_x32: true,
        },
        Arch {
            audit: AUDIT_ARCH_I386,
            ioctl: 54,
            socket: Some(359),
            socketcall: Some(102),
            deny_x32: false,
        },
        Arch {
            audit: AUDIT_ARCH_AARCH64,
            ioctl: 29,
            socket: Some(198),
            socketcall: None,
            deny_x32: false,
        },
        Arch {
            audit: AUDIT_ARCH_ARM,
            ioctl: 54,
            socket: Some(281),
            socketcall: None,
            deny_x32: false,
        },
    ];

    /// Where a jump goes.
    #[derive(Clone, Copy, PartialEq, Eq)]
    enum To {
        Next,
        Label(Label),
    }

    #[derive(Clone, Copy, PartialEq, Eq, Debug)]
    enum Label {
        Arch(usize),
        Ioctl,
        Socket,
        Deny,
        Allow,
    }

    struct Builder {
        code: Vec<(u16, To, To, u32)>,
        labels: Vec<(Label, usize)>,
    }

    impl Builder {
        fn op(&mut self, code: u16, k: u32) {
            self.code.push((code, To::Next, To::Next, k));
        }
        fn jump(&mut self, code: u16, k: u32, jt: To, jf: To) {
            self.code.push((code, jt, jf, k));
        }
        fn label(&mut self, l: Label) {
            self.labels.push((l, self.code.len()));
        }
        fn finish(self) -> Vec<sock_filter> {
            let at = |l: Label| {
                self.labels
                    .iter()
                    .find(|(x, _)| *x == l)
                    .map(|(_, p)| *p)
                    .unwrap_or_else(|| panic!("seccomp label {l:?} not placed"))
            };
            self.code
                .iter()
                .enumerate()
                .map(|(i, &(code, jt, jf, k))| {
                    let off = |t: To| match t {
                        To::Next => 0u8,
                        To::Label(l) => {
                            let d = at(l) - (i + 1);
                            u8::try_from(d).unwrap_or_else(|_| panic!("seccomp jump too far"))
                        }
                    };
                    sock_filter {
                        code,
                        jt: off(jt),
                        jf: off(jf),
                        k,
                    }
                })
                .collect()
        }
    }

    /// The BPF program for `rules`.
    pub fn program(rules: Rules) -> Vec<sock_filter> {
        let mut b = Builder {
            code: Vec::new(),
            labels: Vec::new(),
        };
        b.op(LD_W_ABS, OFF_ARCH);
        for (i, a) in ARCHES.iter().enumerate() {
            b.jump(JEQ_K, a.audit, To::Label(Label::Arch(i)), To::Next);
        }
        // An architecture the filter does not know: nothing it calls can be judged.
        b.op(RET_K, RET_EPERM);
        for (i, a) in ARCHES.iter().enumerate() {
            b.label(Label::Arch(i));
            b.op(LD_W_ABS, OFF_NR);
            if a.deny_x32 {
                b.jump(JSET_K, X32_SYSCALL_BIT, To::Label(Label::Deny), To::Next);
            }
            b.jump(JEQ_K, a.ioctl, To::Label(Label::Ioctl), To::Next);
            if rules.deny_unix_sockets {
                if let Some(nr) = a.socket {
                    b.jump(JEQ_K, nr, To::Label(Label::Socket), To::Next);
                }
                if let Some(nr) = a.socketcall {
                    b.jump(JEQ_K, nr, To::Label(Label::Deny), To::Next);
                }
            }
            b.op(RET_K, RET_ALLOW);
        }
        b.label(Label::Ioctl);
        b.op(LD_W_ABS, arg_low(1));
        b.jump(JEQ_K, TIOCSTI, To::Label(Label::Deny), To::Next);
        b.jump(JEQ_K, TIOCLINUX, To::Label(Label::Deny), To::Next);
        b.op(RET_K, RET_ALLOW);
        b.label(Label::Socket);
        b.op(LD_W_ABS, arg_low(0));
        b.jump(
            JEQ_K,
            libc::AF_UNIX as u32,
            To::Label(Label::Deny),
            To::Next,
        );
        b.op(RET_K, RET_ALLOW);
        b.label(Label::Deny);
        b.op(RET_K, RET_EPERM);
        b.label(Label::Allow);
        b.op(RET_K, RET_ALLOW);
        b.finish()
    }

    /// Installs `program` in the calling process (async-signal-safe: no allocation). Without
    /// CAP_SYS_ADMIN the kernel requires `no_new_privs` first (EACCES), which is then set: setuid
    /// programs no longer gain privileges in this process and its descendants.
    pub fn install(program: &[sock_filter]) -> io::Result<()> {
        let prog = libc::sock_fprog {
            len: program.len() as libc::c_ushort,
            filter: program.as_ptr() as *mut sock_filter,
        };
        let set = || unsafe {
            libc::prctl(
                libc::PR_SET_SECCOMP,
                libc::SECCOMP_MODE_FILTER as libc::c_ulong,
                &prog as *const libc::sock_fprog as libc::c_ulong,
                0 as libc::c_ulong,
                0 as libc::c_ulong,
            )
        };
        if set() == 0 {
            return Ok(());
        }
        let err = io::Error::last_os_error();
        if err.raw_os_error() != Some(libc::EACCES) {
            return Err(err);
        }
        // SAFETY: prctl with integer arguments.
        if unsafe { libc::prctl(libc::PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) } != 0 {
            return Err(io::Error::last_os_error());
        }
        if set() == 0 {
            Ok(())
        } else {
            Err(io::Error::last_os_error())
        }
    }
}

/// Makes `cmd`'s child start in a new session (no controlling terminal; it leads its own process
/// group, pid = pgid) under the filter for `rules`. Replaces `Command::process_group(0)`:
/// `setsid` fails in a process that already leads a group.
pub fn confine_command(cmd: &mut Command, rules: Rules) {
    #[cfg(target_os = "linux")]
    let filter = program(rules);
    #[cfg(not(target_os = "linux"))]
    let _ = rules;
    // SAFETY: the closure only calls setsid and prctl, both async-signal-safe, and reads the
    // program built above without allocating.
    unsafe {
        cmd.pre_exec(move || {
            if libc::setsid() < 0 {
                return Err(io::Error::last_os_error());
            }
            #[cfg(target_os = "linux")]
            install(&filter)?;
            Ok(())
        });
    }
}

/// Puts `cmd`'s child under the filter for `rules` but leaves it in ama's process group and
/// session. For the few children a caller waits for itself with `std::process::Command` (the
/// sandbox probe, doctor's `git`): the reaper (`process/reaper.rs`) leaves children of ama's own
/// group to their `Command`, while a child in a group of its own that is not in the process
/// registry is an orphan to it and would be reaped under the caller. The filter alone already
/// refuses `TIOCSTI` and `TIOCLINUX`, whatever terminal the child holds.
pub fn filter_command(cmd: &mut Command, rules: Rules) {
    #[cfg(target_os = "linux")]
    {
        let filter = program(rules);
        // SAFETY: the closure only calls prctl (async-signal-safe) on the program built above.
        unsafe {
            cmd.pre_exec(move || install(&filter));
        }
    }
    #[cfg(not(target_os = "linux"))]
    let _ = (cmd, rules);
}

#[cfg(test)]
#[path = "seccomp_tests.rs"]
mod tests;
