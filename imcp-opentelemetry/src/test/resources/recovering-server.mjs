// A fake Streamable HTTP server (2025 sessions, plain node, no SDK) for faults no real server produces on demand: its
// first session expires at the first tools/list (HTTP 404, so the client starts a new session and sends it again),
// and its first tools/call is refused with 503 and Retry-After: 0 (so the client sends it again).
// Usage: PORT=0 node recovering-server.mjs; prints "listening on port N" once ready, ends when its stdin closes.
import http from "node:http";

let sessions = 0;
let calls = 0;

const answer = (res, message, result, headers = {}) => {
  res.writeHead(200, { "Content-Type": "application/json", ...headers });
  res.end(JSON.stringify({ jsonrpc: "2.0", id: message.id, result }));
};

const server = http.createServer(async (req, res) => {
  if (req.method !== "POST") {
    res.writeHead(405).end();
    return;
  }
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  const message = JSON.parse(Buffer.concat(chunks).toString("utf8"));
  const session = req.headers["mcp-session-id"];
  if (message.id === undefined) {
    res.writeHead(202).end();
  } else if (message.method === "initialize") {
    sessions += 1;
    answer(res, message, {
      protocolVersion: "2025-11-25",
      capabilities: { tools: {} },
      serverInfo: { name: "recovering", version: "1" },
    }, { "Mcp-Session-Id": "s" + sessions });
  } else if (message.method === "tools/list" && session === "s1") {
    res.writeHead(404).end(); // the first session expired
  } else if (message.method === "tools/list") {
    answer(res, message, { tools: [] });
  } else if (message.method === "tools/call" && ++calls === 1) {
    res.writeHead(503, { "Content-Type": "text/plain", "Retry-After": "0" }).end("busy");
  } else if (message.method === "tools/call") {
    answer(res, message, { content: [{ type: "text", text: "hi" }] });
  } else {
    res.writeHead(200, { "Content-Type": "application/json" });
    res.end(JSON.stringify({ jsonrpc: "2.0", id: message.id, error: { code: -32601, message: "no" } }));
  }
});
server.listen(Number(process.env.PORT ?? 0), "127.0.0.1",
  () => console.log("listening on port " + server.address().port));
process.stdin.on("end", () => process.exit(0));
process.stdin.resume();
