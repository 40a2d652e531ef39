//! Drives one prompt through `ama::agent::Agent`, the library API: the config comes from the same
//! composition root as the `ama` binary (`~/.config/ama/config.json`, provider keys in the
//! environment), the answer streams to stdout. Run: `cargo run --example agent_prompt -- "hi"`.

use std::io::Write;
use std::time::Duration;

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
    let agent = Agent::start(AgentOptions {
        config,
        store: opened.store,
        context: opened.context,
        reason: opened.reason,
        models: None,
        sessions_root: None,
        fresh_permissions: None,
    });
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
    agent.close(Duration::from_secs(5))?;
    Ok(())
}
