// A small, real stdio MCP server that misbehaves on demand, for faults no reference server produces.
// Usage: node fake-server.mjs [mode]
//   modes: normal (default) | crash-before-init | ignore-eof | paged | paged-loop | initialize-first (exits when the
//          first request is not initialize, as servers on the Rust SDK, rmcp, do)
// Environment: FAKE_PROTOCOL (protocol version to answer with; default: echo the client's)
// Tools (tools/call name → behaviour):
//   echo {message, delayMs?}      text = message, after delayMs
//   hang {}                       never answers
//   gate {name, message}          text = message, once a call of open {name} arrived (before or after it)
//   open {name}                   opens the gate of that name: answers "opened"
//   crash {code?}                 exits at once with code (default 3)
//   huge {bytes}                  answers with a text of that many bytes
//   garbage {}                    writes junk lines, a stray response, then the real answer
//   stderr-flood {bytes}          writes that many bytes to stderr, then answers "flooded"
//   cancelled {}                  text = JSON array of request ids named in notifications/cancelled so far
//   ask {method}                  sends `method` to the client, answers with its result or error as JSON text
//   notify {}                     sends notifications/tools/list_changed and notifications/message, then answers
//   updated {uris}                sends notifications/resources/updated for each URI, then answers
//                                 (resources/subscribe and unsubscribe answer {}, or an error for a URI "refuse:…")
// resources/read {uri}           text = "read <n>", n counting the reads of any URI so far; a URI "missing:…" is -32602
//   notify-lists {}               sends prompts/list_changed once and resources/list_changed twice, then answers
//   progress {steps, stepMs}      sends progress notifications, then answers "done"
//   fail {}                       answers a JSON-RPC error -32602
//   tool-error {}                 answers isError: true
//   count {}                      text = how many tools/call requests arrived, this one included
//   listings {}                   text = how many tools/list requests arrived so far
//   initialize-params {}          text = the params of the client's initialize request, as JSON
//   bad-utf8 {}                   answers a text with a byte that is not UTF-8 ("a", 0xFF, "b")
//   hide {tool}                   drops a tool from tools/list and sends notifications/tools/list_changed
//   store_read {delayMs?}         read-only: text = its arguments and the call count; store_fail read-only, isError;
//                                 store_write not read-only
//   flaky_read, flaky_write       read-only / destructive: the first call ever (no file at $FAKE_FLAKY yet) creates
//                                 that file and crashes the server mid-call; later calls answer "ok"
//   slow_first_read               read-only: the first call ever (no file at $FAKE_FLAKY) never answers; later ones do
//   deafen {}                     answers, then ignores every message (pings included)
//   stop-reading {resumeWhen?}    answers, then reads nothing from stdin (its pipe fills up), yet stays alive; reads
//                                 again once a file exists at the path resumeWhen, when given (a test decides when,
//                                 whatever the machine's load; stdin cannot tell a server that reads nothing)
//   spawn-tree {}                 starts a child that starts a grandchild, both sharing the server's stdout and stderr;
//                                 text = their pids "child grandchild", once both run
//   flood {count}                 sends that many notifications/message at once, then answers "flooded"
//   malformed {kind}              answers with one unreadable line: nul (a raw NUL in a string), two (two messages on one
//                                 line), trailing (garbage after the message), deep (a result nested 2,000 deep), id-first
//                                 (an oversized answer, 17 MB, written with "id" first), id-last (the same, "id" last)
//   request-with-id {id, huge?}   sends a request of its own with that id (oversized when huge, unreadable otherwise),
//                                 then answers "sent"
// Environment: FAKE_CRASH_MARK: in mode crash-after-first, the first start creates this file; later starts exit(7)
//              FAKE_STARTS: a file that every start appends a line to
import { createInterface } from "node:readline";
import { appendFileSync, existsSync, writeFileSync } from "node:fs";
import { spawn } from "node:child_process";

const mode = process.argv[2] ?? "normal";
const cancelled = [];
let calls = 0;
let reads = 0;
let listings = 0;
let initializeParams = null;
const hidden = new Set();
const waiting = new Map();
let nextServerId = 1000;

