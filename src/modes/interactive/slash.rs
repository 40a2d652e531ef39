//! Slash commands, pickers and Tab completion in the terminal UI: the bridge between the editor
//! and the command registry (`crate::commands`). It owns the one overlay (a completion list, a
//! picker or the Bypass confirmation) drawn above the editor, takes keys before the editor while
//! the overlay is open, runs submitted `/commands`, and turns their outcomes into scrollback
//! lines, editor text, OSC 52 copies or an exit.

use std::path::Path;

use crate::agent::Agent;
use crate::commands::{Dispatch, Front, Outcome, Picker};
use crate::tui::component::{Component, FrameBuilder};
use crate::tui::components::blocks::Notice;
use crate::tui::components::select_list::{SelectEvent, SelectItem, SelectList};
use crate::tui::components::text::Text;
use crate::tui::editor::Editor;
use crate::tui::keys::{Key, KeyCode};
use crate::tui::renderer::Renderer;
use crate::tui::style::{Role, Style};
use crate::tui::terminal::ProcessTerminal;

use super::completion::{self, Target};
use super::resource_list::{Found, Listing};

/// Rows a list shows at once.
const VISIBLE: usize = 8;

pub(super) enum Overlay {
    /// Completion of the word before the cursor: choosing replaces it with the item's value.
    Complete {
        list: SelectList,
        values: Vec<String>,
        /// Byte start of the word in the cursor's line (commands: 0).
        start: usize,
        /// A `/` command list that opened by itself while typing.
        auto: bool,
    },
    Pick {
        list: SelectList,
        picker: Picker,
    },
    Confirm {
        list: SelectList,
        command: String,
    },
}

/// The parts of the UI a command touches.
pub(crate) struct Ctx<'a> {
    pub editor: &'a mut Editor,
    pub agent: &'a Agent,
    pub r: &'a mut Renderer<ProcessTerminal>,
}

/// What the loop does after a key or a submit went through here.
pub(crate) enum Step {
    /// Not ours: the editor (or the loop) handles it.
    Pass,
    /// Handled here.
    Done,
    /// Send this prompt to the model.
    Send(String),
    /// Exit with this code.
    Exit(i32),
    /// A command or a prompt with `@server:uri` mentions that may take a while (an MCP
    /// request, a skill's `!` commands): the loop runs it on a worker (`run/pending.rs`).
    Later(Later),
}

/// Work that resolves a submitted line into the prompt to send (its text and attachments),
/// or the error to show; it runs on a worker thread while the UI keeps drawing.
pub(crate) struct Later {
    /// What the UI shows while it runs (`/mcp__ev__slow`, `@ev:demo://x`).
    pub label: String,
    /// The submitted text, back to the editor when the work fails.
    pub text: String,
    pub job: Box<dyn FnOnce() -> Result<Resolved, String> + Send>,
}

/// A resolved line: the prompt's text and what it attaches.
pub(crate) type Resolved = (String, Vec<crate::ai::types::ContentBlock>);

#[derive(Default)]
pub(crate) struct CommandUi {
    /// The agent's slash commands (`commands::for_agent`), shared with the worker that
    /// resolves a slow line.
    pub registry: std::sync::Arc<crate::commands::Registry>,
    pub(super) overlay: Option<Overlay>,
    /// The attachments of the prompt being sent: `@image` files, `@server:uri` MCP resources,
    /// an MCP prompt's images and resources.
    images: Vec<crate::ai::types::ContentBlock>,
    /// Tab's `@server:` resource list, asked for on a thread (`resource_list.rs`).
    pub(super) listing: Option<Listing>,
}

impl CommandUi {
    /// The attachments of the next prompt sent (a line resolved on a worker).
    pub(crate) fn set_images(&mut self, images: Vec<crate::ai::types::ContentBlock>) {
        self.images = images;
    }

    /// The attachments of the prompt `submit` just passed on (once).
    pub(crate) fn take_images(&mut self) -> Vec<crate::ai::types::ContentBlock> {
        std::mem::take(&mut self.images)
    }

    /// Draws the overlay (above the editor).
    pub(crate) fn render_into(&self, fb: &mut FrameBuilder, width: usize) {
        if let Some(l) = &self.listing {
            fb.component(l.loader(), width);
        }
        match &self.overlay {
            Some(Overlay::Complete { list, .. } | Overlay::Pick { list, .. }) => {
                fb.component(list, width);
            }
            Some(Overlay::Confirm { list, .. }) => {
                fb.component(list, width);
            }
            None => {}
        }
    }

