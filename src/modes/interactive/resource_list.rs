//! Tab on `@server:` (issue #26): the server's resources are listed on an `ama-complete` thread,
//! not on the UI thread, so a slow server never freezes typing. While the list is asked for, a
//! spinner line names the server and the editor keeps taking keys; the answer is offered only
//! when the word being completed is still the one Tab was pressed on (or a longer one), filtered
//! by what was typed meanwhile. Esc drops the request, and the UI stops waiting after
//! `DEADLINE` (the thread's own request has the MCP client's deadline).

use std::sync::Arc;
use std::sync::mpsc::{Receiver, TryRecvError};
use std::time::{Duration, Instant};

use crate::mcp::manager::Manager;
use crate::tui::component::Component;
use crate::tui::components::blocks::Notice;
use crate::tui::components::loader::Loader;
use crate::tui::editor::Editor;
use crate::tui::renderer::Renderer;
use crate::tui::terminal::ProcessTerminal;

use super::completion::{self, Target};
use super::slash::{CommandUi, Overlay, Step, candidates, notice, replace_word};

/// How long the UI waits for a server's resource list.
pub(crate) const DEADLINE: Duration = Duration::from_secs(10);

/// `(value, description)` candidates, as `commands::mentions::complete` gives them.
pub(crate) type Found = Vec<(String, String)>;

/// A resource list being asked for.
pub(crate) struct Listing {
    rx: Receiver<Found>,
    /// The byte start of the `@word` in the cursor's line, and the query Tab was pressed on.
    pub start: usize,
    pub query: String,
    pub server: String,
    since: Instant,
    loader: Loader,
}

/// What the list's thread has done by now.
pub(crate) enum Poll {
    Waiting,
    Done(Found),
    /// No answer within `DEADLINE`, or the thread ended without one: why, for the scrollback.
    Failed(String),
}

impl Listing {
    /// Asks `manager` for the resources that complete `query` (`server:uri-prefix`).
    pub(crate) fn start(
        manager: Arc<Manager>,
        start: usize,
        query: &str,
    ) -> std::io::Result<Listing> {
        let (tx, rx) = std::sync::mpsc::sync_channel(1);
        let q = query.to_string();
        std::thread::Builder::new()
            .name("ama-complete".into())
            .spawn(move || {
                let _ = tx.send(crate::commands::mentions::complete(&manager, &q));
            })?;
        let server = query.split(':').next().unwrap_or_default().to_string();
        let loader = Loader::new(&format!(
            "Listing the resources of MCP server `{server}`… (Esc to cancel)"
        ));
        Ok(Listing {
            rx,
            start,
            query: query.to_string(),
            server,
            since: Instant::now(),
            loader,
        })
    }

    pub(crate) fn loader(&self) -> &Loader {
        &self.loader
    }

    /// The answer, if it came; advances the spinner.
    pub(crate) fn poll(&mut self) -> Poll {
        self.loader.tick();
        self.loader.set_elapsed(self.since.elapsed());
        match self.rx.try_recv() {
            Ok(found) => Poll::Done(found),
            Err(TryRecvError::Empty) if self.since.elapsed() < DEADLINE => Poll::Waiting,
            Err(TryRecvError::Empty) => Poll::Failed(format!(
                "MCP server `{}` did not list its resources within {} s; type the resource's URI after `@{}:`, or press Tab again later",
                self.server,
                DEADLINE.as_secs(),
                self.server
            )),
            Err(TryRecvError::Disconnected) => Poll::Failed(format!(
                "listing the resources of MCP server `{}` failed (its thread ended without an answer); press Tab again",
                self.server
            )),
        }
    }

    /// The candidates still wanted for the word `query` now starting at byte `start`: those
    /// that begin with it, when it is Tab's word or that word typed on; `None` when the user
    /// has moved on to another word.
    pub(crate) fn still_wanted(&self, start: usize, query: &str, found: Found) -> Option<Found> {
        if start != self.start || !query.starts_with(&self.query) {
            return None;
        }
        let typed = format!("@{query}");
        Some(found.into_iter().filter(|(v, _)| v.starts_with(&typed)).collect())
    }
}

impl CommandUi {
    /// Whether Tab on `@query` lists a server's resources (`@server:…`, a configured server).
    pub(super) fn lists_resources(&self, query: &str) -> bool {
        let server = query.split_once(':').map(|(name, _)| name);
        match (server, self.registry.mcp()) {
            (Some(name), Some(m)) => m.server(name).is_some(),
            _ => false,
        }
    }

    /// Asks for the resources on a thread; the loop offers them when they come (`poll_listing`).
    pub(super) fn start_listing(
        &mut self,
        start: usize,
        query: &str,
        r: &mut Renderer<ProcessTerminal>,
    ) -> Step {
        let Some(manager) = self.registry.mcp().cloned() else {
            return Step::Done;
        };
        match Listing::start(manager, start, query) {
            Ok(l) => self.listing = Some(l),
            Err(e) => notice(
                r,
                &format!("could not start a thread to list the MCP resources ({e}); press Tab again"),
            ),
        }
        Step::Done
    }

    /// Each frame: a resource list that came is offered for the word being typed (one
    /// candidate replaces it), or why it did not come is shown.
    pub(crate) fn poll_listing(
        &mut self,
        editor: &mut Editor,
        r: &mut Renderer<ProcessTerminal>,
    ) {
        let Some(l) = self.listing.as_mut() else {
            return;
        };
        let found = match l.poll() {
            Poll::Waiting => return,
            Poll::Done(found) => found,
            Poll::Failed(why) => {
                self.listing = None;
                let w = r.width();
                r.commit(Notice::Error(why).render(w));
                return;
            }
        };
        let Some(l) = self.listing.take() else {
            return;
        };
        let (row, _) = editor.buffer().cursor();
        let found = match completion::target(editor.buffer().before_cursor(), row) {
            Some(Target::Path { start, query }) if self.overlay.is_none() => {
                l.still_wanted(start, &query, found)
            }
            _ => None,
        };
        let Some(found) = found else {
            return;
        };
        let (list, values) = candidates(&found);
        match values.len() {
            0 => notice(
                r,
                &format!("No resource of MCP server `{}` starts with `@{}`", l.server, l.query),
            ),
            1 => replace_word(editor, l.start, &values[0]),
            _ => {
                self.overlay = Some(Overlay::Complete {
                    list,
                    values,
                    start: l.start,
                    auto: false,
                });
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Listing;

    #[test]
    fn only_the_same_word_typed_on_keeps_the_answer() {
        let (_tx, rx) = std::sync::mpsc::sync_channel(1);
        let l = Listing {
            rx,
            start: 4,
            query: "ev:".into(),
            server: "ev".into(),
            since: std::time::Instant::now(),
            loader: crate::tui::components::loader::Loader::new("x"),
        };
        let found = || {
            vec![
                ("@ev:demo://a".to_string(), String::new()),
                ("@ev:other://b".to_string(), String::new()),
            ]
        };
        assert_eq!(l.still_wanted(4, "ev:", found()).map(|f| f.len()), Some(2));
        assert_eq!(
            l.still_wanted(4, "ev:demo", found()),
            Some(vec![("@ev:demo://a".to_string(), String::new())])
        );
        assert_eq!(l.still_wanted(0, "ev:", found()), None);
        assert_eq!(l.still_wanted(4, "e", found()), None);
    }
}
