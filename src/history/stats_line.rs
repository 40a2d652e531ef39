//! The decoded shape of a line `ama stats` counts, and the reader that decides, per line,
//! whether it is counted, skipped (it cannot matter: tool results, system messages, labels, …)
//! or corrupt.
//!
//! Most lines are read by a fast path over the raw bytes ([`fastjson`]): one walk finds the
//! line's type, its message's role and every field the figures use, and the few that are
//! strings or numbers are taken as they stand. It reads a line only when serde_json would read
//! it the same way: plain strings (no escapes), integers without sign, fraction or exponent,
//! each wanted key once, and no raw control character anywhere in the line. Anything else
//! (an escaped name, a duplicate key, a float where an integer belongs, a tab between tokens)
//! goes to the full parse, which was the only path before and still decides such lines.

use std::borrow::Cow;

use serde::Deserialize;

use crate::history::fastjson::{self, object_at, only_ws, plain_str, put, value_end};

/// The `data` of an external agent's record.
#[derive(Deserialize, Default)]
#[cfg_attr(test, derive(Debug, PartialEq))]
pub(super) struct ExternalIn<'a> {
    #[serde(borrow, default)]
    pub(super) agent: Option<Cow<'a, str>>,
    #[serde(borrow, default)]
    pub(super) unit: Option<Cow<'a, str>>,
    #[serde(default)]
    pub(super) amount: f64,
    #[serde(default)]
    pub(super) tokens: Option<u64>,
}

#[derive(Deserialize, Default)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(test, derive(Debug, PartialEq))]
pub(super) struct UsageIn {
    #[serde(default)]
    pub(super) input: u64,
    #[serde(default)]
    pub(super) output: u64,
    #[serde(default)]
    pub(super) cache_read: u64,
    #[serde(default)]
    pub(super) cache_write: u64,
    #[serde(default)]
    pub(super) cost: Option<CostIn>,
}

#[derive(Deserialize)]
#[cfg_attr(test, derive(Debug, PartialEq))]
pub(super) struct CostIn {
    #[serde(default)]
    pub(super) total: f64,
}

#[derive(Deserialize)]
#[cfg_attr(test, derive(Debug, PartialEq))]
pub(super) struct BlockIn<'a> {
    #[serde(rename = "type", borrow, default)]
    pub(super) kind: Option<Cow<'a, str>>,
    #[serde(borrow, default)]
    pub(super) name: Option<Cow<'a, str>>,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(test, derive(Debug, PartialEq))]
pub(super) struct AssistantIn<'a> {
    #[serde(borrow, default)]
    pub(super) role: Option<Cow<'a, str>>,
    #[serde(borrow, default)]
    pub(super) origin: Option<Cow<'a, str>>,
    #[serde(borrow, default)]
    pub(super) provider: Option<Cow<'a, str>>,
    #[serde(borrow, default)]
    pub(super) model: Option<Cow<'a, str>>,
    #[serde(default)]
    pub(super) usage: Option<UsageIn>,
    #[serde(borrow, default)]
    pub(super) stop_reason: Option<Cow<'a, str>>,
    #[serde(borrow, default)]
    pub(super) content: Option<ContentIn<'a>>,
}

/// Message content: the blocks of an assistant message; a user message's string is skipped
/// without being kept (a hand-written visitor: `untagged` would buffer the whole value first).
#[cfg_attr(test, derive(Debug, PartialEq))]
pub(super) enum ContentIn<'a> {
    Blocks(Vec<BlockIn<'a>>),
    Text,
}

impl<'de: 'a, 'a> Deserialize<'de> for ContentIn<'a> {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V<'a>(std::marker::PhantomData<&'a ()>);
        impl<'de: 'a, 'a> serde::de::Visitor<'de> for V<'a> {
            type Value = ContentIn<'a>;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("a string or a list of content blocks")
            }
            fn visit_str<E>(self, _: &str) -> Result<Self::Value, E> {
                Ok(ContentIn::Text)
            }
            fn visit_borrowed_str<E>(self, _: &'de str) -> Result<Self::Value, E> {
                Ok(ContentIn::Text)
            }
            fn visit_unit<E>(self) -> Result<Self::Value, E> {
                Ok(ContentIn::Text)
            }
            fn visit_seq<A: serde::de::SeqAccess<'de>>(
                self,
                mut seq: A,
            ) -> Result<Self::Value, A::Error> {
                let mut blocks = Vec::new();
                while let Some(b) = seq.next_element::<BlockIn<'a>>()? {
                    blocks.push(b);
                }
                Ok(ContentIn::Blocks(blocks))
            }
        }
        d.deserialize_any(V(std::marker::PhantomData))
    }
}

