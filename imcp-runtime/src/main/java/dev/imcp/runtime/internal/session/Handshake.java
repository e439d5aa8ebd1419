package dev.imcp.runtime.internal.session;

import dev.imcp.runtime.InitializeResult;
import dev.imcp.runtime.internal.base.Log;
import dev.imcp.runtime.internal.base.McpMethods;
import dev.imcp.runtime.internal.base.PlainJson;
import dev.imcp.runtime.internal.http.HttpTransport;
import dev.imcp.schema.ServerInfo;
import java.util.Optional;
import java.util.function.Function;
import tools.jackson.databind.JsonNode;

/**
 * What the server's answer to the opening makes of a session: the era, the server's name and version, the version
 * spoken, and what follows it ({@code notifications/initialized} and the 2025 GET stream, or the 2026-07-28 change
 * subscription). Runs on whichever thread read the answer.
 *
 * <p>It is itself the {@code Function} the era probe and the 2025 {@code initialize} take ({@link #initialized}), where a
 * method reference was a class a cold client spun on its way to the first call.
 */
final class Handshake implements Function<JsonNode, InitializeResult> {
  private static final Log LOG = Log.of(Handshake.class);

  private final Session session;

  Handshake(Session session) {
    this.session = session;
  }

  @Override
  public InitializeResult apply(JsonNode result) {
    return initialized(result);
  }

  /** 2026-07-28: no handshake; every later request carries the version, capabilities and client info in its _meta. */
  InitializeResult discovered(JsonNode result, String version) {
    JsonNode info = result.path("_meta").path(DiscoverRequest.SERVER_INFO);
    String name = name(info);
    session.serverName = name;
    session.modernMeta = DiscoverRequest.metaNode(session.settings);
    HttpTransport http = session.http();
    if (http != null) {
      http.negotiated(version);
    }
    InitializeResult discovered = initializeResult(version, name, info, result);
    session.initialized = discovered;
    LOG.debug(
        "Discovered {} {} speaking protocol {}", name, discovered.serverInfo().version(), version);
    if (result.path("capabilities").path("tools").path("listChanged").asBoolean(false)) {
      ModernRequests.listen(session);
    }
    return discovered;
  }

  /** 2025: the version agreed must be one this client speaks; then {@code notifications/initialized}. */
  InitializeResult initialized(JsonNode result) {
    String version = result.path("protocolVersion").asString("");
    JsonNode info = result.path("serverInfo");
    String name = name(info);
    if (!ProtocolVersions.LEGACY.contains(version)) {
      throw VersionRefusal.mismatch(
          name, version.isEmpty() ? "(none)" : version, ProtocolVersions.LEGACY);
    }
    session.serverName = name;
    HttpTransport http = session.http();
    if (http != null) {
      // Before notifications/initialized: every request after initialize carries it.
      http.negotiated(version);
    }
    InitializeResult initialized = initializeResult(version, name, info, result);
    session.initialized = initialized;
    session.connection.notify(McpMethods.INITIALIZED, null);
    if (http != null) {
      http.openStream();
    }
    LOG.debug(
        "Initialized {} {} with protocol {}", name, initialized.serverInfo().version(), version);
    return initialized;
  }

  /** The server's name as it announced it, or what the session called it so far (its command line or URL). */
  private String name(JsonNode info) {
    JsonNode name = info.path("name");
    return name.isString() && !name.stringValue().isBlank()
        ? name.stringValue()
        : session.serverName;
  }

  /** What {@code server/discover} or {@code initialize} answered, as the client reports it. */
  private static InitializeResult initializeResult(
      String version, String name, JsonNode info, JsonNode result) {
    return new InitializeResult(
        version,
        new ServerInfo(name, info.path("version").asString("")),
        PlainJson.members(result.path("capabilities")),
        result.path("instructions").isString()
            ? Optional.of(result.get("instructions").stringValue())
            : Optional.empty());
  }
}
