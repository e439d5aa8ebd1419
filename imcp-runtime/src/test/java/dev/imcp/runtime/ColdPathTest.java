package dev.imcp.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import dev.imcp.testing.HttpTestServer;
import dev.imcp.testing.TestServers;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A stdio client's way to its first untyped call builds no data-binding mapper: the handshake, the request line and
 * the answer are read and written with Jackson's streaming core alone (building the mapper cost a cold client about
 * 550 classes and half its CPU); and no client's way to its first call, on either transport, starts SLF4J when nothing
 * is logged, looks a resource up through the class loader, or reads a fraction. Run in a JVM of its own against server-everything, its class loading logged.
 */
class ColdPathTest {
  /**
   * What reading a resource through the class loader loads: the {@code jar:} connection it is read through (the lookup
   * before it also opens the runtime image's reader, on Java 17; not a rule here, since Java 25 opens that reader on any
   * client's way). The stack check read the versions the runtime is built with from {@code stack.properties}, and
   * HttpClient's version and presence from its {@code version.properties} and class file.
   */
  private static final String[] NO_RESOURCE_LOOKUP = {"sun.net.www.protocol.jar.JarURLConnection"};

  /**
   * Jackson's fast double parser (about ten classes), which the first call's preparation loaded by reading a fraction
   * that a handshake seldom holds.
   */
  private static final String[] NO_FRACTION_READ = {
    "tools.jackson.core.internal.shaded.fdp.JavaDoubleParser"
  };

  /**
   * Rooms whose lambdas and method references a client spun on its way to its first call, most of them after its
   * server's first answer, the stretch nothing overlaps: the answer's line, the initialize request and its writer's
   * read offset, the request writer's thread-local and member writer, the server's first notification, the event
   * thread's queue and thread factory, the result cache without a cache. Each a class spun cold (with the method-handle
   * forms of its shape); now named classes, or no work. And, before the server answers (over stdio while the server
   * boots on the other core; on an HTTP client's way the stretch before its first request, which nothing overlaps): the
   * default tool-error translator, both policies' tickers, the default validator and its supplier, the futures' steps,
   * the HTTP transport's server name, the discover request's observer, the streaming writer's tree callback, a
   * result's copies of its empty trees, the session's, the connection's, the supervisor's and the era probe's
   * callbacks (the probe's two after discover's answer), and the connect's mapping.
   */
  private static final String[] NO_LAMBDAS_OF = {
    "dev.imcp.runtime.internal.jsonrpc.IncomingDispatcher",
    "dev.imcp.runtime.internal.jsonrpc.EventLoop",
    "dev.imcp.runtime.internal.jsonrpc.RequestLines",
    "dev.imcp.runtime.internal.session.InitializeRequest",
    "dev.imcp.runtime.internal.stdio.StdinWriter",
    "dev.imcp.runtime.internal.session.ResultCache",
    "dev.imcp.runtime.ToolErrorTranslator",
    "dev.imcp.runtime.CachePolicy$Builder",
    "dev.imcp.runtime.SupervisionPolicy$Builder",
    "dev.imcp.runtime.internal.validation.ArgumentValidator",
    "dev.imcp.runtime.internal.base.Futures",
    "dev.imcp.runtime.internal.session.TransportStart",
    "dev.imcp.runtime.internal.session.DiscoverRequest",
    "dev.imcp.runtime.internal.base.StreamingOut",
    "dev.imcp.runtime.ToolResult",
    "dev.imcp.runtime.internal.session.Session",
    "dev.imcp.runtime.internal.session.EraProbe",
    "dev.imcp.runtime.internal.jsonrpc.JsonRpcConnection",
    "dev.imcp.runtime.internal.supervision.Supervisor",
    "dev.imcp.runtime.ClientBuilder"
  };

  /**
   * What the 2025 server's refusal of the {@code server/discover} probe (HTTP 400) spun or loaded on an HTTP client's
   * way to its first call, for a failure the era probe only reads: the exceptions' optional exit code and wait, the
   * excerpt's identity operator, and the {@code Retry-After} reader with {@code java.time}'s parse failures, loaded to
   * ask whether the status is one that carries a wait.
   */
  private static final String[] NO_LAMBDAS_OF_A_REFUSED_PROBE = {
    "dev.imcp.runtime.error.TransportException",
    "dev.imcp.runtime.error.HttpException",
    "java.util.function.UnaryOperator"
  };

