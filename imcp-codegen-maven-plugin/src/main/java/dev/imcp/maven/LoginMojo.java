package dev.imcp.maven;

import dev.imcp.build.LiveServer;
import dev.imcp.maven.internal.BuildAuthorization;
import dev.imcp.oauth.Browser;
import dev.imcp.runtime.McpClient;
import dev.imcp.runtime.error.McpException;
import dev.imcp.runtime.http.SafeUrl;
import java.net.URI;
import java.time.Duration;
import java.util.Locale;
import org.apache.maven.execution.MavenSession;
import org.apache.maven.plugin.AbstractMojo;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;
import org.jspecify.annotations.Nullable;

/**
 * Signs in to a protected HTTP server once (OAuth: the system browser, or the address printed where there is no
 * display), and keeps the token in the user's token store ({@code ~/.imcp/tokens.json}, or {@code
 * -Dimcp.oauth.tokenStore}) for {@code imcp:generate}, {@code imcp:snapshot} and {@code imcp:check}, which never open
 * a browser themselves. {@code mvn imcp:login -Dimcp.server=https://mcp.example.com/mcp}; needs no project.
 */
@Mojo(name = "login", requiresProject = false, threadSafe = true)
public final class LoginMojo extends AbstractMojo {
  /** The server's URL; wins over the {@code server} block's {@code <url>}. */
  @Parameter(property = "imcp.server")
  @Nullable
  String serverCommandLine;

  /** The plugin's {@code <server>} block, whose {@code <url>} names the server. */
  @Parameter
  @Nullable
  ServerConfiguration server;

  /** How long the sign-in may take, in seconds. */
  @Parameter(property = "imcp.loginTimeout", defaultValue = "300")
  int loginTimeout;

  @Parameter(defaultValue = "${session}", readonly = true, required = true)
  @Nullable
  MavenSession session;

  /** Creates the goal; Maven sets its parameters. */
  public LoginMojo() {}

  @Override
  public void execute() throws MojoExecutionException, MojoFailureException {
    URI url = url();
    String shown = SafeUrl.of(url);
    getLog()
        .info("imcp: signing in to " + shown + " (the browser opens, or the address is printed)");
    try (McpClient client = McpClient.http(url)
        .clientName(LiveServer.CLIENT_NAME)
        .authorization(BuildAuthorization.forLogin(this::userProperty, Browser.system()))
        .initializeTimeout(Duration.ofSeconds(loginTimeout))
        .connect()) {
      client.listTools();
    } catch (McpException e) {
      throw new MojoFailureException("imcp:login: " + e.getMessage(), e);
    }
    getLog()
        .info("imcp: signed in to " + shown + "; the token is kept in "
            + BuildAuthorization.tokenStore(this::userProperty)
            + " for imcp:generate, imcp:snapshot and imcp:check");
  }

  private URI url() throws MojoFailureException {
    String given = serverCommandLine != null && !serverCommandLine.isBlank()
        ? serverCommandLine.trim()
        : server == null ? null : server.getUrl();
    String scheme = given == null ? "" : given.toLowerCase(Locale.ROOT);
    if (!scheme.startsWith("http://") && !scheme.startsWith("https://")) {
      throw new MojoFailureException(
          "imcp:login signs in to an HTTP server: name it with -Dimcp.server=https://…/mcp "
              + "or <server><url>…</url></server>"
              + (given == null ? "" : "; got a command, which needs no sign-in"));
    }
    try {
      return URI.create(given);
    } catch (IllegalArgumentException e) {
      throw new MojoFailureException(
          "imcp:login: the server URL is not a URL: " + e.getMessage(), e);
    }
  }

  private @Nullable String userProperty(String name) {
    MavenSession current = session;
    return current == null ? null : current.getUserProperties().getProperty(name);
  }
}
