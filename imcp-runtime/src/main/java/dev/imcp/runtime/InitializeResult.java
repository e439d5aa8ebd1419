package dev.imcp.runtime;

import dev.imcp.schema.ServerInfo;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * What the server answered to {@code initialize} (or, from a 2026-07-28 server, to {@code server/discover}): who it
 * is, which protocol version was agreed, what it offers.
 *
 * @param protocolVersion the protocol version spoken
 * @param serverInfo the server's name and version
 * @param capabilities the {@code capabilities} object as plain values (nested objects as maps, arrays as lists);
 *     copied (its top level) in, unmodifiable out
 * @param instructions the server's advice to a model using it, when it gave some
 */
public record InitializeResult(
    String protocolVersion,
    ServerInfo serverInfo,
    Map<String, Object> capabilities,
    Optional<String> instructions) {
  /**
   * Checks for nulls and copies {@code capabilities}.
   *
   * @param protocolVersion the protocol version spoken
   * @param serverInfo the server's name and version
   * @param capabilities the {@code capabilities} object
   * @param instructions the server's advice to a model using it, when it gave some
   */
  public InitializeResult {
    Objects.requireNonNull(protocolVersion, "protocolVersion");
    Objects.requireNonNull(serverInfo, "serverInfo");
    capabilities = Collections.unmodifiableMap(new LinkedHashMap<>(capabilities));
    Objects.requireNonNull(instructions, "instructions");
  }

  /**
   * {@return whether the server announced a capability}
   *
   * @param name the capability, such as {@code tools} or {@code logging}
   */
  public boolean hasCapability(String name) {
    return capabilities.containsKey(name);
  }
}
