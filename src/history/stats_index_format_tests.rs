//! The index's bytes: what is written reads back the same, and anything else (another version,
//! zone or directory, a cut or damaged file, a name out of its table) reads as no index.

use super::{VERSION, decode, encode};
use crate::history::stats_figures::{Bucket, ExternalBucket, FileStats, Tally};
use crate::history::stats_index::{Cached, Files};

fn tally(pairs: &[(&str, u64)]) -> Tally {
    let mut t = Tally::default();
    for (k, n) in pairs {
        t.add(k, *n);
    }
    t
}

fn sample() -> Files {
    let bucket = |day: &str, channel: Option<&str>| Bucket {
        day: day.into(),
        provider: "anthropic".into(),
        model: "claude \"quoted\" \u{1}".into(),
        channel: channel.map(Into::into),
        requests: tally(&[("chat", 36), ("cache_warm", 1)]),
        turns: 12,
        turn_ms: 66_000,
        input: 3840,
        output: u64::MAX,
        cache_read: 110_400,
        cache_write: 0,
        cost: 0.041_999_999_999_999_98,
        priced: 36,
        unpriced: 1,
        errors: 2,
        retries: 3,
        tools: tally(&[("read", 12), ("edit", 12), ("ünï", 1)]),
    };
    let mut files = Files::default();
    files.insert(
        "home-a/2024-10-12T16-00-00-000Z_1.jsonl".into(),
        Cached {
            mtime_ns: 1_796_302_982_731_664_089,
            size: 67_268,
            stats: FileStats {
                cwd: "/home/a".into(),
                buckets: vec![bucket("2024-10-12", None), bucket("2024-10-13", Some("eu"))],
                skipped_lines: 4,
                external: vec![ExternalBucket {
                    day: "2024-10-12".into(),
                    agent: "claude".into(),
                    sessions: 1,
                    turns: 2,
                    usd: 0.1 + 0.2,
                    priced: 1,
                    tokens: 500,
                    requests: 0,
                }],
            },
        },
    );
    files.insert(
        "home-a/2024-10-13.jsonl".into(),
        Cached {
            mtime_ns: 1,
            size: 0,
            stats: FileStats {
                cwd: "/home/a".into(),
                ..FileStats::default()
            },
        },
    );
    files.insert(
        "home-b/x\"y\n.jsonl".into(),
        Cached {
            mtime_ns: 2,
            size: 3,
            stats: FileStats {
                cwd: "/home/b".into(),
                buckets: vec![bucket("2024-10-14", None)],
                ..FileStats::default()
            },
        },
    );
    files
}

fn same(a: &Files, b: &Files) -> bool {
    a.len() == b.len()
        && a.iter().all(|(k, v)| {
            b.get(k).is_some_and(|w| {
                (v.mtime_ns, v.size, &v.stats) == (w.mtime_ns, w.size, &w.stats)
                    && v.stats.buckets.iter().zip(&w.stats.buckets).all(|(x, y)| {
                        x.cost.to_bits() == y.cost.to_bits()
                    })
            })
        })
}

#[test]
fn what_is_written_reads_back_the_same() {
    let files = sample();
    let bytes = encode("UTC|0|0", "/data/sessions", &files);
    let text = String::from_utf8(bytes.clone()).unwrap_or_default();
    assert!(text.starts_with(&format!("[{VERSION},\"UTC|0|0\",\"/data/sessions\",[")));
    // Every name once: the day, the cwd and "anthropic" are not repeated per file.
    assert_eq!(text.matches("\"anthropic\"").count(), 1, "{text}");
    assert_eq!(text.matches("\"/home/a\"").count(), 1, "{text}");
    assert_eq!(text.matches("\"home-a\"").count(), 1, "{text}");
    let back = decode(&bytes, "UTC|0|0", "/data/sessions", None);
    assert!(back.as_ref().is_some_and(|b| same(b, &files)), "{text}");
    // Written again, the same bytes.
    let again = encode("UTC|0|0", "/data/sessions", &back.unwrap_or_default());
    assert_eq!(again, bytes);
    // No files: still an index.
    let empty = encode("UTC|0|0", "/r", &Files::default());
    assert_eq!(
        decode(&empty, "UTC|0|0", "/r", None).map(|f| f.len()),
        Some(0)
    );
}