    /// Keys before the editor: the open overlay's, Tab, Ctrl+L and Ctrl+T.
    pub(crate) fn key(&mut self, key: Key, cx: Ctx) -> Step {
        if self.listing.is_some() && key == Key::plain(KeyCode::Esc) {
            if let Some(l) = self.listing.take() {
                notice(
                    cx.r,
                    &format!("Cancelled listing the resources of MCP server `{}`", l.server),
                );
            }
            return Step::Done;
        }
        if self.overlay.is_none() {
            return match key {
                k if k == Key::plain(KeyCode::Tab) => self.tab(cx),
                k if k == Key::ctrl('l') => self.run("/model", false, cx),
                k if k == Key::ctrl('t') => self.run("/thinking", false, cx),
                _ => Step::Pass,
            };
        }
        let Some(overlay) = self.overlay.as_mut() else {
            return Step::Pass;
        };
        match overlay {
            Overlay::Complete {
                list,
                values,
                start,
                auto,
            } => {
                // Enter on a command typed in full runs it rather than completing it.
                if *auto
                    && key == Key::plain(KeyCode::Enter)
                    && typed_in_full(list, values, *start, cx.editor)
                {
                    self.overlay = None;
                    return Step::Pass;
                }
                match list.handle_key(key) {
                    SelectEvent::Chosen(i) => {
                        let value = values.get(i).cloned().unwrap_or_default();
                        let start = *start;
                        self.overlay = None;
                        replace_word(cx.editor, start, &value);
                        // A directory taken: its entries are listed next.
                        if value.ends_with('/') {
                            self.after_edit(cx.editor, cx.agent.cwd());
                        }
                        Step::Done
                    }
                    SelectEvent::Cancelled => {
                        self.overlay = None;
                        Step::Done
                    }
                    SelectEvent::None => Step::Done,
                    // Typing goes to the editor; the list follows it.
                    SelectEvent::Unhandled(_) => {
                        if !*auto {
                            self.overlay = None;
                        }
                        Step::Pass
                    }
                }
            }
            Overlay::Pick { list, picker } => match list.handle_key(key) {
                SelectEvent::Chosen(i) => {
                    let line = format!("/{} {}", picker.command, picker.items[i].value);
                    self.overlay = None;
                    self.run(&line, false, cx)
                }
                SelectEvent::Cancelled => {
                    self.overlay = None;
                    Step::Done
                }
                _ => Step::Done,
            },
            Overlay::Confirm { list, command } => match list.handle_key(key) {
                SelectEvent::Chosen(1) => {
                    let command = command.clone();
                    self.overlay = None;
                    self.run(&command, true, cx)
                }
                SelectEvent::Chosen(_) | SelectEvent::Cancelled => {
                    self.overlay = None;
                    notice(cx.r, "Cancelled; the permission mode is unchanged.");
                    Step::Done
                }
                _ => Step::Done,
            },
        }
    }

    /// After the editor changed: the `/` command list follows the first line, and the list of
    /// matching files follows an `@word` being typed (a glob waits for Tab).
    pub(crate) fn after_edit(&mut self, editor: &Editor, cwd: &Path) {
        match &self.overlay {
            None | Some(Overlay::Complete { auto: true, .. }) => {}
            _ => return,
        }
        if let Some(q) = editor.command_query() {
            self.overlay = command_list(&self.registry, q, true).map(|(list, values)| {
                Overlay::Complete {
                    list,
                    values,
                    start: 0,
                    auto: true,
                }
            });
            return;
        }
        let (row, _) = editor.buffer().cursor();
        self.overlay = match completion::target(editor.buffer().before_cursor(), row) {
            Some(Target::Path { start, query }) if !completion::is_glob(&query) => {
                let (list, values) = self.path_list(cwd, &query, false);
                (!values.is_empty()).then_some(Overlay::Complete {
                    list,
                    values,
                    start,
                    auto: true,
                })
            }
            _ => None,
        };
    }

    /// A submitted editor text: a command runs here, anything else is sent.
    pub(crate) fn submit(&mut self, text: String, cx: Ctx) -> Step {
        self.overlay = None;
        if crate::commands::parse(&text).is_none() {
            return self.with_images(text, cx);
        }
        let w = cx.r.width();
        cx.r.commit(
            Text::new(&format!("› {}", text.trim_end()), Style::role(Role::Muted)).render(w),
        );
        match self.run(&text, false, cx) {
            Step::Pass => Step::Send(text),
            other => other,
        }
    }

