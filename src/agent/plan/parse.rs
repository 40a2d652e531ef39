//! Reading a plan out of model text: the last complete `<proposed_plan>…</proposed_plan>` block
//! of a reply, and the steps of its markdown (the list items at the outermost list level,
//! numbered items preferred). Pure functions, tested with tables.

const OPEN: &str = "<proposed_plan>";
const CLOSE: &str = "</proposed_plan>";

/// The markdown inside the last complete `<proposed_plan>` block, trimmed; `None` when there is
/// no complete block or it is empty.
pub fn proposed_plan(text: &str) -> Option<String> {
    let end = text.rfind(CLOSE)?;
    let start = text[..end].rfind(OPEN)? + OPEN.len();
    let body = text[start..end].trim();
    (!body.is_empty()).then(|| body.to_string())
}

/// One list item: its indent, whether it is numbered, its text.
struct Item {
    indent: usize,
    ordered: bool,
    text: String,
}

/// The steps of a plan: the items of its outermost list level (outside code fences), only the
/// numbered ones when there are any, with a leading `[ ]` / `[x]` checkbox removed.
pub fn steps(markdown: &str) -> Vec<String> {
    let mut items = Vec::new();
    let mut fence: Option<&str> = None;
    for line in markdown.lines() {
        let trimmed = line.trim_start();
        for marker in ["```", "~~~"] {
            if trimmed.starts_with(marker) {
                fence = match fence {
                    None => Some(marker),
                    Some(open) if open == marker => None,
                    other => other,
                };
            }
        }
        if fence.is_some() || trimmed.starts_with("```") || trimmed.starts_with("~~~") {
            continue;
        }
        let indent = line.len() - trimmed.len();
        if let Some((ordered, text)) = list_item(trimmed) {
            items.push(Item {
                indent,
                ordered,
                text,
            });
        }
    }
    let Some(top) = items.iter().map(|i| i.indent).min() else {
        return Vec::new();
    };
    let outer: Vec<Item> = items.into_iter().filter(|i| i.indent == top).collect();
    let numbered = outer.iter().any(|i| i.ordered);
    outer
        .into_iter()
        .filter(|i| i.ordered || !numbered)
        .map(|i| i.text)
        .filter(|t| !t.is_empty())
        .collect()
}

/// `- x`, `* x`, `+ x`, `1. x` or `1) x` → (numbered, text without a checkbox).
fn list_item(line: &str) -> Option<(bool, String)> {
    let (ordered, rest) =
        if let Some(rest) = ["- ", "* ", "+ "].iter().find_map(|m| line.strip_prefix(m)) {
            (false, rest)
        } else {
            let digits = line.bytes().take_while(u8::is_ascii_digit).count();
            if digits == 0 || digits > 9 {
                return None;
            }
            let rest = &line[digits..];
            let rest = rest
                .strip_prefix(". ")
                .or_else(|| rest.strip_prefix(") "))?;
            (true, rest)
        };
    let rest = rest.trim();
    let rest = ["[ ] ", "[x] ", "[X] "]
        .iter()
        .find_map(|c| rest.strip_prefix(c))
        .unwrap_or(rest);
    Some((ordered, rest.trim().to_string()))
}

#[cfg(test)]
mod tests {
    use super::{proposed_plan, steps};

    #[test]
    fn finds_the_last_complete_block() {
        let cases: [(&str, Option<&str>); 6] = [
            ("no plan here", None),
            ("<proposed_plan>\n1. a\n</proposed_plan>", Some("1. a")),
            (
                "Intro.\n<proposed_plan>old</proposed_plan>\n<proposed_plan>\nnew\n</proposed_plan>\nBye",
                Some("new"),
            ),
            ("<proposed_plan>\nunfinished", None),
            ("<proposed_plan>  \n </proposed_plan>", None),
            ("</proposed_plan> before <proposed_plan>", None),
        ];
        for (text, want) in cases {
            assert_eq!(proposed_plan(text).as_deref(), want, "{text:?}");
        }
    }

    #[test]
    fn steps_are_the_outer_list_items() {
        let cases: [(&str, &[&str]); 7] = [
            (
                "# Title\n\n1. Add the flag\n2. Test it\n",
                &["Add the flag", "Test it"],
            ),
            (
                "1. Parse\n   - detail one\n   - detail two\n2) Print\n",
                &["Parse", "Print"],
            ),
            (
                "Summary:\n- [ ] one\n- [x] two\n* three\n",
                &["one", "two", "three"],
            ),
            (
                "- context bullet\n1. first step\n2. second step\n",
                &["first step", "second step"],
            ),
            (
                "  - indented a\n  - indented b\n",
                &["indented a", "indented b"],
            ),
            ("```\n1. not a step\n```\n- real\n", &["real"]),
            ("No list at all.\n2024 was a year.\n", &[]),
        ];
        for (markdown, want) in cases {
            assert_eq!(steps(markdown), want, "{markdown:?}");
        }
    }
}
