//! Build script: two link-time layouts of the `ama` binary on Linux.
//!
//! 1. Hot code first (release builds). `link/hot-text.ld`, made by `benches/hot-text.sh`, names
//!    the functions that ama's common paths run; the linker places them together at the front of
//!    the code. The kernel maps code in chunks of 64–128 KB around each page that runs, so the
//!    same functions scattered over the 9 MB of `.text` made most of it resident: a
//!    three-request task's peak RSS drops by about 3.5 MB (docs/performance.md, "Task peak RSS").
//!    The script only adds an output section (`INSERT BEFORE .text`), which lld and GNU ld (bfd)
//!    read; a pattern that matches nothing is skipped, so a stale script costs locality only.
//!    gold and mold cannot read it, so a build configured to link with them (in `RUSTFLAGS` or
//!    as the target's linker) goes without, as does one with `AMA_NO_HOT_TEXT=1`.
//!
//! 2. Packed relative relocations (DT_RELR) on glibc Linux, where the C library the binary will
//!    run on applies them.
//!
//! Why packed: ama is a position-independent executable, and its tables of pointers (vtables, string
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
    println!("cargo:rerun-if-changed=link/hot-text.ld");
    println!("cargo:rerun-if-env-changed=AMA_NO_HOT_TEXT");
    let var = |name: &str| std::env::var(name).unwrap_or_default();
    if let Some(arg) = hot_text_arg(&var) {
        println!("cargo:rustc-link-arg-bins={arg}");
    }
    let glibc_linux = var("CARGO_CFG_TARGET_OS") == "linux" && var("CARGO_CFG_TARGET_ENV") == "gnu";
    if !glibc_linux || var("TARGET") != var("HOST") {
        return;
    }
    if host_glibc().is_some_and(|version| version >= (2, 36)) {
        println!("cargo:rustc-link-arg-bins=-Wl,-z,pack-relative-relocs");
    }
}

/// The linker argument that lays out the hot code first, when this build can take it: a release
/// build for Linux whose linker is lld or GNU ld, and a checkout with the script.
fn hot_text_arg(var: &dyn Fn(&str) -> String) -> Option<String> {
    if var("CARGO_CFG_TARGET_OS") != "linux" || var("PROFILE") != "release" {
        return None;
    }
    let linker = format!("{} {}", var("RUSTC_LINKER"), var("CARGO_ENCODED_RUSTFLAGS"));
    if ["gold", "mold"].iter().any(|name| linker.contains(name)) || var("AMA_NO_HOT_TEXT") == "1" {
        return None;
    }
    let script = std::path::Path::new(&var("CARGO_MANIFEST_DIR")).join("link/hot-text.ld");
    // `-Wl,` splits its argument at commas, so a path with one cannot be passed this way.
    let path = script.to_str().filter(|path| !path.contains(','))?;
    script.is_file().then(|| format!("-Wl,-T,{path}"))
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
