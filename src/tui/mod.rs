//! The terminal UI library the interactive mode sits on (issue #13, tui.md). A leaf module: it
//! depends on std, crossterm (raw mode, size), unicode-width and pulldown-cmark, never on the rest
//! of ama; the interactive mode maps agent events into its components.
//!
//! - `terminal`, `input`, `keys`: the real and in-memory terminals, stdin bytes → keys and pastes.
//! - `renderer`: the differential main-screen renderer (history once, live region diffed).
//! - `line`, `style`, `width`, `sanitize`: styled lines, colours, column widths, untrusted text.
//! - `editor`: the hand-written multi-line line editor.
//! - `highlight`: syntax colouring of code (a write's content, fenced code blocks).
//! - `components`: Text, Markdown, SelectList, Loader, StatusBar, ApprovalDialog, message blocks.
//! - `keybindings`: action ids → keys, with `keybindings.json` overrides.
//! - `line_mode`: prompts, approvals and `[y/N]` questions for the plain line interface.
//! - `timing`: the double Ctrl+C exit and the frame throttle, as pure clocks; the interactive
//!   mode keeps its own (`modes::interactive::run`), so these are built for the tests only.

pub mod component;
pub mod components;
pub mod editor;
pub mod highlight;
pub mod input;
pub mod keybindings;
pub mod keys;
pub mod line;
pub mod line_mode;
pub mod renderer;
pub mod sanitize;
pub mod style;
pub mod terminal;
#[cfg(any(test, feature = "test-hooks"))]
pub mod timing;
pub mod width;
