//! `ama --list-models`: the catalog and configured models, one per line
//! (`provider/id`, context window, output limit, key source), then the providers that take any
//! model id (OpenRouter and the local servers), so a newcomer sees they exist.

use crate::ai::catalog;
use crate::app::options::Args;
use crate::error::Result;
use crate::util::output::write_stdout;

pub(super) fn run(args: &Args) -> Result<i32> {
    let registry = crate::app::compose::registry(args)?;
    let key_text = |provider: &str| {
        if registry.needs_key(provider) {
            registry.key(provider).1.as_str().to_string()
        } else {
            "not needed".to_string()
        }
    };
    let mut out = String::new();
    let listed = registry.listed_models()?;
    for m in &listed {
        out.push_str(&format!(
            "{}/{}\tcontext {}\tmax output {}\tkey: {}\n",
            m.provider,
            m.id,
            m.context_window,
            m.max_tokens,
            key_text(&m.provider)
        ));
    }
    for p in catalog::PROVIDERS.iter().filter(|p| p.models.is_empty()) {
        if listed.iter().any(|m| m.provider == p.name) {
            continue;
        }
        out.push_str(&format!(
            "{}/<any model id>\taccepts any model id the server offers\t{}\tkey: {}\n",
            p.name,
            p.base_url(),
            key_text(p.name)
        ));
    }
    write_stdout(out.as_bytes());
    Ok(0)
}
