//! Damaged stream data is a stream error, never a silent hole in the answer: an event whose JSON
//! was cut in the middle, or a `data:` line that is not UTF-8, fails the response like a dropped
//! connection, so it is retried, and reported when the retries run out (issue #30, part 1).

use serde_json::json;

use crate::support::Test;
use crate::support::mock::{Damage, MockServer, Turn};

const APIS: [&str; 3] = [
    "anthropic-messages",
    "openai-completions",
    "openai-responses",
];

#[test]
fn a_cut_json_event_is_retried_and_the_answer_is_whole() {
    for api in APIS {
        let mock = MockServer::start(vec![
            Turn::text("the first answer loses a piece").damage_at(3, Damage::CutJson),
            Turn::text("the whole answer"),
        ]);
        Test::new()
            .mock(&mock, api)
            .config_merge(json!({"retry": {"baseDelayMs": 10, "maxDelayMs": 20}}))
            .args(&["-p", "go"])
            .run()
            .status(0)
            .stdout("the whole answer\n")
            .stderr_contains("not JSON");
        assert_eq!(mock.model_requests().len(), 2, "{api}: one retry");
    }
}

#[test]
fn bytes_that_are_not_utf8_are_retried_and_the_answer_is_whole() {
    for api in APIS {
        let mock = MockServer::start(vec![
            Turn::text("the first answer has a bad byte").damage_at(3, Damage::BadUtf8),
            Turn::text("the clean answer"),
        ]);
        Test::new()
            .mock(&mock, api)
            .config_merge(json!({"retry": {"baseDelayMs": 10, "maxDelayMs": 20}}))
            .args(&["-p", "go"])
            .run()
            .status(0)
            .stdout("the clean answer\n")
            .stderr_contains("not UTF-8");
        assert_eq!(mock.model_requests().len(), 2, "{api}: one retry");
    }
}

#[test]
fn damage_on_every_try_fails_the_run_and_says_why() {
    let damaged = || Turn::text("never whole").damage_at(2, Damage::CutJson);
    let mock = MockServer::start(vec![damaged(), damaged(), damaged(), damaged()]);
    let out = Test::new()
        .mock(&mock, "openai-completions")
        .config_merge(json!({"retry": {"baseDelayMs": 10, "maxDelayMs": 20}}))
        .args(&["-p", "--output-format", "json", "go"])
        .run();
    out.status(1);
    let r = out.json();
    assert_eq!(r["isError"], json!(true), "{r}");
    assert_eq!(r["stopReason"], json!("error"), "{r}");
    assert!(
        r["error"].as_str().unwrap_or("").contains("not JSON"),
        "{r}"
    );
    assert_eq!(mock.model_requests().len(), 4, "one try plus three retries");
}
