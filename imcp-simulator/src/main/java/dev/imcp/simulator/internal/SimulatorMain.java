package dev.imcp.simulator.internal;

import io.modelcontextprotocol.json.jackson3.JacksonMcpJsonMapper;
import io.modelcontextprotocol.server.McpNotificationHandler;
import io.modelcontextprotocol.server.McpRequestHandler;
import io.modelcontextprotocol.server.transport.StdioServerTransportProvider;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpServerSession;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import reactor.core.publisher.Mono;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The simulator process: the official MCP Java SDK's stdio transport and session, with iMCP's answers plugged in as
 * request handlers. Arguments: {@code [--control FILE] [--journal FILE] [--approval-delay-ms N]}.
 */
public final class SimulatorMain {
  private static final Set<String> PROTOCOLS = Set.of("2025-03-26", "2024-11-05");

  private final SimulatedImcp imcp;
  private final Optional<Path> control;
  private final Duration approvalDelay;
  private final AtomicReference<McpServerSession> session = new AtomicReference<>();

  private SimulatorMain(SimulatedImcp imcp, Optional<Path> control, Duration approvalDelay) {
    this.imcp = imcp;
    this.control = control;
    this.approvalDelay = approvalDelay;
  }

  public static void main(String[] args) {
    Map<String, String> options = SimulatorOptions.parse(args);
    Optional<Path> control = Optional.ofNullable(options.get("--control")).map(Path::of);
    Optional<Path> journal = Optional.ofNullable(options.get("--journal")).map(Path::of);
    Duration delay =
        Duration.ofMillis(Long.parseLong(options.getOrDefault("--approval-delay-ms", "0")));
    SimulatedImcp imcp = new SimulatedImcp(
        control.map(ControlFile::read).orElse(ControlState.initial()), new Journal(journal));
    new SimulatorMain(imcp, control, delay).serve();
  }

  private void serve() {
    JacksonMcpJsonMapper mapper = new JacksonMcpJsonMapper(Json.MAPPER);
    StdioServerTransportProvider transport =
        new StdioServerTransportProvider(mapper, exitOnEof(System.in), System.out);
    transport.setSessionFactory(sessionTransport -> {
      McpServerSession created = new McpServerSession(
          "imcp-simulator",
          Duration.ofSeconds(30),
          sessionTransport,
          this::initialize,
          requestHandlers(),
          notificationHandlers());
      session.set(created);
      return created;
    });
    control.ifPresent(this::watch);
  }

  /** iMCP asks a person to approve the client inside {@code initialize}; the delay stands for that person. */
  private Mono<McpSchema.InitializeResult> initialize(McpSchema.InitializeRequest request) {
    String version =
        PROTOCOLS.contains(request.protocolVersion()) ? request.protocolVersion() : "2025-03-26";
    McpSchema.InitializeResult result = McpSchema.InitializeResult.builder(
            version,
            McpSchema.ServerCapabilities.builder().tools(true).build(),
            McpSchema.Implementation.builder("iMCP", "1.3.0").build())
        .build();
    return Mono.delay(approvalDelay).thenReturn(result);
  }

  private Map<String, McpRequestHandler<?>> requestHandlers() {
    return Map.of(
        "tools/list", (exchange, params) -> Mono.fromSupplier(imcp::toolsList),
        "tools/call", (exchange, params) -> Mono.fromSupplier(() -> call(params)),
        "ping", (exchange, params) -> Mono.just(Map.of()),
        "prompts/list", (exchange, params) -> Mono.just(Map.of("prompts", List.of())),
        "resources/list", (exchange, params) -> Mono.just(Map.of("resources", List.of())));
  }

  private static Map<String, McpNotificationHandler> notificationHandlers() {
    McpNotificationHandler ignore = (exchange, params) -> Mono.empty();
    return Map.of("notifications/initialized", ignore, "notifications/cancelled", ignore);
  }

  private ObjectNode call(Object params) {
    JsonNode request = Json.MAPPER.valueToTree(params);
    JsonNode arguments = request.path("arguments");
    return imcp.callTool(
        request.path("name").asString(""),
        arguments.isObject() ? (ObjectNode) arguments : Json.object());
  }

  /** Applies each new state of the control file and tells the client, as iMCP does when a switch changes. */
  private void watch(Path file) {
    ControlFile.acknowledge(file, imcp.state().generation());
    ScheduledExecutorService watcher = Executors.newSingleThreadScheduledExecutor(runnable -> {
      Thread thread = new Thread(runnable, "imcp-simulator-control");
      thread.setDaemon(true);
      return thread;
    });
    watcher.scheduleWithFixedDelay(
        () -> {
          ControlState next = ControlFile.read(file);
          if (next.generation() > imcp.state().generation()) {
            imcp.apply(next);
            McpServerSession current = session.get();
            if (current != null) {
              current
                  .sendNotification(McpSchema.METHOD_NOTIFICATION_TOOLS_LIST_CHANGED, null)
                  .block(Duration.ofSeconds(5));
            }
            ControlFile.acknowledge(file, next.generation());
          }
        },
        20,
        20,
        TimeUnit.MILLISECONDS);
  }

  /** The SDK's reader threads outlive stdin; a client closing it means the session is over, as for iMCP's CLI. */
  private static InputStream exitOnEof(InputStream in) {
    return new FilterInputStream(in) {
      @Override
      public int read() throws IOException {
        return exitIfEnd(super.read());
      }

      @Override
      public int read(byte[] buffer, int offset, int length) throws IOException {
        return exitIfEnd(super.read(buffer, offset, length));
      }

      private int exitIfEnd(int read) {
        if (read < 0) {
          System.out.flush();
          Runtime.getRuntime().halt(0);
        }
        return read;
      }
    };
  }
}
