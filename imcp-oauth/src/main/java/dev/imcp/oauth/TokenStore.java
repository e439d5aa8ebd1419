package dev.imcp.oauth;

import dev.imcp.oauth.internal.Store;
import java.nio.file.Path;
import java.util.Objects;

/**
 * Where an {@link OAuth} keeps the tokens it obtains and the client registrations it makes, per server and
 * authorization server (issuer): so that a token is offered only to the server it was issued for, and a user signs in
 * once rather than at every start.
 */
public final class TokenStore {
  final Store store;

  private TokenStore(Store store) {
    this.store = store;
  }

  /**
   * Kept in memory: gone when the JVM exits. The default.
   *
   * @return a new, empty store
   */
  public static TokenStore memory() {
    return new TokenStore(Store.memory());
  }

  /**
   * Kept in a JSON file that only the user can read and write (mode 0600; its directory, when created, 0700),
   * replaced atomically on every change. Tokens are secrets: keep the file out of version control and backups.
   *
   * @param file the file; created when first needed
   * @return the store
   */
  public static TokenStore file(Path file) {
    return new TokenStore(Store.file(Objects.requireNonNull(file, "file")));
  }

  /**
   * The user's own store, {@code ~/.imcp/tokens.json} (what {@code mvn imcp:login} writes).
   *
   * @return the store
   */
  public static TokenStore user() {
    return file(Path.of(System.getProperty("user.home"), ".imcp", "tokens.json"));
  }

  @Override
  public String toString() {
    return "TokenStore[" + store.path().map(Path::toString).orElse("memory") + "]";
  }
}