#[test]
fn another_zone_directory_or_version_reads_as_none() {
    let bytes = encode("UTC|0|0", "/data/sessions", &sample());
    assert!(decode(&bytes, "Asia/Tokyo|32400|32400", "/data/sessions", None).is_none());
    assert!(decode(&bytes, "UTC|0|0", "/other/sessions", None).is_none());
    let text = String::from_utf8(bytes).unwrap_or_default();
    let older = text.replacen(&format!("[{VERSION},"), "[2,", 1);
    assert!(decode(older.as_bytes(), "UTC|0|0", "/data/sessions", None).is_none());
    // Version 2's shape: an object keyed by full paths.
    let v2 = br#"{"version":2,"zone":"UTC|0|0","files":{"/data/sessions/a/b.jsonl":{"mtimeNs":1,"size":2,"stats":{"cwd":"/","buckets":[],"skippedLines":0}}}}"#;
    assert!(decode(v2, "UTC|0|0", "/data/sessions", None).is_none());
}

#[test]
fn a_cut_or_damaged_index_reads_as_none() {
    let bytes = encode("UTC|0|0", "/data/sessions", &sample());
    for end in 0..bytes.len() {
        assert!(
            decode(&bytes[..end], "UTC|0|0", "/data/sessions", None).is_none(),
            "cut at {end}"
        );
    }
    let text = String::from_utf8(bytes).unwrap_or_default();
    for bad in [
        // Trailing bytes, garbage, another JSON value.
        format!("{text}x"),
        format!("{text}[]"),
        "\u{0}\u{ff}garbage".to_string(),
        "null".to_string(),
        "[]".to_string(),
        "{}".to_string(),
    ] {
        assert!(
            decode(bad.as_bytes(), "UTC|0|0", "/data/sessions", None).is_none(),
            "{bad}"
        );
    }
    // Counts out of name order.
    let mut files = Files::default();
    files.insert(
        "d/f".into(),
        Cached {
            mtime_ns: 1,
            size: 1,
            stats: FileStats {
                cwd: "/".into(),
                buckets: vec![Bucket {
                    requests: tally(&[("a", 1), ("b", 2)]),
                    ..Bucket::default()
                }],
                ..FileStats::default()
            },
        },
    );
    let good = String::from_utf8(encode("z", "/r", &files)).unwrap_or_default();
    assert!(decode(good.as_bytes(), "z", "/r", None).is_some(), "{good}");
    // The table is ["/", "", "a", "b"]: the kinds' places swapped, a place out of the table,
    // a file row with one element more or one less.
    for (from, to) in [
        ("[2,1,3,2]", "[3,2,2,1]"),
        ("[2,1,3,2]", "[2,1,9,2]"),
        (",[]]", ",[],7]"),
        (",[]]", "]"),
    ] {
        let bad = good.replacen(from, to, 1);
        assert_ne!(bad, good, "{good}");
        assert!(decode(bad.as_bytes(), "z", "/r", None).is_none(), "{bad}");
    }
}

#[test]
fn one_directory_alone() {
    let files = sample();
    let bytes = encode("z", "/r", &files);
    let only = decode(&bytes, "z", "/r", Some("home-a")).unwrap_or_default();
    let mut keys: Vec<&String> = only.keys().collect();
    keys.sort();
    assert_eq!(
        keys,
        ["home-a/2024-10-12T16-00-00-000Z_1.jsonl", "home-a/2024-10-13.jsonl"]
    );
    assert!(decode(&bytes, "z", "/r", Some("nowhere")).is_some_and(|f| f.is_empty()));
    // The skipped directories must still be JSON.
    let text = String::from_utf8(bytes).unwrap_or_default();
    let cut = text.replacen(",[\"home-b\",[", ",[\"home-b\",[[", 1);
    assert_ne!(cut, text);
    assert!(decode(cut.as_bytes(), "z", "/r", Some("home-a")).is_none());
}
