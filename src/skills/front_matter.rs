//! The front matter of skill and command files: the small part of YAML that Claude Code's
//! `SKILL.md` and `commands/*.md` files use — `key: value` lines (quoted or not), lists as
//! `[a, b]` or as indented `- item` lines, and folded (`>`) or literal (`|`) block text — so a
//! file written for Claude Code reads the same in ama. Anything else is taken as plain text.

/// One value of the front matter.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Value {
    Text(String),
    /// A list; `raw` is the flow form as written (`[a, b]`), which `Meta::text` returns as it is
    /// (an `argument-hint` such as `[file]` is text to show).
    List { items: Vec<String>, raw: Option<String> },
}

/// The parsed front matter, keys in file order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Meta {
    entries: Vec<(String, Value)>,
}

impl Meta {
    /// The text of `key` (a list reads as its items joined with `, `).
    pub fn text(&self, key: &str) -> Option<String> {
        self.entries
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, v)| match v {
                Value::Text(t) => t.clone(),
                Value::List { raw: Some(raw), .. } => raw.clone(),
                Value::List { items, .. } => items.join(", "),
            })
    }

    /// `key` as a list: a YAML list, or a text split on commas (or, without commas, on
    /// whitespace) outside parentheses, as Claude Code reads `allowed-tools`.
    pub fn list(&self, key: &str) -> Vec<String> {
        match self.entries.iter().find(|(k, _)| k == key).map(|(_, v)| v) {
            Some(Value::List { items, .. }) => items.clone(),
            Some(Value::Text(t)) => split_items(t),
            None => Vec::new(),
        }
    }

    /// Whether `key` is `true` (also `"true"`, `yes`).
    pub fn flag(&self, key: &str) -> bool {
        self.text(key)
            .is_some_and(|v| matches!(v.to_ascii_lowercase().as_str(), "true" | "yes" | "on"))
    }
}

/// Splits `text` into its front matter and its body. Without a leading `---` line and a closing
/// `---` line there is no front matter and all of it is the body.
pub fn split(text: &str) -> (Meta, &str) {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let Some(rest) = text
        .strip_prefix("---\n")
        .or_else(|| text.strip_prefix("---\r\n"))
    else {
        return (Meta::default(), text);
    };
    let mut offset = 0;
    let mut lines = Vec::new();
    for line in rest.split_inclusive('\n') {
        offset += line.len();
        let l = line.trim_end();
        if l == "---" {
            return (parse(&lines), &rest[offset..]);
        }
        lines.push(l);
    }
    (Meta::default(), text)
}

fn parse(lines: &[&str]) -> Meta {
    let mut meta = Meta::default();
    let mut i = 0;
    while i < lines.len() {
        let line = lines[i];
        i += 1;
        if line.trim().is_empty() || line.trim_start().starts_with('#') || indented(line) {
            continue;
        }
        let Some((key, value)) = line.split_once(':') else {
            continue;
        };
        let (key, value) = (key.trim().to_string(), value.trim());
        // The indented lines that follow belong to this key.
        let start = i;
        while i < lines.len() && (indented(lines[i]) || lines[i].trim().is_empty()) {
            i += 1;
        }
        let more: Vec<&str> = lines[start..i].to_vec();
        meta.entries.push((key, value_of(value, &more)));
    }
    meta
}

fn indented(line: &str) -> bool {
    line.starts_with(' ') || line.starts_with('\t')
}

