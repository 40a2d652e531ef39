//! Prompt templates: markdown files in `~/.config/ama/prompts/*.md` (user) and
//! `<project>/.ama/prompts/*.md` (project, only in a trusted project). Each is `/<file stem>`;
//! optional front matter gives `description` and `argument-hint`; `$ARGUMENTS` and `$1`, `$2`…
//! in the body are replaced by what follows the command. A project template replaces a user
//! template of the same name.

use std::path::{Path, PathBuf};

/// Larger template files are skipped with a warning.
const MAX_TEMPLATE_BYTES: u64 = 256 * 1024;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Template {
    pub name: String,
    pub description: String,
    pub argument_hint: String,
    pub body: String,
    pub path: PathBuf,
}

impl Template {
    /// Parses one file's text (front matter optional).
    pub fn parse(name: &str, text: &str, path: &Path) -> Template {
        let (meta, body) = split_front_matter(text);
        let field = |key: &str| {
            meta.iter()
                .find(|(k, _)| k == key)
                .map(|(_, v)| v.clone())
                .unwrap_or_default()
        };
        let mut description = field("description");
        if description.is_empty() {
            // Without one, the first non-empty line of the body describes it.
            description = body
                .lines()
                .map(str::trim)
                .find(|l| !l.is_empty())
                .unwrap_or_default()
                .chars()
                .take(80)
                .collect();
        }
        Template {
            name: name.to_string(),
            description,
            argument_hint: field("argument-hint"),
            body: body.to_string(),
            path: path.to_path_buf(),
        }
    }

    /// The prompt for `/<name> <args>`.
    pub fn expand(&self, args: &str) -> String {
        substitute(&self.body, args)
    }
}

pub(crate) fn has_positional(body: &str) -> bool {
    body.as_bytes()
        .windows(2)
        .any(|w| w[0] == b'$' && w[1].is_ascii_digit())
}

/// `key: value` lines between a leading `---` line and the next `---` line; the rest is the
/// body. Values may be quoted.
fn split_front_matter(text: &str) -> (Vec<(String, String)>, &str) {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let Some(rest) = text
        .strip_prefix("---\n")
        .or_else(|| text.strip_prefix("---\r\n"))
    else {
        return (Vec::new(), text);
    };
    let mut meta = Vec::new();
    let mut offset = 0;
    for line in rest.split_inclusive('\n') {
        offset += line.len();
        let l = line.trim_end();
        if l == "---" {
            return (meta, &rest[offset..]);
        }
        if let Some((k, v)) = l.split_once(':') {
            let v = v.trim();
            let v = v
                .strip_prefix('"')
                .and_then(|v| v.strip_suffix('"'))
                .or_else(|| v.strip_prefix('\'').and_then(|v| v.strip_suffix('\'')))
                .unwrap_or(v);
            meta.push((k.trim().to_string(), v.to_string()));
        }
    }
    // No closing line: it was not front matter.
    (Vec::new(), text)
}

/// Splits arguments like a shell would for `$1`…: on whitespace, with '…' and "…" grouping.
pub fn split_args(args: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    let mut quote: Option<char> = None;
    let mut any = false;
    for c in args.chars() {
        match (quote, c) {
            (Some(q), c) if c == q => quote = None,
            (Some(_), c) => cur.push(c),
            (None, '"' | '\'') => {
                quote = Some(c);
                any = true;
            }
            (None, c) if c.is_whitespace() => {
                if any || !cur.is_empty() {
                    out.push(std::mem::take(&mut cur));
                    any = false;
                }
            }
            (None, c) => cur.push(c),
        }
    }
    if any || !cur.is_empty() {
        out.push(cur);
    }
    out
}

/// Replaces `$ARGUMENTS` with `args` and `$N` with the N-th word (empty when missing).
pub(crate) fn substitute(body: &str, args: &str) -> String {
    let words = split_args(args);
    let mut out = String::with_capacity(body.len() + args.len());
    let mut rest = body;
    while let Some(i) = rest.find('$') {
        out.push_str(&rest[..i]);
        let after = &rest[i + 1..];
        if let Some(tail) = after.strip_prefix("ARGUMENTS") {
            out.push_str(args);
            rest = tail;
            continue;
        }
        let digits = after.bytes().take_while(u8::is_ascii_digit).count();
        match after[..digits].parse::<usize>() {
            Ok(n) if n > 0 => {
                if let Some(w) = words.get(n - 1) {
                    out.push_str(w);
                }
                rest = &after[digits..];
            }
            _ => {
                out.push('$');
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

/// Whether a file stem can be a command name.
fn valid_name(name: &str) -> bool {
    !name.is_empty()
        && name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.'))
        && !name.starts_with('.')
}

/// The templates of one directory, sorted by name, with warnings for files it skipped.
pub fn read_dir(dir: &Path) -> (Vec<Template>, Vec<String>) {
    let mut found = Vec::new();
    let mut warnings = Vec::new();
    let Ok(entries) = std::fs::read_dir(dir) else {
        return (found, warnings);
    };
    let mut paths: Vec<PathBuf> = entries
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "md"))
        .collect();
    paths.sort();
    for path in paths {
        let Some(name) = path.file_stem().and_then(|s| s.to_str()) else {
            continue;
        };
        if !valid_name(name) {
            warnings.push(format!(
                "prompt template {} is skipped: a command name uses letters, digits, `-`, `_` and `.`; rename the file",
                path.display()
            ));
            continue;
        }
        match std::fs::metadata(&path) {
            Ok(m) if !m.is_file() => continue,
            Ok(m) if m.len() > MAX_TEMPLATE_BYTES => {
                warnings.push(format!(
                    "prompt template {} is skipped: it is larger than {} KiB",
                    path.display(),
                    MAX_TEMPLATE_BYTES / 1024
                ));
                continue;
            }
            _ => {}
        }
        match std::fs::read_to_string(&path) {
            Ok(text) => found.push(Template::parse(name, &text, &path)),
            Err(e) => warnings.push(format!(
                "prompt template {} cannot be read ({e}); check its permissions and encoding (UTF-8)",
                path.display()
            )),
        }
    }
    (found, warnings)
}

/// User templates, then project templates (which replace user ones of the same name).
pub fn discover(user: Option<&Path>, project: Option<&Path>) -> (Vec<Template>, Vec<String>) {
    let mut all: Vec<Template> = Vec::new();
    let mut warnings = Vec::new();
    for dir in [user, project].into_iter().flatten() {
        let (found, w) = read_dir(dir);
        warnings.extend(w);
        for t in found {
            all.retain(|x| x.name != t.name);
            all.push(t);
        }
    }
    (all, warnings)
}
