// A Streamable HTTP server with one tool, echo, and no MCP library, for the HTTP benchmark only: it answers as fast as
// Node can, so that what differs between clients is the clients (server-everything over HTTP answers about 1,700
// calls/s whoever asks, which hides them). JSON answers, a session id from initialize, 405 to GET, 202 to
// notifications, -32601 to anything else (so a 2026-07-28 probe falls back to initialize).
// Prints "imcp-http-launcher: listening on http://127.0.0.1:<port>/mcp pid <pid>" once it listens (as
// http-launcher.mjs does) and exits when its stdin closes.
import { createServer } from "node:http";

let sessions = 0;
const result = (m, headers) => {
  switch (m.method) {
    case "initialize":
      headers["Mcp-Session-Id"] = "echo-" + ++sessions;
      return {
        protocolVersion: m.params?.protocolVersion ?? "2025-11-25",
        capabilities: { tools: {} },
        serverInfo: { name: "echo-http", version: "1" },
      };
    case "tools/list":
      return {
        tools: [
          {
            name: "echo",
            inputSchema: { type: "object", properties: { message: { type: "string" } }, required: ["message"] },
          },
        ],
      };
    case "tools/call":
      return { content: [{ type: "text", text: "Echo: " + (m.params?.arguments?.message ?? "") }] };
    case "ping":
      return {};
    default:
      return undefined;
  }
};

const server = createServer((req, res) => {
  if (req.method === "GET") return res.writeHead(405).end();
  if (req.method === "DELETE") return res.writeHead(200).end();
  const chunks = [];
  req.on("data", (chunk) => chunks.push(chunk));
  req.on("end", () => {
    let m;
    try {
      m = JSON.parse(Buffer.concat(chunks).toString("utf8"));
    } catch {
      return res.writeHead(400).end();
    }
    if (m.id === undefined || m.id === null) return res.writeHead(202).end();
    const headers = { "Content-Type": "application/json" };
    const answer = result(m, headers);
    const body = answer === undefined
      ? { jsonrpc: "2.0", id: m.id, error: { code: -32601, message: "Method not found: " + m.method } }
      : { jsonrpc: "2.0", id: m.id, result: answer };
    res.writeHead(200, headers).end(JSON.stringify(body));
  });
});
server.listen(0, "127.0.0.1", () => {
  console.log(`imcp-http-launcher: listening on http://127.0.0.1:${server.address().port}/mcp pid ${process.pid}`);
});
process.stdin.on("end", () => process.exit(0));
process.stdin.resume();
