package dev.imcp.runtime.internal.session;

import dev.imcp.runtime.error.McpException;
import dev.imcp.runtime.error.ProtocolErrorException;
import dev.imcp.runtime.error.VersionMismatchException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** A server that refuses the request's protocol version ({@code -32022}) says which versions it speaks. */
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
}
