package dev.imcp.runtime.internal.session;

import dev.imcp.runtime.error.McpException;
import dev.imcp.runtime.error.ProtocolErrorException;
import dev.imcp.runtime.error.VersionMismatchException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;

/**
 * A server that refuses the request's protocol version ({@code -32022}) says which versions it speaks; and what the era
 * probe makes of a server that does not speak the revision it needs. Loaded with the first refusal: the probe's own
 * class is on every client's way to its first call.
 */
final class VersionRefusal {
  private VersionRefusal() {}

  /** {@code failure} as a {@link VersionMismatchException} naming the server's versions, when it is a refusal. */
  static Throwable map(String server, Throwable failure) {
    if (!(failure instanceof ProtocolErrorException error)
        || error.code() != ProtocolErrorException.UNSUPPORTED_PROTOCOL_VERSION) {
      return failure;
    }
    List<String> speaks = supported(error);
    VersionMismatchException mismatch = new VersionMismatchException(
        server,
        speaks.isEmpty()
            ? "versions it did not name (" + error.errorMessage() + ")"
            : String.join(", ", speaks),
        ProtocolVersions.SUPPORTED);
    mismatch.initCause(error);
    return mismatch;
  }

  /**
   * A {@link VersionMismatchException}, made here and typed as its supertype where it is thrown: made in {@code
   * Handshake} or {@code EraProbe}, the verifier loaded it with them, on every client's way to its first call.
   */
  static McpException mismatch(String server, String speaks, List<String> versions) {
    return new VersionMismatchException(server, speaks, versions);
  }

  /** The versions a refusal's data lists ({@code data.supported}); empty when it names none. */
  static List<String> supported(ProtocolErrorException error) {
    List<String> speaks = new ArrayList<>();
    if (error.data().orElse(null) instanceof Map<?, ?> data
        && data.get("supported") instanceof List<?> versions) {
      versions.forEach(version -> speaks.add(String.valueOf(version)));
    }
    return speaks;
  }

  /** Whether a refusal names a 2026-07-28 version, for the probe to ask again with. */
  static boolean namesModern(ProtocolErrorException error) {
    for (String version : supported(error)) {
      if (ProtocolVersions.MODERN.contains(version)) {
        return true;
      }
    }
    return false;
  }

  /**
   * Why the probe cannot speak 2026-07-28 with {@code server}: its failure as it is when that says more (a transport's,
   * a timeout), else a mismatch naming the versions the server offered or named.
   */
  static McpException notModern(
      String server, @Nullable JsonNode result, @Nullable Throwable cause) {
    if (cause instanceof McpException mcp
        && !(cause instanceof ProtocolErrorException)
        && !EraProbe.refusedOverHttp(cause)) {
      return mcp;
    }
    List<String> speaks = new ArrayList<>();
    if (result != null) {
      result.path("supportedVersions").forEach(version -> speaks.add(version.asString("")));
    } else if (cause instanceof ProtocolErrorException error) {
      speaks.addAll(supported(error));
    }
    McpException mismatch = mismatch(
        server,
        speaks.isEmpty()
            ? "no 2026-07-28 (server/discover: "
                + (cause == null ? "no versions" : cause.getMessage()) + ")"
            : String.join(", ", speaks),
        ProtocolVersions.MODERN);
    if (cause != null) {
      mismatch.initCause(cause);
    }
    return mismatch;
  }
}
