//! Styles and colour: components name *semantic* roles (accent, error, muted …) and the renderer
//! turns them into SGR bytes for the colour level the environment allows (`NO_COLOR`, 16, 256 or
//! truecolor, decided from environment variables only: the UI never queries the terminal).

/// The theme's semantic colours (tui.md: 10 of them; text in no role keeps the terminal's own
/// colour), then the four syntax colours of code.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Role {
    Accent,
    Muted,
    Success,
    Warning,
    Error,
    Heading,
    Code,
    Link,
    User,
    Border,
    /// Syntax colours of code (`tui::highlight`), beyond tui.md's semantic roles; plain code
    /// keeps `Code`.
    CodeKeyword,
    CodeString,
    CodeComment,
    CodeNumber,
}

/// How a span looks. `Style::default()` is plain text.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Style {
    pub role: Option<Role>,
    pub bold: bool,
    pub dim: bool,
    pub italic: bool,
    pub underline: bool,
    pub reverse: bool,
}

impl Style {
    pub const PLAIN: Style = Style {
        role: None,
        bold: false,
        dim: false,
        italic: false,
        underline: false,
        reverse: false,
    };

    pub const fn role(role: Role) -> Style {
        Style {
            role: Some(role),
            ..Style::PLAIN
        }
    }
    pub const fn bold(mut self) -> Style {
        self.bold = true;
        self
    }
    pub const fn dim(mut self) -> Style {
        self.dim = true;
        self
    }
    pub const fn italic(mut self) -> Style {
        self.italic = true;
        self
    }
    pub const fn underline(mut self) -> Style {
        self.underline = true;
        self
    }
    pub const fn reverse(mut self) -> Style {
        self.reverse = true;
        self
    }
}

/// What the terminal can show, from the environment.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum ColorLevel {
    /// `NO_COLOR` or `TERM=dumb`: no colour, but bold / reverse / underline still mark things.
    None,
    Ansi16,
    Ansi256,
    TrueColor,
}

impl ColorLevel {
    /// Detects the level from the process environment.
    pub fn detect() -> ColorLevel {
        let var = |k: &str| std::env::var(k).ok();
        ColorLevel::from_env(var("NO_COLOR"), var("COLORTERM"), var("TERM"))
    }

    /// The rule, as a pure function: a non-empty `NO_COLOR` wins (no-color.org), then
    /// `COLORTERM=truecolor|24bit`, then a `TERM` naming 256 colours; `dumb` or no `TERM` gives none.
    pub fn from_env(
        no_color: Option<String>,
        colorterm: Option<String>,
        term: Option<String>,
    ) -> ColorLevel {
        if no_color.is_some_and(|v| !v.is_empty()) {
            return ColorLevel::None;
        }
        let term = term.unwrap_or_default();
        if term.is_empty() || term == "dumb" {
            return ColorLevel::None;
        }
        let ct = colorterm.unwrap_or_default().to_ascii_lowercase();
        if ct == "truecolor" || ct == "24bit" {
            return ColorLevel::TrueColor;
        }
        if term.contains("256color") {
            return ColorLevel::Ansi256;
        }
        ColorLevel::Ansi16
    }
}

/// One colour in the three encodings.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Color {
    pub rgb: (u8, u8, u8),
    pub c256: u8,
    /// 30–37 / 90–97 foreground code.
    pub c16: u8,
}

/// Role → colour. `Theme::dark()` is the default.
#[derive(Clone, Debug)]
pub struct Theme {
    pub level: ColorLevel,
    colors: [Option<Color>; 14],
}

const fn c(rgb: (u8, u8, u8), c256: u8, c16: u8) -> Option<Color> {
    Some(Color { rgb, c256, c16 })
}

