// An MCP endpoint that demands a token, and an authorization server that fails in one way, chosen by FAULT: faults no
// real authorization server makes on demand. No dependencies. Prints "faulty-authorization: <mcp URL>" once it
// listens on a free loopback port, then "request <method> <path>" for each request; ends when its standard input
// closes.
//   hang-metadata       the metadata request never gets an answer
//   garbage-metadata    the metadata is an HTML page
//   no-metadata         the authorization server has no metadata at any of its well-known URLs (404)
//   refuse-registration dynamic registration answers invalid_client_metadata
//   hang-token          the token request never gets an answer
//   garbage-token       the token endpoint answers 200 with text that is not JSON
//   loop                every step works, but the MCP endpoint refuses every token issued
//   insecure-issuer     the resource metadata names an authorization server on plain http:// on another machine
//   other-resource      the resource metadata is for another server
import http from "node:http";

const fault = process.env.FAULT;
let base;
const text = (res, status, type, body) => {
  res.writeHead(status, { "Content-Type": type });
  res.end(body);
};
const json = (res, status, body) => text(res, status, "application/json", JSON.stringify(body));

const server = http.createServer((req, res) => {
  const url = new URL(req.url, base);
  console.log(`request ${req.method} ${url.pathname}`);
  const issuer = `${base}/as`;
  if (url.pathname === "/mcp") {
    res.writeHead(401, { "WWW-Authenticate": `Bearer resource_metadata="${base}/prm"` });
    res.end();
  } else if (url.pathname === "/prm") {
    const resource = fault === "other-resource" ? "https://evil.example.com/mcp" : `${base}/mcp`;
    const servers = fault === "insecure-issuer" ? ["http://auth.example.com"] : [issuer];
    json(res, 200, { resource, authorization_servers: servers });
  } else if (url.pathname === "/.well-known/oauth-authorization-server/as") {
    if (fault === "hang-metadata") return; // never answered
    if (fault === "no-metadata") return text(res, 404, "text/plain", "not found");
    if (fault === "garbage-metadata") {
      return text(res, 200, "text/html", "<html><body>Service temporarily unavailable</body></html>");
    }
    json(res, 200, {
      issuer,
      authorization_endpoint: `${issuer}/authorize`,
      token_endpoint: `${issuer}/token`,
      registration_endpoint: `${issuer}/register`,
      response_types_supported: ["code"],
      code_challenge_methods_supported: ["S256"],
      token_endpoint_auth_methods_supported: ["none"],
    });
  } else if (url.pathname === "/as/register") {
    if (fault === "refuse-registration") {
      json(res, 400, { error: "invalid_client_metadata", error_description: "registration is closed" });
      return;
    }
    json(res, 201, { client_id: "faulty-client", token_endpoint_auth_method: "none" });
  } else if (url.pathname === "/as/authorize") {
    const back = new URL(url.searchParams.get("redirect_uri"));
    back.searchParams.set("code", "a-code");
    back.searchParams.set("state", url.searchParams.get("state"));
    res.writeHead(302, { Location: back.toString() });
    res.end();
  } else if (url.pathname === "/as/token") {
    if (fault === "hang-token") return; // never answered
    if (fault === "garbage-token") {
      return text(res, 200, "text/plain", "OK then");
    }
    json(res, 200, { access_token: "refused-everywhere", token_type: "Bearer", expires_in: 3600 });
  } else {
    res.writeHead(404);
    res.end();
  }
});
server.listen(0, "127.0.0.1", () => {
  base = `http://127.0.0.1:${server.address().port}`;
  console.log(`faulty-authorization: ${base}/mcp`);
});
process.stdin.on("end", () => process.exit(0));
process.stdin.resume();
