package dev.imcp.runtime;

import dev.imcp.runtime.error.ToolErrorException;

/**
 * Turns a server's tool error into a more specific exception, such as an SDK's "service not enabled". Set with {@link
 * ClientBuilder#toolErrorTranslator}; applied wherever a {@link ToolErrorException} would be thrown.
 */
@FunctionalInterface
public interface ToolErrorTranslator {
  /**
   * Translates one error.
   *
   * @param error the error as the runtime made it
   * @return {@code error} itself or a subclass carrying the same result; never null
   */
  ToolErrorException translate(ToolErrorException error);

  /** {@return the translator that leaves every error as it is: the default} */
  static ToolErrorTranslator none() {
    return UnchangedToolErrors.INSTANCE;
  }
}
