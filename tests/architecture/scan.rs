//! One source file read for the architecture test: the arrows to other top-level modules (from
//! `use` trees, `crate::` paths in code and `super::` paths that climb out of the module), the
//! `static` items with interior mutability, and the visibility and error-type counts the issue
//! tracks. Items under a test-only `#[cfg(test)]` are skipped: tests may reach anywhere.

use std::collections::BTreeSet;

use super::lex::{Tok, Token};

/// A path to an item of this crate, resolved against the crate root, at the line that names it.
#[derive(Clone, Debug)]
pub struct Reference {
    /// The module the path is written in (inline `mod` blocks included): `["agent", "run"]`.
    pub from: Vec<String>,
    /// `["tools", "PermissionClass"]` for `crate::tools::PermissionClass` or `super::…`.
    pub full: Vec<String>,
    pub file: String,
    pub line: usize,
    /// Written in a `pub use` (a re-export, which the submodule graph looks through).
    pub reexport: bool,
}

/// A `static` whose value can change after start-up (a lock, a once-cell, an atomic, a cell).
#[derive(Clone, Debug)]
pub struct MutableStatic {
    /// `src/tools/bash.rs RUN`, or `src/ai/http.rs roots::ROOTS` inside `fn roots`.
    pub key: String,
    pub file: String,
    pub line: usize,
    /// The declared type, for the failure message.
    pub ty: String,
}

/// A `mod name;` declaration at file scope, with its `#[path]` and whether it is test-only.
#[derive(Clone, Debug)]
pub struct ModDecl {
    pub name: String,
    pub path_attr: Option<String>,
    pub test_only: bool,
}

#[derive(Default, Debug)]
pub struct Counts {
    pub pub_fn: usize,
    pub pub_crate_fn: usize,
    pub pub_other_fn: usize,
    pub result_string_fns: usize,
}

#[derive(Default, Debug)]
pub struct FileFacts {
    pub refs: Vec<Reference>,
    pub statics: Vec<MutableStatic>,
    pub counts: Counts,
}

/// Types whose statics can change after start-up. `Atomic*` is matched by prefix.
const INTERIOR: &[&str] = &[
    "Mutex",
    "RwLock",
    "OnceLock",
    "LazyLock",
    "OnceCell",
    "LazyCell",
    "Once",
    "Cell",
    "RefCell",
    "UnsafeCell",
    "Condvar",
];

fn is_interior(word: &str) -> bool {
    INTERIOR.contains(&word) || word.starts_with("Atomic")
}

/// The attributes starting at `i` (`#[…]` or `#![…]`, one after another): the index after them
/// and their token lists.
fn attributes(toks: &[Token], mut i: usize) -> (usize, Vec<&[Token]>) {
    let mut attrs = Vec::new();
    loop {
        if !toks.get(i).is_some_and(|t| t.is_punct('#')) {
            break;
        }
        let mut j = i + 1;
        if toks.get(j).is_some_and(|t| t.is_punct('!')) {
            j += 1;
        }
        if !toks.get(j).is_some_and(|t| t.is_punct('[')) {
            break;
        }
        let end = matching(toks, j);
        attrs.push(&toks[j + 1..end.saturating_sub(1).max(j + 1)]);
        i = end;
    }
    (i, attrs)
}

/// The index just past the bracket that closes the one at `open`.
fn matching(toks: &[Token], open: usize) -> usize {
    let mut depth = 0usize;
    for (k, t) in toks.iter().enumerate().skip(open) {
        match t.tok {
            Tok::Punct('(' | '[' | '{') => depth += 1,
            Tok::Punct(')' | ']' | '}') => {
                depth = depth.saturating_sub(1);
                if depth == 0 {
                    return k + 1;
                }
            }
            _ => {}
        }
    }
    toks.len()
}

/// `cfg(test)` or `cfg(all(test, …))`: the item exists only in test builds.
fn is_test_cfg(attr: &[Token]) -> bool {
    let words: Vec<&str> = attr.iter().filter_map(Token::ident).collect();
    match words.as_slice() {
        ["cfg", "test"] => true,
        ["cfg", "all", rest @ ..] => rest.contains(&"test") && !rest.contains(&"not"),
        _ => false,
    }
}

