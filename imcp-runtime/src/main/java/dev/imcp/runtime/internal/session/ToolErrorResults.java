package dev.imcp.runtime.internal.session;

import dev.imcp.runtime.ToolResult;
import dev.imcp.runtime.error.ToolErrorException;
import java.util.Objects;

/**
 * A result that says {@code isError}, as the exception its call throws: made here and typed as a plain {@code
 * RuntimeException} where it is thrown, because the verifier loads the class a method throws when it links the
 * method's class; made in {@code ToolResultReader}, {@link ToolErrorException} loaded on every client's way to its
 * first call, error or not.
 */
final class ToolErrorResults {
  private ToolErrorResults() {}

  /** {@code result}'s error, translated by the client's translator. */
  static RuntimeException thrown(Session session, String tool, ToolResult result) {
    ToolErrorException error = new ToolErrorException(session.serverName, tool, result);
    try {
      return Objects.requireNonNull(
          session.settings.toolErrorTranslator().translate(error), "translated error");
    } catch (RuntimeException e) {
      // A broken translator must not hide the server's error.
      error.addSuppressed(e);
      return error;
    }
  }
}
