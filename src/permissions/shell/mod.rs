//! Shell analysis shared by every classifier: a command text becomes a flat list of segments
//! (simple commands split at `&&`, `||`, `;`, `|`, `&` and newlines), each with its environment
//! assignments, wrapper commands and redirections, plus the commands nested inside it (`sh -c`,
//! `eval`, `xargs`, `find -exec`, `$(…)`, `<(…)`), expanded recursively up to [`MAX_DEPTH`].
//! What cannot be parsed is reported in `error`; callers never judge such a command safe.

mod arith;
mod lexer;
mod names;
mod nested;
mod parse;
mod scan;
mod word;
pub mod wrappers;

#[cfg(test)]
mod arith_tests;
#[cfg(test)]
mod differential_tests;
#[cfg(test)]
mod names_tests;
#[cfg(test)]
mod tests;

pub use lexer::{RedirOp, Redirect};
pub use word::Word;

/// How deep nested commands are expanded; anything deeper is unknown.
pub const MAX_DEPTH: u8 = 4;

/// Where a segment came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Origin {
    /// The command text itself.
    Top,
    /// Inside `( … )`.
    Subshell,
    /// Inside `{ …; }`.
    Group,
    /// The string of `sh -c`, `bash -c`, `zsh -c`, `su -c`, `watch` or `env -S`.
    ShellC,
    /// The arguments of `eval`.
    Eval,
    /// The command `xargs` runs.
    Xargs,
    /// The command of `find -exec`, `-execdir`, `-ok` or `-okdir`.
    FindExec,
    /// `$(…)`, backticks, or a substitution in a here-doc body.
    CommandSubst,
    /// `<(…)` or `>(…)`.
    ProcessSubst,
}

/// One simple command.
#[derive(Clone, Debug)]
pub struct Segment {
    /// Every word, assignments and wrappers included (shell keywords removed).
    pub words: Vec<Word>,
    pub redirects: Vec<Redirect>,
    /// How many leading words are `NAME=value` assignments.
    pub assigns: usize,
    /// Wrapper commands stripped before the real one (`sudo`, `env`, `timeout`, …).
    pub wrappers: Vec<String>,
    /// Index in `words` of the command that really runs (`words.len()` when there is none).
    pub cmd: usize,
    /// Wrapper options were not understood, so `cmd` is a guess.
    pub uncertain: bool,
    /// `xargs` appends arguments nobody can see.
    pub extra_args: bool,
    pub depth: u8,
    pub origin: Origin,
    /// The segment this one is nested in.
    pub parent: Option<usize>,
    /// Segments of one pipeline share this id; `stage` counts the `|`s before this one.
    pub pipeline: usize,
    pub stage: usize,
    /// `(pipeline, stage)` of this segment and of every subshell or group around it, so a
    /// command inside `( … )` still counts as reading the pipe the group reads.
    pub pipes: Vec<(usize, usize)>,
    /// Followed by `&`.
    pub background: bool,
    /// Inside a subshell, a group, a compound command or a function body.
    pub grouped: bool,
    /// Inside `(( … ))`, whose words are an arithmetic expression (the tokens do not tell it
    /// from `( ( … ) )`, which only errs wide).
    pub arith: bool,
}

impl Segment {
    /// The word of the command that runs.
    pub fn program(&self) -> Option<&Word> {
        self.words.get(self.cmd)
    }

    /// The command's name: the last path component of the program word.
    pub fn name(&self) -> &str {
        self.program()
            .map(|w| w.text.rsplit('/').next().unwrap_or(""))
            .unwrap_or("")
    }

    /// The program was given with a path (`./ls`, `/bin/rm`).
    pub fn path_qualified(&self) -> bool {
        self.program().is_some_and(|w| w.text.contains('/'))
    }

    /// The program is a bare name, or a path in a system binary directory.
    pub fn trusted_program(&self) -> bool {
        let Some(w) = self.program() else {
            return false;
        };
        if w.is_dynamic() || w.glob {
            return false;
        }
        if !w.text.contains('/') {
            return true;
        }
        let dir = &w.text[..w.text.rfind('/').unwrap_or(0)];
        matches!(
            dir,
            "/bin" | "/usr/bin" | "/usr/local/bin" | "/sbin" | "/usr/sbin" | "/opt/homebrew/bin"
        )
    }

    /// The arguments after the program.
    pub fn args(&self) -> &[Word] {
        self.words.get(self.cmd + 1..).unwrap_or(&[])
    }

    /// The argument texts (after quote removal).
    pub fn arg_texts(&self) -> Vec<&str> {
        self.args().iter().map(|w| w.text.as_str()).collect()
    }

    /// The words as written, joined by single spaces.
    pub fn source(&self) -> String {
        let words = self.words.iter().map(|w| w.raw.as_str());
        let redirs = self.redirects.iter().map(|r| r.target.raw.as_str());
        words.chain(redirs).collect::<Vec<_>>().join(" ")
    }

    /// The words from the program on, after quote removal, joined by single spaces.
    pub fn effective(&self) -> String {
        self.words
            .get(self.cmd..)
            .unwrap_or(&[])
            .iter()
            .map(|w| w.text.as_str())
            .collect::<Vec<_>>()
            .join(" ")
    }

