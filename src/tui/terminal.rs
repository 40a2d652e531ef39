//! Where frames go. `Terminal` is the renderer's only way out; `ProcessTerminal` is the real one
//! (raw mode through crossterm, bracketed paste on, restored on drop, on panic, and by the app's
//! signal thread through `restore_terminal`), `MemoryTerminal` keeps the bytes for tests.
//!
//! Never the alternate screen, no mouse capture, no kitty keyboard protocol, no terminal queries
//! (tui.md "in tmux"): nothing the terminal could answer into our input.

use std::io::{IsTerminal, Write};
use std::sync::Once;
use std::sync::atomic::{AtomicBool, Ordering};

/// Bracketed paste on (`RESTORE` turns it off).
pub const PASTE_ON: &str = "\x1b[?2004h";
/// What leaves the terminal usable whatever state a frame left it in: paste off, synchronized
/// output closed, autowrap on (the renderer turns it off), cursor shown, attributes reset.
pub const RESTORE: &str = "\x1b[?2004l\x1b[?2026l\x1b[?7h\x1b[?25h\x1b[0m";

/// A terminal the renderer writes frames to.
pub trait Terminal {
    /// Writes one frame: one `write` call, then a flush.
    fn write_frame(&mut self, bytes: &[u8]) -> std::io::Result<()>;
    /// (columns, rows).
    fn size(&self) -> (u16, u16);
}

/// An in-memory terminal for tests: records every frame and has a settable size.
#[cfg(any(test, feature = "test-hooks"))]
#[derive(Debug, Clone)]
pub struct MemoryTerminal {
    pub cols: u16,
    pub rows: u16,
    /// Every frame written, in order.
    pub frames: Vec<Vec<u8>>,
}

#[cfg(any(test, feature = "test-hooks"))]
impl MemoryTerminal {
    pub fn new(cols: u16, rows: u16) -> MemoryTerminal {
        MemoryTerminal {
            cols,
            rows,
            frames: Vec::new(),
        }
    }

    /// All bytes written so far.
    pub fn bytes(&self) -> Vec<u8> {
        self.frames.concat()
    }

    pub fn resize(&mut self, cols: u16, rows: u16) {
        self.cols = cols;
        self.rows = rows;
    }
}

#[cfg(any(test, feature = "test-hooks"))]
impl Terminal for MemoryTerminal {
    fn write_frame(&mut self, bytes: &[u8]) -> std::io::Result<()> {
        self.frames.push(bytes.to_vec());
        Ok(())
    }
    fn size(&self) -> (u16, u16) {
        (self.cols, self.rows)
    }
}

/// Whether raw mode is on (the panic hook and `restore_terminal` restore only then).
static ACTIVE: AtomicBool = AtomicBool::new(false);
static HOOK: Once = Once::new();

/// Why the real terminal could not be set up (the caller falls back to line mode).
#[derive(Debug)]
pub enum TerminalError {
    /// stdin or stdout is not a terminal.
    NotATty,
    /// `TERM` is `dumb` or unset.
    DumbTerm,
    /// Raw mode could not be entered.
    RawMode(std::io::Error),
}

impl TerminalError {
    /// A stable code for tests.
    #[cfg(test)]
    pub fn code(&self) -> &'static str {
        match self {
            TerminalError::NotATty => "tui_not_a_tty",
            TerminalError::DumbTerm => "tui_dumb_terminal",
            TerminalError::RawMode(_) => "tui_raw_mode_failed",
        }
    }
}

impl std::fmt::Display for TerminalError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            TerminalError::NotATty => write!(
                f,
                "the interactive UI needs stdin and stdout to be a terminal; using line mode"
            ),
            TerminalError::DumbTerm => write!(
                f,
                "TERM is dumb or unset, so the interactive UI cannot draw; using line mode"
            ),
            TerminalError::RawMode(e) => write!(
                f,
                "could not put the terminal in raw mode ({e}); using line mode (--no-tui skips this attempt)"
            ),
        }
    }
}

impl std::error::Error for TerminalError {}

