//! `ama --help`, generated from the flag table and laid out as ripgrep does: usage, a short
//! description, options by topic, subcommands, examples, and where the docs are.

use crate::cli::table::{FLAGS, SUBCOMMANDS, Topic};

const USAGE: &str = "USAGE:
    ama -p \"<prompt>\" [OPTIONS]        run one prompt and print the answer
    echo \"<text>\" | ama -p [prompt]     piped stdin is appended after the prompt
    ama --mode rpc [OPTIONS]           drive ama over JSONL on stdin and stdout
    ama <SUBCOMMAND> [ARGS]
";

const DESCRIPTION: &str =
    "ama is a terminal AI coding agent: a model reads and edits the code in this directory and
runs commands in it, within the permissions you give it. Progress and errors go to stderr; the
answer (or JSON with --output-format) goes to stdout.
";

const EXAMPLES: &str = "EXAMPLES:
    ama -p \"explain src/main.rs\"
    git diff | ama -p \"review this change\"
    ama -p --model openai/gpt-5 --output-format json \"fix the failing test\"
    ama -p --output-format stream-json --max-turns 5 \"run the tests\"
    ama -p -c \"now add a test for it\"
    ama -p --permission-mode allowlist --allow 'bash(cargo test*)' \"fix the tests\"
    ama permissions check bash \"git push --force\"
";

const TAIL: &str = "ENVIRONMENT:
    ANTHROPIC_API_KEY, OPENAI_API_KEY, OPENROUTER_API_KEY   provider keys
    ANTHROPIC_BASE_URL (no /v1), OPENAI_BASE_URL (with /v1)  override built-in endpoints
    AMA_CONFIG_DIR     config dir (default $XDG_CONFIG_HOME/ama or ~/.config/ama)
    AMA_DATA_DIR       data dir (default $XDG_DATA_HOME/ama or ~/.local/share/ama)
    HTTPS_PROXY, HTTP_PROXY, NO_PROXY, SSL_CERT_FILE, SSL_CERT_DIR

EXIT CODES:
    0 success · 1 the run ended in an error · 2 bad arguments · 3 configuration error
    4 no model or no key · 5 session error · 130 SIGINT · 143 SIGTERM

DOCUMENTATION:
    The docs/ directory of the source tree: cli.md (every flag, subcommand and exit code),
    configuration.md, permissions.md, sessions.md, tools.md, rpc.md and events.md.
    `ama doctor` checks the install; `ama help <SUBCOMMAND>` explains a subcommand.
";

/// Column where flag help starts, and the widest line the help prints.
const HELP_COLUMN: usize = 32;
const WIDTH: usize = 100;

/// `spec` then `help`, the help word-wrapped into its column.
fn line(spec: &str, help: &str) -> String {
    let spec = format!("    {spec}");
    let mut lines: Vec<String> = Vec::new();
    let mut current = String::new();
    for word in help.split_whitespace() {
        if !current.is_empty() && HELP_COLUMN + current.len() + 1 + word.len() > WIDTH {
            lines.push(std::mem::take(&mut current));
        }
        if !current.is_empty() {
            current.push(' ');
        }
        current.push_str(word);
    }
    lines.push(current);
    let mut out = if spec.chars().count() + 2 > HELP_COLUMN {
        format!("{spec}\n{:HELP_COLUMN$}{}\n", "", lines[0])
    } else {
        format!("{spec:HELP_COLUMN$}{}\n", lines[0])
    };
    for l in &lines[1..] {
        out.push_str(&format!("{:HELP_COLUMN$}{l}\n", ""));
    }
    out
}

/// The whole `ama --help` text.
pub(crate) fn main_help() -> String {
    let mut out = format!(
        "ama {} — a terminal AI coding agent\n\n{USAGE}\n{DESCRIPTION}",
        env!("CARGO_PKG_VERSION")
    );
    for topic in Topic::ALL {
        out.push_str(&format!("\n{}:\n", topic.heading()));
        for f in FLAGS.iter().filter(|f| f.topic == topic) {
            out.push_str(&line(&f.spec(), f.help));
        }
    }
    out.push_str("\nSUBCOMMANDS:\n");
    for s in SUBCOMMANDS {
        out.push_str(&line(s.name, s.help));
        out.push_str(&format!("{:HELP_COLUMN$}{}\n", "", s.usage));
    }
    out.push('\n');
    out.push_str(EXAMPLES);
    out.push('\n');
    out.push_str(TAIL);
    out
}

#[cfg(test)]
mod tests {
    use super::main_help;
    use crate::cli::table::FLAGS;

    #[test]
    fn every_flag_is_listed_once_under_its_topic() {
        let help = main_help();
        for f in FLAGS {
            let spec = format!("--{}", f.long);
            let lines: Vec<&str> = help
                .lines()
                .filter(|l| l.trim_start().starts_with('-') && l.len() - l.trim_start().len() <= 8)
                .filter(|l| {
                    l.split_whitespace()
                        .take(2)
                        .any(|w| w.trim_end_matches(',') == spec)
                })
                .collect();
            assert_eq!(lines.len(), 1, "{spec}: {lines:?}");
        }
        let subcommands = help.find("SUBCOMMANDS:").unwrap_or(0);
        let other = help.find("OTHER OPTIONS:").unwrap_or(usize::MAX);
        assert!(other < subcommands, "options come before subcommands");
        assert!(help.contains("print or text"));
        let widest = help.lines().map(|l| l.chars().count()).max().unwrap_or(0);
        assert!(
            widest <= super::WIDTH,
            "a help line is {widest} columns wide"
        );
    }
}
