package dev.imcp.opentelemetry;

import dev.imcp.testing.ModuleBoundaries;
import org.junit.jupiter.api.Test;

/** This module uses the runtime's API only (its observer seam), never its internals. */
class BoundariesTest {
  @Test
  void usesNoOtherModulesInternals() {
    ModuleBoundaries.check("dev.imcp.opentelemetry");
  }
}
