package dev.imcp.build;

import dev.imcp.codegen.GeneratedFile;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

/**
 * Generated sources as one archive, for builds that take sources as a file (Bazel's {@code .srcjar}), as protoc's
 * {@code --java_out=x.srcjar} does: entries sorted, every time stamp the same, so that the same sources make the same
 * bytes; the file is rewritten only when they differ.
 */
final class SourceJar {
  /** One fixed time for every entry, as local time: the same bytes in every time zone. */
  static final LocalDateTime TIME = LocalDateTime.of(2000, 1, 1, 0, 0);

  private SourceJar() {}

  /** Whether {@code output} names an archive rather than a directory. */
  static boolean isArchive(Path output) {
    String name = output.getFileName() == null
        ? ""
        : output.getFileName().toString().toLowerCase(Locale.ROOT);
    return name.endsWith(".srcjar") || name.endsWith(".jar") || name.endsWith(".zip");
  }

  /** @return whether the file was written (false: it held these bytes already) */
  static boolean write(List<GeneratedFile> files, Path archive) throws IOException {
    byte[] bytes = bytes(files);
    if (Files.isRegularFile(archive) && Arrays.equals(Files.readAllBytes(archive), bytes)) {
      return false;
    }
    Path directory = archive.toAbsolutePath().getParent();
    if (directory != null) {
      Files.createDirectories(directory);
    }
    Files.write(archive, bytes);
    return true;
  }

  private static byte[] bytes(List<GeneratedFile> files) throws IOException {
    ByteArrayOutputStream buffer = new ByteArrayOutputStream();
    try (ZipOutputStream zip = new ZipOutputStream(buffer)) {
      for (GeneratedFile file :
          files.stream().sorted(Comparator.comparing(GeneratedFile::path)).toList()) {
        ZipEntry entry = new ZipEntry(file.path().replace('\\', '/'));
        entry.setTimeLocal(TIME);
        zip.putNextEntry(entry);
        zip.write(file.content().getBytes(StandardCharsets.UTF_8));
        zip.closeEntry();
      }
    }
    return buffer.toByteArray();
  }
}