if (process.env.FAKE_STARTS) {
  appendFileSync(process.env.FAKE_STARTS, "started\n");
}
if (mode === "crash-before-init") {
  process.stderr.write("fatal: cannot open database\n");
  process.exit(7);
}
if (mode === "crash-after-first") {
  if (existsSync(process.env.FAKE_CRASH_MARK)) {
    process.stderr.write("fatal: crashing on start\n");
    process.exit(7);
  }
  writeFileSync(process.env.FAKE_CRASH_MARK, "started");
}
let deaf = false;
if (mode === "ignore-eof") {
  process.on("SIGTERM", () => process.stderr.write("ignoring SIGTERM\n"));
  setInterval(() => {}, 1 << 30);
}

const send = (message) => process.stdout.write(JSON.stringify(message) + "\n");
const reply = (id, result) => send({ jsonrpc: "2.0", id, result });
const text = (id, value, extra = {}) => reply(id, { content: [{ type: "text", text: value }], ...extra });

function askClient(method) {
  const id = nextServerId++;
  send({ jsonrpc: "2.0", id, method, params: {} });
  return new Promise((resolve) => waiting.set(id, resolve));
}

const HUGE = 17 * 1024 * 1024;
const malformed = {
  nul: (id) => `{"jsonrpc":"2.0","id":${id},"result":{"content":[{"type":"text","text":"a\0b"}]}}`,
  two: (id) => JSON.stringify({ jsonrpc: "2.0", id, result: { content: [] } }) + JSON.stringify({ jsonrpc: "2.0", method: "notifications/message", params: {} }),
  trailing: (id) => JSON.stringify({ jsonrpc: "2.0", id, result: { content: [] } }) + " trailing garbage",
  deep: (id) => `{"jsonrpc":"2.0","id":${id},"result":{"deep":${"[".repeat(2000)}${"]".repeat(2000)}}}`,
  "id-first": (id) => `{"id":${id},"jsonrpc":"2.0","result":{"content":[{"type":"text","text":"${"x".repeat(HUGE)}"}]}}`,
  "id-last": (id) => `{"result":{"content":[{"type":"text","text":"${"x".repeat(HUGE)}"}]},"jsonrpc":"2.0","id":${id}}`,
};

function spawnTree(id) {
  // The child starts the grandchild and reports both pids on a pipe of its own; both share our stdout and stderr.
  const grandchild = "setInterval(() => {}, 1 << 30)";
  const child = `const { spawn } = require("node:child_process");
    const g = spawn(process.execPath, ["-e", ${JSON.stringify(grandchild)}], { stdio: ["ignore", "inherit", "inherit"] });
    require("node:fs").writeSync(3, process.pid + " " + g.pid + "\\n");
    setInterval(() => {}, 1 << 30);`;
  const started = spawn(process.execPath, ["-e", child], { stdio: ["ignore", "inherit", "inherit", "pipe"] });
  started.stdio[3].once("data", (pids) => text(id, pids.toString().trim()));
}