    /// The environment assignments at the start.
    pub fn assignments(&self) -> impl Iterator<Item = (&str, &str)> {
        self.words[..self.assigns.min(self.words.len())]
            .iter()
            .filter_map(Word::assignment)
    }

    /// Whether the program's name is one of `names`.
    pub fn is(&self, names: &[&str]) -> bool {
        names.contains(&self.name())
    }

    /// The first argument that is not an option (`-x`, `--x`), and its index in `args()`.
    pub fn subcommand(&self) -> Option<(usize, &str)> {
        self.args()
            .iter()
            .enumerate()
            .find(|(_, w)| !w.text.starts_with('-'))
            .map(|(i, w)| (i, w.text.as_str()))
    }
}

/// The analysis of one command text.
#[derive(Clone, Debug, Default)]
pub struct Analysis {
    pub segments: Vec<Segment>,
    /// Why the text (or a nested command) could not be parsed.
    pub error: Option<String>,
    /// Nesting went deeper than [`MAX_DEPTH`].
    pub too_deep: bool,
    /// The first control or invisible character in the text (it also sets `error`).
    pub odd_char: Option<char>,
    /// `( … )` or `{ …; }`.
    pub subshell: bool,
    /// `if`, `for`, `while`, `until`, `case` or a function definition.
    pub compound: bool,
    /// A command runs in the background (`&`).
    pub background: bool,
    /// A here-doc body is expanded and holds `$` or a backtick.
    pub heredoc_expands: bool,
    /// Why a value only known at run time reaches arithmetic (`x=$(cat f); echo $((x))`), where
    /// bash would run a command hidden in it; it also sets `error` unless that was set first.
    pub runtime_arith: Option<String>,
    next_pipeline: usize,
    /// `(pipeline, stage)` → the first segment at that stage.
    stages: std::collections::HashMap<(usize, usize), usize>,
}

impl Analysis {
    /// The segment that pipes into `s` (the stage before it in the same pipeline).
    pub fn previous_stage(&self, s: &Segment) -> Option<&Segment> {
        let stage = s.stage.checked_sub(1)?;
        self.stages
            .get(&(s.pipeline, stage))
            .and_then(|&i| self.segments.get(i))
    }

    pub(crate) fn push_segment(&mut self, s: Segment) -> usize {
        let i = self.segments.len();
        self.stages.entry((s.pipeline, s.stage)).or_insert(i);
        self.segments.push(s);
        i
    }

    fn fail(&mut self, message: String) {
        if self.error.is_none() {
            self.error = Some(message);
        }
    }

    fn new_pipeline(&mut self) -> usize {
        self.next_pipeline += 1;
        self.next_pipeline
    }

    /// Parsed completely, and not nested too deeply.
    pub fn understood(&self) -> bool {
        self.error.is_none() && !self.too_deep
    }

    /// Every word of every segment, redirection targets included.
    pub fn words(&self) -> impl Iterator<Item = &Word> {
        self.segments
            .iter()
            .flat_map(|s| s.words.iter().chain(s.redirects.iter().map(|r| &r.target)))
    }

    /// The segments of the text itself (not nested in another command).
    pub fn top(&self) -> impl Iterator<Item = &Segment> {
        self.segments.iter().filter(|s| s.depth == 0)
    }

    /// `$(…)` or backticks anywhere.
    pub fn has_substitution(&self) -> bool {
        self.segments
            .iter()
            .any(|s| s.origin == Origin::CommandSubst)
            || self.words().any(|w| !w.substitutions.is_empty())
    }

    /// `<(…)` or `>(…)` anywhere.
    pub fn has_process_substitution(&self) -> bool {
        self.words().any(|w| !w.process_substitutions.is_empty())
    }

    /// `$VAR`, `${…}`, `$((…))` anywhere, or an expanding here-doc.
    pub fn has_expansion(&self) -> bool {
        self.heredoc_expands || self.words().any(|w| w.expansion)
    }

    /// A glob or brace that may match dotfiles, or any brace expansion.
    pub fn has_dot_glob_or_brace(&self) -> bool {
        self.words().any(|w| w.dot_glob || w.brace)
    }

    /// A command nested in another (`sh -c`, `eval`, `xargs`, `find -exec`, substitutions).
    pub fn has_nesting(&self) -> bool {
        self.segments.iter().any(|s| s.depth > 0)
    }

    /// The syntax every static judgement requires: fully parsed; no substitution, expansion,
    /// dotfile glob, brace, nesting, subshell, group, compound command or background job; no
    /// wrapper whose options were not understood.
    pub fn plain(&self) -> bool {
        self.understood()
            && !self.has_substitution()
            && !self.has_process_substitution()
            && !self.has_expansion()
            && !self.has_dot_glob_or_brace()
            && !self.has_nesting()
            && !self.subshell
            && !self.compound
            && !self.background
            && !self.segments.iter().any(|s| s.uncertain)
            && !self
                .segments
                .iter()
                .any(|s| s.program().is_some_and(|w| w.glob || w.is_dynamic()))
    }
}

/// Analyses a command text.
pub fn analyze(text: &str) -> Analysis {
    let mut out = Analysis::default();
    parse::parse_into(text, parse::Ctx::top(), &mut out);
    if let Some(c) = out.odd_char {
        out.fail(parse::odd_char_error(c));
    }
    arith::check(&mut out);
    out
}
