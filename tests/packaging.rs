//! Packaging and deployment: `ama doctor` on healthy and broken setups, shell completions that
//! the shells accept, runs with no HOME (as in a bare container), and proxies. The static binary,
//! the container root and the offline build have their own make targets (`check-container`,
//! `check-offline`).

use std::process::Command;

use serde_json::{Value, json};

use crate::support::Test;
use crate::support::mock::{MockServer, Turn};

/// The check named `name` (and, for per-provider checks, labelled `provider`) in a JSON report.
fn check<'a>(report: &'a Value, section: &str, name: &str) -> &'a Value {
    let sections = report["sections"].as_array().expect("sections array");
    let section = sections
        .iter()
        .find(|s| s["name"] == section)
        .unwrap_or_else(|| panic!("no section {section} in {report:#}"));
    let checks = section["checks"].as_array().expect("checks array");
    checks
        .iter()
        .find(|c| c["name"] == name || c["provider"] == name)
        .unwrap_or_else(|| panic!("no check {name} in {section:#}"))
}

#[test]
fn doctor_on_a_healthy_setup() {
    let mock = MockServer::start(vec![]);
    let t = Test::new()
        .mock(&mock, "openai-completions")
        .args(&["doctor"]);
    let out = t.run();
    out.status(0)
        .stdout_contains("healthy: no problems")
        .stdout_contains("default model    mock/mock-model · key from env (MOCK_API_KEY)");
    assert!(!out.stdout.contains("test-key-123"), "doctor printed a key");
    for section in [
        "ama", "config", "models", "storage", "network", "terminal", "tools", "sandbox",
    ] {
        assert!(out.stdout.contains(&format!("\n{section}\n")) || out.stdout.starts_with(section));
    }
    out.stdout_contains("bash sandbox");
    assert!(
        mock.requests().is_empty(),
        "doctor without --online made a request"
    );

    let t = t.clear_args().args(&["doctor", "--json"]);
    let out = t.run();
    out.status(0);
    let report = out.json();
    assert_eq!(report["ok"], true);
    assert_eq!(report["version"], env!("CARGO_PKG_VERSION"));
    assert_eq!(check(&report, "ama", "target")["static"], false);
    let mock_provider = check(&report, "models", "mock");
    assert_eq!(mock_provider["keySource"], "env");
    assert_eq!(mock_provider["keyEnv"], "MOCK_API_KEY");
    assert_eq!(
        mock_provider["models"],
        json!([{"model": "mock/mock-model", "hasKey": true}])
    );
    assert_eq!(check(&report, "models", "anthropic")["hasKey"], false);
    assert_eq!(check(&report, "config", "userConfig")["found"], true);
    assert_eq!(check(&report, "storage", "dataDir")["fallback"], false);
    assert!(check(&report, "sandbox", "sandbox")["kind"].is_string());
    assert!(!out.stdout.contains("test-key-123"), "doctor printed a key");
}

