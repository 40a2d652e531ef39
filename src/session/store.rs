//! `Store`: the one writer of a session file. A new session lives in memory until
//! `materialise` (called just before the first model request) creates the file with its header
//! and the entries buffered so far; a session that ends earlier leaves no file. After that every
//! line is one `write()` with O_APPEND, so a crash loses at most the line being written, and the
//! file is never rewritten — opening only cuts a half last line. `<file>.lock` keeps a second
//! writer out. `sync` (fdatasync) runs at the end of each turn and on close; see docs/sessions.md.

use std::fs::{File, OpenOptions};
use std::io::{BufReader, Write};
use std::os::unix::fs::OpenOptionsExt;
use std::path::{Path, PathBuf};

use crate::ai::types::Message;
use crate::error::{Error, Result};
use crate::session::entry::{Body, Entry, Header, LeafLine};
use crate::session::load::{load_branch, read_entry};
use crate::session::lock::Lock;
use crate::session::paths;
use crate::session::project::{Context, project_branch};
use crate::session::scan::{Index, NONE, Node, Role, ScanError, scan};
use crate::util::ids::{short_id, uuid_v4};
use crate::util::time::now_iso;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Mode {
    /// `--no-session`: never written.
    Memory,
    /// A new session whose file does not exist yet.
    Lazy,
    /// The file exists and holds every entry.
    Disk,
}

/// A line waiting for the file to be created.
enum Pending {
    Entry(u32),
    Leaf(String),
}

pub struct Store {
    mode: Mode,
    path: Option<PathBuf>,
    header: Header,
    pub(crate) index: Index,
    /// The entries of a `Memory` or `Lazy` store, one per node.
    pub(crate) mem: Vec<Entry>,
    pending: Vec<Pending>,
    pub(crate) file: Option<File>,
    lock: Option<Lock>,
    pub(crate) leaf: Option<u32>,
    dirty: bool,
    /// After a failed write nothing more is written: the file may end in a half line.
    failed: bool,
}

/// Turns a scan error into `session_corrupt` naming the file.
pub(crate) fn corrupt(path: &Path) -> impl Fn(ScanError) -> Error + '_ {
    move |e| Error::SessionCorrupt {
        path: path.to_path_buf(),
        line: e.line,
        message: e.message,
    }
}

fn role_of(body: &Body) -> Role {
    match body {
        Body::Message(Message::System(_)) => Role::System,
        Body::Message(Message::User(_)) => Role::User,
        Body::Message(Message::Assistant(_)) => Role::Assistant,
        Body::Message(Message::ToolResult(_)) => Role::ToolResult,
        _ => Role::Other,
    }
}

impl Store {
    fn with(mode: Mode, path: Option<PathBuf>, header: Header) -> Store {
        Store {
            mode,
            path,
            header,
            index: Index::default(),
            mem: Vec::new(),
            pending: Vec::new(),
            file: None,
            lock: None,
            leaf: None,
            dirty: false,
            failed: false,
        }
    }

    /// A new session of `cwd` under the sessions directory `root`; no file until `materialise`.
    pub fn create(root: &Path, cwd: &Path, parent_session: Option<String>) -> Store {
        let id = uuid_v4();
        let time = now_iso();
        let path = root
            .join(paths::encode_cwd(cwd))
            .join(paths::file_name(&time, &id));
        let header = Header::new(id, time, cwd.display().to_string(), parent_session);
        Store::with(Mode::Lazy, Some(path), header)
    }

    /// A session that is never written (`--no-session`).
    pub fn in_memory(cwd: &Path) -> Store {
        let header = Header::new(uuid_v4(), now_iso(), cwd.display().to_string(), None);
        Store::with(Mode::Memory, None, header)
    }

