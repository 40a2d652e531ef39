//! One prompt through `ama::agent::Agent`, the library API, configured like the `ama` binary
//! (`~/.config/ama/config.json`, keys from the environment); the answer streams to stdout.
//! Run: `cargo run --release --example agent_prompt -- "list the files"`.

use std::io::Write;

use ama::agent::events::SessionEvent;
use ama::agent::{Agent, AgentOptions, PromptRequest};
use ama::ai::event::AssistantEvent;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let prompt = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "Say hello.".into());
    let args = ama::app::options::Args {
        no_session: true,
        ..Default::default()
    };
    let (config, opened) = ama::app::compose::session_config(&args)?;
    let (store, context, reason) = (opened.store, opened.context, opened.reason);
    let options = AgentOptions {
        config,
        store,
        context,
        reason,
        models: None,
        sessions_root: None,
        fresh_permissions: None,
    };
    let agent = Agent::start(options);
    let events = agent.subscribe();
    agent.prompt(PromptRequest::text(prompt))?;
    for event in events.iter() {
        match event {
            SessionEvent::MessageUpdate {
                assistant_message_event: AssistantEvent::TextDelta { delta, .. },
                ..
            } => {
                print!("{delta}");
                std::io::stdout().flush()?;
            }
            SessionEvent::AgentSettled { .. } => break,
            _ => {}
        }
    }
    println!();
    agent.close(std::time::Duration::from_secs(5))?;
    Ok(())
}
