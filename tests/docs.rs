//! The docs stay true and usable: every JSON example in docs/ and the README parses, links stay
//! inside the repository and point at files that exist, and every flag `ama --help` prints is
//! documented in docs/cli.md; every tool offered to the model is in docs/tools.md; the README
//! names the toolchain and the tools the tests use.

use std::path::{Path, PathBuf};

use crate::support::Test;
use crate::support::mock::{MockServer, Turn};

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

/// Every tool a default `-p` run offers the model has a row in docs/tools.md's table ("The set")
/// and a section of its own, so a tool added to the binary cannot stay undocumented.
#[test]
fn every_offered_tool_is_documented_in_tools_md() {
    let tools_md = std::fs::read_to_string(repo().join("docs/tools.md")).unwrap_or_default();
    let mock = MockServer::start(vec![Turn::text("ok")]);
    let out = Test::new()
        .mock(&mock, "openai-completions")
        .args(&["-p", "hi"])
        .run();
    out.status(0);
    let reqs = mock.model_requests();
    let offered: Vec<String> = reqs
        .first()
        .and_then(|r| r.body["tools"].as_array().cloned())
        .unwrap_or_default()
        .iter()
        .filter_map(|t| {
            t["function"]["name"]
                .as_str()
                .or(t["name"].as_str())
                .map(str::to_string)
        })
        .collect();
    assert!(offered.iter().any(|t| t == "task"), "{offered:?}");
    let missing: Vec<&String> = offered
        .iter()
        .filter(|t| {
            let row = tools_md.contains(&format!("| `{t}`"));
            let section = tools_md.contains(&format!("\n## {t}\n"))
                || matches!(t.as_str(), "bash_output" | "bash_kill");
            !(row && section)
        })
        .collect();
    assert!(missing.is_empty(), "docs/tools.md lacks {missing:?}");
}

/// The README names the Rust version Cargo.toml requires, the system tools the tests use, and
/// CONTRIBUTING.md, which says how to run one test.
#[test]
fn readme_names_the_toolchain_and_test_tools() {
    let readme = std::fs::read_to_string(repo().join("README.md")).unwrap_or_default();
    let cargo = std::fs::read_to_string(repo().join("Cargo.toml")).unwrap_or_default();
    let version = cargo
        .lines()
        .find_map(|l| l.strip_prefix("rust-version = \""))
        .map(|v| v.trim_end_matches('"').to_string())
        .unwrap_or_default();
    assert!(!version.is_empty(), "Cargo.toml has no rust-version");
    assert!(
        readme.contains(&format!("Rust {version}")),
        "README.md does not name Rust {version}"
    );
    for tool in ["tmux", "bubblewrap", "python3", "node", "git"] {
        assert!(readme.contains(tool), "README.md does not name {tool}");
    }
    assert!(
        readme.contains("(CONTRIBUTING.md)"),
        "no link to CONTRIBUTING.md"
    );
    let contributing = std::fs::read_to_string(repo().join("CONTRIBUTING.md")).unwrap_or_default();
    assert!(
        contributing.contains("--test tests -- "),
        "CONTRIBUTING.md does not say how to run one test"
    );
}
