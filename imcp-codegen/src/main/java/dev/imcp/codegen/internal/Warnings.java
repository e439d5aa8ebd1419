package dev.imcp.codegen.internal;

import dev.imcp.schema.Diagnostic;
import java.util.Comparator;
import java.util.List;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;

/**
 * What the emitters could not type in full (each part then holds JSON), collected from every core and handed out in
 * one stable order, so that the same snapshot always gives the same warnings.
 */
final class Warnings {
  private final Queue<Diagnostic> found = new ConcurrentLinkedQueue<>();

  void add(String tool, String pointer, String message) {
    found.add(Diagnostic.atTool(tool, pointer, message));
  }

  List<Diagnostic> sorted() {
    return found.stream()
        .distinct()
        .sorted(Comparator.comparing((Diagnostic d) -> d.tool().orElse(""))
            .thenComparing(Diagnostic::pointer)
            .thenComparing(Diagnostic::message))
        .toList();
  }
}
