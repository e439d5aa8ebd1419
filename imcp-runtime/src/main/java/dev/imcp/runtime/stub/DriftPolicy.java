package dev.imcp.runtime.stub;

import dev.imcp.runtime.ToolErrorTranslator;

/** What a generated SDK does when the live server's tools differ from the ones it was generated from. */
public enum DriftPolicy {
  /**
   * Log breaking differences and tools the server no longer lists as warnings, and call anyway (the default): the
   * server's own answer says what is wrong, and an SDK's {@link ToolErrorTranslator} can make it specific.
   */
  LOG,
  /** Fail calls to tools that changed in a breaking way, and to tools the server no longer lists. */
  FAIL,
  /** Do not compare; call whatever the server does. */
  IGNORE
}
