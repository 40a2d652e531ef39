//! The fast path against the full parse: on every line the fast path reads, it must give what
//! the full parse gives. The lines are the shapes a session file holds, and thousands of
//! mutations of them (escapes, duplicate keys, floats for integers, control characters, cut
//! and stray bytes), made by a fixed pseudo-random sequence so that a failure repeats.

use super::{Read, read_fast, read_full};

const SAMPLES: &[&str] = &[
    r#"{"type":"message","id":"1","parentId":null,"timestamp":"2024-10-28T16:00:01.000Z","message":{"content":"turn 0: fix the bug","role":"user","timestamp":1730131201000}}"#,
    r#"{"type":"message","id":"2","parentId":"1","timestamp":"2024-10-28T16:00:03.000Z","message":{"api":"anthropic-messages","content":[{"text":"Looking.","type":"text"},{"arguments":{"path":"src/a.rs","n":[1,2.5,-3e2,true,null]},"id":"call_1","name":"read","type":"toolCall"}],"model":"claude-sonnet-4-5","provider":"anthropic","role":"assistant","stopReason":"toolUse","timestamp":1730131203000,"usage":{"cacheRead":3000,"cacheWrite":0,"cost":{"cacheRead":0.0,"cacheWrite":0.0,"input":0.0012,"output":0.0,"total":0.0012},"input":120,"output":40,"totalTokens":3160}}}"#,
    r#"{"type":"message","id":"3","parentId":"2","timestamp":"2024-10-28T16:00:04.000Z","message":{"content":[{"text":"line one\nline \"two\" \\ \u00e9","type":"text"}],"isError":false,"role":"toolResult","timestamp":0,"toolCallId":"call_1","toolName":"read"}}"#,
    r#"{"type":"message","id":"4","timestamp":"2024-10-28T16:00:05.000Z","message":{"content":"steer: \u00fcber tab\there","origin":"steer","role":"user"}}"#,
    r#"{"type":"message","id":"5","timestamp":"2024-10-28T16:00:06.000Z","message":{"content":[],"model":"gpt-5","provider":"openai","role":"assistant","stopReason":"error","usage":{"input":0,"output":0}}}"#,
    r#"{"type":"usage","id":"6","timestamp":"2024-10-28T16:00:07.000Z","provider":"anthropic","model":"claude-haiku-4-5","kind":"title","usage":{"input":10,"output":5,"cacheRead":0,"cacheWrite":0,"cost":{"total":1.5e-5}}}"#,
    r#"{"type":"compaction","id":"7","timestamp":"2024-10-28T16:00:08.000Z","summary":"short","usage":{"input":900,"output":100,"cost":null}}"#,
    r#"{"type":"branch_summary","id":"8","timestamp":"2024-10-28T16:00:09.000Z","summary":"s","usage":{"input":1,"output":2,"cost":{"total":3}}}"#,
    r#"{"type":"context_edit","id":"9","timestamp":"2024-10-28T16:00:10.000Z","reason":"retry","drop":["5"]}"#,
    r#"{"type":"model_change","id":"10","timestamp":"2024-10-28T16:00:11.000Z","provider":"openai","modelId":"gpt-5","channel":"batch"}"#,
    r#"{"type":"custom","id":"11","timestamp":"2024-10-28T16:00:12.000Z","customType":"ama.agent-usage","data":{"agent":"codex","unit":"usd","amount":0.25,"tokens":1200}}"#,
    r#"{"type":"custom","id":"12","timestamp":"2024-10-28T16:00:13.000Z","customType":"ama.agent-session","data":{"agent":"claude","amount":1,"tokens":null}}"#,
    r#"{"type":"custom","id":"13","customType":"my.extension","data":{"x":[{"y":"z"}]}}"#,
    r#"{"type":"label","id":"14","targetId":"2","label":"checkpoint"}"#,
    r#"{"type":"message","id":"15","message":{"role":"system","sections":{"preamble":"You are ama."},"timestamp":0}}"#,
    r#"{"type":"leaf","id":"16"}"#,
];

