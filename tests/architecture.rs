//! Issue #25's architecture test: reads every `src/**/*.rs` (its `use` trees, `crate::` and
//! `super::` paths) and fails on a cycle between top-level modules, on an arrow against the layer
//! order and rules of docs/architecture.md's `layers` block, on a growing cycle among `agent`'s
//! submodules, and on a `static` with interior mutability that is not classified in
//! `tests/fixtures/architecture/statics.txt`. Code under `#[cfg(test)]` and the `tests.rs` /
//! `*_tests.rs` files are not read: tests may reach anywhere. Run it with `--nocapture` for the
//! figures (arrows, statics, the `agent` cycle, `pub fn` and `Result<_, String>` counts).

mod graph;
mod layers;
mod lex;
mod scan;
mod source;

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;
use std::sync::OnceLock;

use self::graph::Graph;
use self::scan::{Counts, MutableStatic, Reference};

fn repo() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn read(rel: &str) -> String {
    std::fs::read_to_string(repo().join(rel)).unwrap_or_else(|e| panic!("cannot read {rel}: {e}"))
}

/// What the crate's non-test source says, read once for all the tests here.
struct Crate {
    modules: BTreeSet<Vec<String>>,
    tops: Vec<String>,
    refs: Vec<Reference>,
    statics: Vec<MutableStatic>,
    counts: Counts,
    /// The files with an `impl AgentSession` or `impl … for AgentSession` block, each with the
    /// line of its first.
    session_impls: BTreeMap<String, usize>,
}

fn krate() -> &'static Crate {
    static CRATE: OnceLock<Crate> = OnceLock::new();
    CRATE.get_or_init(|| {
        let files = source::load(repo());
        let modules: BTreeSet<Vec<String>> = files.iter().map(|f| f.module.clone()).collect();
        let mut krate = Crate {
            tops: modules
                .iter()
                .filter(|m| m.len() == 1)
                .map(|m| m[0].clone())
                .collect(),
            modules: BTreeSet::new(),
            refs: Vec::new(),
            statics: Vec::new(),
            counts: Counts::default(),
            session_impls: BTreeMap::new(),
        };
        for f in files.iter().filter(|f| !f.test_only) {
            let cx = scan::Context {
                file: &f.rel,
                module: &f.module,
                modules: &modules,
            };
            let facts = scan::scan(&cx, &f.tokens);
            krate.refs.extend(facts.refs);
            krate.statics.extend(facts.statics);
            krate.counts.pub_fn += facts.counts.pub_fn;
            krate.counts.pub_crate_fn += facts.counts.pub_crate_fn;
            krate.counts.pub_other_fn += facts.counts.pub_other_fn;
            krate.counts.result_string_fns += facts.counts.result_string_fns;
            if let Some(line) = session_impl(&f.tokens) {
                krate.session_impls.insert(f.rel.clone(), line);
            }
        }
        krate.modules = modules;
        krate
    })
}

/// The line of the first `impl AgentSession {` or `impl … for AgentSession {` in a file.
fn session_impl(tokens: &[lex::Token]) -> Option<usize> {
    tokens.windows(3).find_map(|w| {
        ((w[0].is_ident("impl") || w[0].is_ident("for"))
            && w[1].is_ident("AgentSession")
            && w[2].is_punct('{'))
        .then_some(w[0].line)
    })
}

/// An arrow between two top-level modules (`lib` is the crate root, `src/lib.rs`).
struct Arrow<'a> {
    from: String,
    /// The path it names, without `crate::`: `["tools", "PermissionClass"]`.
    path: &'a [String],
    at: String,
}

impl Arrow<'_> {
    fn to(&self) -> &str {
        &self.path[0]
    }

    fn key(&self) -> String {
        format!("{} -> {}", self.from, self.path.join("::"))
    }
}

fn arrows(krate: &Crate) -> Vec<Arrow<'_>> {
    krate
        .refs
        .iter()
        .filter_map(|r| {
            let from = r.from.first().map_or("lib", String::as_str);
            let to = r.full.first()?;
            (to != from && krate.tops.contains(to)).then(|| Arrow {
                from: from.to_string(),
                path: &r.full,
                at: format!("{}:{}", r.file, r.line),
            })
        })
        .collect()
}

