// A real authorization server (oidc-provider) protecting a Streamable HTTP MCP server on the TypeScript SDK v2, both on
// free loopback ports, for imcp-oauth's end-to-end tests. Usage (after `npm ci` in this folder): node oauth-stack.mjs
//   IMCP_AT_TTL       access token lifetime in seconds (default 300); short to see a refresh after expiry
// Prints one line `oauth-stack: {"issuer": …, "mcp": …, "token": …}` once both listen, then one line per event the
// tests look for: `oauth-stack: event <grant> <detail>` (token issued, refresh, refused request). Ends when its
// standard input closes, so that a parent that dies leaves nothing behind.
//
// The authorization server: dynamic registration open to all; one client registered beforehand for client credentials
// (ci-client / ci-secret); resource indicators (RFC 8707) with JWT access tokens for the MCP server's URL only; refresh
// tokens with rotation; scopes mcp:read, mcp:write, offline_access. Its sign-in page is a stand-in for a person: the
// user "alice" signs in and consents at once (the browser still goes there and comes back by redirect, with cookies).
//
// The MCP server: every request needs a bearer token from that issuer for its URL (else 401 naming the protected
// resource metadata and the scope mcp:read); tools: `read_notes` (mcp:read) and `write_note` (mcp:write, else 403
// insufficient_scope: step-up).
import http from "node:http";
import { createRemoteJWKSet, jwtVerify } from "jose";
import Provider from "oidc-provider";
import { McpServer, createMcpHandler, fromJsonSchema } from "@modelcontextprotocol/server";
import { endWithStdin, forward, readBody } from "../test-servers/fetch-bridge.mjs";

const ttl = Number(process.env.IMCP_AT_TTL ?? "300");
const event = (...words) => console.log("oauth-stack: event " + words.join(" "));

const listen = (server) => new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server.address().port)));

// Ports first: the issuer and the resource name each other.
const asHttp = http.createServer();
const mcpHttp = http.createServer();
const asPort = await listen(asHttp);
const mcpPort = await listen(mcpHttp);
const issuer = `http://127.0.0.1:${asPort}`;
const resource = `http://127.0.0.1:${mcpPort}/mcp`;

const provider = new Provider(issuer, {
  clients: [{
    client_id: "ci-client",
    client_secret: "ci-secret",
    grant_types: ["client_credentials"],
    redirect_uris: [],
    response_types: [],
    token_endpoint_auth_method: "client_secret_basic",
  }],
  scopes: ["mcp:read", "mcp:write", "offline_access"],
  pkce: { required: () => true },
  features: {
    devInteractions: { enabled: false },
    registration: { enabled: true },
    clientCredentials: { enabled: true },
    resourceIndicators: {
      enabled: true,
      defaultResource: () => resource,
      useGrantedResource: () => true,
      getResourceServerInfo: (ctx, indicator) => {
        if (indicator !== resource) throw new Error("unknown resource " + indicator);
        return { scope: "mcp:read mcp:write", audience: resource, accessTokenFormat: "jwt", accessTokenTTL: ttl };
      },
    },
  },
  issueRefreshToken: async (ctx, client, code) => client.grantTypeAllowed("refresh_token"),
  rotateRefreshToken: true,
  ttl: { AccessToken: ttl, ClientCredentials: ttl },
  interactions: { url: (ctx, interaction) => `/interaction/${interaction.uid}` },
});
provider.on("grant.success", (ctx) => event("token", ctx.oidc.params.grant_type));
provider.on("grant.error", (ctx, error) => event("token-error", ctx.oidc.params?.grant_type, error.error));

// The sign-in and consent of "alice": everything asked for is granted.
const interactions = async (req, res) => {
  const details = await provider.interactionDetails(req, res);
  const { prompt, params } = details;
  let result;
  if (prompt.name === "login") {
    result = { login: { accountId: "alice" } };
  } else {
    const grant = details.grantId ? await provider.Grant.find(details.grantId)
      : new provider.Grant({ accountId: "alice", clientId: params.client_id });
    const missing = prompt.details;
    if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(" "));
    if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
    for (const [indicator, scopes] of Object.entries(missing.missingResourceScopes ?? {})) {
      grant.addResourceScope(indicator, scopes.join(" "));
    }
    result = { consent: { grantId: await grant.save() } };
  }
  await provider.interactionFinished(req, res, result, { mergeWithLastSubmission: true });
};
asHttp.on("request", (req, res) => {
  if (req.url.startsWith("/interaction/")) {
    interactions(req, res).catch((error) => { res.writeHead(500).end(String(error)); });
    return;
  }
  provider.callback()(req, res);
});

const jwks = createRemoteJWKSet(new URL(`${issuer}/jwks`));
const prm = `http://127.0.0.1:${mcpPort}/.well-known/oauth-protected-resource/mcp`;
const refuse = (res, status, scope, error) => {
  const challenge = `Bearer resource_metadata="${prm}", scope="${scope}"` + (error ? `, error="${error}"` : "");
  res.writeHead(status, { "WWW-Authenticate": challenge, "Content-Type": "application/json" });
  res.end(JSON.stringify({ error: error ?? "invalid_token" }));
};

const none = fromJsonSchema({ type: "object", properties: {} });
const notes = [];
const factory = () => {
  const server = new McpServer({ name: "oauth-notes", version: "1.0.0" }, { capabilities: { tools: {} } });
  server.registerTool("read_notes", { description: "Lists the notes (scope mcp:read)", inputSchema: none },
    async () => ({ content: [{ type: "text", text: "notes: " + JSON.stringify(notes) }] }));
  server.registerTool("write_note", {
    description: "Adds a note (scope mcp:write)",
    inputSchema: fromJsonSchema({ type: "object", properties: { text: { type: "string" } }, required: ["text"] }),
  }, async ({ text }) => {
    notes.push(text);
    return { content: [{ type: "text", text: "noted: " + text }] };
  });
  return server;
};
const handler = createMcpHandler(factory, { legacy: "stateless" });

mcpHttp.on("request", async (req, res) => {
  if (req.url === "/.well-known/oauth-protected-resource/mcp") {
    res.writeHead(200, { "Content-Type": "application/json" });
    res.end(JSON.stringify({ resource, authorization_servers: [issuer], scopes_supported: ["mcp:read", "mcp:write"] }));
    return;
  }
  if (!req.url.startsWith("/mcp")) {
    res.writeHead(404).end();
    return;
  }
  const body = await readBody(req);
  const authorization = req.headers.authorization ?? "";
  let scopes;
  try {
    if (!authorization.startsWith("Bearer ")) throw new Error("no token");
    const { payload } = await jwtVerify(authorization.slice(7), jwks, { issuer, audience: resource });
    scopes = (payload.scope ?? "").split(" ");
  } catch (error) {
    event("refused", 401, error.code ?? error.message);
    refuse(res, 401, "mcp:read");
    return;
  }
  let message;
  try {
    message = body ? JSON.parse(body.toString()) : undefined;
  } catch {
    message = undefined;
  }
  if (message?.method === "tools/call" && message.params?.name === "write_note" && !scopes.includes("mcp:write")) {
    event("refused", 403, "mcp:write");
    refuse(res, 403, "mcp:write", "insufficient_scope");
    return;
  }
  await forward(handler, req, res, body);
});

console.log("oauth-stack: " + JSON.stringify({ issuer, mcp: resource }));
endWithStdin();
