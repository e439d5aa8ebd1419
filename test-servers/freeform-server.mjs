// An MCP server on the TypeScript SDK v2 whose tool takes and returns free-form JSON, as Notion's filters and sorts are:
// objects without properties, additionalProperties true, arrays of anything, an untyped value.
// Usage (after `npm ci` in this folder): node freeform-server.mjs   (stdio, both protocol eras)
// Tools:
//   save_view {name, filter, sorts?, extra?, labels?, apiKey?}  answers {saved: <the arguments as received>}, so a
//             client sees what its free-form values became on the wire
import { McpServer, fromJsonSchema } from "@modelcontextprotocol/server";
import { serveStdio } from "@modelcontextprotocol/server/stdio";

const factory = () => {
  const server = new McpServer({ name: "freeform-test-server", version: "1.0.0" }, { capabilities: { tools: {} } });
  server.registerTool("save_view", {
    description: "Saves a view of a database: a filter and sorts in the database's own query language",
    inputSchema: fromJsonSchema({
      type: "object",
      properties: {
        name: { type: "string", minLength: 1 },
        filter: { type: "object", additionalProperties: true, description: "A filter object, any shape" },
        sorts: { type: "array", items: {} },
        extra: { description: "Anything at all" },
        labels: { type: "object", additionalProperties: { type: "string" } },
        apiKey: { type: "string" },
      },
      required: ["name", "filter"],
    }),
    outputSchema: fromJsonSchema({
      type: "object",
      properties: { saved: { type: "object", additionalProperties: true } },
      required: ["saved"],
    }),
  }, async (args) => ({ content: [{ type: "text", text: JSON.stringify({ saved: args }) }], structuredContent: { saved: args } }));
  return server;
};

serveStdio(factory, { legacy: "serve" });
