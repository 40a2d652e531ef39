#!/usr/bin/env node
// ama-host.mjs: runs a host adapter module written for HostApi version 1 (`export const hostApi =
// 1; export function create(api) {…}`) under Node and speaks ama's JSON-lines host protocol for
// it on stdin/stdout (docs/host.md). `ama --host adapter.mjs` uses a built-in copy of this file;
// by hand: `node ama-host.mjs ./adapter.mjs` (or AMA_HOST_MODULE=./adapter.mjs).
import { createRequire } from "node:module";
import path from "node:path";
import readline from "node:readline";
import { pathToFileURL } from "node:url";

const modulePath = process.argv[2] || process.env.AMA_HOST_MODULE;
const send = (msg) => process.stdout.write(JSON.stringify(msg) + "\n");
const warn = (text) => process.stderr.write(`ama-host: ${text}\n`);

/** `.mjs`: import(); `.cjs`: require(); `.js`: require(), then import() on ESM errors. */
async function load(file) {
  const abs = path.resolve(file);
  const url = pathToFileURL(abs).href;
  if (abs.endsWith(".mjs")) return import(url);
  const require = createRequire(import.meta.url);
  if (abs.endsWith(".cjs")) return require(abs);
  try {
    return require(abs);
  } catch (e) {
    const esm = ["ERR_REQUIRE_ESM", "ERR_REQUIRE_ASYNC_MODULE"].includes(e?.code);
    if (esm || e instanceof SyntaxError) return import(url);
    throw e;
  }
}

function shapeOf(mod) {
  for (const m of [mod, mod?.default]) {
    if (m && m.hostApi !== undefined && typeof m.create === "function") return m;
  }
  return undefined;
}

let nextId = 1;
const waiting = new Map(); // id → {resolve, reject} for our requests
const request = (msg) =>
  new Promise((resolve, reject) => {
    const id = `n${nextId++}`;
    waiting.set(id, { resolve, reject });
    send({ ...msg, id });
  });

const tools = new Map(); // name → definition
const handlers = new Map(); // event name → [handler]
const running = new Map(); // tool_execute id → AbortController
let toolNames = [];
let broker;
let cacheHandlers = [];
let adapter;
let disposed = false;
let creating = true;
const session = { id: "", file: undefined, cwd: process.cwd(), model: undefined };

function makeApi(init) {
  session.id = init.session.id;
  session.file = init.session.file ?? undefined;
  session.cwd = init.session.cwd;
  session.model = init.session.model;
  toolNames = [...(init.tools ?? [])];
  const api = {
    version: 1,
    agent: init.agent,
    env: Object.freeze({ ...init.env }),
    mode: init.mode,
    session: {
      id: () => session.id,
      file: () => session.file,
      cwd: () => session.cwd,
      model: () => session.model,
    },
    tools: {
      register(tool) {
        const { execute, renderCall, renderResult, annotations, ...wire } = tool;
        if (toolNames.includes(tool.name)) {
          const e = new Error(`a tool named ${tool.name} exists already`);
          e.code = "tool_exists";
          throw e;
        }
        tools.set(tool.name, tool);
        toolNames.push(tool.name);
        send({ type: "tools.register", tool: wire });
      },
      disable(name) {
        toolNames = toolNames.filter((n) => n !== name);
        send({ type: "tools.disable", name });
      },
      list: () => [...toolNames],
    },
    instructions: { add: (source) => send({ type: "instructions.add", source }) },
    events: {
      on(name, handler) {
        const list = handlers.get(name) ?? [];
        if (list.length === 0) send({ type: "events.subscribe", events: [name] });
        handlers.set(name, [...list, handler]);
        return () => {
          const left = (handlers.get(name) ?? []).filter((h) => h !== handler);
          handlers.set(name, left);
          if (left.length === 0) send({ type: "events.unsubscribe", events: [name] });
        };
      },
    },
    approvals: {
      setBroker(b) {
        broker = b ?? undefined;
        send({ type: "approvals.setBroker", enabled: broker !== undefined });
      },
    },
    messages: {
      async sendUser(text, origin) {
        if (creating) throw Object.assign(new Error("busy"), { code: "busy" });
        return request({ type: "messages.sendUser", text, origin });
      },
    },
    ui: {
      notify: (message, level) => send({ type: "ui.notify", message, level }),
      setStatus: (key, text) => send({ type: "ui.setStatus", key, text }),
    },
    log: (level, message, detail) => send({ type: "log", level, message, detail }),
    cache: {
      onWarmingDecision(handler) {
        cacheHandlers.push(handler);
        send({ type: "cache.onWarmingDecision", enabled: true });
        return () => {
          cacheHandlers = cacheHandlers.filter((h) => h !== handler);
          if (cacheHandlers.length === 0) send({ type: "cache.onWarmingDecision", enabled: false });
        };
      },
    },
  };
  return api;
}

