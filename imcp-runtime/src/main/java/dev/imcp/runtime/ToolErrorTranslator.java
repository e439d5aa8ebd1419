package dev.imcp.runtime;

import dev.imcp.runtime.error.ToolErrorException;

/**
 * Turns a server's tool error into a more specific exception, such as an SDK's "service not enabled". Set with {@link
 * McpClient.Builder#toolErrorTranslator}; applied wherever a {@link ToolErrorException} would be thrown.
 */
@FunctionalInterface
public interface ToolErrorTranslator {
  /** Returns {@code error} itself or a subclass carrying the same result; never null. */
  ToolErrorException translate(ToolErrorException error);

  /** Leaves every error as it is. */
  static ToolErrorTranslator none() {
    return error -> error;
  }
}
