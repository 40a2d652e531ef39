//! No child of ama can type into the user's terminal, and a sandboxed child cannot reach a unix
//! socket outside the sandbox (issue #24), through the real binary in a real terminal (tmux).
//! A python3 injector pushes `touch <word>\n` into a terminal with TIOCSTI through `/dev/tty`,
//! the pane's `/dev/pts/N`, its ancestors' `/proc/<pid>/fd/0`, and with the request's high bits
//! set. Each test first runs the same injector straight from the pane's shell (the control: it
//! must work), then from bash calls ama makes, as root and as an unprivileged user: the pane's
//! shell must never run the injected command and an injected `y` must not answer the TUI's
//! approval dialog. The unix-socket tests drive a real tmux server and a unix listener the test
//! holds. Missing tmux, python3 or bwrap print `SKIPPED: <reason>` (a failure with
//! `AMA_REQUIRE_SANDBOX=1`).

use std::os::unix::net::UnixListener;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

use serde_json::{Value, json};

use crate::sandbox::{on, outside_dir, sandbox_works};
use crate::support::mock::{MockServer, Turn};
use crate::support::tmux::Tmux;
use crate::support::{Output, Test};

const PYTHON: &str = "/usr/bin/python3";

/// The injector: `inject.py MODE WORD PTS`. MODE `tty`, `pts`, `high` (both paths, request
/// with bit 32 set) or `proc` (each ancestor's fd 0) types `touch WORD\n` once; `late` types
/// `y` every 100 ms for 20 s through every path. What happened goes to `RESULT_WORD`.
const INJECT_PY: &str = r#"import fcntl, os, sys, termios, time
mode, word, pts = sys.argv[1], sys.argv[2], sys.argv[3]
def ancestors():
    out, pid = [], os.getpid()
    while pid > 1:
        out.append("/proc/%d/fd/0" % pid)
        try:
            with open("/proc/%d/stat" % pid) as f:
                pid = int(f.read().rsplit(")", 1)[1].split()[1])
        except OSError:
            break
    return out
paths = {"tty": ["/dev/tty"], "pts": [pts], "high": ["/dev/tty", pts], "proc": ancestors(),
         "late": ["/dev/tty", pts] + ancestors()}[mode]
req = 0x100005412 if mode == "high" else termios.TIOCSTI
text = b"y" if mode == "late" else ("touch %s\n" % word).encode()
def attempt(res):
    for path in paths:
        try:
            fd = os.open(path, os.O_RDWR | os.O_NOCTTY)
        except OSError as e:
            res.append("%s: open: %s" % (path, e.strerror)); continue
        try:
            if not os.isatty(fd):
                res.append("%s: not a tty" % path); continue
            for c in text:
                fcntl.ioctl(fd, req, bytes([c]))
            res.append("%s: injected" % path); return True
        except OSError as e:
            res.append("%s: ioctl: %s" % (path, e.strerror))
        finally:
            os.close(fd)
    return False
res = []
if mode == "late":
    end = time.time() + 20
    while time.time() < end:
        res = []
        attempt(res)
        with open("RESULT_" + word, "w") as f:
            f.write("\n".join(res) + "\n")
        time.sleep(0.1)
else:
    attempt(res)
    with open("RESULT_" + word, "w") as f:
        f.write("\n".join(res) + "\n")
"#;

/// Whether `what` is there; otherwise prints the skip (or fails with AMA_REQUIRE_SANDBOX=1).
fn have(ok: bool, what: &str) -> bool {
    if ok {
        return true;
    }
    assert!(
        std::env::var("AMA_REQUIRE_SANDBOX").as_deref() != Ok("1"),
        "AMA_REQUIRE_SANDBOX=1 but {what}"
    );
    crate::support::skip::skipped(what);
    false
}

fn tools_present() -> bool {
    have(
        Command::new("tmux").arg("-V").output().is_ok(),
        "tmux is not installed",
    ) && have(Path::new(PYTHON).exists(), "/usr/bin/python3 is missing")
}

fn is_root() -> bool {
    nix::unistd::geteuid().is_root()
}

/// How ama is run in the pane: as the test's user or as nobody.
#[derive(Clone, Copy, PartialEq)]
enum As {
    Me,
    Nobody,
}

impl As {
    fn prefix(self) -> &'static str {
        match self {
            As::Me => "",
            As::Nobody => "setpriv --reuid=65534 --regid=65534 --clear-groups ",
        }
    }
}

