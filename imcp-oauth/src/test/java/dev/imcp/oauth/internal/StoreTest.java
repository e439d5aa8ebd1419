package dev.imcp.oauth.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class StoreTest {
  private static final Grant GRANT = new Grant(
      "https://mcp.example.com/mcp",
      "https://auth.example.com",
      "access-secret",
      "refresh-secret",
      Instant.parse("2026-11-25T12:00:00Z"),
      "mcp:read offline_access");

  @TempDir
  Path directory;

  @Test
  void grantsAndRegistrationsSurviveInAFileOnlyTheOwnerCanRead() throws Exception {
    Path file = directory.resolve("nested/tokens.json");
    Store store = Store.file(file);
    store.put(GRANT);
    store.put(new Registration(
        "https://auth.example.com",
        "http://127.0.0.1:5000/callback",
        "id",
        "client-secret",
        "client_secret_basic"));

    assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(file)))
        .isEqualTo("rw-------");
    Store again = Store.file(file);
    assertThat(again.grant(GRANT.server(), GRANT.issuer())).hasValue(GRANT);
    assertThat(again.grant(GRANT.server(), "https://other.example.com")).isEmpty();
    assertThat(again.latest(GRANT.server())).hasValue(GRANT);
    assertThat(again.registration("https://auth.example.com", "http://127.0.0.1:5000/callback"))
        .hasValueSatisfying(r -> assertThat(r.clientSecret()).isEqualTo("client-secret"));

    again.remove(GRANT);
    assertThat(Store.file(file).latest(GRANT.server())).isEmpty();
  }

  @Test
  void aFileOthersCouldReadIsRestrictedWhenRead() throws Exception {
    Path file = directory.resolve("tokens.json");
    Store.file(file).put(GRANT);
    Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-r--r--"));
    assertThat(Store.file(file).latest(GRANT.server())).isPresent();
    assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(file)))
        .isEqualTo("rw-------");
  }

  @Test
  void anUnreadableFileSaysWhichAndWhatToDo() throws Exception {
    Path file = directory.resolve("tokens.json");
    Files.writeString(file, "{not json");
    assertThatThrownBy(() -> Store.file(file).latest("https://mcp.example.com/mcp"))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageStartingWith("Cannot read the token store " + file + ": ")
        .hasMessageEndingWith("; delete it to sign in again");
  }

  @Test
  void secretsNeverShowInToString() {
    assertThat(GRANT.toString()).doesNotContain("access-secret").doesNotContain("refresh-secret");
    assertThat(new Registration("i", "r", "id", "client-secret", "client_secret_post").toString())
        .doesNotContain("client-secret");
  }
}
