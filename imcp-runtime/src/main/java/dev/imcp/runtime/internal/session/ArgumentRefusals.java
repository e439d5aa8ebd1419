package dev.imcp.runtime.internal.session;

import dev.imcp.runtime.error.ArgumentViolation;
import dev.imcp.runtime.error.InvalidArgumentsException;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * The {@link InvalidArgumentsException} of a call refused before anything is sent, made here and typed as a plain
 * {@code RuntimeException} where it is thrown: the verifier loads the class a method throws or passes on as a {@code
 * Throwable} when it links the method's class, so a refusal written in {@code McpClient} or {@code ToolCalls} loaded it
 * (and checked it against its supertypes) on every client's way to its first call, refused or not.
 */
public final class ArgumentRefusals {
  private ArgumentRefusals() {}

  /** Arguments that cannot be sent as they are ({@code reason} what was wrong with them), as the caller's exception. */
  public static RuntimeException unwritable(String server, String tool, @Nullable String reason) {
    return of(server, tool, List.of(new ArgumentViolation("", reason)));
  }

  /** Arguments the validator refused. */
  static RuntimeException of(String server, String tool, List<ArgumentViolation> violations) {
    return new InvalidArgumentsException(server, tool, violations);
  }
}
