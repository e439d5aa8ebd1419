package dev.imcp.runtime;

import dev.imcp.schema.ServerInfo;
import java.util.Objects;
import java.util.Optional;
import tools.jackson.databind.JsonNode;

/** What the server answered to {@code initialize}: who it is, which protocol version was agreed, what it offers. */
public record InitializeResult(
    String protocolVersion, ServerInfo serverInfo, JsonNode capabilities, Optional<String> instructions) {
  public InitializeResult {
    Objects.requireNonNull(protocolVersion, "protocolVersion");
    Objects.requireNonNull(serverInfo, "serverInfo");
    capabilities = capabilities.deepCopy();
    Objects.requireNonNull(instructions, "instructions");
  }

  @Override
  public JsonNode capabilities() {
    return capabilities.deepCopy();
  }

  /** Whether the server announced a capability, such as {@code tools} or {@code logging}. */
  public boolean hasCapability(String name) {
    return capabilities.has(name);
  }
}
