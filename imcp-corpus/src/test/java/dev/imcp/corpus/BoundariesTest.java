package dev.imcp.corpus;

import dev.imcp.testing.ModuleBoundaries;
import org.junit.jupiter.api.Test;

/** The corpus tests use the runtime and the generator as a user does: through their exported packages only. */
class BoundariesTest {
  @Test
  void usesNoOtherModulesInternals() {
    ModuleBoundaries.check("dev.imcp.corpus");
  }
}
