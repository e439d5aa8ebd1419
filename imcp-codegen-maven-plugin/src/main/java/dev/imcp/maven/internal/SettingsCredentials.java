package dev.imcp.maven.internal;

import dev.imcp.build.CredentialSource;
import dev.imcp.build.HttpCredentials;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import org.apache.maven.settings.Server;
import org.jspecify.annotations.Nullable;

/**
 * An HTTP server's bearer token from the {@code <password>} of a {@code <server>} in Maven's settings.xml ({@code
 * <serverId>}), or from an environment variable ({@code <tokenVariable>}); never from the pom.
 */
public final class SettingsCredentials implements CredentialSource {
  private final @Nullable String serverId;
  private final @Nullable String tokenVariable;
  private final Function<String, Optional<Server>> settingsServers;
  private final Function<String, @Nullable String> environment;

  /**
   * Looks the token up when it is resolved.
   *
   * @param serverId the id of the settings.xml {@code <server>} holding the token, or null
   * @param tokenVariable the environment variable holding the token, or null
   * @param settingsServers the {@code <server>} of settings.xml with an id, its password decrypted, if there is one
   * @param environment the value of an environment variable, or null
   */
  public SettingsCredentials(
      @Nullable String serverId,
      @Nullable String tokenVariable,
      Function<String, Optional<Server>> settingsServers,
      Function<String, @Nullable String> environment) {
    this.serverId = serverId;
    this.tokenVariable = tokenVariable;
    this.settingsServers = settingsServers;
    this.environment = environment;
  }

  @Override
  public Optional<String> given() {
    List<String> given = new ArrayList<>();
    if (given(serverId)) {
      given.add("<serverId>");
    }
    if (given(tokenVariable)) {
      given.add("<tokenVariable>");
    }
    return given.isEmpty() ? Optional.empty() : Optional.of(String.join(" and ", given));
  }

  /**
   * @throws IllegalArgumentException when both or a missing source are named, or the token is unusable; the message
   *     says what to configure and never quotes a token
   */
  @Override
  public HttpCredentials resolve() {
    String id = serverId;
    String variable = tokenVariable;
    if (given(id) && given(variable)) {
      throw new IllegalArgumentException(
          "<serverId> and <tokenVariable> both give the bearer token: set one of them "
              + "(-Dimcp.serverId or -Dimcp.tokenVariable)");
    }
    if (given(id)) {
      return fromSettings(id);
    }
    if (given(variable)) {
      return HttpCredentials.fromEnvironment(variable, environment, "<tokenVariable>");
    }
    return HttpCredentials.none();
  }

  private HttpCredentials fromSettings(String id) {
    Server server = settingsServers
        .apply(id)
        .orElseThrow(() -> new IllegalArgumentException("<serverId> is '" + id
            + "', and settings.xml has no <server> with that id: add <server><id>" + id
            + "</id><password>the bearer token</password></server> to ~/.m2/settings.xml (or to the "
            + "settings given with -s)"));
    String password = server.getPassword();
    if (password == null || password.isBlank()) {
      throw new IllegalArgumentException(
          "settings.xml's <server> '" + id + "' has no <password>: put the "
              + "server's bearer token there (mvn --encrypt-password encrypts it)");
    }
    return HttpCredentials.of(password, "the <password> of settings.xml's <server> '" + id + "'");
  }

  private static boolean given(@Nullable String value) {
    return value != null && !value.isBlank();
  }
}
