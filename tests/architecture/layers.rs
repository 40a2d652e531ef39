//! The layer order and its rules, read from the fenced `layers` block of docs/architecture.md's
//! "Layering" section, and the check of one arrow against them.

use std::collections::BTreeMap;

/// What a rule line says about the arrows leaving its module.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Kind {
    /// `only A -> X Y::z`: everything A may import.
    Only,
    /// `reads A -> B::x`: everything A may name in the modules listed.
    Reads,
    /// `never A -> B`: no arrow from A into B.
    Never,
}

#[derive(Debug)]
pub struct Rule {
    pub kind: Kind,
    pub from: String,
    pub targets: Vec<Vec<String>>,
    /// The rule as written, for messages.
    pub text: String,
}

#[derive(Debug)]
pub struct Layers {
    /// Module → layer number, 0 the highest.
    pub layer: BTreeMap<String, usize>,
    pub rules: Vec<Rule>,
}

/// Reads the first ```layers block of `doc`.
pub fn parse(doc: &str) -> Result<Layers, String> {
    let mut lines = doc.lines().skip_while(|l| l.trim() != "```layers");
    if lines.next().is_none() {
        return Err("docs/architecture.md has no ```layers block in its Layering section".into());
    }
    let mut layers = Layers {
        layer: BTreeMap::new(),
        rules: Vec::new(),
    };
    let mut count = 0;
    for line in lines.by_ref().take_while(|l| l.trim() != "```") {
        let line = line.trim();
        if line.is_empty() {
            continue;
        }
        let Some((head, tail)) = line.split_once("->") else {
            for module in line.split_whitespace() {
                if layers.layer.insert(module.to_string(), count).is_some() {
                    return Err(format!("the layers block names `{module}` twice"));
                }
            }
            count += 1;
            continue;
        };
        let words: Vec<&str> = head.split_whitespace().collect();
        let (kind, from) = match words.as_slice() {
            ["only", from] => (Kind::Only, from),
            ["reads", from] => (Kind::Reads, from),
            ["never", from] => (Kind::Never, from),
            _ => {
                return Err(format!(
                    "the layers block has a rule it cannot read: `{line}`; write `only A -> …`, \
                     `reads A -> B::item …` or `never A -> B`"
                ));
            }
        };
        let targets: Vec<Vec<String>> = tail
            .split_whitespace()
            .map(|t| t.split("::").map(str::to_string).collect())
            .collect();
        if kind != Kind::Only && targets.is_empty() {
            return Err(format!("the layers block's rule `{line}` names no target"));
        }
        layers.rules.push(Rule {
            kind,
            from: from.to_string(),
            targets,
            text: line.to_string(),
        });
    }
    Ok(layers)
}

/// Why the arrow `from → path` (`path[0]` the module it enters) breaks the block, if it does.
pub fn check(layers: &Layers, from: &str, path: &[String]) -> Vec<String> {
    let mut out = Vec::new();
    let to = path[0].as_str();
    if let (Some(&a), Some(&b)) = (layers.layer.get(from), layers.layer.get(to))
        && b < a
    {
        out.push(format!(
            "upward: `{from}` (layer {a}) imports `{to}` (layer {b}, above it)"
        ));
    }
    let within = |t: &Vec<String>| path.starts_with(t);
    for rule in layers.rules.iter().filter(|r| r.from == from) {
        let broken = match rule.kind {
            Kind::Only => !rule.targets.iter().any(within),
            Kind::Reads => {
                let named: Vec<&Vec<String>> = rule.targets.iter().filter(|t| t[0] == to).collect();
                !named.is_empty() && !named.into_iter().any(within)
            }
            Kind::Never => rule.targets.iter().any(within),
        };
        if broken {
            out.push(format!("breaks `{}`", rule.text));
        }
    }
    out
}

#[test]
fn parse_and_check_follow_the_block() {
    let doc = "text\n```layers\ntop\nmid other\nlow\n\nonly low ->\nreads mid -> low::Item\n\
               never other -> low\n```\n";
    let layers = parse(doc).expect("the sample block parses");
    assert_eq!(layers.layer["other"], 1);
    let path = |p: &str| -> Vec<String> { p.split("::").map(str::to_string).collect() };
    assert!(check(&layers, "top", &path("low::x")).is_empty());
    assert!(
        check(&layers, "mid", &path("other::x")).is_empty(),
        "same layer is allowed"
    );
    assert!(check(&layers, "mid", &path("low::Item::new")).is_empty());
    assert_eq!(
        check(&layers, "mid", &path("low::Other")),
        ["breaks `reads mid -> low::Item`"]
    );
    assert_eq!(
        check(&layers, "other", &path("low::Item")),
        ["breaks `never other -> low`"]
    );
    assert_eq!(
        check(&layers, "low", &path("top::x")),
        [
            "upward: `low` (layer 2) imports `top` (layer 0, above it)",
            "breaks `only low ->`"
        ]
    );
    assert!(
        parse("```layers\na\na\n```").is_err(),
        "a module named twice"
    );
    assert!(
        parse("```layers\nmaybe a -> b\n```").is_err(),
        "an unknown rule"
    );
    assert!(parse("no block").is_err());
}
