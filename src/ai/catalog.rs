//! The built-in providers and models, with context windows, output limits and prices (USD per
//! million tokens). Custom providers from the config are merged over these in `config::models`.

use crate::ai::model::{Model, Prices};
use crate::ai::types::Api;

/// A built-in provider.
pub struct BuiltinProvider {
    pub name: &'static str,
    pub api: Api,
    pub base_url: &'static str,
    /// Environment variable that overrides `base_url`.
    pub base_url_env: Option<&'static str>,
    /// Environment variable holding the key; `None` for local servers that need none.
    pub key_env: Option<&'static str>,
    pub models: &'static [BuiltinModel],
}

pub struct BuiltinModel {
    pub id: &'static str,
    pub name: &'static str,
    pub context_window: u64,
    pub max_tokens: u64,
    pub reasoning: bool,
    pub image: bool,
    /// input, output, cache read, cache write.
    pub prices: [f64; 4],
}

const fn m(
    id: &'static str,
    name: &'static str,
    context_window: u64,
    max_tokens: u64,
    reasoning: bool,
    prices: [f64; 4],
) -> BuiltinModel {
    BuiltinModel {
        id,
        name,
        context_window,
        max_tokens,
        reasoning,
        image: true,
        prices,
    }
}

const ANTHROPIC_MODELS: &[BuiltinModel] = &[
    m(
        "claude-opus-4-5",
        "Claude Opus 4.5",
        200_000,
        64_000,
        true,
        [5.0, 25.0, 0.5, 6.25],
    ),
    m(
        "claude-sonnet-4-5",
        "Claude Sonnet 4.5",
        200_000,
        64_000,
        true,
        [3.0, 15.0, 0.3, 3.75],
    ),
    m(
        "claude-haiku-4-5",
        "Claude Haiku 4.5",
        200_000,
        64_000,
        true,
        [1.0, 5.0, 0.1, 1.25],
    ),
    m(
        "claude-opus-4-1",
        "Claude Opus 4.1",
        200_000,
        32_000,
        true,
        [15.0, 75.0, 1.5, 18.75],
    ),
    m(
        "claude-sonnet-4-0",
        "Claude Sonnet 4",
        200_000,
        64_000,
        true,
        [3.0, 15.0, 0.3, 3.75],
    ),
];

const OPENAI_MODELS: &[BuiltinModel] = &[
    m(
        "gpt-5.1",
        "GPT-5.1",
        400_000,
        128_000,
        true,
        [1.25, 10.0, 0.125, 0.0],
    ),
    m(
        "gpt-5",
        "GPT-5",
        400_000,
        128_000,
        true,
        [1.25, 10.0, 0.125, 0.0],
    ),
    m(
        "gpt-5-mini",
        "GPT-5 mini",
        400_000,
        128_000,
        true,
        [0.25, 2.0, 0.025, 0.0],
    ),
    m(
        "gpt-5-nano",
        "GPT-5 nano",
        400_000,
        128_000,
        true,
        [0.05, 0.4, 0.005, 0.0],
    ),
    m(
        "gpt-4.1",
        "GPT-4.1",
        1_047_576,
        32_768,
        false,
        [2.0, 8.0, 0.5, 0.0],
    ),
];

pub const PROVIDERS: &[BuiltinProvider] = &[
    BuiltinProvider {
        name: "anthropic",
        api: Api::AnthropicMessages,
        base_url: "https://api.anthropic.com",
        base_url_env: Some("ANTHROPIC_BASE_URL"),
        key_env: Some("ANTHROPIC_API_KEY"),
        models: ANTHROPIC_MODELS,
    },
    BuiltinProvider {
        name: "openai",
        api: Api::OpenaiResponses,
        base_url: "https://api.openai.com/v1",
        base_url_env: Some("OPENAI_BASE_URL"),
        key_env: Some("OPENAI_API_KEY"),
        models: OPENAI_MODELS,
    },
    BuiltinProvider {
        name: "openrouter",
        api: Api::OpenaiCompletions,
        base_url: "https://openrouter.ai/api/v1",
        base_url_env: None,
        key_env: Some("OPENROUTER_API_KEY"),
        models: &[],
    },
    BuiltinProvider {
        name: "ollama",
        api: Api::OpenaiCompletions,
        base_url: "http://127.0.0.1:11434/v1",
        base_url_env: None,
        key_env: None,
        models: &[],
    },
    BuiltinProvider {
        name: "llamacpp",
        api: Api::OpenaiCompletions,
        base_url: "http://127.0.0.1:8080/v1",
        base_url_env: None,
        key_env: None,
        models: &[],
    },
    BuiltinProvider {
        name: "vllm",
        api: Api::OpenaiCompletions,
        base_url: "http://127.0.0.1:8000/v1",
        base_url_env: None,
        key_env: None,
        models: &[],
    },
];

pub fn provider(name: &str) -> Option<&'static BuiltinProvider> {
    PROVIDERS.iter().find(|p| p.name == name)
}

impl BuiltinProvider {
    pub fn base_url(&self) -> String {
        self.base_url_env
            .and_then(|e| std::env::var(e).ok())
            .filter(|v| !v.is_empty())
            .map(|v| v.trim_end_matches('/').to_string())
            .unwrap_or_else(|| self.base_url.to_string())
    }

    /// The model with this id; providers without a list (local servers, OpenRouter) accept any id
    /// with generic limits and no price.
    pub fn model(&self, id: &str) -> Option<Model> {
        let base = Model {
            provider: self.name.to_string(),
            id: id.to_string(),
            name: id.to_string(),
            api: self.api,
            base_url: self.base_url(),
            reasoning: false,
            input: vec!["text".to_string()],
            cost: Prices::default(),
            context_window: 128_000,
            max_tokens: 8192,
            headers: Vec::new(),
            channel: None,
        };
        if self.models.is_empty() {
            return Some(base);
        }
        let b = self.models.iter().find(|m| m.id == id)?;
        let [input, output, cache_read, cache_write] = b.prices;
        Some(Model {
            name: b.name.to_string(),
            reasoning: b.reasoning,
            input: if b.image {
                vec!["text".into(), "image".into()]
            } else {
                vec!["text".into()]
            },
            cost: Prices {
                input,
                output,
                cache_read,
                cache_write,
            },
            context_window: b.context_window,
            max_tokens: b.max_tokens,
            ..base
        })
    }

    pub fn models(&self) -> Vec<Model> {
        self.models
            .iter()
            .filter_map(|b| self.model(b.id))
            .collect()
    }
}
