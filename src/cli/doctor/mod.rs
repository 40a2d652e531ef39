//! `ama doctor [--online] [--json] [--timeout SECS]`: checks the install, the config, the keys,
//! the storage and the terminal, and says what to fix. Exit 0 when healthy, 1 when it found a
//! problem (warnings alone do not count), 2 on bad arguments.
//!
//! The checks live in `doctor/`; this file parses the flags, runs them and renders the report.

mod claude;
mod codemode;
mod extensions;
mod mcp;
mod online;
mod setup;
mod storage;
mod system;

use std::ffi::OsString;
use std::time::Duration;

use lexopt::prelude::*;
use serde_json::{Map, Value, json};

use crate::error::{Error, Result};

pub const HELP: &str = "ama doctor — check the install, config, keys, storage and terminal

USAGE:
    ama doctor [--online] [--json] [--timeout SECS]

FLAGS:
        --online           also check that each configured provider can be reached
        --json             print the report as one JSON object
        --timeout <SECS>   deadline for each --online check (default 10)
    -h, --help             show this help

EXIT CODES:
    0 healthy (warnings allowed) · 1 a problem was found · 2 bad arguments
";

/// How a check came out; problems make the exit code 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Status {
    Ok,
    Info,
    Warning,
    Problem,
}

impl Status {
    fn as_str(self) -> &'static str {
        match self {
            Status::Ok => "ok",
            Status::Info => "info",
            Status::Warning => "warning",
            Status::Problem => "problem",
        }
    }
}

/// One line of the report.
#[derive(Clone, Debug)]
pub struct Check {
    /// A stable camelCase id for JSON.
    pub name: &'static str,
    /// The short label of the text report.
    pub label: String,
    pub status: Status,
    pub detail: String,
    /// What to do next, for warnings and problems.
    pub fix: Option<String>,
    /// Extra machine-readable fields, merged into the check's JSON object.
    pub data: Map<String, Value>,
}

impl Check {
    pub fn new(name: &'static str, status: Status, detail: impl Into<String>) -> Check {
        Check {
            name,
            label: name.to_string(),
            status,
            detail: detail.into(),
            fix: None,
            data: Map::new(),
        }
    }

    pub fn label(mut self, label: impl Into<String>) -> Check {
        self.label = label.into();
        self
    }

    pub fn fix(mut self, fix: impl Into<String>) -> Check {
        self.fix = Some(fix.into());
        self
    }

    pub fn data(mut self, key: &str, value: impl Into<Value>) -> Check {
        self.data.insert(key.to_string(), value.into());
        self
    }
}

pub struct Section {
    pub name: &'static str,
    pub checks: Vec<Check>,
}

#[derive(Debug, Default)]
struct Options {
    online: bool,
    json: bool,
    timeout: Option<Duration>,
}

fn parse(raw: Vec<OsString>) -> Result<Option<Options>> {
    let mut o = Options::default();
    let mut p = lexopt::Parser::from_args(raw);
    while let Some(arg) = p.next().map_err(|e| Error::Usage(format!("doctor: {e}")))? {
        match arg {
            Long("online") => o.online = true,
            Long("json") => o.json = true,
            Long("timeout") => {
                let v = p
                    .value()
                    .map_err(|e| Error::Usage(format!("doctor --timeout: {e}")))?;
                let v = v.to_string_lossy().into_owned();
                let secs = v.parse::<f64>().ok().filter(|s| *s > 0.0 && s.is_finite());
                let secs = secs.ok_or_else(|| {
                    Error::Usage(format!(
                        "doctor --timeout `{v}` is not a positive number of seconds"
                    ))
                })?;
                o.timeout = Some(Duration::from_secs_f64(secs));
            }
            Short('h') | Long("help") => return Ok(None),
            other => {
                return Err(Error::Usage(crate::cli::suggest::unknown_subcommand_flag(
                    "doctor", other,
                )));
            }
        }
    }
    Ok(Some(o))
}

/// Runs `ama doctor` with the arguments after `doctor`; returns the exit code.
pub fn run(raw: Vec<OsString>) -> Result<i32> {
    let Some(opts) = parse(raw)? else {
        crate::util::output::write_stdout(HELP.as_bytes());
        return Ok(0);
    };
    let setup = setup::Setup::load();
    let mut network = system::network();
    if opts.online {
        let timeout = opts.timeout.unwrap_or(Duration::from_secs(10));
        network.extend(online::reachability(&setup, timeout));
    }
    let sections = vec![
        Section {
            name: "ama",
            checks: setup::build(),
        },
        Section {
            name: "config",
            checks: setup.config_checks(),
        },
        Section {
            name: "models",
            checks: setup.model_checks(),
        },
        Section {
            name: "storage",
            checks: storage::checks(setup.settings()),
        },
        Section {
            name: "network",
            checks: network,
        },
        Section {
            name: "terminal",
            checks: system::terminal(),
        },
        Section {
            name: "tools",
            checks: system::tools(),
        },
        Section {
            name: "sandbox",
            checks: system::sandbox(setup.settings()),
        },
        Section {
            name: "codemode",
            checks: codemode::checks(setup.settings()),
        },
        Section {
            name: "extensions",
            checks: extensions::checks(setup.registry()),
        },
        Section {
            name: "claude code",
            checks: claude::checks(setup.settings()),
        },
        Section {
            name: "mcp",
            checks: mcp::checks(setup.settings()),
        },
    ];
    let text = if opts.json {
        let mut s = to_json(&sections).to_string();
        s.push('\n');
        s
    } else {
        render(&sections)
    };
    crate::util::output::write_stdout(text.as_bytes());
    Ok(if problems(&sections).is_empty() { 0 } else { 1 })
}

