//! `ama models cache-probe <provider/model> [--yes] [--gap SECS]`: finds out whether an endpoint
//! reports prompt caching. It sends two minimal requests with the same fixed prefix a few
//! seconds apart and reads their cache numbers: `reported`, `silent` or `inconclusive`, with the
//! config to set. The requests cost money, so the estimate comes first and a run without a
//! terminal needs `--yes`.

use std::ffi::OsString;
use std::io::{BufRead, IsTerminal, Write};
use std::time::Duration;

use lexopt::prelude::*;

use crate::ai::apis::RequestOptions;
use crate::ai::event::AssistantEvent;
use crate::ai::model::Model;
use crate::ai::types::{Context, Message, ThinkingLevel, Usage, UserContent, UserMessage};
use crate::app::options::Args;
use crate::config::models::ModelSpec;
use crate::error::{Error, Result};
use crate::util::cancel::Cancel;
use crate::util::output::write_stdout;

pub const HELP: &str = "ama models cache-probe — does an endpoint report prompt caching?

USAGE:
    ama models cache-probe <PROVIDER/ID> [--yes] [--gap SECS]

Sends two minimal requests with the same fixed prefix (about 4.5k tokens) a few seconds apart
and reads their cache numbers. The verdict is reported, silent or inconclusive, with the config
to set. The requests are billed: the estimate is printed first.

FLAGS:
        --yes          do not ask before sending (needed without a terminal)
        --gap <SECS>   seconds between the two requests (default 5)
    -h, --help         show this help
";

/// Lines of the fixed prefix; about 15 tokens each.
const PREFIX_LINES: usize = 300;
/// Output tokens per request (OpenAI Responses' minimum).
const OUTPUT_TOKENS: u64 = 16;
/// How long one probe request may take.
const REQUEST_DEADLINE: Duration = Duration::from_secs(120);

/// The probe's verdict.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    Reported,
    Silent,
    Inconclusive,
}

/// Judges the two requests' usage: any read or write means the endpoint reports caching; no
/// cache fields at all means silent; fields that say zero twice prove nothing.
pub fn verdict(first: &Usage, second: &Usage) -> Verdict {
    let any = |u: &Usage| u.cache_read > 0 || u.cache_write > 0;
    if any(first) || any(second) {
        Verdict::Reported
    } else if !first.cache_reported && !second.cache_reported {
        Verdict::Silent
    } else {
        Verdict::Inconclusive
    }
}

/// The config suggestion for a verdict.
pub fn suggestion(v: Verdict, provider: &str) -> String {
    match v {
        Verdict::Reported => {
            "nothing to set: ama reads this endpoint's cache numbers (status bar `cache N%`)".into()
        }
        Verdict::Silent => format!(
            "set \"compat\": {{\"cacheReporting\": \"silent\"}} on provider \"{provider}\" in config.json, so its requests stay out of the hit rate from the first one"
        ),
        Verdict::Inconclusive => format!(
            "the endpoint sends cache fields but cached nothing; run again with a longer --gap, or leave provider \"{provider}\" as it is (ama decides after 3 comparable requests)"
        ),
    }
}

/// The fixed prefix: the same bytes on every run.
fn prefix() -> String {
    let mut s = String::from(
        "You are answering a cache probe. Reply with the single word OK.\n\nReference text:\n",
    );
    for i in 0..PREFIX_LINES {
        s.push_str(&format!(
            "Line {i:04}: this prefix stays byte-identical between the two probe requests.\n"
        ));
    }
    s
}

/// Tokens of the prefix, estimated at four characters a token.
fn prefix_tokens() -> u64 {
    (prefix().len() / 4) as u64
}

/// Estimated USD of the two requests: the first writes the prefix, the second reads it.
pub fn estimate(model: &Model, tokens: u64) -> Option<f64> {
    let p = &model.cost;
    if *p == crate::ai::model::Prices::default() {
        return None;
    }
    let write = if p.cache_write > 0.0 {
        p.cache_write
    } else {
        p.input
    };
    let t = tokens as f64;
    Some((t * write + t * p.cache_read.max(0.0) + 2.0 * OUTPUT_TOKENS as f64 * p.output) / 1e6)
}

