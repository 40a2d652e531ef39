//! A session's settings as ACP shows them: the modes (ama's permission modes, plan mode among
//! them), the config options (model, thinking level) with `session/set_mode` and
//! `session/set_config_option`, the slash commands, and the usage figures.

use serde_json::{Value, json};

use crate::agent::Agent;
use crate::ai::types::ThinkingLevel;
use crate::modes::acp::transport::RpcError;
use crate::modes::acp::types::{
    Command, CommandInput, ConfigOption, Cost, ModeState, SelectOption, SessionMode, SessionUpdate,
};
use crate::permissions::mode::Mode;

/// The modes an editor may pick (those RPC's `set_permission_mode` takes).
pub const MODES: [(Mode, &str); 4] = [
    (
        Mode::Default,
        "Reads run; edits and other commands ask first",
    ),
    (
        Mode::AutoEdit,
        "Edits in the project run; other commands ask first",
    ),
    (
        Mode::Plan,
        "Read-only: the agent explores and proposes a plan",
    ),
    (Mode::FullAuto, "Everything runs without asking"),
];

pub fn modes(agent: &Agent) -> ModeState {
    ModeState {
        current_mode_id: agent.state().permission_mode.to_string(),
        available_modes: MODES
            .iter()
            .map(|(m, description)| SessionMode {
                id: m.as_str(),
                name: m.display_name(),
                description,
            })
            .collect(),
    }
}

/// `session/set_mode`.
pub fn set_mode(agent: &Agent, mode_id: &str) -> Result<(), RpcError> {
    let mode = MODES
        .iter()
        .map(|(m, _)| *m)
        .find(|m| m.as_str() == mode_id)
        .ok_or_else(|| {
            RpcError::invalid_params(format!(
                "mode `{mode_id}` is not one of {}",
                MODES.map(|(m, _)| m.as_str()).join(", ")
            ))
        })?;
    agent.set_permission_mode(mode);
    Ok(())
}

/// The model and thinking-level selectors.
pub fn config_options(agent: &Agent) -> Vec<ConfigOption> {
    let state = agent.state();
    let current_model = format!("{}/{}", state.model.provider, state.model.id);
    let mut models: Vec<SelectOption> = agent
        .available_models()
        .unwrap_or_default()
        .into_iter()
        .map(|m| SelectOption {
            value: format!("{}/{}", m.provider, m.id),
            name: m.name,
        })
        .collect();
    if !models.iter().any(|m| m.value == current_model) {
        models.insert(
            0,
            SelectOption {
                value: current_model.clone(),
                name: current_model.clone(),
            },
        );
    }
    let levels = agent
        .available_thinking_levels()
        .into_iter()
        .map(|l| SelectOption {
            value: l.as_str().to_string(),
            name: l.as_str().to_string(),
        })
        .collect();
    vec![
        ConfigOption {
            id: "model",
            name: "Model",
            category: "model",
            kind: "select",
            current_value: current_model,
            options: models,
        },
        ConfigOption {
            id: "thought_level",
            name: "Thinking",
            category: "thought_level",
            kind: "select",
            current_value: state.thinking_level.as_str().to_string(),
            options: levels,
        },
    ]
}

/// `session/set_config_option`: `model` takes `provider/id`, `thought_level` a level.
pub fn set_config(agent: &Agent, config_id: &str, value: &Value) -> Result<Value, RpcError> {
    let Some(value) = value.as_str() else {
        return Err(RpcError::invalid_params(format!(
            "`value` for `{config_id}` is {value}; send the chosen value's id as a string"
        )));
    };
    match config_id {
        "model" => {
            let Some((provider, id)) = value.split_once('/') else {
                return Err(RpcError::invalid_params(format!(
                    "model `{value}` is not `provider/id`; pick one of the option's values"
                )));
            };
            agent
                .set_model(provider, id, None)
                .map_err(|e| RpcError::invalid_params(format!("cannot switch to `{value}`: {e}")))?;
        }
        "thought_level" => {
            let level = ThinkingLevel::parse(value)
                .filter(|l| agent.available_thinking_levels().contains(l))
                .ok_or_else(|| {
                    RpcError::invalid_params(format!(
                        "thinking level `{value}` is not one of {}",
                        agent
                            .available_thinking_levels()
                            .iter()
                            .map(|l| l.as_str())
                            .collect::<Vec<_>>()
                            .join(", ")
                    ))
                })?;
            agent.set_thinking_level(level);
        }
        other => {
            return Err(RpcError::invalid_params(format!(
                "unknown config option `{other}`; ama has `model` and `thought_level`"
            )));
        }
    }
    Ok(json!({"configOptions": config_options(agent)}))
}

/// Builtins that would swap the agent's session under the editor's session id; the editor opens
/// sessions itself (`session/new`, `session/load`).
pub const NOT_OVER_ACP: [&str; 3] = ["new", "resume", "fork"];

/// The builtin a prompt names when it is one of `NOT_OVER_ACP`.
pub fn refused_command(text: &str) -> Option<&'static str> {
    let word = text.strip_prefix('/')?.split_whitespace().next()?;
    NOT_OVER_ACP.into_iter().find(|c| *c == word)
}

/// The slash commands (builtins, prompt templates, skills), without `NOT_OVER_ACP`.
pub fn commands(registry: &crate::commands::Registry) -> Vec<Command> {
    registry
        .list()
        .into_iter()
        .filter(|c| !NOT_OVER_ACP.contains(&c.name.as_str()))
        .map(|c| Command {
            description: if c.description.is_empty() {
                format!("/{}", c.name)
            } else {
                c.description
            },
            input: (!c.hint.is_empty()).then_some(CommandInput { hint: c.hint }),
            name: c.name,
        })
        .collect()
}

/// A builtin's outcome as the text of an answer.
pub fn outcome_text(outcome: &crate::commands::Outcome) -> String {
    outcome.lines().join("\n")
}

/// `usage_update`: the context's tokens and window, and the session's cost in USD.
pub fn usage(agent: &Agent) -> SessionUpdate {
    let stats = agent.stats();
    SessionUpdate::UsageUpdate {
        used: stats.context_tokens.unwrap_or(0),
        size: stats.context_window.unwrap_or(0),
        cost: stats.cost.map(|amount| Cost {
            amount,
            currency: "USD",
        }),
    }
}