async function onInit(init) {
  if (!modulePath) {
    warn("no adapter module: pass its path as the first argument or in AMA_HOST_MODULE");
    process.exit(1);
  }
  const mod = shapeOf(await load(modulePath));
  if (!mod) {
    warn(`${modulePath} exports no hostApi and create(api)`);
    process.exit(1);
  }
  const created = await mod.create(makeApi(init));
  creating = false;
  if (created === undefined) {
    send({ type: "not_activated", hostApi: mod.hostApi });
    return;
  }
  adapter = created;
  send({ type: "ready", hostApi: mod.hostApi, id: created?.id });
}

async function dispose() {
  if (disposed || !adapter) return;
  disposed = true;
  try {
    await adapter.dispose?.();
  } catch (e) {
    warn(`dispose failed: ${e?.message ?? e}`);
  }
}

async function onTool(msg) {
  const tool = tools.get(msg.name);
  const controller = new AbortController();
  running.set(msg.id, controller);
  const ctx = {
    toolCallId: msg.id,
    cwd: msg.cwd,
    sessionId: session.id,
    sessionFile: session.file,
    signal: controller.signal,
    depth: 0,
    model: session.model,
    onUpdate: (partial) => send({ type: "tool_update", id: msg.id, partial: String(partial) }),
    log: (level, message, detail) => send({ type: "log", level, message, detail }),
  };
  let result;
  try {
    result = await tool.execute(msg.input, ctx);
  } catch (e) {
    result = { content: String(e?.message ?? e), isError: true };
  }
  running.delete(msg.id);
  if (!controller.signal.aborted) send({ type: "tool_result", id: msg.id, ...result });
}

async function onEvent(msg) {
  if (msg.name === "session_start") {
    session.id = msg.data.sessionId;
    session.file = msg.data.sessionFile;
    session.cwd = msg.data.cwd;
  }
  if (msg.name === "model_select" && msg.data.model) {
    session.model = `${msg.data.model.provider}/${msg.data.model.id}`;
  }
  for (const handler of handlers.get(msg.name) ?? []) {
    try {
      await handler(msg.data);
    } catch (e) {
      warn(`${msg.name} handler failed: ${e?.message ?? e}`);
    }
  }
  if (msg.name === "session_shutdown") await dispose();
  if (msg.id !== undefined) send({ type: "event_done", id: msg.id });
}

async function onApproval(msg) {
  const controller = new AbortController();
  let decision;
  try {
    decision = broker ? await broker.ask(msg.request, controller.signal) : undefined;
  } catch {
    decision = "deny";
  }
  send({ type: "approval_answer", id: msg.id, decision: decision ?? "pass" });
}

async function onCache(msg) {
  const handler = cacheHandlers[cacheHandlers.length - 1];
  let action;
  try {
    action = handler ? await handler(msg.decision) : undefined;
  } catch {
    action = undefined;
  }
  send({ type: "cache_answer", id: msg.id, action });
}

let events = Promise.resolve();
const lines = readline.createInterface({ input: process.stdin });
lines.on("line", (line) => {
  let msg;
  try {
    msg = JSON.parse(line);
  } catch {
    return warn(`not JSON from ama: ${line.slice(0, 80)}`);
  }
  const run = (p) => p.catch((e) => warn(`${msg.type} failed: ${e?.stack ?? e}`));
  switch (msg.type) {
    case "init":
      return run(onInit(msg).catch((e) => {
        warn(`create() failed: ${e?.stack ?? e}`);
        process.exit(1);
      }));
    case "tool_execute":
      return run(onTool(msg));
    case "tool_cancel":
      return running.get(msg.id)?.abort();
    case "event":
      // Handlers see events in order, each awaited before the next.
      events = events.then(() => run(onEvent(msg)));
      return events;
    case "approval_ask":
      return run(onApproval(msg));
    case "cache_decision":
      return run(onCache(msg));
    case "response": {
      const w = waiting.get(msg.id);
      if (w) {
        waiting.delete(msg.id);
        return msg.ok ? w.resolve(msg.result) : w.reject(Object.assign(new Error(msg.error.message), { code: msg.error.code }));
      }
      if (!msg.ok) warn(`${msg.request ?? "request"}: ${msg.error.message}`);
      return;
    }
    default:
      return;
  }
});
lines.on("close", async () => {
  await events;
  await dispose();
  process.exit(0);
});
