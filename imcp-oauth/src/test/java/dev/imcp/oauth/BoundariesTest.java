package dev.imcp.oauth;

import dev.imcp.testing.ModuleBoundaries;
import org.junit.jupiter.api.Test;

/** No use of another module's internal packages, in main code or tests (the runtime's included). */
class BoundariesTest {
  @Test
  void usesNoOtherModulesInternals() {
    ModuleBoundaries.check("dev.imcp.oauth");
  }
}
