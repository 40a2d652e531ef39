//! The permission class of an MCP tool, from its annotations with the MCP spec's defaults for
//! missing fields (`readOnlyHint: false`, `destructiveHint: true`, `openWorldHint: true`), as
//! Codex decides it: only a tool that says it is read-only is a read; everything else asks.
//! Annotations are the server's own claims, so they count only for servers from a trusted origin,
//! and the server's `approval` key overrides them either way.

use serde_json::Value;

use crate::mcp::config::Approval;
use crate::tools::PermissionClass;

/// The hints of a tool's `annotations`, as given (`None`: absent).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Annotations {
    pub read_only: Option<bool>,
    pub destructive: Option<bool>,
    pub idempotent: Option<bool>,
    pub open_world: Option<bool>,
}

impl Annotations {
    /// Reads `annotations` of a `tools/list` entry; a hint of the wrong type counts as absent.
    pub fn from_tool(tool: &Value) -> Annotations {
        let a = tool.get("annotations");
        let hint = |k: &str| a.and_then(|a| a.get(k)).and_then(Value::as_bool);
        Annotations {
            read_only: hint("readOnlyHint"),
            destructive: hint("destructiveHint"),
            idempotent: hint("idempotentHint"),
            open_world: hint("openWorldHint"),
        }
    }
}

/// What the permission pipeline gets for one MCP tool.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Classified {
    /// `Read` for a believed read-only tool, `Execute` (asks) otherwise.
    pub class: PermissionClass,
    /// Believed to change things irreversibly (the spec's default when not read-only).
    pub destructive: bool,
    /// Reaches outside the machine: network, for the auto tier.
    pub open_world: bool,
    /// `approval: allow`: the user allowed every call of this server in its config.
    pub preapproved: bool,
}

/// Classifies a tool with `annotations` from a server whose origin is `trusted`.
pub fn classify(annotations: Annotations, trusted: bool, approval: Approval) -> Classified {
    let a = if trusted && approval != Approval::Ask {
        annotations
    } else {
        Annotations::default()
    };
    let read_only = a.read_only.unwrap_or(false);
    Classified {
        class: if read_only {
            PermissionClass::Read
        } else {
            PermissionClass::Execute
        },
        // A read-only tool is not destructive whatever the hint says (the spec: meaningful only
        // when readOnlyHint is false).
        destructive: !read_only && a.destructive.unwrap_or(true),
        open_world: a.open_world.unwrap_or(true),
        preapproved: approval == Approval::Allow,
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::{Annotations, Classified, classify};
    use crate::mcp::config::Approval;
    use crate::tools::PermissionClass::{Execute, Read};

    fn c(ann: serde_json::Value, trusted: bool, approval: Approval) -> Classified {
        classify(
            Annotations::from_tool(&json!({"annotations": ann})),
            trusted,
            approval,
        )
    }

    #[test]
    fn annotations_with_spec_defaults() {
        use Approval::{Allow, Annotations as Ann, Ask};
        let ro = json!({"readOnlyHint": true, "openWorldHint": false});
        for (ann, trusted, approval, class, destructive, open_world, pre) in [
            (json!(null), true, Ann, Execute, true, true, false),
            (json!({}), true, Ann, Execute, true, true, false),
            (ro.clone(), true, Ann, Read, false, false, false),
            (
                json!({"readOnlyHint": true}),
                true,
                Ann,
                Read,
                false,
                true,
                false,
            ),
            (
                json!({"destructiveHint": false}),
                true,
                Ann,
                Execute,
                false,
                true,
                false,
            ),
            (
                json!({"readOnlyHint": "yes"}),
                true,
                Ann,
                Execute,
                true,
                true,
                false,
            ),
            // Untrusted origin: the claims are ignored.
            (ro.clone(), false, Ann, Execute, true, true, false),
            // `approval: ask` overrides a read-only claim.
            (ro.clone(), true, Ask, Execute, true, true, false),
            // `approval: allow` keeps the class and marks the calls pre-approved.
            (ro.clone(), true, Allow, Read, false, false, true),
            (json!({}), false, Allow, Execute, true, true, true),
        ] {
            let got = c(ann.clone(), trusted, approval);
            assert_eq!(
                got,
                Classified {
                    class,
                    destructive,
                    open_world,
                    preapproved: pre
                },
                "{ann} trusted={trusted} {approval:?}"
            );
        }
    }
}
