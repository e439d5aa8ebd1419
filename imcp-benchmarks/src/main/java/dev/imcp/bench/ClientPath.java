package dev.imcp.bench;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.jspecify.annotations.Nullable;

/**
 * The class path of a client's JVM: the benchmark's classes, then the closure of what an application using that client
 * declares, in Maven's order, then what the benchmark's own code in that JVM needs (the test server launcher, the
 * profiler's API), and nothing else. The benchmark module's class path holds every client's jars and its test
 * libraries, in an order that put our runtime 14th of 63 entries and Jackson behind the official SDK's jars; each class
 * a client loads is looked up in every jar ahead of its own, which cost every client CPU before its first call (ours
 * 45–265 ms, the floor 55–175: docs/PERFORMANCE.md, "Launch: each client on its own class path").
 *
 * <p>Only the closure, not the closure first and the rest behind: the rest is what an application does not have, and
 * lookups that miss or walk every jar (a {@code ServiceLoader}'s, a resource by name) would still pay for it. {@code
 * -Dimcp.bench.classPath=whole} gives every client this JVM's whole class path instead, as before; {@code =first} the
 * client's path with the rest of this JVM's behind it, to price that choice.
 */
public final class ClientPath {
  static final String PROPERTY = "imcp.bench.classPath";
  private static final String RUNTIME = "dev.imcp:imcp-runtime";
  private static final String SLF4J_BINDING = "org.slf4j:slf4j-simple";
  private static final String OFFICIAL = "io.modelcontextprotocol.sdk:mcp";
  private static final String JACKSON_CORE = "tools.jackson.core:jackson-core";
  private static final String HTTP_CLIENT = "org.apache.httpcomponents.client5:httpclient5";
  private static final List<String> BENCHMARK =
      List.of("dev.imcp:imcp-test-support", "tools.profiler:async-profiler");
  private static @Nullable DependencyTree tree;

  private ClientPath() {}

  /** Prints each named client's class path, one entry a line: {@code java -cp … dev.imcp.bench.ClientPath raw imcp}. */
  public static void main(String[] args) {
    for (String client : args) {
      System.out.println(client + ":");
      Arrays.stream(of(client).split(File.pathSeparator))
          .forEach(entry -> System.out.println("  " + entry));
    }
  }

  /**
   * What an application using {@code client} declares: the floors write with Jackson's streaming API alone; over HTTP
   * ours needs HttpClient 5, which the runtime has as optional; ours and the official SDK log through SLF4J, whose
   * binding the application picks (the README's quickstart picks this one).
   */
  static List<String> dependencies(String client) {
    return switch (client) {
      case "raw", "raw-2026", "http-raw" -> List.of(JACKSON_CORE);
      case "imcp", "untyped", "untyped-legacy", "imcp-2026" -> List.of(RUNTIME, SLF4J_BINDING);
      case "http-imcp", "http-untyped" -> List.of(RUNTIME, HTTP_CLIENT, SLF4J_BINDING);
      case "official", "http-official" -> List.of(OFFICIAL, SLF4J_BINDING);
      default -> throw new IllegalArgumentException("unknown client " + client);
    };
  }

  /** The class path for {@code client}'s JVM, from this JVM's. */
  static String of(String client) {
    String whole = System.getProperty("java.class.path");
    String mode = mode(System.getProperty(PROPERTY, "client"));
    if (mode.equals("whole")) {
      return whole;
    }
    List<String> entries = List.of(whole.split(File.pathSeparator));
    String path = of(client, tree(), entries);
    return mode.equals("first") ? withTheRest(path, entries) : path;
  }

  static String mode(String mode) {
    if (!List.of("client", "whole", "first").contains(mode)) {
      throw new IllegalArgumentException("-D" + PROPERTY + "=" + mode + ": client, whole or first");
    }
    return mode;
  }

  /** The client's path, then the rest of this JVM's in its order: "first" (not the harness's way: see the class). */
  static String withTheRest(String path, List<String> entries) {
    List<String> first = List.of(path.split(File.pathSeparator));
    Stream<String> rest = entries.stream().filter(entry -> !first.contains(entry));
    return String.join(File.pathSeparator, Stream.concat(first.stream(), rest).toList());
  }

  static String of(String client, DependencyTree tree, List<String> entries) {
    List<String> path = new ArrayList<>(List.of(benchmarkClasses()));
    List<String> declared =
        Stream.concat(dependencies(client).stream(), BENCHMARK.stream()).toList();
    for (DependencyTree.Node artifact : tree.closure(declared)) {
      path.add(entry(artifact, entries));
    }
    return String.join(File.pathSeparator, path);
  }

  /** The artifact's jar on the class path, or its classes' directory when a reactor build put that there. */
  private static String entry(DependencyTree.Node artifact, List<String> entries) {
    String classes = artifact.classifier().equals("tests") ? "test-classes" : "classes";
    for (String entry : entries) {
      Path path = Path.of(entry);
      if (path.endsWith(artifact.file())
          || path.endsWith(Path.of(artifact.artifactId(), "target", classes))) {
        return entry;
      }
    }
    throw new IllegalStateException(
        artifact.key() + " (" + artifact.file() + ") is not on the class path");
  }

  private static String benchmarkClasses() {
    try {
      return Path.of(ClientPath.class
              .getProtectionDomain()
              .getCodeSource()
              .getLocation()
              .toURI())
          .toString();
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }

  /**
   * This module's dependency tree, read and parsed once for all the clients this JVM launches. Kept in a field, not a
   * holder class's initializer: a missing tree then says so at every launch, not once and a NoClassDefFoundError after.
   */
  static synchronized DependencyTree tree() {
    DependencyTree parsed = tree;
    if (parsed == null) {
      parsed = DependencyTree.parse(treeLines());
      tree = parsed;
    }
    return parsed;
  }

  private static List<String> treeLines() {
    try (InputStream tree = ClientPath.class.getResourceAsStream("dependency-tree.txt")) {
      if (tree == null) {
        throw new IllegalStateException(
            "no dependency-tree.txt beside the benchmark's classes: build them with"
                + " Maven (mvn -pl imcp-benchmarks compile), or run with -D" + PROPERTY + "=whole");
      }
      return new String(tree.readAllBytes(), StandardCharsets.UTF_8).lines().toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * Runs {@code main} again in a JVM of its own on {@code client}'s class path, with this JVM's options, unless this
   * JVM is that one (or the whole class path was asked for); true when it did, and this JVM has nothing left to do.
   */
  static boolean relaunched(Class<?> main, String client, String[] args)
      throws IOException, InterruptedException {
    if (mode(System.getProperty(PROPERTY, "client")).equals("whole")) {
      return false;
    }
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.addAll(ManagementFactory.getRuntimeMXBean().getInputArguments());
    command.addAll(List.of("-D" + PROPERTY + "=whole", "-cp", of(client), main.getName()));
    command.addAll(Arrays.asList(args));
    int exit = new ProcessBuilder(command).inheritIO().start().waitFor();
    if (exit != 0) {
      System.exit(exit);
    }
    return true;
  }
}