  /**
   * What a supervisor's own scheduler loads: a client made a {@code ScheduledThreadPoolExecutor} of its own on its way
   * to its first call, for pings and restarts it seldom needs; its tasks now wait on the runtime's timer, and its
   * worker's pool is made by the first task.
   */
  private static final String[] NO_SCHEDULER_OF_ITS_OWN = {
    "java.util.concurrent.Executors$DelegatedScheduledExecutorService",
    "dev.imcp.runtime.internal.supervision.Worker$Threads"
  };

  /**
   * What a client loaded on its way to its first call for failures it did not meet, or views it was not asked for:
   * exceptions made (or passed on as a {@code Throwable}) in classes on that way, which the verifier loads with those
   * classes, and the client's prompts, resources and result cache views, made with the client (s47-b).
   */
  private static final String[] NOT_BEFORE_ASKED = {
    "dev.imcp.runtime.error.InvalidArgumentsException",
    "dev.imcp.runtime.error.ToolErrorException",
    "dev.imcp.runtime.error.VersionMismatchException",
    "dev.imcp.runtime.Prompts",
    "dev.imcp.runtime.Resources",
    "dev.imcp.runtime.ResultCache"
  };

  /**
   * JDK classes a client parsed at launch (not in the JDK's class-data archive) for nothing its first call needed
   * (s50-b2): the key set and iterator of the discover's empty observer map, emptied of the handshake's own members;
   * the null stream the first call's preparation wrote to; the error a field handle's failed lookup threw, loaded to
   * verify the lookup; the view of the server's capabilities that the handshake's result copied; and the switch map of a
   * tool result's flag. And (s51-c) the writer {@code JsonOut.toJson} wrote its text to, loaded to verify that
   * interface, and the stage of the relaunch that stood by after every opening. And (session 51) the error that the
   * switch map of the JSON tree reader's switch on a token loaded.
   */
  private static final String[] NO_JDK_CLASSES_OFF_THE_WAY = {
    "java.util.LinkedHashMap$LinkedKeySet",
    "java.util.LinkedHashMap$LinkedKeyIterator",
    "java.io.OutputStream$1",
    "java.lang.ExceptionInInitializerError",
    "java.util.Collections$UnmodifiableMap$UnmodifiableEntrySet",
    "dev.imcp.runtime.internal.session.ToolResultStream$1",
    "java.io.StringWriter",
    "java.util.concurrent.CompletableFuture$UniComposeExceptionally",
    "java.lang.NoSuchFieldError"
  };

  /**
   * Over HTTP besides (s47-b): the timeout's and the error answer's exceptions (a pending request and the era probe
   * asked whether the 2025 server's refusal of the probe was one, each {@code instanceof} loading the class; the
   * connection and the request passed them on), the stdio transport (asked whether the session's transport was one, for
   * the lifecycle event's pid) and the supervisor's switch on an event's kind (a class of its own).
   */
  private static final String[] NOT_BEFORE_ASKED_OVER_HTTP = {
    "dev.imcp.runtime.error.McpTimeoutException",
    "dev.imcp.runtime.error.ProtocolErrorException",
    "dev.imcp.runtime.internal.stdio.StdioTransport",
    "dev.imcp.runtime.internal.supervision.Supervisor$1"
  };

  /**
   * What a client loaded on its way to its first call for paths it did not take (s50-b): the session's result cache and
   * its lifetimes, made with every session though the default policy caches nothing (23 KB of class files); and the
   * rooms split out of the classes on the way, so that their bytes are not parsed there: the supervisor's restarts,
   * retries and keep-alive pings, the connection's requests that end unanswered (cancelled, timed out, not written), the
   * server's requests to the client, and a session's requests in the 2026-07-28 era (these clients speak 2025's).
   * And (s51-c) what the server says of a request that asked for progress, the era probe's refusals, and a tool call
   * through the cache (a third of the tool calls' class file). And (s55-a) how a request ended, which only an observer
   * is told: every request made one, the 2025 HTTP server's refused discover first.
   */
  private static final String[] OFF_THE_WAY = {
    "dev.imcp.runtime.internal.session.ResultCache",
    "dev.imcp.runtime.internal.session.CacheLifetimes",
    "dev.imcp.runtime.internal.supervision.Restarts",
    "dev.imcp.runtime.internal.supervision.Retries",
    "dev.imcp.runtime.internal.supervision.KeepAlive",
    "dev.imcp.runtime.internal.jsonrpc.Unanswered",
    "dev.imcp.runtime.internal.jsonrpc.ServerRequests",
    "dev.imcp.runtime.internal.session.ModernRequests",
    "dev.imcp.runtime.internal.jsonrpc.ProgressAnswers",
    "dev.imcp.runtime.internal.session.VersionRefusal",
    "dev.imcp.runtime.internal.session.CachedCalls",
    "dev.imcp.runtime.observe.RequestOutcome",
    "dev.imcp.runtime.observe.RequestOutcome$Kind"
  };

