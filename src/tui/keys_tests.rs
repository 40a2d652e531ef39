//! Key-parser tables: byte sequences as terminals send them → ama keys.

use std::time::{Duration, Instant};

use super::{Input, Key, KeyCode, Mods, StdinBuffer};

fn k(code: KeyCode, mods: Mods) -> Input {
    Input::Key(Key::new(code, mods))
}

fn parse_all(bytes: &[u8]) -> Vec<Input> {
    let mut sb = StdinBuffer::new(Duration::from_millis(50));
    let t0 = Instant::now();
    let mut out = sb.feed(bytes, t0);
    out.extend(sb.flush(t0 + Duration::from_millis(60)));
    out
}

#[test]
fn key_sequences_table() {
    use KeyCode::*;
    let cases: Vec<(&[u8], Vec<Input>)> = vec![
        (b"a", vec![k(Char('a'), Mods::NONE)]),
        (b"\r", vec![k(Enter, Mods::NONE)]),
        (b"\n", vec![k(Char('j'), Mods::CTRL)]),
        (b"\x1b\r", vec![k(Enter, Mods::ALT)]),
        (
            b"\x01\x05\x0b\x15\x17\x19",
            "aekuwy".chars().map(|c| k(Char(c), Mods::CTRL)).collect(),
        ),
        (
            b"\x03\x04\x0f",
            "cdo".chars().map(|c| k(Char(c), Mods::CTRL)).collect(),
        ),
        (b"\x7f", vec![k(Backspace, Mods::NONE)]),
        (b"\x1b\x7f", vec![k(Backspace, Mods::ALT)]),
        (
            b"\x1bb\x1bf",
            vec![k(Char('b'), Mods::ALT), k(Char('f'), Mods::ALT)],
        ),
        (
            b"\x1b[A\x1b[B\x1b[C\x1b[D",
            vec![
                k(Up, Mods::NONE),
                k(Down, Mods::NONE),
                k(Right, Mods::NONE),
                k(Left, Mods::NONE),
            ],
        ),
        (
            b"\x1bOA\x1bOH\x1bOF",
            vec![k(Up, Mods::NONE), k(Home, Mods::NONE), k(End, Mods::NONE)],
        ),
        (
            b"\x1b[1;5C\x1b[1;3D",
            vec![k(Right, Mods::CTRL), k(Left, Mods::ALT)],
        ),
        (b"\x1b[1;3A", vec![k(Up, Mods::ALT)]),
        (b"\x1b\x1b[A", vec![k(Up, Mods::ALT)]),
        (
            b"\x1b[H\x1b[F\x1b[1~\x1b[4~\x1b[7~\x1b[8~",
            vec![
                k(Home, Mods::NONE),
                k(End, Mods::NONE),
                k(Home, Mods::NONE),
                k(End, Mods::NONE),
                k(Home, Mods::NONE),
                k(End, Mods::NONE),
            ],
        ),
        (
            b"\x1b[3~\x1b[5~\x1b[6~\x1b[2~",
            vec![
                k(Delete, Mods::NONE),
                k(PageUp, Mods::NONE),
                k(PageDown, Mods::NONE),
                k(Insert, Mods::NONE),
            ],
        ),
        (b"\x1b[Z", vec![k(Tab, Mods::SHIFT)]),
        (b"\x1b[13;2u", vec![k(Enter, Mods::SHIFT)]),
        (b"\x1b[27;2;13~", vec![k(Enter, Mods::SHIFT)]),
        (
            b"\x1bOP\x1b[15~",
            vec![k(F(1), Mods::NONE), k(F(5), Mods::NONE)],
        ),
        (
            "日é".as_bytes(),
            vec![k(Char('日'), Mods::NONE), k(Char('é'), Mods::NONE)],
        ),
        (
            "e\u{301}".as_bytes(),
            vec![k(Char('e'), Mods::NONE), k(Char('\u{301}'), Mods::NONE)],
        ),
        (b"\x1b", vec![k(Esc, Mods::NONE)]),
        (b"\x1b[", vec![k(Esc, Mods::NONE), k(Char('['), Mods::NONE)]),
        (b"\x1b[99x", vec![]),
        (b"\xff", vec![]),
        (
            b"\x1b[200~line1\r\nline2\x1b[201~",
            vec![Input::Paste("line1\r\nline2".into())],
        ),
        (
            b"x\x1b[200~\x1b[31m\x1b[201~\r",
            vec![
                k(Char('x'), Mods::NONE),
                Input::Paste("\x1b[31m".into()),
                k(Enter, Mods::NONE),
            ],
        ),
    ];
    for (bytes, want) in cases {
        assert_eq!(
            parse_all(bytes),
            want,
            "bytes {:?}",
            String::from_utf8_lossy(bytes)
        );
    }
}

#[test]
fn esc_waits_for_the_timeout() {
    let mut sb = StdinBuffer::new(Duration::from_millis(50));
    let t0 = Instant::now();
    assert_eq!(sb.feed(b"\x1b", t0), vec![]);
    assert_eq!(sb.pending_deadline(), Some(t0 + Duration::from_millis(50)));
    // Before the timeout: still nothing.
    assert_eq!(sb.flush(t0 + Duration::from_millis(10)), vec![]);
    // The rest of an arrow arrives in a second read: one key, not Esc + "[A".
    assert_eq!(
        sb.feed(b"[A", t0 + Duration::from_millis(20)),
        vec![k(KeyCode::Up, Mods::NONE)]
    );
    assert_eq!(sb.pending_deadline(), None);
    // A lone Esc, then the timeout.
    assert_eq!(sb.feed(b"\x1b", t0 + Duration::from_millis(100)), vec![]);
    assert_eq!(
        sb.flush(t0 + Duration::from_millis(151)),
        vec![k(KeyCode::Esc, Mods::NONE)]
    );
}

#[test]
fn split_utf8_and_paste_across_reads() {
    let mut sb = StdinBuffer::new(Duration::from_millis(50));
    let t0 = Instant::now();
    let bytes = "日".as_bytes();
    assert_eq!(sb.feed(&bytes[..1], t0), vec![]);
    assert_eq!(
        sb.feed(&bytes[1..], t0),
        vec![k(KeyCode::Char('日'), Mods::NONE)]
    );
    assert_eq!(sb.feed(b"\x1b[200~abc\x1b[2", t0), vec![]);
    // A paste is never cut by the Esc timeout.
    assert_eq!(sb.pending_deadline(), None);
    assert_eq!(sb.feed(b"01~", t0), vec![Input::Paste("abc".into())]);
}

#[test]
fn big_paste_is_one_input() {
    let mut body = Vec::new();
    for i in 0..5000 {
        body.extend_from_slice(format!("line {i}\n").as_bytes());
    }
    let mut sb = StdinBuffer::new(Duration::from_millis(50));
    let t0 = Instant::now();
    let mut out = sb.feed(b"\x1b[200~", t0);
    for chunk in body.chunks(4096) {
        out.extend(sb.feed(chunk, t0));
    }
    out.extend(sb.feed(b"\x1b[201~", t0));
    assert_eq!(out, vec![Input::Paste(String::from_utf8(body).unwrap())]);
}
