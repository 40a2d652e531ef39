// A small MCP server on the official TypeScript SDK's low-level `Server` (the SDK
// server-everything is built on), for what no real server in .ci/npm does: answer `tools/list`
// in pages. The SDK's `McpServer` (server-everything, server-filesystem) always answers
// `tools/list` with one page, while the spec lets a server page any list with `nextCursor`, so a
// client that reads only the first page loses tools silently. Over stdio:
//   - TOOLS=N tools `tool_0` … `tool_{N-1}`, PAGE_SIZE of them per page (cursor: the next index);
//   - each `tools/list` request appends its cursor (`-` for none) as a line to CURSOR_LOG;
//   - `grow` adds GROW_BY more tools and sends `notifications/tools/list_changed`, so the
//     re-list is paged too;
//   - `structured` answers a text block that is not its `structuredContent`, as the spec allows
//     (the model must still get the structured content).
// Environment: MCP_SDK_DIR (the SDK package directory), TOOLS, PAGE_SIZE, GROW_BY, CURSOR_LOG.
import { appendFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const sdk = process.env.MCP_SDK_DIR;
const load = (p) => import(pathToFileURL(join(sdk, p)).href);
const { Server } = await load("dist/esm/server/index.js");
const { StdioServerTransport } = await load("dist/esm/server/stdio.js");
const { ListToolsRequestSchema, CallToolRequestSchema } = await load("dist/esm/types.js");

const pageSize = Number(process.env.PAGE_SIZE || 2);
const growBy = Number(process.env.GROW_BY || 3);
let count = Number(process.env.TOOLS || 5);
const readOnly = { readOnlyHint: true, openWorldHint: false };
const schema = { type: "object", properties: {} };

const tools = () => {
  const list = [
    { name: "grow", description: `Adds ${growBy} tools`, inputSchema: schema, annotations: readOnly },
    { name: "structured", description: "Structured content", inputSchema: schema, annotations: readOnly },
  ];
  for (let i = 0; i < count; i++) {
    list.push({ name: `tool_${i}`, description: `Paged tool ${i}`, inputSchema: schema, annotations: readOnly });
  }
  return list;
};

const server = new Server(
  { name: "paging", version: "1.0.0" },
  { capabilities: { tools: { listChanged: true } } },
);
server.setRequestHandler(ListToolsRequestSchema, async (request) => {
  const cursor = request.params?.cursor;
  if (process.env.CURSOR_LOG) appendFileSync(process.env.CURSOR_LOG, `${cursor ?? "-"}\n`);
  const all = tools();
  const start = cursor === undefined ? 0 : Number(cursor);
  const end = start + pageSize;
  const page = { tools: all.slice(start, end) };
  if (end < all.length) page.nextCursor = String(end);
  return page;
});
server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const name = request.params.name;
  if (name === "grow") {
    count += growBy;
    await server.sendToolListChanged();
    await new Promise((r) => setTimeout(r, 200));
    return { content: [{ type: "text", text: `now ${count} paged tools` }] };
  }
  if (name === "structured") {
    return {
      content: [{ type: "text", text: "The forecast is in the structured content." }],
      structuredContent: { city: "Oslo", temperature: -3 },
    };
  }
  return { content: [{ type: "text", text: `${name} ran` }] };
});
await server.connect(new StdioServerTransport());