fn path_attr(attr: &[Token]) -> Option<String> {
    match attr {
        [name, eq, value] if name.is_ident("path") && eq.is_punct('=') => match &value.tok {
            Tok::Str(s) => Some(s.clone()),
            _ => None,
        },
        _ => None,
    }
}

/// The index just past the item starting at `i`: its `;`, or the `}` of its first block.
fn skip_item(toks: &[Token], mut i: usize) -> usize {
    let mut depth = 0usize;
    while i < toks.len() {
        match toks[i].tok {
            Tok::Punct('{') if depth == 0 => return matching(toks, i),
            Tok::Punct('(' | '[' | '{') => depth += 1,
            Tok::Punct(')' | ']' | '}') => depth = depth.saturating_sub(1),
            Tok::Punct(';') if depth == 0 => return i + 1,
            _ => {}
        }
        i += 1;
    }
    i
}

/// The `mod name;` declarations at file scope (files are found from these: `#[path]` and
/// test-only modules).
pub fn mod_decls(toks: &[Token]) -> Vec<ModDecl> {
    let mut out = Vec::new();
    let mut i = 0;
    let mut depth = 0usize;
    while i < toks.len() {
        let (after, attrs) = attributes(toks, i);
        if after != i {
            let mut j = after;
            while toks.get(j).is_some_and(|t| t.is_ident("pub")) {
                j += 1;
                if toks.get(j).is_some_and(|t| t.is_punct('(')) {
                    j = matching(toks, j);
                }
            }
            if depth == 0
                && toks.get(j).is_some_and(|t| t.is_ident("mod"))
                && toks.get(j + 2).is_some_and(|t| t.is_punct(';'))
                && let Some(name) = toks.get(j + 1).and_then(Token::ident)
            {
                out.push(ModDecl {
                    name: name.to_string(),
                    path_attr: attrs.iter().find_map(|a| path_attr(a)),
                    test_only: attrs.iter().any(|a| is_test_cfg(a)),
                });
            }
            i = after;
            continue;
        }
        match toks[i].tok {
            Tok::Punct('{') => depth += 1,
            Tok::Punct('}') => depth = depth.saturating_sub(1),
            _ => {}
        }
        i += 1;
    }
    out
}

/// One segment of a path with the line it is on.
type Segment = (String, usize);

/// Parses the use tree after `use` at `i`; pushes every full path; returns the index past `;`.
fn use_tree(toks: &[Token], i: &mut usize, prefix: Vec<Segment>, out: &mut Vec<Vec<Segment>>) {
    let mut prefix = prefix;
    while let Some(t) = toks.get(*i) {
        match &t.tok {
            Tok::PathSep => *i += 1,
            Tok::Punct('$') => *i += 1,
            Tok::Punct('{') => {
                *i += 1;
                while let Some(t) = toks.get(*i) {
                    if t.is_punct('}') {
                        *i += 1;
                        break;
                    }
                    if t.is_punct(',') {
                        *i += 1;
                        continue;
                    }
                    let before = *i;
                    use_tree(toks, i, prefix.clone(), out);
                    if *i == before {
                        *i += 1;
                    }
                }
                return;
            }
            Tok::Punct('*') => {
                *i += 1;
                prefix.push(("*".to_string(), t.line));
                out.push(prefix);
                return;
            }
            Tok::Ident(word) => {
                prefix.push((word.clone(), t.line));
                *i += 1;
                if toks.get(*i).is_some_and(|t| t.tok == Tok::PathSep) {
                    continue;
                }
                if toks.get(*i).is_some_and(|t| t.is_ident("as")) {
                    *i += 2;
                }
                out.push(prefix);
                return;
            }
            _ => return,
        }
    }
}

/// What a file is: its path for messages, its module path, and every module of the crate (to
/// tell a child module's relative path from an external crate's).
pub struct Context<'a> {
    pub file: &'a str,
    pub module: &'a [String],
    pub modules: &'a BTreeSet<Vec<String>>,
}

