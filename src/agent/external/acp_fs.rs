//! An ACP agent's `fs/read_text_file` and `fs/write_text_file`, answered by ama inside the task's
//! folder under ama's permissions: a path outside the folder (after resolving links) or a deny
//! rule is refused; a write ama's rules would ask about goes through only when the agent's
//! own approved request named that path, else a human is asked with the agent's label. A write is
//! atomic, as every write to a user's file.

use std::collections::HashSet;
use std::path::{Path, PathBuf};

use serde_json::{Value, json};

use crate::agent::external::rpc::Fault;
use crate::agent::external::{Ask, Host};
use crate::permissions::pipeline::Decision;
use crate::tools::PermissionClass;
use crate::util::cancel::Cancel;

/// What the file side of one ACP session knows.
pub struct Files {
    /// The task's folder, resolved.
    pub root: PathBuf,
    /// Paths named by requests a human allowed.
    pub approved: HashSet<PathBuf>,
}

fn refuse(message: String) -> Fault {
    Fault {
        code: -32000,
        message,
    }
}

impl Files {
    pub fn new(cwd: &Path) -> Files {
        Files {
            root: cwd.canonicalize().unwrap_or_else(|_| cwd.to_path_buf()),
            approved: HashSet::new(),
        }
    }

    /// `path` resolved inside the folder (a file that does not exist yet by its parent).
    fn inside(&self, path: &str) -> Result<PathBuf, Fault> {
        let p = Path::new(path);
        let p = if p.is_absolute() {
            p.to_path_buf()
        } else {
            self.root.join(p)
        };
        let resolved = match p.canonicalize() {
            Ok(r) => r,
            Err(_) => {
                let (Some(parent), Some(name)) = (p.parent(), p.file_name()) else {
                    return Err(refuse(format!("`{path}` is not a file path")));
                };
                let parent = parent.canonicalize().map_err(|e| {
                    refuse(format!("`{path}`: its folder cannot be opened ({e})"))
                })?;
                parent.join(name)
            }
        };
        if !resolved.starts_with(&self.root) {
            return Err(refuse(format!(
                "`{path}` is outside the task's folder {}; ama answers file requests only inside it",
                self.root.display()
            )));
        }
        Ok(resolved)
    }

    /// Remembers the paths of a request a human allowed.
    pub fn note_approved(&mut self, ask: &Ask) {
        let from_input = ["path", "file_path", "filePath"]
            .iter()
            .filter_map(|k| ask.input.get(*k).and_then(Value::as_str));
        let all: Vec<String> = ask
            .paths
            .iter()
            .cloned()
            .chain(from_input.map(String::from))
            .collect();
        for p in all {
            if let Ok(r) = self.inside(&p) {
                self.approved.insert(r);
            }
        }
    }

    /// `fs/read_text_file {path, line?, limit?}` → `{content}`.
    pub fn read(&self, params: &Value, host: &dyn Host, label: &str, cancel: &Cancel) -> Result<Value, Fault> {
        let path = params.get("path").and_then(Value::as_str).unwrap_or_default();
        let file = self.inside(path)?;
        self.allowed("read", PermissionClass::Read, &file, host, label, cancel)?;
        let text = std::fs::read_to_string(&file)
            .map_err(|e| refuse(format!("reading `{}` failed: {e}", file.display())))?;
        let line = params.get("line").and_then(Value::as_u64).unwrap_or(1).max(1) as usize;
        let limit = params.get("limit").and_then(Value::as_u64).map(|n| n as usize);
        let content = if line == 1 && limit.is_none() {
            text
        } else {
            let lines = text.split_inclusive('\n').skip(line - 1);
            match limit {
                Some(n) => lines.take(n).collect(),
                None => lines.collect(),
            }
        };
        Ok(json!({"content": content}))
    }

    /// `fs/write_text_file {path, content}` → `null`.
    pub fn write(&self, params: &Value, host: &dyn Host, label: &str, cancel: &Cancel) -> Result<Value, Fault> {
        let path = params.get("path").and_then(Value::as_str).unwrap_or_default();
        let content = params
            .get("content")
            .and_then(Value::as_str)
            .ok_or_else(|| refuse("`fs/write_text_file` needs a string `content`".into()))?;
        let file = self.inside(path)?;
        self.allowed("write", PermissionClass::Write, &file, host, label, cancel)?;
        crate::util::atomic::write_atomic(&file, content.as_bytes())
            .map_err(|e| refuse(format!("writing `{}` failed: {e}", file.display())))?;
        Ok(Value::Null)
    }

    fn allowed(
        &self,
        tool: &str,
        class: PermissionClass,
        file: &Path,
        host: &dyn Host,
        label: &str,
        cancel: &Cancel,
    ) -> Result<(), Fault> {
        let input = json!({"path": file.display().to_string()});
        let (verdict, _) = host.permissions().evaluate(tool, class, &input, None);
        match verdict.decision {
            Decision::Allow => return Ok(()),
            Decision::Deny => return Err(refuse(verdict.reason)),
            Decision::Ask if self.approved.contains(file) => return Ok(()),
            Decision::Ask => {}
        }
        let ask = Ask {
            title: format!("{tool} {}", file.display()),
            kind: Some(if tool == "read" { "read" } else { "edit" }.into()),
            paths: vec![file.display().to_string()],
            input,
        };
        if host.approve(label, &ask, cancel).allows() {
            Ok(())
        } else {
            Err(refuse(format!("{tool} of `{}` was denied by the user", file.display())))
        }
    }
}
