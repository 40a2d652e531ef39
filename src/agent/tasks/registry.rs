//! One session's tasks: its own role when it is a child (task id, agent type, depth), the tasks
//! it started (their latest `TaskInfo`, the child's handle while one runs, a background task's
//! output file), the slots that keep at most `tasks.maxParallel` running, and the rebuild from
//! the session file on resume, where a task still `running` becomes `interrupted`.

use std::collections::BTreeMap;
use std::io::BufRead;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::sync::{Arc, Condvar, Mutex};
use std::time::Duration;

use serde_json::Value;

use crate::agent::services::task_agents::AgentType;
use crate::agent::tasks::info::{CUSTOM_TYPE, Status, TaskInfo};
use crate::util::cancel::Cancel;
use crate::util::sync::lock;

/// What a child session is.
/// What stops a running child: its handle's `abort`, kept while the child runs.
pub(crate) type Stop = Arc<dyn Fn() + Send + Sync>;

#[derive(Clone, Debug)]
pub(crate) struct Role {
    pub agent: AgentType,
    pub depth: u32,
}

/// One task a session started.
pub(crate) struct Record {
    pub info: TaskInfo,
    /// The child while it runs.
    pub stop: Option<Stop>,
    /// A background task's output file and how far `bash_output` has read it.
    pub output: Option<PathBuf>,
    pub read_to: u64,
}

/// Per-session task state (a field of the session's shared state).
#[derive(Default)]
pub(crate) struct SessionTasks {
    pub role: Mutex<Option<Role>>,
    pub tasks: Mutex<BTreeMap<String, Record>>,
    /// Whether the tasks of a resumed file were read.
    loaded: AtomicBool,
    /// The number of the last task id handed out (`task_<n>`).
    last_id: AtomicU32,
    slots: Arc<Slots>,
    /// `set_active_tools` took `task` out of the active set.
    withdrawn: AtomicBool,
}

/// How many tasks run, and the wake-up when one ends.
#[derive(Default)]
struct Slots {
    running: Mutex<usize>,
    freed: Condvar,
}

/// A parallel slot, given back when dropped (a background task keeps it until it ends).
pub(crate) struct Slot(Arc<Slots>);

impl Drop for Slot {
    fn drop(&mut self) {
        let mut n = lock(&self.0.running);
        *n = n.saturating_sub(1);
        self.0.freed.notify_all();
    }
}

impl SessionTasks {
    /// Whether `set_active_tools` took `task` out of the active set.
    pub fn withdrawn(&self) -> bool {
        self.withdrawn.load(Ordering::SeqCst)
    }

    /// Takes `task` out of the active set (`true`) or puts it back.
    pub fn set_withdrawn(&self, withdrawn: bool) {
        self.withdrawn.store(withdrawn, Ordering::SeqCst);
    }

    pub fn depth(&self) -> u32 {
        lock(&self.role).as_ref().map_or(0, |r| r.depth)
    }

    pub fn role(&self) -> Option<Role> {
        lock(&self.role).clone()
    }

    /// A new task id, unique within the session: `task_1`, `task_2`, …
    pub fn next_id(&self) -> String {
        format!("task_{}", self.last_id.fetch_add(1, Ordering::SeqCst) + 1)
    }

    /// Waits for one of `max` slots; `None` when `cancel` fires first.
    pub fn slot(&self, max: usize, cancel: &Cancel) -> Option<Slot> {
        let mut n = lock(&self.slots.running);
        loop {
            if cancel.is_cancelled() {
                return None;
            }
            if *n < max.max(1) {
                *n += 1;
                return Some(Slot(self.slots.clone()));
            }
            n = self
                .slots
                .freed
                .wait_timeout(n, Duration::from_millis(20))
                .map(|(g, _)| g)
                .unwrap_or_else(|p| p.into_inner().0);
        }
    }

    /// Once per session: the tasks recorded in `file` (the last entry of each task id wins).
    /// Returns those that were still running, now marked interrupted, for the caller to record.
    pub fn load(&self, file: Option<&Path>) -> Vec<TaskInfo> {
        if self.loaded.swap(true, Ordering::SeqCst) {
            return Vec::new();
        }
        let Some(found) = file.map(read_infos) else {
            return Vec::new();
        };
        let mut tasks = lock(&self.tasks);
        let last = found
            .keys()
            .filter_map(|id| id.strip_prefix("task_")?.parse::<u32>().ok());
        self.last_id
            .fetch_max(last.max().unwrap_or(0), Ordering::SeqCst);
        let mut interrupted = Vec::new();
        for mut info in found.into_values() {
            if info.status == Status::Running {
                info.status = Status::Interrupted;
                interrupted.push(info.clone());
            }
            tasks.entry(info.task_id.clone()).or_insert(Record {
                output: info.output_file.as_ref().map(PathBuf::from),
                info,
                stop: None,
                read_to: 0,
            });
        }
        interrupted
    }
}

/// Every parent `ama.task` entry of a session file, by task id.
fn read_infos(path: &Path) -> BTreeMap<String, TaskInfo> {
    let mut out = BTreeMap::new();
    let Ok(file) = std::fs::File::open(path) else {
        return out;
    };
    for line in std::io::BufReader::new(file).lines().map_while(Result::ok) {
        if !line.contains(CUSTOM_TYPE) {
            continue;
        }
        let Ok(v) = serde_json::from_str::<Value>(&line) else {
            continue;
        };
        if v.get("type").and_then(Value::as_str) != Some("custom")
            || v.get("customType").and_then(Value::as_str) != Some(CUSTOM_TYPE)
        {
            continue;
        }
        if let Some(info) = v.get("data").and_then(TaskInfo::from_value) {
            out.insert(info.task_id.clone(), info);
        }
    }
    out
}