  /**
   * The rooms of the session, the supervisor and JSON-RPC, whose class files a client parses on its way to its first
   * call: what that costs is the parse of each class's bytes, used or not (s49-b).
   */
  private static final List<String> SESSION_ROOMS = List.of(
      "dev.imcp.runtime.internal.session.",
      "dev.imcp.runtime.internal.supervision.",
      "dev.imcp.runtime.internal.jsonrpc.");

  /**
   * At most this many bytes of {@link #SESSION_ROOMS}' class files on an untyped client's way to its first call over
   * stdio: main at c423f3f loaded 320,641 over stdio and 314,683 over HTTP, s50-b 277,272 and 271,314, s51-c 267,602
   * and 254,824, s55 272,147 over stdio (each class that names an MCP method by {@code McpMethods}' constants keeps a
   * 47-byte entry naming that class, which is not loaded; {@code PendingRequest} ends an unobserved request without an
   * outcome). A change that passes it puts more on the way: what it adds there should be what the first call runs.
   */
  private static final long SESSION_ROOM_BYTES = 273_000;

  /**
   * The same over HTTP (s51-c): no relaunch stands by for a server that ends on the era probe, which only a process
   * can, so the bytes on that way are fewer. s53-a loads about 265,100, 6,837 of them {@code HttpAhead}'s: it lets the
   * first request go before the session's classes load, and holds what the transport hears until the session can route
   * it.
   */
  private static final long SESSION_ROOM_BYTES_OVER_HTTP = 267_000;

  /**
   * Over HTTP besides (s50-a): HttpCore's line parser, whose first use spun four lambda classes of its tokenizer and
   * loaded its cursors, version parser and status line (the runtime reads the lines servers send itself, {@code
   * HeadLines}); its message support, loaded to ask whether an answer may have a body (which spun one more); the
   * transport's rooms of a session renewal after a 404 and of 2026-07-28 parameter headers, made with every transport;
   * and a POST's recoveries (new credentials, a new session, a wait, a resume, a resend), a third of its exchange's
   * class file before. And (s51-c) the relaunch after a server that ended on the era probe, which no HTTP server can.
   */
  private static final String[] NOT_ON_AN_HTTP_CLIENTS_WAY = {
    "org.apache.hc.core5.http.message.BasicLineParser",
    "org.apache.hc.core5.http.message.LazyLaxLineParser",
    "org.apache.hc.core5.util.Tokenizer",
    "org.apache.hc.core5.http.ProtocolVersionParser",
    "org.apache.hc.core5.http.message.StatusLine",
    "org.apache.hc.core5.http.message.MessageSupport",
    "dev.imcp.runtime.internal.http.SessionRenewal",
    "dev.imcp.runtime.internal.http.ParamHeaders",
    "dev.imcp.runtime.internal.http.PostRecovery",
    "dev.imcp.runtime.internal.session.Opening$Relaunch"
  };

