//! Doctor checks of the machine around ama: proxies and TLS roots, the terminal, git and a shell
//! for the bash tool, and the OS sandbox (`sandbox::detect`).

use std::path::Path;
use std::process::{Command, Stdio};

use super::{Check, Status, plural};

/// Proxies and TLS roots as `ai::http` will use them; no connection is made.
pub fn network() -> Vec<Check> {
    let mut out = Vec::new();
    let mut set = Vec::new();
    let mut invalid = Vec::new();
    for var in ["HTTPS_PROXY", "HTTP_PROXY", "ALL_PROXY", "NO_PROXY"] {
        let lower = var.to_ascii_lowercase();
        let Some((name, value)) = [var, lower.as_str()]
            .into_iter()
            .find_map(|n| Some((n, std::env::var(n).ok().filter(|v| !v.is_empty())?)))
        else {
            continue;
        };
        if var != "NO_PROXY" && ureq::Proxy::new(&value).is_err() {
            invalid.push(format!("{name}=`{}`", without_credentials(&value)));
        }
        set.push(format!("{name}={}", without_credentials(&value)));
    }
    out.push(if !invalid.is_empty() {
        Check::new(
            "proxy",
            Status::Warning,
            format!(
                "{} cannot be parsed, so ama connects directly",
                invalid.join(", ")
            ),
        )
        .fix("use a URL such as http://proxy.example:3128")
    } else if set.is_empty() {
        Check::new("proxy", Status::Info, "none: direct connections")
    } else {
        Check::new("proxy", Status::Ok, set.join(", "))
    });
    out.push(tls_roots());
    out
}

/// `scheme://host:port` of a proxy URL, without user and password.
fn without_credentials(url: &str) -> String {
    match (url.split_once("://"), url.rsplit_once('@')) {
        (Some((scheme, _)), Some((_, host))) => format!("{scheme}://***@{host}"),
        _ => url.to_string(),
    }
}

fn tls_roots() -> Check {
    let embedded = webpki_roots::TLS_SERVER_ROOTS.len();
    let mut found = 0usize;
    let mut sources = Vec::new();
    let mut unreadable = Vec::new();
    let count_file =
        |p: &Path, found: &mut usize, unreadable: &mut Vec<String>| match std::fs::read(p) {
            Ok(bytes) => {
                let certs = ureq::tls::parse_pem(&bytes)
                    .flatten()
                    .filter(|i| matches!(i, ureq::tls::PemItem::Certificate(_)))
                    .count();
                *found += certs;
            }
            Err(e) => unreadable.push(format!("`{}` ({e})", p.display())),
        };
    if let Some(file) = std::env::var_os("SSL_CERT_FILE").filter(|v| !v.is_empty()) {
        sources.push(format!("SSL_CERT_FILE={}", Path::new(&file).display()));
        count_file(Path::new(&file), &mut found, &mut unreadable);
    }
    if let Some(dirs) = std::env::var_os("SSL_CERT_DIR").filter(|v| !v.is_empty()) {
        sources.push(format!("SSL_CERT_DIR={}", Path::new(&dirs).display()));
        for dir in std::env::split_paths(&dirs) {
            match std::fs::read_dir(&dir) {
                Ok(entries) => {
                    for e in entries.flatten() {
                        if e.path().is_file() {
                            count_file(&e.path(), &mut found, &mut unreadable);
                        }
                    }
                }
                Err(e) => unreadable.push(format!("`{}` ({e})", dir.display())),
            }
        }
    }
    if sources.is_empty() {
        return Check::new(
            "tlsRoots",
            Status::Ok,
            format!("{embedded} embedded webpki roots (no system CA store needed)"),
        )
        .label("TLS roots")
        .data("embedded", true)
        .data("certificates", embedded);
    }
    if found == 0 {
        return Check::new(
            "tlsRoots",
            Status::Warning,
            format!(
                "{} gave no certificates{}; the {embedded} embedded roots apply",
                sources.join(", "),
                if unreadable.is_empty() {
                    String::new()
                } else {
                    format!(" (cannot read {})", unreadable.join(", "))
                }
            ),
        )
        .label("TLS roots")
        .fix("point SSL_CERT_FILE at a PEM bundle, or unset it")
        .data("embedded", true)
        .data("certificates", embedded);
    }
    Check::new(
        "tlsRoots",
        Status::Ok,
        format!(
            "{} from {} (they replace the embedded roots)",
            plural(found, "certificate"),
            sources.join(", ")
        ),
    )
    .label("TLS roots")
    .data("embedded", false)
    .data("certificates", found)
}

