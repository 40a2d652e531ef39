//! The approval chain: order of answerers, deny when nobody answers, timeout, interruption,
//! serial requests and stashed early answers.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use serde_json::json;

use super::{Answer, AnsweredBy, Answerer, ApprovalRequest, Approvals, PendingAnswers, Resolution};
use crate::permissions::pipeline::AskReason;
use crate::util::cancel::Cancel;

fn request(id: &str) -> ApprovalRequest {
    ApprovalRequest {
        request_id: id.into(),
        tool_name: "bash".into(),
        input: json!({"command": "make"}),
        reason: AskReason::Mode,
        hook_reason: None,
        timeout_ms: 1000,
        preview: None,
        auto_decision: None,
        context: None,
    }
}

struct Fixed(Option<Answer>, AtomicUsize);

impl Answerer for Fixed {
    fn ask(&self, _: &ApprovalRequest, _: &Cancel, _: Instant) -> Option<Answer> {
        self.1.fetch_add(1, Ordering::SeqCst);
        self.0
    }
}

fn fixed(a: Option<Answer>) -> Arc<Fixed> {
    Arc::new(Fixed(a, AtomicUsize::new(0)))
}

struct Panics;

impl Answerer for Panics {
    fn ask(&self, _: &ApprovalRequest, _: &Cancel, _: Instant) -> Option<Answer> {
        panic!("broker failed")
    }
}

#[test]
fn broker_then_client_then_deny() {
    let a = Approvals::default();
    assert!(!a.attended());
    let r = a.request(&request("1"), &Cancel::new());
    assert_eq!(
        r,
        Resolution {
            answer: Answer::Deny,
            by: AnsweredBy::Nobody
        }
    );

    let client = fixed(Some(Answer::Allow));
    a.set_client(Some(client.clone()));
    assert!(a.attended());
    let broker = fixed(None);
    a.set_broker(Some(broker.clone()));
    let r = a.request(&request("2"), &Cancel::new());
    assert_eq!(r.by, AnsweredBy::Client, "a broker that passes hands over");
    assert_eq!(broker.1.load(Ordering::SeqCst), 1);

    a.set_broker(Some(fixed(Some(Answer::AllowSession))));
    let r = a.request(&request("3"), &Cancel::new());
    assert_eq!((r.answer, r.by), (Answer::AllowSession, AnsweredBy::Broker));
    assert_eq!(
        client.1.load(Ordering::SeqCst),
        1,
        "the client is not asked after the broker"
    );

    a.set_broker(Some(Arc::new(Panics)));
    let r = a.request(&request("4"), &Cancel::new());
    assert_eq!(
        (r.answer, r.by),
        (Answer::Deny, AnsweredBy::Broker),
        "a panic counts as deny"
    );
}

#[test]
fn timeout_and_interruption_deny() {
    let a = Approvals::new(Duration::from_millis(100));
    let pending = Arc::new(PendingAnswers::default());
    a.set_client(Some(pending.clone()));
    let t = Instant::now();
    let r = a.request(&request("t"), &Cancel::new());
    assert_eq!((r.answer, r.by), (Answer::Deny, AnsweredBy::Timeout));
    assert!(t.elapsed() < Duration::from_secs(2));

    let cancel = Cancel::new();
    let c2 = cancel.clone();
    let p2 = pending.clone();
    std::thread::spawn(move || {
        while p2.waiting().is_none() {
            std::thread::sleep(Duration::from_millis(2));
        }
        c2.cancel();
    });
    let a = Approvals::new(Duration::from_secs(10));
    a.set_client(Some(pending.clone()));
    let r = a.request(&request("c"), &cancel);
    assert_eq!((r.answer, r.by), (Answer::Deny, AnsweredBy::Aborted));

    // An interrupted run denies even when the client already allowed.
    let cancelled = Cancel::new();
    cancelled.cancel();
    a.set_client(Some(fixed(Some(Answer::Allow))));
    assert_eq!(a.request(&request("x"), &cancelled).answer, Answer::Deny);
}

#[test]
fn pending_answers_wait_stash_and_detach() {
    let pending = Arc::new(PendingAnswers::default());
    assert!(
        !pending.respond("early", Answer::Allow),
        "not waited for yet: stashed"
    );
    let a = Arc::new(Approvals::new(Duration::from_secs(10)));
    a.set_client(Some(pending.clone()));
    let r = a.request(&request("early"), &Cancel::new());
    assert_eq!((r.answer, r.by), (Answer::Allow, AnsweredBy::Client));

    let p2 = pending.clone();
    let answered = std::thread::spawn(move || {
        while p2.waiting().as_deref() != Some("late") {
            std::thread::sleep(Duration::from_millis(2));
        }
        p2.respond("late", Answer::Deny)
    });
    let r = a.request(&request("late"), &Cancel::new());
    assert_eq!(r.answer, Answer::Deny);
    assert_eq!(answered.join().ok(), Some(true), "accepted while waiting");

    let p3 = pending.clone();
    std::thread::spawn(move || {
        while p3.waiting().is_none() {
            std::thread::sleep(Duration::from_millis(2));
        }
        p3.detach();
    });
    let r = a.request(&request("gone"), &Cancel::new());
    assert_eq!((r.answer, r.by), (Answer::Deny, AnsweredBy::Nobody));
}

#[test]
fn requests_are_serial() {
    struct Slow(Mutex<Vec<(String, bool)>>);
    impl Answerer for Slow {
        fn ask(&self, r: &ApprovalRequest, _: &Cancel, _: Instant) -> Option<Answer> {
            self.0.lock().ok()?.push((r.request_id.clone(), true));
            std::thread::sleep(Duration::from_millis(30));
            self.0.lock().ok()?.push((r.request_id.clone(), false));
            Some(Answer::Allow)
        }
    }
    let slow = Arc::new(Slow(Mutex::new(Vec::new())));
    let a = Arc::new(Approvals::default());
    a.set_client(Some(slow.clone()));
    let handles: Vec<_> = (0..3)
        .map(|i| {
            let a = a.clone();
            std::thread::spawn(move || a.request(&request(&i.to_string()), &Cancel::new()))
        })
        .collect();
    for h in handles {
        let _ = h.join();
    }
    let log = slow.0.lock().map(|l| l.clone()).unwrap_or_default();
    assert_eq!(log.len(), 6);
    for pair in log.chunks(2) {
        assert_eq!(pair[0].0, pair[1].0, "one request at a time: {log:?}");
        assert!(pair[0].1 && !pair[1].1);
    }
}
