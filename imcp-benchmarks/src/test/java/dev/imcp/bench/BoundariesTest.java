package dev.imcp.bench;

import dev.imcp.testing.ModuleBoundaries;
import org.junit.jupiter.api.Test;

/**
 * The benchmarks are no Java module: JMH ({@code jmh-core}) and async-profiler have no module names, so a descriptor
 * would require names derived from their jar files. javac does not check their boundaries: this test holds them, main
 * code (the generated client too) and tests, to the other modules' APIs. imcp-runtime's own microbenchmarks, which
 * measure its internal classes, live in its test tree, inside its module.
 */
class BoundariesTest {
  @Test
  void theBenchmarksUseNoOtherModulesInternals() {
    ModuleBoundaries.check("dev.imcp.bench");
  }
}
