//! A `session/prompt`'s content blocks as ama's prompt: text as it is, images as image blocks,
//! resource links as `@` mentions of their path or URI, embedded text resources as a quoted
//! context block. Audio is refused (ama does not advertise it).

use serde_json::Value;

use crate::ai::types::ContentBlock;
use crate::modes::acp::transport::RpcError;

/// The prompt's text and images.
pub fn prompt(blocks: &[Value]) -> Result<(String, Vec<ContentBlock>), RpcError> {
    let mut text = String::new();
    let mut images = Vec::new();
    let push = |text: &mut String, piece: &str| {
        if !text.is_empty() && !text.ends_with('\n') {
            text.push('\n');
        }
        text.push_str(piece);
    };
    for (i, block) in blocks.iter().enumerate() {
        let field = |name: &str| block.get(name).and_then(Value::as_str);
        match field("type") {
            Some("text") => {
                let t = field("text").ok_or_else(|| bad(i, "a text block needs `text`"))?;
                if text.is_empty() {
                    text.push_str(t);
                } else {
                    push(&mut text, t);
                }
            }
            Some("image") => {
                let (Some(data), Some(mime)) = (field("data"), field("mimeType")) else {
                    return Err(bad(i, "an image block needs base64 `data` and `mimeType`"));
                };
                images.push(ContentBlock::Image {
                    data: data.to_string(),
                    mime_type: mime.to_string(),
                });
            }
            Some("resource_link") => {
                let uri = field("uri").ok_or_else(|| bad(i, "a resource link needs `uri`"))?;
                push(&mut text, &format!("@{}", uri.strip_prefix("file://").unwrap_or(uri)));
            }
            Some("resource") => {
                let r = block.get("resource").cloned().unwrap_or(Value::Null);
                let uri = r.get("uri").and_then(Value::as_str).unwrap_or("");
                let Some(body) = r.get("text").and_then(Value::as_str) else {
                    return Err(bad(
                        i,
                        "only text resources can be embedded; send binary files as resource links",
                    ));
                };
                push(&mut text, &format!("<context ref=\"{uri}\">\n{body}\n</context>"));
            }
            other => {
                return Err(bad(
                    i,
                    &format!(
                        "the block type {} is not supported; send text, image, resource_link or resource blocks",
                        other.map_or("(none)".to_string(), |t| format!("`{t}`"))
                    ),
                ));
            }
        }
    }
    if text.trim().is_empty() && images.is_empty() {
        return Err(RpcError::invalid_params(
            "the prompt is empty; send at least one text or image block",
        ));
    }
    Ok((text, images))
}

fn bad(index: usize, why: &str) -> RpcError {
    RpcError::invalid_params(format!("prompt block {index}: {why}"))
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::prompt;

    #[test]
    fn blocks_become_text_and_images() {
        let (text, images) = prompt(&[
            json!({"type": "text", "text": "look at"}),
            json!({"type": "resource_link", "name": "a", "uri": "file:///w/a.rs"}),
            json!({"type": "resource", "resource": {"uri": "file:///w/b.rs", "text": "fn b() {}"}}),
            json!({"type": "image", "data": "AAAA", "mimeType": "image/png"}),
        ])
        .unwrap_or_default();
        assert_eq!(
            text,
            "look at\n@/w/a.rs\n<context ref=\"file:///w/b.rs\">\nfn b() {}\n</context>"
        );
        assert_eq!(images.len(), 1);
        let e = prompt(&[json!({"type": "audio", "data": "x", "mimeType": "audio/wav"})]).err();
        assert!(e.is_some_and(|e| e.message.contains("`audio` is not supported")));
        assert!(prompt(&[]).is_err());
    }
}
