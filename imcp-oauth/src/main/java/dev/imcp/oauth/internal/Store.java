package dev.imcp.oauth.internal;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Instant;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * Where grants and registrations are kept: in memory, or in a JSON file that only its owner can read or write (0600,
 * in a directory of 0700 that it creates), replaced atomically on every change. Keyed by server and issuer, so that
 * tokens from one authorization server are never offered to another. Thread-safe.
 */
public final class Store {
  private static final Set<PosixFilePermission> OWNER_ONLY =
      PosixFilePermissions.fromString("rw-------");
  private static final Set<PosixFilePermission> OWNER_DIRECTORY =
      PosixFilePermissions.fromString("rwx------");

  private final @Nullable Path file;
  private final Map<String, Grant> grants = new LinkedHashMap<>();
  private final Map<String, Registration> registrations = new LinkedHashMap<>();
  private boolean loaded;

  private Store(@Nullable Path file) {
    this.file = file;
    this.loaded = file == null;
  }

  public static Store memory() {
    return new Store(null);
  }

  public static Store file(Path file) {
    return new Store(file.toAbsolutePath());
  }

  /** The file, for messages; empty in memory. */
  public Optional<Path> path() {
    return Optional.ofNullable(file);
  }

  public synchronized Optional<Grant> grant(String server, String issuer) {
    load();
    return Optional.ofNullable(grants.get(key(server, issuer)));
  }

  /** The grant for {@code server} stored last, from whichever issuer: what to try before the server says whom. */
  public synchronized Optional<Grant> latest(String server) {
    load();
    return grants.values().stream()
        .filter(grant -> grant.server().equals(server))
        .reduce((first, second) -> second);
  }

  public synchronized void put(Grant grant) {
    load();
    String key = key(grant.server(), grant.issuer());
    grants.remove(key); // last stored is last in order
    grants.put(key, grant);
    save();
  }

  public synchronized void remove(Grant grant) {
    load();
    if (grants.remove(key(grant.server(), grant.issuer())) != null) {
      save();
    }
  }

  public synchronized Optional<Registration> registration(String issuer, String redirectUri) {
    load();
    return Optional.ofNullable(registrations.get(key(issuer, redirectUri)));
  }

  /** The registrations kept at {@code issuer}, the one used last first. */
  public synchronized java.util.List<Registration> registrationsOf(String issuer) {
    load();
    java.util.List<Registration> found = new java.util.ArrayList<>(registrations.values().stream()
        .filter(registration -> registration.issuer().equals(issuer))
        .toList());
    java.util.Collections.reverse(found);
    return found;
  }

  public synchronized void put(Registration registration) {
    load();
    String key = key(registration.issuer(), registration.redirectUri());
    registrations.remove(key);
    registrations.put(key, registration);
    save();
  }

  private static String key(String first, String second) {
    return first + " " + second;
  }

  private void load() {
    if (loaded || file == null) {
      return;
    }
    loaded = true;
    if (!Files.exists(file)) {
      return;
    }
    try {
      restrict(file, OWNER_ONLY);
      JsonNode root = JsonMapper.shared().readTree(Files.readString(file));
      root.path("grants").forEach(node -> {
        Grant grant = grant(node);
        grants.put(key(grant.server(), grant.issuer()), grant);
      });
      root.path("registrations").forEach(node -> {
        Registration registration = registration(node);
        registrations.put(key(registration.issuer(), registration.redirectUri()), registration);
      });
    } catch (IOException | RuntimeException e) {
      throw new IllegalStateException(
          "Cannot read the token store " + file + ": " + e.getMessage()
              + "; delete it to sign in again",
          e);
    }
  }

  private void save() {
    if (file == null) {
      return;
    }
    ObjectNode root = JsonMapper.shared().createObjectNode();
    grants.values().stream()
        .sorted(Comparator.comparing(Grant::server).thenComparing(Grant::issuer))
        .forEach(grant -> root.withArray("grants").add(json(grant)));
    registrations.values().forEach(r -> root.withArray("registrations").add(json(r)));
    try {
      Path directory = file.getParent();
      if (directory != null && !Files.isDirectory(directory)) {
        Files.createDirectories(directory);
        restrict(directory, OWNER_DIRECTORY);
      }
      Path temporary = Files.createTempFile(directory, ".tokens", ".tmp");
      restrict(temporary, OWNER_ONLY);
      Files.writeString(
          temporary, JsonMapper.shared().writerWithDefaultPrettyPrinter().writeValueAsString(root));
      Files.move(
          temporary, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    } catch (IOException e) {
      throw new UncheckedIOException("Cannot write the token store " + file, e);
    }
  }

  private static void restrict(Path path, Set<PosixFilePermission> permissions) throws IOException {
    if (FileSystems.getDefault().supportedFileAttributeViews().contains("posix")) {
      Files.setPosixFilePermissions(path, permissions);
    }
  }

  private static ObjectNode json(Grant grant) {
    ObjectNode node = JsonMapper.shared().createObjectNode();
    node.put("server", grant.server());
    node.put("issuer", grant.issuer());
    node.put("access_token", grant.accessToken());
    if (grant.refreshToken() != null) {
      node.put("refresh_token", grant.refreshToken());
    }
    if (grant.expiresAt() != null) {
      node.put("expires_at", grant.expiresAt().toString());
    }
    node.put("scope", grant.scope());
    return node;
  }

  private static Grant grant(JsonNode node) {
    return new Grant(
        node.path("server").asString(),
        node.path("issuer").asString(),
        node.path("access_token").asString(),
        node.hasNonNull("refresh_token") ? node.path("refresh_token").asString() : null,
        node.hasNonNull("expires_at") ? Instant.parse(node.path("expires_at").asString()) : null,
        node.path("scope").asString(""));
  }

  private static ObjectNode json(Registration registration) {
    ObjectNode node = JsonMapper.shared().createObjectNode();
    node.put("issuer", registration.issuer());
    node.put("redirect_uri", registration.redirectUri());
    node.put("client_id", registration.clientId());
    if (registration.clientSecret() != null) {
      node.put("client_secret", registration.clientSecret());
    }
    node.put("token_endpoint_auth_method", registration.authMethod());
    return node;
  }

  private static Registration registration(JsonNode node) {
    return new Registration(
        node.path("issuer").asString(),
        node.path("redirect_uri").asString(""),
        node.path("client_id").asString(),
        node.hasNonNull("client_secret") ? node.path("client_secret").asString() : null,
        node.path("token_endpoint_auth_method").asString("none"));
  }
}
