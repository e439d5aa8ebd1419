// A small MCP server over stdio for what no reference server does on demand: prompts/list in two pages,
// resources/templates/list answered with -32601 although it announces resources, a server without the
// prompts and resources capabilities that fails if asked, a prompts/list result without its array, and
// prompts/list pages whose nextCursor never changes.
// Usage: node prompts-server.mjs paged|no-capabilities|malformed|looping
import { createInterface } from "node:readline";

const mode = process.argv[2];
const capabilities =
  mode === "no-capabilities" ? { tools: {} } : { tools: {}, prompts: {}, resources: {} };
const pages = {
  undefined: { prompts: [{ name: "b-prompt", arguments: [{ name: "who", required: true }] }], nextCursor: "2" },
  2: { prompts: [{ name: "a-prompt" }] },
};

function answer(message) {
  switch (message.method) {
    case "initialize":
      return { result: { protocolVersion: "2025-06-18", capabilities, serverInfo: { name: "prompts-" + mode, version: "1" } } };
    case "tools/list":
      return { result: { tools: [{ name: "echo", inputSchema: { type: "object" } }] } };
    case "prompts/list":
      if (mode === "no-capabilities") return { error: { code: -32603, message: "asked without the capability" } };
      if (mode === "malformed") return { result: { items: [] } };
      if (mode === "looping") return { result: { prompts: [{ name: "again-prompt" }], nextCursor: "again" } };
      return { result: pages[message.params?.cursor] };
    case "resources/templates/list":
      if (mode === "no-capabilities") return { error: { code: -32603, message: "asked without the capability" } };
      return { error: { code: -32601, message: "Method not found" } };
    case "resources/list":
      if (mode === "no-capabilities") return { error: { code: -32603, message: "asked without the capability" } };
      return { result: { resources: [{ uri: "file:///notes.md", name: "notes.md", mimeType: "text/markdown" }] } };
    default:
      return { error: { code: -32601, message: "Method not found" } };
  }
}

createInterface({ input: process.stdin }).on("line", (line) => {
  const message = JSON.parse(line);
  if (message.id === undefined) return;
  process.stdout.write(JSON.stringify({ jsonrpc: "2.0", id: message.id, ...answer(message) }) + "\n");
});
