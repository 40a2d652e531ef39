//! `stream()`: runs one model request on a worker thread and delivers `StreamItem`s over a channel.
//! The contract: it never panics and never stops midway without a final `done` or `error` event;
//! cancelling shuts the socket down so the worker notices at once.

use std::io::Read;
use std::sync::mpsc::{self, Receiver};
use std::time::Instant;

use crate::ai::apis::{self, Flow, RequestOptions};
use crate::ai::classify;
use crate::ai::event::{ErrorInfo, ErrorKind, StreamItem};
use crate::ai::http::{self, Deadlines};
use crate::ai::model::Model;
use crate::ai::partial::Partial;
use crate::ai::sse::SseReader;
use crate::ai::types::{AssistantMessage, Context};
use crate::util::cancel::Cancel;

/// Starts a request. The receiver yields events until (and including) the final one.
pub fn stream(
    model: &Model,
    ctx: &Context,
    opts: &RequestOptions,
    cancel: &Cancel,
) -> Receiver<Vec<StreamItem>> {
    let (tx, rx) = mpsc::channel();
    let request = apis::build_request(model, ctx, opts);
    let cancel = cancel.clone();
    let worker_model = model.clone();
    let worker_tx = tx.clone();
    let spawned = std::thread::Builder::new()
        .name("ama-stream".into())
        .spawn(move || run(&worker_model, request, &cancel, worker_tx));
    if let Err(e) = spawned {
        Partial::new(model, tx).fail(
            format!("could not start the request thread: {e}"),
            ErrorInfo::default(),
        );
    }
    rx
}

/// Runs a request to completion on the current thread and returns the final message.
pub fn complete(
    model: &Model,
    ctx: &Context,
    opts: &RequestOptions,
    cancel: &Cancel,
) -> AssistantMessage {
    let rx = stream(model, ctx, opts, cancel);
    let mut last = None;
    for item in rx.into_iter().flatten() {
        if item.event.is_final() {
            last = Some(item.event);
        }
    }
    match last {
        Some(crate::ai::event::AssistantEvent::Done { message, .. })
        | Some(crate::ai::event::AssistantEvent::Error { message, .. }) => message,
        _ => unreachable_message(model),
    }
}

fn unreachable_message(model: &Model) -> AssistantMessage {
    let (tx, _rx) = mpsc::channel();
    Partial::new(model, tx).fail(
        "the stream ended without a final event".into(),
        ErrorInfo::default(),
    )
}

fn run(
    model: &Model,
    request: apis::HttpRequest,
    cancel: &Cancel,
    tx: mpsc::Sender<Vec<StreamItem>>,
) {
    let mut partial = Partial::new(model, tx);
    if cancel.is_cancelled() {
        partial.fail("Request was aborted".into(), aborted());
        return;
    }
    let deadlines = Deadlines::from_env();
    let agent = http::agent_for(&request.url, deadlines);
    {
        let agent = agent.clone();
        cancel.on_cancel(move || agent.shutdown());
    }
    let body = match serde_json::to_vec(&request.body) {
        Ok(b) => b,
        Err(e) => {
            partial.fail(
                format!("could not encode the request: {e}"),
                ErrorInfo::default(),
            );
            return;
        }
    };
    let mut req = agent.post(&request.url);
    for (k, v) in &request.headers {
        req = req.header(k.as_str(), v.as_str());
    }
    let started = Instant::now();
    let response = match req.send(&body[..]) {
        Ok(r) => r,
        Err(e) => {
            let (text, info) = transport_error(&e, cancel, &request.url, started);
            partial.fail(text, info);
            return;
        }
    };
    let status = response.status().as_u16();
    if status != 200 {
        let retry_after = http::retry_after(response.headers());
        let mut body = String::new();
        let _ = response
            .into_body()
            .into_reader()
            .take(64 * 1024)
            .read_to_string(&mut body);
        if cancel.is_cancelled() {
            partial.fail("Request was aborted".into(), aborted());
            return;
        }
        let (text, info) = classify::http_error(status, &body, retry_after);
        partial.fail(text, info);
        return;
    }
    let mut parser = apis::parser(model.api);
    let mut reader = SseReader::new(response.into_body().into_reader());
    loop {
        match reader.next_event() {
            Ok(Some(event)) => match parser.on_event(&event, &mut partial) {
                Flow::Continue => {
                    if !reader.has_buffered_event() {
                        partial.flush();
                    }
                }
                Flow::Done(reason) => {
                    partial.finish(reason);
                    return;
                }
                Flow::Failed(text, info) => {
                    partial.fail(text, info);
                    return;
                }
            },
            Ok(None) => {
                if cancel.is_cancelled() {
                    partial.fail("Request was aborted".into(), aborted());
                } else {
                    partial.fail(
                        "the stream ended before its final event (connection closed early)".into(),
                        ErrorInfo {
                            kind: ErrorKind::CutStream,
                            retryable: true,
                            retry_after: None,
                        },
                    );
                }
                return;
            }
            Err(e) => {
                if cancel.is_cancelled() {
                    partial.fail("Request was aborted".into(), aborted());
                } else if is_timeout(&e) {
                    partial.fail(
                        format!(
                            "the stream stalled: no data for {} s; the request was abandoned",
                            deadlines.idle.as_secs_f64()
                        ),
                        ErrorInfo {
                            kind: ErrorKind::Stall,
                            retryable: true,
                            retry_after: None,
                        },
                    );
                } else {
                    partial.fail(
                        format!("the stream broke off: {e}"),
                        ErrorInfo {
                            kind: ErrorKind::Network,
                            retryable: true,
                            retry_after: None,
                        },
                    );
                }
                return;
            }
        }
    }
}

fn aborted() -> ErrorInfo {
    ErrorInfo {
        kind: ErrorKind::Aborted,
        retryable: false,
        retry_after: None,
    }
}

fn is_timeout(e: &std::io::Error) -> bool {
    matches!(
        e.kind(),
        std::io::ErrorKind::TimedOut | std::io::ErrorKind::WouldBlock
    ) || e.to_string().to_ascii_lowercase().contains("timeout")
}

fn transport_error(
    e: &ureq::Error,
    cancel: &Cancel,
    url: &str,
    started: Instant,
) -> (String, ErrorInfo) {
    if cancel.is_cancelled() {
        return ("Request was aborted".into(), aborted());
    }
    let kind = match e {
        ureq::Error::Timeout(_) => ErrorKind::Stall,
        _ => ErrorKind::Network,
    };
    let base = url.split('?').next().unwrap_or(url);
    (
        format!(
            "request to `{base}` failed after {} ms: {e}; check the network, the proxy settings and the provider's baseUrl",
            started.elapsed().as_millis()
        ),
        ErrorInfo {
            kind,
            retryable: true,
            retry_after: None,
        },
    )
}
