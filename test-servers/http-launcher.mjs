// server-everything in its Streamable HTTP mode, for tests and invoker ITs: on a free loopback port, optionally
// refusing every request that lacks a bearer token, and gone when the process that started it is.
// Usage (after `npm ci` in this folder): node http-launcher.mjs
//   IMCP_REQUIRED_TOKEN  when set, a request without "Authorization: Bearer <that value>" gets HTTP 401
// Prints one line "imcp-http-launcher: listening on http://127.0.0.1:<port>/mcp pid <pid>" on stdout once it listens
// (server-everything's own log lines follow). It ends when its standard input closes: the parent holds a pipe, so a
// parent that dies, however, leaves no server behind.
import http from "node:http";
import net from "node:net";

const token = process.env.IMCP_REQUIRED_TOKEN;

// server-everything listens on $PORT on every interface; here on a port the system picks, on loopback alone.
const listen = net.Server.prototype.listen;
net.Server.prototype.listen = function (...args) {
  this.once("listening", () => {
    console.log(`imcp-http-launcher: listening on http://127.0.0.1:${this.address().port}/mcp pid ${process.pid}`);
  });
  return listen.call(this, 0, "127.0.0.1", ...args.filter((arg) => typeof arg === "function"));
};

if (token) {
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function (event, request, response) {
    if (event === "request" && request.headers.authorization !== `Bearer ${token}`) {
      response.writeHead(401, { "WWW-Authenticate": 'Bearer realm="imcp-test"', "Content-Type": "application/json" });
      response.end(JSON.stringify({ error: "invalid_token" }));
      return true;
    }
    return emit.apply(this, arguments);
  };
}

process.stdin.on("end", () => process.exit(0));
process.stdin.resume();
process.env.PORT = "0";
await import("./node_modules/@modelcontextprotocol/server-everything/dist/transports/streamableHttp.js");
