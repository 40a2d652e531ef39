//! The module graph's cycles: strongly connected components (Tarjan), and one shortest cycle
//! through a component so a failure can print `a → b → a` with a file:line per arrow.

use std::collections::{BTreeMap, BTreeSet, VecDeque};

pub type Graph = BTreeMap<String, BTreeSet<String>>;

/// The components with more than one member, each sorted, largest first.
pub fn cycles(graph: &Graph) -> Vec<Vec<String>> {
    struct State<'a> {
        graph: &'a Graph,
        index: BTreeMap<&'a str, usize>,
        low: BTreeMap<&'a str, usize>,
        stack: Vec<&'a str>,
        on_stack: BTreeSet<&'a str>,
        out: Vec<Vec<String>>,
    }
    fn visit<'a>(s: &mut State<'a>, v: &'a str) {
        let n = s.index.len();
        s.index.insert(v, n);
        s.low.insert(v, n);
        s.stack.push(v);
        s.on_stack.insert(v);
        for w in s.graph.get(v).into_iter().flatten() {
            let w = w.as_str();
            if !s.index.contains_key(w) {
                visit(s, w);
                let low = s.low[v].min(s.low[w]);
                s.low.insert(v, low);
            } else if s.on_stack.contains(w) {
                let low = s.low[v].min(s.index[w]);
                s.low.insert(v, low);
            }
        }
        if s.low[v] == s.index[v] {
            let mut component = Vec::new();
            while let Some(w) = s.stack.pop() {
                s.on_stack.remove(w);
                component.push(w.to_string());
                if w == v {
                    break;
                }
            }
            if component.len() > 1 {
                component.sort();
                s.out.push(component);
            }
        }
    }
    let mut s = State {
        graph,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        on_stack: BTreeSet::new(),
        out: Vec::new(),
    };
    for v in graph.keys() {
        if !s.index.contains_key(v.as_str()) {
            visit(&mut s, v);
        }
    }
    s.out.sort_by(|a, b| b.len().cmp(&a.len()).then(a.cmp(b)));
    s.out
}

/// A shortest cycle inside `members` that takes the arrow `from → to`: `[from, to, …, from]`
/// (just `[from]` when the arrow closes no cycle).
pub fn cycle_closing(graph: &Graph, members: &[String], from: &str, to: &str) -> Vec<String> {
    let mut came_from: BTreeMap<&str, &str> = BTreeMap::new();
    let mut queue = VecDeque::from([to]);
    while let Some(v) = queue.pop_front() {
        if v == from {
            // Back from `from` to `to`, then reversed: `to … from`, with `from` in front.
            let mut back = vec![from.to_string()];
            let mut at = v;
            while at != to {
                at = came_from[at];
                back.push(at.to_string());
            }
            back.push(from.to_string());
            back.reverse();
            return back;
        }
        for w in graph.get(v).into_iter().flatten() {
            if members.contains(w) && w != to && !came_from.contains_key(w.as_str()) {
                came_from.insert(w, v);
                queue.push_back(w);
            }
        }
    }
    vec![from.to_string()]
}

#[test]
fn cycles_finds_components_and_a_shortest_loop() {
    let mut graph = Graph::new();
    for (a, b) in [
        ("a", "b"),
        ("b", "c"),
        ("c", "a"),
        ("c", "b"),
        ("d", "a"),
        ("e", "f"),
    ] {
        graph
            .entry(a.to_string())
            .or_default()
            .insert(b.to_string());
    }
    let found = cycles(&graph);
    assert_eq!(
        found,
        vec![vec!["a".to_string(), "b".to_string(), "c".to_string()]]
    );
    assert_eq!(cycle_closing(&graph, &found[0], "b", "c"), ["b", "c", "b"]);
    assert_eq!(
        cycle_closing(&graph, &found[0], "c", "a"),
        ["c", "a", "b", "c"]
    );
    assert_eq!(
        cycle_closing(&graph, &found[0], "a", "b"),
        ["a", "b", "c", "a"]
    );
}
