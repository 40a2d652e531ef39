// A small MCP server on the official TypeScript SDK (the SDK server-everything is built on),
// for what server-everything cannot do: change its tool list while it runs. Over stdio:
//   - `add_tool` registers `late_tool` and removes itself; the SDK sends
//     `notifications/tools/list_changed` for each change. It waits 200 ms before it answers,
//     so the notifications are written before the result.
//   - with EXTRA_TOOLS=N it also offers `tool_0` … `tool_{N-1}` (a server with many tools).
//   - with SLOW_PROMPT=1 it offers the prompt `slow`, which answers after 3 s (a slow
//     `prompts/get`, for the terminal UI's worker).
//   - with SLOW_RESOURCES=1 it offers `slow://item/1`, `slow://item/2` and `other://x`, and
//     `resources/list` answers after 3 s (Tab completion of `@dyn:` off the UI thread).
//   - with RESTART_MARK=<path> it offers `crash`, which creates that file and exits; a server
//     started while the file exists offers `after_restart` instead (a restart with other tools).
// Environment: MCP_SDK_DIR (the SDK package directory), EXTRA_TOOLS.
import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const sdk = process.env.MCP_SDK_DIR;
const load = (p) => import(pathToFileURL(join(sdk, p)).href);
const { McpServer } = await load("dist/esm/server/mcp.js");
const { ResourceTemplate } = await load("dist/esm/server/mcp.js");
const { StdioServerTransport } = await load("dist/esm/server/stdio.js");

const server = new McpServer(
  { name: "relisting", version: "1.0.0" },
  { capabilities: { tools: { listChanged: true } } },
);
const readOnly = { readOnlyHint: true, openWorldHint: false };
const text = (t) => ({ content: [{ type: "text", text: t }] });

const add = server.registerTool(
  "add_tool",
  { description: "Adds late_tool and removes itself", annotations: readOnly },
  async () => {
    server.registerTool(
      "late_tool",
      { description: "A tool added while the server runs", annotations: readOnly },
      async () => text("late tool ran"),
    );
    add.remove();
    await new Promise((r) => setTimeout(r, 200));
    return text("added late_tool");
  },
);
for (let i = 0; i < Number(process.env.EXTRA_TOOLS || 0); i++) {
  server.registerTool(`tool_${i}`, { description: `Extra tool ${i}`, annotations: readOnly }, async () => text(`tool ${i}`));
}
const mark = process.env.RESTART_MARK;
if (mark && existsSync(mark)) {
  server.registerTool("after_restart", { description: "Offered after a restart", annotations: readOnly }, async () => text("after restart ran"));
} else if (mark) {
  server.registerTool("crash", { description: "Exits the server", annotations: readOnly }, async () => {
    writeFileSync(mark, "restarted\n");
    process.exit(1);
  });
}
if (process.env.SLOW_PROMPT) {
  server.registerPrompt("slow", { description: "Answers after 3 s" }, async () => {
    await new Promise((r) => setTimeout(r, 3000));
    return { messages: [{ role: "user", content: { type: "text", text: "slow prompt text" } }] };
  });
}
if (process.env.SLOW_RESOURCES) {
  const uris = ["slow://item/1", "slow://item/2", "other://x"];
  const list = async () => {
    await new Promise((r) => setTimeout(r, 3000));
    return { resources: uris.map((uri) => ({ uri, name: `resource ${uri}` })) };
  };
  server.registerResource(
    "items",
    new ResourceTemplate("{scheme}://{+path}", { list }),
    { description: "Listed after 3 s" },
    async (uri) => ({ contents: [{ uri: uri.href, text: `text of ${uri.href}` }] }),
  );
}
await server.connect(new StdioServerTransport());
