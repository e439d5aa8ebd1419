package dev.imcp.build;

import java.util.Optional;

/** Where a front end finds an HTTP server's bearer token: Maven's settings.xml or an environment variable. */
public interface CredentialSource {
  /** No credentials: the server is reached without a token. */
  CredentialSource NONE = new CredentialSource() {
    @Override
    public Optional<String> given() {
      return Optional.empty();
    }

    @Override
    public HttpCredentials resolve() {
      return HttpCredentials.none();
    }
  };

  /**
   * {@return the options that were set to name a token, as the user wrote them (such as {@code --token-variable}),
   * for the warning that they do nothing for a command; empty when none was set}
   */
  Optional<String> given();

  /**
   * {@return the credentials, looked up now}
   *
   * @throws IllegalArgumentException when the source is configured wrongly; the message says how to fix it and never
   *     quotes a token
   */
  HttpCredentials resolve();
}
