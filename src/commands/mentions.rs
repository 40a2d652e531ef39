//! `@server:uri` in a prompt: the MCP resource `uri` of the configured server `server` is read
//! (`resources/read`) and attached, the same in the terminal UI, line mode and RPC. A mention is
//! `@` at the start or after whitespace, a server name (letters, digits, `_`, `-`, `.`), `:`,
//! and a URI with a scheme (`demo://…`, `file:///…`), up to the next whitespace (trailing
//! `.,;!?` left out) or quoted (`@docs:"file:///my notes.md"`). Every mention must resolve, or
//! nothing is sent: an unknown server or a read error is an error that names the mention.

use serde_json::Value;

use crate::ai::types::ContentBlock;
use crate::commands::{CommandError, mcp_content};
use crate::mcp::manager::{Manager, Status};

/// One `@server:uri` of a prompt.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mention {
    pub server: String,
    pub uri: String,
}

impl Mention {
    pub fn shown(&self) -> String {
        format!("@{}:{}", self.server, self.uri)
    }
}

/// The mention a word after `@` is, if it is one (the word without its `@`).
pub fn parse_word(word: &str) -> Option<Mention> {
    let (server, uri) = word.split_once(':')?;
    if server.is_empty()
        || !server
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '-' | '.'))
    {
        return None;
    }
    let uri = uri.trim_end_matches(['.', ',', ';', '!', '?']);
    let (scheme, _) = uri.split_once(':')?;
    let mut chars = scheme.chars();
    let scheme_ok = chars.next().is_some_and(|c| c.is_ascii_alphabetic())
        && chars.all(|c| c.is_ascii_alphanumeric() || matches!(c, '+' | '-' | '.'));
    scheme_ok.then(|| Mention {
        server: server.to_string(),
        uri: uri.to_string(),
    })
}

/// The mentions of `text`, in order, each once.
pub fn refs(text: &str) -> Vec<Mention> {
    let mut out: Vec<Mention> = Vec::new();
    let mut i = 0;
    while let Some(off) = text[i..].find('@') {
        let at = i + off;
        let before_ok = at == 0 || text[..at].ends_with(char::is_whitespace);
        let after = &text[at + 1..];
        let end = after.find(char::is_whitespace).unwrap_or(after.len());
        let word = &after[..end];
        let mut used = end;
        let found = match word.find(":\"") {
            // `@server:"uri with spaces"`
            Some(colon) => after[colon + 2..].find('"').and_then(|close| {
                used = colon + 3 + close;
                parse_word(&format!("{}:{}", &after[..colon], &after[colon + 2..colon + 2 + close]))
            }),
            None => parse_word(word),
        };
        if let Some(m) = found.filter(|_| before_ok)
            && !out.contains(&m)
        {
            out.push(m);
        }
        i = at + 1 + used;
    }
    out
}

fn usage(message: String) -> CommandError {
    CommandError::Usage(message)
}

fn extension(message: String) -> CommandError {
    CommandError::from(crate::error::Error::Extension(message))
}

