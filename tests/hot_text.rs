//! The release binary's code layout (issue #33). build.rs has the linker place the functions on
//! ama's common paths (`link/hot-text.ld`, made by `benches/hot-text.sh`) together at the front
//! of the code, which takes a three-request task's peak RSS from 11.8 to 7.5 MB: the kernel maps
//! code in 64–128 KB chunks around each page that runs. These tests read the `ama` under test
//! with binutils' `readelf` and `nm`: the task's functions are in `.text.hot`, and code that the
//! workloads never run is not, so the section is not simply all the code.

use crate::support::skip::skipped;
use std::process::Command;

/// Functions every print-mode task with a bash call runs (start-up, settings, the request, the
/// stream, the bash tool's permission check and run, the session file). Each is a symbol of its
/// own in the release build (not inlined); a rename here or there means `make hot-text`.
const TASK_PATH: &[&str] = &[
    "ama::cli::dispatch",
    "ama::config::user::UserConfig::read",
    "ama::agent::worker::AgentSession::spawn_on",
    "ama::ai::apis::openai_chat::build_request",
    "ama::ai::stream::run",
    "ama::permissions::dangerous::check",
    "ama::tools::bash_run::run",
    "ama::session::store::Store::append",
];

/// Functions no workload of benches/hot-text.sh runs: the terminal UI, doctor, the editor protocol.
const NOT_PROFILED: &[&str] = &[
    "ama::modes::interactive::run",
    "ama::cli::doctor::run",
    "ama::modes::acp::session::open",
];

/// A binutils tool's stdout, or `None` when it is not installed.
fn binutils(tool: &str, args: &[&str]) -> Option<String> {
    let out = Command::new(tool).args(args).output().ok()?;
    assert!(
        out.status.success(),
        "{tool} {args:?} failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    Some(String::from_utf8_lossy(&out.stdout).into_owned())
}

/// The start and end address of a section, from `readelf -SW`.
fn section(headers: &str, name: &str) -> Option<(u64, u64)> {
    headers.lines().find_map(|line| {
        let fields: Vec<&str> = line.split_whitespace().collect();
        let at = fields.iter().position(|f| *f == name)?;
        let address = u64::from_str_radix(fields.get(at + 2)?, 16).ok()?;
        let size = u64::from_str_radix(fields.get(at + 4)?, 16).ok()?;
        Some((address, address + size))
    })
}

/// The address of the function named exactly `name` (demangled, without its hash).
fn address(symbols: &str, name: &str) -> u64 {
    let found = symbols.lines().find_map(|line| {
        let mut fields = line.splitn(3, ' ');
        let (address, kind, symbol) = (fields.next()?, fields.next()?, fields.next()?);
        (symbol == name && kind.eq_ignore_ascii_case("t"))
            .then(|| u64::from_str_radix(address, 16).ok())?
    });
    found.unwrap_or_else(|| panic!("no function {name} in the binary; if it was renamed or inlined, change this list and run `make hot-text`"))
}

#[test]
fn the_task_path_is_linked_first_and_unprofiled_code_after_it() {
    if cfg!(debug_assertions) {
        skipped(
            "a debug build is linked without link/hot-text.ld (build.rs lays out release builds only)",
        );
        return;
    }
    let bin = env!("CARGO_BIN_EXE_ama");
    let (Some(headers), Some(symbols)) = (
        binutils("readelf", &["-SW", bin]),
        binutils("nm", &["-C", "--defined-only", bin]),
    ) else {
        skipped("readelf or nm (binutils) is not installed");
        return;
    };
    let hot = section(&headers, ".text.hot").unwrap_or_else(|| {
        panic!("{bin} has no .text.hot section: build.rs did not pass link/hot-text.ld\n{headers}")
    });
    let text = section(&headers, ".text").expect("a .text section");
    assert!(
        hot.1 <= text.0,
        "the hot code {hot:x?} comes before the rest {text:x?}"
    );
    for name in TASK_PATH {
        let at = address(&symbols, name);
        assert!(
            hot.0 <= at && at < hot.1,
            "{name} at {at:#x} is outside .text.hot {hot:x?}"
        );
    }
    for name in NOT_PROFILED {
        let at = address(&symbols, name);
        assert!(
            text.0 <= at && at < text.1,
            "{name} at {at:#x} is not in .text {text:x?}"
        );
    }
}
