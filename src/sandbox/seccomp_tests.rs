//! The filter run for real: each case forks, installs the program in the child and reports the
//! errno of one call as the child's exit code.

use nix::libc;

use super::*;

const OK: i32 = 100;

/// Forks; the child installs the filter for `rules` (unless `filtered` is false), runs `call`
/// and exits with `OK` on success or the errno it failed with.
fn in_child(rules: Rules, filtered: bool, call: fn() -> libc::c_long) -> i32 {
    let prog = program(rules);
    // SAFETY: the child only makes syscalls and exits.
    let pid = unsafe { libc::fork() };
    assert!(pid >= 0, "fork failed");
    if pid == 0 {
        if filtered && install(&prog).is_err() {
            unsafe { libc::_exit(99) };
        }
        let r = call();
        let code = if r >= 0 {
            OK
        } else {
            std::io::Error::last_os_error().raw_os_error().unwrap_or(98)
        };
        unsafe { libc::_exit(code) };
    }
    let mut status = 0;
    // SAFETY: waits for the child forked above.
    unsafe { libc::waitpid(pid, &mut status, 0) };
    assert!(libc::WIFEXITED(status), "child did not exit: {status}");
    libc::WEXITSTATUS(status)
}

const DENY_UNIX: Rules = Rules {
    deny_unix_sockets: true,
};
const ALLOW_UNIX: Rules = Rules {
    deny_unix_sockets: false,
};

fn tiocsti_bad_fd() -> libc::c_long {
    let c = b'x';
    unsafe { libc::ioctl(-1, TIOCSTI as _, &c) as libc::c_long }
}

fn tiocsti_high_bits() -> libc::c_long {
    let c = b'x';
    unsafe { libc::syscall(libc::SYS_ioctl, -1, 0x1_0000_0000u64 | TIOCSTI as u64, &c) }
}

fn tioclinux_bad_fd() -> libc::c_long {
    let c = 2u8;
    unsafe { libc::ioctl(-1, TIOCLINUX as _, &c) as libc::c_long }
}

fn tcgets_bad_fd() -> libc::c_long {
    let mut t = std::mem::MaybeUninit::<libc::termios>::uninit();
    unsafe { libc::ioctl(-1, libc::TCGETS as _, t.as_mut_ptr()) as libc::c_long }
}

fn unix_socket() -> libc::c_long {
    unsafe { libc::socket(libc::AF_UNIX, libc::SOCK_STREAM, 0) as libc::c_long }
}

fn inet_socket() -> libc::c_long {
    unsafe { libc::socket(libc::AF_INET, libc::SOCK_DGRAM, 0) as libc::c_long }
}

fn unix_high_bits() -> libc::c_long {
    unsafe {
        libc::syscall(
            libc::SYS_socket,
            0x1_0000_0000u64 | libc::AF_UNIX as u64,
            libc::SOCK_STREAM,
            0,
        )
    }
}

fn unix_socketpair() -> libc::c_long {
    let mut fds = [0; 2];
    unsafe {
        libc::socketpair(libc::AF_UNIX, libc::SOCK_STREAM, 0, fds.as_mut_ptr()) as libc::c_long
    }
}

#[test]
fn tiocsti_is_refused_before_the_fd_is_looked_at() {
    // Control: without the filter the bad fd is what fails.
    assert_eq!(in_child(DENY_UNIX, false, tiocsti_bad_fd), libc::EBADF);
    assert_eq!(in_child(DENY_UNIX, true, tiocsti_bad_fd), libc::EPERM);
    assert_eq!(in_child(ALLOW_UNIX, true, tiocsti_bad_fd), libc::EPERM);
}

#[test]
fn tiocsti_with_high_bits_set_is_refused() {
    assert_eq!(in_child(DENY_UNIX, false, tiocsti_high_bits), libc::EBADF);
    assert_eq!(in_child(ALLOW_UNIX, true, tiocsti_high_bits), libc::EPERM);
}

#[test]
fn tioclinux_is_refused() {
    assert_eq!(in_child(ALLOW_UNIX, true, tioclinux_bad_fd), libc::EPERM);
}

#[test]
fn ordinary_ioctls_pass() {
    assert_eq!(in_child(DENY_UNIX, true, tcgets_bad_fd), libc::EBADF);
}

#[test]
fn unix_sockets_are_refused_only_when_the_rules_say_so() {
    assert_eq!(in_child(DENY_UNIX, true, unix_socket), libc::EPERM);
    assert_eq!(in_child(DENY_UNIX, true, unix_high_bits), libc::EPERM);
    assert_eq!(in_child(ALLOW_UNIX, true, unix_socket), OK);
    assert_eq!(in_child(DENY_UNIX, true, inet_socket), OK);
    assert_eq!(in_child(DENY_UNIX, true, unix_socketpair), OK);
}
