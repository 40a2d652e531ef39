//! Issue #29's "docs/interactive.md lists every key": each key `/help` lists (the `KEYS` table
//! of src/commands/help.rs) appears in docs/interactive.md, in the page's own notation (arrows
//! for Up / Down / Left / Right, `` `\` + Enter ``). A key added to `/help` without a word in the
//! docs fails here.

use std::path::Path;

fn read(rel: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(rel);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The key column of `/help`'s table: the first string of each `("key", "what")` row, which
/// rustfmt writes on the row's line or, for a long row, on the line after its `(`.
fn help_keys(src: &str) -> Vec<String> {
    let start = src
        .find("const KEYS")
        .unwrap_or_else(|| panic!("no KEYS table"));
    let table = &src[start..];
    let table = &table[..table.find("];").unwrap_or(table.len())];
    let mut out = Vec::new();
    let mut open = false;
    for line in table.lines().skip(1).map(str::trim) {
        let first = if let Some(rest) = line.strip_prefix("(\"") {
            Some(rest)
        } else if open {
            line.strip_prefix('"')
        } else {
            None
        };
        open = line == "(";
        if let Some(rest) = first {
            let end = rest.find("\",").unwrap_or(rest.len());
            out.push(rest[..end].replace("\\\\", "\\"));
        }
    }
    out
}

/// One key of a `/help` row as the docs write it: `Ctrl+Left / Right` gives `Ctrl+←` and
/// `Ctrl+→` (the modifier carries over), `Up` gives `↑`.
fn doc_forms(row: &str) -> Vec<String> {
    let mut out = Vec::new();
    for part in row.split(", ") {
        let mut modifier = String::new();
        for key in part.split(" / ") {
            let key = key.trim();
            let full = if key.contains('+') || modifier.is_empty() {
                key.to_string()
            } else {
                format!("{modifier}{key}")
            };
            if let Some(i) = full.rfind('+') {
                modifier = full[..=i].to_string();
            }
            let full = full
                .replace("Up", "↑")
                .replace("Down", "↓")
                .replace("Left", "←")
                .replace("Right", "→")
                .replace("\\+Enter", "`\\` + Enter");
            out.push(full);
        }
    }
    out
}

#[test]
fn every_key_help_lists_is_in_interactive_md() {
    let keys = help_keys(&read("src/commands/help.rs"));
    assert!(keys.len() >= 20, "the KEYS table was not read: {keys:?}");
    assert!(keys.contains(&"Ctrl+O".to_string()), "{keys:?}");
    let doc = read("docs/interactive.md");
    let missing: Vec<String> = keys
        .iter()
        .flat_map(|k| doc_forms(k))
        .filter(|f| f.len() >= 3 && !doc.contains(f.as_str()))
        .collect();
    assert!(
        missing.is_empty(),
        "keys /help lists that docs/interactive.md does not: {missing:?}"
    );
}

#[test]
fn doc_forms_follow_the_pages_notation() {
    assert_eq!(doc_forms("Ctrl+Left / Right"), ["Ctrl+←", "Ctrl+→"]);
    assert_eq!(doc_forms("Up / Down"), ["↑", "↓"]);
    assert_eq!(
        doc_forms("Shift+Enter, Ctrl+J, \\+Enter"),
        ["Shift+Enter", "Ctrl+J", "`\\` + Enter"]
    );
    assert_eq!(doc_forms("Alt+Up"), ["Alt+↑"]);
}
