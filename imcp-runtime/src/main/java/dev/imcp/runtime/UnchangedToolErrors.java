package dev.imcp.runtime;

import dev.imcp.runtime.error.ToolErrorException;

/**
 * {@link ToolErrorTranslator#none()}: a named class, not {@code error -> error}, whose class every client's settings
 * spun cold before its server even started.
 */
final class UnchangedToolErrors implements ToolErrorTranslator {
  static final ToolErrorTranslator INSTANCE = new UnchangedToolErrors();

  private UnchangedToolErrors() {}

  @Override
  public ToolErrorException translate(ToolErrorException error) {
    return error;
  }
}
