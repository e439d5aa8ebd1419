package dev.imcp.demo;

import dev.imcp.testing.ModuleBoundaries;
import org.junit.jupiter.api.Test;

/**
 * javac holds this module's main code to the other modules' exported packages (module-info.java); its tests are
 * compiled against modules it need not require, where javac does not check: this holds both.
 */
class BoundariesTest {
  @Test
  void usesNoOtherModulesInternals() {
    ModuleBoundaries.check("dev.imcp.demo");
  }
}