pub fn terminal() -> Vec<Check> {
    use std::io::IsTerminal;
    let yes_no = |b: bool| if b { "yes" } else { "no" };
    let (i, o, e) = (
        std::io::stdin().is_terminal(),
        std::io::stdout().is_terminal(),
        std::io::stderr().is_terminal(),
    );
    let var = |n: &str| std::env::var(n).ok().filter(|v| !v.is_empty());
    let term = var("TERM");
    let colors = if var("NO_COLOR").is_some() {
        "off (NO_COLOR is set)"
    } else if var("COLORTERM").is_some_and(|c| c == "truecolor" || c == "24bit") {
        "24-bit"
    } else if term.as_deref().is_some_and(|t| t.contains("256color")) {
        "256"
    } else if term.as_deref().is_none_or(|t| t == "dumb") {
        "none"
    } else {
        "16"
    };
    let locale = ["LC_ALL", "LC_CTYPE", "LANG"].into_iter().find_map(var);
    let utf8 = locale.as_deref().is_some_and(|l| {
        let l = l.to_ascii_lowercase();
        l.contains("utf-8") || l.contains("utf8")
    });
    let size = window_size();
    vec![
        Check::new(
            "tty",
            Status::Info,
            format!(
                "stdin {}, stdout {}, stderr {}",
                yes_no(i),
                yes_no(o),
                yes_no(e)
            ),
        )
        .label("terminal")
        .data("stdin", i)
        .data("stdout", o)
        .data("stderr", e),
        Check::new(
            "colors",
            Status::Info,
            format!(
                "{colors} (TERM={})",
                term.clone().unwrap_or_else(|| "unset".into())
            ),
        )
        .data("term", term)
        .data("colors", colors),
        Check::new(
            "size",
            Status::Info,
            match size {
                Some((c, r)) => format!("{c} columns × {r} rows"),
                None => "unknown (not a terminal)".into(),
            },
        )
        .data("columns", size.map(|s| s.0))
        .data("rows", size.map(|s| s.1)),
        Check::new(
            "locale",
            Status::Info,
            format!(
                "{} ({})",
                if utf8 { "UTF-8" } else { "not UTF-8" },
                locale.unwrap_or_else(|| "no LANG, LC_CTYPE or LC_ALL".into())
            ),
        )
        .data("utf8", utf8),
    ]
}

/// Columns and rows of the terminal on stdout or stderr.
fn window_size() -> Option<(u16, u16)> {
    use nix::libc;
    for fd in [libc::STDOUT_FILENO, libc::STDERR_FILENO] {
        let mut ws = libc::winsize {
            ws_row: 0,
            ws_col: 0,
            ws_xpixel: 0,
            ws_ypixel: 0,
        };
        // SAFETY: TIOCGWINSZ writes one `winsize` into the valid, exclusively borrowed `ws`.
        let rc = unsafe { libc::ioctl(fd, libc::TIOCGWINSZ, &mut ws) };
        if rc == 0 && ws.ws_col > 0 {
            return Some((ws.ws_col, ws.ws_row));
        }
    }
    None
}

/// A `git` command under the child filter (no terminal injection). It stays in ama's process
/// group so the reaper leaves it to this `Command` (`seccomp::filter_command`).
fn git_command() -> Command {
    let mut cmd = Command::new("git");
    crate::sandbox::seccomp::filter_command(
        &mut cmd,
        crate::sandbox::seccomp::Rules {
            deny_unix_sockets: false,
        },
    );
    cmd
}

