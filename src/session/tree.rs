//! The tree operations the session commands need (rpc.md, 会话): entries since a cursor, the
//! whole tree with labels, user messages to fork from, naming, labels, and fork — a copy of one
//! branch, root first, into a new file whose header names the source in `parentSession`.

use std::collections::HashMap;
use std::fs::{File, OpenOptions};
use std::io::{BufReader, Write};
use std::os::unix::fs::OpenOptionsExt;
use std::path::{Path, PathBuf};

use crate::ai::types::Message;
use crate::error::{Error, Result};
use crate::session::entry::{Body, Entry, Header, Kind, Label, SessionInfo};
use crate::session::index::{Index, NONE, Role};
use crate::session::load::read_line;
use crate::session::paths;
use crate::session::scan::scan;
use crate::session::store::{Store, corrupt};
use crate::util::ids::uuid_v4;
use crate::util::time::now_iso;

/// One node of `get_tree`: children are indexes into `Tree::nodes`.
#[derive(Clone, Debug, PartialEq)]
pub struct TreeNode {
    pub entry: Entry,
    pub children: Vec<usize>,
    pub label: Option<String>,
}

/// The entry tree, flat so that a long linear session cannot overflow the stack.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Tree {
    pub nodes: Vec<TreeNode>,
    pub roots: Vec<usize>,
}

impl Tree {
    /// `SessionTreeNode[]` as JSON (`{ entry, children, label? }`), written without recursion.
    pub fn to_json(&self) -> String {
        enum Step {
            Open(usize),
            Close,
        }
        let mut out = String::from("[");
        let mut stack: Vec<Step> = Vec::new();
        let push_list = |stack: &mut Vec<Step>, list: &[usize]| {
            stack.extend(list.iter().rev().map(|i| Step::Open(*i)));
        };
        push_list(&mut stack, &self.roots);
        let mut first_in_list = vec![true];
        while let Some(step) = stack.pop() {
            match step {
                Step::Open(i) => {
                    let node = &self.nodes[i];
                    if let Some(first) = first_in_list.last_mut() {
                        if !*first {
                            out.push(',');
                        }
                        *first = false;
                    }
                    out.push_str("{\"entry\":");
                    out.push_str(&serde_json::to_string(&node.entry).unwrap_or_default());
                    if let Some(label) = &node.label {
                        out.push_str(",\"label\":");
                        out.push_str(&serde_json::to_string(label).unwrap_or_default());
                    }
                    out.push_str(",\"children\":[");
                    first_in_list.push(true);
                    stack.push(Step::Close);
                    push_list(&mut stack, &node.children);
                }
                Step::Close => {
                    first_in_list.pop();
                    out.push_str("]}");
                }
            }
        }
        out.push(']');
        out
    }
}

/// Where a fork ends.
#[derive(Clone, Debug, PartialEq)]
pub enum ForkPoint {
    /// The whole current branch.
    Leaf,
    /// Up to and including this entry.
    At(String),
    /// Up to this entry's parent: the entry itself (a user message) is left to be asked again.
    Before(String),
}

impl Store {
    /// Entries after `since` in file order (all of them without a cursor), and the leaf id.
    pub fn entries_since(&self, since: Option<&str>) -> Result<(Vec<Entry>, Option<String>)> {
        let index = self.full_index()?;
        let start = match since {
            None => 0,
            Some(id) => index.find(id).ok_or_else(|| self.unknown(id))? as usize + 1,
        };
        let entries = (start..self.len())
            .map(|i| self.entry(i as u32))
            .collect::<Result<Vec<Entry>>>()?;
        Ok((entries, self.leaf_id()))
    }

    /// The index node of the current leaf.
    fn leaf_node(&self) -> Result<Option<u32>> {
        let index = self.full_index()?;
        Ok(self.leaf_id().and_then(|l| index.find(&l)))
    }

    fn unknown(&self, id: &str) -> Error {
        Error::Session(format!("no entry `{id}` in session `{}`", self.id()))
    }

    /// Every entry as a tree, with the latest label of each.
    pub fn tree(&self) -> Result<Tree> {
        let mut tree = Tree::default();
        let mut labels: HashMap<String, Option<String>> = HashMap::new();
        for i in 0..self.len() {
            let entry = self.entry(i as u32)?;
            if let Body::Label(l) = &entry.body {
                labels.insert(l.target_id.clone(), l.label.clone());
            }
            tree.nodes.push(TreeNode {
                entry,
                children: Vec::new(),
                label: None,
            });
        }
        let index = self.full_index()?;
        for i in 0..tree.nodes.len() {
            let parent = index.node(i as u32).parent;
            if parent == NONE {
                tree.roots.push(i);
            } else {
                tree.nodes[parent as usize].children.push(i);
            }
            tree.nodes[i].label = labels.get(&tree.nodes[i].entry.id).cloned().flatten();
        }
        Ok(tree)
    }

    /// User messages on the current branch (`get_fork_messages`): entry id and text.
    pub fn fork_messages(&self) -> Result<Vec<(String, String)>> {
        let mut out = Vec::new();
        let index = self.full_index()?;
        for i in index.path(self.leaf_node()?) {
            let node = index.node(i);
            if node.kind != Kind::Message || !matches!(node.role, Role::User | Role::Other) {
                continue;
            }
            if let Body::Message(Message::User(u)) = self.entry(i)?.body {
                out.push((index.id(i), u.content.text()));
            }
        }
        Ok(out)
    }