#[test]
fn doctor_counts_sessions_and_never_shows_auth_keys() {
    let mock = MockServer::start(vec![]);
    let t = Test::new().mock(&mock, "openai-completions");
    let sessions = t.data_dir().join("sessions").join("work-proj");
    std::fs::create_dir_all(&sessions).expect("mkdir sessions");
    std::fs::write(sessions.join("a_1.jsonl"), "{}\n").expect("write session");
    std::fs::write(sessions.join("b_2.jsonl"), "{}\n{}\n").expect("write session");
    let auth = t.data_dir().join("auth.json");
    std::fs::write(&auth, r#"{"anthropic": "sk-ant-secret-999"}"#).expect("write auth.json");
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(&auth, std::fs::Permissions::from_mode(0o644)).expect("chmod");
    let out = t.args(&["doctor", "--json"]).run();
    out.status(0);
    assert!(
        !out.stdout.contains("sk-ant-secret-999"),
        "doctor printed a key"
    );
    let report = out.json();
    let s = check(&report, "storage", "sessionsDir");
    assert_eq!(
        (s["files"].as_u64(), s["bytes"].as_u64()),
        (Some(2), Some(9))
    );
    let a = check(&report, "config", "authFile");
    assert_eq!(a["status"], "warning", "{a}");
    assert!(a["fix"].as_str().is_some_and(|f| f.contains("chmod 600")));
    assert_eq!(
        check(&report, "models", "anthropic")["keySource"],
        "auth-file"
    );
}

#[test]
fn doctor_reports_bad_json_in_the_config() {
    let t = Test::new().args(&["doctor"]);
    std::fs::write(
        t.config_dir().join("config.json"),
        "{\"model\": \"mock/x\",,}",
    )
    .expect("write config");
    let out = t.run();
    out.status(1)
        .stdout_contains("problem  config.json")
        .stdout_contains("config.json` is invalid: ")
        .stdout_contains("fix the JSON, or move the file aside")
        .stdout_contains("found, 0 warnings:");
    let out = t.clear_args().args(&["doctor", "--json"]).run();
    out.status(1);
    let report = out.json();
    assert_eq!(report["ok"], false);
    assert_eq!(check(&report, "config", "userConfig")["status"], "problem");
    // The rest of the report is still there.
    assert_eq!(check(&report, "tools", "shell")["status"], "ok");
}

#[test]
fn doctor_reports_a_missing_key() {
    let t = Test::new()
        .config(json!({"model": "anthropic/claude-sonnet-4-5"}))
        .args(&["doctor"]);
    let out = t.run();
    out.status(1)
        .stdout_contains("problem  default model    anthropic/claude-sonnet-4-5: no API key for provider `anthropic`")
        .stdout_contains("set the environment variable `ANTHROPIC_API_KEY`");
    let report = t.clear_args().args(&["doctor", "--json"]).run().json();
    let d = check(&report, "models", "defaultModel");
    assert_eq!(d["status"], "problem");
    assert_eq!(d["model"], "anthropic/claude-sonnet-4-5");
}

#[test]
fn doctor_reports_a_retry_setting_of_the_wrong_type() {
    let mock = MockServer::start(vec![]);
    let t = Test::new()
        .mock(&mock, "openai-completions")
        .config_merge(json!({"retry": {"maxRetries": "three"}}))
        .args(&["doctor", "--json"]);
    let out = t.run();
    out.status(1);
    let r = check(&out.json(), "config", "retry")["detail"].clone();
    assert_eq!(
        r,
        "\"retry.maxRetries\" has the wrong type; see README, Retries"
    );
    // A run with the same config stops with the config exit code.
    t.clear_args().args(&["-p", "hi"]).run().status(3);
}

#[test]
fn doctor_online_reaches_the_provider_and_reports_an_unreachable_one() {
    let mock = MockServer::start(vec![]);
    let out = Test::new()
        .mock(&mock, "anthropic-messages")
        .args(&["doctor", "--online", "--json"])
        .run();
    out.status(0);
    let report = out.json();
    let reach = check(&report, "network", "mock");
    assert_eq!(reach["status"], "ok", "{reach}");
    assert_eq!(reach["httpStatus"], 200);
    let requests = mock.requests();
    assert_eq!(requests.len(), 1);
    assert_eq!(
        (requests[0].method.as_str(), requests[0].path.as_str()),
        ("GET", "/v1/models")
    );
    assert_eq!(requests[0].header("x-api-key"), Some("test-key-123"));

    // A port nothing listens on: refused at once.
    let closed = std::net::TcpListener::bind("127.0.0.1:0").expect("bind");
    let port = closed.local_addr().expect("addr").port();
    drop(closed);
    let out = Test::new()
        .mock(&mock, "openai-completions")
        .config_merge(
            json!({"providers": {"mock": {"baseUrl": format!("http://127.0.0.1:{port}/v1")}}}),
        )
        .args(&["doctor", "--online", "--timeout", "5"])
        .run();
    out.status(1)
        .stdout_contains(&format!("cannot reach `http://127.0.0.1:{port}/v1/models`"))
        .stdout_contains("HTTPS_PROXY / NO_PROXY");
}

#[test]
fn doctor_rejects_unknown_flags() {
    Test::new()
        .args(&["doctor", "--bogus"])
        .run()
        .status(2)
        .stderr_contains(
            "ama doctor: invalid option '--bogus'; it takes --online, --json, --timeout, --help",
        );
}

#[test]
fn a_prompt_that_says_doctor_is_still_a_prompt() {
    let mock = MockServer::start(vec![Turn::text("prompted")]);
    Test::new()
        .mock(&mock, "openai-completions")
        .args(&["-p", "doctor"])
        .run()
        .status(0)
        .stdout("prompted\n");
}

/// Runs `shell flag script` and asserts it accepts the script; skips shells that are not installed.
fn shell_accepts(shell: &str, flag: &str, script: &str) {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join(format!("ama.{shell}"));
    std::fs::write(&path, script).expect("write script");
    match Command::new(shell).arg(flag).arg(&path).output() {
        Ok(o) => assert!(
            o.status.success(),
            "{shell} {flag} rejected the script: {}\n{script}",
            String::from_utf8_lossy(&o.stderr)
        ),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            assert_ne!(shell, "bash", "bash is needed for this test");
        }
        Err(e) => panic!("run {shell}: {e}"),
    }
}

