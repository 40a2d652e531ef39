//! The user-facing text of a failed provider request. Every such error names the provider, the URL
//! requested and the model; an auth failure says where the key came from (never the key); a 404
//! says what is likely wrong with the base URL for this API. Secrets are redacted later, in
//! `Partial::fail`, which every error text passes through.

use std::time::Duration;

use crate::ai::classify;
use crate::ai::event::ErrorInfo;
use crate::ai::model::Model;
use crate::ai::secrets;

/// What a request was sent to, for error texts.
pub struct Target<'a> {
    pub model: &'a Model,
    pub url: &'a str,
    pub key: Option<&'a str>,
}

impl Target<'_> {
    /// `provider `p`, POST <url>, model `m``: the part every error text carries.
    pub fn describe(&self) -> String {
        format!(
            "provider `{}`, POST {}, model `{}`",
            self.model.provider,
            shown_url(self.url),
            self.model.id
        )
    }
}

/// Message and classification for an HTTP error status: the status, the provider's own words,
/// the target, and a hint for 401, 403 and 404.
pub fn http(
    target: &Target<'_>,
    status: u16,
    body: &str,
    retry_after: Option<Duration>,
) -> (String, ErrorInfo) {
    let (head, info) = classify::http_error(status, body, retry_after);
    let mut text = format!("{head} ({})", target.describe());
    if let Some(hint) = hint(target, status) {
        text.push_str("; ");
        text.push_str(&hint);
    }
    (text, info)
}

/// Message for a request that never got a response (DNS, connect, TLS, a reset).
pub fn transport(target: &Target<'_>, detail: &str, elapsed_ms: u128) -> String {
    format!(
        "request failed after {elapsed_ms} ms: {detail} ({}); check the network, the proxy settings and the provider's baseUrl",
        target.describe()
    )
}

fn hint(target: &Target<'_>, status: u16) -> Option<String> {
    match status {
        401 | 403 => Some(key_hint(target.key)),
        404 => Some(not_found_hint(target.model)),
        _ => None,
    }
}

fn key_hint(key: Option<&str>) -> String {
    match key.filter(|k| !k.is_empty()) {
        None => "no API key was sent; set one with --api-key, in auth.json, as the provider's \
                 `apiKey` in config, or in its environment variable"
            .into(),
        Some(key) => match secrets::source_of(key) {
            Some(source) => format!(
                "the API key from {source} was refused; check that it is valid for this provider"
            ),
            None => "the API key sent was refused; check the provider's key (--api-key, \
                     auth.json, config `apiKey` or its environment variable)"
                .into(),
        },
    }
}

fn not_found_hint(model: &Model) -> String {
    let base = model.base_url.trim_end_matches('/');
    let has_v1 = url_path(base).split('/').any(|seg| seg == "v1");
    let wants_v1 = model.api.facts().base_has_v1;
    if wants_v1 && !has_v1 {
        format!("OpenAI-style servers usually serve under `/v1`: try \"baseUrl\": \"{base}/v1\"")
    } else if !wants_v1 && base.ends_with("/v1") {
        format!(
            "{} adds `{}` itself, so the base URL must not end in \
             `/v1`: try \"baseUrl\": \"{}\"",
            model.api.as_str(),
            model.api.facts().request_path,
            base.trim_end_matches("/v1")
        )
    } else {
        format!(
            "check the provider's baseUrl (`{base}`) and that it serves model `{}`",
            model.id
        )
    }
}

/// The path of a URL, without scheme, authority and query.
fn url_path(url: &str) -> &str {
    let rest = url.split_once("://").map_or(url, |(_, r)| r);
    let rest = rest.split(['?', '#']).next().unwrap_or("");
    rest.find('/').map_or("", |i| &rest[i..])
}

