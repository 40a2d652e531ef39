//! `Model`: one model of one provider, with everything a request and a price need.

use serde::{Deserialize, Serialize};

use crate::ai::types::{Api, Cost, Usage};

/// Prices in USD per million tokens.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase", default)]
pub struct Prices {
    pub input: f64,
    pub output: f64,
    pub cache_read: f64,
    pub cache_write: f64,
}

impl Prices {
    pub fn price(&self, u: &Usage) -> Cost {
        let m = |tokens: u64, per_million: f64| tokens as f64 * per_million / 1_000_000.0;
        let input = m(u.input, self.input);
        let output = m(u.output, self.output);
        let cache_read = m(u.cache_read, self.cache_read);
        let cache_write = m(u.cache_write, self.cache_write);
        Cost {
            input,
            output,
            cache_read,
            cache_write,
            total: input + output + cache_read + cache_write,
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct Model {
    pub provider: String,
    pub id: String,
    pub name: String,
    pub api: Api,
    /// Anthropic: without `/v1`. OpenAI-style: with `/v1`.
    pub base_url: String,
    pub reasoning: bool,
    /// `"text"` and maybe `"image"`.
    pub input: Vec<String>,
    pub cost: Prices,
    pub context_window: u64,
    pub max_tokens: u64,
    /// Extra request headers from the provider config.
    pub headers: Vec<(String, String)>,
    /// The channel of a multi-channel provider (`provider/id@channel`) whose endpoint `api`,
    /// `base_url` and `headers` are; `None` for a provider without channels.
    pub channel: Option<String>,
}

impl Model {
    pub fn accepts_images(&self) -> bool {
        self.input.iter().any(|i| i == "image")
    }

    /// `provider/id`, as `--model` takes it.
    pub fn spec(&self) -> String {
        format!("{}/{}", self.provider, self.id)
    }
}
