//! `Store`: the one writer of a session file. A new session lives in memory until
//! `materialise` (called just before the first model request) creates the file with its header
//! and the entries buffered so far; a session that ends earlier leaves no file. After that every
//! line is one `write()` with O_APPEND, so a crash loses at most the line being written, and the
//! file is never rewritten — opening only cuts a half last line. `<file>.lock` keeps a second
//! writer out. `sync` (fdatasync) runs at the end of each turn and on close; see docs/sessions.md.

use std::cell::OnceCell;
use std::fs::{File, OpenOptions};
use std::io::{BufReader, Read, Write};
use std::os::unix::fs::OpenOptionsExt;
use std::path::{Path, PathBuf};

use crate::ai::types::Message;
use crate::error::{Error, Result};
use crate::session::entry::{Body, Entry, Header, LeafLine};
use crate::session::file::{ReadAt, complete_lines, duplicate, read_header};
use crate::session::index::{IdSet, Index, NONE, Node, Role};
use crate::session::load::{load_branch, read_entry};
use crate::session::lock::Lock;
use crate::session::older::{Bound, Older, OlderPart};
use crate::session::paths;
use crate::session::project::{Context, project_branch};
use crate::session::scan::{ScanError, scan};
use crate::session::tip::load_tip;
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
    /// The full index: from the start in memory, built on first use for an opened file (a
    /// resume needs only the branch, read backwards by `tip`).
    pub(crate) index: OnceCell<Index>,
    /// The ids of an opened file whose index is not built, plus the ones appended since.
    ids: IdSet,
    /// The branch read when the file was opened, until `context` takes it.
    opened_branch: Option<Vec<Entry>>,
    /// What of that branch stayed in the file, being larger than the window (`older.rs`).
    opened_older: Option<OlderPart>,
    /// How much of the branch `context` parses (issue #30); unbounded by default.
    bound: Bound,
    /// Until the full index is built: the byte range of the file's latest `session_info` line
    /// (`Some(None)`: there is none), so `name` reads one line.
    pub(crate) info: Option<Option<(u64, u32)>>,
    /// Until the full index is built or the leaf moves other than by `append`: the byte ranges
    /// of the branch's `custom` lines, root first (what checkpoints read at each turn).
    pub(crate) customs: Option<Vec<(u64, u32)>>,
    /// The entries of a `Memory` or `Lazy` store, one per node.
    pub(crate) mem: Vec<Entry>,
    pending: Vec<Pending>,
    pub(crate) file: Option<File>,
    lock: Option<Lock>,
    leaf: Option<String>,
    count: usize,
    /// Length of the file's complete lines.
    end: u64,
    dirty: bool,
    /// After a failed write nothing more is written: the file may end in a half line.
    failed: bool,
}

