package dev.imcp.build;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class FailOnTest {
  @Test
  void anyCaseIsAccepted() throws BuildException {
    assertThat(FailOn.parse("Any", TestDialect.INSTANCE)).isEqualTo(FailOn.ANY);
    assertThat(FailOn.parse(" BREAKING ", TestDialect.INSTANCE)).isEqualTo(FailOn.BREAKING);
    assertThat(FailOn.parse("none", TestDialect.INSTANCE)).isEqualTo(FailOn.NONE);
  }

  @Test
  void anotherWordListsTheValues() {
    assertThatThrownBy(() -> FailOn.parse("sometimes", TestDialect.INSTANCE))
        .isInstanceOfSatisfying(
            BuildException.class,
            e -> assertThat(e.kind()).isEqualTo(BuildException.Kind.CONFIGURATION))
        .hasMessage(
            "--fail-on is 'sometimes', which is not one of its values: breaking, any, none (in any "
                + "case); give --fail-on breaking");
  }
}
