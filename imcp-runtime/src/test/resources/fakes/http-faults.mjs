// A Streamable HTTP server (2025-11-25, JSON answers, session "f-1") for faults a real server does not make on demand.
// Usage: PORT=n node http-faults.mjs; prints "listening on port n" when ready, and "closed <tool>" when the client
// closes the answer to a call of that tool before it ended ("started slow" when a slow call arrives). Tools:
//   slow   an SSE answer: one progress event, then nothing, ever
//   silent no answer at all, not even its headers ("started silent", "closed silent")
//   huge   a JSON answer that never ends (megabytes of a string, forever)
//   echo   "Echo: <message>"
//   hangup "Echo: <message>"; but on a connection kept alive from answers to anything else, the connection is closed
//          without an answer ("hung up"), as a server's keep-alive timeout does when it fires as a request comes in:
//          connections left idle before a burst of calls have all timed out, those the burst opened have not
//   longhead "Echo: <message>" under a head with a 9,000-byte header line, over the client's limit of 8,192
//   drop   no answer, ever: the connection is closed as the request arrives, on any connection ("dropped kept-alive"
//          on one that carried an answer before, "dropped new" on one that did not), as a server that fails every
//          request before answering does
// An idle connection stays open until the client closes it (no keep-alive timeout): a test that needs a kept-alive
// connection for hangup or drop finds it however long a loaded machine took to send the call.
import http from "node:http";

const port = Number(process.env.PORT);
/** The connections that carried answers, and those that carried answers to hangup. */
const answered = new WeakSet();
const answeredHangup = new WeakSet();

const server = http.createServer(async (req, res) => {
  const timedOut = answered.has(req.socket) && !answeredHangup.has(req.socket);
  res.on("finish", () => answered.add(req.socket));
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  if (req.method !== "POST") {
    res.writeHead(405).end();
    return;
  }
  const message = JSON.parse(Buffer.concat(chunks).toString("utf8"));
  if (message.id === undefined) {
    res.writeHead(202).end();
    return;
  }
  const answer = (result) => {
    res.writeHead(200, { "Content-Type": "application/json", "Mcp-Session-Id": "f-1" });
    res.end(JSON.stringify({ jsonrpc: "2.0", id: message.id, result }));
  };
  const tool = message.params?.name;
  if (message.method === "server/discover") {
    res.writeHead(400, { "Content-Type": "application/json" });
    res.end(JSON.stringify({ jsonrpc: "2.0", id: null, error: { code: -32000, message: "Bad Request: Server not initialized" } }));
  } else if (message.method === "initialize") {
    answer({ protocolVersion: "2025-11-25", capabilities: { tools: {} }, serverInfo: { name: "http-faults", version: "1" } });
  } else if (message.method !== "tools/call") {
    answer({ tools: [] });
  } else if (tool === "drop") {
    console.log(answered.has(req.socket) ? "dropped kept-alive" : "dropped new");
    req.socket.destroy();
  } else if (tool === "hangup" && timedOut) {
    console.log("hung up");
    req.socket.destroy();
  } else if (tool === "hangup") {
    res.on("finish", () => answeredHangup.add(req.socket));
    answer({ content: [{ type: "text", text: "Echo: " + message.params.arguments?.message }] });
  } else if (tool === "slow") {
    console.log("started slow");
    res.on("close", () => { if (!res.writableEnded) console.log("closed slow"); });
    res.writeHead(200, { "Content-Type": "text/event-stream" });
    const token = message.params._meta?.progressToken ?? 0;
    res.write("data: " + JSON.stringify({ jsonrpc: "2.0", method: "notifications/progress",
      params: { progressToken: token, progress: 1 } }) + "\n\n");
  } else if (tool === "longhead") {
    res.writeHead(200, { "Content-Type": "application/json", "Mcp-Session-Id": "f-1", "X-Long": "a".repeat(9000) });
    res.end(JSON.stringify({ jsonrpc: "2.0", id: message.id,
      result: { content: [{ type: "text", text: "Echo: " + message.params.arguments?.message }] } }));
  } else if (tool === "silent") {
    console.log("started silent");
    res.on("close", () => console.log("closed silent"));
  } else if (tool === "huge") {
    res.on("close", () => { if (!res.writableEnded) console.log("closed huge"); });
    res.writeHead(200, { "Content-Type": "application/json" });
    res.write('{"jsonrpc":"2.0","result":{"content":[{"type":"text","text":"');
    const block = "x".repeat(1 << 20);
    const more = () => { while (!res.destroyed && res.write(block)); };
    res.on("drain", more);
    more();
  } else {
    answer({ content: [{ type: "text", text: "Echo: " + message.params.arguments?.message }] });
  }
});
server.keepAliveTimeout = 0;
server.listen(port, "127.0.0.1", () => console.log("listening on port " + port));