const tools = {
  "stop-reading": (id, args) => {
    text(id, "stopped");
    reader.pause();
    process.stdin.pause();
    const alive = setInterval(() => {}, 1 << 30);
    if (args.resumeWhen !== undefined) {
      const watch = setInterval(() => {
        if (existsSync(args.resumeWhen)) {
          clearInterval(watch);
          clearInterval(alive);
          reader.resume();
        }
      }, 10);
    }
  },
  "spawn-tree": (id) => spawnTree(id),
  flood: (id, args) => {
    for (let i = 0; i < args.count; i++) {
      send({ jsonrpc: "2.0", method: "notifications/message", params: { level: "info", data: i } });
    }
    text(id, "flooded");
  },
  malformed: (id, args) => process.stdout.write(malformed[args.kind](id) + "\n"),
  "request-with-id": (id, args) => {
    const request = args.huge
      ? `{"jsonrpc":"2.0","id":${args.id},"method":"sampling/createMessage","params":{"x":"${"y".repeat(HUGE)}"}}`
      : `{"jsonrpc":"2.0","id":${args.id},"method":"sampling/createMessage","params":{"x":"a\0b"}}`;
    process.stdout.write(request + "\n");
    text(id, "sent");
  },
  listings: (id) => text(id, String(listings)),
  "initialize-params": (id) => text(id, JSON.stringify(initializeParams)),
  "bad-utf8": (id) => process.stdout.write(Buffer.concat([
    Buffer.from(`{"jsonrpc":"2.0","id":${id},"result":{"content":[{"type":"text","text":"a`),
    Buffer.from([0xff]),
    Buffer.from(`b"}]}}\n`)])),
  echo: (id, args) => setTimeout(() => text(id, args.message), args.delayMs ?? 0),
  hang: () => {},
  gate: (id, args) => gate(args.name).promise.then(() => text(id, args.message)),
  open: (id, args) => {
    gate(args.name).open();
    text(id, "opened");
  },
  crash: (id, args) => process.exit(args.code ?? 3),
  huge: (id, args) => text(id, "x".repeat(args.bytes)),
  garbage: (id) => {
    process.stdout.write("this is not json\n");
    process.stdout.write("{\"half\": \n");
    send({ hello: "not json-rpc" });
    send({ jsonrpc: "2.0", id: 987654, result: {} });
    send({ jsonrpc: "2.0", id: "someone-else", result: {} });
    process.stdout.write("\n");
    text(id, "after the garbage");
  },
  "stderr-flood": (id, args) => {
    const chunk = "e".repeat(1023) + "\n";
    let left = args.bytes;
    const pump = () => {
      while (left > 0) {
        left -= chunk.length;
        if (!process.stderr.write(chunk)) return process.stderr.once("drain", pump);
      }
      text(id, "flooded");
    };
    pump();
  },
  cancelled: (id) => text(id, JSON.stringify(cancelled)),
  ask: async (id, args) => text(id, JSON.stringify(await askClient(args.method))),
  notify: (id) => {
    send({ jsonrpc: "2.0", method: "notifications/tools/list_changed" });
    send({ jsonrpc: "2.0", method: "notifications/message", params: { level: "info", logger: "fake", data: "hello" } });
    text(id, "notified");
  },
  updated: (id, args) => {
    for (const uri of args.uris) send({ jsonrpc: "2.0", method: "notifications/resources/updated", params: { uri } });
    text(id, "updated");
  },
  "notify-lists": (id) => {
    send({ jsonrpc: "2.0", method: "notifications/prompts/list_changed" });
    send({ jsonrpc: "2.0", method: "notifications/resources/list_changed" });
    send({ jsonrpc: "2.0", method: "notifications/resources/list_changed" });
    text(id, "notified");
  },
  progress: async (id, args, meta) => {
    for (let step = 1; step <= args.steps; step++) {
      await new Promise((resolve) => setTimeout(resolve, args.stepMs));
      send({ jsonrpc: "2.0", method: "notifications/progress",
             params: { progressToken: meta?.progressToken, progress: step, total: args.steps, message: `step ${step}` } });
    }
    text(id, "done");
  },
  fail: (id) => send({ jsonrpc: "2.0", id, error: { code: -32602, message: "Invalid params: no", data: { field: "x" } } }),
  count: (id) => text(id, String(calls)),
  hide: (id, args) => {
    hidden.add(args.tool);
    send({ jsonrpc: "2.0", method: "notifications/tools/list_changed" });
    text(id, "hidden");
  },
  "tool-error": (id) => text(id, "Tool not found or service not enabled: x", { isError: true }),
  store_read: async (id, args) => {
    if (args.delayMs) await new Promise((resolve) => setTimeout(resolve, args.delayMs));
    text(id, `${JSON.stringify(args)}#${calls}`);
  },
  store_fail: (id) => text(id, `failed #${calls}`, { isError: true }),
  store_write: (id) => text(id, "written"),
  flaky_read: (id) => flaky(id),
  flaky_write: (id) => flaky(id),
  slow_first_read: (id) => {
    if (!existsSync(process.env.FAKE_FLAKY)) {
      writeFileSync(process.env.FAKE_FLAKY, "hung once");
      return;
    }
    text(id, `ok #${calls}`);
  },
  deafen: (id) => {
    text(id, "deaf");
    deaf = true;
  },
};