  @Test
  void noMapperIsBuiltBeforeTheFirstUntypedCall(@TempDir Path dir) throws Exception {
    List<String> loaded = classesToFirstCall(dir, ColdPathClient.class);
    assertThat(loaded)
        .as("classes loaded to the first call")
        .contains("dev.imcp.runtime.internal.base.Json", "tools.jackson.databind.node.ObjectNode")
        .doesNotContain(
            "dev.imcp.runtime.internal.base.Json$Mapper",
            "tools.jackson.databind.ObjectMapper",
            "tools.jackson.databind.json.JsonMapper",
            "tools.jackson.databind.ser.BeanSerializerFactory",
            // the Jackson check passes on the annotations' version, without the introspector
            "tools.jackson.databind.introspect.JacksonAnnotationIntrospector",
            // asking whether a map of arguments writes itself tries the usual kinds first
            "java.util.UUID",
            "java.time.OffsetDateTime",
            // the version check's split and the wire log's redaction compiled regular expressions
            "java.util.regex.Pattern")
        .doesNotContain(NO_RESOURCE_LOOKUP)
        .doesNotContain(NO_FRACTION_READ);
    assertThat(loaded)
        .as("failures not met and views not asked for, on a stdio client's way")
        .doesNotContain(NOT_BEFORE_ASKED);
    assertThat(loaded).as("paths not taken, on a stdio client's way").doesNotContain(OFF_THE_WAY);
    assertThat(sessionRoomBytes(loaded))
        .as(
            "bytes of the session's, the supervisor's and JSON-RPC's classes on a stdio client's way")
        .isLessThanOrEqualTo(SESSION_ROOM_BYTES);
    assertThat(loaded).as("SLF4J's classes, with nothing logged").noneMatch(ColdPathTest::slf4j);
    assertThat(loaded)
        .as("hidden classes of the session's opening")
        .noneMatch(ColdPathTest::opening);
    assertNoLambdasAfterTheHandshake(loaded);
    // 31 on main (s46-a): the settings' defaults, the launch, the session, the connection, the
    // transport, the era probe, the supervisor, the connect's mapping.
    assertThat(loaded)
        .as(
            "lambda and method-reference classes of the runtime on a stdio client's way to its first call")
        .noneMatch(name -> name.startsWith("dev.imcp.runtime.") && name.contains("$$Lambda"));
    assertThat(loaded)
        .as("a scheduler of the supervisor's own")
        .doesNotContain(NO_SCHEDULER_OF_ITS_OWN);
  }

  /**
   * A typed client's way to its first call (the drift guard, a request record that checks and writes itself) spins no
   * lambda or method-reference classes of the guard, its drift check or the argument checks, runs no stream there, and
   * builds no mapper: in a cold JVM they were about 40 of the typed path's 100 classes beyond the untyped one. Nor does
   * the drift check's first list, which starts the moment the first call is answered, while its caller still reads the
   * answer (s55-a: it spun four, the client's, the tool list's two and {@code Function.identity()}'s; the comparison
   * after it spins the JDK's own, so only the first three are told apart here).
   */
  @Test
  void theTypedPathSpinsNoClassesBeforeTheFirstCall(@TempDir Path dir) throws Exception {
    List<String> all = classesLoaded(dir, ColdTypedClient.class, TestServers.everything());
    assertThat(upTo(all, ColdTypedClient.class, "Compared"))
        .as("lambda and method-reference classes of the drift check's first list")
        .noneMatch(name -> name.startsWith("dev.imcp.runtime.McpClient$$Lambda")
            || name.startsWith("dev.imcp.runtime.internal.session.ToolLists$$Lambda"));
    List<String> loaded = upTo(all, ColdTypedClient.class, "Answered");
    assertThat(loaded)
        .as("classes loaded to the first typed call")
        .contains(
            "dev.imcp.runtime.stub.ToolGuard",
            "dev.imcp.runtime.stub.DriftCheck",
            "dev.imcp.runtime.stub.ArgumentChecks")
        .doesNotContain(
            // the order of violations, made only when there are some
            "dev.imcp.runtime.stub.ArgumentChecks$Order",
            // asking whether a record writes itself tries the usual kinds first
            "java.util.UUID",
            "java.time.OffsetDateTime",
            // Fingerprint checked its digits with a regular expression
            "java.util.regex.Pattern",
            "dev.imcp.runtime.internal.base.Json$Mapper",
            "tools.jackson.databind.ObjectMapper")
        .doesNotContain(NO_RESOURCE_LOOKUP)
        .doesNotContain(NO_FRACTION_READ);
    // Only the stub package's own: after the answer, the reader lists the tools for the first
    // comparison while the caller returns, and what that spins may come before the marker.
    assertThat(loaded)
        .as(
            "hidden classes (lambdas, method references) of the guard, its drift check and the checks")
        .noneMatch(name -> name.startsWith("dev.imcp.runtime.stub.") && name.contains("$$Lambda"));
    assertThat(loaded)
        .as("lambda and method-reference classes of rooms on the way to the first call")
        .noneMatch(ColdPathTest::lambdaOfTheWay);
    assertThat(loaded).as("SLF4J's classes, with nothing logged").noneMatch(ColdPathTest::slf4j);
  }

