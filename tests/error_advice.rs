//! The advice after an error belongs to the front end (issue #25, item 6): the command line
//! follows a usage error with the pointer to `ama --help`, in text and in the JSON startup
//! result; over RPC the same family of error names the input and the choices and never points
//! at the command line's flags.

use serde_json::json;

use crate::support::Test;
use crate::support::mock::{MockServer, Turn};
use crate::support::rpc::{T, start};

const ADVICE: &str = "Run `ama --help` for the list of flags.";

#[test]
fn the_command_line_follows_a_usage_error_with_the_help_advice() {
    Test::new()
        .args(&["--modle", "x", "-p", "hi"])
        .run()
        .status(2)
        .stderr(&format!(
            "error: unknown flag `--modle`; did you mean `--model`?\n{ADVICE}\n"
        ));
    let mock = MockServer::start(vec![Turn::text("never asked")]);
    Test::new()
        .mock(&mock, "openai-completions")
        .args(&["--no-session", "--continue", "-p", "hi"])
        .run()
        .status(2)
        .stderr(&format!(
            "error: --no-session and --continue cannot be combined; pick one\n{ADVICE}\n"
        ));
    let out = Test::new()
        .mock(&mock, "openai-completions")
        .args(&["-p", "", "--output-format", "json"])
        .run();
    out.status(2);
    let v = out.json();
    assert_eq!(v["errorCode"], json!("invalid_arguments"), "{v}");
    let error = v["error"].as_str().unwrap_or_default();
    assert!(error.starts_with("the prompt is empty"), "{error}");
    // Not about a flag: the message says what to do, and no pointer to the flags follows
    // (issue #30).
    assert!(!error.contains("--help"), "{error}");
}

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
