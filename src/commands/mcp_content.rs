//! MCP content as what the model sees in a user prompt, shared by `/mcp__<server>__<prompt>`
//! (`mcp_prompts.rs`) and `@server:uri` mentions (`mentions.rs`): a text resource becomes a text
//! block named with its server and URI, a binary one a line naming it, an image an image
//! block; nothing of a server's content is dropped without a line saying so.

use serde_json::Value;

use crate::ai::types::ContentBlock;

/// A text resource larger than this is refused: the prompt is not sent (the model's context
/// would not hold it, and a server should not fill it unasked).
pub const MAX_RESOURCE_TEXT: usize = 256 * 1024;

/// One `contents[]` item of `resources/read` (or an embedded `resource`) as a block: its text
/// in `<mcp_resource server=… uri=…>` or, for a `blob`, one line naming it. `Err` names a
/// text over `MAX_RESOURCE_TEXT`.
pub fn resource_block(server: &str, resource: &Value) -> Result<ContentBlock, String> {
    let s = |k: &str| resource.get(k).and_then(Value::as_str).unwrap_or_default();
    let uri = attr(s("uri"));
    let mime = s("mimeType");
    match resource.get("text").and_then(Value::as_str) {
        Some(text) if text.len() > MAX_RESOURCE_TEXT => Err(format!(
            "the resource {uri} of MCP server `{server}` holds {} KiB of text, more than the {} KiB ama attaches",
            text.len() / 1024,
            MAX_RESOURCE_TEXT / 1024
        )),
        Some(text) => {
            let mime = if mime.is_empty() {
                String::new()
            } else {
                format!(" mimeType=\"{}\"", attr(mime))
            };
            Ok(ContentBlock::text(format!(
                "<mcp_resource server=\"{}\" uri=\"{uri}\"{mime}>\n{}\n</mcp_resource>",
                attr(server),
                text.trim_end_matches('\n')
            )))
        }
        None => Ok(ContentBlock::text(format!(
            "[MCP resource {}:{uri}: binary content ({}, {} base64 characters), not shown]",
            attr(server),
            if mime.is_empty() { "no type" } else { mime },
            s("blob").len()
        ))),
    }
}

/// A server's text for a list or a line on screen: control characters (escape sequences
/// included) left out.
pub fn printable(s: &str) -> String {
    s.chars().filter(|c| !c.is_control()).collect()
}

/// A value for an attribute or a bracketed line: no quotes, angle brackets or control
/// characters, so a server cannot close the element it is named in.
fn attr(s: &str) -> String {
    s.chars()
        .filter(|c| !c.is_control() && !matches!(c, '"' | '<' | '>'))
        .collect()
}

/// One prompt message's `content` item: text goes to `text`, everything else to
/// `attachments`.
pub fn prompt_item(
    server: &str,
    item: &Value,
    text: &mut Vec<String>,
    attachments: &mut Vec<ContentBlock>,
) -> Result<(), String> {
    let s = |k: &str| item.get(k).and_then(Value::as_str).unwrap_or_default();
    match s("type") {
        "text" => text.push(s("text").to_string()),
        "image" => attachments.push(ContentBlock::Image {
            data: s("data").to_string(),
            mime_type: s("mimeType").to_string(),
        }),
        "resource" => {
            let r = item.get("resource").cloned().unwrap_or(Value::Null);
            attachments.push(resource_block(server, &r)?);
        }
        "resource_link" => attachments.push(ContentBlock::text(format!(
            "[MCP resource link from `{}`: {} {}]",
            attr(server),
            attr(s("uri")),
            attr(s("name"))
        ))),
        other => attachments.push(ContentBlock::text(format!(
            "[a `{}` block from MCP server `{}`, which ama does not send]",
            attr(other),
            attr(server)
        ))),
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::{MAX_RESOURCE_TEXT, prompt_item, resource_block};
    use crate::ai::types::ContentBlock;

    fn text(b: &ContentBlock) -> String {
        match b {
            ContentBlock::Text { text, .. } => text.clone(),
            ContentBlock::Image { mime_type, .. } => format!("image {mime_type}"),
            other => format!("{other:?}"),
        }
    }

    #[test]
    fn resources_are_named_with_server_and_uri() {
        let t = resource_block(
            "ev",
            &json!({"uri": "demo://a\"b", "mimeType": "text/plain", "text": "hello\n"}),
        );
        assert_eq!(
            t.as_ref().map(text).ok().as_deref(),
            Some("<mcp_resource server=\"ev\" uri=\"demo://ab\" mimeType=\"text/plain\">\nhello\n</mcp_resource>")
        );
        let b = resource_block(
            "ev",
            &json!({"uri": "demo://b", "mimeType": "app/x", "blob": "QUJD"}),
        );
        assert_eq!(
            b.as_ref().map(text).ok().as_deref(),
            Some("[MCP resource ev:demo://b: binary content (app/x, 4 base64 characters), not shown]")
        );
        let big = "x".repeat(MAX_RESOURCE_TEXT + 1);
        let e = resource_block("ev", &json!({"uri": "demo://big", "text": big}));
        assert!(
            e.as_ref().is_err_and(|e| e.contains("demo://big")
                && e.contains("more than the 256 KiB")),
            "{e:?}"
        );
    }

    #[test]
    fn prompt_items_split_into_text_and_attachments() {
        let (mut t, mut a) = (Vec::new(), Vec::new());
        for item in [
            json!({"type": "text", "text": "one"}),
            json!({"type": "image", "data": "AAAA", "mimeType": "image/png"}),
            json!({"type": "resource", "resource": {"uri": "x://r", "text": "body"}}),
            json!({"type": "resource_link", "uri": "x://l", "name": "l"}),
            json!({"type": "audio", "data": ""}),
            json!({"type": "text", "text": "two"}),
        ] {
            assert!(prompt_item("s", &item, &mut t, &mut a).is_ok());
        }
        assert_eq!(t, ["one", "two"]);
        let a: Vec<String> = a.iter().map(text).collect();
        assert_eq!(
            a,
            [
                "image image/png",
                "<mcp_resource server=\"s\" uri=\"x://r\">\nbody\n</mcp_resource>",
                "[MCP resource link from `s`: x://l l]",
                "[a `audio` block from MCP server `s`, which ama does not send]"
            ]
        );
    }
}
