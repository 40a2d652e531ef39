//! Two small clocks the interactive loop needs, kept pure (the caller passes `now`) so they are
//! tested without sleeping: the double Ctrl+C exit (tui.md "keys": Ctrl+C clears the input; on an
//! empty input a second Ctrl+C within 1.5 s exits with 130), and the frame throttle that keeps a
//! fast token stream from drawing a frame per delta.

use std::time::{Duration, Instant};

/// The window for the second Ctrl+C.
pub const CTRL_C_WINDOW: Duration = Duration::from_millis(1500);
/// At most one frame per this interval while streaming (about 60 frames a second).
pub const FRAME_INTERVAL: Duration = Duration::from_millis(16);

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CtrlC {
    /// The input had text: clear it.
    ClearInput,
    /// The input was empty: show "Press Ctrl+C again to exit" until the window closes.
    Armed,
    /// Second press on an empty input within the window: exit with 130.
    Exit,
}

/// Tracks the last Ctrl+C on an empty input.
#[derive(Debug, Default)]
pub struct CtrlCGuard {
    armed_at: Option<Instant>,
}

impl CtrlCGuard {
    pub fn press(&mut self, now: Instant, input_empty: bool) -> CtrlC {
        if !input_empty {
            self.armed_at = None;
            return CtrlC::ClearInput;
        }
        match self.armed_at {
            Some(t) if now.duration_since(t) <= CTRL_C_WINDOW => CtrlC::Exit,
            _ => {
                self.armed_at = Some(now);
                CtrlC::Armed
            }
        }
    }

    /// Whether the "press again" hint should still show.
    pub fn is_armed(&self, now: Instant) -> bool {
        self.armed_at
            .is_some_and(|t| now.duration_since(t) <= CTRL_C_WINDOW)
    }

    /// Any other key disarms it.
    pub fn reset(&mut self) {
        self.armed_at = None;
    }
}

/// Decides when a requested frame may be drawn.
#[derive(Debug, Default)]
pub struct FrameThrottle {
    last: Option<Instant>,
    pending: bool,
}

impl FrameThrottle {
    /// Something changed; a frame is wanted.
    pub fn request(&mut self) {
        self.pending = true;
    }

    /// True when a pending frame should be drawn now (and records it as drawn). Keystrokes call
    /// `force` instead: typing is never throttled.
    pub fn due(&mut self, now: Instant) -> bool {
        if !self.pending {
            return false;
        }
        if self
            .last
            .is_some_and(|t| now.duration_since(t) < FRAME_INTERVAL)
        {
            return false;
        }
        self.force(now);
        true
    }

    pub fn force(&mut self, now: Instant) {
        self.pending = false;
        self.last = Some(now);
    }

    /// When the loop should wake up to draw the pending frame.
    pub fn next_deadline(&self) -> Option<Instant> {
        if !self.pending {
            return None;
        }
        Some(self.last.map_or_else(Instant::now, |t| t + FRAME_INTERVAL))
    }
}

#[cfg(test)]
mod tests {
    use std::time::{Duration, Instant};

    use super::{CtrlC, CtrlCGuard, FrameThrottle};

    #[test]
    fn double_ctrl_c() {
        let t0 = Instant::now();
        let ms = |n| t0 + Duration::from_millis(n);
        let mut g = CtrlCGuard::default();
        assert_eq!(g.press(t0, false), CtrlC::ClearInput);
        assert_eq!(g.press(ms(100), true), CtrlC::Armed);
        assert!(g.is_armed(ms(1000)));
        assert_eq!(g.press(ms(1500), true), CtrlC::Exit);
        // Too late: arms again instead.
        let mut g = CtrlCGuard::default();
        assert_eq!(g.press(t0, true), CtrlC::Armed);
        assert!(!g.is_armed(ms(1601)));
        assert_eq!(g.press(ms(1601), true), CtrlC::Armed);
        // Typing in between disarms.
        g.reset();
        assert_eq!(g.press(ms(1700), true), CtrlC::Armed);
        assert_eq!(g.press(ms(1800), false), CtrlC::ClearInput);
        assert_eq!(g.press(ms(1900), true), CtrlC::Armed);
    }

    #[test]
    fn throttle_draws_at_most_every_interval() {
        let t0 = Instant::now();
        let ms = |n| t0 + Duration::from_millis(n);
        let mut f = FrameThrottle::default();
        assert!(!f.due(t0), "nothing requested");
        f.request();
        assert!(f.due(t0));
        f.request();
        assert!(!f.due(ms(5)));
        assert_eq!(f.next_deadline(), Some(ms(16)));
        assert!(f.due(ms(16)));
        assert_eq!(f.next_deadline(), None);
        // 1 000 deltas over one second draw about 60 frames.
        let mut frames = 0;
        for i in 0..1000 {
            f.request();
            if f.due(ms(100 + i)) {
                frames += 1;
            }
        }
        assert!((55..=65).contains(&frames), "{frames}");
    }
}
