//! The one table of facts about wire APIs and providers that code outside `ai/apis/` used to
//! match on: the config spelling of each API, its prompt cache (kind and default time to live),
//! the smallest output a cache-warming request asks for, where its base URL ends, how it lists
//! models and takes a key, and how tool-call ids must look. A new wire API is a variant of `Api`
//! here and its row in `APIS`; docs/architecture.md ("Adding a wire API") has the recipe, and the
//! tests below check that every variant has exactly one row.

use serde::{Deserialize, Serialize};

/// Which wire protocol a model speaks.
#[derive(Serialize, Deserialize, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Api {
    #[serde(rename = "anthropic-messages")]
    AnthropicMessages,
    #[serde(rename = "openai-completions")]
    OpenaiCompletions,
    #[serde(rename = "openai-responses")]
    OpenaiResponses,
}

/// Anthropic's default cache TTL (five minutes), also OpenAI's minimum retention.
pub const FIVE_MINUTES_MS: u64 = 5 * 60 * 1000;

/// How a wire API's prompt cache is driven.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CacheKind {
    /// The request marks cache breakpoints (`cache_control`); reads and writes are reported.
    Breakpoints,
    /// The server caches prompt prefixes by itself, when the provider does; reads are reported.
    Automatic,
}

/// How a request carries the API key.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KeyHeader {
    /// `x-api-key: <key>` (with `anthropic-version`).
    XApiKey,
    /// `authorization: Bearer <key>`.
    Bearer,
}

/// How tool-call ids from another API are reshaped for this one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IdShape {
    /// Only ASCII letters, digits, `_` and `-`; anything else becomes `_`.
    Word,
    /// At most this many characters.
    Truncate(usize),
}

/// What the code outside `ai/apis/` needs to know about one wire API.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ApiFacts {
    pub api: Api,
    /// The config spelling (`providers.<name>.api`).
    pub name: &'static str,
    pub cache: CacheKind,
    /// The cache TTL of every provider on this API, when the API fixes it (a provider row or
    /// `compat.cacheTtlSeconds` overrides it).
    pub cache_ttl_ms: Option<u64>,
    /// The output limit of a cache-warming request; `None`: the agent's own small default.
    /// (Anthropic raises 1 above the thinking budget itself.)
    pub warm_max_tokens: Option<u64>,
    /// Whether the base URL includes `/v1` (OpenAI style) or the API adds it (Anthropic).
    pub base_has_v1: bool,
    /// Where requests go below the base URL (named in the hint for a wrong base URL).
    pub request_path: &'static str,
    /// The model list below the base URL (`ama doctor --online`).
    pub models_path: &'static str,
    pub key_header: KeyHeader,
    pub id_shape: IdShape,
    /// The most tools one request may offer (OpenAI: 128); `None` when the API sets no limit
    /// ama knows of. MCP tools past it are left out and named (docs/mcp.md).
    pub max_tools: Option<usize>,
}

pub const APIS: [ApiFacts; 3] = [
    ApiFacts {
        api: Api::AnthropicMessages,
        name: "anthropic-messages",
        request_path: "/v1/messages",
        cache: CacheKind::Breakpoints,
        cache_ttl_ms: Some(FIVE_MINUTES_MS),
        warm_max_tokens: Some(1),
        base_has_v1: false,
        models_path: "/v1/models",
        key_header: KeyHeader::XApiKey,
        id_shape: IdShape::Word,
        max_tools: None,
    },
    ApiFacts {
        api: Api::OpenaiCompletions,
        name: "openai-completions",
        request_path: "/chat/completions",
        cache: CacheKind::Automatic,
        cache_ttl_ms: None,
        warm_max_tokens: None,
        base_has_v1: true,
        models_path: "/models",
        key_header: KeyHeader::Bearer,
        id_shape: IdShape::Truncate(40),
        max_tools: Some(128),
    },
    ApiFacts {
        api: Api::OpenaiResponses,
        name: "openai-responses",
        request_path: "/responses",
        cache: CacheKind::Automatic,
        cache_ttl_ms: None,
        warm_max_tokens: None,
        base_has_v1: true,
        models_path: "/models",
        key_header: KeyHeader::Bearer,
        id_shape: IdShape::Truncate(40),
        max_tools: Some(128),
    },
];

/// Facts about one provider that do not follow from its wire API.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ProviderFacts {
    /// The provider name (`ai/catalog.rs`, or a `providers` entry of the config).
    pub provider: &'static str,
    /// Its cache TTL, whatever API it is reached by.
    pub cache_ttl_ms: Option<u64>,
}

pub const PROVIDERS: &[ProviderFacts] = &[ProviderFacts {
    provider: "openai",
    cache_ttl_ms: Some(FIVE_MINUTES_MS),
}];