struct Options {
    spec: String,
    yes: bool,
    gap: Duration,
}

fn parse(raw: Vec<OsString>) -> Result<Option<Options>> {
    let mut p = lexopt::Parser::from_args(raw);
    let (mut spec, mut yes, mut gap) = (None, false, Duration::from_secs(5));
    let usage = |m: String| Error::Usage(format!("{m}; see `ama models cache-probe --help`"));
    let mut saw_word = false;
    while let Some(arg) = p.next().map_err(|e| usage(e.to_string()))? {
        match arg {
            Short('h') | Long("help") => return Ok(None),
            Long("yes") => yes = true,
            Long("gap") => {
                let v = p.value().map_err(|e| usage(e.to_string()))?;
                let text = v.to_string_lossy().to_string();
                let secs: f64 = text
                    .parse()
                    .ok()
                    .filter(|s: &f64| s.is_finite() && *s >= 0.0 && *s <= 3600.0)
                    .ok_or_else(|| {
                        usage(format!(
                            "--gap {text:?} is not a number of seconds from 0 to 3600"
                        ))
                    })?;
                gap = Duration::from_secs_f64(secs);
            }
            Value(v) if !saw_word => {
                let w = v.to_string_lossy().to_string();
                if w != "cache-probe" {
                    return Err(usage(format!(
                        "`ama models {w}` is not a command; the models command has `cache-probe`"
                    )));
                }
                saw_word = true;
            }
            Value(v) if spec.is_none() => spec = Some(v.to_string_lossy().to_string()),
            other => return Err(usage(other.unexpected().to_string())),
        }
    }
    if !saw_word {
        return Err(usage("`ama models` needs a command: cache-probe".into()));
    }
    let spec = spec.ok_or_else(|| usage("cache-probe needs a model as PROVIDER/ID".into()))?;
    Ok(Some(Options { spec, yes, gap }))
}

/// `ama models …`.
pub fn run(raw: Vec<OsString>) -> Result<i32> {
    let Some(o) = parse(raw)? else {
        write_stdout(HELP.as_bytes());
        return Ok(0);
    };
    let registry = crate::app::compose::registry(&Args::default())?;
    let model = registry.find(&ModelSpec::parse(&o.spec))?;
    let api_key = registry.require_key(&model.provider)?;
    let tokens = prefix_tokens();
    let cost = estimate(&model, tokens)
        .map(|c| format!("about ${c:.4}"))
        .unwrap_or_else(|| "unknown (the model has no prices)".into());
    write_stdout(
        format!(
            "cache-probe {}: 2 requests of about {tokens} input tokens, {:.1} s apart; estimated cost {cost}\n",
            model.spec(),
            o.gap.as_secs_f64()
        )
        .as_bytes(),
    );
    if !o.yes && !confirm()? {
        write_stdout(b"cache-probe: cancelled, nothing was sent\n");
        return Ok(1);
    }
    let first = request(&model, &api_key)?;
    std::thread::sleep(o.gap);
    let second = request(&model, &api_key)?;
    let v = verdict(&first, &second);
    let name = match v {
        Verdict::Reported => "reported",
        Verdict::Silent => "silent",
        Verdict::Inconclusive => "inconclusive",
    };
    let line = |u: &Usage| {
        format!(
            "input {} · cache read {} · cache write {}{}",
            u.input,
            u.cache_read,
            u.cache_write,
            if u.cache_reported {
                ""
            } else {
                " (no cache fields)"
            }
        )
    };
    write_stdout(
        format!(
            "request 1: {}\nrequest 2: {}\nverdict: {name}\nsuggestion: {}\n",
            line(&first),
            line(&second),
            suggestion(v, &model.provider)
        )
        .as_bytes(),
    );
    Ok(0)
}

