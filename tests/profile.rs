//! `--profile`: precedence (flags > profile > user config), unknown keys, broken files, a `host` that cannot start.

use crate::support::Test;
use crate::support::mock::{MockServer, Turn};

const API: &str = "anthropic-messages";

fn with_profile(t: Test, text: &str) -> Test {
    let t = t.write("p.json", text);
    let path = t.path().join("p.json");
    t.arg("--profile").arg(path)
}

#[test]
fn the_command_line_wins_over_the_profile_which_wins_over_the_config() {
    // The config says mock/mock-model; the profile names a model that does not exist.
    let mock = MockServer::start(vec![Turn::text("ok")]);
    let t = with_profile(
        Test::new().mock(&mock, API),
        r#"{"model": "mock/nope", "quietStartup": true}"#,
    )
    .args(&["-p", "hi"]);
    t.run().status(4).stderr_contains("nope");
    let t = with_profile(Test::new().mock(&mock, API), r#"{"model": "mock/nope"}"#).args(&[
        "-p",
        "--model",
        "mock/mock-model",
        "hi",
    ]);
    t.run().status(0).stdout("ok\n");
}

#[test]
fn profile_permission_mode_and_tools() {
    // The profile's plan mode denies the write; --permission-mode on the command line wins.
    let run = |flags: &[&str]| {
        let mock = MockServer::start(vec![
            Turn::new().tool_call("c1", "bash", serde_json::json!({"command": "touch x"})),
            Turn::text("done"),
        ]);
        let mut t = with_profile(
            Test::new().mock(&mock, API),
            r#"{"permissionMode": "plan", "tools": {"disable": ["write"]}}"#,
        );
        t = t.args(flags).args(&["-p", "go"]);
        t.run().status(0);
        let tools = mock.model_requests()[0].body["tools"].to_string();
        (t.path().join("x").exists(), tools)
    };
    let (made, tools) = run(&[]);
    assert!(!made, "plan mode from the profile");
    assert!(
        !tools.contains("\"write\""),
        "write disabled by the profile: {tools}"
    );
    assert!(tools.contains("\"bash\""));
    let (made, _) = run(&["--permission-mode", "full-auto"]);
    assert!(made, "the flag wins over the profile");
}

#[test]
fn unknown_keys_warn_broken_profiles_exit_3_and_a_missing_host_is_exit_6() {
    let mock = MockServer::start(vec![Turn::text("ok")]);
    with_profile(Test::new().mock(&mock, API), r#"{"colour": "red"}"#)
        .args(&["-p", "hi"])
        .run()
        .status(0)
        .stderr_contains("key \"colour\" is not known and is ignored");
    with_profile(Test::new().mock(&mock, API), "{not json")
        .args(&["-p", "hi"])
        .run()
        .status(3)
        .stderr_contains("the profile is not valid JSON");
    with_profile(Test::new().mock(&mock, API), r#"{"host": "./host.py"}"#)
        .args(&["-p", "hi"])
        .run()
        .status(6)
        .stderr_contains("/./host.py` failed during setup: it exited before answering `init`");
}

#[test]
fn profile_instructions_reach_the_system_prompt() {
    let mock = MockServer::start(vec![Turn::text("ok")]);
    let t = Test::new()
        .mock(&mock, API)
        .write("rules.md", "Always answer in French.\n");
    let rules = t.path().join("rules.md").display().to_string();
    let t = with_profile(
        t,
        &serde_json::json!({"instructions": [rules, "Never touch vendor/."]}).to_string(),
    )
    .args(&["-p", "hi"]);
    t.run().status(0);
    let system = mock.model_requests()[0].body["system"].to_string();
    assert!(
        system.contains(
            "Instructions from the profile:\\n\\nAlways answer in French.\\n\\nNever touch vendor/."
        ),
        "{system}"
    );
}

#[test]
fn quiet_startup_takes_the_spec_levels_and_a_profile_defaults_to_header() {
    // Every level and both aliases start a run; another value is exit 3 naming the levels.
    for level in [r#""normal""#, r#""header""#, r#""silent""#, "true", "false"] {
        let mock = MockServer::start(vec![Turn::text("ok")]);
        with_profile(
            Test::new().mock(&mock, API),
            &format!(r#"{{"quietStartup": {level}}}"#),
        )
        .args(&["-p", "hi"])
        .run()
        .status(0)
        .stdout("ok\n");
    }
    let mock = MockServer::start(vec![Turn::text("ok")]);
    with_profile(Test::new().mock(&mock, API), r#"{"quietStartup": "loud"}"#)
        .args(&["-p", "hi"])
        .run()
        .status(3)
        .stderr_contains(
            "\"quietStartup\" is \"loud\", which is not one of normal, header, silent (or true = header, false = normal)",
        );
    if !crate::interactive::have_tmux() {
        return;
    }
    // The screen: a profile without the key shows the title only; `normal` in the profile
    // shows the facts; the flag wins over the profile.
    let screen = |name: &str, profile: &str, extra: &str| {
        let mock = MockServer::start(vec![]);
        let t = Test::new().mock(&mock, API).write("p.json", profile);
        let extra = format!("--profile {} {extra}", t.path().join("p.json").display());
        let tmux = crate::interactive::start(&t, name, &extra);
        let p = tmux.wait_for("the status bar", |p| p.contains("mode:"));
        tmux.exit_by_ctrl_d();
        p
    };
    let p = screen("prof-default", "{}", "");
    assert!(p.contains("Enter send"), "the title line:\n{p}");
    assert!(
        !p.contains("  model "),
        "a profile defaults to header:\n{p}"
    );
    let p = screen("prof-normal", r#"{"quietStartup": "normal"}"#, "");
    assert!(p.contains("  model      mock/mock-model"), "{p}");
    let p = screen("prof-true", r#"{"quietStartup": true}"#, "");
    assert!(p.contains("Enter send") && !p.contains("  model "), "{p}");
    let p = screen("prof-flag", "{}", "--quiet-startup silent");
    assert!(!p.contains("Enter send"), "the flag wins:\n{p}");
}

#[test]
fn a_profiles_auth_file_gives_the_key() {
    // No key in the environment: the profile's authFile has it, and it wins over auth.json.
    let mock = MockServer::start(vec![Turn::text("ok")]);
    let t = Test::new()
        .mock(&mock, API)
        .env_remove("MOCK_API_KEY")
        .write(
            "keys.json",
            r#"{"mock": {"type": "api_key", "key": "profile-key-7"}}"#,
        );
    let keys = t.path().join("keys.json");
    std::fs::set_permissions(&keys, std::os::unix::fs::PermissionsExt::from_mode(0o600))
        .unwrap_or_else(|e| panic!("{e}"));
    let t = with_profile(t, &format!(r#"{{"authFile": "{}"}}"#, keys.display()));
    let out = t.args(&["-p", "hi"]).run();
    out.status(0).stdout("ok\n");
    assert!(!out.stderr.contains("authFile"), "{}", out.stderr);
    let sent = mock.model_requests()[0]
        .header("x-api-key")
        .map(String::from);
    assert_eq!(sent.as_deref(), Some("profile-key-7"));
    // A missing file is a config error naming it.
    let mock = MockServer::start(vec![Turn::text("ok")]);
    with_profile(Test::new().mock(&mock, API), r#"{"authFile": "nope.json"}"#)
        .args(&["-p", "hi"])
        .run()
        .status(3)
        .stderr_contains("the profile's \"authFile\" cannot be read");
}
