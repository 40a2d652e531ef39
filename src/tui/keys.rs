//! ama's own key type and the parser that turns raw stdin bytes into keys and pastes. It is
//! hand-written (not crossterm's event reader) for one reason the issue names: a lone Esc and the
//! Esc that starts Alt+key or an arrow sequence are told apart by a timeout
//! (`AMA_TUI_ESC_TIMEOUT`, milliseconds), which crossterm's parser does not have.

use std::time::{Duration, Instant};

/// Default wait for the rest of an escape sequence.
pub const DEFAULT_ESC_TIMEOUT: Duration = Duration::from_millis(50);

const PASTE_START: &[u8] = b"\x1b[200~";
const PASTE_END: &[u8] = b"\x1b[201~";

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum KeyCode {
    Char(char),
    Enter,
    Tab,
    Backspace,
    Delete,
    Insert,
    Esc,
    Up,
    Down,
    Left,
    Right,
    Home,
    End,
    PageUp,
    PageDown,
    F(u8),
}

/// Modifier bits.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Mods {
    pub shift: bool,
    pub alt: bool,
    pub ctrl: bool,
}

impl Mods {
    pub const NONE: Mods = Mods {
        shift: false,
        alt: false,
        ctrl: false,
    };
    pub const CTRL: Mods = Mods {
        ctrl: true,
        ..Mods::NONE
    };
    #[cfg(test)]
    pub const ALT: Mods = Mods {
        alt: true,
        ..Mods::NONE
    };
    pub const SHIFT: Mods = Mods {
        shift: true,
        ..Mods::NONE
    };

