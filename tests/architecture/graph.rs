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

/// A shortest cycle through `start` inside `members`: `[start, …, start]`.
pub fn cycle_through(graph: &Graph, members: &[String], start: &str) -> Vec<String> {
    let mut came_from: BTreeMap<&str, &str> = BTreeMap::new();
    let mut queue = VecDeque::from([start]);
    while let Some(v) = queue.pop_front() {
        for w in graph.get(v).into_iter().flatten() {
            if !members.contains(w) {
                continue;
            }
            if w == start {
                let mut path = vec![start.to_string()];
                let mut at = v;
                while at != start {
                    path.push(at.to_string());
                    at = came_from[at];
                }
                path.push(start.to_string());
                path.reverse();
                return path;
            }
            if !came_from.contains_key(w.as_str()) {
                came_from.insert(w, v);
                queue.push_back(w);
            }
        }
    }
    vec![start.to_string()]
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
    assert_eq!(cycle_through(&graph, &found[0], "b"), ["b", "c", "b"]);
    assert_eq!(cycle_through(&graph, &found[0], "a"), ["a", "b", "c", "a"]);
}
