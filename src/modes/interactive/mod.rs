//! Interactive mode (issue #13): the terminal UI over `agent::Agent`. `start` sets up the
//! terminal (falling back to line mode when that fails), the agent and the signal handler;
//! `run.rs` is the event loop; `approval.rs` converts approval requests for the dialog and for
//! line mode.

pub(crate) mod approval;
mod attach;
mod slash;
mod completion;
mod header;
mod nested_paths;
mod resource_list;
pub(crate) mod plan_question;
mod run;
pub(crate) mod ui_settings;

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use crate::app::compose;
use crate::app::options::Args;
use crate::app::signals;
use crate::app::startup;
use crate::error::{Error, Result};
use crate::tui::editor::Editor;
use crate::tui::editor::history::History;
use crate::tui::input::InputSource;
use crate::tui::keys::esc_timeout_from_env;
use crate::tui::renderer::Renderer;
use crate::tui::style::{ColorLevel, Theme};
use crate::tui::terminal::{ProcessTerminal, restore_terminal, terminal_size};
use crate::util::output::write_stderr_line;

/// How long closing the session may take at exit.
const CLOSE_DEADLINE: Duration = Duration::from_secs(5);

/// Runs the terminal UI; when the terminal cannot be set up, line mode runs instead.
pub fn run(args: &Args, first: Option<String>) -> Result<i32> {
    let history = load_history();
    let mut term = match ProcessTerminal::start() {
        Ok(t) => t,
        Err(e) => {
            write_stderr_line(&format!(
                "note: the terminal UI could not start ({e}); reading prompts line by line instead"
            ));
            return crate::modes::line::run(args, first);
        }
    };
    let wired = match compose_asking(args, &mut term) {
        Ok(wired) => wired,
        Err(e) => {
            drop(term);
            restore_terminal();
            return Err(e);
        }
    };
    let agent = wired.agent.clone();
    agent.set_client_capabilities(&["approvals".to_string()]);
    let events = agent.subscribe();
    signals::on_fast_exit(restore_terminal);
    let signalled = Arc::new(AtomicBool::new(false));
    let signal_state = {
        let agent = agent.clone();
        let signalled = signalled.clone();
        signals::install(move |_| {
            signalled.store(true, Ordering::SeqCst);
            let _ = agent.abort(Duration::ZERO);
        })
    };
    let mut ui = build_ui(args, &wired, term, history, events);
    let code = ui.run(first, || {
        signalled
            .load(Ordering::SeqCst)
            .then(|| signal_state.exit_code().unwrap_or(130))
    });
    let _ = ui.r.finish();
    drop(ui);
    restore_terminal();
    wired.host_shutdown();
    agent.fire_session_end("exit");
    let resume = resume_hint(&agent);
    if let Err(e) = agent.close(CLOSE_DEADLINE) {
        write_stderr_line(&format!("warning: {e}"));
    }
    if let Some(line) = resume {
        crate::util::output::write_stdout(format!("{line}\n").as_bytes());
    }
    Ok(code)
}

/// The line printed at exit that names the command resuming this session (`ama --resume
/// <first 8 of the id>`); `None` when the session has no file on disk (`--no-session`, no
/// prompt sent).
fn resume_hint(agent: &crate::agent::Agent) -> Option<String> {
    let crate::agent::events::SessionEvent::SessionStart {
        session_id,
        session_file,
        ..
    } = agent.session_start_event()
    else {
        return None;
    };
    let on_disk = session_file.is_some_and(|f| std::path::Path::new(&f).exists());
    let short: String = session_id.chars().take(8).collect();
    on_disk.then(|| format!("Resume this session with: ama --resume {short}"))
}

/// How the UI builds its commands again when an MCP server joins late (its prompts).
fn command_source(args: &Args, agent: &crate::agent::Agent) -> Option<run::mcp_notices::CommandSource> {
    let manager = agent.mcp_servers()?;
    let cwd = agent.cwd().to_path_buf();
    let trusted = crate::config::trust::is_trusted(&cwd, args.trust_project);
    let skills = agent.installed_skills();
    Some(std::sync::Arc::new(move || {
        crate::commands::for_agent(&cwd, trusted, &skills, Some(manager.clone()))
    }))
}

/// The prompt history from `<data dir>/history`; one that cannot be read is kept in memory
/// only, with a warning.
fn load_history() -> History {
    let history_file = crate::config::paths::data_dir().join("history");
    History::load(&history_file).unwrap_or_else(|e| {
        write_stderr_line(&format!(
            "warning: the prompt history {} cannot be read ({e}); this session keeps its history in memory only",
            history_file.display()
        ));
        History::new()
    })
}

