// Records a server's `initialize` and `tools/list` results, and its `prompts/list`, `resources/templates/list` and
// `resources/list` results when it offers prompts or resources, as one JSON document on stdout.
// Usage (from this folder, after `npm ci`):
//   node capture.mjs node_modules/@modelcontextprotocol/server-everything/dist/index.js stdio
//   node capture.mjs node_modules/@modelcontextprotocol/server-filesystem/dist/index.js /tmp
//   node capture.mjs node_modules/@modelcontextprotocol/server-memory/dist/index.js
//   node capture.mjs /path/to/venv/bin/python fastmcp_prompts.py     (a first argument that is not a script: a command)
// Deliberately independent of imcp-java so that test fixtures do not pass through the code under test.
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";

const [first, ...rest] = process.argv.slice(2);
const command = /\.[cm]?js$/.test(first) ? [process.execPath, first, ...rest] : [first, ...rest];
const child = spawn(command[0], command.slice(1), { stdio: ["pipe", "pipe", "ignore"] });
const pending = new Map();
createInterface({ input: child.stdout }).on("line", (line) => {
  const msg = JSON.parse(line);
  if (msg.id !== undefined && pending.has(msg.id)) {
    pending.get(msg.id)(msg);
    pending.delete(msg.id);
  }
});
let nextId = 1;
function request(method, params) {
  const id = nextId++;
  child.stdin.write(JSON.stringify({ jsonrpc: "2.0", id, method, params }) + "\n");
  return new Promise((resolve) => pending.set(id, resolve));
}
const init = await request("initialize", {
  protocolVersion: "2025-11-25",
  capabilities: {},
  clientInfo: { name: "imcp-java-capture", version: "1" },
});
child.stdin.write(JSON.stringify({ jsonrpc: "2.0", method: "notifications/initialized" }) + "\n");
async function list(method, field) {
  const items = [];
  let cursor;
  do {
    const page = await request(method, cursor ? { cursor } : {});
    items.push(...page.result[field]);
    cursor = page.result.nextCursor;
  } while (cursor);
  return items;
}
const capture = { initialize: init.result, tools: await list("tools/list", "tools") };
const capabilities = init.result.capabilities ?? {};
if (capabilities.prompts) {
  capture.prompts = await list("prompts/list", "prompts");
}
if (capabilities.resources) {
  capture.resourceTemplates = await list("resources/templates/list", "resourceTemplates");
  capture.resources = await list("resources/list", "resources");
}
console.log(JSON.stringify(capture, null, 2));
child.kill();
