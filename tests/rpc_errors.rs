//! RPC errors say what failed in the wire's own terms: a usage error over RPC names the input
//! and the choices, and never points at the command line's `--help` (issue #25, item 6).

use serde_json::json;

use crate::support::Test;
use crate::support::mock::MockServer;
use crate::support::rpc::{T, start};

#[test]
fn set_active_tools_with_an_unknown_tool_names_it_and_the_known_tools_without_cli_advice() {
    let mock = MockServer::start(vec![]);
    let t = Test::new().mock(&mock, "openai-completions");
    let mut c = start(&t);
    let cmd = json!({"type": "set_active_tools", "names": ["read", "nope_tool"]});
    let r = c.request(cmd.clone(), T).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(r["success"], json!(false), "{cmd} -> {r}");
    assert_eq!(r["code"], json!("invalid_arguments"), "{r}");
    let error = r["error"].as_str().unwrap_or_default();
    assert!(error.contains("`nope_tool`"), "{error}");
    for known in ["read", "bash", "edit", "write"] {
        assert!(error.contains(known), "{known} missing from: {error}");
    }
    assert!(!error.contains("--help"), "{error}");
    assert!(!error.contains("ama --"), "{error}");
}
