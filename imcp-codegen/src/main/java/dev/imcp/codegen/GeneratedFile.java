package dev.imcp.codegen;

import java.util.Objects;

/**
 * One generated source file.
 *
 * @param path relative, with {@code /} separators: {@code com/example/EventsFetchRequest.java}
 * @param content the Java source
 */
public record GeneratedFile(String path, String content) {
  /**
   * Checks that no component is null.
   *
   * @param path relative, with {@code /} separators
   * @param content the Java source
   */
  public GeneratedFile {
    Objects.requireNonNull(path, "path");
    Objects.requireNonNull(content, "content");
  }
}
