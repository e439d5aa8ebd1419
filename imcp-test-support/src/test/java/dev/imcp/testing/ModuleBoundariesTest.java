package dev.imcp.testing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.lang.EvaluationResult;
import dev.imcp.testing.sample.other.internal.Hidden;
import dev.imcp.testing.sample.own.UsesOtherInternals;
import dev.imcp.testing.sample.own.UsesOwnInternals;
import dev.imcp.testing.sample.own.internal.OwnHidden;
import org.junit.jupiter.api.Test;

class ModuleBoundariesTest {
  private static final String OWN = "dev.imcp.testing.sample.own";

  @Test
  void aModuleMayUseItsOwnInternals() {
    JavaClasses classes =
        new ClassFileImporter().importClasses(UsesOwnInternals.class, OwnHidden.class);

    assertThat(ModuleBoundaries.noOtherModulesInternals(OWN).evaluate(classes).hasViolation())
        .isFalse();
  }

  @Test
  void aModuleUsingAnothersInternalsFailsNamingTheClassAndTheCall() {
    JavaClasses classes =
        new ClassFileImporter().importClasses(UsesOtherInternals.class, Hidden.class);

    EvaluationResult result = ModuleBoundaries.noOtherModulesInternals(OWN).evaluate(classes);

    assertThat(result.hasViolation()).isTrue();
    assertThat(result.getFailureReport().getDetails())
        .containsExactly("Method <" + UsesOtherInternals.class.getName()
            + ".value()> calls method <" + Hidden.class.getName() + ".value()> in ("
            + "UsesOtherInternals.java:11)");
  }

  @Test
  void theCompiledDescriptorIsThisModulesAsBuilt() {
    assertThat(ModuleBoundaries.compiled("dev.imcp.testing").exports())
        .extracting(Object::toString)
        .containsExactly("dev.imcp.testing");
  }

  @Test
  void askingForAnotherModulesCompiledDescriptorFailsNamingIt() {
    assertThatThrownBy(() -> ModuleBoundaries.compiled("dev.imcp.cli"))
        .isInstanceOf(AssertionError.class)
        .hasMessage("target/classes holds no module dev.imcp.cli");
  }
}