fn graph_of<'a>(edges: impl Iterator<Item = (&'a str, &'a str)>) -> Graph {
    let mut graph = Graph::new();
    for (a, b) in edges {
        graph
            .entry(a.to_string())
            .or_default()
            .insert(b.to_string());
    }
    graph
}

/// The lines of a fixture list without comments (`#` to the end of the line) and blank lines.
fn fixture(name: &str) -> Vec<String> {
    read(&format!("tests/fixtures/architecture/{name}"))
        .lines()
        .map(|l| l.split('#').next().unwrap_or_default().trim().to_string())
        .filter(|l| !l.is_empty())
        .collect()
}

#[test]
fn layers_block_names_every_top_level_module() {
    let layers = layers::parse(&read("docs/architecture.md")).unwrap_or_else(|e| panic!("{e}"));
    let krate = krate();
    let mut problems = Vec::new();
    for top in krate.tops.iter().map(String::as_str).chain(["lib"]) {
        if !layers.layer.contains_key(top) {
            problems.push(format!(
                "`{top}` (src/{top}) is in no layer: add it to the ```layers block of \
                 docs/architecture.md, in the line of the modules it sits with"
            ));
        }
    }
    for name in layers
        .layer
        .keys()
        .chain(layers.rules.iter().map(|r| &r.from))
    {
        if name != "lib" && !krate.tops.contains(name) {
            problems.push(format!(
                "docs/architecture.md's layers block names `{name}`, which is not a module of \
                 src/: remove it or fix the spelling"
            ));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn arrows_follow_the_layer_order_except_the_known_violations() {
    let layers = layers::parse(&read("docs/architecture.md")).unwrap_or_else(|e| panic!("{e}"));
    let krate = krate();
    let arrows = arrows(krate);
    let known: BTreeSet<String> = fixture("known_violations.txt").into_iter().collect();
    let mut found: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for arrow in &arrows {
        let why = layers::check(&layers, &arrow.from, arrow.path);
        if !why.is_empty() {
            let place = format!("{} ({})", arrow.at, why.join("; "));
            found.entry(arrow.key()).or_default().push(place);
        }
    }
    println!(
        "{} arrows between top-level modules; breaking the layers block:",
        arrows.len()
    );
    for (key, places) in &found {
        println!("  {key}: {}", places.join(", "));
    }
    let c = &krate.counts;
    println!(
        "pub fn: {}, pub(crate) fn: {}, other pub(…) fn: {}; fn signatures with Result<_, String>: {}",
        c.pub_fn, c.pub_crate_fn, c.pub_other_fn, c.result_string_fns
    );
    let mut problems = Vec::new();
    for (key, places) in found.iter().filter(|(k, _)| !known.contains(*k)) {
        problems.push(format!(
            "new arrow against docs/architecture.md's layers block: {key}, at {}. Import from \
             the same or a lower layer (move the code or the type down), or, when the doc is \
             wrong, change its Layering section",
            places.join(", ")
        ));
    }
    for key in known.iter().filter(|k| !found.contains_key(*k)) {
        problems.push(format!(
            "tests/fixtures/architecture/known_violations.txt lists `{key}`, which no longer \
             breaks the layers block: remove the line (the list may only shrink)"
        ));
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn top_level_modules_have_no_cycle() {
    let layers = layers::parse(&read("docs/architecture.md")).unwrap_or_else(|e| panic!("{e}"));
    let krate = krate();
    let arrows = arrows(krate);
    let graph = graph_of(arrows.iter().map(|a| (a.from.as_str(), a.to())));
    let first = |a: &str, b: &str| arrows.iter().find(|x| x.from == a && x.to() == b);
    let mut problems = Vec::new();
    for members in graph::cycles(&graph) {
        // One cycle per upward arrow inside the component (the arrows to break), or any one.
        let inside =
            |a: &&str, b: &&str| members.iter().any(|m| m == a) && members.iter().any(|m| m == b);
        let mut closing: Vec<(&str, &str)> = graph
            .iter()
            .flat_map(|(a, bs)| bs.iter().map(move |b| (a.as_str(), b.as_str())))
            .filter(|(a, b)| inside(a, b))
            .filter(|(a, b)| matches!((layers.layer.get(*a), layers.layer.get(*b)), (Some(x), Some(y)) if y < x))
            .collect();
        if closing.is_empty() {
            let start = members[0].as_str();
            closing.extend(
                graph[start]
                    .iter()
                    .find(|b| members.contains(b))
                    .map(|b| (start, b.as_str())),
            );
        }
        for (a, b) in closing {
            let cycle = graph::cycle_closing(&graph, &members, a, b);
            let steps: Vec<String> = cycle
                .windows(2)
                .map(|w| {
                    let (path, at) = first(&w[0], &w[1]).map_or((String::new(), ""), |a| {
                        (format!("crate::{}", a.path.join("::")), a.at.as_str())
                    });
                    format!("  {} → {}: {path} at {at}", w[0], w[1])
                })
                .collect();
            problems.push(format!(
                "cycle between top-level modules {} (its component: {}):\n{}\nbreak one arrow \
                 (the upward one first): move the shared type or function down to a module both \
                 can import",
                cycle.join(" → "),
                members.join(", "),
                steps.join("\n")
            ));
        }
    }
    println!("cycles between top-level modules: {}", problems.len());
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// `agent`'s submodule graph: an arrow per path from one child of `agent` to another; the
/// module root (`agent/mod.rs`) is its own node, and paths through its `pub use` re-exports count
/// as arrows to the child that defines the item.
fn agent_graph<'a>(krate: &'a Crate) -> (Graph, BTreeMap<(String, String), String>) {
    const ROOT: &str = "(agent/mod.rs)";
    let children: BTreeSet<&str> = krate
        .modules
        .iter()
        .filter(|m| m.len() >= 2 && m[0] == "agent")
        .map(|m| m[1].as_str())
        .collect();
    let reexports: BTreeMap<&str, &str> = krate
        .refs
        .iter()
        .filter(|r| r.reexport && r.from == ["agent"] && r.full.len() >= 3)
        .filter_map(|r| Some((r.full.last()?.as_str(), r.full[1].as_str())))
        .collect();
    let node = |name: Option<&'a String>| -> &'a str {
        match name.map(String::as_str) {
            Some(n) if children.contains(n) => n,
            Some(n) => reexports.get(n).copied().unwrap_or(ROOT),
            None => ROOT,
        }
    };
    let mut graph = Graph::new();
    let mut places = BTreeMap::new();
    for r in &krate.refs {
        if r.reexport || r.from.first().is_none_or(|t| t != "agent") || r.full[0] != "agent" {
            continue;
        }
        let (from, to) = (node(r.from.get(1)), node(r.full.get(1)));
        if from != to {
            graph
                .entry(from.to_string())
                .or_default()
                .insert(to.to_string());
            let place = format!("{}:{}", r.file, r.line);
            places
                .entry((from.to_string(), to.to_string()))
                .or_insert(place);
        }
    }
    (graph, places)
}

#[test]
fn agent_submodule_cycle_does_not_grow() {
    let krate = krate();
    let (graph, places) = agent_graph(krate);
    let cycles = graph::cycles(&graph);
    let largest = cycles.first().cloned().unwrap_or_default();
    println!(
        "agent: {} submodules with arrows, {} cycles; the largest has {} members: {}",
        graph.len(),
        cycles.len(),
        largest.len(),
        largest.join(", ")
    );
    for members in &cycles {
        println!("  cycle of {}; its arrows:", members.join(", "));
        for ((from, to), at) in places
            .iter()
            .filter(|((f, t), _)| members.contains(f) && members.contains(t))
        {
            println!("    {from} → {to}: {at}");
        }
    }
    let ceiling: Vec<usize> = fixture("agent_cycle_ceiling.txt")
        .iter()
        .filter_map(|l| l.parse().ok())
        .collect();
    let [ceiling] = ceiling[..] else {
        panic!("tests/fixtures/architecture/agent_cycle_ceiling.txt must hold one number");
    };
    assert!(
        largest.len() <= ceiling,
        "agent's largest submodule cycle grew to {} members ({}), over the ceiling of {ceiling} in \
         tests/fixtures/architecture/agent_cycle_ceiling.txt: break the new arrow instead \
         (issue #25 wants no cycles among agent's submodules)",
        largest.len(),
        largest.join(", ")
    );
    assert!(
        largest.len() == ceiling,
        "agent's largest submodule cycle shrank to {} members: lower the ceiling in \
         tests/fixtures/architecture/agent_cycle_ceiling.txt to {} (it may only go down)",
        largest.len(),
        largest.len()
    );
}

#[test]
fn every_mutable_static_is_classified() {
    let krate = krate();
    let mut listed: BTreeMap<String, String> = BTreeMap::new();
    let mut problems = Vec::new();
    for line in fixture("statics.txt") {
        let words: Vec<&str> = line.split_whitespace().collect();
        match words.as_slice() {
            [class @ ("machine" | "settings"), file, item] => {
                listed.insert(format!("{file} {item}"), class.to_string());
            }
            _ => problems.push(format!(
                "tests/fixtures/architecture/statics.txt: cannot read `{line}`; write \
                 `machine|settings <file> <item>`"
            )),
        }
    }
    let found: BTreeSet<&str> = krate.statics.iter().map(|s| s.key.as_str()).collect();
    for s in krate
        .statics
        .iter()
        .filter(|s| !listed.contains_key(&s.key))
    {
        problems.push(format!(
            "new mutable static `{}` ({}) at {}:{}: add `machine {}` to \
             tests/fixtures/architecture/statics.txt when it holds a fact about the machine or \
             process (a probe, certificate roots, the terminal, signals, the process registry, a \
             counter, a pattern cache); configuration or wiring (settings, hooks, a registry of \
             commands or skills, a host) belongs in a value the agent owns, not in a static \
             (issue #25)",
            s.key, s.ty, s.file, s.line, s.key
        ));
    }
    for key in listed.keys().filter(|k| !found.contains(k.as_str())) {
        problems.push(format!(
            "tests/fixtures/architecture/statics.txt lists `{key}`, which is no longer a mutable \
             static in src/: remove the line"
        ));
    }
    let count = |class: &str| listed.values().filter(|c| *c == class).count();
    println!(
        "mutable statics: {} (machine {}, settings {})",
        found.len(),
        count("machine"),
        count("settings")
    );
    for key in listed
        .iter()
        .filter(|(_, c)| *c == "settings")
        .map(|(k, _)| k)
    {
        println!("  settings: {key}");
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// Issue #25: `AgentSession` is implemented in at most three files (the session thread, the
/// turn driver, the named operations); a feature is a function over `ops::SharedOps` /
/// `ops::SessionOps`, not another `impl AgentSession`.
#[test]
fn agent_session_is_implemented_in_three_files() {
    const ALLOWED: [&str; 3] = [
        "src/agent/worker.rs",
        "src/agent/run.rs",
        "src/agent/session_ops.rs",
    ];
    let krate = krate();
    println!("AgentSession is implemented in: {:?}", krate.session_impls);
    let extra: Vec<String> = krate
        .session_impls
        .iter()
        .filter(|(file, _)| !ALLOWED.contains(&file.as_str()))
        .map(|(file, line)| format!("{file}:{line}"))
        .collect();
    assert!(
        extra.is_empty(),
        "AgentSession is implemented outside {} at {}: make the feature a function over \
         `ops::SharedOps` / `ops::SessionOps` (add a named operation to src/agent/ops.rs when it \
         needs one) instead of another `impl AgentSession` (issue #25)",
        ALLOWED.join(", "),
        extra.join(", ")
    );
    assert!(
        !krate.session_impls.is_empty(),
        "found no `impl AgentSession` at all: the scan no longer sees it; fix the test"
    );
}