impl Context<'_> {
    /// The path resolved against the crate root, when it names a module of this crate.
    fn resolve(&self, segs: &[Segment], inline: &[String], reexport: bool) -> Option<Reference> {
        let here: Vec<String> = self.module.iter().chain(inline).cloned().collect();
        let (first, _) = segs.first()?;
        let (full, line): (Vec<String>, usize) = match first.as_str() {
            "crate" => {
                let rest = segs.get(1..)?;
                (rest.iter().map(|s| s.0.clone()).collect(), rest.first()?.1)
            }
            "super" | "self" => {
                let ups = segs.iter().take_while(|s| s.0 == "super").count();
                let skip = ups.max(1);
                let base = here.get(..here.len().checked_sub(ups)?)?;
                let rest = segs.get(skip..)?;
                let full = base
                    .iter()
                    .cloned()
                    .chain(rest.iter().map(|s| s.0.clone()))
                    .collect();
                (full, rest.first().map_or(segs[0].1, |s| s.1))
            }
            word => {
                let child: Vec<String> = here.iter().cloned().chain([word.to_string()]).collect();
                if !self.modules.contains(&child) {
                    return None;
                }
                let full = here
                    .iter()
                    .cloned()
                    .chain(segs.iter().map(|s| s.0.clone()))
                    .collect();
                (full, segs[0].1)
            }
        };
        let mut full = full;
        if full.len() > 1 && full.last().is_some_and(|s| s == "self") {
            full.pop();
        }
        if full.is_empty() || full == ["*"] {
            return None;
        }
        Some(Reference {
            from: here,
            full,
            file: self.file.to_string(),
            line,
            reexport,
        })
    }
}

/// Reads one file's tokens.
pub fn scan(cx: &Context, toks: &[Token]) -> FileFacts {
    let mut facts = FileFacts::default();
    let mut inline: Vec<(String, usize)> = Vec::new();
    let mut fns: Vec<(String, usize)> = Vec::new();
    let mut pending_fn: Option<(String, usize)> = None;
    let mut braces = 0usize;
    let mut parens = 0usize;
    let mut i = 0;
    while i < toks.len() {
        let (after, attrs) = attributes(toks, i);
        if after != i {
            i = if attrs.iter().any(|a| is_test_cfg(a)) {
                skip_item(toks, after)
            } else {
                after
            };
            continue;
        }
        let t = &toks[i];
        let prev = i.checked_sub(1).map(|p| &toks[p]);
        let next = toks.get(i + 1);
        match &t.tok {
            Tok::Punct('{') => {
                braces += 1;
                if let Some((name, _)) = pending_fn.take() {
                    fns.push((name, braces));
                }
            }
            Tok::Punct('}') => {
                if inline.last().is_some_and(|m| m.1 == braces) {
                    inline.pop();
                }
                if fns.last().is_some_and(|f| f.1 == braces) {
                    fns.pop();
                }
                braces = braces.saturating_sub(1);
            }
            Tok::Punct('(' | '[') => parens += 1,
            Tok::Punct(')' | ']') => parens = parens.saturating_sub(1),
            Tok::Punct(';') if pending_fn.as_ref().is_some_and(|p| p.1 == parens) => {
                pending_fn = None;
            }
            Tok::Ident(word) => match word.as_str() {
                "use" => {
                    let mut j = i + 1;
                    let mut paths = Vec::new();
                    use_tree(toks, &mut j, Vec::new(), &mut paths);
                    let names: Vec<String> = inline.iter().map(|m| m.0.clone()).collect();
                    let reexport = toks[i.saturating_sub(5)..i]
                        .iter()
                        .any(|t| t.is_ident("pub"));
                    facts
                        .refs
                        .extend(paths.iter().filter_map(|p| cx.resolve(p, &names, reexport)));
                    i = j.max(i + 1);
                    continue;
                }
                "mod" => {
                    if let (Some(name), Some(open)) = (next.and_then(Token::ident), toks.get(i + 2))
                        && open.is_punct('{')
                    {
                        inline.push((name.to_string(), braces + 1));
                    }
                }
                "fn" => {
                    if let Some(name) = next.and_then(Token::ident) {
                        pending_fn = Some((name.to_string(), parens));
                        if result_string(toks, i) {
                            facts.counts.result_string_fns += 1;
                        }
                    }
                }
                "pub" => count_pub(toks, i, &mut facts.counts),
                "static" => {
                    if let Some(s) = mutable_static(cx, toks, i, fns.last().map(|f| &f.0)) {
                        facts.statics.push(s);
                    }
                }
                _ if next.is_some_and(|n| n.tok == Tok::PathSep)
                    && !prev.is_some_and(|p| {
                        p.tok == Tok::PathSep || p.is_punct('.') || p.is_ident("in")
                    }) =>
                {
                    let (segs, end) = code_path(toks, i);
                    let names: Vec<String> = inline.iter().map(|m| m.0.clone()).collect();
                    facts.refs.extend(cx.resolve(&segs, &names, false));
                    i = end;
                    continue;
                }
                _ => {}
            },
            _ => {}
        }
        i += 1;
    }
    facts
}

