package dev.imcp.codegen.internal;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.FileSystemNotFoundException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.CodeSource;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;

/**
 * A sha256 of the jar or class directory a class was loaded from, computed once per location; for a class loaded from
 * nowhere a file system can name, of the class's own bytes. Never a constant: a changed generator must be noticed.
 */
public final class CodeDigest {
  private static final ConcurrentHashMap<Path, String> CACHE = new ConcurrentHashMap<>();

  private CodeDigest() {}

  public static String of(Class<?> type) {
    CodeSource source = type.getProtectionDomain().getCodeSource();
    URL url = source == null ? null : source.getLocation();
    if (url == null) {
      return classDigest(type);
    }
    Path location;
    try {
      location = Path.of(url.toURI());
    } catch (URISyntaxException | IllegalArgumentException | FileSystemNotFoundException e) {
      return classDigest(
          type); // a location that is no file, such as a nested jar: the class itself still tells
    }
    return CACHE.computeIfAbsent(location, CodeDigest::digest);
  }

  private static String classDigest(Class<?> type) {
    String resource = type.getName().substring(type.getName().lastIndexOf('.') + 1) + ".class";
    try (InputStream bytes = type.getResourceAsStream(resource)) {
      if (bytes == null) {
        throw new IllegalStateException(
            "Cannot read the code of " + type.getName() + " to tell whether the generator changed");
      }
      return HexFormat.of().formatHex(sha256().digest(bytes.readAllBytes()));
    } catch (IOException e) {
      throw new UncheckedIOException("Cannot read the code of " + type.getName(), e);
    }
  }

  /**
   * A hex sha256 of {@code parts}, each followed by a newline so that no two lists of parts run together alike.
   *
   * @param parts what to digest, in order
   * @return 64 hex digits
   */
  public static String sha256Hex(byte[]... parts) {
    MessageDigest sha = sha256();
    for (byte[] part : parts) {
      sha.update(part);
      sha.update((byte) '\n');
    }
    return HexFormat.of().formatHex(sha.digest());
  }

  private static MessageDigest sha256() {
    try {
      return MessageDigest.getInstance("SHA-256");
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("Every Java platform has SHA-256", e);
    }
  }

  private static String digest(Path location) {
    try {
      MessageDigest sha = sha256();
      if (Files.isDirectory(location)) {
        for (Path file : classFiles(location)) {
          sha.update(location
              .relativize(file)
              .toString()
              .getBytes(java.nio.charset.StandardCharsets.UTF_8));
          sha.update(Files.readAllBytes(file));
        }
      } else {
        sha.update(Files.readAllBytes(location));
      }
      return HexFormat.of().formatHex(sha.digest());
    } catch (IOException e) {
      throw new UncheckedIOException("Cannot read the generator's code at " + location, e);
    }
  }

  private static List<Path> classFiles(Path directory) throws IOException {
    try (Stream<Path> files = Files.walk(directory)) {
      return files.filter(Files::isRegularFile).sorted().toList();
    }
  }
}