/// Discards what the terminal driver holds typed but not yet read on stdin (`tcflush`), so a key
/// typed or injected before a dialog appeared cannot answer it. Nothing when stdin is no
/// terminal.
pub fn flush_typed_input() {
    if std::io::stdin().is_terminal() {
        // SAFETY: tcflush on fd 0 with a constant.
        unsafe {
            nix::libc::tcflush(nix::libc::STDIN_FILENO, nix::libc::TCIFLUSH);
        }
    }
}

/// The process's own terminal on stdout.
pub struct ProcessTerminal {
    _private: (),
}

impl ProcessTerminal {
    /// Checks that both ends are terminals and `TERM` can draw, enters raw mode and turns on
    /// bracketed paste. The terminal is restored when the value drops, and on panic.
    pub fn start() -> Result<ProcessTerminal, TerminalError> {
        if !std::io::stdin().is_terminal() || !std::io::stdout().is_terminal() {
            return Err(TerminalError::NotATty);
        }
        match std::env::var("TERM") {
            Ok(t) if !t.is_empty() && t != "dumb" => {}
            _ => return Err(TerminalError::DumbTerm),
        }
        install_panic_hook();
        crossterm::terminal::enable_raw_mode().map_err(TerminalError::RawMode)?;
        ACTIVE.store(true, Ordering::SeqCst);
        write_stdout(PASTE_ON.as_bytes());
        Ok(ProcessTerminal { _private: () })
    }

    /// Leaves raw mode for a while (Ctrl+Z suspend, running an editor); `resume` re-enters it.
    pub fn pause(&mut self) {
        restore_terminal();
    }

    pub fn resume(&mut self) -> Result<(), TerminalError> {
        crossterm::terminal::enable_raw_mode().map_err(TerminalError::RawMode)?;
        ACTIVE.store(true, Ordering::SeqCst);
        write_stdout(PASTE_ON.as_bytes());
        Ok(())
    }
}

impl Drop for ProcessTerminal {
    fn drop(&mut self) {
        restore_terminal();
    }
}

impl Terminal for ProcessTerminal {
    fn write_frame(&mut self, bytes: &[u8]) -> std::io::Result<()> {
        let mut out = std::io::stdout().lock();
        out.write_all(bytes)?;
        out.flush()
    }
    fn size(&self) -> (u16, u16) {
        terminal_size()
    }
}

/// The size of the process's terminal (columns, rows), 80x24 when it cannot be read. `Send`, so
/// `InputSource` can poll it from its closure.
pub fn terminal_size() -> (u16, u16) {
    crossterm::terminal::size().unwrap_or((80, 24))
}

/// Restores the terminal if ama changed it; safe to call from any thread, any number of times.
/// The app's signal thread calls it on SIGTERM, SIGHUP and a lost terminal before exiting.
pub fn restore_terminal() {
    if ACTIVE.swap(false, Ordering::SeqCst) {
        write_stdout(RESTORE.as_bytes());
        let _ = crossterm::terminal::disable_raw_mode();
    }
}

fn write_stdout(bytes: &[u8]) {
    let mut out = std::io::stdout().lock();
    let _ = out.write_all(bytes).and_then(|_| out.flush());
}

/// Restores the terminal before the default hook prints the panic, so the message is readable.
fn install_panic_hook() {
    HOOK.call_once(|| {
        let previous = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            restore_terminal();
            previous(info);
        }));
    });
}

#[cfg(test)]
mod tests {
    use super::{MemoryTerminal, Terminal, TerminalError};

    #[test]
    fn memory_terminal_records_frames() {
        let mut t = MemoryTerminal::new(40, 10);
        t.write_frame(b"a").unwrap();
        t.write_frame(b"bc").unwrap();
        assert_eq!(t.frames.len(), 2);
        assert_eq!(t.bytes(), b"abc");
        t.resize(100, 30);
        assert_eq!(t.size(), (100, 30));
    }

    #[test]
    fn errors_say_what_happens_next() {
        assert!(TerminalError::NotATty.to_string().contains("line mode"));
        assert_eq!(TerminalError::DumbTerm.code(), "tui_dumb_terminal");
    }
}