/// The segments of the path starting at `i` (`a::b::c`), and the index after it.
fn code_path(toks: &[Token], mut i: usize) -> (Vec<Segment>, usize) {
    let mut segs = Vec::new();
    while let Some(word) = toks.get(i).and_then(Token::ident) {
        segs.push((word.to_string(), toks[i].line));
        if toks.get(i + 1).is_some_and(|t| t.tok == Tok::PathSep) {
            i += 2;
        } else {
            i += 1;
            break;
        }
    }
    (segs, i)
}

/// Counts `pub fn`, `pub(crate) fn` and other restricted `pub(…) fn` at `pub` (index `i`).
fn count_pub(toks: &[Token], i: usize, counts: &mut Counts) {
    let mut j = i + 1;
    let mut restricted = None;
    if toks.get(j).is_some_and(|t| t.is_punct('(')) {
        restricted = toks.get(j + 1).and_then(Token::ident).map(str::to_string);
        j = matching(toks, j);
    }
    while let Some(t) = toks.get(j) {
        match &t.tok {
            Tok::Ident(w) if ["const", "unsafe", "async", "extern"].contains(&w.as_str()) => j += 1,
            Tok::Str(_) => j += 1,
            _ => break,
        }
    }
    if !toks.get(j).is_some_and(|t| t.is_ident("fn")) {
        return;
    }
    match restricted.as_deref() {
        None => counts.pub_fn += 1,
        Some("crate") => counts.pub_crate_fn += 1,
        Some(_) => counts.pub_other_fn += 1,
    }
}

/// Whether the signature of the `fn` at `i` names `Result<_, String>` (as its return type or in
/// an argument).
fn result_string(toks: &[Token], i: usize) -> bool {
    let mut j = i;
    let mut depth = 0usize;
    while let Some(t) = toks.get(j) {
        match t.tok {
            Tok::Punct('{' | ';') if depth == 0 => return false,
            Tok::Punct('(' | '[') => depth += 1,
            Tok::Punct(')' | ']') => depth = depth.saturating_sub(1),
            _ => {}
        }
        if t.is_ident("Result") && toks.get(j + 1).is_some_and(|n| n.is_punct('<')) {
            let close = closing_angle(toks, j + 1);
            let last = toks.get(close.wrapping_sub(1));
            let comma = toks.get(close.wrapping_sub(2));
            if last.is_some_and(|t| t.is_ident("String")) && comma.is_some_and(|t| t.is_punct(','))
            {
                return true;
            }
        }
        j += 1;
    }
    false
}

/// The index of the `>` closing the `<` at `open` (`->` does not close).
fn closing_angle(toks: &[Token], open: usize) -> usize {
    let mut depth = 0usize;
    for k in open..toks.len() {
        if toks[k].is_punct('<') {
            depth += 1;
        } else if toks[k].is_punct('>') && !(k > 0 && toks[k - 1].is_punct('-')) {
            depth = depth.saturating_sub(1);
            if depth == 0 {
                return k;
            }
        } else if toks[k].is_punct(';') || toks[k].is_punct('{') {
            return k;
        }
    }
    toks.len()
}

/// The `static` item at `i`, when its type or initializer holds interior mutability.
fn mutable_static(
    cx: &Context,
    toks: &[Token],
    i: usize,
    in_fn: Option<&String>,
) -> Option<MutableStatic> {
    let mut j = i + 1;
    if toks.get(j).is_some_and(|t| t.is_ident("mut")) {
        j += 1;
    }
    let name = toks.get(j)?.ident()?;
    if !toks.get(j + 1)?.is_punct(':') {
        return None;
    }
    let line = toks[j].line;
    let mut k = j + 2;
    let mut ty = Vec::new();
    let mut interior = false;
    let mut depth = 0usize;
    while let Some(t) = toks.get(k) {
        match &t.tok {
            Tok::Punct(';') if depth == 0 => break,
            Tok::Punct('(' | '[' | '{') => depth += 1,
            Tok::Punct(')' | ']' | '}') => depth = depth.saturating_sub(1),
            Tok::Ident(w) => {
                interior |= is_interior(w);
                if ty.last().is_none_or(|l: &String| l != "=") {
                    ty.push(w.clone());
                }
            }
            Tok::Punct('=') if depth == 0 => ty.push("=".to_string()),
            _ => {}
        }
        k += 1;
    }
    if !interior {
        return None;
    }
    let ty = ty.split(|w| w == "=").next().unwrap_or_default().join(" ");
    let item = match in_fn {
        Some(f) => format!("{f}::{name}"),
        None => name.to_string(),
    };
    Some(MutableStatic {
        key: format!("{} {item}", cx.file),
        file: cx.file.to_string(),
        line,
        ty,
    })
}