/// Asks on the terminal; without one, `--yes` is required.
fn confirm() -> Result<bool> {
    let stdin = std::io::stdin();
    if !stdin.is_terminal() {
        return Err(Error::Usage(
            "cache-probe sends two billed requests and there is no terminal to confirm them; pass --yes".into(),
        ));
    }
    print!("Send them? [y/N] ");
    let _ = std::io::stdout().flush();
    let mut answer = String::new();
    stdin
        .lock()
        .read_line(&mut answer)
        .map_err(|e| Error::Run(format!("cache-probe could not read the answer: {e}")))?;
    Ok(matches!(answer.trim(), "y" | "Y" | "yes"))
}

/// One minimal request with the fixed prefix; its usage, or the provider's error.
fn request(model: &Model, api_key: &Option<String>) -> Result<Usage> {
    let ctx = Context {
        system_prompt: prefix(),
        messages: vec![Message::User(UserMessage {
            content: UserContent::Text("OK?".into()),
            origin: None,
            timestamp: crate::util::time::now_ms(),
        })],
        tools: Vec::new(),
    };
    let opts = RequestOptions {
        forbid_tool_calls: false,
        api_key: api_key.clone(),
        thinking: ThinkingLevel::Off,
        max_tokens: Some(OUTPUT_TOKENS),
    };
    let cancel = Cancel::new();
    let rx = crate::ai::stream::stream(model, &ctx, &opts, &cancel);
    let deadline = std::time::Instant::now() + REQUEST_DEADLINE;
    loop {
        let left = deadline.saturating_duration_since(std::time::Instant::now());
        let Ok(items) = rx.recv_timeout(left) else {
            cancel.cancel();
            return Err(Error::Run(format!(
                "cache-probe: {} did not answer within {} s; check the provider with `ama doctor --online`",
                model.spec(),
                REQUEST_DEADLINE.as_secs()
            )));
        };
        for item in items {
            match item.event {
                AssistantEvent::Done { message, .. } => return Ok(message.usage),
                AssistantEvent::Error { message, .. } => {
                    return Err(Error::Run(format!(
                        "cache-probe: the request to {} failed: {}",
                        model.spec(),
                        message.error_message.unwrap_or_default()
                    )));
                }
                _ => {}
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn u(read: u64, write: u64, reported: bool) -> Usage {
        Usage {
            cache_read: read,
            cache_write: write,
            cache_reported: reported,
            ..Default::default()
        }
    }

    #[test]
    fn verdicts() {
        for (a, b, want) in [
            (u(0, 4000, true), u(4000, 0, true), Verdict::Reported),
            (u(0, 0, true), u(4096, 0, true), Verdict::Reported),
            (u(0, 0, false), u(0, 0, false), Verdict::Silent),
            (u(0, 0, true), u(0, 0, true), Verdict::Inconclusive),
            (u(0, 0, false), u(0, 0, true), Verdict::Inconclusive),
        ] {
            assert_eq!(verdict(&a, &b), want, "{a:?} {b:?}");
        }
    }

    #[test]
    fn prefix_is_stable_and_long_enough() {
        assert_eq!(prefix(), prefix());
        assert!(prefix_tokens() > 4096, "{}", prefix_tokens());
    }

    #[test]
    fn estimates() {
        let m = crate::ai::apis::test_support::test_model(crate::ai::types::Api::AnthropicMessages);
        // 5000 tokens written at $3.75/M and read at $0.30/M, 32 output tokens at $15/M.
        let e = estimate(&m, 5000).unwrap_or(0.0);
        assert!((e - (5000.0 * 3.75 + 5000.0 * 0.3 + 32.0 * 15.0) / 1e6).abs() < 1e-12);
        let mut free = m.clone();
        free.cost = Default::default();
        assert_eq!(estimate(&free, 5000), None);
    }
}
