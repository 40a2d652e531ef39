//! A `tools/call` result as a tool result: text and images become content blocks, embedded
//! resources their text (or a line naming a binary one), resource links a line each, and
//! `structuredContent` is kept in the details and reaches the model as JSON text unless a text
//! block already carries it (the spec's backwards-compatible form). A result with `isError` is an
//! error result for the model.

use serde_json::{Value, json};

use crate::ai::types::ContentBlock;
use crate::tools::ToolOutput;

pub fn to_output(server: &str, tool: &str, result: &Value) -> ToolOutput {
    let mut content = Vec::new();
    for block in result
        .get("content")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
    {
        let s = |k: &str| block.get(k).and_then(Value::as_str).unwrap_or_default();
        match s("type") {
            "text" => content.push(ContentBlock::text(s("text"))),
            "image" => content.push(ContentBlock::Image {
                data: s("data").to_string(),
                mime_type: s("mimeType").to_string(),
            }),
            "resource" => {
                let r = block.get("resource").cloned().unwrap_or(Value::Null);
                let rs = |k: &str| r.get(k).and_then(Value::as_str).unwrap_or_default();
                match r.get("text").and_then(Value::as_str) {
                    Some(t) => content.push(ContentBlock::text(t)),
                    None => content.push(ContentBlock::text(format!(
                        "[binary resource {} ({}, {} base64 characters)]",
                        rs("uri"),
                        rs("mimeType"),
                        rs("blob").len()
                    ))),
                }
            }
            "resource_link" => content.push(ContentBlock::text(format!(
                "[resource link: {} {}]",
                s("uri"),
                s("name")
            ))),
            other => content.push(ContentBlock::text(format!(
                "[a `{other}` block, which ama does not show]"
            ))),
        }
    }
    let structured = result.get("structuredContent").cloned();
    if let Some(s) = structured.as_ref().filter(|s| !s.is_null())
        && !carries(&content, s)
    {
        content.push(ContentBlock::text(s.to_string()));
    }
    if content.is_empty() {
        content.push(ContentBlock::text("(no output)"));
    }
    let is_error = result.get("isError").and_then(Value::as_bool) == Some(true);
    ToolOutput {
        content,
        details: Some(json!({
            "mcp": {"server": server, "tool": tool},
            "structuredContent": structured,
        })),
        is_error,
        terminate: false,
    }
}

/// Whether a text block is the JSON of `structured` (the spec asks a server to send both, so the
/// model is not given it twice).
fn carries(content: &[ContentBlock], structured: &Value) -> bool {
    content.iter().any(|b| match b {
        ContentBlock::Text { text, .. } => {
            serde_json::from_str::<Value>(text).is_ok_and(|v| &v == structured)
        }
        _ => false,
    })
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::to_output;
    use crate::ai::types::ContentBlock;

    #[test]
    fn blocks_and_errors() {
        let out = to_output(
            "s",
            "t",
            &json!({"content": [
                {"type": "text", "text": "hi"},
                {"type": "image", "data": "AAAA", "mimeType": "image/png"},
                {"type": "resource", "resource": {"uri": "x://a", "text": "body"}},
                {"type": "resource", "resource": {"uri": "x://b", "mimeType": "app/x", "blob": "QUJD"}},
                {"type": "resource_link", "uri": "x://c", "name": "c"},
                {"type": "audio", "data": ""}
            ], "structuredContent": {"k": 1}}),
        );
        let texts: Vec<String> = out
            .content
            .iter()
            .map(|b| match b {
                ContentBlock::Text { text, .. } => text.clone(),
                ContentBlock::Image { mime_type, .. } => format!("image {mime_type}"),
                _ => "?".into(),
            })
            .collect();
        assert_eq!(
            texts,
            [
                "hi",
                "image image/png",
                "body",
                "[binary resource x://b (app/x, 4 base64 characters)]",
                "[resource link: x://c c]",
                "[a `audio` block, which ama does not show]",
                "{\"k\":1}"
            ]
        );
        assert!(!out.is_error);
        assert_eq!(out.details.unwrap()["structuredContent"], json!({"k": 1}));
        let err = to_output("s", "t", &json!({"isError": true, "content": []}));
        assert!(err.is_error);
        let only = to_output("s", "t", &json!({"structuredContent": {"a": 2}}));
        assert!(matches!(&only.content[0], ContentBlock::Text { text, .. } if text == "{\"a\":2}"));
    }

    #[test]
    fn structured_content_reaches_the_model_once() {
        let texts = |v| -> Vec<String> {
            to_output("s", "t", &v)
                .content
                .iter()
                .filter_map(|b| match b {
                    ContentBlock::Text { text, .. } => Some(text.clone()),
                    _ => None,
                })
                .collect()
        };
        // The spec's form: the text block is the JSON (spacing aside); not repeated.
        assert_eq!(
            texts(json!({"content": [{"type": "text", "text": "{\"a\": 1}"}],
                         "structuredContent": {"a": 1}})),
            ["{\"a\": 1}"]
        );
        // A text block that is not the JSON: the JSON follows it.
        assert_eq!(
            texts(json!({"content": [{"type": "text", "text": "see data"}],
                         "structuredContent": {"a": 1}})),
            ["see data", "{\"a\":1}"]
        );
        assert_eq!(
            texts(json!({"content": [{"type": "text", "text": "x"}], "structuredContent": null})),
            ["x"]
        );
    }
}
