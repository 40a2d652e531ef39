//! The full index of a session file: for every entry its id, parent, type, message role and
//! byte range, and nothing else — about 30 bytes an entry, in columns; ama's 8-hex-digit ids are
//! kept as numbers and looked up through an id-sorted permutation rather than a hash map. The
//! tree operations and the read-only scanners use it; a resume does not (see `tip`), it keeps
//! only an `IdSet`.

use std::collections::{HashMap, HashSet};

use crate::session::entry::{Header, Kind};

/// No parent / no node.
pub const NONE: u32 = u32::MAX;

/// The role of a `message` entry, as far as the index needs it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    System,
    User,
    Assistant,
    ToolResult,
    /// Not a message, a role ama does not know, or not read from the line.
    Other,
}

const ROLES: [Role; 5] = [
    Role::System,
    Role::User,
    Role::Assistant,
    Role::ToolResult,
    Role::Other,
];

impl Role {
    pub fn of(s: &str) -> Role {
        match s {
            "system" => Role::System,
            "user" => Role::User,
            "assistant" => Role::Assistant,
            "toolResult" => Role::ToolResult,
            _ => Role::Other,
        }
    }
}

/// What the index knows of one entry.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Node {
    pub parent: u32,
    pub kind: Kind,
    pub role: Role,
    /// Byte offset of the line, and its length without the LF.
    pub offset: u64,
    pub len: u32,
}

/// Ids that are not 8 lowercase hex digits get keys above this.
const FOREIGN: u64 = 1 << 32;

fn hex_key(id: &str) -> Option<u64> {
    let b = id.as_bytes();
    if b.len() != 8 || !b.iter().all(|c| matches!(c, b'0'..=b'9' | b'a'..=b'f')) {
        return None;
    }
    u64::from_str_radix(id, 16).ok()
}

#[derive(Debug, Default)]
pub struct Index {
    pub header: Option<Header>,
    keys: Vec<u64>,
    parents: Vec<u32>,
    offsets: Vec<u64>,
    lens: Vec<u32>,
    /// Kind in the low nibble, role in the high one.
    tags: Vec<u8>,
    /// Node numbers sorted by key, for the nodes indexed by the scan.
    sorted: Vec<u32>,
    /// Whether `sorted` has been built.
    sealed: bool,
    /// Nodes added after `seal`, by key.
    added: HashMap<u64, u32>,
    foreign: Vec<Box<str>>,
    foreign_keys: HashMap<Box<str>, u64>,
    /// The current leaf: the last entry, or a `leaf` line after it.
    pub leaf: Option<u32>,
    /// The byte length of the complete lines.
    pub end: u64,
    /// Complete lines, the header included.
    pub lines: u32,
    /// Bytes of a half line after `end` (a write cut by a crash).
    pub tail: u64,
}

impl Index {
    pub fn len(&self) -> usize {
        self.keys.len()
    }

    /// Beside `len` for the exported type of a test-hooks build (clippy's `len_without_is_empty`).
    #[cfg(feature = "test-hooks")]
    pub fn is_empty(&self) -> bool {
        self.keys.is_empty()
    }

    /// The key of an id, registering a foreign id.
    fn key(&mut self, id: &str) -> u64 {
        if let Some(k) = hex_key(id) {
            return k;
        }
        if let Some(k) = self.foreign_keys.get(id) {
            return *k;
        }
        let k = FOREIGN + self.foreign.len() as u64;
        self.foreign.push(Box::from(id));
        self.foreign_keys.insert(Box::from(id), k);
        k
    }

    fn known_key(&self, id: &str) -> Option<u64> {
        hex_key(id).or_else(|| self.foreign_keys.get(id).copied())
    }

    /// Adds an entry; its parent is resolved by the caller (or later by `seal`).
    pub fn push(
        &mut self,
        id: &str,
        parent: u32,
        kind: Kind,
        role: Role,
        offset: u64,
        len: u32,
    ) -> u32 {
        let i = self.keys.len() as u32;
        let key = self.key(id);
        self.keys.push(key);
        self.parents.push(parent);
        self.offsets.push(offset);
        self.lens.push(len);
        let kind = Kind::KNOWN
            .iter()
            .position(|(_, k)| *k == kind)
            .unwrap_or(15) as u8;
        let role = ROLES.iter().position(|r| *r == role).unwrap_or(4) as u8;
        self.tags.push(kind | role << 4);
        if self.sealed {
            self.added.insert(key, i);
        }
        i
    }

    pub fn node(&self, i: u32) -> Node {
        let i = i as usize;
        let tag = self.tags[i];
        Node {
            parent: self.parents[i],
            kind: Kind::KNOWN
                .get((tag & 15) as usize)
                .map_or(Kind::Unknown, |(_, k)| *k),
            role: ROLES
                .get((tag >> 4) as usize)
                .copied()
                .unwrap_or(Role::Other),
            offset: self.offsets[i],
            len: self.lens[i],
        }
    }