/// Every field any counted line may have; each line fills only its own.
#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(test, derive(Debug, PartialEq))]
pub(super) struct LineIn<'a> {
    #[serde(rename = "type", borrow, default)]
    pub(super) kind: Option<Cow<'a, str>>,
    #[serde(borrow, default)]
    pub(super) timestamp: Option<Cow<'a, str>>,
    #[serde(borrow, default)]
    pub(super) message: Option<AssistantIn<'a>>,
    #[serde(borrow, default)]
    pub(super) provider: Option<Cow<'a, str>>,
    #[serde(borrow, default)]
    pub(super) model: Option<Cow<'a, str>>,
    #[serde(borrow, default)]
    pub(super) model_id: Option<Cow<'a, str>>,
    #[serde(borrow, default)]
    pub(super) channel: Option<Cow<'a, str>>,
    #[serde(borrow, default, rename = "kind")]
    pub(super) usage_kind: Option<Cow<'a, str>>,
    #[serde(default)]
    pub(super) usage: Option<UsageIn>,
    #[serde(borrow, default)]
    pub(super) reason: Option<Cow<'a, str>>,
    #[serde(borrow, default)]
    pub(super) custom_type: Option<Cow<'a, str>>,
    #[serde(borrow, default)]
    pub(super) data: Option<ExternalIn<'a>>,
}

/// Which lines a scan must decode, from `type` and the message role alone.
pub(super) fn matters(kind: &str, role: Option<&str>) -> bool {
    match kind {
        "message" => matches!(role, Some("user" | "assistant") | None),
        "usage" | "compaction" | "branch_summary" | "context_edit" | "model_change" => true,
        // Only external agents' records; the caller skips other custom lines by their bytes.
        "custom" => true,
        _ => false,
    }
}

/// What a scan does with one line. (A counted line is large, but it is moved once and read at
/// once; a box would cost an allocation per line.)
#[cfg_attr(test, derive(Debug, PartialEq))]
#[allow(clippy::large_enum_variant)]
pub(super) enum Read<'a> {
    /// A line the figures count.
    Counted(LineIn<'a>),
    /// A line that cannot matter.
    Skipped,
    /// A line that is not JSON, or not of the shape a counted line has.
    Corrupt,
}

/// Reads one line of a session file (after its header).
pub(super) fn read(line: &[u8]) -> Read<'_> {
    read_fast(line).unwrap_or_else(|| read_full(line))
}

/// The full parse: the line's head, then serde_json into [`LineIn`].
fn read_full(line: &[u8]) -> Read<'_> {
    let Ok(head) = fastjson::head(line) else {
        return Read::Corrupt;
    };
    if !matters(&head.kind, head.role.as_deref()) || not_external(&head.kind, line) {
        return Read::Skipped;
    }
    match serde_json::from_slice::<LineIn>(line) {
        Ok(l) => Read::Counted(l),
        Err(_) => Read::Corrupt,
    }
}

/// A custom line that is not an external agent's record (the only custom lines counted).
fn not_external(kind: &str, line: &[u8]) -> bool {
    kind == "custom" && memchr::memmem::find(line, b"\"ama.agent-").is_none()
}

/// The top-level members a counted line may use, in [`LineIn`]'s order.
const TOP: [&[u8]; 12] = [
    b"type",
    b"timestamp",
    b"message",
    b"provider",
    b"model",
    b"modelId",
    b"channel",
    b"kind",
    b"usage",
    b"reason",
    b"customType",
    b"data",
];

/// The members of a message, in [`AssistantIn`]'s order.
const MESSAGE: [&[u8]; 7] = [
    b"role",
    b"origin",
    b"provider",
    b"model",
    b"usage",
    b"stopReason",
    b"content",
];

/// The fast path: `None` hands the line to the full parse.
fn read_fast(line: &[u8]) -> Option<Read<'_>> {
    // Raw control characters (a tab between tokens is JSON; one in a string is not): serde
    // decides. serde_json checks the UTF-8 of the keys and strings it decodes: a line that is
    // not UTF-8 goes to it too. The folds have no early exit, so they compile to vector loops.
    let (control, wide) = line
        .iter()
        .fold((false, false), |(c, w), &b| (c | (b < 0x20), w | (b >= 0x80)));
    if control || (wide && std::str::from_utf8(line).is_err()) {
        return None;
    }
    let mut top: [Option<&[u8]>; 12] = [None; 12];
    let mut message: Option<[Option<&[u8]>; 7]> = None;
    let end = fastjson::walk_object(line, 0, |key, at| {
        let slot = TOP.iter().position(|k| *k == key);
        // `message` (slot 2) is walked here, once, when it is an object.
        if slot == Some(2) && line.get(at) == Some(&b'{') {
            let (fields, end) = object_at(line, at, MESSAGE)?;
            put(&mut message, fields)?;
            put(&mut top[2], &line[at..end])?;
            return Some(end);
        }
        let end = value_end(line, at)?;
        if let Some(slot) = slot {
            put(&mut top[slot], &line[at..end])?;
        }
        Some(end)
    })?;
    if !only_ws(line, end) {
        return None;
    }
    let [
        kind,
        timestamp,
        raw_message,
        provider,
        model,
        model_id,
        channel,
        usage_kind,
        line_usage,
        reason,
        custom_type,
        data,
    ] = top;
    let kind = plain_str(kind?)?;
    let role = match &message {
        Some([role, ..]) => string(*role)?,
        None => None,
    };
    if !matters(kind, role.as_deref()) || not_external(kind, line) {
        return Some(Read::Skipped);
    }
    let message = match message {
        Some([_, origin, provider, model, usage_raw, stop_reason, content_raw]) => {
            Some(AssistantIn {
                role,
                origin: string(origin)?,
                provider: string(provider)?,
                model: string(model)?,
                usage: usage(usage_raw)?,
                stop_reason: string(stop_reason)?,
                content: content(content_raw)?,
            })
        }
        // Not an object: the full parse decides anything but null (no message).
        None if present(raw_message).is_some() => return None,
        None => None,
    };
    Some(Read::Counted(LineIn {
        kind: Some(Cow::Borrowed(kind)),
        timestamp: string(timestamp)?,
        message,
        provider: string(provider)?,
        model: string(model)?,
        model_id: string(model_id)?,
        channel: string(channel)?,
        usage_kind: string(usage_kind)?,
        usage: usage(line_usage)?,
        reason: string(reason)?,
        custom_type: string(custom_type)?,
        data: external(data)?,
    }))
}

