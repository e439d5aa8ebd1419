package dev.imcp.runtime;

import dev.imcp.runtime.error.ToolErrorException;

/** What a call does with a tool result that has {@code isError: true}. */
public enum ToolErrors {
  /** Fail the call with a {@link ToolErrorException}. The default, and what generated SDKs use. */
  THROW,
  /** Return the result; the caller checks {@link ToolResult#isError()}. */
  RETURN
}
