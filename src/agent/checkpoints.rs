//! The session thread's side of checkpoints: decide once per session whether file backups are
//! on (a session written to disk, `checkpoints.mode` not `off`), write `custom{ama.checkpoint}`
//! at the start of each turn that has tracked files, and write the `custom{ama.checkpoint-track}`
//! records `edit` / `write` made at the end of each model turn (preceded by the turn's checkpoint
//! when the turn started with nothing tracked). See docs/sessions.md "Checkpoints".

use crate::agent::events::SessionEvent;
use crate::agent::session::{AgentSession, SessionConfig, lock};
use crate::checkpoint::blobs::Blobs;
use crate::checkpoint::head::git_head;
use crate::checkpoint::{CHECKPOINT_TYPE, CheckpointData, CheckpointMode, TRACK_TYPE, TrackData};
use crate::session::Store;
use crate::session::entry::{Body, Custom};

/// Decides, once, whether this session backs files up, and seeds the tracked set from a resumed
/// branch. Returns the notices to show (config problems, a mode this build lacks).
pub(crate) fn ensure_tracking(config: &SessionConfig, store: &Store) -> Vec<String> {
    let tracker = config.tool_state.checkpoints();
    if tracker.is_configured() {
        return Vec::new();
    }
    let mut options = config.tool_state.options().checkpoints.resolve(&config.cwd);
    let mut notices = std::mem::take(&mut options.warnings);
    if options.mode == CheckpointMode::ShadowGit {
        notices.push(
            "checkpoints.mode \"shadow-git\" is not available in this build; file checkpoints use \"tools\" mode (the files edit and write change)".into(),
        );
        options.mode = CheckpointMode::Tools;
    }
    let Some(path) = store.path().filter(|_| options.mode != CheckpointMode::Off) else {
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
    for entry in store.branch_entries().unwrap_or_default() {
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

impl AgentSession {
    /// At the start of a turn (before its user message): the checkpoint of the tracked files.
    pub(crate) fn checkpoint_turn(&self) {
        let notices = ensure_tracking(&self.config, &lock(&self.shared.store));
        for message in notices {
            self.shared.publish(SessionEvent::Notification {
                level: "warning",
                message,
            });
        }
        let cwd = self.config.cwd.clone();
        let tracker = self.config.tool_state.checkpoints();
        if let Some(data) = tracker.begin_turn(|| git_head(&cwd)) {
            self.persist(custom(
                CHECKPOINT_TYPE,
                serde_json::to_value(data).unwrap_or_default(),
            ));
        }
    }

    /// After a model turn's tools ran: the backups they made, into the session file.
    pub(crate) fn flush_checkpoints(&self) {
        let cwd = self.config.cwd.clone();
        let tracker = self.config.tool_state.checkpoints();
        let (checkpoint, tracks) = tracker.take_pending(|| git_head(&cwd));
        if let Some(data) = checkpoint {
            self.persist(custom(
                CHECKPOINT_TYPE,
                serde_json::to_value(data).unwrap_or_default(),
            ));
        }
        for t in tracks {
            self.persist(custom(
                TRACK_TYPE,
                serde_json::to_value(t).unwrap_or_default(),
            ));
        }
    }
}
