package dev.imcp.maven;

import static org.assertj.core.api.Assertions.assertThat;

import dev.imcp.testing.ModuleBoundaries;
import java.lang.module.ModuleDescriptor;
import org.junit.jupiter.api.Test;

/**
 * javac holds the plugin's main code to the other modules' exported packages (module-info.java, compiled with
 * maven-plugin-api and maven-settings patched into maven-core, which share a package each with it); its tests are
 * compiled against modules it need not require, where javac does not check: this holds both. Maven itself loads the
 * plugin in a class realm and never reads the descriptor, so nothing at run time would notice one that went missing.
 */
class BoundariesTest {
  @Test
  void thePluginUsesNoOtherModulesInternals() {
    ModuleBoundaries.check("dev.imcp.maven");
  }

  @Test
  void theModuleExportsTheGoalsPackageOnly() {
    ModuleDescriptor module = ModuleBoundaries.compiled("dev.imcp.maven");

    assertThat(module.exports().stream().map(ModuleDescriptor.Exports::toString))
        .containsExactly("dev.imcp.maven");
    assertThat(module.packages()).contains("dev.imcp.maven.internal", "dev.imcp.maven.help");
  }
}
