package dev.imcp.maven;

import dev.imcp.maven.internal.BuildAuthorization;
import dev.imcp.maven.internal.LiveServer;
import dev.imcp.maven.internal.ServerTarget;
import dev.imcp.oauth.Browser;
import dev.imcp.runtime.McpClient;
import dev.imcp.runtime.error.McpException;
import java.time.Duration;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;

/**
 * Signs in to a protected HTTP server once (OAuth: the system browser, or the address printed where there is no
 * display), and keeps the token in the user's token store ({@code ~/.imcp/tokens.json}, or {@code
 * -Dimcp.oauth.tokenStore}) for {@code imcp:generate}, {@code imcp:snapshot} and {@code imcp:check}, which never open
 * a browser themselves. {@code mvn imcp:login -Dimcp.server=https://mcp.example.com/mcp}; needs no project.
 */
@Mojo(name = "login", requiresProject = false, threadSafe = true)
public final class LoginMojo extends ServerMojo {
  /** How long the sign-in may take, in seconds. */
  @Parameter(property = "imcp.loginTimeout", defaultValue = "300")
  int loginTimeout;

  /** Creates the goal; Maven sets its parameters. */
  public LoginMojo() {}

  @Override
  String goal() {
    return "login";
  }

  @Override
  public void execute() throws MojoExecutionException, MojoFailureException {
    ServerTarget chosen = requireServer();
    if (!(chosen instanceof ServerTarget.Http http)) {
      throw new MojoFailureException(
          "imcp:login signs in to an HTTP server (-Dimcp.server=https://…/mcp); "
              + chosen.displayName() + " is a command, which needs no sign-in");
    }
    getLog()
        .info("imcp: signing in to " + http.displayName()
            + " (the browser opens, or the address is printed)");
    try (McpClient client = McpClient.builder(http.url())
        .clientName(LiveServer.CLIENT_NAME)
        .authorization(BuildAuthorization.forLogin(this::userProperty, Browser.system()))
        .initializeTimeout(Duration.ofSeconds(loginTimeout))
        .defaultTimeout(http.timeout())
        .connect()) {
      client.listTools();
    } catch (McpException e) {
      throw new MojoFailureException("imcp:login: " + e.getMessage(), e);
    }
    getLog()
        .info("imcp: signed in to " + http.displayName() + "; the token is kept in "
            + BuildAuthorization.tokenStore(this::userProperty)
            + " for imcp:generate, imcp:snapshot and imcp:check");
  }
}
