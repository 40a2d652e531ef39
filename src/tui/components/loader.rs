//! The working spinner: `⠋ Working… (Esc to stop) · 12s`. The message carries the one key hint
//! (the app's, so it names the key the app binds); the spinner adds only the elapsed time. The
//! app advances the frame on its tick (about every 80 ms) and sets the elapsed time; rendering is
//! pure.

use std::time::Duration;

use crate::tui::component::Component;
use crate::tui::line::Line;
use crate::tui::style::{Role, Style};

const FRAMES: [&str; 10] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"];

pub struct Loader {
    message: String,
    frame: usize,
    elapsed: Duration,
}

impl Loader {
    pub fn new(message: &str) -> Loader {
        Loader {
            message: crate::tui::sanitize::sanitize_line(message),
            frame: 0,
            elapsed: Duration::ZERO,
        }
    }

    pub fn tick(&mut self) {
        self.frame = (self.frame + 1) % FRAMES.len();
    }

    pub fn set_elapsed(&mut self, elapsed: Duration) {
        self.elapsed = elapsed;
    }
}

/// `12s`, `3m 05s`, `1h 02m`.
pub fn format_elapsed(d: Duration) -> String {
    let s = d.as_secs();
    if s < 60 {
        format!("{s}s")
    } else if s < 3600 {
        format!("{}m {:02}s", s / 60, s % 60)
    } else {
        format!("{}h {:02}m", s / 3600, (s % 3600) / 60)
    }
}

impl Component for Loader {
    fn render(&self, width: usize) -> Vec<Line> {
        let line = Line::styled(FRAMES[self.frame], Style::role(Role::Accent))
            .with(format!(" {}", self.message), Style::PLAIN)
            .with(
                format!(" · {}", format_elapsed(self.elapsed)),
                Style::role(Role::Muted),
            );
        vec![line.truncate(width)]
    }
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::{Loader, format_elapsed};
    use crate::tui::component::Component;

    #[test]
    fn renders_frame_and_elapsed() {
        let mut l = Loader::new("Working… (Esc to stop)");
        l.tick();
        l.set_elapsed(Duration::from_secs(12));
        assert_eq!(l.render(100)[0].plain(), "⠙ Working… (Esc to stop) · 12s");
        assert_eq!(
            l.render(100)[0].plain().matches("Esc").count(),
            1,
            "one hint"
        );
        assert_eq!(l.render(20)[0].plain(), "⠙ Working… (Esc to…");
        for _ in 0..9 {
            l.tick();
        }
        assert!(
            l.render(40)[0].plain().starts_with('⠋'),
            "ten ticks wrap to the first frame"
        );
        assert_eq!(format_elapsed(Duration::from_secs(185)), "3m 05s");
        assert_eq!(format_elapsed(Duration::from_secs(3720)), "1h 02m");
    }
}
