//! The registry of live process groups (one entry per group whose leader, ama's child, has not
//! been reaped yet) and the tags spawned processes carry in their environment. While an entry
//! exists its group id cannot name anyone else's group, so signalling it with `killpg` is safe;
//! the reaper never waits for a registered leader, whose owner (`Group`) does.

use std::sync::{Mutex, MutexGuard};
use std::time::{SystemTime, UNIX_EPOCH};

/// The variable every spawned process (and, by inheritance, everything it starts) carries, so
/// that descendants which leave the group (`setsid`) can still be told apart.
pub const TAG_VAR: &str = "AMA_PROCESS_TAG";

/// One live group.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Entry {
    /// The leader's pid, which is also the group id.
    pub leader: i32,
}

static LIVE: Mutex<Vec<Entry>> = Mutex::new(Vec::new());
static NEXT: Mutex<u64> = Mutex::new(0);

/// The registry, locked. Spawning and reaping both hold it, so a child is registered before the
/// reaper can see it.
pub(crate) fn lock() -> MutexGuard<'static, Vec<Entry>> {
    crate::util::sync::lock(&LIVE)
}

pub(crate) fn forget(leader: i32) {
    lock().retain(|e| e.leader != leader);
}

/// `<ama pid>:<ama start>:<host>:<n>`: unique to one spawn of one ama. The start is the clock
/// tick ama started at (`/proc/self/stat`), so a reused pid names another ama; the host keeps
/// machines that share a data dir apart (`orphans`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tag(String);

impl Tag {
    pub(crate) fn next() -> Tag {
        let n = {
            let mut n = crate::util::sync::lock(&NEXT);
            *n += 1;
            *n
        };
        Tag(format!("{}{n}", own_prefix()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// The start of every tag of this ama (`<pid>:<start>:<host>:`), to find all its processes.
/// Without `/proc` the start is the wall clock in ns (unique, but never matched by `orphans`).
pub(crate) fn own_prefix() -> &'static str {
    static PREFIX: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    PREFIX.get_or_init(|| {
        let pid = std::process::id();
        let start = crate::process::procfs::stat(pid as i32).map_or_else(
            || {
                SystemTime::now()
                    .duration_since(UNIX_EPOCH)
                    .map_or(0, |d| d.as_nanos())
            },
            |p| u128::from(p.start),
        );
        format!("{pid}:{start}:{}:", crate::util::host::host_name())
    })
}

#[cfg(test)]
mod tests {
    use super::{Tag, own_prefix};

    #[test]
    fn tags_are_distinct_and_share_this_processs_prefix() {
        let (a, b) = (Tag::next(), Tag::next());
        assert_ne!(a, b);
        assert!(a.as_str().starts_with(own_prefix()) && b.as_str().starts_with(own_prefix()));
        assert!(own_prefix().starts_with(&format!("{}:", std::process::id())));
    }
}