fn problems(sections: &[Section]) -> Vec<&Check> {
    let all = sections.iter().flat_map(|s| s.checks.iter());
    all.filter(|c| c.status == Status::Problem).collect()
}

fn to_json(sections: &[Section]) -> Value {
    let check = |c: &Check| {
        let mut o = Map::new();
        o.insert("name".into(), c.name.into());
        o.insert("status".into(), c.status.as_str().into());
        o.insert("detail".into(), c.detail.clone().into());
        if let Some(fix) = &c.fix {
            o.insert("fix".into(), fix.clone().into());
        }
        for (k, v) in &c.data {
            o.insert(k.clone(), v.clone());
        }
        Value::Object(o)
    };
    let of = |status: Status| {
        let all = sections.iter().flat_map(|s| s.checks.iter());
        let hits = all.filter(|c| c.status == status);
        hits.map(|c| Value::String(summary_line(c)))
            .collect::<Vec<_>>()
    };
    let problems = of(Status::Problem);
    json!({
        "ok": problems.is_empty(),
        "version": env!("CARGO_PKG_VERSION"),
        "target": setup::target(),
        "problems": problems,
        "warnings": of(Status::Warning),
        "sections": sections.iter().map(|s| json!({
            "name": s.name,
            "checks": s.checks.iter().map(check).collect::<Vec<_>>(),
        })).collect::<Vec<_>>(),
    })
}

fn summary_line(c: &Check) -> String {
    match &c.fix {
        Some(fix) => format!("{}: {} — {fix}", c.label, c.detail),
        None => format!("{}: {}", c.label, c.detail),
    }
}

/// The text report: one block per section, one line per check, the fix indented below.
fn render(sections: &[Section]) -> String {
    let mut out = String::new();
    for s in sections {
        out.push_str(s.name);
        out.push('\n');
        for c in &s.checks {
            out.push_str(&format!(
                "  {:<8} {:<16} {}\n",
                c.status.as_str(),
                clean(&c.label),
                clean(&c.detail)
            ));
            if let Some(fix) = &c.fix {
                out.push_str(&format!("  {:<8} {:<16} → {}\n", "", "", clean(fix)));
            }
        }
        out.push('\n');
    }
    let problems = problems(sections);
    let warnings = sections
        .iter()
        .flat_map(|s| s.checks.iter())
        .filter(|c| c.status == Status::Warning)
        .count();
    if problems.is_empty() {
        out.push_str(&format!(
            "healthy: no problems, {}\n",
            plural(warnings, "warning")
        ));
    } else {
        out.push_str(&format!(
            "{} found, {}:\n",
            plural(problems.len(), "problem"),
            plural(warnings, "warning")
        ));
        for c in problems {
            out.push_str(&format!("  - {}\n", clean(&summary_line(c))));
        }
    }
    out
}

pub fn plural(n: usize, word: &str) -> String {
    if n == 1 {
        format!("1 {word}")
    } else {
        format!("{n} {word}s")
    }
}

/// Control characters (from paths, env values or config text) shown escaped, never sent raw to
/// the terminal.
fn clean(s: &str) -> String {
    s.chars()
        .map(|c| {
            if c.is_control() {
                c.escape_default().to_string()
            } else {
                c.to_string()
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::{Check, Section, Status, clean, parse, render};

    #[test]
    fn flags() {
        let p = |v: &[&str]| parse(v.iter().map(|s| s.into()).collect());
        let o = p(&["--online", "--json", "--timeout", "2.5"])
            .ok()
            .flatten();
        assert!(o.as_ref().is_some_and(|o| o.online && o.json));
        assert!(matches!(p(&["--help"]), Ok(None)));
        for bad in [
            &["--bogus"][..],
            &["--timeout", "0"],
            &["--timeout"],
            &["x"],
        ] {
            assert_eq!(p(bad).err().map(|e| e.exit_code()), Some(2), "{bad:?}");
        }
    }

    #[test]
    fn text_report_lists_problems_last() {
        let sections = vec![Section {
            name: "config",
            checks: vec![
                Check::new("a", Status::Ok, "fine"),
                Check::new("b", Status::Problem, "broken\u{1b}[31m").fix("mend it"),
            ],
        }];
        let text = render(&sections);
        assert!(
            text.contains("  problem  b                broken\\u{1b}[31m\n"),
            "{text}"
        );
        assert!(
            text.ends_with("1 problem found, 0 warnings:\n  - b: broken\\u{1b}[31m — mend it\n")
        );
        assert_eq!(clean("a\tb"), "a\\tb");
    }
}