    /// Opens an existing file for writing: takes its lock, cuts a half last line, refuses a
    /// corrupt file with `session_corrupt`.
    pub fn open(path: &Path) -> Result<Store> {
        if !path.is_file() {
            return Err(Error::Session(format!(
                "no session file at `{}`; list sessions with `ama sessions list --all`",
                path.display()
            )));
        }
        let lock = Lock::acquire(path)?;
        let file = OpenOptions::new()
            .read(true)
            .append(true)
            .open(path)
            .map_err(|e| Error::io("open the session file", path, e))?;
        let index =
            scan(BufReader::with_capacity(1 << 20, &file), |_, _| Ok(())).map_err(corrupt(path))?;
        if index.tail > 0 {
            // A write cut by a crash: the half line is dropped, nothing else is touched.
            file.set_len(index.end)
                .and_then(|()| file.sync_data())
                .map_err(|e| Error::io("cut the half last line of", path, e))?;
        }
        let header = index.header.clone().ok_or_else(|| Error::SessionCorrupt {
            path: path.to_path_buf(),
            line: 1,
            message: "the file has no session header".into(),
        })?;
        let mut store = Store::with(Mode::Disk, Some(path.to_path_buf()), header);
        store.leaf = index.leaf;
        store.index = index;
        store.file = Some(file);
        store.lock = Some(lock);
        Ok(store)
    }

    pub fn id(&self) -> &str {
        &self.header.id
    }

    pub fn header(&self) -> &Header {
        &self.header
    }

    /// Where the file is or will be; `None` for an in-memory session.
    pub fn path(&self) -> Option<&Path> {
        self.path.as_deref()
    }

    /// Whether the file exists (it was opened or materialised).
    pub fn on_disk(&self) -> bool {
        self.mode == Mode::Disk
    }

    pub fn len(&self) -> usize {
        self.index.nodes.len()
    }

    pub fn is_empty(&self) -> bool {
        self.index.nodes.is_empty()
    }

    /// The id of the current leaf; `None` = the empty branch.
    pub fn leaf_id(&self) -> Option<&str> {
        self.leaf.map(|i| self.index.nodes[i as usize].id.as_ref())
    }

    pub(crate) fn node(&self, i: u32) -> &Node {
        &self.index.nodes[i as usize]
    }

    /// The entry of node `i`, read from the file when it is there.
    pub(crate) fn entry(&self, i: u32) -> Result<Entry> {
        match (&self.file, self.mode) {
            (Some(file), Mode::Disk) => read_entry(file, self.node(i)).map_err(self.corrupt()),
            _ => self
                .mem
                .get(i as usize)
                .cloned()
                .ok_or_else(|| Error::Session(format!("session entry {i} is missing"))),
        }
    }