    /// The latest `session_info` name in the file.
    pub fn name(&self) -> Result<Option<String>> {
        // An opened file: the open pass noted the latest `session_info` line.
        if let Some(info) = self.info {
            return match info.map(|r| self.entry_at(r)).transpose()? {
                Some(Entry {
                    body: Body::SessionInfo(info),
                    ..
                }) => Ok(info.name),
                _ => Ok(None),
            };
        }
        let index = self.full_index()?;
        for i in (0..self.len()).rev() {
            if index.node(i as u32).kind == Kind::SessionInfo
                && let Body::SessionInfo(info) = self.entry(i as u32)?.body
            {
                return Ok(info.name);
            }
        }
        Ok(None)
    }

    pub fn set_name(&mut self, name: &str) -> Result<Vec<Entry>> {
        let name = Some(name.to_string()).filter(|n| !n.is_empty());
        self.append(Body::SessionInfo(SessionInfo { name }))
    }

    pub fn set_label(&mut self, target: &str, label: Option<&str>) -> Result<Vec<Entry>> {
        if !self.contains(target) {
            return Err(self.unknown(target));
        }
        self.append(Body::Label(Label {
            target_id: target.into(),
            label: label.map(String::from),
        }))
    }

    /// Copies a branch into a new session file under `root` for `cwd` and opens it.
    pub fn fork(&self, point: &ForkPoint, root: &Path, cwd: &Path) -> Result<Store> {
        let index = self.full_index()?;
        let leaf = fork_leaf(index, self.leaf_node()?, point).map_err(|id| self.unknown(id.0))?;
        let mut lines = Vec::new();
        for i in index.path(leaf) {
            let line = match (&self.file, self.on_disk()) {
                (Some(file), true) => {
                    let raw = read_line(file, &index.node(i)).map_err(self.corrupt())?;
                    String::from_utf8_lossy(&raw).into_owned() + "\n"
                }
                _ => self.entry(i)?.to_line(),
            };
            lines.push(line);
        }
        match self.path() {
            Some(source) => {
                let path = write_fork(source, &lines, root, cwd)?;
                Store::open(&path)
            }
            None => {
                let mut store = Store::in_memory(cwd);
                for i in index.path(leaf) {
                    store.append(self.entry(i)?.body)?;
                }
                Ok(store)
            }
        }
    }
}

/// An entry id the session file does not have (the callers word the error: the store names
/// itself, `fork_file` names the file).
struct UnknownEntry<'a>(&'a str);

/// The node a fork ends at.
fn fork_leaf<'a>(
    index: &Index,
    leaf: Option<u32>,
    point: &'a ForkPoint,
) -> std::result::Result<Option<u32>, UnknownEntry<'a>> {
    let find = |id: &'a String| index.find(id).ok_or(UnknownEntry(id));
    Ok(match point {
        ForkPoint::Leaf => leaf,
        ForkPoint::At(id) => Some(find(id)?),
        ForkPoint::Before(id) => {
            let parent = index.node(find(id)?).parent;
            (parent != NONE).then_some(parent)
        }
    })
}

/// Forks a session file without locking or repairing it (it may be in use): the branch up to
/// `point`, copied line for line into a new file. Returns the new file's path.
pub fn fork_file(source: &Path, point: &ForkPoint, root: &Path, cwd: &Path) -> Result<PathBuf> {
    let file = File::open(source).map_err(|e| Error::io("open the session file", source, e))?;
    let index =
        scan(BufReader::with_capacity(1 << 20, &file), |_, _| Ok(())).map_err(corrupt(source))?;
    let leaf = fork_leaf(&index, index.leaf, point).map_err(|UnknownEntry(id)| {
        Error::Session(format!(
            "no entry `{id}` in session file `{}`",
            source.display()
        ))
    })?;
    let mut lines = Vec::new();
    for i in index.path(leaf) {
        let raw = read_line(&file, &index.node(i)).map_err(corrupt(source))?;
        lines.push(String::from_utf8_lossy(&raw).into_owned() + "\n");
    }
    write_fork(source, &lines, root, cwd)
}

fn write_fork(source: &Path, lines: &[String], root: &Path, cwd: &Path) -> Result<PathBuf> {
    let id = uuid_v4();
    let time = now_iso();
    let dir = root.join(paths::encode_cwd(cwd));
    std::fs::create_dir_all(&dir)
        .map_err(|e| Error::io("create the sessions directory", &dir, e))?;
    let path = dir.join(paths::file_name(&time, &id));
    let source = std::fs::canonicalize(source).unwrap_or_else(|_| source.to_path_buf());
    let header = Header::new(
        id,
        time,
        cwd.display().to_string(),
        Some(source.display().to_string()),
    );
    let mut file = OpenOptions::new()
        .append(true)
        .create_new(true)
        .mode(0o600)
        .open(&path)
        .map_err(|e| Error::io("create the session file", &path, e))?;
    let io = |e| Error::io("write the forked session file", &path, e);
    let mut head = serde_json::to_string(&header).unwrap_or_default();
    head.push('\n');
    file.write_all(head.as_bytes()).map_err(io)?;
    for line in lines {
        file.write_all(line.as_bytes()).map_err(io)?;
    }
    file.sync_data().map_err(io)?;
    Ok(path)
}