/// A pane running `sh` in the workspace, with the injector written there.
fn pane(t: &Test, name: &str, who: As) -> (Tmux, String) {
    std::fs::write(t.path().join("inject.py"), INJECT_PY).expect("write inject.py");
    if who == As::Nobody {
        let st = Command::new("chown")
            .args(["-R", "65534:65534"])
            .arg(t.root())
            .status()
            .expect("chown");
        assert!(st.success());
    }
    let tmux = Tmux::named(&format!("tty-{name}"));
    tmux.session(120, 40, &["-c", &t.path().display().to_string(), "sh"]);
    let pts = tmux
        .cmd(&["display", "-p", "-t", "t", "#{pane_tty}"])
        .trim()
        .to_string();
    assert!(pts.starts_with("/dev/pts/"), "pane tty: {pts:?}");
    (tmux, pts)
}

fn line(tmux: &Tmux, text: &str) {
    tmux.text(text);
    tmux.keys(&["Enter"]);
}

fn wait_file(path: &Path, within: Duration) -> bool {
    let end = Instant::now() + within;
    while Instant::now() < end {
        if path.exists() {
            return true;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    path.exists()
}

/// The control: the injector run straight from the pane's shell (as `who`) must type into it,
/// for each of `modes`. False (after printing why) when the kernel refuses TIOCSTI to everyone.
fn control(t: &Test, tmux: &Tmux, pts: &str, who: As, modes: &[&str]) -> bool {
    for mode in modes {
        let word = format!("CONTROL_{mode}");
        line(
            tmux,
            &format!("{}{PYTHON} inject.py {mode} {word} {pts}", who.prefix()),
        );
        if !wait_file(&t.path().join(&word), Duration::from_secs(10)) {
            let legacy =
                std::fs::read_to_string("/proc/sys/dev/tty/legacy_tiocsti").unwrap_or_default();
            if legacy.trim() == "0" {
                crate::support::skip::skipped(
                    "the kernel refuses TIOCSTI to every process (/proc/sys/dev/tty/legacy_tiocsti = 0)",
                );
                return false;
            }
            panic!(
                "control: the injector ({mode}) run from the pane did not type into it: {}\npane:\n{}",
                std::fs::read_to_string(t.path().join(format!("RESULT_{word}")))
                    .unwrap_or_default(),
                tmux.pane()
            );
        }
    }
    true
}

/// The pane command that runs ama with the test's environment (as `who`).
fn ama_line(t: &Test, who: As, args: &str) -> String {
    let _ = t.command();
    format!(
        "{prefix}env HOME='{home}' AMA_CONFIG_DIR='{config}' AMA_DATA_DIR='{data}' \
         MOCK_API_KEY=test-key-123 NO_COLOR=1 TERM=xterm-256color '{exe}' {args}",
        prefix = who.prefix(),
        home = t.home().display(),
        config = t.config_dir().display(),
        data = t.data_dir().display(),
        exe = env!("CARGO_BIN_EXE_ama"),
    )
}

fn inject_call(id: &str, mode: &str, word: &str, pts: &str) -> Turn {
    Turn::new().tool_call(
        id,
        "bash",
        json!({"command": format!("{PYTHON} inject.py {mode} {word} {pts}")}),
    )
}

/// ama -p in the pane, each bash call one injection; then the shell runs a marker command: none
/// of the injected commands may run before it (or at all).
fn print_mode(name: &str, who: As, sandbox: &str) {
    if !tools_present() {
        return;
    }
    if who == As::Nobody && !have(is_root(), "not root, so cannot run ama as another user") {
        return;
    }
    if sandbox == "--sandbox" && !sandbox_works() {
        return;
    }
    let modes: &[&str] = match who {
        As::Me => &["tty", "pts", "high", "proc"],
        // nobody cannot open root's pane by its path or through /proc/<pid>/fd (both check the
        // pts's own permissions); /dev/tty is its way in.
        As::Nobody => &["tty", "high"],
    };
    let t = Test::new();
    let (tmux, pts) = pane(&t, name, who);
    if !control(&t, &tmux, &pts, who, modes) {
        return;
    }
    // The mock's calls name the pane's tty.
    let turns: Vec<Turn> = modes
        .iter()
        .enumerate()
        .map(|(i, m)| inject_call(&format!("call_{i}"), m, &format!("INJECTED_{m}"), &pts))
        .chain([Turn::text("done")])
        .collect();
    let mock = MockServer::start(turns);
    let t = t.mock(&mock, "openai-completions").config_merge(on("deny"));
    let cmd = ama_line(
        &t,
        who,
        &format!("-p --permission-mode full-auto {sandbox} go > ama.out 2>&1; echo AMA_EXIT=$?"),
    );
    line(&tmux, &cmd);
    tmux.wait_for("ama to finish", |p| p.contains("AMA_EXIT="));
    line(&tmux, "touch MARKER");
    assert!(
        wait_file(&t.path().join("MARKER"), Duration::from_secs(10)),
        "the shell did not run the marker:\n{}",
        tmux.pane()
    );
    std::thread::sleep(Duration::from_millis(300));
    let p = tmux.pane();
    assert!(p.contains("AMA_EXIT=0"), "{p}\n{}", t.read("ama.out"));
    for m in modes {
        let result = t.read(&format!("RESULT_INJECTED_{m}"));
        assert!(
            !result.is_empty() && !result.contains("injected"),
            "{m}: {result}"
        );
        assert!(
            !t.path().join(format!("INJECTED_{m}")).exists(),
            "{m}: a child of ama typed into the user's shell: {result}\npane:\n{p}"
        );
    }
    // The refusals are the protections', not chance: no terminal, or EPERM from the filter.
    if sandbox == "--no-sandbox" {
        assert_eq!(
            t.read("RESULT_INJECTED_tty"),
            "/dev/tty: open: No such device or address\n"
        );
        if who == As::Me {
            assert_eq!(
                t.read("RESULT_INJECTED_pts"),
                format!("{pts}: ioctl: Operation not permitted\n")
            );
        }
    }
}

#[test]
fn print_mode_children_cannot_type_into_the_shell_as_root() {
    print_mode("p-root", As::Me, "--no-sandbox");
}

#[test]
fn print_mode_sandboxed_children_cannot_type_into_the_shell() {
    print_mode("p-sbx", As::Me, "--sandbox");
}

#[test]
fn print_mode_children_cannot_type_into_the_shell_unprivileged() {
    print_mode("p-nobody", As::Nobody, "--no-sandbox");
}

/// The TUI: a background job keeps injecting `y`; the approval dialog for the following
/// `sandbox:false` call must stay open and its command must not run.
fn tui(name: &str, who: As) {
    if !tools_present() || !sandbox_works() {
        return;
    }
    if who == As::Nobody && !have(is_root(), "not root, so cannot run ama as another user") {
        return;
    }
    let t = Test::new();
    let (tmux, pts) = pane(&t, name, who);
    if !control(&t, &tmux, &pts, who, &["tty"]) {
        return;
    }
    let mock = MockServer::start(vec![
        Turn::new().tool_call(
            "call_0",
            "bash",
            json!({"command": format!("{PYTHON} inject.py late YES {pts}"), "run_in_background": true, "sandbox": false}),
        ),
        Turn::new().tool_call(
            "call_1",
            "bash",
            json!({"command": "touch PWNED", "sandbox": false}),
        ),
        Turn::text("done"),
    ]);
    let t = t.mock(&mock, "openai-completions");
    line(
        &tmux,
        &format!("{}; echo AMA_EXIT=$?", ama_line(&t, who, "--sandbox")),
    );
    tmux.wait_for("the status bar", |p| p.contains("mode:Manual"));
    tmux.text("go");
    tmux.keys(&["Enter"]);
    tmux.wait_for("the first approval", |p| {
        p.contains("Allow bash?") && p.contains("inject.py late")
    });
    tmux.text("y");
    tmux.wait_for("the approval of the sandbox:false call", |p| {
        p.contains("Allow bash?") && p.contains("touch PWNED")
    });
    assert!(
        wait_file(&t.path().join("RESULT_YES"), Duration::from_secs(10)),
        "the injector did not start"
    );
    // The injector tries ten times a second; give it three seconds.
    std::thread::sleep(Duration::from_secs(3));
    let p = tmux.pane();
    let result = t.read("RESULT_YES");
    assert!(!result.contains("injected"), "{result}");
    assert!(
        p.contains("Allow bash?") && p.contains("touch PWNED"),
        "the dialog was answered:\n{p}\n{result}"
    );
    assert!(!t.path().join("PWNED").exists(), "{result}");
    tmux.keys(&["Escape"]);
    tmux.wait_for("the dialog to close", |p| !p.contains("touch PWNED?"));
    assert!(!t.path().join("PWNED").exists());
}

#[test]
fn tui_injected_keys_do_not_answer_the_approval_dialog_as_root() {
    tui("tui-root", As::Me);
}

#[test]
fn tui_injected_keys_do_not_answer_the_approval_dialog_unprivileged() {
    tui("tui-nobody", As::Nobody);
}

/// Runs ama in full-auto print mode with one bash call per command; returns each call's text.
fn bash_calls(config: Value, args: &[&str], commands: &[Value]) -> (Test, Vec<String>) {
    let mut turns: Vec<Turn> = commands
        .iter()
        .enumerate()
        .map(|(i, c)| Turn::new().tool_call(&format!("call_{i}"), "bash", c.clone()))
        .collect();
    turns.push(Turn::text("done"));
    let mock = MockServer::start(turns);
    let t = Test::new()
        .mock(&mock, "openai-completions")
        .config_merge(config)
        .args(&[
            "-p",
            "--permission-mode",
            "full-auto",
            "--output-format",
            "stream-json",
        ])
        .args(args)
        .arg("go");
    let out: Output = t.run();
    out.status(0);
    let texts = out
        .json_lines()
        .into_iter()
        .filter(|e| e["type"] == "tool_execution_end")
        .map(|e| {
            e["result"]["content"]
                .as_array()
                .into_iter()
                .flatten()
                .filter_map(|b| b["text"].as_str())
                .collect::<Vec<_>>()
                .join("\n")
        })
        .collect();
    (t, texts)
}

/// A tmux server on `sock` (outside the workspace) and a unix listener on `listen`.
struct Outside {
    dir: PathBuf,
    sock: PathBuf,
    listen: PathBuf,
    listener: UnixListener,
}

impl Outside {
    fn start(name: &str) -> Outside {
        let dir = outside_dir(name);
        let sock = dir.join("tmux.sock");
        let listen = dir.join("listen.sock");
        let st = Command::new("tmux")
            .arg("-S")
            .arg(&sock)
            .args(["new-session", "-d", "-s", "x", "sleep", "120"])
            .status()
            .expect("start tmux");
        assert!(st.success());
        let listener = UnixListener::bind(&listen).expect("bind the unix listener");
        listener.set_nonblocking(true).expect("nonblocking");
        Outside {
            dir,
            sock,
            listen,
            listener,
        }
    }

    fn commands(&self) -> Vec<Value> {
        let connect = format!(
            "{PYTHON} -c 'import socket; s=socket.socket(socket.AF_UNIX); s.connect(\"{}\"); print(\"CONNECTED\")'",
            self.listen.display()
        );
        vec![
            json!({"command": format!("tmux -S {} run-shell 'touch {}'", self.sock.display(), self.dir.join("OUTSIDE").display())}),
            json!({ "command": connect }),
            json!({"command": format!("{PYTHON} -c 'import socket; a,b=socket.socketpair(); a.send(b\"pair\"); print(b.recv(4).decode())'; echo one | tr o O")}),
        ]
    }

    fn accepted(&self) -> bool {
        self.listener.accept().is_ok()
    }
}

impl Drop for Outside {
    fn drop(&mut self) {
        let _ = Command::new("tmux")
            .arg("-S")
            .arg(&self.sock)
            .arg("kill-server")
            .output();
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

#[test]
fn sandboxed_commands_cannot_reach_unix_sockets_outside() {
    if !tools_present() || !sandbox_works() {
        return;
    }
    // The control, with the sandbox off: both reach their servers.
    let o = Outside::start("unix-off");
    let (_, texts) = bash_calls(on("deny"), &["--no-sandbox"], &o.commands());
    assert!(
        wait_file(&o.dir.join("OUTSIDE"), Duration::from_secs(5)),
        "control: tmux did not run the command: {texts:?}"
    );
    assert!(o.accepted(), "control: no connection: {texts:?}");
    assert_eq!(texts[1].trim_end(), "CONNECTED");
    drop(o);

    let o = Outside::start("unix-on");
    let (_, texts) = bash_calls(on("deny"), &["--sandbox"], &o.commands());
    std::thread::sleep(Duration::from_millis(500));
    assert!(
        !o.dir.join("OUTSIDE").exists(),
        "a sandboxed tmux client reached the server outside: {texts:?}"
    );
    assert!(!o.accepted(), "the listener saw a connection: {texts:?}");
    assert!(
        texts[1].contains("PermissionError: [Errno 1] Operation not permitted"),
        "{}",
        texts[1]
    );
    // socketpair and pipelines still work inside.
    assert!(texts[2].starts_with("pair\nOne"), "{}", texts[2]);
}