#[test]
fn completions_load_in_their_shells() {
    for (shell, flag) in [("bash", "-n"), ("zsh", "-n"), ("fish", "--no-execute")] {
        let out = Test::new().args(&["completions", shell]).run();
        out.status(0).stdout_contains("output-format");
        shell_accepts(shell, flag, &out.stdout);
    }
    // bash really completes from it.
    let script = Test::new()
        .args(&["completions", "bash"])
        .run()
        .stdout
        .clone();
    let probe = format!(
        "{script}\nCOMP_WORDS=(ama --thinking h); COMP_CWORD=2; _ama; echo \"${{COMPREPLY[*]}}\"\n\
         COMP_WORDS=(ama doc); COMP_CWORD=1; _ama; echo \"${{COMPREPLY[*]}}\"\n\
         COMP_WORDS=(ama sessions l); COMP_CWORD=2; _ama; echo \"${{COMPREPLY[*]}}\"\n\
         COMP_WORDS=(ama permissions check --mo); COMP_CWORD=3; _ama; echo \"${{COMPREPLY[*]}}\"\n\
         COMP_WORDS=(ama --permission-mode full); COMP_CWORD=2; _ama; echo \"${{COMPREPLY[*]}}\"\n"
    );
    let o = Command::new("bash")
        .arg("-c")
        .arg(probe)
        .output()
        .expect("run bash");
    assert_eq!(
        String::from_utf8_lossy(&o.stdout),
        "high\ndoctor\nlist\n--mode\nfull-auto\n"
    );
    Test::new()
        .args(&["completions", "powershell"])
        .run()
        .status(2)
        .stderr_contains("takes one shell, bash, zsh or fish");
}

#[test]
fn print_mode_runs_with_home_unset_and_keeps_state_in_temp() {
    let mock = MockServer::start(vec![
        Turn::new().tool_call("call_1", "bash", json!({"command": "seq 1 3000"})),
        Turn::text("counted"),
    ]);
    let t = Test::new().mock(&mock, "openai-completions").args(&[
        "-p",
        "--permission-mode",
        "full-auto",
        "count",
    ]);
    let tmp = t.root().join("tmp");
    std::fs::create_dir(&tmp).expect("mkdir tmp");
    let t = t
        .env_remove("HOME")
        .env_remove("AMA_DATA_DIR")
        .env("TMPDIR", &tmp);
    let out = t.run();
    out.status(0).stdout("counted\n").stderr_contains(
        "warning: HOME is not set, so there is no data directory; state goes to `",
    );
    let uid = nix::unistd::getuid().as_raw();
    let state = tmp.join(format!("ama-{uid}"));
    use std::os::unix::fs::PermissionsExt;
    let mode = std::fs::metadata(&state)
        .expect("fallback dir")
        .permissions()
        .mode();
    assert_eq!(mode & 0o777, 0o700);
    let spilled = std::fs::read_dir(state.join("tool-output")).expect("tool output spilled");
    assert_eq!(spilled.count(), 1);

    let out = t.clear_args().args(&["doctor", "--json"]).run();
    out.status(0);
    let report = out.json();
    let data = check(&report, "storage", "dataDir");
    assert_eq!(
        (data["status"].as_str(), data["fallback"].as_bool()),
        (Some("warning"), Some(true))
    );
}

