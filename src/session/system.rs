//! System messages in the session: the first is complete (every section and the tools table),
//! later ones are patches (a section replaced by name, `null` deletes it; `toolsAdded` and
//! `toolsRemoved` change the table). Replaying them in order gives the current prompt; `diff`
//! writes the patch from one state to the next, so an unchanged prompt writes nothing.

use serde_json::{Map, Value};

use crate::ai::types::{SystemMessage, ToolSpec};

/// The system prompt as the session records it: sections by name and the tools table.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct SystemState {
    pub sections: Map<String, Value>,
    pub tools: Vec<ToolSpec>,
}

impl SystemState {
    pub fn new(sections: Map<String, Value>, tools: Vec<ToolSpec>) -> SystemState {
        SystemState { sections, tools }
    }

    /// Applies one system message: a complete one (it has `tools`) replaces the state, a patch
    /// changes it.
    pub fn apply(&mut self, m: &SystemMessage) {
        if let Some(tools) = &m.tools {
            self.sections = m
                .sections
                .iter()
                .filter(|(_, v)| !v.is_null())
                .map(|(k, v)| (k.clone(), v.clone()))
                .collect();
            self.tools = tools.clone();
        } else {
            for (name, value) in &m.sections {
                if value.is_null() {
                    self.sections.remove(name);
                } else {
                    self.sections.insert(name.clone(), value.clone());
                }
            }
        }
        if let Some(removed) = &m.tools_removed {
            self.tools.retain(|t| !removed.contains(&t.name));
        }
        for tool in m.tools_added.iter().flatten() {
            match self.tools.iter_mut().find(|t| t.name == tool.name) {
                Some(slot) => *slot = tool.clone(),
                None => self.tools.push(tool.clone()),
            }
        }
    }

    /// Replays system messages from the empty state.
    pub fn replay<'a>(messages: impl IntoIterator<Item = &'a SystemMessage>) -> SystemState {
        let mut state = SystemState::default();
        for m in messages {
            state.apply(m);
        }
        state
    }

    /// The complete system message for this state (the first one, or a checkpoint).
    pub fn full(&self, timestamp: u64) -> SystemMessage {
        SystemMessage {
            sections: self.sections.clone(),
            tools: Some(self.tools.clone()),
            tools_added: None,
            tools_removed: None,
            timestamp,
        }
    }

    /// The patch that turns `self` into `next`, or `None` when they are equal. A tool whose
    /// declaration changed is re-added under its name; a changed order alone is not recorded.
    pub fn diff(&self, next: &SystemState, timestamp: u64) -> Option<SystemMessage> {
        let mut sections = Map::new();
        for (name, value) in &next.sections {
            if self.sections.get(name) != Some(value) {
                sections.insert(name.clone(), value.clone());
            }
        }
        for name in self.sections.keys() {
            if !next.sections.contains_key(name) {
                sections.insert(name.clone(), Value::Null);
            }
        }
        let removed: Vec<String> = self
            .tools
            .iter()
            .filter(|t| !next.tools.iter().any(|n| n.name == t.name))
            .map(|t| t.name.clone())
            .collect();
        let added: Vec<ToolSpec> = next
            .tools
            .iter()
            .filter(|n| !self.tools.contains(n))
            .cloned()
            .collect();
        if sections.is_empty() && removed.is_empty() && added.is_empty() {
            return None;
        }
        Some(SystemMessage {
            sections,
            tools: None,
            tools_added: (!added.is_empty()).then_some(added),
            tools_removed: (!removed.is_empty()).then_some(removed),
            timestamp,
        })
    }
}

#[cfg(test)]
mod tests {
    use serde_json::{Map, Value, json};

    use super::SystemState;
    use crate::ai::types::ToolSpec;

    fn tool(name: &str, desc: &str) -> ToolSpec {
        ToolSpec {
            name: name.into(),
            description: desc.into(),
            parameters: json!({"type": "object"}),
        }
    }

    fn sections(pairs: &[(&str, &str)]) -> Map<String, Value> {
        pairs
            .iter()
            .map(|(k, v)| (k.to_string(), Value::String(v.to_string())))
            .collect()
    }

    #[test]
    fn patches_replay_to_the_new_state() {
        let a = SystemState::new(
            sections(&[("preamble", "p"), ("cwd", "/a"), ("skills", "s")]),
            vec![tool("read", "r"), tool("bash", "b")],
        );
        let cases = [
            ("unchanged", a.clone(), false),
            (
                "section replaced and deleted",
                SystemState::new(
                    sections(&[("preamble", "p"), ("cwd", "/b")]),
                    a.tools.clone(),
                ),
                true,
            ),
            (
                "tool removed, added and changed",
                SystemState::new(
                    a.sections.clone(),
                    vec![tool("read", "r2"), tool("edit", "e")],
                ),
                true,
            ),
        ];
        for (name, next, changes) in cases {
            let patch = a.diff(&next, 1);
            assert_eq!(patch.is_some(), changes, "{name}");
            let mut replayed = a.clone();
            if let Some(p) = &patch {
                assert!(p.tools.is_none(), "{name}: a patch has no full table");
                replayed.apply(p);
            }
            assert_eq!(replayed, next, "{name}");
        }
    }

    #[test]
    fn a_full_message_resets_and_null_deletes() {
        let full = SystemState::new(sections(&[("preamble", "p")]), vec![tool("read", "r")]);
        let mut patch = full.full(2);
        patch.tools = None;
        patch.sections = Map::new();
        patch.sections.insert("preamble".into(), Value::Null);
        let state = SystemState::replay([&full.full(1), &patch]);
        assert!(state.sections.is_empty());
        assert_eq!(state.tools.len(), 1);
        let again = SystemState::replay([&full.full(1), &patch, &full.full(3)]);
        assert_eq!(again, full);
    }
}
