//! Generated session files for the history tests and `benches/history.rs`: lines in ama's own
//! key order, with turns, tool calls, tool results, usage and cost as a real run writes them.

use std::io::Write;
use std::path::{Path, PathBuf};

use serde_json::{Value, json};

pub const DAY_MS: u64 = 86_400_000;

pub fn iso(ms: u64) -> String {
    let secs = ms / 1000;
    let days = (secs / 86_400) as i64;
    // Howard Hinnant's civil_from_days.
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let y = yoe + era * 400;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = if m <= 2 { y + 1 } else { y };
    let rem = secs % 86_400;
    format!(
        "{y:04}-{m:02}-{d:02}T{:02}:{:02}:{:02}.{:03}Z",
        rem / 3600,
        (rem % 3600) / 60,
        rem % 60,
        ms % 1000
    )
}

pub fn encode_cwd(cwd: &str) -> String {
    cwd.trim_start_matches('/').replace(['/', ':', '\\'], "-")
}

/// Builds one session file line by line.
pub struct Writer {
    pub lines: Vec<String>,
    pub id: String,
    pub cwd: String,
    n: u64,
    last: Option<String>,
    pub now: u64,
}

fn entry(kind: &str, id: &str, parent: &Option<String>, ms: u64, rest: Value) -> String {
    // ama's order: type, id, parentId, timestamp, then the rest.
    let mut s = format!(
        "{{\"type\":{},\"id\":{},\"parentId\":{},\"timestamp\":{}",
        json!(kind),
        json!(id),
        json!(parent),
        json!(iso(ms))
    );
    if let Value::Object(map) = rest {
        for (k, v) in map {
            s.push_str(&format!(",{}:{}", json!(k), v));
        }
    }
    s.push('}');
    s
}

impl Writer {
    pub fn new(id: &str, cwd: &str, start_ms: u64) -> Writer {
        let header = json!({"type": "session", "version": 1, "id": id, "timestamp": iso(start_ms), "cwd": cwd, "agent": {"name": "ama", "version": "0.1.0"}});
        Writer {
            lines: vec![header.to_string()],
            id: id.to_string(),
            cwd: cwd.to_string(),
            n: 0,
            last: None,
            now: start_ms,
        }
    }

    pub fn push(&mut self, kind: &str, rest: Value) -> String {
        self.n += 1;
        let id = format!("{}{:04}", &self.id[..4], self.n);
        self.lines
            .push(entry(kind, &id, &self.last, self.now, rest));
        self.last = Some(id.clone());
        id
    }

    pub fn model(&mut self, provider: &str, model: &str, channel: Option<&str>) {
        let mut v = json!({"provider": provider, "modelId": model});
        if let Some(c) = channel {
            v["channel"] = json!(c);
        }
        self.push("model_change", v);
    }

    pub fn user(&mut self, text: &str) -> String {
        self.push(
            "message",
            json!({"message": {"role": "user", "content": text, "timestamp": self.now}}),
        )
    }

    pub fn user_value(&mut self, message: Value) -> String {
        self.push("message", json!({ "message": message }))
    }

    #[allow(clippy::too_many_arguments)]
    pub fn assistant(
        &mut self,
        provider: &str,
        model: &str,
        text: &str,
        tools: &[(&str, Value)],
        usage: [u64; 4],
        cost: Option<f64>,
        stop: &str,
    ) -> String {
        let mut content = vec![json!({"type": "text", "text": text})];
        for (i, (name, args)) in tools.iter().enumerate() {
            content.push(json!({"type": "toolCall", "id": format!("call_{}_{i}", self.n), "name": name, "arguments": args}));
        }
        let mut u = json!({"input": usage[0], "output": usage[1], "cacheRead": usage[2], "cacheWrite": usage[3], "totalTokens": usage.iter().sum::<u64>()});
        if let Some(c) = cost {
            u["cost"] =
                json!({"input": c, "output": 0.0, "cacheRead": 0.0, "cacheWrite": 0.0, "total": c});
        }
        self.push("message", json!({"message": {"role": "assistant", "content": content, "api": "anthropic-messages", "provider": provider, "model": model, "usage": u, "stopReason": stop, "timestamp": self.now}}))
    }

    pub fn tool_result(&mut self, name: &str, text: &str) -> String {
        self.push("message", json!({"message": {"role": "toolResult", "toolCallId": "c", "toolName": name, "content": [{"type": "text", "text": text}], "isError": false, "timestamp": self.now}}))
    }

    pub fn text(&self) -> String {
        let mut s = self.lines.join("\n");
        s.push('\n');
        s
    }

    /// `<root>/<encoded cwd>/<time>_<id>.jsonl`.
    pub fn path(&self, root: &Path) -> PathBuf {
        let start = self.lines[0].clone();
        let v: Value = serde_json::from_str(&start).unwrap_or_default();
        let time = v["timestamp"]
            .as_str()
            .unwrap_or("")
            .replace([':', '.'], "-");
        root.join(encode_cwd(&self.cwd))
            .join(format!("{time}_{}.jsonl", self.id))
    }

    pub fn save(&self, root: &Path) -> PathBuf {
        let path = self.path(root);
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir).unwrap_or_else(|e| panic!("{e}"));
        }
        let mut f = std::fs::File::create(&path).unwrap_or_else(|e| panic!("{e}"));
        f.write_all(self.text().as_bytes())
            .unwrap_or_else(|e| panic!("{e}"));
        path
    }
}

/// The bench corpus's session: `turns` turns of two tool calls each, results of `result_bytes`.
pub fn bench_session(
    i: usize,
    cwd: &str,
    start_ms: u64,
    turns: usize,
    result_bytes: usize,
) -> Writer {
    let id = format!("{:08x}-0000-4000-8000-{:012x}", 0x1000_0000 + i, i);
    let mut w = Writer::new(&id, cwd, start_ms);
    w.model("anthropic", "claude-sonnet-4-5", None);
    w.push("message", json!({"message": {"role": "system", "sections": {"preamble": "You are ama."}, "timestamp": 0}}));
    let filler: String = "lorem ipsum dolor sit amet "
        .chars()
        .cycle()
        .take(result_bytes)
        .collect();
    for t in 0..turns {
        w.now += 1000;
        w.user(&format!("turn {t}: please fix the parser bug number {i}"));
        for k in 0..2 {
            w.now += 2000;
            w.assistant(
                "anthropic",
                "claude-sonnet-4-5",
                "Looking.",
                &[(
                    if k == 0 { "read" } else { "edit" },
                    json!({"path": format!("src/file{t}.rs")}),
                )],
                [120, 40, 3000, 0],
                Some(0.0012),
                "toolUse",
            );
            w.tool_result(if k == 0 { "read" } else { "edit" }, &filler);
        }
        w.now += 1500;
        w.assistant(
            "anthropic",
            "claude-sonnet-4-5",
            "Done with that step.",
            &[],
            [80, 60, 3200, 0],
            Some(0.0011),
            "stop",
        );
    }
    w
}
