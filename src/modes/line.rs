//! Line mode (issue #13): the plain-text front end for when the full terminal UI cannot run
//! (stdin or stdout not a terminal, `TERM=dumb`, `--no-tui`, or terminal set-up failed). Each
//! input line is a prompt (a line ending in `\` continues), the answer streams to stdout as it
//! arrives, tool progress and approval questions go to stderr, and approvals are answered on the
//! same input. End of input ends the session with exit 0.

use std::io::{BufRead, BufReader, IsTerminal, Write};
use std::time::Duration;

use crate::agent::bus::Events;
use crate::agent::events::SessionEvent;
use crate::agent::{Agent, PromptRequest};
use crate::ai::event::AssistantEvent;
use crate::ai::types::StopReason;
use crate::app::compose;
use crate::app::options::Args;
use crate::app::signals;
use crate::error::{Error, Result};
use crate::modes::interactive::approval;
use crate::tui::line_mode::{ask_approval, read_prompt};
use crate::util::output::{write_stderr_line, write_stdout};

/// How long closing the session may take at exit.
const CLOSE_DEADLINE: Duration = Duration::from_secs(5);

/// Runs line mode over stdin until end of input; the exit code is 0, or the signal's.
pub fn run(args: &Args, first: Option<String>) -> Result<i32> {
    let asked;
    let args = match ask_trust_at_start(args) {
        Some(a) => {
            asked = a;
            &asked
        }
        None => args,
    };
    let wired = compose::agent(args, true)?;
    let agent = wired.agent.clone();
    let trusted = crate::config::trust::is_trusted(agent.cwd(), args.trust_project);
    let (commands, warnings) = crate::commands::for_agent(
        agent.cwd(),
        trusted,
        &agent.installed_skills(),
        agent.mcp_servers(),
    );
    for w in warnings {
        write_stderr_line(&format!("warning: {w}"));
    }
    agent.set_client_capabilities(&["approvals".to_string()]);
    let events = agent.subscribe();
    let signal_state = install_signals(&agent);
    let front = Front {
        agent: &agent,
        commands: &commands,
        events: &events,
        signals: &signal_state,
        progress: std::io::stderr().is_terminal(),
    };
    let failed = front.prompt_loop(first);
    wired.host_shutdown();
    if let Err(e) = agent.close(CLOSE_DEADLINE) {
        write_stderr_line(&format!("warning: {e}"));
    }
    if let Some(code) = signal_state.exit_code() {
        return Ok(code);
    }
    match failed {
        Some(e) => Err(e),
        None => Ok(0),
    }
}

/// A signal aborts the run; while line mode waits for input there is nothing to stop, so it
/// ends the session at once.
fn install_signals(agent: &Agent) -> signals::SignalState {
    let agent = agent.clone();
    signals::install(move |code| {
        let idle = !agent.is_running();
        let _ = agent.abort(Duration::ZERO);
        if idle {
            signals::exit_now(code);
        }
    })
}

/// What the prompt loop works with.
struct Front<'a> {
    agent: &'a Agent,
    commands: &'a crate::commands::Registry,
    events: &'a Events,
    signals: &'a signals::SignalState,
    progress: bool,
}

impl Front<'_> {
    /// Reads prompts (the `first` one from the command line) until end of input, `/exit` or a
    /// signal; each is a slash command or a run, then the proposed plan's review. Returns the
    /// error that ended the loop early, if one did.
    fn prompt_loop(&self, first: Option<String>) -> Option<Error> {
        let agent = self.agent;
        let mut input = BufReader::new(std::io::stdin().lock());
        let mut next = first;
        loop {
            let prompt = match next.take() {
                Some(p) => p,
                None => match read_prompt(&mut input) {
                    Ok(Some(p)) => p,
                    Ok(None) => return None,
                    Err(e) => {
                        return Some(Error::Run(format!(
                            "line mode could not read the next prompt from stdin ({e}); pipe prompts one per line or run `ama -p \"<prompt>\"`"
                        )));
                    }
                },
            };
            if prompt.trim().is_empty() {
                continue;
            }
            let prompt =
                match crate::modes::line_commands::take(agent, self.commands, prompt, &mut input) {
                    crate::modes::line_commands::Step::Send(p) => p,
                    crate::modes::line_commands::Step::Done => continue,
                    crate::modes::line_commands::Step::Exit => return None,
                };
            let request = PromptRequest {
                text: prompt.text,
                images: prompt.attachments,
                ..PromptRequest::default()
            };
            if let Err(e) = agent.prompt(request) {
                write_stderr_line(&format!("error: {e}"));
                continue;
            }
            run_once(agent, self.events, &mut input, self.progress);
            while let Some(next) =
                crate::modes::interactive::plan_question::review(agent, &mut input)
            {
                if agent.prompt(PromptRequest::text(next)).is_err() {
                    break;
                }
                run_once(agent, self.events, &mut input, self.progress);
            }
            if self.signals.exit_code().is_some() {
                return None;
            }
        }
    }
}

