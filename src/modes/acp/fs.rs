//! File access through the editor: when the editor offers `fs.readTextFile` (and
//! `fs.writeTextFile`), the session's `read` (and `write` / `edit`) tools get and put text with
//! `fs/read_text_file` / `fs/write_text_file`, so the model sees unsaved buffers and its edits land
//! in the editor. The tools keep their checks (`tools::fs_access`); only the bytes travel.

use std::path::Path;
use std::sync::Arc;
use std::time::Duration;

use serde_json::{Value, json};

use crate::modes::acp::transport::Peer;
use crate::modes::acp::types::ClientCapabilities;
use crate::tools::fs_access::{EditorFiles, Files, execute_through};
use crate::tools::registry::Registry;
use crate::tools::{ExecutionMode, PermissionClass, Tool, ToolContext, ToolOutput};

/// How long one file request may wait for the editor.
pub const DEADLINE: Duration = Duration::from_secs(30);

/// One session's editor files.
pub struct Editor {
    pub peer: Arc<Peer>,
    pub session_id: String,
}

fn failed(what: &str, path: &Path, e: impl std::fmt::Display) -> std::io::Error {
    std::io::Error::other(format!(
        "{what} `{}` through the editor failed: {e}",
        path.display()
    ))
}

impl EditorFiles for Editor {
    fn read_text(&self, path: &Path) -> std::io::Result<String> {
        let params = json!({"sessionId": self.session_id, "path": path.display().to_string()});
        let result = self
            .peer
            .call("fs/read_text_file", params, DEADLINE, None)
            .map_err(|e| failed("reading", path, e))?;
        match result.get("content").and_then(Value::as_str) {
            Some(text) => Ok(text.to_string()),
            None => Err(failed(
                "reading",
                path,
                format!("the answer has no string `content` ({result})"),
            )),
        }
    }

    fn write_text(&self, path: &Path, content: &str) -> std::io::Result<()> {
        let params = json!({
            "sessionId": self.session_id,
            "path": path.display().to_string(),
            "content": content,
        });
        self.peer
            .call("fs/write_text_file", params, DEADLINE, None)
            .map(|_| ())
            .map_err(|e| failed("writing", path, e))
    }
}

/// A built-in file tool whose bytes go through the editor.
struct ThroughEditor {
    inner: Arc<dyn Tool>,
    editor: Arc<Editor>,
}

impl Tool for ThroughEditor {
    fn name(&self) -> &str {
        self.inner.name()
    }
    fn label(&self) -> &str {
        self.inner.label()
    }
    fn description(&self) -> &str {
        self.inner.description()
    }
    fn parameters(&self) -> Value {
        self.inner.parameters()
    }
    fn permission(&self) -> PermissionClass {
        self.inner.permission()
    }
    fn execution_mode(&self) -> ExecutionMode {
        self.inner.execution_mode()
    }
    fn prompt_snippet(&self) -> &str {
        self.inner.prompt_snippet()
    }
    fn execute(&self, args: &Value, ctx: &ToolContext) -> ToolOutput {
        execute_through(self.inner.name(), args, ctx, Files::Editor(&*self.editor))
            .unwrap_or_else(|| self.inner.execute(args, ctx))
    }
}

/// Routes `read` through the editor when it can read files, and `write` / `edit` when it can
/// read and write them (an edit reads the buffer it changes). Returns what was routed.
pub fn install(registry: &mut Registry, caps: ClientCapabilities, editor: Arc<Editor>) -> Vec<String> {
    let read = caps.fs.read_text_file;
    let write = read && caps.fs.write_text_file;
    let mut routed = Vec::new();
    let swap: Vec<Arc<dyn Tool>> = registry
        .all()
        .iter()
        .filter(|t| match t.name() {
            "read" => read,
            "write" | "edit" => write,
            _ => false,
        })
        .map(|t| {
            routed.push(t.name().to_string());
            Arc::new(ThroughEditor {
                inner: t.clone(),
                editor: editor.clone(),
            }) as Arc<dyn Tool>
        })
        .collect();
    for tool in swap {
        registry.replace(tool);
    }
    routed
}
