//! Keeps ama's own process out of reach of the commands it runs. ama's environment holds the
//! provider API keys it removes from every command's environment. A sandboxed command runs in its
//! own pid namespace with a private `/proc` (`--unshare-pid --proc /proc`, a deviation from the
//! spec, see docs/sandbox.md), but a command run outside the sandbox (`sandbox:false`, sandbox
//! off) sees the host's `/proc`, where `/proc/<ama pid>/environ` of a process of the same user is
//! readable. Marking ama not dumpable
//! (`PR_SET_DUMPABLE 0`) makes the kernel refuse that read, `/proc/<pid>/mem` and ptrace to any
//! process without `CAP_SYS_PTRACE`; the bwrap profile drops every capability (`--cap-drop ALL`).
//!
//! Side effects, all acceptable: ama writes no core dump; a debugger of the same user cannot
//! attach; ama itself can no longer open its own `/proc/self/mem` or `/proc/self/environ` as a
//! non-root user, so this runs after `--api-key` is hidden (which writes `/proc/self/mem`). The
//! commands ama starts are not affected: `execve` makes a process dumpable again.

/// Why ama could not be marked not dumpable: the `prctl` error.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HardenError(pub nix::errno::Errno);

impl std::fmt::Display for HardenError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "prctl(PR_SET_DUMPABLE, 0) failed: {}", self.0)
    }
}

impl std::error::Error for HardenError {}

/// Marks this process not dumpable (Linux). Returns why it could not, for a warning.
pub fn protect_process() -> Result<(), HardenError> {
    #[cfg(target_os = "linux")]
    {
        nix::sys::prctl::set_dumpable(false).map_err(HardenError)
    }
    #[cfg(not(target_os = "linux"))]
    {
        Ok(())
    }
}

#[cfg(all(test, target_os = "linux"))]
mod tests {
    /// The flag is per process and would change what the other tests of this binary may open
    /// in `/proc/self`, so the check runs in a child: this test binary again, running only this
    /// test with the variable set.
    #[test]
    fn protect_process_clears_dumpable() {
        if std::env::var_os("AMA_TEST_HARDEN_CHILD").is_some() {
            assert_eq!(nix::sys::prctl::get_dumpable(), Ok(true));
            assert_eq!(super::protect_process(), Ok(()));
            assert_eq!(nix::sys::prctl::get_dumpable(), Ok(false));
            return;
        }
        let exe = std::env::current_exe().expect("test binary path");
        let out = std::process::Command::new(exe)
            .args([
                "--exact",
                "sandbox::harden::tests::protect_process_clears_dumpable",
                "--test-threads=1",
            ])
            .env("AMA_TEST_HARDEN_CHILD", "1")
            .output()
            .expect("run the child test");
        let text = String::from_utf8_lossy(&out.stdout);
        assert!(out.status.success(), "{text}");
        assert!(text.contains("1 passed"), "{text}");
    }
}