/// The trust question, asked once at startup when the project has hooks, skills or prompts,
/// is not trusted, and stdin is a terminal (piped input holds prompts, so it is never read
/// for an answer). A yes is remembered and trusts this run; `None` keeps `args` as they are.
fn ask_trust_at_start(args: &Args) -> Option<Args> {
    let cwd = std::env::current_dir().ok()?;
    if !std::io::stdin().is_terminal() || crate::config::trust::is_trusted(&cwd, args.trust_project)
    {
        return None;
    }
    let project = crate::config::project::ProjectFile::read(&cwd);
    if !crate::config::trust::ask_needed(&cwd, args.trust_project, &project) {
        return None;
    }
    let mut err = std::io::stderr().lock();
    let yes = ask_trust(&mut std::io::stdin().lock(), &mut err);
    drop(err);
    if !yes {
        return None;
    }
    if let Err(e) = crate::config::trust::remember(&cwd) {
        write_stderr_line(&format!(
            "warning: the trust answer for {} could not be remembered ({e}); this run trusts the project, the next one asks again",
            cwd.display()
        ));
    }
    let mut trusted = args.clone();
    trusted.trust_project = true;
    trusted.project_config = Some(project);
    Some(trusted)
}

/// Writes the trust question to `w` and reads one answer line from `r`: `y` or `yes` (any
/// case) trusts; anything else, or end of input, does not.
fn ask_trust<R: BufRead, W: Write>(r: &mut R, w: &mut W) -> bool {
    let _ = write!(w, "Trust this project's hooks, skills and prompts? [y/N] ");
    let _ = w.flush();
    let mut line = String::new();
    if r.read_line(&mut line).unwrap_or(0) == 0 {
        let _ = writeln!(w);
        return false;
    }
    matches!(line.trim().to_ascii_lowercase().as_str(), "y" | "yes")
}

/// Shows one run's events until it settles, answering approvals from `input`.
fn run_once<R: BufRead>(agent: &Agent, events: &Events, input: &mut R, progress: bool) {
    let mut at_line_start = true;
    while let Ok(event) = events.recv() {
        match event {
            SessionEvent::MessageUpdate {
                assistant_message_event: AssistantEvent::TextDelta { delta, .. },
                ..
            } if !delta.is_empty() => {
                at_line_start = delta.ends_with('\n');
                write_stdout(delta.as_bytes());
            }
            SessionEvent::ToolExecutionStart {
                tool_name, args, ..
            } if progress => {
                end_line(&mut at_line_start);
                write_stderr_line(&format!("→ {tool_name} {}", one_line(&args)));
            }
            SessionEvent::AutoRetryStart {
                attempt,
                max_attempts,
                delay_ms,
                error_message,
            } => {
                end_line(&mut at_line_start);
                write_stderr_line(&format!(
                    "retry {attempt}/{max_attempts} in {delay_ms} ms after: {error_message}"
                ));
            }
            SessionEvent::PermissionRequest { request } => {
                end_line(&mut at_line_start);
                let view = approval::to_view(&request);
                let mut err = std::io::stderr().lock();
                let choice = ask_approval(input, &mut err, &view)
                    .unwrap_or(crate::tui::components::approval::Choice::Deny);
                let _ = err.flush();
                agent.permission_response(&request.request_id, approval::answer(choice));
            }
            SessionEvent::Notification { level, message } => {
                end_line(&mut at_line_start);
                write_stderr_line(&format!("{level}: {message}"));
            }
            SessionEvent::AgentSettled { .. } => break,
            _ => {}
        }
    }
    end_line(&mut at_line_start);
    if let Some(summary) = agent.last_run()
        && matches!(summary.stop_reason, StopReason::Error)
        && let Some(msg) = summary.error_message
    {
        write_stderr_line(&format!("error: {msg}"));
    }
}

/// Ends a streamed answer's last line so the next output starts on its own.
fn end_line(at_line_start: &mut bool) {
    if !*at_line_start {
        write_stdout(b"\n");
        *at_line_start = true;
    }
}

/// A one-line view of tool arguments for progress output.
fn one_line(args: &serde_json::Value) -> String {
    let s = args
        .get("command")
        .or_else(|| args.get("path"))
        .and_then(serde_json::Value::as_str)
        .map_or_else(|| args.to_string(), String::from);
    let line = crate::tui::sanitize::sanitize_line(s.lines().next().unwrap_or(""));
    match line.char_indices().nth(80) {
        Some((i, _)) => format!("{}…", &line[..i]),
        None => line,
    }
}

#[cfg(test)]
mod tests {
    use super::ask_trust;

    #[test]
    fn trust_answers() {
        let table = [
            ("y\n", true),
            ("YES\n", true),
            (" y \n", true),
            ("n\n", false),
            ("\n", false),
            ("yess\n", false),
            ("", false),
        ];
        for (input, want) in table {
            let mut out = Vec::new();
            let got = ask_trust(&mut input.as_bytes(), &mut out);
            assert_eq!(got, want, "answer {input:?}");
            assert!(
                String::from_utf8_lossy(&out)
                    .starts_with("Trust this project's hooks, skills and prompts? [y/N] ")
            );
        }
    }
}