  /**
   * An {@code http://} client's way to its first call loads no class of HttpClient 5: the transport runs on HttpCore,
   * and keeps HttpClient for TLS and for the types of the failures it throws, none of which a healthy plain-HTTP first
   * call needs (its {@code HttpClients} for the {@code User-Agent}, its routing for the target, and the exception types
   * a class that throws them loads when it is verified, were about 25 classes and a {@code String.format}); and the
   * transport spins no lambda or method-reference class on that way (it spun 13), and nothing compiles a regular
   * expression there (HttpCore's host formatter, the version check and the wire log's redaction compiled eight); and
   * no {@code SelectorProvider} is looked up (a {@code SocketChannel}'s socket asked for one, a service lookup that
   * opened every jar of the class path: 48 ms of a cold launch).
   */
  @Test
  void anHttpClientLoadsNoHttpClientClassBeforeTheFirstCall(@TempDir Path dir) throws Exception {
    List<String> loaded;
    try (HttpTestServer server = HttpTestServer.everything(null)) {
      loaded =
          classesToFirstCall(dir, ColdHttpClient.class, List.of(server.uri().toString()));
    }
    assertThat(loaded)
        .as("classes loaded to the first call over http://")
        .contains("dev.imcp.runtime.internal.http.Http1Connection")
        // HttpClients is loaded, neither linked nor initialised, for its package's version
        .noneMatch(name -> name.startsWith("org.apache.hc.client5.")
            && !name.equals("org.apache.hc.client5.http.impl.classic.HttpClients"))
        // HttpCore's VersionInfo.getSoftwareInfo formatted the User-Agent with String.format; its
        // host formatter, the version check's split and the wire log's and x-mcp-header's patterns
        // compiled regular expressions
        .doesNotContain("java.util.Formatter", "java.util.regex.Pattern")
        // HttpClient's presence and version were resources read through a jar: connection
        .doesNotContain("sun.net.www.protocol.jar.JarURLConnection")
        // the transport's sockets were SocketChannels', and opening the first asked
        // SelectorProvider.provider(), whose service lookup opened every jar of the class path
        .doesNotContain(
            "java.nio.channels.spi.SelectorProvider",
            "java.util.ServiceLoader$LazyClassPathLookupIterator")
        .doesNotContain(NO_FRACTION_READ)
        .doesNotContain(
            "dev.imcp.runtime.internal.http.RetryAfter", "java.time.format.DateTimeParseException");
    assertThat(loaded)
        .as("failures not met, views not asked for and stdio classes, on an HTTP client's way")
        .doesNotContain(NOT_BEFORE_ASKED)
        .doesNotContain(NOT_BEFORE_ASKED_OVER_HTTP)
        .doesNotContain(OFF_THE_WAY)
        .doesNotContain(NOT_ON_AN_HTTP_CLIENTS_WAY)
        .doesNotContain(NO_JDK_CLASSES_OFF_THE_WAY);
    assertThat(sessionRoomBytes(loaded))
        .as(
            "bytes of the session's, the supervisor's and JSON-RPC's classes on an HTTP client's way")
        .isLessThanOrEqualTo(SESSION_ROOM_BYTES_OVER_HTTP);
    assertThat(loaded)
        .as("lambda and method-reference classes of HttpCore")
        .noneMatch(name -> name.startsWith("org.apache.hc.") && name.contains("$$Lambda"));
    assertThat(loaded)
        .as("lambda and method-reference classes spun for the refused probe")
        .noneMatch(name -> lambdaOf(name, NO_LAMBDAS_OF_A_REFUSED_PROBE));
    // PostExchange's are left to the rework of its per-call path.
    assertThat(loaded)
        .as("hidden classes (lambdas, method references) of the HTTP transport")
        .noneMatch(name -> name.startsWith("dev.imcp.runtime.internal.http.")
            && name.contains("$$Lambda")
            && !name.startsWith("dev.imcp.runtime.internal.http.PostExchange$$"));
    assertThat(loaded).as("SLF4J's classes, with nothing logged").noneMatch(ColdPathTest::slf4j);
    assertThat(loaded)
        .as("hidden classes of the session's opening")
        .noneMatch(ColdPathTest::opening);
    assertNoLambdasAfterTheHandshake(loaded);
  }

  /**
   * From the handshake's answer read ({@code InitializeResult}) to the first call's result, a client spins no lambda
   * or method-reference class of the runtime (the era's decision, the supervisor's start, the server's first
   * notification and its queue: seven over stdio before), nor any of {@link #NO_LAMBDAS_OF} on the whole way.
   */
  private static void assertNoLambdasAfterTheHandshake(List<String> loaded) {
    int answered = loaded.indexOf("dev.imcp.runtime.InitializeResult");
    assertThat(answered).as("the handshake's answer read before the first call").isPositive();
    assertThat(loaded.subList(answered, loaded.size()))
        .as("lambda and method-reference classes of the runtime after the handshake's answer")
        .noneMatch(name -> name.startsWith("dev.imcp.runtime.") && name.contains("$$Lambda"));
    assertThat(loaded)
        .as("lambda and method-reference classes of rooms on the way to the first call")
        .noneMatch(ColdPathTest::lambdaOfTheWay);
  }

