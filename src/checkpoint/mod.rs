//! Checkpoints and file backups (docs/sessions.md "Checkpoints"): before `edit` or `write` first
//! changes a file in a turn its bytes are stored by sha256 under `<data dir>/file-history/blobs`,
//! each new turn re-snapshots the files already tracked, and a code rewind restores them with
//! every limit reported by name. This layer sits below `tools` (which call the tracker) and uses
//! only `session`, `config`, `process` and `util`; the agent writes the session entries.

pub mod blobs;
pub mod config;
pub mod data;
pub mod head;
pub mod restore;
pub mod roots;
pub mod shadow;
pub mod shadow_track;
pub mod tracker;

pub use config::{CheckpointMode, CheckpointOptions};
pub use data::{CHECKPOINT_TYPE, CheckpointData, FileState, TRACK_TYPE, TrackData};
pub use tracker::Tracker;