pub fn tools() -> Vec<Check> {
    let git = git_command()
        .arg("--version")
        .stdin(Stdio::null())
        .stderr(Stdio::null())
        .output();
    let mut out = vec![match git {
        Ok(o) if o.status.success() => {
            let v = String::from_utf8_lossy(&o.stdout).trim().to_string();
            Check::new("git", Status::Ok, v.clone()).data("version", v)
        }
        Ok(o) => Check::new(
            "git",
            Status::Warning,
            format!("`git --version` failed ({})", o.status),
        )
        .fix("reinstall git"),
        Err(e) => Check::new("git", Status::Warning, format!("not found on PATH ({e})"))
            .fix("install git so the model can inspect history and diffs"),
    }];
    let repo = git_command()
        .args(["rev-parse", "--show-toplevel"])
        .stdin(Stdio::null())
        .stderr(Stdio::null())
        .output();
    if let Ok(o) = repo {
        let top = String::from_utf8_lossy(&o.stdout).trim().to_string();
        out.push(if o.status.success() && !top.is_empty() {
            Check::new("gitRepo", Status::Info, format!("`{top}`")).label("git repo")
        } else {
            Check::new(
                "gitRepo",
                Status::Info,
                "the current directory is not in a git repository",
            )
            .label("git repo")
        });
    }
    // The bash tool runs `bash` from PATH, else /bin/sh (tools::bash::spawn_shell).
    out.push(match (on_path("bash"), Path::new("/bin/sh").exists()) {
        (Some(bash), _) => Check::new(
            "shell",
            Status::Ok,
            format!("`{}` (the bash tool's shell)", bash.display()),
        ),
        (None, true) => Check::new(
            "shell",
            Status::Ok,
            "/bin/sh (no bash on PATH; the bash tool uses sh)",
        ),
        (None, false) => Check::new(
            "shell",
            Status::Warning,
            "no bash on PATH and no /bin/sh: the bash tool cannot run commands",
        )
        .fix("add a shell to the image, or leave bash out with `--tools read,write,edit,grep,glob,ls`"),
    });
    out
}

/// The first executable file called `name` in a PATH directory.
fn on_path(name: &str) -> Option<std::path::PathBuf> {
    use std::os::unix::fs::PermissionsExt;
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .map(|dir| dir.join(name))
        .find(|p| {
            std::fs::metadata(p).is_ok_and(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
        })
}

/// The OS sandbox: what the probe found (kind, program, network and writes, why) and whether
/// bash runs inside it (`sandbox.bash`).
pub fn sandbox(settings: &crate::config::settings::Settings) -> Vec<Check> {
    use crate::sandbox::detect;
    let home = crate::config::paths::home();
    let mut config = settings.sandbox(home.as_deref());
    if let Ok(cwd) = std::env::current_dir() {
        let project = crate::config::project::ProjectFile::read(&cwd);
        crate::config::sandbox_project::apply(&mut config, &project);
    }
    let status = detect::status(config.enabled);
    let program = status.program.as_ref().map(|p| p.display().to_string());
    let off = detect::env_off() || !config.enabled;
    let level = match (status.kind, off) {
        (_, true) => Status::Info,
        (detect::Kind::None | detect::Kind::Unshare, false) if config.bash => Status::Warning,
        (detect::Kind::None | detect::Kind::Unshare, false) => Status::Info,
        _ => Status::Ok,
    };
    let detail = format!("{}: {}", status.kind.as_str(), status.reason);
    let mut out = vec![
        Check::new("sandbox", level, detail)
            .data("probed", !off)
            .data("kind", status.kind.as_str())
            .data("program", program)
            .data("isolatesNetwork", status.isolates_network)
            .data("restrictsWrites", status.restricts_writes)
            .data("reason", status.reason.clone()),
    ];
    let active = config.bash && status.confines_bash();
    let bash = match (config.bash, active) {
        (false, _) => "off (sandbox.bash is \"off\"): bash runs without the OS sandbox".to_string(),
        (true, true) => format!(
            "on: bash runs inside {} (network {})",
            status.kind.as_str(),
            if config.network_allow { "allowed" } else { "denied" }
        ),
        (true, false) => "sandbox.bash is \"auto\" but no sandbox that restricts writes is available, so bash runs without it".to_string(),
    };
    let mut bash_check = Check::new(
        "sandboxBash",
        if config.bash && !active {
            Status::Warning
        } else {
            Status::Info
        },
        bash,
    )
    .label("bash sandbox")
    .data("enabled", config.bash)
    .data("active", active)
    .data(
        "network",
        if config.network_allow {
            "allow"
        } else {
            "deny"
        },
    );
    if config.bash && !active {
        bash_check = bash_check.fix(status.reason.clone());
    } else if !config.bash && status.confines_bash() {
        bash_check = bash_check
            .fix("set \"sandbox\": {\"bash\": \"auto\"} in config.json to run bash inside it");
    }
    out.push(bash_check);
    for w in config.warnings {
        out.push(Check::new("sandboxConfig", Status::Warning, w).label("sandbox config"));
    }
    out
}
