//! The docs stay true and usable: every JSON example in docs/ and the README parses, links stay
//! inside the repository and point at files that exist, and every flag `ama --help` prints is
//! documented in docs/cli.md.

use std::path::{Path, PathBuf};

use crate::support::Test;

fn repo() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn doc_files() -> Vec<PathBuf> {
    let mut files = vec![repo().join("README.md")];
    let mut docs: Vec<PathBuf> = std::fs::read_dir(repo().join("docs"))
        .into_iter()
        .flatten()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "md"))
        .collect();
    docs.sort();
    files.extend(docs);
    files
}

/// The fenced ```json blocks of a Markdown file, with the line each starts on.
fn json_blocks(text: &str) -> Vec<(usize, String)> {
    let mut out = Vec::new();
    let mut current: Option<(usize, String)> = None;
    for (i, line) in text.lines().enumerate() {
        let fence = line.trim_start();
        match &mut current {
            None if fence.starts_with("```json") => current = Some((i + 1, String::new())),
            Some(_) if fence.starts_with("```") => {
                out.extend(current.take());
            }
            Some((_, body)) => {
                body.push_str(line);
                body.push('\n');
            }
            None => {}
        }
    }
    out
}

/// A block parses as one JSON value, or (JSON Lines) as one value per non-empty line.
fn parses(body: &str) -> Result<(), String> {
    if serde_json::from_str::<serde_json::Value>(body).is_ok() {
        return Ok(());
    }
    for (i, line) in body
        .lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty())
    {
        serde_json::from_str::<serde_json::Value>(line)
            .map_err(|e| format!("line {} of the block: {e}", i + 1))?;
    }
    Ok(())
}

#[test]
fn every_json_example_parses() {
    let mut bad = Vec::new();
    let mut count = 0;
    for file in doc_files() {
        let text = std::fs::read_to_string(&file).unwrap_or_default();
        for (line, body) in json_blocks(&text) {
            count += 1;
            if let Err(e) = parses(&body) {
                bad.push(format!("{}:{line}: {e}", file.display()));
            }
        }
    }
    assert!(count >= 3, "only {count} JSON blocks found");
    assert!(
        bad.is_empty(),
        "JSON examples that do not parse:\n{}",
        bad.join("\n")
    );
}

#[test]
fn links_stay_inside_the_repository() {
    let mut bad = Vec::new();
    for file in doc_files() {
        let text = std::fs::read_to_string(&file).unwrap_or_default();
        let dir = file.parent().unwrap_or(repo());
        for (i, line) in text.lines().enumerate() {
            if line.contains("../shared") {
                bad.push(format!("{}:{}: mentions ../shared", file.display(), i + 1));
            }
            // Markdown links: ](target)
            for part in line.split("](").skip(1) {
                let target = part.split(')').next().unwrap_or("");
                let target = target.split('#').next().unwrap_or("");
                if target.is_empty() || target.contains("://") || target.starts_with("mailto:") {
                    continue;
                }
                let resolved = dir.join(target);
                let inside = resolved
                    .canonicalize()
                    .map(|p| p.starts_with(repo().canonicalize().unwrap_or_default()));
                if !matches!(inside, Ok(true)) {
                    bad.push(format!("{}:{}: `{target}`", file.display(), i + 1));
                }
            }
        }
    }
    assert!(
        bad.is_empty(),
        "links outside the repository or to nothing:\n{}",
        bad.join("\n")
    );
}

#[test]
fn every_help_flag_is_documented_in_cli_md() {
    let cli_md = std::fs::read_to_string(repo().join("docs/cli.md")).unwrap_or_default();
    let mut runs = vec![vec!["--help"]];
    for sub in [
        "doctor",
        "sessions",
        "stats",
        "permissions",
        "completions",
        "models",
    ] {
        runs.push(vec![sub, "--help"]);
    }
    let mut missing = Vec::new();
    for args in runs {
        let out = Test::new().args(&args).run();
        out.status(0);
        let flags = crate::cli::help_flags(&out.stdout);
        assert!(!flags.is_empty(), "{args:?}");
        for f in flags {
            if !cli_md.contains(&format!("`{f}`")) && !cli_md.contains(&format!("`{f} ")) {
                missing.push(format!("{} {f}", args[0]));
            }
        }
    }
    assert!(
        missing.is_empty(),
        "flags missing from docs/cli.md: {missing:?}"
    );
    for sub in [
        "doctor",
        "sessions",
        "stats",
        "permissions",
        "completions",
        "models",
        "help",
    ] {
        assert!(
            cli_md.contains(&format!("`ama {sub}")),
            "docs/cli.md lacks `ama {sub}`"
        );
    }
}