  /** The bytes of the class files of {@link #SESSION_ROOMS} among {@code loaded}; hidden classes have none. */
  private static long sessionRoomBytes(List<String> loaded) throws IOException {
    long bytes = 0;
    for (String name : loaded) {
      if (SESSION_ROOMS.stream().noneMatch(name::startsWith)) {
        continue;
      }
      try (InputStream file = ColdPathTest.class
          .getClassLoader()
          .getResourceAsStream(name.replace('.', '/') + ".class")) {
        if (file != null) {
          bytes += file.readAllBytes().length;
        }
      }
    }
    return bytes;
  }

  private static boolean lambdaOfTheWay(String name) {
    return lambdaOf(name, NO_LAMBDAS_OF);
  }

  private static boolean lambdaOf(String name, String[] rooms) {
    for (String room : rooms) {
      if (name.startsWith(room + "$$Lambda")) {
        return true;
      }
    }
    return false;
  }

  /**
   * A lambda or method-reference class of the session's opening (its steps after the first answer, the handshake's
   * functions the era probe takes, the relaunch after a probe that ended the server): seven, each spun by a cold client
   * on its way to the first call, on either transport.
   */
  private static boolean opening(String name) {
    return name.startsWith("dev.imcp.runtime.internal.session.Opening$$Lambda");
  }

  /**
   * A class of SLF4J's: its start (the provider lookup, and slf4j-simple's properties lookup, each opening every jar on
   * the class path) cost a cold client 55–80 ms on the connecting thread, and asking whether the wire log is on, or a
   * server's stderr line at its default level DEBUG, started it. With nothing logged at INFO or above before the first
   * answer, nothing on the way to it may start SLF4J, nor load the {@code Level} of the default stderr level.
   */
  private static boolean slf4j(String name) {
    return name.startsWith("org.slf4j.");
  }

  /** Runs {@code coldClient} in a fresh JVM against server-everything; the classes it loaded before its first answer. */
  private static List<String> classesToFirstCall(Path dir, Class<?> coldClient) throws Exception {
    return classesToFirstCall(dir, coldClient, TestServers.everything());
  }

  /**
   * Runs {@code coldClient}'s main with {@code arguments} in a fresh JVM; the classes it loaded before its nested {@code
   * Answered}, the marker every cold client loads once its first call has returned.
   */
  private static List<String> classesToFirstCall(
      Path dir, Class<?> coldClient, List<String> arguments) throws Exception {
    return upTo(classesLoaded(dir, coldClient, arguments), coldClient, "Answered");
  }

  /** The classes loaded before {@code coldClient}'s nested class {@code marker}. */
  private static List<String> upTo(List<String> loaded, Class<?> coldClient, String marker) {
    int reached = loaded.indexOf(coldClient.getName() + "$" + marker);
    assertThat(reached).as("the marker %s loaded", marker).isPositive();
    return loaded.subList(0, reached);
  }

  /** Runs {@code coldClient}'s main with {@code arguments} in a fresh JVM; every class it loaded, in order. */
  private static List<String> classesLoaded(Path dir, Class<?> coldClient, List<String> arguments)
      throws Exception {
    Path log = dir.resolve("classes.log");
    List<String> command = new ArrayList<>(List.of(
        Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-Xlog:class+load:file=" + log,
        "-Dorg.slf4j.simpleLogger.defaultLogLevel=warn",
        // SLF4J's start after a moment would race the first call on a loaded machine
        "-Ddev.imcp.internal.timedLogStart=false",
        "-cp",
        System.getProperty("java.class.path"),
        coldClient.getName()));
    command.addAll(arguments);
    Process client = new ProcessBuilder(command).redirectErrorStream(true).start();
    String output = new String(client.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(client.waitFor(60, TimeUnit.SECONDS)).isTrue();
    assertThat(client.exitValue()).as(output).isZero();
    assertThat(output).contains("echo: Echo: cold");

    List<String> loaded = new ArrayList<>();
    for (String line : Files.readAllLines(log, StandardCharsets.UTF_8)) {
      // "[0.805s][info][class,load] <class name> source: …"
      String[] words = line.split(" ");
      if (words.length > 1) {
        loaded.add(words[1]);
      }
    }
    return loaded;
  }
}