/// Scans `src` as the file `file` of module `module` in a small made-up crate.
fn sample(file: &str, module: &[&str], src: &str) -> FileFacts {
    let modules: BTreeSet<Vec<String>> = [
        &["agent"][..],
        &["agent", "run"],
        &["agent", "run", "inner"],
        &["tools"],
        &["util"],
    ]
    .iter()
    .map(|m| m.iter().map(|s| s.to_string()).collect())
    .collect();
    let module: Vec<String> = module.iter().map(|s| s.to_string()).collect();
    let cx = Context {
        file,
        module: &module,
        modules: &modules,
    };
    scan(&cx, &super::lex::tokenize(src))
}

#[test]
fn scan_resolves_use_trees_code_paths_and_super() {
    let src = "use crate::{tools::{self, Tool as T},\n    util::x};\n\
               use super::super::util::y;\n\
               use super::sibling::Z;\n\
               use inner::Deep;\n\
               fn f() { let a = crate::tools::run(); let s = \"crate::nope::x\"; }\n\
               pub(in crate::agent) fn g() -> Result<(), String> { Ok(()) }\n\
               mod m { use super::super::super::tools::Q; }\n\
               #[cfg(test)]\nmod tests { use crate::util::only_in_tests; }\n\
               #[cfg(all(test, unix))]\nfn t() { crate::util::also_tests(); }\n";
    let facts = sample("src/agent/run.rs", &["agent", "run"], src);
    let found: Vec<(String, usize)> = facts
        .refs
        .iter()
        .map(|r| (r.full.join("::"), r.line))
        .collect();
    let expect = [
        ("tools", 1),
        ("tools::Tool", 1),
        ("util::x", 2),
        ("util::y", 3),
        ("agent::sibling::Z", 4),
        ("agent::run::inner::Deep", 5),
        ("tools::run", 6),
        ("tools::Q", 8),
    ];
    let expect: Vec<(String, usize)> = expect.iter().map(|(p, l)| (p.to_string(), *l)).collect();
    assert_eq!(found, expect);
    assert_eq!(facts.refs[7].from, ["agent", "run", "m"]);
    assert_eq!(facts.counts.pub_other_fn, 1);
    assert_eq!(facts.counts.result_string_fns, 1);
}

#[test]
fn scan_finds_mutable_statics_and_counts_visibility() {
    let src = "static PLAIN: &[&str] = &[\"a\"];\n\
               pub static LOCK: std::sync::Mutex<Vec<u8>> = std::sync::Mutex::new(Vec::new());\n\
               fn cache() -> &'static str { static RE: OnceLock<String> = OnceLock::new(); \"\" }\n\
               thread_local! { static FLAG: Cell<bool> = const { Cell::new(false) }; }\n\
               pub fn a() {}\npub(crate) fn b() {}\npub const fn c() {}\n\
               fn d(x: Result<u8, String>) {}\nfn e() -> Result<u8, Error> { todo!() }\n\
               #[cfg(test)]\nmod tests { static T: AtomicBool = AtomicBool::new(false); }\n";
    let facts = sample("src/util/x.rs", &["util", "x"], src);
    let keys: Vec<&str> = facts.statics.iter().map(|s| s.key.as_str()).collect();
    assert_eq!(
        keys,
        [
            "src/util/x.rs LOCK",
            "src/util/x.rs cache::RE",
            "src/util/x.rs FLAG"
        ]
    );
    assert_eq!(facts.statics[0].line, 2);
    assert_eq!(facts.counts.pub_fn, 2);
    assert_eq!(facts.counts.pub_crate_fn, 1);
    assert_eq!(facts.counts.result_string_fns, 1);
}