    pub fn id(&self, i: u32) -> String {
        let key = self.keys[i as usize];
        if key < FOREIGN {
            format!("{key:08x}")
        } else {
            self.foreign[(key - FOREIGN) as usize].to_string()
        }
    }

    pub fn set_parent(&mut self, i: u32, parent: u32) {
        self.parents[i as usize] = parent;
    }

    pub fn set_range(&mut self, i: u32, offset: u64, len: u32) {
        self.offsets[i as usize] = offset;
        self.lens[i as usize] = len;
    }

    /// Whether the last `window` nodes hold `id`; the scan's cheap parent lookup.
    pub fn find_recent(&self, id: &str, window: usize) -> Option<u32> {
        let key = self.known_key(id)?;
        let n = self.keys.len();
        (n.saturating_sub(window)..n)
            .rev()
            .find(|i| self.keys[*i] == key)
            .map(|i| i as u32)
    }

    pub fn find(&self, id: &str) -> Option<u32> {
        let key = self.known_key(id)?;
        if let Some(i) = self.added.get(&key) {
            return Some(*i);
        }
        if !self.sealed {
            return self.keys.iter().rposition(|k| *k == key).map(|i| i as u32);
        }
        let at = self
            .sorted
            .binary_search_by(|i| self.keys[*i as usize].cmp(&key))
            .ok()?;
        Some(self.sorted[at])
    }

    /// Builds the sorted lookup once the scan is done; returns a pair of nodes that share an
    /// id, if any (the later one second).
    pub fn seal(&mut self) -> Option<(u32, u32)> {
        let mut sorted: Vec<u32> = (0..self.keys.len() as u32).collect();
        sorted.sort_unstable_by_key(|i| (self.keys[*i as usize], *i));
        let dup = sorted
            .windows(2)
            .find(|w| self.keys[w[0] as usize] == self.keys[w[1] as usize])
            .map(|w| (w[0], w[1]));
        self.sorted = sorted;
        self.sealed = true;
        dup
    }

    /// Node numbers from the root to `leaf`, root first.
    pub fn path(&self, leaf: Option<u32>) -> Vec<u32> {
        let mut path = Vec::new();
        let mut cursor = leaf.unwrap_or(NONE);
        while cursor != NONE && path.len() <= self.keys.len() {
            path.push(cursor);
            cursor = self.parents[cursor as usize];
        }
        path.reverse();
        path
    }

    /// Heap bytes held, for the benchmark.
    pub fn heap_bytes(&self) -> usize {
        self.keys.capacity() * 8
            + self.parents.capacity() * 4
            + self.offsets.capacity() * 8
            + self.lens.capacity() * 4
            + self.tags.capacity()
            + self.sorted.capacity() * 4
    }
}

/// The ids of a file without the rest of its index: ama's hex ids as sorted numbers (4 bytes
/// each), others as strings. Enough to keep new ids unique and to check a `leaf` line.
#[derive(Debug, Default)]
pub struct IdSet {
    hex: Vec<u32>,
    sorted: bool,
    other: HashSet<Box<str>>,
}

impl IdSet {
    /// Adds an id; `false` when it was already there (known at once for non-hex ids, after
    /// `seal` for hex ones).
    pub fn add(&mut self, id: &str) -> bool {
        match hex_key(id) {
            Some(k) if self.sorted => match self.hex.binary_search(&(k as u32)) {
                Ok(_) => false,
                Err(at) => {
                    self.hex.insert(at, k as u32);
                    true
                }
            },
            Some(k) => {
                if self.hex.len() == self.hex.capacity() {
                    // Grow by a quarter, not double: this set is most of what a resume keeps.
                    self.hex.reserve_exact(self.hex.len() / 4 + 1024);
                }
                self.hex.push(k as u32);
                true
            }
            None => self.other.insert(Box::from(id)),
        }
    }

    /// Sorts the hex ids; returns one that appears twice, if any.
    pub fn seal(&mut self) -> Option<String> {
        self.hex.sort_unstable();
        self.sorted = true;
        let dup = self.hex.windows(2).find(|w| w[0] == w[1]);
        let dup = dup.map(|w| format!("{:08x}", w[0]));
        self.hex.dedup();
        self.hex.shrink_to_fit();
        dup
    }

    pub fn contains(&self, id: &str) -> bool {
        match hex_key(id) {
            Some(k) if self.sorted => self.hex.binary_search(&(k as u32)).is_ok(),
            Some(k) => self.hex.contains(&(k as u32)),
            None => self.other.contains(id),
        }
    }

    pub fn heap_bytes(&self) -> usize {
        self.hex.capacity() * 4 + self.other.iter().map(|s| s.len() + 24).sum::<usize>()
    }
}