impl Api {
    /// This API's row of `APIS`.
    pub fn facts(self) -> &'static ApiFacts {
        let i = match self {
            Api::AnthropicMessages => 0,
            Api::OpenaiCompletions => 1,
            Api::OpenaiResponses => 2,
        };
        &APIS[i]
    }

    pub fn parse(s: &str) -> Option<Api> {
        APIS.iter().find(|f| f.name == s).map(|f| f.api)
    }

    pub fn as_str(self) -> &'static str {
        self.facts().name
    }

    /// Every config name, for messages: `anthropic-messages, openai-completions or
    /// openai-responses`.
    pub fn names() -> String {
        let names: Vec<&str> = APIS.iter().map(|f| f.name).collect();
        match names.split_last() {
            Some((last, [])) => (*last).to_string(),
            Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
            None => String::new(),
        }
    }
}

/// The default cache TTL of `provider` reached over `api`: the provider's row, else the API's.
pub fn cache_ttl_ms(api: Api, provider: &str) -> Option<u64> {
    match PROVIDERS.iter().find(|p| p.provider == provider) {
        Some(p) => p.cache_ttl_ms.or(api.facts().cache_ttl_ms),
        None => api.facts().cache_ttl_ms,
    }
}

#[cfg(test)]
mod tests {
    use super::{APIS, Api, FIVE_MINUTES_MS, cache_ttl_ms};

    #[test]
    fn every_api_has_its_own_row() {
        for (i, row) in APIS.iter().enumerate() {
            assert_eq!(
                row.api.facts(),
                row,
                "row {i} is not the one `Api::facts` returns"
            );
            assert_eq!(Api::parse(row.name), Some(row.api), "{}", row.name);
            let json = serde_json::to_string(&row.api).unwrap_or_default();
            assert_eq!(
                json,
                format!("\"{}\"", row.name),
                "serde and the table disagree"
            );
            let back: Option<Api> = serde_json::from_str(&json).ok();
            assert_eq!(back, Some(row.api));
        }
        let names: std::collections::BTreeSet<_> = APIS.iter().map(|f| f.name).collect();
        assert_eq!(names.len(), APIS.len(), "two rows share a name");
        assert_eq!(Api::parse("openai"), None);
    }

    #[test]
    fn cache_ttl_comes_from_the_provider_then_the_api() {
        assert_eq!(
            cache_ttl_ms(Api::AnthropicMessages, "x"),
            Some(FIVE_MINUTES_MS)
        );
        assert_eq!(
            cache_ttl_ms(Api::OpenaiResponses, "openai"),
            Some(FIVE_MINUTES_MS)
        );
        assert_eq!(
            cache_ttl_ms(Api::OpenaiCompletions, "openai"),
            Some(FIVE_MINUTES_MS)
        );
        assert_eq!(cache_ttl_ms(Api::OpenaiCompletions, "openrouter"), None);
    }

    /// Files that still match on `Api` outside `ai/apis/` and this table, until they read
    /// `Api::facts` (a list that may only shrink).
    const PENDING: &[&str] = &[];

    /// A match arm on an `Api` variant (`Api::X =>` or `Api::X |`) in `text`, outside tests.
    fn matches_on_api(text: &str) -> bool {
        let code = text.split("#[cfg(test)]").next().unwrap_or_default();
        code.match_indices("Api::").any(|(at, _)| {
            let rest = &code[at + "Api::".len()..];
            let ident = rest
                .find(|c: char| !c.is_ascii_alphanumeric() && c != '_')
                .unwrap_or(rest.len());
            let after = rest[ident..].trim_start();
            ident > 0
                && (after.starts_with("=>") || (after.starts_with('|') && !after.starts_with("||")))
        })
    }

    fn walk(dir: &std::path::Path, out: &mut Vec<std::path::PathBuf>) {
        let Ok(entries) = std::fs::read_dir(dir) else {
            return;
        };
        for e in entries.flatten() {
            let p = e.path();
            if p.is_dir() {
                walk(&p, out);
            } else if p.extension().is_some_and(|x| x == "rs") {
                out.push(p);
            }
        }
    }

    #[test]
    fn only_the_wire_apis_and_this_table_match_on_api() {
        assert!(matches_on_api("match a { Api::AnthropicMessages => 1 }"));
        assert!(matches_on_api(
            "Api::OpenaiCompletions | Api::OpenaiResponses => 2"
        ));
        assert!(!matches_on_api("api: Api::OpenaiCompletions,"));
        assert!(!matches_on_api(
            "#[cfg(test)]\nmatch a { Api::AnthropicMessages => 1 }"
        ));
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        let mut files = Vec::new();
        walk(&root.join("src"), &mut files);
        assert!(files.len() > 50, "found only {} source files", files.len());
        let mut offenders = Vec::new();
        for file in files {
            let rel = file
                .strip_prefix(root)
                .map(|p| p.to_string_lossy().into_owned())
                .unwrap_or_default();
            let allowed = rel.starts_with("src/ai/apis/")
                || rel == "src/ai/facts.rs"
                || rel.ends_with("_tests.rs")
                || PENDING.contains(&rel.as_str());
            let text = std::fs::read_to_string(&file).unwrap_or_default();
            if !allowed && matches_on_api(&text) {
                offenders.push(rel);
            }
        }
        assert!(
            offenders.is_empty(),
            "{offenders:?} match on `Api`: read the fact from `Api::facts()` (add a column to \
             `ai::facts::APIS` if it is new), so a new wire API stays a four-file change \
             (docs/architecture.md, \"A wire API\")"
        );
    }
}
