package dev.imcp.codegen.internal;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.ByteBuffer;
import java.nio.file.FileSystemNotFoundException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.CodeSource;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Enumeration;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipException;
import java.util.zip.ZipFile;

/**
 * A sha256 of the jar or class directory a class was loaded from, computed once per location; for a class loaded from
 * nowhere a file system can name, of the class's own bytes. Never a constant: a changed generator must be noticed.
 *
 * <p>A jar is digested by its central directory (each entry's name, CRC-32 and sizes), not by its bytes: the class
 * loader has read that directory already, so a one-off build does not read and hash the whole jar again (a fifth of a
 * megabyte, hashed by a cold JVM on every run). A changed entry changes its CRC-32 (but for a chance of 2^-32 at equal
 * sizes), which is enough to notice a rebuilt generator; the jar's timestamps are left out, so the same code gives the
 * same digest.
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

  static String digest(Path location) {
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
      } else if (!centralDirectory(location, sha)) {
        sha.update(Files.readAllBytes(location));
      }
      return HexFormat.of().formatHex(sha.digest());
    } catch (IOException e) {
      throw new UncheckedIOException("Cannot read the generator's code at " + location, e);
    }
  }

  /** Digests each entry's name, CRC-32 and sizes; false (nothing digested) when a CRC is unknown. */
  private static boolean centralDirectory(Path jar, MessageDigest sha) throws IOException {
    MessageDigest entries = sha256();
    ByteBuffer numbers = ByteBuffer.allocate(3 * Long.BYTES);
    try (ZipFile zip = new ZipFile(jar.toFile())) {
      Enumeration<? extends ZipEntry> all = zip.entries();
      while (all.hasMoreElements()) {
        ZipEntry entry = all.nextElement();
        if (entry.getCrc() == -1) {
          return false;
        }
        entries.update(entry.getName().getBytes(java.nio.charset.StandardCharsets.UTF_8));
        numbers.clear();
        entries.update(numbers
            .putLong(entry.getCrc())
            .putLong(entry.getSize())
            .putLong(entry.getCompressedSize())
            .array());
      }
    } catch (ZipException e) {
      return false; // not a jar after all: its bytes still tell
    }
    sha.update(entries.digest());
    return true;
  }

  private static List<Path> classFiles(Path directory) throws IOException {
    try (Stream<Path> files = Files.walk(directory)) {
      return files.filter(Files::isRegularFile).sorted().toList();
    }
  }
}
