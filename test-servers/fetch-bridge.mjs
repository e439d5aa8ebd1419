// The HTTP plumbing the test servers share (node's built-ins only, so that any folder's server can import it):
// a Streamable HTTP endpoint on node:http for a fetch-style MCP handler (the TypeScript SDK v2's createMcpHandler),
// the loopback listen that says where it listens, and the end with the standard input. Imported by modern-server.mjs,
// traced-server.mjs and ../oauth-servers/oauth-stack.mjs; HttpTestServer (imcp-test-support) reads what listen prints.
import http from "node:http";

/** The request's body, or undefined for GET and HEAD. */
export async function readBody(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return ["GET", "HEAD"].includes(req.method) ? undefined : Buffer.concat(chunks);
}

/** Answers a node request by the handler: the body in, the answer's body streamed out, aborted when the client goes. */
export async function forward(handler, req, res, body) {
  const abort = new AbortController();
  res.on("close", () => abort.abort());
  const request = new Request("http://127.0.0.1:" + req.socket.localPort + req.url,
    { method: req.method, headers: req.headers, body, signal: abort.signal });
  const response = await handler.fetch(request);
  res.writeHead(response.status, Object.fromEntries(response.headers));
  if (response.body) {
    try {
      for await (const chunk of response.body) res.write(chunk);
    } catch {
      // The client went away.
    }
  }
  res.end();
}

/** A node server with the handler at /mcp (404 elsewhere); onBody sees each request's body first. */
export function mcpServer(handler, onBody = () => {}) {
  return http.createServer(async (req, res) => {
    if (!req.url.startsWith("/mcp")) {
      res.writeHead(404).end();
      return;
    }
    const body = await readBody(req);
    if (body !== undefined) onBody(body);
    await forward(handler, req, res, body);
  });
}

/** Listens on 127.0.0.1:port (0: a port the system picks) and prints "listening on port N" once it does. */
export function listen(server, port) {
  server.listen(port, "127.0.0.1", () => console.log("listening on port " + server.address().port));
  return server;
}

/** Ends the process when its standard input closes: a parent that dies, however, leaves no server behind. */
export function endWithStdin() {
  process.stdin.on("end", () => process.exit(0));
  process.stdin.resume();
}
