// An MCP server on the TypeScript SDK v2, which speaks the 2026-07-28 revision (stateless, server/discover).
// Usage (after `npm ci` in this folder): node modern-server.mjs [serve|reject] [http]
//   reject (default)  refuses the 2025 handshake: initialize gets -32022 naming 2026-07-28
//   serve             serves both eras; the client's first message picks one for the process
//   http              Streamable HTTP on 127.0.0.1:$PORT, path /mcp, instead of stdio (2025 traffic served statelessly
//                     under serve); prints "listening on port N" once ready, "started hang" when hang is
//                     called, and "aborted hang" when the client closes that call's stream
// Tools:
//   echo {message}    text "Echo: <message>"
//   greet {}          asks the client for a name (elicitation/create, form) and answers "Hello, <name>!";
//                     "No name given" when the user declines
//   steps {}          needs two rounds with requestState only ("step-1", "step-2"), then answers "done after step-2"
//   hinted {ttlMs?}   a result carrying cache hints: ttlMs (default 60000), cacheScope private; text counts the calls
//   add_tool {name}   registers a tool of that name, so the server sends notifications/tools/list_changed
//   regional {region, query?}  "in <region>"; region is annotated x-mcp-header "Region" (HTTP: Mcp-Param-Region)
//   bad_header {ratio}  an x-mcp-header on a number: invalid, left out of tools/list by HTTP clients
//   hang {}           never answers
// Resources: counted://{ttlMs} (template) reads "read <n>" (n counts every resources/read) with that ttlMs, cacheScope
// private.
// tools/list carries ttlMs 30000, cacheScope public.
import { McpServer, ResourceTemplate, createMcpHandler, fromJsonSchema, inputRequired, inputResponse } from "@modelcontextprotocol/server";
import { serveStdio } from "@modelcontextprotocol/server/stdio";
import { listen, mcpServer } from "./fetch-bridge.mjs";

const legacy = process.argv[2] === "serve" ? "serve" : "reject";
const overHttp = process.argv.includes("http");
const none = fromJsonSchema({ type: "object", properties: {} });
let hintedCalls = 0;
let reads = 0;
// Over HTTP every request gets a fresh server from the factory: tools added at run time are kept here.
const added = new Set();
let toolsChanged = () => {};

const factory = () => {
  const server = new McpServer(
    { name: "modern-test-server", version: "2.4.0" },
    { capabilities: { tools: { listChanged: true } }, cacheHints: { "tools/list": { ttlMs: 30000, cacheScope: "public" } } });
  server.registerTool("echo", {
    description: "Echoes the message",
    inputSchema: fromJsonSchema({ type: "object", properties: { message: { type: "string" } }, required: ["message"] }),
  }, async ({ message }) => ({ content: [{ type: "text", text: "Echo: " + message }] }));
  server.registerTool("greet", { description: "Asks for a name, then greets", inputSchema: none }, async (args, ctx) => {
    const answer = inputResponse(ctx.mcpReq?.inputResponses, "name");
    if (answer.kind === "missing") {
      return inputRequired({
        inputRequests: {
          name: inputRequired.elicit({
            message: "What is your name?",
            requestedSchema: { type: "object", properties: { name: { type: "string" } }, required: ["name"] },
          }),
        },
      });
    }
    const text = answer.action === "accept" ? "Hello, " + answer.content.name + "!" : "No name given";
    return { content: [{ type: "text", text }] };
  });
  server.registerTool("steps", { description: "Two rounds of request state", inputSchema: none }, async (args, ctx) => {
    const state = ctx.mcpReq?.requestState?.();
    if (state === undefined) return inputRequired({ requestState: "step-1" });
    if (state === "step-1") return inputRequired({ requestState: "step-2" });
    return { content: [{ type: "text", text: "done after " + state }] };
  });
  server.registerTool("hinted", {
    description: "A result with cache hints",
    inputSchema: fromJsonSchema({ type: "object", properties: { ttlMs: { type: "integer" } } }),
  }, async ({ ttlMs }) => {
    hintedCalls += 1;
    return { content: [{ type: "text", text: "call " + hintedCalls }], ttlMs: ttlMs ?? 60000, cacheScope: "private" };
  });
  server.registerResource("counted", new ResourceTemplate("counted://{ttlMs}", { list: undefined }),
    { mimeType: "text/plain", description: "Counts reads; kept for ttlMs" }, async (uri, { ttlMs }) => {
      reads += 1;
      return { contents: [{ uri: uri.href, mimeType: "text/plain", text: "read " + reads }], ttlMs: Number(ttlMs), cacheScope: "private" };
    });
  server.registerTool("regional", {
    description: "Answers with its region, which the client mirrors into Mcp-Param-Region",
    inputSchema: fromJsonSchema({ type: "object", properties: {
      region: { type: "string", "x-mcp-header": "Region" }, query: { type: "string" } }, required: ["region"] }),
  }, async ({ region }) => ({ content: [{ type: "text", text: "in " + region }] }));
  server.registerTool("bad_header", {
    description: "An x-mcp-header on a number, which a client over HTTP must leave out",
    inputSchema: fromJsonSchema({ type: "object", properties: { ratio: { type: "number", "x-mcp-header": "Ratio" } } }),
  }, async () => ({ content: [] }));
  server.registerTool("hang", { description: "Never answers", inputSchema: none }, (args, ctx) => new Promise(() => {
    if (overHttp) console.error("started hang");
    ctx.mcpReq?.signal?.addEventListener("abort", () => console.error("aborted hang"));
  }));
  server.registerTool("add_tool", {
    description: "Registers another tool",
    inputSchema: fromJsonSchema({ type: "object", properties: { name: { type: "string" } }, required: ["name"] }),
  }, async ({ name }) => {
    added.add(name);
    server.registerTool(name, { description: "Added at run time", inputSchema: none }, async () => ({ content: [] }));
    toolsChanged();
    return { content: [{ type: "text", text: "added " + name }] };
  });
  for (const name of added) {
    server.registerTool(name, { description: "Added at run time", inputSchema: none }, async () => ({ content: [] }));
  }
  return server;
};

if (overHttp) {
  const handler = createMcpHandler(factory, { legacy: legacy === "serve" ? "stateless" : "reject" });
  toolsChanged = () => handler.notify.toolsChanged();
  listen(mcpServer(handler), Number(process.env.PORT));
} else {
  serveStdio(factory, { legacy });
}
