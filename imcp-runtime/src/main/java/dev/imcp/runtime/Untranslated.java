package dev.imcp.runtime;

import dev.imcp.runtime.error.ToolErrorException;

/**
 * The default {@link ToolErrorTranslator}, which leaves every error as it is: a named class, not a lambda, since every
 * client's settings take it on the way to its first call, where a cold JVM spins a class for each lambda.
 */
final class Untranslated implements ToolErrorTranslator {
  static final Untranslated INSTANCE = new Untranslated();

  private Untranslated() {}

  @Override
  public ToolErrorException translate(ToolErrorException error) {
    return error;
  }
}
