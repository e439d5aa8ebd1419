package dev.imcp.build;

import static org.assertj.core.api.Assertions.assertThat;

import dev.imcp.testing.ModuleBoundaries;
import java.lang.module.ModuleDescriptor;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * javac holds this module's main code to the other modules' exported packages (module-info.java); its tests are
 * compiled against modules it need not require, where javac does not check: this holds both. The module is shared by
 * the two build front ends and by nothing else, and needs neither Maven nor a command-line parser.
 */
class BoundariesTest {
  private static ModuleDescriptor descriptor() {
    return ModuleBoundaries.compiled("dev.imcp.build");
  }

  @Test
  void usesNoOtherModulesInternals() {
    ModuleBoundaries.check("dev.imcp.build");
  }

  @Test
  void exportsItsPackageToThePluginTheCliAndTheColdBenchmarkOnly() {
    assertThat(descriptor().exports()).singleElement().satisfies(exports -> {
      assertThat(exports.source()).isEqualTo("dev.imcp.build");
      // The benchmarks' ColdGeneration times the generate goal's own path (SourceGeneration).
      assertThat(exports.targets())
          .isEqualTo(Set.of("dev.imcp.maven", "dev.imcp.cli", "dev.imcp.bench"));
    });
  }

  @Test
  void readsNeitherMavenNorAParser() {
    assertThat(descriptor().requires().stream().map(ModuleDescriptor.Requires::name))
        .noneMatch(name -> name.startsWith("maven") || name.startsWith("org.apache.maven"))
        .doesNotContain("info.picocli");
  }
}
