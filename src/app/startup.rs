//! Questions asked on the terminal before the interactive UI starts (tui.md "startup screen"):
//! a missing API key is asked for (typed hidden) with the offer to store it in `auth.json`
//! (mode 0600, written atomically); an untrusted project with hooks, skills or prompts is asked
//! about once (`[y/N]`, remembered on yes); a configured sessions directory that does not exist
//! is offered to be created (`[Y/n]`); a trusted project's `.mcp.json` server that was neither
//! approved nor refused is asked about once (`[y/N]`, remembered either way). Each question collapses to one line once answered. Refusing
//! (Esc, Ctrl+C, Ctrl+D, an empty answer) gives the caller `None`, and it exits with the error it
//! had (4 for a key, 5 for the sessions directory).

use std::io::{Read, Write};
use std::path::Path;

use serde_json::{Map, Value};

use crate::error::{Error, Result};

/// The answer to the key question.
pub struct KeyAnswer {
    pub key: String,
    /// Stored in auth.json (else it is for this session only).
    pub stored: bool,
}

/// One key press of a question, read in raw mode.
enum Press {
    Byte(u8),
    /// Ctrl+C, Ctrl+D, Esc, or the end of input.
    Refuse,
}

fn read_press(input: &mut impl Read) -> Press {
    let mut b = [0u8; 1];
    match input.read(&mut b) {
        Ok(1) => match b[0] {
            0x03 | 0x04 | 0x1b => Press::Refuse,
            c => Press::Byte(c),
        },
        _ => Press::Refuse,
    }
}

fn say(text: &str) {
    let mut out = std::io::stdout().lock();
    let _ = out.write_all(text.as_bytes()).and_then(|_| out.flush());
}

/// Runs `f` with the terminal in raw mode (no echo), restoring it after.
fn raw<T>(f: impl FnOnce() -> T) -> Result<T> {
    crossterm::terminal::enable_raw_mode().map_err(|e| {
        Error::Run(format!(
            "could not set the terminal up for the startup question ({e}); set the key in the environment or auth.json instead"
        ))
    })?;
    let out = f();
    let _ = crossterm::terminal::disable_raw_mode();
    Ok(out)
}

/// Reads a line without echo; `None` when refused or empty.
fn read_hidden_line(input: &mut impl Read) -> Option<String> {
    let mut bytes = Vec::new();
    loop {
        match read_press(input) {
            Press::Refuse => return None,
            Press::Byte(b'\r' | b'\n') => break,
            Press::Byte(0x7f | 0x08) => {
                bytes.pop();
            }
            Press::Byte(b) => bytes.push(b),
        }
    }
    let text = String::from_utf8_lossy(&bytes).trim().to_string();
    (!text.is_empty()).then_some(text)
}

/// Asks for `provider`'s key, then whether to store it. `None`: the user refused.
pub fn ask_key(provider: &str) -> Result<Option<KeyAnswer>> {
    let auth = crate::config::paths::auth_file();
    let question =
        format!("No API key for {provider}. Paste it (hidden, Enter to finish, Esc to quit): ");
    say(&question);
    let mut stdin = std::io::stdin().lock();
    let Some(key) = raw(|| read_hidden_line(&mut stdin))? else {
        say(&format!("\r\x1b[K✗ no API key for {provider}\r\n"));
        return Ok(None);
    };
    say(&format!(
        "\r\x1b[KStore the key in {}? [y/N] ",
        auth.display()
    ));
    let store = raw(|| matches!(read_press(&mut stdin), Press::Byte(b'y' | b'Y')))?;
    let line = if store {
        match store_key(&auth, provider, &key) {
            Ok(()) => format!("✓ API key for {provider} stored in {}", auth.display()),
            Err(e) => format!("✗ {e}; the key is used for this session only"),
        }
    } else {
        format!("✓ API key for {provider} set for this session")
    };
    let stored = line.contains("stored in");
    say(&format!("\r\x1b[K{line}\r\n"));
    Ok(Some(KeyAnswer { key, stored }))
}

