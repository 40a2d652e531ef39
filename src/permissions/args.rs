//! Reading command-line arguments the way the classifiers need: short-option clusters (`-rf`,
//! `-fdx`), long options with or without `=value`, and git's global options before its
//! subcommand (`git -C dir -c k=v --no-pager push …`).

use crate::permissions::shell::{Segment, Word};

/// Whether some short-option cluster (`-xyz`, not `--…`) holds `c`. Stops at `--`.
pub fn short(args: &[Word], c: char) -> bool {
    args.iter()
        .map(|w| w.text.as_str())
        .take_while(|t| *t != "--")
        .any(|t| t.starts_with('-') && !t.starts_with("--") && t[1..].contains(c))
}

/// Whether a long option is present, as `--name` or `--name=value`. Stops at `--`.
pub fn long(args: &[Word], names: &[&str]) -> bool {
    args.iter()
        .map(|w| w.text.as_str())
        .take_while(|t| *t != "--")
        .any(|t| names.contains(&t.split('=').next().unwrap_or(t)))
}

/// Like [`long`], but also accepting unambiguous-looking abbreviations (`--ha` for `--hard`),
/// which git's option parser takes. Any prefix of at least two letters counts, so an ambiguous
/// abbreviation is judged as the dangerous option (git would refuse it anyway).
pub fn long_abbrev(args: &[Word], names: &[&str]) -> bool {
    args.iter()
        .map(|w| w.text.as_str())
        .take_while(|t| *t != "--")
        .filter_map(|t| t.strip_prefix("--"))
        .map(|t| t.split('=').next().unwrap_or(t))
        .filter(|t| t.len() >= 2)
        .any(|t| {
            names
                .iter()
                .any(|n| n.trim_start_matches("--").starts_with(t))
        })
}

/// Whether any argument text equals one of `texts`.
pub fn any(args: &[Word], texts: &[&str]) -> bool {
    args.iter().any(|w| texts.contains(&w.text.as_str()))
}

/// The arguments that are not options (after `--` everything counts).
pub fn operands(args: &[Word]) -> Vec<&Word> {
    let mut out = Vec::new();
    let mut after_dashes = false;
    for w in args {
        if !after_dashes && w.text == "--" {
            after_dashes = true;
        } else if after_dashes || !w.text.starts_with('-') || w.text == "-" {
            out.push(w);
        }
    }
    out
}

/// A git invocation split at its subcommand.
pub struct Git<'a> {
    /// Global options before the subcommand, each with its value if it takes one.
    pub globals: Vec<(String, Option<String>)>,
    pub sub: &'a str,
    /// The arguments after the subcommand.
    pub args: &'a [Word],
}

const GIT_VALUED: [&str; 7] = [
    "-C",
    "-c",
    "--git-dir",
    "--work-tree",
    "--namespace",
    "--config-env",
    "--super-prefix",
];

/// Splits a `git` segment; `None` for other commands or a bare `git`.
pub fn git(seg: &Segment) -> Option<Git<'_>> {
    if seg.name() != "git" {
        return None;
    }
    let args = seg.args();
    let mut globals = Vec::new();
    let mut i = 0;
    while let Some(w) = args.get(i) {
        let t = w.text.as_str();
        if !t.starts_with('-') {
            return Some(Git {
                globals,
                sub: t,
                args: &args[i + 1..],
            });
        }
        let (name, glued) = match t.split_once('=') {
            Some((n, v)) if n.starts_with("--") => (n.to_string(), Some(v.to_string())),
            _ if (t.starts_with("-C") || t.starts_with("-c")) && t.len() > 2 => {
                (t[..2].to_string(), Some(t[2..].to_string()))
            }
            _ => (t.to_string(), None),
        };
        if glued.is_none() && GIT_VALUED.contains(&name.as_str()) {
            globals.push((name, args.get(i + 1).map(|w| w.text.clone())));
            i += 2;
        } else {
            globals.push((name, glued));
            i += 1;
        }
    }
    None
}

impl Git<'_> {
    /// Only `-C <dir>` and `--no-pager` before the subcommand.
    pub fn plain_globals(&self) -> bool {
        self.globals
            .iter()
            .all(|(n, _)| n == "-C" || n == "--no-pager")
    }
}

#[cfg(test)]
mod tests {
    use super::{git, long, operands, short};
    use crate::permissions::shell::analyze;

    #[test]
    fn options() {
        let a = analyze("rm -vrf --force -- -x y");
        let s = &a.segments[0];
        assert!(short(s.args(), 'r') && short(s.args(), 'f') && !short(s.args(), 'x'));
        assert!(long(s.args(), &["--force"]));
        let ops: Vec<&str> = operands(s.args()).iter().map(|w| w.text.as_str()).collect();
        assert_eq!(ops, ["-x", "y"]);
    }

    #[test]
    fn git_globals() {
        let a = analyze("git -C . -ccore.pager=cat --no-pager --git-dir=x push -f");
        let g = git(&a.segments[0]);
        let g = g.as_ref();
        assert_eq!(g.map(|g| g.sub), Some("push"));
        assert_eq!(g.map(|g| g.globals.len()), Some(4));
        assert_eq!(g.map(|g| g.plain_globals()), Some(false));
        let a = analyze("git -C sub --no-pager status");
        assert_eq!(git(&a.segments[0]).map(|g| g.plain_globals()), Some(true));
        assert!(git(&analyze("git").segments[0]).is_none());
    }
}