    /// Attaches the `@image` files and `@server:uri` MCP resources of `text`; when one fails,
    /// nothing is sent and the text goes back to the editor.
    fn with_images(&mut self, text: String, cx: Ctx) -> Step {
        let model = cx.agent.state().model;
        let name = format!("{}/{}", model.provider, model.id);
        let accepts = cx.agent.available_models().is_ok_and(|list| {
            list.iter().any(|m| {
                m.provider == model.provider
                    && m.id == model.id
                    && m.input.iter().any(|i| i == "image")
            })
        });
        let cwd = cx.agent.cwd();
        let attached = super::attach::images(&text, cwd, accepts, &name)
            .map_err(|e| e.to_string())
            .and_then(|images| {
                let files = super::attach::files(&text, cwd).map_err(|e| e.to_string())?;
                Ok((images, files))
            });
        let mentions = crate::commands::mentions::refs(&text);
        if let (Ok((images, files)), Some(first)) = (&attached, mentions.first()) {
            let mut images = images.clone();
            for f in files {
                notice(cx.r, &format!("· {}", f.note));
                images.push(f.block.clone());
            }
            let (registry, line) = (self.registry.clone(), text.clone());
            return Step::Later(Later {
                label: first.shown(),
                text: text.clone(),
                job: Box::new(move || {
                    let resources = registry.mentions(&line).map_err(|e| e.to_string())?;
                    images.extend(resources);
                    Ok((line, images))
                }),
            });
        }
        match attached {
            Ok((mut images, files)) => {
                for f in files {
                    notice(cx.r, &format!("· {}", f.note));
                    images.push(f.block);
                }
                self.images = images;
                Step::Send(text)
            }
            Err(e) => {
                let w = cx.r.width();
                cx.r.commit(Notice::Error(e).render(w));
                cx.editor.set_text(&text);
                Step::Done
            }
        }
    }

    fn tab(&mut self, cx: Ctx) -> Step {
        let (row, _) = cx.editor.buffer().cursor();
        let before = cx.editor.buffer().before_cursor().to_string();
        let (list, values, start) = match completion::target(&before, row) {
            Some(Target::Command(q)) => match command_list(&self.registry, &q, false) {
                Some((list, values)) => (list, values, 0),
                None => return Step::Done,
            },
            Some(Target::Path { start, query }) if self.lists_resources(&query) => {
                return self.start_listing(start, &query, cx.r);
            }
            Some(Target::Path { start, query }) => {
                let (list, values) = self.path_list(cx.agent.cwd(), &query, true);
                (list, values, start)
            }
            None => return Step::Pass,
        };
        match values.len() {
            0 => {}
            1 => replace_word(cx.editor, start, &values[0]),
            _ => {
                self.overlay = Some(Overlay::Complete {
                    list,
                    values,
                    start,
                    auto: false,
                });
            }
        }
        Step::Done
    }

    /// The `@` candidates for `query`: the MCP servers' resources (with `mcp`), then files, a
    /// path with whitespace quoted (`@"my file.txt"`).
    fn path_list(&self, cwd: &Path, query: &str, mcp: bool) -> (SelectList, Vec<String>) {
        let mut found: Vec<(String, String)> = match self.registry.mcp() {
            Some(m) if mcp => crate::commands::mentions::complete(m, query),
            _ => Vec::new(),
        };
        // `@server:…` completes resources only; otherwise files follow the servers.
        if !(query.contains(':') && self.registry.mcp().is_some()) {
            found.extend(
                super::nested_paths::paths(cwd, query)
                    .into_iter()
                    .map(|p| (completion::quoted(&p), String::new())),
            );
        }
        candidates(&found)
    }

    /// Runs one command line and shows its outcome.
    /// A command that expands into a prompt (an MCP prompt, a skill with `!` lines) may take a
    /// while: it is resolved on a worker (`run/pending.rs`).
    fn expand_later(&self, line: &str, cx: Ctx) -> Step {
        let (registry, agent, text) = (self.registry.clone(), cx.agent.clone(), line.to_string());
        let label = text.split_whitespace().next().unwrap_or_default().to_string();
        Step::Later(Later {
            label,
            text: line.to_string(),
            job: Box::new(move || match registry.dispatch(&agent, &text, Front::Tui, false) {
                Dispatch::Prompt(p) => Ok((p.text, p.attachments)),
                Dispatch::Handled(Err(e)) => Err(e.to_string()),
                Dispatch::Handled(Ok(_)) | Dispatch::NotACommand => Ok((text, Vec::new())),
            }),
        })
    }