/// Asks whether to trust `project`'s resources (listed); a yes is remembered in trusted.json.
/// True on yes (trusted for this run even when remembering failed).
pub fn ask_trust(project: &Path, config: &crate::config::project::ProjectFile) -> Result<bool> {
    let mut found: Vec<&str> = crate::config::trust::resources(project, config)
        .into_iter()
        .map(|r| r.relative())
        .collect();
    if !crate::config::trust::mcp_servers(project).is_empty() {
        found.push(".mcp.json");
    }
    let mut lines = vec![format!(
        "{} has files that run code or change what ama may do:",
        project.display()
    )];
    lines.extend(
        crate::config::trust::listing(project, config)
            .into_iter()
            .map(|l| format!("  {l}")),
    );
    lines.push("Trust this project's hooks, skills and prompts? [y/N] ".into());
    say(&lines.join("\r\n"));
    let back = collapse_lines(&lines);
    let mut stdin = std::io::stdin().lock();
    let yes = raw(|| matches!(read_press(&mut stdin), Press::Byte(b'y' | b'Y')))?;
    let line = match (yes, yes.then(|| crate::config::trust::remember(project))) {
        (true, Some(Ok(()))) => format!("✓ {} trusted ({})", project.display(), found.join(", ")),
        (true, Some(Err(e))) => format!(
            "✓ {} trusted for this session only: trusted.json could not be written ({e})",
            project.display()
        ),
        _ => format!(
            "✗ {} not trusted: {} ignored",
            project.display(),
            found.join(", ")
        ),
    };
    say(&format!("{back}{line}\r\n"));
    Ok(yes)
}

/// Asks whether the trusted `project`'s `.mcp.json` server `name` (running `what`) may start;
/// the answer is remembered for the project either way (`mcp::approval`), so it is asked once.
/// True on yes.
pub fn ask_mcp_server(project: &Path, name: &str, what: &str) -> Result<bool> {
    let question = format!(
        "The project's .mcp.json starts the MCP server `{name}` ({what}). Allow it in this project? [y/N] "
    );
    say(&question);
    let back = collapse(&question);
    let mut stdin = std::io::stdin().lock();
    let yes = raw(|| matches!(read_press(&mut stdin), Press::Byte(b'y' | b'Y')))?;
    let recorded = if yes {
        crate::mcp::approval::approve(project, name)
    } else {
        crate::mcp::approval::deny(project, name)
    };
    let line = match (yes, recorded) {
        (true, Ok(_)) => format!("✓ MCP server `{name}` approved for this project"),
        (false, Ok(_)) => format!(
            "✗ MCP server `{name}` not started in this project (`ama mcp approve {name}` allows it later)"
        ),
        (_, Err(e)) => format!(
            "{} MCP server `{name}`: the answer could not be remembered ({e}); it is asked again next time",
            if yes { "✓" } else { "✗" }
        ),
    };
    say(&format!("{back}{line}\r\n"));
    Ok(yes)
}

/// The bytes that take the cursor back to the start of `question` (wrapped at the terminal's
/// width) and clear from there, so the answer replaces it with one line.
/// Like `collapse`, for a question of several lines (the cursor is on the last).
fn collapse_lines(lines: &[String]) -> String {
    let cols = crossterm::terminal::size()
        .map(|(c, _)| usize::from(c))
        .unwrap_or(80)
        .max(1);
    let rows: usize = lines
        .iter()
        .map(|l| l.chars().count().saturating_sub(1) / cols + 1)
        .sum::<usize>()
        - 1;
    if rows == 0 {
        "\r\x1b[J".to_string()
    } else {
        format!("\r\x1b[{rows}A\x1b[J")
    }
}

fn collapse(question: &str) -> String {
    let cols = crossterm::terminal::size()
        .map(|(c, _)| usize::from(c))
        .unwrap_or(80)
        .max(1);
    let rows = question.chars().count().saturating_sub(1) / cols;
    if rows == 0 {
        "\r\x1b[J".to_string()
    } else {
        format!("\r\x1b[{rows}A\x1b[J")
    }
}

