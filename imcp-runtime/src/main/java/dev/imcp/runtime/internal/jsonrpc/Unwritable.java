package dev.imcp.runtime.internal.jsonrpc;

import dev.imcp.runtime.error.ArgumentViolation;
import dev.imcp.runtime.error.InvalidArgumentsException;
import dev.imcp.runtime.error.McpException;
import java.util.List;
import java.util.stream.Collectors;
import tools.jackson.core.JacksonException;

/**
 * Params that cannot be written as JSON (a getter that throws, nesting past Jackson's depth limit): the request fails
 * as invalid arguments, saying where, and nothing is sent.
 */
final class Unwritable {
  /** How many levels of a path are named. */
  private static final int MAX_PATH = 8;

  private Unwritable() {}

  static McpException failure(String server, String method, String subject, RuntimeException e) {
    String reason =
        e instanceof JacksonException jackson ? jackson.getOriginalMessage() : e.toString();
    return new InvalidArgumentsException(
        server,
        subject.isEmpty() ? method : subject,
        List.of(new ArgumentViolation(path(e), "cannot be written as JSON: " + reason)));
  }

  /** Where in the arguments, as {@code items[2].name}; a path hundreds of levels deep is cut after its start. */
  private static String path(RuntimeException e) {
    if (!(e instanceof JacksonException jackson) || jackson.getPath().isEmpty()) {
      return "(arguments)";
    }
    List<JacksonException.Reference> references = jackson.getPath();
    String path = references.stream()
        .limit(MAX_PATH)
        .map(reference -> reference.getPropertyName() != null
            ? "." + reference.getPropertyName()
            : "[" + reference.getIndex() + "]")
        .collect(Collectors.joining());
    String start = path.startsWith(".") ? path.substring(1) : path;
    return references.size() > MAX_PATH ? start + "…(" + references.size() + " levels)" : start;
  }
}
