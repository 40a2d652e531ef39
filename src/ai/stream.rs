//! `stream()`: runs one model request on a worker thread and delivers `StreamItem`s over a channel.
//! The contract: it never panics and never stops midway without a final `done` or `error` event.
//!
//! Cancellation reaches every blocking point. Once the response has begun, an abort shuts the
//! socket down and the worker ends the stream itself, keeping the partial content. Before that
//! (name lookup, connect, TLS handshake, sending, waiting for the headers) some calls cannot be
//! interrupted, so the abort hook sends the final `aborted` event itself and the worker, whenever
//! its blocking call returns, finds the stream settled and sends nothing more. The consumer never
//! waits on a blocked syscall.

use std::io::Read;
use std::sync::atomic::{AtomicU8, Ordering};
use std::sync::{Arc, Weak};
use std::time::Instant;

use crate::ai::apis::{self, Flow, RequestOptions};
use crate::ai::event::{ErrorInfo, ErrorKind, StreamItem};
use crate::ai::http::{self, Deadlines};
use crate::ai::model::Model;
use crate::ai::partial::Partial;
use crate::ai::provider_error::{self, Target};
use crate::ai::sse::SseReader;
use crate::ai::types::{AssistantMessage, Context};
use crate::util::cancel::Cancel;
use crate::util::wake_channel::{self, Receiver, Sender};