    pub(crate) fn corrupt(&self) -> impl Fn(ScanError) -> Error + '_ {
        let path = self.path.as_deref().unwrap_or(Path::new("(memory)"));
        corrupt(path)
    }

    fn new_id(&self) -> String {
        loop {
            let id = short_id();
            if !self.index.by_id.contains_key(id.as_str()) {
                return id;
            }
        }
    }

    fn write_line(&mut self, line: &str) -> Result<u64> {
        let path = self.path.clone().unwrap_or_default();
        if self.failed {
            return Err(Error::Session(format!(
                "the session file `{}` had a failed write; nothing more is written to it",
                path.display()
            )));
        }
        let Some(file) = self.file.as_mut() else {
            return Err(Error::Session("the session file is not open".into()));
        };
        let offset = self.index.end;
        // One write() per line with O_APPEND; write_all only loops on a short write.
        if let Err(e) = file.write_all(line.as_bytes()) {
            self.failed = true;
            return Err(Error::io("append to the session file", path, e));
        }
        self.index.end += line.len() as u64;
        self.index.lines += 1;
        self.dirty = true;
        Ok(offset)
    }

    /// Appends an entry under the current leaf, which it becomes. Returns the entries that
    /// just reached the file (or memory, for `--no-session`) and may be announced; a new
    /// session buffers until `materialise` and returns none.
    pub fn append(&mut self, body: Body) -> Result<Vec<Entry>> {
        let entry = Entry {
            id: self.new_id(),
            parent_id: self.leaf_id().map(String::from),
            timestamp: now_iso(),
            body,
        };
        let line = entry.to_line();
        let offset = match self.mode {
            Mode::Disk => self.write_line(&line)?,
            _ => 0,
        };
        let i = self.index.nodes.len() as u32;
        self.index.nodes.push(Node {
            id: Box::from(entry.id.as_str()),
            parent: self.leaf.unwrap_or(NONE),
            kind: entry.body.kind(),
            role: role_of(&entry.body),
            offset,
            len: (line.len() - 1) as u32,
            line: self.index.lines,
        });
        self.index.by_id.insert(Box::from(entry.id.as_str()), i);
        self.leaf = Some(i);
        match self.mode {
            Mode::Disk => Ok(vec![entry]),
            Mode::Memory => {
                self.mem.push(entry.clone());
                Ok(vec![entry])
            }
            Mode::Lazy => {
                self.mem.push(entry);
                self.pending.push(Pending::Entry(i));
                Ok(Vec::new())
            }
        }
    }

    pub fn append_message(&mut self, message: Message) -> Result<Vec<Entry>> {
        self.append(Body::Message(message))
    }

    /// Moves the leaf (tree navigation) and records it with a `leaf` line.
    pub fn set_leaf(&mut self, id: Option<&str>) -> Result<()> {
        let target = match id {
            None => None,
            Some(id) => Some(self.index.find(id).ok_or_else(|| {
                Error::Session(format!("no entry `{id}` in session `{}`", self.id()))
            })?),
        };
        let line = LeafLine::new(id.map(String::from), now_iso()).to_line();
        match self.mode {
            Mode::Disk => {
                self.write_line(&line)?;
            }
            Mode::Lazy => self.pending.push(Pending::Leaf(line)),
            Mode::Memory => {}
        }
        self.leaf = target;
        Ok(())
    }

    /// Creates the file with its header and the buffered lines (once, before the first model
    /// request). Returns the entries it wrote.
    pub fn materialise(&mut self) -> Result<Vec<Entry>> {
        if self.mode != Mode::Lazy {
            return Ok(Vec::new());
        }
        let path = self.path.clone().unwrap_or_default();
        let dir = path.parent().unwrap_or(Path::new("."));
        std::fs::create_dir_all(dir)
            .map_err(|e| Error::io("create the sessions directory", dir, e))?;
        let lock = Lock::acquire(&path)?;
        let file = OpenOptions::new()
            .read(true)
            .append(true)
            .create_new(true)
            .mode(0o600)
            .open(&path)
            .map_err(|e| Error::io("create the session file", &path, e))?;
        self.file = Some(file);
        self.lock = Some(lock);
        self.mode = Mode::Disk;
        let mut header = serde_json::to_string(&self.header).unwrap_or_default();
        header.push('\n');
        self.write_line(&header)?;
        for pending in std::mem::take(&mut self.pending) {
            match pending {
                Pending::Entry(i) => {
                    let line = self.mem[i as usize].to_line();
                    let offset = self.write_line(&line)?;
                    let lines = self.index.lines;
                    let node = &mut self.index.nodes[i as usize];
                    node.offset = offset;
                    node.line = lines;
                }
                Pending::Leaf(line) => {
                    self.write_line(&line)?;
                }
            }
        }
        // The new name must survive a crash too.
        if let Ok(d) = File::open(dir) {
            let _ = d.sync_all();
        }
        Ok(std::mem::take(&mut self.mem))
    }

    /// Flushes written lines to the disk (fdatasync) if anything was written since last time.
    pub fn sync(&mut self) -> Result<()> {
        if let (true, Some(file)) = (self.dirty, &self.file) {
            let path = self.path.clone().unwrap_or_default();
            file.sync_data()
                .map_err(|e| Error::io("flush the session file", path, e))?;
            self.dirty = false;
        }
        Ok(())
    }

    /// Syncs and releases the lock; the store can still be read.
    pub fn close(&mut self) -> Result<()> {
        let synced = self.sync();
        self.lock = None;
        synced
    }

    /// The projected context of the current branch.
    pub fn context(&self) -> Result<Context> {
        self.context_at(self.leaf)
    }

    /// The projected context of the branch ending at node `leaf`.
    pub(crate) fn context_at(&self, leaf: Option<u32>) -> Result<Context> {
        let entries = match (&self.file, self.mode) {
            (Some(file), Mode::Disk) => {
                load_branch(&self.index, file, leaf).map_err(self.corrupt())?
            }
            _ => self
                .index
                .path(leaf)
                .iter()
                .filter_map(|i| self.mem.get(*i as usize).cloned())
                .collect(),
        };
        let refs: Vec<&Entry> = entries.iter().collect();
        Ok(project_branch(&refs))
    }
}

impl Drop for Store {
    fn drop(&mut self) {
        let _ = self.sync();
    }
}
