//! A stand-alone mock LLM server on 127.0.0.1, for the container smoke test
//! (`tests/container-smoke.sh`) and for trying ama by hand with no key and no network.
//!
//! ```text
//! cargo run --release --example mock_server -- [--port N] [TEXT | SCRIPT.json]...
//! ```
//! `make mock-server` builds the same file as a package of its own (examples/mock-server), which
//! does not compile ama; `make demo` and `make check-container` use that one.
//! Each TEXT becomes one scripted text turn; a `.json` argument is a turn script in the format
//! `tests/support/mock.rs` documents. It prints its base URL (`http://127.0.0.1:PORT`) on the
//! first line of stdout, then serves until killed.

#[path = "../tests/support/mock.rs"]
mod mock;

use mock::Turn;

fn main() {
    if let Err(message) = run() {
        eprintln!("mock_server: {message}");
        std::process::exit(2);
    }
}

fn run() -> Result<(), String> {
    let mut port: u16 = 0;
    let mut turns = Vec::new();
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        if arg == "--port" {
            let value = args.next().unwrap_or_default();
            port = value.parse().map_err(|_| {
                format!("--port `{value}` is not a port number; pass 0 for any free port")
            })?;
        } else if arg.ends_with(".json") {
            let text = std::fs::read_to_string(&arg)
                .map_err(|e| format!("cannot read turn script `{arg}`: {e}"))?;
            let value: serde_json::Value = serde_json::from_str(&text)
                .map_err(|e| format!("turn script `{arg}` is not JSON: {e}"))?;
            turns.extend(Turn::list_from_json(&value).map_err(|e| format!("`{arg}`: {e}"))?);
        } else {
            turns.push(Turn::text(&arg));
        }
    }
    mock::serve_forever(turns, port).map_err(|e| format!("cannot serve on 127.0.0.1:{port}: {e}"))
}