/// A URL as shown in messages: without its query (some providers take keys there) and without
/// credentials in the authority.
pub fn shown_url(url: &str) -> String {
    let url = url.split(['?', '#']).next().unwrap_or(url);
    let Some((scheme, rest)) = url.split_once("://") else {
        return url.to_string();
    };
    let (authority, path) = rest.find('/').map_or((rest, ""), |i| rest.split_at(i));
    match authority.rsplit_once('@') {
        Some((_, host)) => format!("{scheme}://{host}{path}"),
        None => url.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::{Target, http, shown_url, url_path};
    use crate::ai::model::Model;
    use crate::ai::secrets;
    use crate::ai::types::Api;

    fn model(api: Api, base: &str) -> Model {
        Model {
            provider: "acme".into(),
            id: "m-1".into(),
            name: "m-1".into(),
            api,
            base_url: base.into(),
            reasoning: false,
            input: vec!["text".into()],
            cost: Default::default(),
            context_window: 1000,
            max_tokens: 100,
            headers: Vec::new(),
            channel: None,
        }
    }

    #[test]
    fn not_found_hints_by_api() {
        let table = [
            (
                Api::OpenaiCompletions,
                "http://h:1",
                "OpenAI-style servers usually serve under `/v1`: try \"baseUrl\": \"http://h:1/v1\"",
            ),
            (
                Api::OpenaiResponses,
                "http://h:1/api/",
                "OpenAI-style servers usually serve under `/v1`: try \"baseUrl\": \"http://h:1/api/v1\"",
            ),
            (
                Api::AnthropicMessages,
                "https://api.anthropic.com/v1/",
                "anthropic-messages adds `/v1/messages` itself, so the base URL must not end in `/v1`: try \"baseUrl\": \"https://api.anthropic.com\"",
            ),
            (
                Api::OpenaiCompletions,
                "http://h:1/v1",
                "check the provider's baseUrl (`http://h:1/v1`) and that it serves model `m-1`",
            ),
            (
                Api::AnthropicMessages,
                "http://h:1",
                "check the provider's baseUrl (`http://h:1`) and that it serves model `m-1`",
            ),
        ];
        for (api, base, want) in table {
            let m = model(api, base);
            let url = format!("{base}/x");
            let t = Target {
                model: &m,
                url: &url,
                key: None,
            };
            let (text, _) = http(&t, 404, r#"{"error":{"message":"nope"}}"#, None);
            assert_eq!(
                text,
                format!(
                    "HTTP 404 Not Found: nope (provider `acme`, POST {url}, model `m-1`); {want}"
                ),
                "{base}"
            );
        }
    }

    #[test]
    fn auth_errors_name_the_key_source_never_the_key() {
        secrets::register(
            "provider-error-test-key",
            "the ACME_KEY environment variable",
        );
        let m = model(Api::AnthropicMessages, "http://h:1");
        let t = Target {
            model: &m,
            url: "http://h:1/v1/messages",
            key: Some("provider-error-test-key"),
        };
        let (text, _) = http(
            &t,
            401,
            r#"{"error":{"message":"invalid x-api-key"}}"#,
            None,
        );
        assert_eq!(
            text,
            "HTTP 401 Unauthorized: invalid x-api-key (provider `acme`, POST http://h:1/v1/messages, model `m-1`); the API key from the ACME_KEY environment variable was refused; check that it is valid for this provider"
        );
        let t = Target { key: None, ..t };
        let (text, _) = http(&t, 403, "", None);
        assert!(text.ends_with("; no API key was sent; set one with --api-key, in auth.json, as the provider's `apiKey` in config, or in its environment variable"), "{text}");
        let t = Target {
            key: Some("unregistered-key-xyz"),
            ..t
        };
        let (text, _) = http(&t, 401, "", None);
        assert!(text.contains("the API key sent was refused"), "{text}");
        assert!(!text.contains("unregistered-key-xyz"), "{text}");
    }

    #[test]
    fn urls_lose_queries_and_credentials() {
        assert_eq!(shown_url("https://u:p@h/v1/x?key=abc"), "https://h/v1/x");
        assert_eq!(shown_url("http://h:1/a#f"), "http://h:1/a");
        assert_eq!(shown_url("no-scheme/path"), "no-scheme/path");
        assert_eq!(url_path("http://h:1/a/v1?x=/v1"), "/a/v1");
        assert_eq!(url_path("http://h:1"), "");
    }
}
