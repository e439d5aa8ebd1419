package dev.imcp.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.imcp.testing.ModuleBoundaries;
import org.junit.jupiter.api.Test;

/**
 * javac holds this module's main code to the other modules' exported packages (module-info.java); its tests are
 * compiled against modules it need not require, where javac does not check: this holds both. An application: it
 * exports nothing.
 */
class BoundariesTest {
  @Test
  void usesNoOtherModulesInternals() {
    ModuleBoundaries.check("dev.imcp.cli");
  }

  @Test
  void exportsNothing() {
    assertThat(ModuleBoundaries.compiled("dev.imcp.cli").exports()).isEmpty();
  }
}
