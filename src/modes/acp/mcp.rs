//! The editor's `mcpServers` (from `session/new`, `load`, `resume`) as ama's MCP server configs:
//! stdio `{name, command, args, env: [{name, value}]}` and `{type: "http", name, url, headers}`.
//! Values are taken as given (no `${VAR}` expansion: the editor already resolved them). SSE is
//! not offered (`mcpCapabilities.sse` is false).

use crate::mcp::config::{Approval, DEFAULT_STARTUP, Origin, ServerConfig, Transport};
use crate::modes::acp::transport::RpcError;
use crate::modes::acp::types::McpServer;

pub fn servers(list: &[McpServer]) -> Result<Vec<ServerConfig>, RpcError> {
    list.iter().map(server).collect()
}

fn pairs(list: &[crate::modes::acp::types::NameValue]) -> Vec<(String, String)> {
    list.iter()
        .map(|p| (p.name.clone(), p.value.clone()))
        .collect()
}

fn server(s: &McpServer) -> Result<ServerConfig, RpcError> {
    let transport = match s.kind.as_deref() {
        None | Some("stdio") => Transport::Stdio {
            command: s.command.clone().filter(|c| !c.is_empty()).ok_or_else(|| {
                RpcError::invalid_params(format!(
                    "MCP server `{}` has no `command`; a stdio server needs the program to run",
                    s.name
                ))
            })?,
            args: s.args.clone(),
            env: pairs(&s.env),
            cwd: None,
        },
        Some("http") => Transport::Http {
            url: s.url.clone().filter(|u| !u.is_empty()).ok_or_else(|| {
                RpcError::invalid_params(format!(
                    "MCP server `{}` has no `url`; an http server needs its endpoint",
                    s.name
                ))
            })?,
            headers: pairs(&s.headers),
        },
        Some(other) => {
            return Err(RpcError::invalid_params(format!(
                "MCP server `{}` has transport `{other}`, which ama does not support; use stdio or http",
                s.name
            )));
        }
    };
    Ok(ServerConfig {
        name: s.name.clone(),
        transport,
        enabled: true,
        required: false,
        startup_timeout: DEFAULT_STARTUP,
        tool_timeout: None,
        enabled_tools: None,
        disabled_tools: Vec::new(),
        approval: Approval::Annotations,
        sandbox: false,
        origin: Origin::User,
    })
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::servers;
    use crate::mcp::config::Transport;
    use crate::modes::acp::types::McpServer;

    #[test]
    fn stdio_and_http_entries_convert() {
        let list: Vec<McpServer> = serde_json::from_value(json!([
            {"name": "fs", "command": "/bin/srv", "args": ["-x"], "env": [{"name": "A", "value": "1"}]},
            {"type": "http", "name": "web", "url": "https://h/mcp", "headers": [{"name": "X", "value": "y"}]}
        ]))
        .unwrap_or_default();
        let got = servers(&list).unwrap_or_default();
        assert_eq!(got.len(), 2);
        assert_eq!(
            got[0].transport,
            Transport::Stdio {
                command: "/bin/srv".into(),
                args: vec!["-x".into()],
                env: vec![("A".into(), "1".into())],
                cwd: None
            }
        );
        assert_eq!(
            got[1].transport,
            Transport::Http {
                url: "https://h/mcp".into(),
                headers: vec![("X".into(), "y".into())]
            }
        );
        let sse: Vec<McpServer> =
            serde_json::from_value(json!([{"type": "sse", "name": "s", "url": "u", "headers": []}]))
                .unwrap_or_default();
        assert!(servers(&sse).is_err_and(|e| e.message.contains("`sse`")));
    }
}
