//! MCP servers in the terminal UI, which does not wait for them (docs/mcp.md): each frame
//! takes the lines the agent's MCP manager has for the user — a server that became ready (its
//! tools join the next request, a cache-prefix change), one that failed, one that changed its
//! tools — and shows each once. A server that became ready also brings its prompts as
//! `/mcp__…` commands: the command registry is built again on a thread of its own (it asks
//! the servers for their prompts) and taken by a later frame, which shows the lines then, so a
//! server said to be ready has its commands.

use std::sync::Arc;
use std::sync::mpsc::{Receiver, TryRecvError};

use crate::commands::Registry;
use crate::modes::interactive::run::Ui;
use crate::tui::components::blocks::Notice;

/// Builds the UI's command registry again: the registry and its warnings.
pub(crate) type CommandSource = Arc<dyn Fn() -> (Registry, Vec<String>) + Send + Sync>;

/// The MCP side of the loop's state.
#[derive(Default)]
pub(crate) struct McpUi {
    /// How to build the commands again (set by the front end).
    pub source: Option<CommandSource>,
    /// A rebuild that runs, and the lines shown when it is done (so that a server said to be
    /// ready has its `/mcp__…` commands).
    pending: Option<Rebuild>,
}

/// A rebuild of the commands that runs.
struct Rebuild {
    rx: Receiver<(Registry, Vec<String>)>,
    /// Shown when it is done.
    shown: Vec<Notice>,
    /// Changes that came while it ran: shown after one more rebuild.
    next: Vec<Notice>,
}

impl Ui {
    /// Shows what the MCP servers did since the last frame, and takes a rebuilt registry.
    pub(super) fn drain_mcp_notices(&mut self) {
        self.take_rebuilt_commands();
        let Some(manager) = self.agent.mcp_servers() else {
            return;
        };
        let mut later = Vec::new();
        for n in manager.take_notices() {
            if n.error {
                self.commit_notice(Notice::Error(n.text));
            } else {
                later.push(Notice::Info(n.text));
            }
        }
        if later.is_empty() {
            return;
        }
        if let Some(running) = &mut self.mcp.pending {
            // The running rebuild may predate this change: another follows it.
            running.next.append(&mut later);
            return;
        }
        self.rebuild_commands(later);
    }

    /// Builds the commands again on a thread; `shown` goes out with the result.
    fn rebuild_commands(&mut self, shown: Vec<Notice>) {
        let Some(source) = self.mcp.source.clone() else {
            for n in shown {
                self.commit_notice(n);
            }
            return;
        };
        let (tx, rx) = std::sync::mpsc::sync_channel(1);
        let spawned = std::thread::Builder::new()
            .name("mcp-commands".into())
            .spawn(move || {
                let _ = tx.send(source());
            });
        match spawned {
            Ok(_) => {
                self.mcp.pending = Some(Rebuild {
                    rx,
                    shown,
                    next: Vec::new(),
                });
            }
            Err(_) => {
                for n in shown {
                    self.commit_notice(n);
                }
            }
        }
    }

    fn take_rebuilt_commands(&mut self) {
        let Some(running) = &self.mcp.pending else {
            return;
        };
        let built = match running.rx.try_recv() {
            Ok(built) => Some(built),
            Err(TryRecvError::Empty) => return,
            Err(TryRecvError::Disconnected) => None,
        };
        let Some(done) = self.mcp.pending.take() else {
            return;
        };
        if let Some((registry, warnings)) = built {
            self.set_commands(registry);
            for w in warnings {
                self.commit_notice(Notice::Error(format!("warning: {w}")));
            }
        }
        for n in done.shown {
            self.commit_notice(n);
        }
        if !done.next.is_empty() {
            self.rebuild_commands(done.next);
        }
    }
}
