package dev.imcp.discovery;

import dev.imcp.runtime.ServerCommand;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

/**
 * Finds iMCP's stdio server, {@code iMCP.app/Contents/MacOS/imcp-server}: first {@code $IMCP_SERVER}, then {@code
 * /Applications}, {@code ~/Applications}, then, on macOS, what Spotlight knows of {@code iMCP.app}.
 *
 * <pre>{@code ServerCommand command = ImcpServer.command(); // or IllegalStateException, saying where it looked}</pre>
 */
public final class ImcpServer {
  /** An environment variable naming the server binary; it wins over every other place. */
  public static final String ENVIRONMENT_VARIABLE = "IMCP_SERVER";

  private static final String BINARY = "iMCP.app/Contents/MacOS/imcp-server";

  private final Map<String, String> environment;
  private final List<Path> applicationDirectories;
  private final Optional<Supplier<List<Path>>> spotlight;

  /** @param spotlight searches Spotlight; empty where there is none, that is, off macOS */
  ImcpServer(
      Map<String, String> environment,
      List<Path> applicationDirectories,
      Optional<Supplier<List<Path>>> spotlight) {
    this.environment = environment;
    this.applicationDirectories = List.copyOf(applicationDirectories);
    this.spotlight = spotlight;
  }

  private static ImcpServer ofThisMachine() {
    Path home = Path.of(System.getProperty("user.home"));
    boolean mac = System.getProperty("os.name", "").toLowerCase(Locale.ROOT).contains("mac");
    return new ImcpServer(
        System.getenv(),
        List.of(Path.of("/Applications"), home.resolve("Applications")),
        mac ? Optional.of(ImcpServer::mdfind) : Optional.empty());
  }

  /** {@return the server binary; empty when this machine has none in the places searched} */
  public static Optional<Path> find() {
    return ofThisMachine().locate().found();
  }

  /**
   * A command that starts iMCP's server.
   *
   * @return the command, with no arguments, in this JVM's environment
   * @throws IllegalStateException saying where it looked and how to proceed, when there is none
   */
  public static ServerCommand command() {
    return ofThisMachine().locate().command();
  }

  /** The outcome of one search: the binary, or every place looked at. */
  record Search(Optional<Path> found, List<String> searched, boolean mac) {
    ServerCommand command() {
      return found
          .map(path -> ServerCommand.of(path.toString()))
          .orElseThrow(() -> new IllegalStateException(notFound()));
    }

    /** Says where it looked and what makes the server findable; what else to do depends on the caller's goal. */
    String notFound() {
      return "iMCP's server (imcp-server) was not found" + (mac ? "" : " (iMCP is a macOS app)")
          + ". Looked at:\n  - "
          + String.join("\n  - ", searched)
          + "\nTo make it findable: install iMCP (https://imcp.app) and open it once, "
          + "or set " + ENVIRONMENT_VARIABLE + " to the imcp-server binary.";
    }
  }

  Search locate() {
    // Long: the places iMCP may be, searched in order, each noted for the message.
    List<String> searched = new ArrayList<>();
    String variable = environment.get(ENVIRONMENT_VARIABLE);
    if (variable == null || variable.isBlank()) {
      searched.add("$" + ENVIRONMENT_VARIABLE + " (not set)");
    } else {
      Path path = Path.of(variable);
      if (Files.isExecutable(path)) {
        return new Search(Optional.of(path), searched, spotlight.isPresent());
      }
      searched.add("$" + ENVIRONMENT_VARIABLE + " = " + variable + " (no executable file there)");
    }
    for (Path directory : applicationDirectories) {
      Path candidate = directory.resolve(BINARY);
      if (Files.isExecutable(candidate)) {
        return new Search(Optional.of(candidate), searched, spotlight.isPresent());
      }
      searched.add(candidate.toString());
    }
    if (spotlight.isEmpty()) {
      return new Search(Optional.empty(), searched, false);
    }
    List<Path> apps;
    try {
      apps = spotlight.get().get();
    } catch (IllegalStateException e) {
      searched.add("Spotlight (mdfind iMCP.app): " + e.getMessage());
      return new Search(Optional.empty(), searched, true);
    }
    for (Path app : apps) {
      Path candidate = app.resolve("Contents/MacOS/imcp-server");
      if (Files.isExecutable(candidate)) {
        return new Search(Optional.of(candidate), searched, true);
      }
    }
    searched.add("Spotlight (mdfind iMCP.app): "
        + (apps.isEmpty() ? "nothing found" : apps + " without an executable imcp-server"));
    return new Search(Optional.empty(), searched, true);
  }

  /** @throws IllegalStateException saying why Spotlight could not be asked, for the "not found" message */
  private static List<Path> mdfind() {
    try {
      Process process = new ProcessBuilder("mdfind", "kMDItemFSName == 'iMCP.app'")
          .redirectErrorStream(true)
          .start();
      if (!process.waitFor(5, TimeUnit.SECONDS)) {
        process.destroyForcibly();
        throw new IllegalStateException("mdfind did not answer within 5 s");
      }
      return new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8)
          .lines()
          .filter(line -> line.endsWith(".app"))
          .map(Path::of)
          .toList();
    } catch (IOException e) {
      throw new IllegalStateException("mdfind failed: " + e.getMessage(), e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while mdfind ran", e);
    }
  }
}
