//! What an RPC client gets back from a builtin: the `handled` response's `data`, carrying the
//! lines the terminal would show (`output`) and, for commands that fill the editor (`/tree`,
//! `/rewind`), the text (`editorText`). Kept here so the RPC layer stays a thin mapping.

use serde_json::{Value, json};

use crate::commands::Outcome;

impl Outcome {
    /// The lines a front end without a picker or a dialog shows for this outcome.
    pub fn lines(&self) -> Vec<String> {
        match self {
            Outcome::Output(lines) => lines.clone(),
            Outcome::Pick(p) => std::iter::once(p.title.clone())
                .chain(p.items.iter().map(|i| {
                    if i.description.is_empty() {
                        format!("{}  /{} {}", i.label, p.command, i.value)
                    } else {
                        format!("{}  {}  /{} {}", i.label, i.description, p.command, i.value)
                    }
                }))
                .collect(),
            Outcome::Confirm { title, message, .. } => vec![title.clone(), message.clone()],
            Outcome::Edit { note, .. } => vec![note.clone()],
            Outcome::Copy(text) => text.lines().map(str::to_string).collect(),
            Outcome::Exit => Vec::new(),
        }
    }

    /// RPC `prompt`'s `data` for a builtin: `{disposition: "handled", output: [lines]}`, plus
    /// `editorText` when the command puts text back in the editor.
    pub fn rpc_data(&self) -> Value {
        let mut v = json!({"disposition": "handled", "output": self.lines()});
        if let Outcome::Edit { text, .. } = self {
            v["editorText"] = json!(text);
        }
        v
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use crate::commands::{Outcome, PickItem, Picker};

    #[test]
    fn rpc_data_of_each_outcome() {
        let pick = Outcome::Pick(Picker {
            title: "Model".into(),
            command: "model".into(),
            items: vec![PickItem {
                label: "mock/a".into(),
                description: "current".into(),
                value: "mock/a".into(),
            }],
            selected: 0,
            numbered: true,
        });
        let table = [
            (
                Outcome::Output(vec!["a".into(), "b".into()]),
                json!({"disposition": "handled", "output": ["a", "b"]}),
            ),
            (
                pick,
                json!({"disposition": "handled", "output": ["Model", "mock/a  current  /model mock/a"]}),
            ),
            (
                Outcome::Edit {
                    note: "n".into(),
                    text: "t".into(),
                },
                json!({"disposition": "handled", "output": ["n"], "editorText": "t"}),
            ),
            (
                Outcome::Confirm {
                    title: "T".into(),
                    message: "M".into(),
                    command: "/x".into(),
                },
                json!({"disposition": "handled", "output": ["T", "M"]}),
            ),
            (
                Outcome::Exit,
                json!({"disposition": "handled", "output": []}),
            ),
        ];
        for (o, want) in table {
            assert_eq!(o.rpc_data(), want, "{o:?}");
        }
    }
}
