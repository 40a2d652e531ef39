//! One prompt through `ama::Agent`, the library API (only the crate root's surface), configured
//! like the `ama` binary (`~/.config/ama/config.json`, keys from the environment); the answer
//! streams to stdout.
//! Run: `cargo run --release --example agent_prompt -- "list the files"`.

use std::io::Write;

use ama::{Agent, AssistantEvent, PromptRequest, SessionEvent};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let prompt = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "Say hello.".into());
    let args = ama::Args {
        no_session: true,
        ..Default::default()
    };
    // The same composition root as the binary: config, model, key, tools, hooks, skills.
    let composed = ama::agent_options(&args, true)?;
    let agent = Agent::start(composed.options);
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
