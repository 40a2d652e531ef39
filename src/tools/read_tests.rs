//! Table tests for `read`: numbering, paging, limits, cut lines, special files and images.

use serde_json::json;

use super::ReadTool;
use crate::ai::types::ContentBlock;
use crate::tools::test_ctx::{World, text};

#[test]
fn read_table() {
    let numbered: String = (1..=3000).map(|i| format!("line {i}\n")).collect();
    let long = format!("{}\n", "é".repeat(2500));
    // (file bytes, args beyond path, expected text)
    let cases: Vec<(Vec<u8>, serde_json::Value, String)> = vec![
        (b"a\nb\n".to_vec(), json!({}), "     1\ta\n     2\tb\n".into()),
        (b"a\r\nb".to_vec(), json!({}), "     1\ta\n     2\tb\n".into()),
        (b"\xEF\xBB\xBFa\n".to_vec(), json!({}), "     1\ta\n".into()),
        (b"".to_vec(), json!({}), "(empty file)".into()),
        (
            numbered.clone().into_bytes(),
            json!({"offset": 2999}),
            "  2999\tline 2999\n  3000\tline 3000\n".into(),
        ),
        (
            numbered.clone().into_bytes(),
            json!({"offset": 10, "limit": 2}),
            "    10\tline 10\n    11\tline 11\n\n[Showing lines 10-11 of 3000. Use offset=12 to continue.]".into(),
        ),
        (
            long.into_bytes(),
            json!({}),
            format!("     1\t{}… [line cut at 2000 of 2500 characters]\n", "é".repeat(2000)),
        ),
        (
            b"ok\n\xff\xfe\n".to_vec(),
            json!({}),
            "     1\tok\n     2\t\u{FFFD}\u{FFFD}\n".into(),
        ),
    ];
    for (bytes, extra, want) in cases {
        let w = World::new();
        w.write("f", &bytes);
        let mut args = extra.clone();
        args["path"] = json!("f");
        let out = w.run(&ReadTool, args);
        assert!(!out.is_error, "{extra}: {}", text(&out));
        assert_eq!(text(&out), want, "{extra}");
        assert!(w.state.has_seen(&w.path("f")));
    }
}

#[test]
fn default_limits_lines_and_bytes() {
    let w = World::new();
    let many: String = (1..=3000).map(|i| format!("{i}\n")).collect();
    w.write("many", many);
    let out = text(&w.run(&ReadTool, json!({"path": "many"})));
    assert!(out.ends_with("\n\n[Showing lines 1-2000 of 3000. Use offset=2001 to continue.]"));
    let wide: String = (1..=1000).map(|i| format!("{i:0>100}\n")).collect();
    w.write("wide", wide);
    let out = text(&w.run(&ReadTool, json!({"path": "wide"})));
    assert!(out.len() <= 50 * 1024 + 100, "{}", out.len());
    assert!(
        out.ends_with("[Showing lines 1-474 of 1000. Use offset=475 to continue.]"),
        "{}",
        &out[out.len() - 80..]
    );
}

#[test]
fn special_files() {
    let w = World::new();
    std::fs::create_dir(w.path("d")).unwrap_or_else(|e| panic!("{e}"));
    w.write("bin", b"ab\0cd");
    w.write("one", "one line\n");
    w.write("pic.dat", b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR");
    let dir = w.dir.path().display().to_string();
    let cases = [
        (
            json!({"path": "d"}),
            true,
            "`d` (resolved to `DIR/d`) is a directory, not a file. Use the ls tool to list it.",
        ),
        (
            json!({"path": "nope"}),
            true,
            "`nope` (resolved to `DIR/nope`) does not exist. Check the path; list the directory with ls or search with glob.",
        ),
        (
            json!({"path": "bin"}),
            false,
            "`bin` (resolved to `DIR/bin`) is a binary file (5 bytes); its contents are not shown. Inspect it with a suitable command in bash if you need to.",
        ),
        (
            json!({"path": "pic.dat"}),
            false,
            "`pic.dat` (resolved to `DIR/pic.dat`) is a PNG image (16 bytes). This model does not accept images, so it is not shown.",
        ),
        (
            json!({"path": "one", "offset": 5}),
            true,
            "Invalid `offset`: offset 5 is past the end of `one` (resolved to `DIR/one`), which has 1 line. Use an offset within the file, or read from the start without one.",
        ),
    ];
    let fifo = nix::unistd::mkfifo(&w.path("fifo"), nix::sys::stat::Mode::S_IRWXU);
    fifo.unwrap_or_else(|e| panic!("{e}"));
    let out = w.run(&ReadTool, json!({"path": "fifo"}));
    assert!(
        text(&out)
            .replace(&dir, "DIR")
            .starts_with("`fifo` (resolved to `DIR/fifo`) is not a regular file")
    );
    for (args, is_error, want) in cases {
        let out = w.run(&ReadTool, args.clone());
        assert_eq!(
            (out.is_error, text(&out).replace(&dir, "DIR")),
            (is_error, want.to_string()),
            "{args}"
        );
    }
}

#[test]
fn images_become_blocks_when_accepted() {
    let mut w = World::new();
    w.images = true;
    w.write("a.gif", b"GIF89a\x01\x00");
    let out = w.run(&ReadTool, json!({"path": "a.gif"}));
    assert_eq!(out.content.len(), 2);
    assert_eq!(
        out.content.get(1),
        Some(&ContentBlock::Image {
            data: "R0lGODlhAQA=".into(),
            mime_type: "image/gif".into()
        })
    );
}

#[test]
fn a_100_mb_file_is_read_quickly() {
    let w = World::new();
    let line = "x".repeat(99) + "\n";
    let mut f = std::fs::File::create(w.path("big")).unwrap_or_else(|e| panic!("{e}"));
    let block = line.repeat(10_000);
    for _ in 0..100 {
        std::io::Write::write_all(&mut f, block.as_bytes()).unwrap_or_else(|e| panic!("{e}"));
    }
    drop(f);
    let started = std::time::Instant::now();
    let out = text(&w.run(
        &ReadTool,
        json!({"path": "big", "offset": 500_000, "limit": 3}),
    ));
    assert!(
        out.ends_with("[Showing lines 500000-500002 of 1000000. Use offset=500003 to continue.]"),
        "{out}"
    );
    assert!(started.elapsed() < std::time::Duration::from_secs(10));
}