#[test]
fn an_unwritable_data_dir_falls_back_with_a_warning() {
    let mock = MockServer::start(vec![]);
    let t = Test::new().mock(&mock, "openai-completions");
    let blocker = t.root().join("not-a-dir");
    std::fs::write(&blocker, "x").expect("write file");
    let tmp = t.root().join("tmp");
    std::fs::create_dir(&tmp).expect("mkdir tmp");
    let out = t
        .env("AMA_DATA_DIR", blocker.join("ama"))
        .env("TMPDIR", &tmp)
        .args(&["doctor"])
        .run();
    out.status(0)
        .stdout_contains("warning  data dir")
        .stdout_contains("is a file")
        .stdout_contains("set AMA_DATA_DIR to a writable directory");
}

/// A CONNECT proxy on 127.0.0.1 that records each CONNECT target and tunnels to loopback only.
struct ConnectProxy {
    url: String,
    targets: std::sync::Arc<std::sync::Mutex<Vec<String>>>,
}

impl ConnectProxy {
    fn start() -> ConnectProxy {
        let listener = std::net::TcpListener::bind("127.0.0.1:0").expect("bind proxy");
        let url = format!("http://{}", listener.local_addr().expect("proxy addr"));
        let targets = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
        let seen = targets.clone();
        std::thread::spawn(move || {
            for client in listener.incoming().flatten() {
                let seen = seen.clone();
                std::thread::spawn(move || tunnel(client, &seen));
            }
        });
        ConnectProxy { url, targets }
    }

    fn targets(&self) -> Vec<String> {
        self.targets
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .clone()
    }
}

fn tunnel(mut client: std::net::TcpStream, seen: &std::sync::Mutex<Vec<String>>) {
    use std::io::{Read, Write};
    let mut head = Vec::new();
    let mut byte = [0u8; 1];
    while !head.ends_with(b"\r\n\r\n") && head.len() < 8192 {
        match client.read(&mut byte) {
            Ok(1) => head.push(byte[0]),
            _ => return,
        }
    }
    let head = String::from_utf8_lossy(&head).into_owned();
    let target = head.split_whitespace().nth(1).unwrap_or("").to_string();
    seen.lock()
        .unwrap_or_else(|e| e.into_inner())
        .push(target.clone());
    let loopback = target.starts_with("127.0.0.1:") && head.starts_with("CONNECT ");
    let upstream = if loopback {
        std::net::TcpStream::connect(&target).ok()
    } else {
        None
    };
    let Some(upstream) = upstream else {
        let _ = client.write_all(b"HTTP/1.1 403 Forbidden\r\ncontent-length: 0\r\n\r\n");
        return;
    };
    let _ = client.write_all(b"HTTP/1.1 200 Connection established\r\n\r\n");
    let (mut up_read, mut client_write) = match (upstream.try_clone(), client.try_clone()) {
        (Ok(u), Ok(c)) => (u, c),
        _ => return,
    };
    let (mut up_write, mut client_read) = (upstream, client);
    std::thread::spawn(move || {
        let _ = std::io::copy(&mut up_read, &mut client_write);
        let _ = client_write.shutdown(std::net::Shutdown::Write);
    });
    let _ = std::io::copy(&mut client_read, &mut up_write);
    let _ = up_write.shutdown(std::net::Shutdown::Write);
}

#[test]
fn proxies_are_honoured_and_no_proxy_bypasses_them() {
    let proxy = ConnectProxy::start();
    let mock = MockServer::start(vec![
        Turn::text("via proxy"),
        Turn::text("direct"),
        Turn::text("https proxy unused"),
    ]);
    let target = mock.url().trim_start_matches("http://").to_string();
    let t = Test::new()
        .mock(&mock, "openai-completions")
        .env_remove("NO_PROXY")
        .env_remove("no_proxy")
        .env("HTTP_PROXY", &proxy.url)
        .args(&["-p", "hi"]);
    t.run().status(0).stdout("via proxy\n");
    assert_eq!(
        proxy.targets(),
        vec![target.clone()],
        "the request went through HTTP_PROXY"
    );

    let t = t.env("NO_PROXY", "localhost,127.0.0.1");
    t.run().status(0).stdout("direct\n");
    assert_eq!(proxy.targets().len(), 1, "NO_PROXY bypassed the proxy");

    // An http:// endpoint does not use HTTPS_PROXY.
    Test::new()
        .mock(&mock, "openai-completions")
        .env("HTTPS_PROXY", &proxy.url)
        .args(&["-p", "hi"])
        .run()
        .status(0)
        .stdout("https proxy unused\n");
    assert_eq!(proxy.targets().len(), 1);
}