fn value_of(value: &str, more: &[&str]) -> Value {
    let items: Vec<&str> = more
        .iter()
        .map(|l| l.trim())
        .filter(|l| !l.is_empty())
        .collect();
    if value.is_empty() && !items.is_empty() && items.iter().all(|l| l.starts_with('-')) {
        return Value::List {
            items: items
                .iter()
                .map(|l| unquote(l.trim_start_matches('-').trim()).to_string())
                .collect(),
            raw: None,
        };
    }
    if let Some(inner) = value
        .strip_prefix('[')
        .and_then(|v| v.strip_suffix(']'))
        .filter(|inner| !inner.contains(['[', ']']))
    {
        return Value::List {
            items: split_on(inner, ',').iter().map(|s| unquote(s).to_string()).collect(),
            raw: Some(value.to_string()),
        };
    }
    if value.starts_with('|') {
        let mut text = more.iter().map(|l| l.trim()).collect::<Vec<_>>().join("\n");
        text = text.trim_end().to_string();
        return Value::Text(text);
    }
    let mut words: Vec<&str> = Vec::new();
    if !value.starts_with('>') && !value.is_empty() {
        words.push(value);
    }
    words.extend(items);
    let joined = words.join(" ");
    Value::Text(unquote(&joined).to_string())
}

fn unquote(v: &str) -> &str {
    let v = v.trim();
    v.strip_prefix('"')
        .and_then(|s| s.strip_suffix('"'))
        .or_else(|| v.strip_prefix('\'').and_then(|s| s.strip_suffix('\'')))
        .unwrap_or(v)
}

/// `a, b(c, d)` → `a`, `b(c, d)`: splits on `sep` outside parentheses, trimming each part and
/// dropping empty ones.
fn split_on(text: &str, sep: char) -> Vec<String> {
    let mut out = Vec::new();
    let mut depth = 0usize;
    let mut cur = String::new();
    for c in text.chars() {
        match c {
            '(' => depth += 1,
            ')' => depth = depth.saturating_sub(1),
            _ => {}
        }
        let at_sep = if sep == ' ' {
            c.is_whitespace()
        } else {
            c == sep
        };
        if at_sep && depth == 0 {
            out.push(std::mem::take(&mut cur));
        } else {
            cur.push(c);
        }
    }
    out.push(cur);
    out.into_iter()
        .map(|s| s.trim().to_string())
        .filter(|s| !s.is_empty())
        .collect()
}

fn split_items(text: &str) -> Vec<String> {
    let parts = split_on(text, ',');
    if parts.len() > 1 {
        return parts.iter().map(|s| unquote(s).to_string()).collect();
    }
    split_on(text, ' ').iter().map(|s| unquote(s).to_string()).collect()
}

#[cfg(test)]
mod tests {
    use super::split;

    #[test]
    fn claude_code_front_matter() {
        let text = "---\nname: \"Brand Guidelines\"\ndescription: >\n  Applies the brand\n  to artifacts.\nallowed-tools: Bash(git add:*), Bash(git status:*), Read\nargument-hint: [pr-number] [priority]\nhint2: [test-file]\ndisable-model-invocation: true\ntools:\n  - Read\n  - 'Bash(npm test:*)'\nflow: [Read, Glob, Grep, Bash]\nspaced: Read Grep Bash(git log:*)\n---\nBody\n";
        let (meta, body) = split(text);
        assert_eq!(body, "Body\n");
        assert_eq!(meta.text("name").as_deref(), Some("Brand Guidelines"));
        assert_eq!(
            meta.text("description").as_deref(),
            Some("Applies the brand to artifacts.")
        );
        assert_eq!(
            meta.list("allowed-tools"),
            ["Bash(git add:*)", "Bash(git status:*)", "Read"]
        );
        assert_eq!(
            meta.text("argument-hint").as_deref(),
            Some("[pr-number] [priority]"),
            "a hint in brackets is text, not a list"
        );
        assert_eq!(meta.text("hint2").as_deref(), Some("[test-file]"));
        assert!(meta.flag("disable-model-invocation"));
        assert!(!meta.flag("missing"));
        assert_eq!(meta.list("tools"), ["Read", "Bash(npm test:*)"]);
        assert_eq!(meta.list("flow"), ["Read", "Glob", "Grep", "Bash"]);
        assert_eq!(meta.list("spaced"), ["Read", "Grep", "Bash(git log:*)"]);
    }

    #[test]
    fn without_front_matter_all_is_body() {
        for text in ["no front\n", "---\nname: a\nunterminated"] {
            let (meta, body) = split(text);
            assert_eq!(meta.text("name"), None);
            assert_eq!(body, text);
        }
    }
}
