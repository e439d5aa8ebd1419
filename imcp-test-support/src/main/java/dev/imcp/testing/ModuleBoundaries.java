package dev.imcp.testing;

import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideOutsideOfPackage;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.lang.ArchRule;
import java.lang.module.ModuleDescriptor;
import java.lang.module.ModuleFinder;
import java.lang.module.ModuleReference;
import java.nio.file.Path;

/**
 * No module uses another module's {@code internal} packages. javac holds the main code of modules with a {@code
 * module-info.java} to this, but not their tests (compiled against modules the main code need not require) nor the
 * modules that cannot have one (the Maven plugin, the benchmarks: see their tests); every module's {@code
 * BoundariesTest} checks its main code and tests with this rule.
 */
public final class ModuleBoundaries {
  private ModuleBoundaries() {}

  /** The rule for the classes in {@code ownPackage} and below: no dependency on {@code dev.imcp.*.internal} outside it. */
  public static ArchRule noOtherModulesInternals(String ownPackage) {
    return noClasses()
        .that()
        .resideInAPackage(ownPackage + "..")
        .should()
        .dependOnClassesThat(
            resideInAPackage("dev.imcp..internal..").and(resideOutsideOfPackage(ownPackage + "..")))
        .because("other modules' internal packages are not exported; use their APIs");
  }

  /** Checks every class in {@code ownPackage} and below on the class path, main code and tests. */
  public static void check(String ownPackage) {
    noOtherModulesInternals(ownPackage).check(new ClassFileImporter().importPackages(ownPackage));
  }

  /**
   * {@return the descriptor of module {@code name} as this module's build compiled it, in {@code target/classes}}
   *
   * @throws AssertionError when that is another module, or none
   */
  public static ModuleDescriptor compiled(String name) {
    return ModuleFinder.of(Path.of("target/classes"))
        .find(name)
        .map(ModuleReference::descriptor)
        .orElseThrow(() -> new AssertionError("target/classes holds no module " + name));
  }
}
