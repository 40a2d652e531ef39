// The ACP test client: runs `ama acp` under the official client SDK (@agentclientprotocol/sdk)
// and lets a Rust test drive it over JSON lines. The test writes commands on stdin:
//   {"op":"request","tag":T,"method":M,"params":P}  -> the SDK sends it; {"op":"response",tag,result|error}
//   {"op":"notify","method":M,"params":P}           -> the SDK sends the notification
//   {"op":"reply","id":N,"result":R}                 -> answers ama's request N (permission, fs)
//   {"op":"close"}                                   -> ends ama's stdin; {"op":"exit","code":C}
// and reads what ama sent: {"op":"update","params":...} for session/update, and
// {"op":"incoming","id":N,"method":M,"params":P} for ama's requests, which wait for a reply.
// Every message from ama is also checked against the ACP v1 JSON schema shipped with the SDK
// (with ajv, when installed): a violation is reported as {"op":"invalid",...}.
//
// Environment: ACP_SDK_DIR (the SDK package directory), AMA_BIN, AMA_ARGS (a JSON array).

import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { createInterface } from "node:readline";
import { Readable, Writable } from "node:stream";
import { pathToFileURL } from "node:url";
import { join, dirname } from "node:path";

const sdkDir = process.env.ACP_SDK_DIR;
const acp = await import(pathToFileURL(join(sdkDir, "dist/v1/stable/acp.js")).href);

const out = (obj) => process.stdout.write(JSON.stringify(obj) + "\n");

// Schema checks: every agent response by method, every notification and request by its type.
let check = () => {};
try {
  const ajvPath = join(dirname(dirname(sdkDir)), "ajv/dist/2020.js");
  const Ajv2020 = (await import(pathToFileURL(ajvPath).href)).default;
  const schema = JSON.parse(readFileSync(join(sdkDir, "schema/v1/schema.json"), "utf8"));
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
  ajv.addSchema(schema, "acp");
  const byName = (name) => ajv.getSchema(`acp#/$defs/${name}`);
  check = (what, name, value) => {
    const validate = byName(name);
    if (!validate) {
      out({ op: "invalid", what, name, errors: [`no schema named ${name}`] });
      return;
    }
    if (!validate(value)) {
      out({ op: "invalid", what, name, value, errors: validate.errors });
    }
  };
} catch (e) {
  process.stderr.write(`bridge: schema checks off (${e.message})\n`);
}

const RESPONSES = {
  initialize: "InitializeResponse",
  authenticate: "AuthenticateResponse",
  "session/new": "NewSessionResponse",
  "session/load": "LoadSessionResponse",
  "session/list": "ListSessionsResponse",
  "session/resume": "ResumeSessionResponse",
  "session/close": "CloseSessionResponse",
  "session/set_mode": "SetSessionModeResponse",
  "session/set_config_option": "SetSessionConfigOptionResponse",
  "session/prompt": "PromptResponse",
};
const INCOMING = {
  "session/request_permission": "RequestPermissionRequest",
  "fs/read_text_file": "ReadTextFileRequest",
  "fs/write_text_file": "WriteTextFileRequest",
};

const child = spawn(process.env.AMA_BIN, JSON.parse(process.env.AMA_ARGS || '["acp"]'), {
  stdio: ["pipe", "pipe", "inherit"],
});
const exited = new Promise((resolve) => child.on("exit", (code) => resolve(code)));

// Raw lines from ama, checked against the schema before the SDK sees them.
const raw = Readable.toWeb(child.stdout);
const [forSdk, forCheck] = raw.tee();
(async () => {
  const decoder = new TextDecoder();
  let buf = "";
  for await (const chunk of forCheck) {
    buf += decoder.decode(chunk, { stream: true });
    let i;
    while ((i = buf.indexOf("\n")) >= 0) {
      const line = buf.slice(0, i);
      buf = buf.slice(i + 1);
      let msg;
      try {
        msg = JSON.parse(line);
      } catch {
        out({ op: "invalid", what: "line", errors: ["not JSON"], value: line });
        continue;
      }
      if (msg.jsonrpc !== "2.0") out({ op: "invalid", what: "jsonrpc", value: msg, errors: ["no jsonrpc 2.0"] });
      if (msg.method === "session/update") check("notification", "SessionNotification", msg.params);
      else if (msg.method && INCOMING[msg.method]) check("request", INCOMING[msg.method], msg.params);
      else if (msg.error) check("error", "Error", msg.error);
    }
  }
})();

const waiting = new Map();
const answer = (ctx) =>
  new Promise((resolve, reject) => {
    const id = waiting.size + Math.floor(Math.random() * 1e9);
    waiting.set(id, { resolve, reject });
    out({ op: "incoming", id, method: ctx.method, params: ctx.params });
  });

const app = acp
  .client({ name: "ama-acp-test" })
  .onNotification(acp.methods.client.session.update, (ctx) => {
    out({ op: "update", params: ctx.params });
  })
  .onRequest(acp.methods.client.session.requestPermission, answer)
  .onRequest(acp.methods.client.fs.readTextFile, answer)
  .onRequest(acp.methods.client.fs.writeTextFile, answer);

const stream = acp.ndJsonStream(Writable.toWeb(child.stdin), forSdk);

try {
  await app.connectWith(stream, async (ctx) => {
    const input = createInterface({ input: process.stdin });
    for await (const line of input) {
      if (!line.trim()) continue;
      const cmd = JSON.parse(line);
      if (cmd.op === "request") {
        ctx
          .request(cmd.method, cmd.params)
          .then((result) => {
            if (RESPONSES[cmd.method]) check("response", RESPONSES[cmd.method], result);
            out({ op: "response", tag: cmd.tag, result });
          })
          .catch((e) => out({ op: "response", tag: cmd.tag, error: { code: e.code, message: e.message, data: e.data } }));
      } else if (cmd.op === "notify") {
        await ctx.notify(cmd.method, cmd.params);
      } else if (cmd.op === "reply") {
        const w = waiting.get(cmd.id);
        waiting.delete(cmd.id);
        if (!w) out({ op: "error", message: `no request ${cmd.id} waits` });
        else if (cmd.error) w.reject(new acp.RequestError(cmd.error.code, cmd.error.message));
        else w.resolve(cmd.result);
      } else if (cmd.op === "close") {
        break;
      }
    }
    child.stdin.end();
    await exited;
  });
} catch (e) {
  // ama closing its end after our own close is the expected way for the connection to end.
  if (!/connection closed/i.test(String(e?.message))) out({ op: "error", message: String(e?.stack ?? e) });
}
out({ op: "exit", code: await exited });
process.exit(0);