    fn run(&mut self, line: &str, confirmed: bool, cx: Ctx) -> Step {
        if self.registry.expands(line) {
            return self.expand_later(line, cx);
        }
        let dispatched = self
            .registry
            .dispatch(cx.agent, line, Front::Tui, confirmed);
        let outcome = match dispatched {
            Dispatch::NotACommand => return Step::Pass,
            Dispatch::Prompt(p) => {
                self.images = p.attachments;
                return Step::Send(p.text);
            }
            Dispatch::Handled(Err(e)) => {
                let w = cx.r.width();
                cx.r.commit(Notice::Error(e.to_string()).render(w));
                return Step::Done;
            }
            Dispatch::Handled(Ok(o)) => o,
        };
        match outcome {
            Outcome::Output(lines) => {
                for l in lines {
                    notice(cx.r, &l);
                }
            }
            Outcome::Pick(picker) => {
                let items = picker
                    .items
                    .iter()
                    .map(|i| SelectItem::new(&i.label, &i.description))
                    .collect();
                let mut list = SelectList::picker(&picker.title, items, VISIBLE);
                if picker.numbered {
                    list = list.numbered();
                }
                list.select(picker.selected);
                self.overlay = Some(Overlay::Pick { list, picker });
            }
            Outcome::Confirm {
                title,
                message,
                command,
            } => {
                let items = vec![
                    SelectItem::new("Cancel", "keep the current mode"),
                    SelectItem::new("Enter Bypass permissions", message),
                ];
                // Cancel is preselected.
                let list = SelectList::picker(&title, items, VISIBLE).numbered();
                self.overlay = Some(Overlay::Confirm { list, command });
            }
            Outcome::Edit { note, text } => {
                notice(cx.r, &note);
                cx.editor.set_text(&text);
            }
            Outcome::Copy(text) => {
                let osc = format!(
                    "\x1b]52;c;{}\x07",
                    crate::tools::image::base64(text.as_bytes())
                );
                crate::util::output::write_stdout(osc.as_bytes());
                notice(
                    cx.r,
                    &format!(
                        "Copied the last answer ({} characters) to the clipboard (OSC 52).",
                        text.chars().count()
                    ),
                );
            }
            Outcome::Exit => return Step::Exit(0),
        }
        Step::Done
    }
}

/// The list and the values of `@` candidates (shown without their `@`).
pub(super) fn candidates(found: &Found) -> (SelectList, Vec<String>) {
    let values: Vec<String> = found.iter().map(|(v, _)| v.clone()).collect();
    let items = found
        .iter()
        .map(|(v, d)| SelectItem::new(v.trim_start_matches('@'), d))
        .collect();
    (SelectList::new(items, VISIBLE), values)
}

/// Whether the word being completed is already the selected value, or nothing matches it.
fn typed_in_full(list: &SelectList, values: &[String], start: usize, editor: &Editor) -> bool {
    let before = editor.buffer().before_cursor();
    let typed = before.get(start..).unwrap_or(before);
    let exact = list
        .selected()
        .and_then(|i| values.get(i))
        .is_some_and(|v| v.trim_end() == typed.trim_end());
    exact || list.visible_indices().is_empty()
}

pub(super) fn notice(r: &mut Renderer<ProcessTerminal>, line: &str) {
    let w = r.width();
    r.commit(Text::new(line, Style::role(Role::Muted)).render(w));
}

/// The commands whose name starts with `query` (then the ones that contain it as a
/// subsequence), as `/name` values; `None` when nothing matches.
fn command_list(
    registry: &crate::commands::Registry,
    query: &str,
    auto: bool,
) -> Option<(SelectList, Vec<String>)> {
    let q = query.to_lowercase();
    let listed = registry.list();
    let mut hits: Vec<_> = listed
        .iter()
        .filter(|c| c.name.to_lowercase().starts_with(&q))
        .collect();
    if hits.is_empty() && !auto {
        hits = listed
            .iter()
            .filter(|c| crate::tui::components::select_list::subsequence(&q, &c.name))
            .collect();
    }
    if hits.is_empty() {
        return None;
    }
    let items = hits
        .iter()
        .map(|c| SelectItem::new(format!("/{}", c.name), &c.description))
        .collect();
    let values = hits.iter().map(|c| format!("/{} ", c.name)).collect();
    Some((SelectList::new(items, VISIBLE), values))
}

/// Replaces the word that starts at byte `start` of the cursor's line (up to the cursor) with
/// `value`; a finished file name or command gets a space after it.
pub(super) fn replace_word(editor: &mut Editor, start: usize, value: &str) {
    let (row, _) = editor.buffer().cursor();
    let before = editor.buffer().before_cursor().to_string();
    let lines: Vec<String> = editor.buffer().lines().to_vec();
    let Some(line) = lines.get(row) else {
        return;
    };
    let after = &line[before.len()..];
    let mut value = value.to_string();
    // `@server:` goes on with the resource's URI.
    if !value.ends_with(['/', ' ', ':']) && after.is_empty() {
        value.push(' ');
    }
    let mut new_lines = lines.clone();
    new_lines[row] = format!("{}{value}{after}", &before[..start.min(before.len())]);
    editor.set_text(&new_lines.join("\n"));
}