impl Theme {
    pub fn dark(level: ColorLevel) -> Theme {
        Theme {
            level,
            colors: [
                c((97, 175, 239), 75, 94),   // Accent
                c((128, 128, 128), 244, 90), // Muted
                c((152, 195, 121), 114, 32), // Success
                c((229, 192, 123), 180, 33), // Warning
                c((224, 108, 117), 168, 31), // Error
                c((198, 120, 221), 176, 95), // Heading
                c((86, 182, 194), 73, 36),   // Code
                c((97, 175, 239), 75, 34),   // Link
                c((171, 178, 191), 249, 97), // User
                c((92, 99, 112), 241, 90),   // Border
                c((199, 146, 234), 177, 35), // CodeKeyword
                c((195, 232, 141), 150, 92), // CodeString
                c((106, 115, 125), 243, 90), // CodeComment
                c((247, 140, 108), 209, 93), // CodeNumber
            ],
        }
    }

    /// No colour at all (tests, `NO_COLOR`).
    pub fn plain() -> Theme {
        Theme::dark(ColorLevel::None)
    }

    fn color(&self, role: Role) -> Option<Color> {
        self.colors[role as usize]
    }

    /// The SGR sequence that switches `style` on, empty for plain text.
    pub fn sgr(&self, style: &Style) -> String {
        let mut codes: Vec<String> = Vec::new();
        if style.bold {
            codes.push("1".into());
        }
        if style.dim {
            codes.push("2".into());
        }
        if style.italic {
            codes.push("3".into());
        }
        if style.underline {
            codes.push("4".into());
        }
        if style.reverse {
            codes.push("7".into());
        }
        if let Some(color) = style.role.and_then(|r| self.color(r)) {
            match self.level {
                ColorLevel::None => {}
                ColorLevel::Ansi16 => codes.push(color.c16.to_string()),
                ColorLevel::Ansi256 => codes.push(format!("38;5;{}", color.c256)),
                ColorLevel::TrueColor => {
                    let (r, g, b) = color.rgb;
                    codes.push(format!("38;2;{r};{g};{b}"));
                }
            }
        }
        if codes.is_empty() {
            String::new()
        } else {
            format!("\x1b[{}m", codes.join(";"))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{ColorLevel, Role, Style, Theme};

    #[test]
    fn color_level_from_env_table() {
        let s = |v: &str| Some(v.to_string());
        let cases = [
            (
                s("1"),
                s("truecolor"),
                s("xterm-256color"),
                ColorLevel::None,
            ),
            (s(""), s("truecolor"), s("xterm"), ColorLevel::TrueColor),
            (None, s("24bit"), s("xterm"), ColorLevel::TrueColor),
            (None, None, s("xterm-256color"), ColorLevel::Ansi256),
            (None, None, s("screen-256color"), ColorLevel::Ansi256),
            (None, None, s("xterm"), ColorLevel::Ansi16),
            (None, s("truecolor"), s("dumb"), ColorLevel::None),
            (None, None, None, ColorLevel::None),
        ];
        for (nc, ct, term, want) in cases {
            let got = ColorLevel::from_env(nc.clone(), ct.clone(), term.clone());
            assert_eq!(got, want, "NO_COLOR={nc:?} COLORTERM={ct:?} TERM={term:?}");
        }
    }

    #[test]
    fn sgr_per_level() {
        let st = Style::role(Role::Error).bold();
        assert_eq!(Theme::dark(ColorLevel::None).sgr(&st), "\x1b[1m");
        assert_eq!(Theme::dark(ColorLevel::Ansi16).sgr(&st), "\x1b[1;31m");
        assert_eq!(
            Theme::dark(ColorLevel::Ansi256).sgr(&st),
            "\x1b[1;38;5;168m"
        );
        assert_eq!(
            Theme::dark(ColorLevel::TrueColor).sgr(&st),
            "\x1b[1;38;2;224;108;117m"
        );
        assert_eq!(Theme::dark(ColorLevel::TrueColor).sgr(&Style::PLAIN), "");
    }
}