/// The UI over the started agent: its slash commands, theme, input thread, `ui.*` settings,
/// keybindings and header, with every startup warning queued for the first frame.
fn build_ui(
    args: &Args,
    wired: &compose::Wired,
    term: ProcessTerminal,
    history: History,
    events: crate::agent::bus::Events,
) -> run::Ui {
    let agent = &wired.agent;
    let (commands, command_warnings) = crate::commands::for_agent(
        agent.cwd(),
        crate::config::trust::is_trusted(agent.cwd(), args.trust_project),
        &agent.installed_skills(),
        agent.mcp_servers(),
    );
    let theme = if std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty()) {
        Theme::plain()
    } else {
        Theme::dark(ColorLevel::detect())
    };
    let renderer = Renderer::new(term, theme);
    let input = InputSource::spawn(
        std::io::stdin(),
        esc_timeout_from_env(),
        Box::new(terminal_size),
    );
    let config = compose::user_config(args);
    let settings = ui_settings::UiSettings::from_settings(config.lenient());
    let (keys, key_warnings) =
        ui_settings::load_keybindings(ui_settings::keybindings_file(&config).as_deref());
    let editor = Editor::new(history, keys);
    let loaded = header::Loaded {
        claude: &wired.claude,
        commands: &commands,
    };
    let header = header::build(header::level(args, &settings), args, agent, loaded);
    let mut ui = run::Ui::new(renderer, input, agent.clone(), events, editor);
    ui.header = header;
    ui.set_commands(commands);
    ui.mcp.source = command_source(args, agent);
    ui.host = wired.host.clone();
    ui.show_thinking = settings.show_thinking;
    ui.restore_on_cancel = settings.restore_on_cancel;

    ui.sandboxed = wired.bash_sandbox.active;
    for w in settings
        .warnings
        .iter()
        .chain(&key_warnings)
        .chain(&command_warnings)
    {
        ui.warn(w);
    }
    ui
}

/// The agent. First the startup questions on the terminal (tui.md "startup screen"): which
/// session for `--resume` without an id, and a missing API key. A refused question ends with
/// the error it stands for (exit 5 for the session, 4 for the key).
fn compose_asking(args: &Args, term: &mut ProcessTerminal) -> Result<compose::Wired> {
    let mut asked = args.clone();
    // The terminal UI opens at once: MCP servers that are not required join when ready.
    asked.mcp_late = true;
    ask_before_compose(&mut asked, term)?;
    let args = &asked;
    let picked;
    let args = if args.resume == Some(None) && args.session.is_none() {
        term.pause();
        let id = crate::app::startup_resume::ask(args);
        term.resume()
            .map_err(|e| Error::Run(format!("the terminal UI could not restart: {e}")))?;
        let mut a = args.clone();
        a.resume = Some(Some(id?));
        picked = a;
        &picked
    } else {
        args
    };
    match compose::agent(args, true) {
        Ok(wired) => Ok(wired),
        Err(Error::NoKey { provider, hint }) => {
            term.pause();
            let answer = startup::ask_key(&provider);
            term.resume()
                .map_err(|e| Error::Run(format!("the terminal UI could not restart: {e}")))?;
            match answer? {
                Some(a) => {
                    let mut args = args.clone();
                    if a.stored {
                        // auth.json changed: the registry reads it again.
                        args.auth_keys = Default::default();
                    } else {
                        args.api_key = Some(a.key);
                    }
                    compose::agent(&args, true)
                }
                None => Err(Error::NoKey { provider, hint }),
            }
        }
        Err(e) => Err(e),
    }
}

/// The questions that decide how the agent is built: project trust (a yes trusts this run even
/// when it cannot be remembered) and a configured sessions directory that does not exist (a no
/// is exit 5). ama's own default sessions directory is created without asking.
fn ask_before_compose(args: &mut Args, term: &mut ProcessTerminal) -> Result<()> {
    let cwd = std::env::current_dir().map_err(|e| {
        Error::Run(format!(
            "cannot read the current directory ({e}); cd into the project and start ama again"
        ))
    })?;
    if !crate::config::trust::is_trusted(&cwd, args.trust_project) {
        // Read once: the composition root takes it from `args`.
        let project = crate::config::project::ProjectFile::read(&cwd);
        if crate::config::trust::ask_needed(&cwd, args.trust_project, &project) {
            term.pause();
            let yes = startup::ask_trust(&cwd, &project);
            resume(term)?;
            args.trust_project |= yes?;
        }
        args.project_config = Some(project);
    }
    for server in crate::app::mcp_setup::to_ask(args, &cwd) {
        term.pause();
        let what = server.transport.describe();
        let answer = startup::ask_mcp_server(&cwd, &server.name, &what);
        resume(term)?;
        answer?;
    }
    if let Some(dir) = missing_sessions_dir(args) {
        term.pause();
        let created = startup::ask_create_sessions_dir(&dir);
        resume(term)?;
        if !created? {
            return Err(Error::Session(format!(
                "the sessions directory {} does not exist and was not created; create it, point --session-dir (or \"sessionDir\" in the config) elsewhere, or run with --no-session",
                dir.display()
            )));
        }
    }
    Ok(())
}

fn resume(term: &mut ProcessTerminal) -> Result<()> {
    term.resume()
        .map_err(|e| Error::Run(format!("the terminal UI could not restart: {e}")))
}

/// The sessions root when it was chosen (`--session-dir`, a profile's or the config's
/// `sessionDir`) and does not exist; `None` without a session file or for the default.
fn missing_sessions_dir(args: &Args) -> Option<std::path::PathBuf> {
    if args.no_session {
        return None;
    }
    let config = compose::user_config(args);
    let configured = config.lenient().session_dir.as_deref();
    let chosen = args
        .session_dir
        .as_deref()
        .or(configured)
        .is_some_and(|d| !d.is_empty());
    let root = crate::app::session_setup::sessions_root(args, configured);
    (chosen && !root.exists()).then_some(root)
}
