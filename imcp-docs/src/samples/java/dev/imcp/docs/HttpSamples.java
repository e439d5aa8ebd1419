package dev.imcp.docs;

import dev.imcp.runtime.McpClient;
import java.net.URI;
import java.util.Map;

/** docs/http.md's code. */
class HttpSamples {
  void bearer() {
    // tag::bearer[]
    try (McpClient client = McpClient.http(URI.create("https://mcp.example.com/mcp"))
            .bearerToken(System.getenv("EXAMPLE_TOKEN"))   // Authorization: Bearer …, never logged
            .header("X-Tenant", "acme")                     // any static header, also never logged
            .connect()) {
        client.callTool("echo", Map.of("message", "hi"));
    }
    // end::bearer[]
  }
}
