package dev.imcp.codegen;

import java.util.Objects;

/**
 * One generated source file.
 *
 * @param path relative, with {@code /} separators: {@code com/example/EventsFetchRequest.java}
 */
public record GeneratedFile(String path, String content) {
  public GeneratedFile {
    Objects.requireNonNull(path, "path");
    Objects.requireNonNull(content, "content");
  }
}
