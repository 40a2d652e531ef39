use std::ffi::OsString;
use std::path::{Path, PathBuf};

use super::*;

/// A fresh directory with `ws/`, `ws/.git/hooks`, `home/.ssh`, `home/.netrc` and `data/tool-output`.
fn tree(name: &str) -> PathBuf {
    let root = std::env::temp_dir().join(format!("ama-profile-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&root);
    for d in ["ws/.git/hooks", "home/.ssh", "data/tool-output"] {
        std::fs::create_dir_all(root.join(d)).expect("create test tree");
    }
    std::fs::write(root.join("home/.netrc"), "machine x").expect("write");
    std::fs::canonicalize(&root).expect("realpath")
}

fn os(list: &[&str]) -> Vec<OsString> {
    list.iter().map(OsString::from).collect()
}

fn s(p: &Path) -> &str {
    p.to_str().expect("utf-8 test path")
}

#[test]
fn bwrap_arguments_follow_the_policy() {
    let r = tree("bwrap");
    let ws = r.join("ws");
    let policy = Policy {
        network: Network::Deny,
        writable: vec![ws.clone(), r.join("missing"), r.join("data/tool-output")],
        read_only: vec![
            ws.join(".ama"),
            ws.join(".git/hooks"),
            ws.join(".git/config"),
        ],
        hidden_dirs: vec![r.join("home/.ssh"), r.join("home/.aws"), r.join("data")],
        hidden_files: vec![r.join("home/.netrc"), r.join("home/.pgpass")],
        reexposed: vec![r.join("data/tool-output")],
        unix_sockets: false,
    };
    let got = bwrap_args(&resolve(&policy).expect("resolve"));
    let (w, t, hooks) = (s(&ws), r.join("data/tool-output"), ws.join(".git/hooks"));
    let (ssh, data, netrc) = (r.join("home/.ssh"), r.join("data"), r.join("home/.netrc"));
    let want = os(&[
        "--die-with-parent",
        "--cap-drop",
        "ALL",
        "--ro-bind",
        "/",
        "/",
        "--dev",
        "/dev",
        "--unshare-pid",
        "--proc",
        "/proc",
        "--unshare-net",
        "--bind",
        w,
        w,
        "--bind",
        s(&t),
        s(&t),
        "--tmpfs",
        s(&ssh),
        "--tmpfs",
        s(&data),
        "--ro-bind",
        "/dev/null",
        s(&netrc),
        "--bind",
        s(&t),
        s(&t),
        "--ro-bind",
        s(&hooks),
        s(&hooks),
    ]);
    assert_eq!(got, want);
}

#[test]
fn network_allow_keeps_the_network_namespace() {
    let mut p = Policy::deny_all();
    p.network = Network::Allow;
    let got = bwrap_args(&resolve(&p).expect("resolve"));
    assert_eq!(
        got,
        os(&[
            "--die-with-parent",
            "--cap-drop",
            "ALL",
            "--ro-bind",
            "/",
            "/",
            "--dev",
            "/dev",
            "--unshare-pid",
            "--proc",
            "/proc"
        ])
    );
}

/// The private `/proc` must come after the root bind (which would cover it) and with the pid
/// namespace it shows: a `--proc` before `--ro-bind / /` shows the host's processes again.
#[test]
fn the_private_proc_follows_the_root_bind() {
    let got = bwrap_args(&resolve(&Policy::deny_all()).expect("resolve"));
    let at = |x: &str| got.iter().position(|a| a == x).expect(x);
    assert!(at("--proc") > at("--ro-bind"), "{got:?}");
    assert_eq!(got[at("--proc") + 1], "/proc");
    assert_eq!(got[at("--proc") - 1], "--unshare-pid");
    assert!(got.iter().any(|a| a == "--die-with-parent"), "{got:?}");
}

#[test]
fn symlinked_paths_are_realpathed() {
    let r = tree("link");
    let link = r.join("link");
    std::os::unix::fs::symlink(r.join("ws"), &link).expect("symlink");
    let mut p = Policy::deny_all();
    p.writable = vec![link];
    let got = resolve(&p).expect("resolve");
    assert_eq!(got.writable, vec![r.join("ws")]);
}

#[test]
fn control_characters_are_refused() {
    for bad in ["/tmp/a\nb", "/tmp/a\u{1b}[31m", "/tmp/\u{7f}"] {
        let mut p = Policy::deny_all();
        p.writable = vec![PathBuf::from(bad)];
        let err = resolve(&p).expect_err(bad);
        assert_eq!(err.code(), "sandbox.control_character", "{bad:?}");
    }
}

#[test]
fn absent_read_only_paths_are_parent_realpath_plus_name() {
    let r = tree("absent");
    let mut p = Policy::deny_all();
    p.read_only = vec![r.join("ws/.ama"), r.join("nope/.ama")];
    let got = resolve(&p).expect("resolve");
    assert!(got.read_only.is_empty());
    assert_eq!(got.read_only_absent, vec![r.join("ws/.ama")]);
}

#[test]
fn sbpl_golden_text() {
    let p = Resolved {
        network: Network::Deny,
        writable: vec![
            PathBuf::from("/Users/a/work"),
            PathBuf::from("/private/tmp"),
        ],
        read_only: vec![PathBuf::from("/Users/a/work/.git/hooks")],
        read_only_absent: vec![PathBuf::from("/Users/a/work/.ama")],
        hidden_dirs: vec![PathBuf::from("/Users/a/.ssh")],
        hidden_files: vec![PathBuf::from("/Users/a/we\"ird\\name")],
        reexposed: vec![],
    };
    let want = r#"(version 1)
(allow default)
(deny network*)
(deny mach-lookup (global-name "com.apple.dnssd.service"))
(deny file-write*)
(allow file-write* (subpath "/Users/a/work"))
(allow file-write* (subpath "/private/tmp"))
(allow file-write* (literal "/dev/null") (literal "/dev/zero") (literal "/dev/tty") (literal "/dev/dtracehelper") (regex #"^/dev/fd/"))
(deny file-write* (subpath "/Users/a/work/.git/hooks"))
(deny file-write* (subpath "/Users/a/work/.ama"))
(deny file-read* file-write* (subpath "/Users/a/.ssh"))
(deny file-read* file-write* (literal "/Users/a/we\"ird\\name"))
"#;
    assert_eq!(sbpl(&p), want);
}

#[test]
fn sbpl_probe_denies_network_and_every_write() {
    assert_eq!(
        sbpl_probe(),
        "(version 1)\n(allow default)\n(deny network*)\n(deny mach-lookup (global-name \"com.apple.dnssd.service\"))\n(deny file-write*)\n(allow file-write* (literal \"/dev/null\") (literal \"/dev/zero\") (literal \"/dev/tty\") (literal \"/dev/dtracehelper\") (regex #\"^/dev/fd/\"))\n"
    );
}

#[test]
fn a_writable_root_is_refused() {
    let r = tree("root");
    std::os::unix::fs::symlink("/", r.join("to-root")).expect("symlink");
    for bad in [
        PathBuf::from("/"),
        r.join("to-root"),
        PathBuf::from("/tmp/.."),
    ] {
        let mut p = Policy::deny_all();
        p.writable = vec![r.join("ws"), bad.clone()];
        let err = resolve(&p).expect_err("a writable / is refused");
        assert_eq!(err.code(), "sandbox.writable_root", "{bad:?}");
    }
}

#[test]
fn a_read_only_bind_never_uncovers_a_hidden_place_proc_or_dev() {
    let r = tree("cover");
    std::os::unix::fs::symlink(r.join("home/.ssh"), r.join("ws/link-to-ssh")).expect("symlink");
    let mut p = Policy::deny_all();
    p.hidden_dirs = vec![r.join("home/.ssh")];
    p.hidden_files = vec![r.join("home/.netrc")];
    p.read_only = vec![
        r.join("ws/.git/hooks"),
        PathBuf::from("/"),
        PathBuf::from("/proc"),
        PathBuf::from("/proc/self"),
        PathBuf::from("/dev/pts"),
        r.join("home"),
        r.join("ws/link-to-ssh"),
        r.join("home/.netrc"),
    ];
    let got = resolve(&p).expect("resolve");
    assert_eq!(got.read_only, vec![r.join("ws/.git/hooks")]);
    let args = bwrap_args(&got);
    assert!(!args.contains(&OsString::from("/proc/self")), "{args:?}");
}
