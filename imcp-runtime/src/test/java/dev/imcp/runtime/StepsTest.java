package dev.imcp.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatNullPointerException;

import dev.imcp.runtime.stub.Steps;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class StepsTest {
  @Test
  void aValueThereGivesTheNextStep() {
    assertThat(Steps.next("t", "title", () -> "next")).isEqualTo("next");
  }

  @Test
  void nullIsRefusedByNameAndTheNextStepIsNeverMade() {
    AtomicInteger made = new AtomicInteger();

    assertThatNullPointerException()
        .isThrownBy(() -> Steps.next(null, "title", made::incrementAndGet))
        .withMessage("title");
    assertThat(made).hasValue(0);
  }
}
