//! Interactive mode (issue #13): the terminal UI over `agent::Agent`. `start` sets up the
//! terminal (falling back to line mode when that fails), the agent and the signal handler;
//! `run.rs` is the event loop; `approval.rs` converts approval requests for the dialog and for
//! line mode.

pub(crate) mod approval;
mod attach;
mod commands;
mod completion;
mod run;

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use crate::app::compose;
use crate::app::options::Args;
use crate::app::signals;
use crate::error::Result;
use crate::tui::editor::Editor;
use crate::tui::editor::history::History;
use crate::tui::input::InputSource;
use crate::tui::keybindings::Keybindings;
use crate::tui::keys::esc_timeout_from_env;
use crate::tui::renderer::Renderer;
use crate::tui::style::{ColorLevel, Theme};
use crate::tui::terminal::{ProcessTerminal, restore_terminal, terminal_size};
use crate::util::output::write_stderr_line;

/// How long closing the session may take at exit.
const CLOSE_DEADLINE: Duration = Duration::from_secs(5);

/// Runs the terminal UI; when the terminal cannot be set up, line mode runs instead.
pub fn run(args: &Args, first: Option<String>) -> Result<i32> {
    let history_file = crate::config::paths::data_dir().join("history");
    let history = History::load(&history_file).unwrap_or_else(|e| {
        write_stderr_line(&format!(
            "warning: the prompt history {} cannot be read ({e}); this session keeps its history in memory only",
            history_file.display()
        ));
        History::new()
    });
    let term = match ProcessTerminal::start() {
        Ok(t) => t,
        Err(e) => {
            write_stderr_line(&format!(
                "note: the terminal UI could not start ({e}); reading prompts line by line instead"
            ));
            return crate::modes::line::run(args, first);
        }
    };
    let agent = match compose::agent(args) {
        Ok((agent, _)) => agent,
        Err(e) => {
            drop(term);
            restore_terminal();
            return Err(e);
        }
    };
    agent.set_client_capabilities(&["approvals".to_string()]);
    let command_warnings = crate::commands::init(agent.cwd(), false);
    let events = agent.subscribe();
    let signalled = Arc::new(AtomicBool::new(false));
    let signal_state = {
        let agent = agent.clone();
        let signalled = signalled.clone();
        signals::install(move |_| {
            signalled.store(true, Ordering::SeqCst);
            let _ = agent.abort(Duration::ZERO);
        })
    };
    let theme = if std::env::var_os("NO_COLOR").is_some() {
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
    let editor = Editor::new(history, Keybindings::default());
    let mut ui = run::Ui::new(renderer, input, agent.clone(), events, editor);
    ui.warn(&command_warnings);
    let code = ui.run(first, || {
        signalled
            .load(Ordering::SeqCst)
            .then(|| signal_state.exit_code().unwrap_or(130))
    });
    let _ = ui.r.finish();
    drop(ui);
    restore_terminal();
    if let Err(e) = agent.close(CLOSE_DEADLINE) {
        write_stderr_line(&format!("warning: {e}"));
    }
    Ok(code)
}
