//! Build script: packs the `ama` binary's relative relocations (DT_RELR) on glibc Linux, where
//! the C library it will run on applies them.
//!
//! Why: ama is a position-independent executable, and its tables of pointers (vtables, string
//! tables, serde's field lists) need one relocation each at start-up. As plain `.rela.dyn`
//! entries that is 728 KB of the release binary that the dynamic loader reads on every run;
//! packed, the same relocations take 9 KB, and a three-request task's peak RSS drops by 1.2 MB
//! (docs/performance.md, "Task peak RSS").
//!
//! glibc applies packed relocations from 2.36 on; a binary that has them needs
//! `GLIBC_ABI_DT_RELR` and does not start on an older glibc (its loader says so). So the flag is
//! passed only when the build machine's glibc is 2.36 or newer and the build is for that same
//! machine (host = target); a cross build or an older glibc gets the plain relocations. The
//! static musl binary gets the flag from the Makefile (`STATIC_RUSTFLAGS`).

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    let var = |name: &str| std::env::var(name).unwrap_or_default();
    let glibc_linux = var("CARGO_CFG_TARGET_OS") == "linux" && var("CARGO_CFG_TARGET_ENV") == "gnu";
    if !glibc_linux || var("TARGET") != var("HOST") {
        return;
    }
    if host_glibc().is_some_and(|version| version >= (2, 36)) {
        println!("cargo:rustc-link-arg-bins=-Wl,-z,pack-relative-relocs");
    }
}

/// The glibc this build script runs on, which on a native build is the one the binary links.
#[cfg(all(target_os = "linux", target_env = "gnu"))]
fn host_glibc() -> Option<(u32, u32)> {
    unsafe extern "C" {
        fn gnu_get_libc_version() -> *const std::ffi::c_char;
    }
    // SAFETY: glibc returns a pointer to a static NUL-terminated string such as "2.36".
    let text = unsafe { std::ffi::CStr::from_ptr(gnu_get_libc_version()) };
    let mut parts = text.to_str().ok()?.split('.');
    let major = parts.next()?.parse().ok()?;
    let minor = parts
        .next()?
        .trim_end_matches(|c: char| !c.is_ascii_digit())
        .parse()
        .ok()?;
    Some((major, minor))
}

/// Not built on glibc: no glibc to ask (host = target never holds for a glibc target here).
#[cfg(not(all(target_os = "linux", target_env = "gnu")))]
fn host_glibc() -> Option<(u32, u32)> {
    None
}