/// Turns a scan error into `session_corrupt` naming the file; another agent's session file
/// (Claude Code, pi, Codex) is named as such, with the way to import it, instead.
pub(crate) fn corrupt(path: &Path) -> impl Fn(ScanError) -> Error + '_ {
    move |e| {
        if let Some(source) = crate::session::import::sniff(path) {
            return Error::Session(crate::session::import::foreign_message(path, source));
        }
        let e = e.locate(path);
        Error::SessionCorrupt {
            path: path.to_path_buf(),
            line: e.line,
            message: e.problem.to_string(),
        }
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
        let mut index = Index::default();
        index.seal();
        Store {
            mode,
            path,
            header,
            index: OnceCell::from(index),
            ids: IdSet::default(),
            opened_branch: None,
            opened_older: None,
            bound: Bound::default(),
            info: None,
            customs: None,
            mem: Vec::new(),
            pending: Vec::new(),
            file: None,
            lock: None,
            leaf: None,
            count: 0,
            end: 0,
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
        Store::open_within(path, Bound::default())
    }

    /// `open`, parsing of the branch only what `bound` allows: a branch larger than its window
    /// keeps its older messages in the file (`Context::older`) until a compaction.
    pub fn open_within(path: &Path, bound: Bound) -> Result<Store> {
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
        let header = read_header(&file).map_err(corrupt(path))?;
        let (end, tail) = complete_lines(&file).map_err(|e| Error::io("read", path, e))?;
        let mut tip = load_tip(&file, end, true, bound).map_err(corrupt(path))?;
        if let Some(id) = tip.ids.seal() {
            return Err(corrupt(path)(duplicate(&file, &id)));
        }
        if tail > 0 {
            // A write cut by a crash: the half line is dropped, nothing else is touched.
            file.set_len(end)
                .and_then(|()| file.sync_data())
                .map_err(|e| Error::io("cut the half last line of", path, e))?;
        }
        let mut store = Store::with(Mode::Disk, Some(path.to_path_buf()), header);
        store.index = OnceCell::new();
        store.ids = tip.ids;
        store.leaf = tip.leaf;
        if tip.branch.is_some() {
            store.customs = Some(std::mem::take(&mut tip.customs));
        }
        store.info = Some(tip.info);
        store.opened_branch = tip.branch.take();
        store.opened_older = tip.older.take();
        store.bound = bound;
        store.count = tip.entries;
        store.end = end;
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
        self.count
    }

    pub fn is_empty(&self) -> bool {
        self.count == 0
    }

    /// The id of the current leaf; `None` = the empty branch.
    pub fn leaf_id(&self) -> Option<String> {
        self.leaf.clone()
    }

    /// Whether an entry with this id exists.
    pub fn contains(&self, id: &str) -> bool {
        self.ids.contains(id) || self.index.get().is_some_and(|i| i.find(id).is_some())
    }

    /// Heap bytes of what the store keeps of its file (ids, or the full index once built).
    pub fn index_bytes(&self) -> usize {
        self.ids.heap_bytes() + self.index.get().map_or(0, Index::heap_bytes)
    }

    /// The full index, built from the file on first use.
    pub(crate) fn full_index(&self) -> Result<&Index> {
        if let Some(index) = self.index.get() {
            return Ok(index);
        }
        let path = self.path.as_deref().unwrap_or(Path::new("(memory)"));
        let file = self
            .file
            .as_ref()
            .ok_or_else(|| Error::Session("the session file is not open".into()))?;
        let reader = BufReader::with_capacity(1 << 16, ReadAt { file, at: 0 }.take(self.end));
        let index = scan(reader, |_, _| Ok(())).map_err(corrupt(path))?;
        Ok(self.index.get_or_init(|| index))
    }

    pub(crate) fn node(&self, i: u32) -> Result<Node> {
        Ok(self.full_index()?.node(i))
    }

    /// The entry at a byte range of the file (ranges the open pass noted).
    pub(crate) fn entry_at(&self, (offset, len): (u64, u32)) -> Result<Entry> {
        let file = self
            .file
            .as_ref()
            .ok_or_else(|| Error::Session("the session file is not open".into()))?;
        let node = Node {
            parent: NONE,
            kind: crate::session::entry::Kind::Unknown,
            role: Role::Other,
            offset,
            len,
        };
        read_entry(file, &node).map_err(self.corrupt())
    }

    /// The entry of node `i`, read from the file when it is there.
    pub(crate) fn entry(&self, i: u32) -> Result<Entry> {
        match (&self.file, self.mode) {
            (Some(file), Mode::Disk) => read_entry(file, &self.node(i)?).map_err(self.corrupt()),
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
            if !self.contains(&id) {
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
        let offset = self.end;
        // One write() per line with O_APPEND; write_all only loops on a short write.
        if let Err(e) = file.write_all(line.as_bytes()) {
            self.failed = true;
            return Err(Error::io("append to the session file", path, e));
        }
        self.end += line.len() as u64;
        self.dirty = true;
        Ok(offset)
    }

    /// Appends an entry under the current leaf, which it becomes. Returns the entries that
    /// just reached the file (or memory, for `--no-session`) and may be announced; a new
    /// session buffers until `materialise` and returns none.
    pub fn append(&mut self, body: Body) -> Result<Vec<Entry>> {
        let entry = Entry {
            id: self.new_id(),
            parent_id: self.leaf_id(),
            timestamp: now_iso(),
            body,
        };
        let line = entry.to_line();
        let offset = match self.mode {
            Mode::Disk => self.write_line(&line)?,
            _ => 0,
        };
        let leaf = self.leaf.replace(entry.id.clone());
        self.count += 1;
        match self.index.get_mut() {
            Some(index) => {
                let parent = leaf.and_then(|l| index.find(&l)).unwrap_or(NONE);
                let kind = entry.body.kind();
                let len = (line.len() - 1) as u32;
                index.push(&entry.id, parent, kind, role_of(&entry.body), offset, len);
            }
            None => {
                self.ids.add(&entry.id);
            }
        }
        if self.mode == Mode::Disk {
            let range = (offset, (line.len() - 1) as u32);
            match &entry.body {
                Body::SessionInfo(_) if self.info.is_some() => self.info = Some(Some(range)),
                Body::Custom(_) => {
                    if let Some(c) = self.customs.as_mut() {
                        c.push(range);
                    }
                }
                _ => {}
            }
        }
        let i = self.count as u32 - 1;
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
        if let Some(id) = id
            && !self.contains(id)
        {
            return Err(Error::Session(format!(
                "no entry `{id}` in session `{}`",
                self.id()
            )));
        }
        let line = LeafLine::new(id.map(String::from), now_iso()).to_line();
        match self.mode {
            Mode::Disk => {
                self.write_line(&line)?;
            }
            Mode::Lazy => self.pending.push(Pending::Leaf(line)),
            Mode::Memory => {}
        }
        // The branch changed: its `custom` lines are found through the full index from now on.
        self.customs = None;
        self.leaf = id.map(String::from);
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
                    if let Some(index) = self.index.get_mut() {
                        index.set_range(i, offset, (line.len() - 1) as u32);
                    }
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

    /// The projected context of the current branch. A branch larger than the store's bound
    /// comes with its older messages left in the file (`Context::older`).
    pub fn context(&mut self) -> Result<Context> {
        let opened = self.opened_branch.take();
        let opened_older = self.opened_older.take();
        let (entries, older) = match (&self.file, self.mode) {
            (Some(file), Mode::Disk) => match opened {
                Some(branch) => (branch, opened_older),
                None => self.read_branch(file)?,
            },
            _ => {
                let index = self.full_index()?;
                let leaf = self.leaf.as_deref().and_then(|l| index.find(l));
                let entries = index
                    .path(leaf)
                    .iter()
                    .filter_map(|i| self.mem.get(*i as usize).cloned())
                    .collect();
                (entries, None)
            }
        };
        let older = match (older, &self.file, &self.path) {
            (Some(part), Some(file), Some(path)) => {
                Some(Older::new(file, path.clone(), part, &entries)?)
            }
            _ => None,
        };
        let mut ctx = project_branch(entries);
        ctx.older = older;
        Ok(ctx)
    }

    /// The current branch of the file, read backwards, or through the full index for a file
    /// not in ama's order.
    fn read_branch(&self, file: &File) -> Result<(Vec<Entry>, Option<OlderPart>)> {
        let tip = load_tip(file, self.end, false, self.bound).map_err(self.corrupt())?;
        Ok(match tip.branch {
            Some(branch) => (branch, tip.older),
            None => {
                let index = self.full_index()?;
                let leaf = self.leaf.as_deref().and_then(|l| index.find(l));
                let branch = load_branch(index, file, leaf).map_err(self.corrupt())?;
                (branch, None)
            }
        })
    }
}

impl Drop for Store {
    fn drop(&mut self) {
        let _ = self.sync();
    }
}