const gates = new Map();
function gate(name) {
  if (!gates.has(name)) {
    let open;
    const promise = new Promise((resolve) => (open = resolve));
    gates.set(name, { promise, open });
  }
  return gates.get(name);
}

function flaky(id) {
  if (!existsSync(process.env.FAKE_FLAKY)) {
    writeFileSync(process.env.FAKE_FLAKY, "crashed once");
    process.exit(3);
  }
  text(id, `ok #${calls}`);
}

const hints = {
  store_read: { readOnlyHint: true }, store_fail: { readOnlyHint: true }, store_write: { readOnlyHint: false },
  flaky_read: { readOnlyHint: true }, slow_first_read: { readOnlyHint: true }, flaky_write: { readOnlyHint: false, destructiveHint: true },
};
const listed = Object.keys(tools).map((name) => ({ name, inputSchema: { type: "object" }, ...(hints[name] ? { annotations: hints[name] } : {}) }));

function toolsList(id, params) {
  if (mode === "paged" || mode === "paged-loop") {
    const page = Number(params?.cursor ?? 0);
    const size = Math.ceil(listed.length / 3);
    const next = mode === "paged-loop" ? "0" : page + size < listed.length ? String(page + size) : undefined;
    return reply(id, { tools: listed.slice(page, page + size), ...(next !== undefined ? { nextCursor: next } : {}) });
  }
  reply(id, { tools: listed.filter((tool) => !hidden.has(tool.name)) });
}

const reader = createInterface({ input: process.stdin });
let first = true;
reader.on("line", (line) => {
  if (deaf) return;
  const message = JSON.parse(line);
  if (first && mode === "initialize-first" && message.method !== "initialize") {
    process.stderr.write(`Error: expect initialized request, but received: ${message.method}\n`);
    process.exit(1);
  }
  first = false;
  if (message.method === undefined) {
    waiting.get(message.id)?.(message.error ? { error: message.error } : { result: message.result });
    return;
  }
  switch (message.method) {
    case "initialize":
      initializeParams = message.params;
      return reply(message.id, {
        protocolVersion: process.env.FAKE_PROTOCOL ?? message.params.protocolVersion,
        capabilities: { tools: { listChanged: true } },
        serverInfo: { name: "fake", version: "1.0" },
      });
    case "notifications/cancelled":
      return cancelled.push(message.params.requestId);
    case "tools/list":
      listings++;
      return toolsList(message.id, message.params);
    case "tools/call":
      calls++;
      if (!(message.params.name in tools)) {
        return send({ jsonrpc: "2.0", id: message.id, error: { code: -32602, message: `Unknown tool: ${message.params.name}` } });
      }
      return tools[message.params.name](message.id, message.params.arguments ?? {}, message.params._meta);
    case "ping":
      return reply(message.id, {});
    case "resources/read":
      if (message.params.uri.startsWith("missing:")) {
        return send({ jsonrpc: "2.0", id: message.id, error: { code: -32602, message: "Resource not found" } });
      }
      reads++;
      return reply(message.id, { contents: [{ uri: message.params.uri, mimeType: "text/plain", text: "read " + reads }] });
    case "resources/subscribe":
    case "resources/unsubscribe":
      if (message.params.uri.startsWith("refuse:")) {
        return send({ jsonrpc: "2.0", id: message.id, error: { code: -32602, message: "no such resource" } });
      }
      return reply(message.id, {});
    default:
      if (message.id !== undefined) {
        send({ jsonrpc: "2.0", id: message.id, error: { code: -32601, message: `Method not found: ${message.method}` } });
      }
  }
}).on("close", () => {
  if (mode !== "ignore-eof") process.exit(0);
});
