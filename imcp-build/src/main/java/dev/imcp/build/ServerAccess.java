package dev.imcp.build;

import dev.imcp.runtime.error.McpException;
import dev.imcp.runtime.error.McpTimeoutException;
import dev.imcp.schema.InvalidSnapshotException;
import dev.imcp.schema.Snapshot;
import java.util.List;
import java.util.Optional;

/**
 * The server a goal talks to: chosen from the settings, given its credentials, and read; every failure a {@link
 * BuildException} in the front end's terms.
 */
public final class ServerAccess {
  private final ServerSettings settings;
  private final Goal goal;
  private final Dialect dialect;
  private final BuildLog log;

  private ServerAccess(ServerSettings settings, Goal goal, Dialect dialect, BuildLog log) {
    this.settings = settings;
    this.goal = goal;
    this.dialect = dialect;
    this.log = log;
  }

  /**
   * {@return access to the server named by {@code settings}, for {@code goal}}
   *
   * @param settings how the server was named
   * @param goal the goal that talks to it, for messages
   * @param dialect how the front end names its options
   * @param log where progress is told
   */
  public static ServerAccess of(ServerSettings settings, Goal goal, Dialect dialect, BuildLog log) {
    return new ServerAccess(settings, goal, dialect, log);
  }

  /** {@return whether a server is named at all, without looking for it} */
  public boolean configured() {
    return settings.configured();
  }

  /**
   * {@return the named server, if any; an HTTP server with its credentials}
   *
   * @param withoutImcp what else the goal can do when iMCP's server is not on this machine, as a sentence, or empty
   * @throws BuildException when the server is named wrongly, or iMCP is asked for and not here
   */
  public Optional<ServerTarget> chosen(String withoutImcp) throws BuildException {
    try {
      Optional<ServerTarget> chosen = ServerSelection.choose(settings, dialect);
      if (chosen.isPresent()) {
        return Optional.of(withCredentials(chosen.get()));
      }
      return chosen;
    } catch (IllegalArgumentException e) {
      throw BuildException.configuration(e.getMessage(), e);
    } catch (ServerSelection.ImcpNotFoundException e) {
      throw BuildException.configuration(
          e.getMessage() + "\nOr name another MCP server: " + dialect.serverAdvice() + "."
              + withoutImcp,
          e);
    }
  }

  /**
   * {@return the named server; an HTTP server with its credentials}
   *
   * @throws BuildException when none is named, it is named wrongly, or iMCP is asked for and not here
   */
  public ServerTarget required() throws BuildException {
    Optional<ServerTarget> chosen = chosen("");
    if (chosen.isEmpty()) {
      throw BuildException.configuration(dialect.goal(goal)
          + " talks to a live server, and none is named: " + dialect.serverAdvice());
    }
    return chosen.get();
  }

  private ServerTarget withCredentials(ServerTarget chosen) {
    if (chosen instanceof ServerTarget.Http http) {
      return http.withCredentials(settings.credentials().resolve());
    }
    settings
        .credentials()
        .given()
        .ifPresent(options -> log.warn("ignored " + options + ": a bearer token is for an HTTP "
            + "server, and " + chosen.displayName() + " is a command"));
    return chosen;
  }

  /**
   * {@return the server's tools now}
   *
   * @param server the server
   * @throws BuildException naming the command (exit code, stderr) or URL when the server fails; a configuration
   *     problem saying what to set when an HTTP server refuses the credentials
   */
  public Snapshot read(ServerTarget server) throws BuildException {
    log.info("reading the tools of " + server.displayName() + credentialsNote(server));
    try {
      return LiveServer.snapshot(server, LiveServer.WAIT_NOTICE_INTERVAL, log::info);
    } catch (McpException | InvalidSnapshotException e) {
      if (server instanceof ServerTarget.Http http) {
        Optional<String> refusal = HttpRefusal.explain(e, http, dialect);
        if (refusal.isPresent()) {
          // Without the cause: its trace would only repeat the runtime's advice, which is for code,
          // not for a build.
          throw BuildException.configuration(refusal.get());
        }
      }
      throw new BuildException(
          BuildException.Kind.ERROR,
          "cannot read the tools of " + server.displayName() + ": " + e.getMessage()
              + slowServerHint(e, server),
          e);
    }
  }

  private String slowServerHint(Exception e, ServerTarget server) {
    if (!(e instanceof McpTimeoutException)) {
      return "";
    }
    long seconds = server.timeout().toSeconds();
    return "\nIf the server is only slow, give it longer than " + seconds + " s: "
        + dialect.set(Option.TIMEOUT, List.of(String.valueOf(Math.max(120, seconds * 2))));
  }

  private static String credentialsNote(ServerTarget server) {
    if (server instanceof ServerTarget.Http http) {
      HttpCredentials credentials = http.credentials();
      return credentials.bearerToken().isPresent()
          ? " (bearer token in " + credentials.source() + ")"
          : credentials.authorization().isPresent()
              ? " (OAuth: " + credentials.source() + ")"
              : " (no credentials)";
    }
    return "";
  }
}