/// Lines the fast path leaves to the full parse, which counts them: an escaped surrogate pair
/// (ama writes such text as UTF-8), a tab between tokens, an escaped key, and a float token
/// count, which the full parse finds corrupt; with whether it counts them.
const FULL_ONLY: &[(&str, bool)] = &[
    (r#"{"type":"message","id":"4","message":{"content":"\ud83d\ude00","role":"user"}}"#, true),
    ("{\"type\":\"message\",\t\"message\":{\"content\":\"x\",\"role\":\"user\"}}", true),
    (r#"{"type":"usage","\u006bind":"title","usage":{"input":1}}"#, true),
    (r#"{"type":"usage","kind":"title","usage":{"input":1.0}}"#, false),
];

/// A fixed xorshift sequence.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// Bytes and runs that change how a line parses.
const PIECES: &[&[u8]] = &[
    b"\\", b"\"", b" ", b"\t", b"\x01", b"{", b"}", b"[", b"]", b",", b":", b"0", b"-", b"e",
    b".", b"n", b"\xff", b"\xc3\xa9", b"\\u0041", b"\\ud83d", b"\\q", b"null", b"1.0", b"01",
    b"\"role\":\"user\",", b"\"usage\":{},", b"\"type\":\"usage\",", b"\"message\":null,",
    b"\"input\":7,", b"\"total\":\"x\",", b"\"name\":5,", b"\"\\u0074ype\":\"x\",",
];

fn mutate(line: &[u8], rng: &mut Rng) -> Vec<u8> {
    let mut out = line.to_vec();
    for _ in 0..=rng.below(2) {
        let at = rng.below(out.len() + 1);
        match rng.below(4) {
            0 if at < out.len() => {
                out.remove(at);
            }
            1 => {
                // Insert right after a quote or a colon, where keys and values start.
                let at = out[..at]
                    .iter()
                    .rposition(|&b| b == b'"' || b == b':' || b == b'{')
                    .map_or(at, |i| i + 1);
                let piece = PIECES[rng.below(PIECES.len())];
                out.splice(at..at, piece.iter().copied());
            }
            _ => {
                let piece = PIECES[rng.below(PIECES.len())];
                out.splice(at..at, piece.iter().copied());
            }
        }
    }
    out
}

#[test]
fn every_sample_takes_the_fast_path_and_agrees() {
    for line in SAMPLES {
        let fast = read_fast(line.as_bytes())
            .unwrap_or_else(|| panic!("the fast path gave up on {line}"));
        assert_eq!(fast, read_full(line.as_bytes()), "{line}");
    }
    for (line, counts) in FULL_ONLY {
        assert!(read_fast(line.as_bytes()).is_none(), "{line}");
        let full = read_full(line.as_bytes());
        let want = if *counts { "Counted" } else { "Corrupt" };
        assert!(format!("{full:?}").starts_with(want), "{line}: {full:?}");
    }
}

#[test]
fn on_mutated_lines_the_fast_path_agrees_or_gives_up() {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let (mut read, mut counted, mut corrupt) = (0, 0, 0);
    // `AMA_FUZZ_ROUNDS=1000000` runs a longer search by hand.
    let rounds = std::env::var("AMA_FUZZ_ROUNDS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(20_000);
    for round in 0..rounds {
        let base = SAMPLES[round % SAMPLES.len()].as_bytes();
        let line = mutate(base, &mut rng);
        let full = read_full(&line);
        if full == Read::Corrupt {
            corrupt += 1;
        }
        if let Some(fast) = read_fast(&line) {
            read += 1;
            counted += usize::from(matches!(fast, Read::Counted(_)));
            assert_eq!(fast, full, "{}", String::from_utf8_lossy(&line));
        }
    }
    // The mutations reach both sides: many lines are still read fast, many are corrupt.
    assert!(read > 4_000 && counted > 2_000 && corrupt > 4_000, "{read} {counted} {corrupt}");
}
