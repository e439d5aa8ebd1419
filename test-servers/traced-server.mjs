// An MCP server on the TypeScript SDK v2 that plays the server's part of distributed tracing (SEP-414): it reads the
// W3C trace context a client puts in each request's params._meta, and answers what it received and the span it would
// open as the request's server span (same trace id, parent = the client's span id, a fresh span id of its own).
// Serves both eras (2025 handshake and 2026-07-28) over stdio, or over Streamable HTTP with "http".
// Usage (after `npm ci` in this folder): node traced-server.mjs [http]
//   http   Streamable HTTP on 127.0.0.1:$PORT (0: any free port), path /mcp; prints "listening on port N" once ready
// Tools (each answers one text block holding a JSON object):
//   trace {}   {"meta": the _meta it received, minus the protocol's own keys, "span": its server span or null}
//   ask {}     as trace, and asks the client for a name (elicitation/create, carrying the server span's traceparent in
//              its _meta): "answer" holds what the client said, "askedWith" the traceparent the question carried; a
//              2025 request, or a 2026-07-28 input request (whose answer comes in a new request, a new server span)
//   broken {}  a result with isError
//   hang {}    never answers
//   flaky {}   read-only: the first call ever (no file at $TRACED_FLAKY yet) creates that file and ends the process
//              mid-call; later calls answer "ok"
//   opening {} {"method": the first request of the connection (initialize or server/discover), "meta": its _meta}
import { McpServer, createMcpHandler, fromJsonSchema, inputRequired, inputResponse } from "@modelcontextprotocol/server";
import { serveStdio } from "@modelcontextprotocol/server/stdio";
import { randomBytes } from "node:crypto";
import { existsSync, writeFileSync } from "node:fs";
import { endWithStdin, listen, mcpServer } from "./fetch-bridge.mjs";

const none = fromJsonSchema({ type: "object", properties: {} });
const W3C = /^00-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})$/;
// One server span per client request id: a 2026-07-28 input round comes back as a new request with the same span.
const spans = new Map();

const serverSpan = (meta) => {
  const parsed = W3C.exec(meta?.traceparent ?? "");
  if (!parsed) return null;
  const [, traceId, parentId, flags] = parsed;
  if (!spans.has(parentId)) spans.set(parentId, randomBytes(8).toString("hex"));
  const spanId = spans.get(parentId);
  return { traceId, parentId, spanId, traceparent: `00-${traceId}-${spanId}-${flags}` };
};

// The first request this process read, as it came: the SDK keeps no handler's view of the opening.
let opening = null;
const remember = (text) => {
  if (opening !== null) return;
  try {
    const message = JSON.parse(text);
    if (message.method === "initialize" || message.method === "server/discover") {
      opening = { method: message.method, meta: message.params?._meta ?? {} };
    }
  } catch {
    // Not one JSON message: not the opening.
  }
};

const answer = (body) => ({ content: [{ type: "text", text: JSON.stringify(body) }] });
const question = (span) => ({
  message: "What is your name?",
  requestedSchema: { type: "object", properties: { name: { type: "string" } }, required: ["name"] },
  ...(span ? { _meta: { traceparent: span.traceparent } } : {}),
});

const factory = () => {
  const server = new McpServer({ name: "traced-server", version: "1.0.0" }, { capabilities: { tools: {} } });
  server.registerTool("trace", { description: "Answers the trace context it received", inputSchema: none },
    async (args, ctx) => answer({ meta: ctx.mcpReq?._meta ?? {}, span: serverSpan(ctx.mcpReq?._meta) }));
  server.registerTool("ask", { description: "Asks the client for a name, carrying its trace context", inputSchema: none },
    async (args, ctx) => {
      const meta = ctx.mcpReq?._meta ?? {};
      const span = serverSpan(meta);
      if (ctx.mcpReq?.envelope === undefined) {
        // 2025: a request of the server's own, on the same connection.
        const reply = await ctx.mcpReq.elicitInput(question(span));
        return answer({ meta, span, askedWith: span?.traceparent ?? null, answer: reply.content?.name ?? null });
      }
      // 2026-07-28: the question goes back in the result; the request comes again (a new one) with the answer.
      const reply = inputResponse(ctx.mcpReq?.inputResponses, "name");
      if (reply.kind === "missing") {
        return inputRequired({
          inputRequests: { name: inputRequired.elicit(question(span)) },
          requestState: span?.traceparent ?? "none",
        });
      }
      const askedWith = ctx.mcpReq.requestState?.() ?? null;
      return answer({ meta, span, askedWith, answer: reply.action === "accept" ? reply.content.name : null });
    });
  server.registerTool("opening", { description: "Answers the first request it read", inputSchema: none },
    async () => answer(opening ?? {}));
  server.registerTool("hang", { description: "Never answers", inputSchema: none }, () => new Promise(() => {}));
  server.registerTool("flaky", {
    description: "Ends the process the first time", inputSchema: none, annotations: { readOnlyHint: true },
  }, async () => {
    const mark = process.env.TRACED_FLAKY;
    if (mark && !existsSync(mark)) {
      writeFileSync(mark, "ended once");
      process.exit(3);
    }
    return answer({ flaky: "ok" });
  });
  server.registerTool("broken", { description: "Fails as a tool", inputSchema: none },
    async () => ({ content: [{ type: "text", text: "it broke" }], isError: true }));
  return server;
};

if (process.argv.includes("http")) {
  const handler = createMcpHandler(factory, { legacy: "stateless" });
  listen(mcpServer(handler, (body) => remember(body.toString("utf8"))), Number(process.env.PORT ?? 0));
  endWithStdin();
} else {
  let head = "";
  const firstLine = (chunk) => {
    head += chunk.toString("utf8");
    const end = head.indexOf("\n");
    if (end >= 0) {
      remember(head.slice(0, end));
      process.stdin.off("data", firstLine);
    }
  };
  process.stdin.on("data", firstLine);
  serveStdio(factory, { legacy: "serve" });
}