/// The blocks the mentions of `text` attach, or the error of the first that cannot be read.
pub fn resolve(manager: Option<&Manager>, text: &str) -> Result<Vec<ContentBlock>, CommandError> {
    let mentions = refs(text);
    if mentions.is_empty() {
        return Ok(Vec::new());
    }
    let mut blocks = Vec::new();
    for m in &mentions {
        let Some(manager) = manager else {
            return Err(usage(format!(
                "{} names the MCP server `{}`, but no MCP server is configured; add it to `mcpServers` (docs/mcp.md) or remove the @; nothing was sent",
                m.shown(),
                m.server
            )));
        };
        let Some(server) = manager.server(&m.server) else {
            let names: Vec<String> = manager
                .servers
                .iter()
                .map(|s| format!("`{}`", s.name()))
                .collect();
            return Err(usage(format!(
                "{} names an unknown MCP server `{}`; the configured servers are {}; nothing was sent",
                m.shown(),
                m.server,
                names.join(", ")
            )));
        };
        if let Some(r) = manager
            .reports()
            .iter()
            .find(|r| r.name == m.server && r.status != Status::Ready)
        {
            let why = r
                .error
                .clone()
                .unwrap_or_else(|| "it is disabled (`enabled: false`)".to_string());
            return Err(extension(format!(
                "cannot attach {}: the MCP server `{}` is not running ({why}); nothing was sent",
                m.shown(),
                m.server
            )));
        }
        let read = server
            .client()
            .and_then(|c| c.read_resource(&m.uri))
            .map_err(|e| extension(format!("cannot attach {}: {e}; nothing was sent", m.shown())))?;
        let contents = read
            .get("contents")
            .and_then(Value::as_array)
            .filter(|c| !c.is_empty())
            .ok_or_else(|| {
                extension(format!(
                    "cannot attach {}: the MCP server `{}` returned no contents for it; nothing was sent",
                    m.shown(),
                    m.server
                ))
            })?;
        for item in contents {
            let block = mcp_content::resource_block(&m.server, item).map_err(|e| {
                extension(format!("cannot attach {}: {e}; nothing was sent", m.shown()))
            })?;
            blocks.push(block);
        }
    }
    Ok(blocks)
}

/// Tab completion of `@<query>`: `@<server>:` for the servers whose name starts with `query`,
/// and once the query is `server:…`, that server's resources (`resources/list`) whose URI
/// starts with the rest. `(value, description)` pairs.
pub fn complete(manager: &Manager, query: &str) -> Vec<(String, String)> {
    match query.split_once(':') {
        None => manager
            .servers
            .iter()
            .filter(|s| s.name().starts_with(query))
            .filter(|s| {
                manager.is_ready(s.name())
            })
            .map(|s| (format!("@{}:", s.name()), "MCP server".to_string()))
            .collect(),
        Some((name, uri)) => {
            let Some(server) = manager.server(name) else {
                return Vec::new();
            };
            let Ok(list) = server.client().and_then(|c| c.list_resources()) else {
                return Vec::new();
            };
            list.iter()
                .filter_map(|r| {
                    let u = r.get("uri").and_then(Value::as_str)?;
                    let label = r.get("name").and_then(Value::as_str).unwrap_or_default();
                    // A URI with whitespace or control characters cannot be typed as a word.
                    (u.starts_with(uri) && !u.contains(|c: char| c.is_whitespace() || c.is_control()))
                        .then(|| (format!("@{name}:{u}"), mcp_content::printable(label)))
                })
                .take(200)
                .collect()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{Mention, parse_word, refs, resolve};

    fn m(server: &str, uri: &str) -> Mention {
        Mention {
            server: server.into(),
            uri: uri.into(),
        }
    }

    #[test]
    fn finds_mentions() {
        assert_eq!(
            refs("read @ev:demo://a/b.md, then @fs:file:///x @ev:demo://a/b.md"),
            [m("ev", "demo://a/b.md"), m("fs", "file:///x")]
        );
        assert_eq!(
            refs(r#"@docs:"file:///my notes.md" and me@ev:demo://x"#),
            [m("docs", "file:///my notes.md")]
        );
        for plain in [
            "@a.png",
            "@src/a.rs:12",
            "note @time:10am",
            "@Note: this",
            "mail me@ev:demo://x",
            "@:demo://x",
        ] {
            assert!(refs(plain).is_empty(), "{plain}");
        }
        assert_eq!(parse_word("ev:demo://x?"), Some(m("ev", "demo://x")));
    }

    #[test]
    fn without_servers_a_mention_is_an_error_and_plain_text_is_not() {
        assert_eq!(resolve(None, "plain @a.png text").ok().map(|b| b.len()), Some(0));
        let e = resolve(None, "see @ev:demo://x").map_err(|e| e.to_string());
        assert_eq!(
            e.err().as_deref(),
            Some(
                "@ev:demo://x names the MCP server `ev`, but no MCP server is configured; add it to `mcpServers` (docs/mcp.md) or remove the @; nothing was sent"
            )
        );
    }
}
