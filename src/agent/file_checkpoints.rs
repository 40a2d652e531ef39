//! The session thread's side of checkpoints: decide once per session whether file backups are
//! on (a session written to disk, `checkpoints.mode` not `off`), write `custom{ama.checkpoint}`
//! at the start of each turn that has tracked files, and write the `custom{ama.checkpoint-track}`
//! records `edit` / `write` made at the end of each model turn (preceded by the turn's checkpoint
//! when the turn started with nothing tracked). See docs/sessions.md "Checkpoints".
//! Functions over `ops::SessionOps`, so checkpoints name nothing of the session.

use std::path::PathBuf;

use crate::agent::events::SessionEvent;
use crate::agent::ops::SessionOps;
use crate::agent::session_config::SessionConfig;
use crate::checkpoint::blobs::Blobs;
use crate::checkpoint::head::git_head;
use crate::checkpoint::{CHECKPOINT_TYPE, CheckpointData, CheckpointMode, TRACK_TYPE, TrackData};
use crate::session::entry::{Body, Custom, Entry};

/// Decides, once, whether this session backs files up, and seeds the tracked set from a resumed
/// branch. `path` gives the session file's path and `customs` the branch's `custom` entries,
/// each read only when needed (never once decided, so a turn start costs nothing). Returns the
/// notices to show (config problems, a mode this build lacks).
pub(crate) fn ensure_tracking(
    config: &SessionConfig,
    path: impl FnOnce() -> Option<PathBuf>,
    customs: impl FnOnce() -> Vec<Entry>,
) -> Vec<String> {
    let tracker = config.tool_state.checkpoints();
    if tracker.is_configured() {
        return Vec::new();
    }
    let path = path();
    let path = path.as_deref();
    let mut options = config.tool_state.options().checkpoints.resolve(&config.cwd);
    let mut notices = std::mem::take(&mut options.warnings);
    if options.mode == CheckpointMode::ShadowGit && path.is_some() {
        match crate::checkpoint::shadow::Shadow::open(&config.cwd) {
            Ok(shadow) => tracker.set_shadow(Some(shadow)),
            Err(e) => {
                notices.push(e.notice());
                options.mode = CheckpointMode::Tools;
            }
        }
    }
    let Some(path) = path.filter(|_| options.mode != CheckpointMode::Off) else {
        tracker.activate(None);
        return notices;
    };
    if let Some(root) = path.parent().and_then(|p| p.parent()) {
        let default = crate::session::paths::sessions_root(None, None);
        let file = crate::checkpoint::roots::roots_file();
        if let Err(e) = crate::checkpoint::roots::register(&file, root, &default) {
            notices.push(format!(
                "could not record the session directory `{}` in {} ({e}); `ama sessions prune` may delete backups its sessions still use",
                root.display(),
                file.display()
            ));
        }
    }
    let mut seeded = Vec::new();
    for entry in customs() {
        if let Body::Custom(c) = entry.body {
            if c.custom_type == CHECKPOINT_TYPE
                && let Ok(d) = serde_json::from_value::<CheckpointData>(c.data.clone())
            {
                seeded.extend(d.files.into_keys());
            } else if c.custom_type == TRACK_TYPE
                && let Ok(t) = serde_json::from_value::<TrackData>(c.data)
            {
                seeded.push(t.path);
            }
        }
    }
    tracker.seed(seeded.iter().map(String::as_str));
    tracker.activate(Some((options, Blobs::default())));
    notices
}

fn custom(custom_type: &str, data: serde_json::Value) -> Body {
    Body::Custom(Custom {
        custom_type: custom_type.into(),
        data,
    })
}

/// At the start of a turn (before its user message): the checkpoint of the tracked files.
pub(crate) fn checkpoint_turn(s: &impl SessionOps) {
    let customs = || {
        s.branch_entries_of(crate::session::entry::Kind::Custom)
            .unwrap_or_default()
    };
    for message in ensure_tracking(s.config(), || s.file_path(), customs) {
        s.publish(SessionEvent::Notification {
            level: "warning",
            message,
        });
    }
    let cwd = s.cwd();
    let tracker = s.tool_state().checkpoints();
    let step = shadow_tracks(s, tracker);
    // Changes made between turns belong before this turn's checkpoint.
    for t in step.tracks {
        s.write(custom(
            TRACK_TYPE,
            serde_json::to_value(t).unwrap_or_default(),
        ));
    }
    let data = tracker.begin_turn(|| git_head(cwd));
    if let Some(data) = crate::checkpoint::shadow_track::with_shadow(data, step.commit, || {
        tracker.mark_turn_written();
        git_head(cwd)
    }) {
        s.write(custom(
            CHECKPOINT_TYPE,
            serde_json::to_value(data).unwrap_or_default(),
        ));
    }
}

/// After a model turn's tools ran: the backups they made, into the session file.
pub(crate) fn flush_checkpoints(s: &impl SessionOps) {
    let cwd = s.cwd();
    let tracker = s.tool_state().checkpoints();
    let step = shadow_tracks(s, tracker);
    let (checkpoint, mut tracks) = tracker.take_pending(|| git_head(cwd));
    if let Some(data) = checkpoint {
        s.write(custom(
            CHECKPOINT_TYPE,
            serde_json::to_value(data).unwrap_or_default(),
        ));
    }
    tracks.splice(0..0, step.tracks);
    for t in tracks {
        s.write(custom(
            TRACK_TYPE,
            serde_json::to_value(t).unwrap_or_default(),
        ));
    }
}

/// `shadow-git`: snapshots the working tree, writes the records of the files changed since
/// the previous snapshot when called at a turn start, and shows a fall back's notice.
fn shadow_tracks(
    s: &impl SessionOps,
    tracker: &crate::checkpoint::Tracker,
) -> crate::checkpoint::shadow_track::ShadowStep {
    let mut step = tracker.shadow_step();
    if let Some(message) = step.notice.take() {
        s.publish(SessionEvent::Notification {
            level: "warning",
            message,
        });
    }
    step
}