/// Offers to create the missing sessions directory `dir`. `Ok(false)`: the user said no.
pub fn ask_create_sessions_dir(dir: &Path) -> Result<bool> {
    let question = format!(
        "The sessions directory {} does not exist. Create it? [Y/n] ",
        dir.display()
    );
    say(&question);
    let back = collapse(&question);
    let mut stdin = std::io::stdin().lock();
    let yes = raw(|| match read_press(&mut stdin) {
        Press::Byte(b'\r' | b'\n' | b'y' | b'Y') => true,
        Press::Byte(_) | Press::Refuse => false,
    })?;
    if !yes {
        say(&format!(
            "{back}✗ sessions directory {} not created\r\n",
            dir.display()
        ));
        return Ok(false);
    }
    let line = match std::fs::create_dir_all(dir) {
        Ok(()) => format!("✓ created the sessions directory {}", dir.display()),
        Err(e) => format!("✗ could not create {}: {e}", dir.display()),
    };
    say(&format!("{back}{line}\r\n"));
    Ok(dir.is_dir())
}

/// Adds `provider: key` to auth.json, keeping its other entries. A new file is created 0600
/// before the atomic write, which keeps an existing file's mode.
pub fn store_key(path: &Path, provider: &str, key: &str) -> Result<()> {
    let mut map = match std::fs::read_to_string(path) {
        Ok(text) if text.trim().is_empty() => Map::new(),
        Ok(text) => match serde_json::from_str::<Value>(&text) {
            Ok(Value::Object(m)) => m,
            _ => {
                return Err(Error::Run(format!(
                    "{} is not a JSON object of provider keys, so it was left alone; fix it by hand",
                    path.display()
                )));
            }
        },
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Map::new(),
        Err(e) => return Err(Error::io("read", path, e)),
    };
    map.insert(provider.to_string(), Value::String(key.to_string()));
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir).map_err(|e| Error::io("create the directory", dir, e))?;
    }
    {
        use std::os::unix::fs::OpenOptionsExt;
        match std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .mode(0o600)
            .open(path)
        {
            Ok(_) => {}
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {}
            Err(e) => return Err(Error::io("create", path, e)),
        }
    }
    let mut text = serde_json::to_string_pretty(&Value::Object(map))
        .map_err(|e| Error::Run(format!("could not encode auth.json: {e}")))?;
    text.push('\n');
    crate::util::atomic::write_atomic(path, text.as_bytes())
        .map_err(|e| Error::io("write", path, e))?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use std::os::unix::fs::PermissionsExt;

    use super::{read_hidden_line, store_key};

    #[test]
    fn hidden_line_editing_and_refusal() {
        let cases: &[(&[u8], Option<&str>)] = &[
            (b"sk-abc\r", Some("sk-abc")),
            (b"sk-abx\x7fc\n", Some("sk-abc")),
            (b"  \r", None),
            (b"sk\x1b", None),
            (b"sk\x03", None),
            (b"sk", None),
        ];
        for (input, want) in cases {
            let mut r: &[u8] = input;
            assert_eq!(read_hidden_line(&mut r).as_deref(), *want, "{input:?}");
        }
    }

    #[test]
    fn store_key_creates_0600_and_keeps_other_entries() {
        let dir = std::env::temp_dir().join(format!("ama-startup-{}", std::process::id()));
        let path = dir.join("sub").join("auth.json");
        let _ = std::fs::remove_dir_all(&dir);
        store_key(&path, "mock", "k1").unwrap_or_else(|e| panic!("{e}"));
        let mode = std::fs::metadata(&path).map(|m| m.permissions().mode() & 0o777);
        assert_eq!(mode.ok(), Some(0o600));
        store_key(&path, "other", "k2").unwrap_or_else(|e| panic!("{e}"));
        let text = std::fs::read_to_string(&path).unwrap_or_default();
        assert_eq!(text, "{\n  \"mock\": \"k1\",\n  \"other\": \"k2\"\n}\n");
        std::fs::write(&path, "[1]").unwrap_or_else(|e| panic!("{e}"));
        assert!(store_key(&path, "mock", "k3").is_err());
        assert_eq!(std::fs::read_to_string(&path).unwrap_or_default(), "[1]");
        let _ = std::fs::remove_dir_all(&dir);
    }
}
