package dev.imcp.maven;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/**
 * The plugin runs in Maven's class realms, not as a Java module, so its module boundaries are not checked by javac:
 * this test holds it to the other modules' APIs, as their {@code module-info.java} files do for modular code.
 */
class BoundariesTest {
  @Test
  void thePluginUsesNoOtherModulesInternals() {
    JavaClasses plugin = new ClassFileImporter()
        .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
        .importPackages("dev.imcp.maven");

    noClasses()
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage(
            "dev.imcp.schema.internal..",
            "dev.imcp.runtime.internal..",
            "dev.imcp.codegen.internal..")
        .because("other modules' internal packages are not exported; use their APIs")
        .check(plugin);
  }
}
