//! "Did you mean …?": the nearest known word by edit distance, for mistyped flags and
//! subcommands, and the rule that decides when a short prompt is really a mistyped subcommand.

use crate::cli::table::{FLAGS, SUBCOMMANDS};
use crate::error::Error;

pub(crate) use crate::util::nearest::{distance, nearest};

/// The error for an unknown `--flag` of the main command.
pub(crate) fn unknown_long_flag(name: &str) -> Error {
    let prefixed: Vec<&str> = FLAGS
        .iter()
        .map(|f| f.long)
        .filter(|l| l.starts_with(name))
        .collect();
    let guess = nearest(name, FLAGS.iter().map(|f| f.long))
        .or_else(|| (prefixed.len() == 1).then(|| prefixed[0]));
    Error::UnknownFlag {
        flag: format!("--{name}"),
        guess: guess.map(|g| (format!("--{g}"), None)),
    }
}

/// The error for an unknown `-x` of the main command.
pub(crate) fn unknown_short_flag(c: char) -> Error {
    let lower = c.to_ascii_lowercase();
    let guess = FLAGS
        .iter()
        .find(|f| f.short.is_some_and(|s| s.to_ascii_lowercase() == lower));
    Error::UnknownFlag {
        flag: format!("-{c}"),
        guess: guess.map(|f| (format!("-{}", f.short.unwrap_or(c)), Some(f.long))),
    }
}

/// The message for a flag a subcommand does not take: `unexpected` is lexopt's wording, and the
/// nearest flag of that subcommand (from `cli::table`) is suggested.
pub(crate) fn unknown_subcommand_flag(sub: &str, arg: lexopt::Arg<'_>) -> String {
    let flags = SUBCOMMANDS
        .iter()
        .find(|s| s.name == sub)
        .map_or(&[][..], |s| s.flags);
    let guess = match &arg {
        lexopt::Arg::Long(name) => nearest(name, flags.iter().map(|f| f.long)),
        _ => None,
    };
    let unexpected = arg.unexpected().to_string();
    match guess {
        Some(g) => format!("ama {sub}: {unexpected}; did you mean `--{g}`?"),
        None => {
            let all: Vec<String> = flags.iter().map(|f| format!("--{}", f.long)).collect();
            format!("ama {sub}: {unexpected}; it takes {}", all.join(", "))
        }
    }
}

/// When the words of a prompt given without `-p` look like a mistyped subcommand, what the user
/// most likely meant: one word within distance 2 of a subcommand (`doctr`), or two words where
/// the first is near a subcommand and the second near one of its words (`session list`).
/// Longer prompts are never second-guessed.
pub(crate) fn mistyped_subcommand(words: &[&str]) -> Option<String> {
    match words {
        [one] => {
            let one = one.trim();
            if one.chars().count() < 3 {
                return None;
            }
            nearest(one, SUBCOMMANDS.iter().map(|s| s.name)).map(|s| format!("ama {s}"))
        }
        [first, second] => {
            let sub = SUBCOMMANDS
                .iter()
                .filter(|s| !s.words.is_empty())
                .find(|s| distance(first, s.name) <= 2 && first.chars().count() >= 3)?;
            let word = nearest(second, sub.words.iter().copied())?;
            Some(format!("ama {} {word}", sub.name))
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::{distance, mistyped_subcommand, unknown_long_flag, unknown_short_flag};

    #[test]
    fn distances() {
        for (a, b, d) in [
            ("", "", 0),
            ("doctor", "doctor", 0),
            ("doctr", "doctor", 1),
            ("session", "sessions", 1),
            ("kitten", "sitting", 3),
            ("modle", "model", 1),
            ("", "abc", 3),
            ("héllo", "hello", 1),
        ] {
            assert_eq!(distance(a, b), d, "{a} / {b}");
        }
    }

    #[test]
    fn prompts_that_are_typos() {
        let cases: [(&[&str], Option<&str>); 10] = [
            (&["doctr"], Some("ama doctor")),
            (&["docter"], Some("ama doctor")),
            (&["helo"], Some("ama help")),
            (&["session", "list"], Some("ama sessions list")),
            (&["sesions", "shw"], Some("ama sessions show")),
            (&["completion", "bash"], Some("ama completions bash")),
            (&["status", "of", "the", "build"], None),
            (&["refactor"], None),
            (&["session", "management"], None),
            (&["hi"], None),
        ];
        for (words, want) in cases {
            assert_eq!(mistyped_subcommand(words).as_deref(), want, "{words:?}");
        }
    }

    #[test]
    fn flag_suggestions() {
        assert_eq!(
            unknown_long_flag("modle").to_string(),
            "unknown flag `--modle`; did you mean `--model`?"
        );
        assert_eq!(
            unknown_long_flag("permission").to_string(),
            "unknown flag `--permission`; did you mean `--permission-mode`?"
        );
        assert_eq!(
            unknown_long_flag("zzzzzzzz").to_string(),
            "unknown flag `--zzzzzzzz`"
        );
        assert_eq!(
            unknown_short_flag('P').to_string(),
            "unknown flag `-P`; did you mean `-p` (--print)?"
        );
        assert_eq!(unknown_short_flag('z').to_string(), "unknown flag `-z`");
        assert_eq!(
            super::unknown_subcommand_flag("doctor", lexopt::Arg::Long("onlin")),
            "ama doctor: invalid option '--onlin'; did you mean `--online`?"
        );
        assert_eq!(
            super::unknown_subcommand_flag("sessions", lexopt::Arg::Long("al")),
            "ama sessions: invalid option '--al'; did you mean `--all`?"
        );
    }
}