/// A member's raw value unless it is absent or null (serde's `None` for an `Option`).
fn present(raw: Option<&[u8]>) -> Option<&[u8]> {
    raw.filter(|v| *v != b"null")
}

/// The raw values of `keys` in the object `v`, a value [`value_end`] has already found whole;
/// `None` when it is not an object or gives the full parse something to decide.
fn members<'a, const N: usize>(v: &'a [u8], keys: [&[u8]; N]) -> Option<[Option<&'a [u8]>; N]> {
    object_at(v, 0, keys).map(|(fields, _)| fields)
}

/// An optional string member: `Some(None)` when absent or null; `None` (the full parse
/// decides) when it is not a plain string.
fn string(raw: Option<&[u8]>) -> Option<Option<Cow<'_, str>>> {
    match present(raw) {
        None => Some(None),
        Some(v) => Some(Some(Cow::Borrowed(plain_str(v)?))),
    }
}

/// An integer member with a default of 0: digits only (at most 19, which always fit), as serde
/// reads into a `u64`; the value was checked as a JSON number, so there is no leading zero.
fn integer(raw: Option<&[u8]>) -> Option<u64> {
    let Some(v) = raw else { return Some(0) };
    if v.is_empty() || v.len() > 19 {
        return None;
    }
    v.iter().try_fold(0u64, |n, &b| {
        b.is_ascii_digit().then(|| n * 10 + u64::from(b - b'0'))
    })
}

/// A float member with a default of 0, parsed by serde_json itself so that every bit matches
/// the full parse.
fn float(raw: Option<&[u8]>) -> Option<f64> {
    match raw {
        None => Some(0.0),
        Some(v) => serde_json::from_slice(v).ok(),
    }
}

fn usage(raw: Option<&[u8]>) -> Option<Option<UsageIn>> {
    let Some(v) = present(raw) else {
        return Some(None);
    };
    let [input, output, cache_read, cache_write, cost] = members(
        v,
        [b"input", b"output", b"cacheRead", b"cacheWrite", b"cost"],
    )?;
    let cost = match present(cost) {
        None => None,
        Some(c) => {
            let [total] = members(c, [b"total"])?;
            Some(CostIn {
                total: float(total)?,
            })
        }
    };
    Some(Some(UsageIn {
        input: integer(input)?,
        output: integer(output)?,
        cache_read: integer(cache_read)?,
        cache_write: integer(cache_write)?,
        cost,
    }))
}

/// Message content: a string (whose text the figures do not use), or blocks, of which only the
/// type and name are read.
fn content(raw: Option<&[u8]>) -> Option<Option<ContentIn<'_>>> {
    let Some(v) = present(raw) else {
        return Some(None);
    };
    match v.first()? {
        b'"' => {
            // serde decodes the string it is handed, and a `\u` escape of half a surrogate
            // pair must have its other half: the full parse checks that (the line's UTF-8 is
            // checked already).
            let inner = &v[1..v.len() - 1];
            if memchr::memmem::find_iter(inner, b"\\u")
                .any(|i| matches!(inner.get(i + 2), Some(b'd' | b'D')))
            {
                return None;
            }
            Some(Some(ContentIn::Text))
        }
        b'[' => {
            let mut blocks = Vec::new();
            fastjson::walk_array(v, 0, |at| {
                let ([kind, name], end) = object_at(v, at, [b"type", b"name"])?;
                blocks.push(BlockIn {
                    kind: string(kind)?,
                    name: string(name)?,
                });
                Some(end)
            })?;
            Some(Some(ContentIn::Blocks(blocks)))
        }
        _ => None,
    }
}

fn external(raw: Option<&[u8]>) -> Option<Option<ExternalIn<'_>>> {
    let Some(v) = present(raw) else {
        return Some(None);
    };
    let [agent, unit, amount, tokens] = members(v, [b"agent", b"unit", b"amount", b"tokens"])?;
    Some(Some(ExternalIn {
        agent: string(agent)?,
        unit: string(unit)?,
        amount: float(amount)?,
        tokens: match present(tokens) {
            None => None,
            t => Some(integer(t)?),
        },
    }))
}

#[cfg(test)]
#[path = "stats_line_tests.rs"]
mod tests;
