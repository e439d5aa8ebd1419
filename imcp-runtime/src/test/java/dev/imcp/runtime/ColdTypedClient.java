package dev.imcp.runtime;

import dev.imcp.runtime.stub.ArgumentChecks;
import dev.imcp.runtime.stub.DriftPolicy;
import dev.imcp.runtime.stub.JsonOut;
import dev.imcp.runtime.stub.SelfValidating;
import dev.imcp.runtime.stub.SelfWriting;
import dev.imcp.runtime.stub.ToolDescriptor;
import dev.imcp.runtime.stub.ToolGuard;
import java.util.Arrays;
import java.util.List;
import java.util.Set;

/**
 * A program for {@link ColdPathTest}: what a generated client does on its way to its first call, over stdio (the
 * era probed): a {@link ToolGuard} under {@link DriftPolicy#LOG} over the SDK's tool descriptors, then one call with a
 * request record that checks and writes itself, as generated ones do; then it loads {@link Answered}, the marker its
 * class-load log is read up to, and {@link Compared} once the drift check's first comparison is done. Its arguments are the server's command.
 */
final class ColdTypedClient {
  private ColdTypedClient() {}

  /** Loaded once the first call has returned: what the log shows before it is the way to the first call. */
  static final class Answered {
    private Answered() {}

    static void mark() {}
  }

  /** Loaded once the drift check's first comparison is done. */
  static final class Compared {
    private Compared() {}

    static void mark() {}
  }

  /** Generated code's shape of a request record (imcp-sdk-generated's {@code EchoRequest}). */
  record EchoRequest(String message) implements SelfValidating, SelfWriting {
    @Override
    public void checkConstraints(ArgumentChecks checks, String path) {
      checks.notNull(path, "message", this.message);
    }

    @Override
    public void writeMembers(JsonOut out) {
      out.member("message", this.message);
    }
  }

  /** The SDK's descriptors, as generated: server-everything's tools (their contracts are not read before a drift). */
  private static final List<ToolDescriptor> TOOLS = List.of(
      ToolDescriptor.of(
          "echo",
          "sha256:257a5f39203a34335bf3aa9929811dbe4398cea0eaa33fa649e3d3aa1df4be41",
          Set.of(ToolDescriptor.Hint.READ_ONLY, ToolDescriptor.Hint.IDEMPOTENT),
          ""),
      ToolDescriptor.of(
          "get-sum",
          "sha256:a4a9ab182bf94204b34414aff8c25f8e5e83b19eca2367c2c3e1ac6ff9997fbc",
          Set.of(ToolDescriptor.Hint.READ_ONLY, ToolDescriptor.Hint.IDEMPOTENT),
          ""));

  public static void main(String[] args) {
    ServerCommand server = ServerCommand.of(Arrays.asList(args));
    try (McpClient client = McpClient.stdio(server).connect()) {
      ToolGuard guard = ToolGuard.start(client, TOOLS, DriftPolicy.LOG);
      String text = guard
          .callTool("echo", new EchoRequest("cold"), CallOptions.defaults())
          .text();
      Answered.mark();
      // the drift check's first comparison, started by the answer
      guard.status();
      Compared.mark();
      System.out.println("echo: " + text);
    }
  }
}
