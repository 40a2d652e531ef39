//! Whether a session file is a `task` sub-agent's session: its header has `parentSession` and
//! its first entry is `custom{ama.task}`. Such files sit next to their parent's, but
//! `--continue` means the conversation the user had, so it skips them. Only the first two lines
//! are read (at most 64 KiB).

use std::io::{BufRead, BufReader, Read};
use std::path::Path;

use serde_json::Value;

const LIMIT: u64 = 64 * 1024;

pub fn is_task_child(path: &Path) -> bool {
    let Ok(file) = std::fs::File::open(path) else {
        return false;
    };
    let mut lines = BufReader::new(file.take(LIMIT)).lines();
    let parse = |l: Option<std::io::Result<String>>| {
        l.and_then(Result::ok)
            .and_then(|l| serde_json::from_str::<Value>(&l).ok())
    };
    let Some(header) = parse(lines.next()) else {
        return false;
    };
    if header.get("parentSession").is_none() {
        return false;
    }
    parse(lines.next())
        .is_some_and(|first| first["type"] == "custom" && first["customType"] == "ama.task")
}

#[cfg(test)]
mod tests {
    use super::is_task_child;

    #[test]
    fn only_task_children() {
        let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
        let cases = [
            (
                "{\"type\":\"session\",\"parentSession\":\"/p\"}\n{\"type\":\"custom\",\"customType\":\"ama.task\"}\n",
                true,
            ),
            (
                "{\"type\":\"session\",\"parentSession\":\"/p\"}\n{\"type\":\"message\"}\n",
                false,
            ),
            (
                "{\"type\":\"session\"}\n{\"type\":\"custom\",\"customType\":\"ama.task\"}\n",
                false,
            ),
            ("", false),
        ];
        for (i, (text, want)) in cases.iter().enumerate() {
            let p = dir.path().join(format!("{i}.jsonl"));
            std::fs::write(&p, text).unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(is_task_child(&p), *want, "{text}");
        }
    }
}