/// Starts a request. The receiver yields events until (and including) the final one.
pub fn stream(
    model: &Model,
    ctx: &Context,
    opts: &RequestOptions,
    cancel: &Cancel,
) -> Receiver<Vec<StreamItem>> {
    let (tx, rx) = wake_channel::channel();
    let request = apis::build_request(model, ctx, opts);
    let cancel = cancel.clone();
    let worker_model = model.clone();
    let worker_tx = tx.clone();
    let key = opts.api_key.clone();
    let spawned = std::thread::Builder::new()
        .name("ama-stream".into())
        .spawn(move || run(&worker_model, request, key, &cancel, worker_tx));
    if let Err(e) = spawned {
        Partial::new(model, tx)
            .with_key(opts.api_key.as_deref())
            .fail(
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
    // Stop at the final event: after an early abort the blocked worker may hold the channel open.
    for item in rx.into_iter().flatten() {
        if item.event.is_final() {
            last = Some(item.event);
            break;
        }
    }
    match last {
        Some(crate::ai::event::AssistantEvent::Done { message, .. })
        | Some(crate::ai::event::AssistantEvent::Error { message, .. }) => message,
        _ => unreachable_message(model),
    }
}

fn unreachable_message(model: &Model) -> AssistantMessage {
    let (tx, _rx) = wake_channel::channel();
    Partial::new(model, tx).fail(
        "the stream ended without a final event".into(),
        ErrorInfo::default(),
    )
}

/// Before the response: the abort hook may settle the stream.
const CONNECTING: u8 = 0;
/// The response has begun: only the worker ends the stream.
const STREAMING: u8 = 1;
/// Settled by the worker before the response (a transport error).
const FAILED_EARLY: u8 = 2;
/// Settled by the abort hook: the worker sends nothing more.
const ABANDONED: u8 = 3;

/// Which side sends the final event of a stream, shared by the worker and its abort hook.
struct Watch {
    phase: AtomicU8,
    agent: ureq::Agent,
    tx: Sender<Vec<StreamItem>>,
    model: Model,
    key: Option<String>,
}

impl Watch {
    /// Runs on abort, on the aborting thread.
    fn abort(&self) {
        self.agent.clone().shutdown();
        if self
            .phase
            .compare_exchange(CONNECTING, ABANDONED, Ordering::SeqCst, Ordering::SeqCst)
            .is_ok()
        {
            Partial::new(&self.model, self.tx.clone())
                .with_key(self.key.as_deref())
                .fail("Request was aborted".into(), aborted());
        }
    }

    /// Moves on from `CONNECTING`; false when the abort hook has already settled the stream.
    fn advance(&self, to: u8) -> bool {
        self.phase
            .compare_exchange(CONNECTING, to, Ordering::SeqCst, Ordering::SeqCst)
            .is_ok()
    }
}

fn run(
    model: &Model,
    request: apis::HttpRequest,
    key: Option<String>,
    cancel: &Cancel,
    tx: Sender<Vec<StreamItem>>,
) {
    // Declared before `partial`, so it drops after it: what is still staged goes out last.
    let _staging = crate::ai::handoff::begin(tx.clone());
    let mut partial = Partial::new(model, tx.clone()).with_key(key.as_deref());
    if cancel.is_cancelled() {
        partial.fail("Request was aborted".into(), aborted());
        return;
    }
    let deadlines = Deadlines::from_env();
    let watch = Arc::new(Watch {
        phase: AtomicU8::new(CONNECTING),
        agent: http::cancellable_agent(&request.url, deadlines, cancel),
        tx,
        model: model.clone(),
        key: key.clone(),
    });
    {
        // Weak: a finished request's hook must not keep its agent and channel alive.
        let weak: Weak<Watch> = Arc::downgrade(&watch);
        cancel.on_cancel(move || {
            if let Some(w) = weak.upgrade() {
                w.abort();
            }
        });
    }
    let target = Target {
        model,
        url: &request.url,
        key: key.as_deref(),
    };
    let body = match serde_json::to_vec(&request.body) {
        Ok(b) => b,
        Err(e) => {
            if watch.advance(FAILED_EARLY) {
                partial.fail(
                    format!("could not encode the request: {e}"),
                    ErrorInfo::default(),
                );
            }
            return;
        }
    };
    let mut req = watch.agent.post(&request.url);
    for (k, v) in &request.headers {
        req = req.header(k.as_str(), v.as_str());
    }
    let started = Instant::now();
    let response = match req.send(&body[..]) {
        Ok(r) => r,
        Err(e) => {
            if watch.advance(FAILED_EARLY) {
                let (text, info) = transport_error(&e, cancel, &target, started);
                partial.fail(text, info);
            }
            return;
        }
    };
    if !watch.advance(STREAMING) {
        return;
    }
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
        let (text, info) = provider_error::http(&target, status, &body, retry_after);
        partial.fail(text, info);
        return;
    }
    let mut parser = apis::parser(model.api);
    let mut reader = SseReader::new(response.into_body().into_reader());
    loop {
        // The events parsed since the last socket read go to the consumer in one hand-off, just
        // before the transport reads the socket again (ai/handoff.rs).
        match reader.next_event_with(|| partial.stage()) {
            Ok(Some(event)) if event.bad_utf8 => {
                partial.fail(
                    "the stream sent bytes that are not UTF-8; the response is incomplete".into(),
                    ErrorInfo {
                        kind: ErrorKind::CutStream,
                        retryable: true,
                        retry_after: None,
                    },
                );
                return;
            }
            Ok(Some(event)) => match parser.on_event(&event, &mut partial) {
                Flow::Continue => {}
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
    target: &Target<'_>,
    started: Instant,
) -> (String, ErrorInfo) {
    if cancel.is_cancelled() {
        return ("Request was aborted".into(), aborted());
    }
    let kind = match e {
        ureq::Error::Timeout(_) => ErrorKind::Stall,
        _ => ErrorKind::Network,
    };
    (
        provider_error::transport(target, &e.to_string(), started.elapsed().as_millis()),
        ErrorInfo {
            kind,
            retryable: true,
            retry_after: None,
        },
    )
}

#[cfg(test)]
mod tests {
    use std::net::TcpListener;
    use std::time::{Duration, Instant};

    use super::stream;
    use crate::ai::apis::RequestOptions;
    use crate::ai::apis::test_support::test_model;
    use crate::ai::event::{AssistantEvent, ErrorKind};
    use crate::ai::types::{Api, Context};
    use crate::util::cancel::Cancel;

    /// An abort while the server has not answered ends the stream at once with one `aborted`
    /// event; the worker, released later, adds nothing, and the channel then closes.
    #[test]
    fn an_abort_before_the_response_sends_exactly_one_final_event() {
        let listener = TcpListener::bind("127.0.0.1:0").expect("bind");
        let mut model = test_model(Api::OpenaiCompletions);
        model.base_url = format!("http://{}/v1", listener.local_addr().expect("addr"));
        let ctx = Context {
            system_prompt: String::new(),
            messages: Vec::new(),
            tools: Vec::new(),
        };
        let opts = RequestOptions {
            api_key: Some("unit-test-key-1".into()),
            ..Default::default()
        };
        let cancel = Cancel::new();
        let rx = stream(&model, &ctx, &opts, &cancel);
        // The connection is accepted and held: the worker waits for the headers.
        let (held, _) = listener.accept().expect("accept");
        let sent = Instant::now();
        cancel.cancel();
        let first = rx
            .recv_timeout(Duration::from_secs(2))
            .expect("a final event");
        assert!(sent.elapsed() < Duration::from_secs(1));
        let finals: Vec<&AssistantEvent> = first.iter().map(|i| &i.event).collect();
        assert!(
            matches!(finals.as_slice(), [.., AssistantEvent::Error { info, .. }] if info.kind == ErrorKind::Aborted),
            "{finals:?}"
        );
        drop(held);
        // Nothing more arrives: the channel closes once the worker has returned.
        let rest: Vec<_> = rx.iter().flatten().collect();
        assert!(
            rest.iter().all(|i| !i.event.is_final()),
            "a second final event: {:?}",
            rest.iter().map(|i| &i.event).collect::<Vec<_>>()
        );
    }
}
