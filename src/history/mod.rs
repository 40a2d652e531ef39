//! Read-only tools over saved sessions (sessions.md): `ama stats` with its index, `ama sessions
//! search`, `export` with redaction, `prune` / `restore` with the trash and the backup sweep, and
//! `--from` (a past user message as a new prompt). They never lock, repair or change a session
//! file; a session being written reads as far as its last complete line.

pub mod export;
pub(crate) mod fastjson;
pub mod from;
pub(crate) mod lines;
pub mod prune;
pub mod range;
pub mod redact;
pub mod search;
pub mod stats;
pub(crate) mod stats_external;
pub(crate) mod stats_figures;
pub(crate) mod stats_index;
pub(crate) mod stats_index_format;
mod stats_line;
pub(crate) mod stats_scan;
pub(crate) mod stats_sum;


/// One line of terminal text: control characters dropped, newlines and tabs as spaces, at most
/// `max` characters (then `…`).
pub(crate) fn one_line(text: &str, max: usize) -> String {
    let flat: String = text
        .chars()
        .map(|c| {
            if c == '\n' || c == '\t' || c == '\r' {
                ' '
            } else {
                c
            }
        })
        .filter(|c| !c.is_control())
        .collect();
    let flat = flat.trim();
    match flat.char_indices().nth(max) {
        Some((i, _)) => format!("{}…", &flat[..i]),
        None => flat.to_string(),
    }
}
