//! The renderer drawing into an in-memory terminal, with a vt100 emulator fed every frame it
//! wrote: what the TUI tests that need no tmux read the screen and the scrollback through.

use ama::tui::renderer::Renderer;
use ama::tui::style::Theme;
use ama::tui::terminal::MemoryTerminal;

/// A renderer on a `MemoryTerminal` and the emulator that has seen its frames up to `fed`.
pub struct VtScreen {
    pub r: Renderer<MemoryTerminal>,
    pub vt: vt100::Parser,
    pub fed: usize,
}

impl VtScreen {
    /// A `cols` × `rows` terminal with `scrollback` rows kept, plain theme, the emulator having
    /// seen `before` first (a shell prompt, say).
    pub fn new(cols: u16, rows: u16, scrollback: usize, before: &[u8]) -> VtScreen {
        let mut vt = vt100::Parser::new(rows, cols, scrollback);
        vt.process(before);
        VtScreen {
            r: Renderer::new(MemoryTerminal::new(cols, rows), Theme::plain()),
            vt,
            fed: 0,
        }
    }

    /// Hands the frames written since the last call to the emulator.
    pub fn feed(&mut self) {
        let frames = &self.r.terminal().frames;
        for f in &frames[self.fed..] {
            self.vt.process(f);
        }
        self.fed = frames.len();
    }

    /// Resizes the terminal and the emulator together.
    pub fn resize(&mut self, cols: u16, rows: u16) {
        self.r.terminal_mut().resize(cols, rows);
        self.vt.screen_mut().set_size(rows, cols);
    }

    /// The scrollback and the screen, top to bottom, trailing spaces and rows dropped.
    pub fn transcript(&mut self) -> String {
        let (_, cols) = self.vt.screen().size();
        self.vt.screen_mut().set_scrollback(usize::MAX);
        let n = self.vt.screen().scrollback();
        let mut out = Vec::new();
        for a in 0..n {
            self.vt.screen_mut().set_scrollback(n - a);
            let first = self.vt.screen().rows(0, cols).next().unwrap_or_default();
            out.push(first.trim_end().to_string());
        }
        self.vt.screen_mut().set_scrollback(0);
        out.extend(
            self.vt
                .screen()
                .rows(0, cols)
                .map(|r| r.trim_end().to_string()),
        );
        while out.last().is_some_and(|r| r.is_empty()) {
            out.pop();
        }
        out.join("\n")
    }
}
