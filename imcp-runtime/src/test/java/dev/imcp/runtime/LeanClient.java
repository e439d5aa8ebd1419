package dev.imcp.runtime;

import dev.imcp.runtime.internal.validation.ArgumentValidator;
import jakarta.validation.constraints.NotBlank;
import java.net.URI;
import java.time.Duration;
import java.util.Arrays;
import java.util.Map;

/**
 * A program for {@link LeanClassPathTest}, run on a class path without the runtime's optional dependencies: a stdio
 * call, then each feature that needs one of them, printing what it was told. Its arguments are the server's command.
 */
final class LeanClient {
  private LeanClient() {}

  /** An annotated object that is not a generated record: Bean Validation's job. */
  record Hand(@NotBlank String message) {}

  public static void main(String[] args) {
    ServerCommand server = ServerCommand.of(Arrays.asList(args));
    try (McpClient client = McpClient.stdio(server).connect()) {
      System.out.println(
          "echo: " + client.callTool("echo", Map.of("message", "lean")).text());
      attempt("hand", () -> client.callTool("echo", new Hand("lean")));
    }
    attempt("http", () -> McpClient.http(URI.create("http://localhost:1/mcp")));
    attempt(
        "cache",
        () -> McpClient.stdio(server)
            .cache(CachePolicy.builder().ttl("echo", Duration.ofMinutes(1)).build()));
    // format: email is checked without Hibernate Validator.
    System.out.println("email: " + ArgumentValidator.isEmail("someone@example.com"));
    System.out.println("not an email: " + ArgumentValidator.isEmail("someone at example.com"));
  }

  private static void attempt(String what, Runnable action) {
    try {
      action.run();
      System.out.println(what + ": no error");
    } catch (IllegalStateException e) {
      System.out.println(what + ": " + e.getMessage());
    }
  }
}
