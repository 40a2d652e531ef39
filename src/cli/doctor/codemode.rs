//! The doctor's codemode section (docs/codemode.md): which Node runs scripts, its version, the
//! OS sandbox, the row of the spec's table they give (strict, `net!`, unavailable) and the mode
//! a run would use; when codemode cannot run, why and what to install. Doctor asks Node even
//! when the config says `off`, so the answer is there before someone turns it on.

use crate::cli::doctor::{Check, Status};
use crate::codemode::Codemode;
use crate::codemode::node::Row;
use crate::config::codemode::Mode;
use crate::config::settings::Settings;

/// What to install where codemode is unavailable or does not isolate the network.
const INSTALL: &str = "install Node 25 (or Node 22 / 24 with bubblewrap), and set `codemode.node` in config.json if it is not the `node` on PATH";

pub fn checks(settings: &Settings) -> Vec<Check> {
    let keys = &settings.codemode;
    let enabled = settings.sandbox(None).enabled;
    // A fresh probe, not an earlier run's record: doctor says what works now.
    let os = crate::codemode::node::OsQuery {
        enabled,
        records: None,
    };
    let row = crate::codemode::node::row(
        keys.node.as_deref(),
        std::env::var_os("PATH").as_deref(),
        &os,
    );
    let mode = Codemode::effective_mode(keys, &row);
    let configured = keys.mode.map_or("default", Mode::as_str);
    let why_mode = match (keys.mode, &row) {
        (_, Row::Unavailable { .. }) => "no usable Node",
        (Some(Mode::Off), _) => "`codemode` is \"off\" in config.json",
        (_, r) if keys.require_strict && !r.strict() => {
            "`codemode.requireStrict` and the network is not isolated"
        }
        (None, r) if r.strict() => "the default where the network is isolated",
        (None, _) => "the default where the network is not isolated",
        (Some(_), _) => "set in config.json",
    };
    let node = row.node();
    let mut mode_check = Check::new(
        "codemode",
        Status::Info,
        format!("{} ({why_mode})", mode.as_str()),
    )
    .label("codemode")
    .data("mode", mode.as_str())
    .data("configured", configured)
    .data("requireStrict", keys.require_strict);
    if mode == Mode::Off && keys.mode.is_none() && !row.strict() {
        mode_check = mode_check.fix("`--codemode on` (or `\"codemode\": \"on\"`) offers it anyway, with the network not isolated; or install Node 25 or bubblewrap");
    }
    let (status, fix) = match &row {
        Row::Unavailable { .. } => {
            let level = if matches!(keys.mode, Some(Mode::On | Mode::Only)) {
                Status::Warning
            } else {
                Status::Info
            };
            (level, Some(INSTALL))
        }
        Row::Unisolated { .. } if mode != Mode::Off => (
            Status::Warning,
            Some("install bubblewrap (or Node 25) so scripts cannot reach the network"),
        ),
        Row::Unisolated { .. } => (Status::Info, Some(INSTALL)),
        _ => (Status::Ok, None),
    };
    let mut row_check = Check::new("codemodeNode", status, row.describe())
        .label("codemode node")
        .data("node", node.map(|n| n.path.display().to_string()))
        .data("version", node.map(|n| format!("{}.{}", n.major, n.minor)))
        .data("strict", row.strict())
        .data("netIsolated", row.strict())
        .data("class", row.class().as_str())
        .data("sandbox", row.os().map(|s| s.kind.as_str()))
        .data("available", node.is_some());
    if let Some(fix) = fix {
        row_check = row_check.fix(fix);
    }
    vec![mode_check, row_check]
}
