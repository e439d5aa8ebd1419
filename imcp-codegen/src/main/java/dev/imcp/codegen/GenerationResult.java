package dev.imcp.codegen;

import dev.imcp.schema.Diagnostic;
import java.util.List;

/**
 * What the generator produced: the files, sorted by path, and the warnings (constructs typed as any JSON or constraints
 * not checked), each with its tool and JSON pointer.
 *
 * @param files the files; sorted by path
 * @param warnings constructs typed as any JSON or constraints not checked, each with its tool and JSON pointer
 */
public record GenerationResult(List<GeneratedFile> files, List<Diagnostic> warnings) {
  /**
   * Sorts the files and copies the lists.
   *
   * @param files the files; sorted by path
   * @param warnings constructs typed as any JSON or constraints not checked, each with its tool and JSON pointer
   */
  public GenerationResult {
    files = files.stream()
        .sorted(java.util.Comparator.comparing(GeneratedFile::path))
        .toList();
    warnings = List.copyOf(warnings);
  }
}
