//! `ama doctor --online`: one `GET …/models` per provider that is configured, has a key, or
//! serves the default model, all at once, through the same proxy and TLS setup as model
//! requests. Any HTTP answer means reachable; 401 and 403 mean the key was rejected.

use std::sync::mpsc;
use std::time::{Duration, Instant};

use super::setup::Setup;
use super::{Check, Status};
use crate::ai::facts::KeyHeader;
use crate::ai::http::{Deadlines, agent_for};
use crate::cli::args::Args;
use crate::config::models::ModelSpec;

struct Target {
    provider: String,
    url: String,
    headers: Vec<(String, String)>,
}

pub fn reachability(setup: &Setup, timeout: Duration) -> Vec<Check> {
    let mut out = Vec::new();
    let mut targets = Vec::new();
    for provider in providers(setup) {
        match target(setup, &provider) {
            Ok(t) => targets.push(t),
            Err(e) => out.push(
                Check::new("reachable", Status::Problem, e.to_string())
                    .label(provider.clone())
                    .data("provider", provider),
            ),
        }
    }
    if targets.is_empty() && out.is_empty() {
        out.push(Check::new(
            "reachable",
            Status::Info,
            "no provider is configured or has a key, so there is nothing to reach",
        ));
        return out;
    }
    let (tx, rx) = mpsc::channel();
    for (i, t) in targets.iter().enumerate() {
        let (sender, url, headers) = (tx.clone(), t.url.clone(), t.headers.clone());
        let spawned = std::thread::Builder::new()
            .name("ama-doctor-probe".into())
            .spawn(move || {
                let _ = sender.send((i, probe(&url, &headers, timeout)));
            });
        if let Err(e) = spawned {
            let _ = tx.send((i, Err(ProbeError::Thread(e))));
        }
    }
    drop(tx);
    let mut results: Vec<Option<Result<u16, ProbeError>>> =
        targets.iter().map(|_| None).collect();
    let deadline = Instant::now() + timeout + Duration::from_millis(500);
    while results.iter().any(Option::is_none) {
        let left = deadline.saturating_duration_since(Instant::now());
        match rx.recv_timeout(left) {
            Ok((i, r)) => results[i] = Some(r),
            Err(_) => break,
        }
    }
    for (t, r) in targets.iter().zip(results) {
        let check = match r {
            Some(Ok(status)) if status == 401 || status == 403 => Check::new(
                "reachable",
                Status::Problem,
                format!("`{}` answered HTTP {status}: the key was rejected", t.url),
            )
            .fix("check the key for this provider (`ama doctor` shows where it comes from)"),
            Some(Ok(status)) => Check::new(
                "reachable",
                Status::Ok,
                format!("`{}` answered HTTP {status}", t.url),
            )
            .data("httpStatus", status),
            Some(Err(e)) => Check::new(
                "reachable",
                Status::Problem,
                format!("cannot reach `{}`: {e}", t.url),
            )
            .fix("check the network, HTTPS_PROXY / NO_PROXY, and the provider's baseUrl"),
            None => Check::new(
                "reachable",
                Status::Problem,
                format!(
                    "`{}` gave no answer within {:.1} s",
                    t.url,
                    timeout.as_secs_f64()
                ),
            )
            .fix("check the network and proxy settings, or raise `--timeout`"),
        };
        out.push(
            check
                .label(t.provider.clone())
                .data("provider", t.provider.clone())
                .data("url", t.url.clone()),
        );
    }
    out
}

/// Providers from the config, built-in ones with a key, and the default model's provider.
fn providers(setup: &Setup) -> Vec<String> {
    let registry = setup.registry();
    let mut names: Vec<String> = setup.settings().providers.keys().cloned().collect();
    for name in registry.provider_names() {
        if registry.needs_key(&name) && registry.key(&name).0.is_some() && !names.contains(&name) {
            names.push(name);
        }
    }
    let default = crate::app::compose::model_spec(&Args::default(), registry)
        .and_then(|spec| registry.find(&spec));
    if let Ok(m) = default
        && !names.contains(&m.provider)
    {
        names.push(m.provider);
    }
    names
}

/// The models-list URL and headers of a provider, with its key when it has one.
fn target(setup: &Setup, provider: &str) -> crate::error::Result<Target> {
    let registry = setup.registry();
    let listed = registry.listed_models()?;
    let id = listed
        .iter()
        .find(|m| m.provider == provider)
        .map(|m| m.id.clone())
        .unwrap_or_else(|| "doctor-probe".into());
    let spec = ModelSpec {
        provider: Some(provider.to_string()),
        id,
        channel: None,
    };
    let model = registry.find(&spec)?;
    let key = registry.key(provider).0.filter(|k| !k.is_empty());
    let base = model.base_url.trim_end_matches('/');
    let mut headers = Vec::new();
    let facts = model.api.facts();
    match (facts.key_header, key) {
        (KeyHeader::XApiKey, key) => {
            headers.push(("anthropic-version".to_string(), "2023-06-01".to_string()));
            if let Some(k) = key {
                headers.push(("x-api-key".to_string(), k));
            }
        }
        (KeyHeader::Bearer, Some(k)) => {
            headers.push(("authorization".to_string(), format!("Bearer {k}")));
        }
        (KeyHeader::Bearer, None) => {}
    }
    let url = format!("{base}{}", facts.models_path);
    headers.extend(model.headers.iter().cloned());
    Ok(Target {
        provider: provider.to_string(),
        url,
        headers,
    })
}

/// Why a probe got no HTTP status.
#[derive(Debug)]
enum ProbeError {
    /// No thread could be started for it.
    Thread(std::io::Error),
    /// The request failed before an answer (DNS, connect, TLS, a deadline).
    Request(ureq::Error),
}

impl std::fmt::Display for ProbeError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ProbeError::Thread(e) => write!(f, "could not start a thread ({e})"),
            ProbeError::Request(e) => write!(f, "{e}"),
        }
    }
}

/// The HTTP status of `GET url`, or why there was none.
fn probe(url: &str, headers: &[(String, String)], timeout: Duration) -> Result<u16, ProbeError> {
    let deadlines = Deadlines {
        connect: timeout,
        first_byte: timeout,
        idle: timeout,
    };
    let agent = agent_for(url, deadlines);
    let mut req = agent.get(url);
    for (k, v) in headers {
        req = req.header(k.as_str(), v.as_str());
    }
    match req.call() {
        Ok(resp) => Ok(resp.status().as_u16()),
        Err(e) => Err(ProbeError::Request(e)),
    }
}