    /// From the xterm modifier parameter (1 + shift·1 + alt·2 + ctrl·4).
    fn from_param(p: u32) -> Mods {
        let bits = p.saturating_sub(1);
        Mods {
            shift: bits & 1 != 0,
            alt: bits & 2 != 0,
            ctrl: bits & 4 != 0,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Key {
    pub code: KeyCode,
    pub mods: Mods,
}

impl Key {
    pub const fn new(code: KeyCode, mods: Mods) -> Key {
        Key { code, mods }
    }
    pub const fn plain(code: KeyCode) -> Key {
        Key::new(code, Mods::NONE)
    }
    pub const fn ctrl(c: char) -> Key {
        Key::new(KeyCode::Char(c), Mods::CTRL)
    }
    #[cfg(any(test, feature = "test-hooks"))]
    pub const fn char(c: char) -> Key {
        Key::plain(KeyCode::Char(c))
    }
}

/// One input event.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Input {
    Key(Key),
    /// A bracketed paste, as sent (not yet sanitised).
    Paste(String),
    /// The terminal's new size (columns, rows).
    Resize(u16, u16),
}

/// The Esc timeout from `AMA_TUI_ESC_TIMEOUT` (milliseconds, 0–2000), else the default.
pub fn esc_timeout_from_env() -> Duration {
    std::env::var("AMA_TUI_ESC_TIMEOUT")
        .ok()
        .and_then(|v| v.trim().parse::<u64>().ok())
        .filter(|ms| *ms <= 2000)
        .map(Duration::from_millis)
        .unwrap_or(DEFAULT_ESC_TIMEOUT)
}

/// Buffers stdin bytes and splits them into inputs (the spec's `StdinBuffer`). Bytes that may be
/// the start of a longer sequence wait until more arrive or the Esc timeout passes.
pub struct StdinBuffer {
    buf: Vec<u8>,
    since: Option<Instant>,
    timeout: Duration,
    paste: Option<Vec<u8>>,
}

enum Parsed {
    Done(Input, usize),
    Incomplete,
    /// Bytes that mean nothing (an unknown sequence): drop them.
    Skip(usize),
}

impl StdinBuffer {
    pub fn new(timeout: Duration) -> StdinBuffer {
        StdinBuffer {
            buf: Vec::new(),
            since: None,
            timeout,
            paste: None,
        }
    }

    /// Adds bytes read at `now` and returns the inputs they complete.
    pub fn feed(&mut self, bytes: &[u8], now: Instant) -> Vec<Input> {
        self.buf.extend_from_slice(bytes);
        let out = self.drain(false);
        self.since = (!self.buf.is_empty()).then_some(now);
        out
    }

    /// How long the caller may block before calling `flush` (None: wait for bytes).
    pub fn pending_deadline(&self) -> Option<Instant> {
        if self.buf.is_empty() || self.paste.is_some() {
            return None;
        }
        self.since.map(|t| t + self.timeout)
    }

    /// Called when the Esc timeout has passed with no new bytes: what is buffered is taken as
    /// it stands (a lone ESC is the Esc key).
    pub fn flush(&mut self, now: Instant) -> Vec<Input> {
        match self.pending_deadline() {
            Some(d) if now >= d => {}
            _ => return Vec::new(),
        }
        let out = self.drain(true);
        self.since = None;
        out
    }

    fn drain(&mut self, force: bool) -> Vec<Input> {
        let mut out = Vec::new();
        loop {
            if let Some(p) = self.paste.as_mut() {
                match find(&self.buf, PASTE_END) {
                    Some(i) => {
                        p.extend_from_slice(&self.buf[..i]);
                        self.buf.drain(..i + PASTE_END.len());
                        let bytes = self.paste.take().unwrap_or_default();
                        out.push(Input::Paste(String::from_utf8_lossy(&bytes).into_owned()));
                        continue;
                    }
                    None => {
                        // Keep a tail that may be the start of the end marker.
                        let keep = PASTE_END.len().min(self.buf.len());
                        let cut = self.buf.len() - keep;
                        p.extend_from_slice(&self.buf[..cut]);
                        self.buf.drain(..cut);
                        return out;
                    }
                }
            }
            if self.buf.is_empty() {
                return out;
            }
            if self.buf.starts_with(PASTE_START) {
                self.buf.drain(..PASTE_START.len());
                self.paste = Some(Vec::new());
                continue;
            }
            match parse_key(&self.buf, force) {
                Parsed::Done(input, n) => {
                    self.buf.drain(..n);
                    out.push(input);
                }
                Parsed::Skip(n) => {
                    self.buf.drain(..n.max(1));
                }
                Parsed::Incomplete => return out,
            }
        }
    }
}

fn find(hay: &[u8], needle: &[u8]) -> Option<usize> {
    hay.windows(needle.len()).position(|w| w == needle)
}

/// Parses one key at the start of `b`. With `force`, an incomplete sequence is taken as it
/// stands (the Esc timeout passed).
fn parse_key(b: &[u8], force: bool) -> Parsed {
    let key = |code, mods, n| Parsed::Done(Input::Key(Key::new(code, mods)), n);
    match b[0] {
        0x1b => parse_escape(b, force),
        b'\r' => key(KeyCode::Enter, Mods::NONE, 1),
        b'\n' => key(KeyCode::Char('j'), Mods::CTRL, 1),
        b'\t' => key(KeyCode::Tab, Mods::NONE, 1),
        0x7f | 0x08 => key(KeyCode::Backspace, Mods::NONE, 1),
        0x00 => key(KeyCode::Char(' '), Mods::CTRL, 1),
        c @ 0x01..=0x1a => key(KeyCode::Char((b'a' + c - 1) as char), Mods::CTRL, 1),
        c @ 0x1c..=0x1f => key(KeyCode::Char((b'4' + c - 0x1c) as char), Mods::CTRL, 1),
        _ => match decode_utf8(b) {
            Some((c, n)) => key(KeyCode::Char(c), Mods::NONE, n),
            None if !force && b.len() < utf8_len(b[0]) => Parsed::Incomplete,
            None => Parsed::Skip(1),
        },
    }
}

fn utf8_len(first: u8) -> usize {
    match first {
        0xc0..=0xdf => 2,
        0xe0..=0xef => 3,
        0xf0..=0xf7 => 4,
        _ => 1,
    }
}

fn decode_utf8(b: &[u8]) -> Option<(char, usize)> {
    let n = utf8_len(b[0]);
    let s = std::str::from_utf8(b.get(..n)?).ok()?;
    s.chars().next().map(|c| (c, n))
}

fn parse_escape(b: &[u8], force: bool) -> Parsed {
    let esc = Parsed::Done(Input::Key(Key::plain(KeyCode::Esc)), 1);
    let Some(&next) = b.get(1) else {
        return if force { esc } else { Parsed::Incomplete };
    };
    match next {
        b'[' => match parse_csi(b) {
            Parsed::Incomplete if force => esc,
            p => p,
        },
        b'O' => match b.get(2) {
            None if force => esc,
            None => Parsed::Incomplete,
            Some(&c) => match ss3(c) {
                Some(code) => Parsed::Done(Input::Key(Key::plain(code)), 3),
                None => Parsed::Skip(3),
            },
        },
        0x1b => {
            // ESC ESC [A: some terminals send Alt+arrow this way.
            match parse_escape(&b[1..], force) {
                Parsed::Done(Input::Key(mut k), n) if k.code != KeyCode::Esc => {
                    k.mods.alt = true;
                    Parsed::Done(Input::Key(k), n + 1)
                }
                Parsed::Incomplete => Parsed::Incomplete,
                _ => esc,
            }
        }
        _ => match parse_key(&b[1..], force) {
            Parsed::Done(Input::Key(mut k), n) => {
                k.mods.alt = true;
                Parsed::Done(Input::Key(k), n + 1)
            }
            Parsed::Incomplete => Parsed::Incomplete,
            _ => esc,
        },
    }
}

fn ss3(c: u8) -> Option<KeyCode> {
    Some(match c {
        b'A' => KeyCode::Up,
        b'B' => KeyCode::Down,
        b'C' => KeyCode::Right,
        b'D' => KeyCode::Left,
        b'H' => KeyCode::Home,
        b'F' => KeyCode::End,
        b'P' => KeyCode::F(1),
        b'Q' => KeyCode::F(2),
        b'R' => KeyCode::F(3),
        b'S' => KeyCode::F(4),
        _ => return None,
    })
}

/// `ESC [ params final`: arrows, Home/End, `~` keys, Shift+Tab, and the CSI-u / modifyOtherKeys
/// forms some terminals use for Shift+Enter.
fn parse_csi(b: &[u8]) -> Parsed {
    let mut i = 2;
    while i < b.len() && (0x30..=0x3f).contains(&b[i]) {
        i += 1;
    }
    while i < b.len() && (0x20..=0x2f).contains(&b[i]) {
        i += 1;
    }
    let Some(&fin) = b.get(i) else {
        return if b.len() > 64 {
            Parsed::Skip(b.len())
        } else {
            Parsed::Incomplete
        };
    };
    let n = i + 1;
    if !(0x40..=0x7e).contains(&fin) {
        return Parsed::Skip(i);
    }
    let params: Vec<u32> = std::str::from_utf8(&b[2..i])
        .unwrap_or("")
        .split(';')
        .map(|p| p.parse().unwrap_or(0))
        .collect();
    let p = |k: usize| params.get(k).copied().unwrap_or(0);
    let mods = Mods::from_param(p(1));
    let code = match fin {
        b'A' => KeyCode::Up,
        b'B' => KeyCode::Down,
        b'C' => KeyCode::Right,
        b'D' => KeyCode::Left,
        b'H' => KeyCode::Home,
        b'F' => KeyCode::End,
        b'Z' => return Parsed::Done(Input::Key(Key::new(KeyCode::Tab, Mods::SHIFT)), n),
        b'u' => match char::from_u32(p(0)).and_then(codepoint_key) {
            Some(code) => code,
            None => return Parsed::Skip(n),
        },
        b'~' => match p(0) {
            1 | 7 => KeyCode::Home,
            2 => KeyCode::Insert,
            3 => KeyCode::Delete,
            4 | 8 => KeyCode::End,
            5 => KeyCode::PageUp,
            6 => KeyCode::PageDown,
            11..=15 => KeyCode::F((p(0) - 10) as u8),
            17..=21 => KeyCode::F((p(0) - 11) as u8),
            23 | 24 => KeyCode::F((p(0) - 12) as u8),
            // xterm modifyOtherKeys: CSI 27 ; mods ; code ~
            27 => {
                let m = Mods::from_param(p(1));
                return match char::from_u32(p(2)).and_then(codepoint_key) {
                    Some(code) => Parsed::Done(Input::Key(Key::new(code, m)), n),
                    None => Parsed::Skip(n),
                };
            }
            _ => return Parsed::Skip(n),
        },
        _ => return Parsed::Skip(n),
    };
    Parsed::Done(Input::Key(Key::new(code, mods)), n)
}

fn codepoint_key(c: char) -> Option<KeyCode> {
    Some(match c {
        '\r' => KeyCode::Enter,
        '\t' => KeyCode::Tab,
        '\x1b' => KeyCode::Esc,
        '\x7f' => KeyCode::Backspace,
        c if c.is_control() => return None,
        c => KeyCode::Char(c),
    })
}

#[cfg(test)]
#[path = "keys_tests.rs"]
mod tests;
