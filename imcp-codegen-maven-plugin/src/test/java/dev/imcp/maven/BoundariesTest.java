package dev.imcp.maven;

import dev.imcp.testing.ModuleBoundaries;
import org.junit.jupiter.api.Test;

/**
 * The plugin cannot be a Java module: Maven loads it in class realms, and its Maven dependencies have no module names
 * (maven-plugin-api and maven-core are filename-named automatic modules that both hold {@code
 * org.apache.maven.plugin}, a split package no module may read twice). So javac does not check its boundaries: this
 * test holds it, main code and tests, to the other modules' APIs, as their {@code module-info.java} files do for
 * modular code.
 */
class BoundariesTest {
  @Test
  void thePluginUsesNoOtherModulesInternals() {
    ModuleBoundaries.check("dev.imcp.maven");
  }
}
