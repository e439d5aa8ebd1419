package dev.imcp.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

class CallOptionsTest {
  private final Consumer<Progress> listener = progress -> {};

  @Test
  void overridesReplaceOnlyTheSettingsTheyHave() {
    CallOptions service = CallOptions.defaults()
        .withTimeout(Duration.ofSeconds(20))
        .withCorrelationId("service")
        .withTimeoutResetOnProgress(Duration.ofMinutes(2));

    CallOptions merged = service.withOverrides(
        CallOptions.defaults().withProgress(listener).withCorrelationId("call"));

    assertThat(merged.timeout()).contains(Duration.ofSeconds(20));
    assertThat(merged.maxTotalTimeout()).contains(Duration.ofMinutes(2));
    assertThat(merged.progress()).containsSame(listener);
    assertThat(merged.correlationId()).contains("call");
    assertThat(merged.toolErrors()).isEmpty();
  }

  @Test
  void aPerCallTimeoutWinsOverTheServicesAndNoOverridesChangeNothing() {
    CallOptions service = CallOptions.defaults()
        .withTimeout(Duration.ofSeconds(20))
        .withToolErrors(ToolErrors.RETURN);

    assertThat(service
            .withOverrides(CallOptions.defaults().withTimeout(Duration.ofSeconds(3)))
            .timeout())
        .contains(Duration.ofSeconds(3));
    assertThat(service
            .withOverrides(CallOptions.defaults().withTimeout(Duration.ofSeconds(3)))
            .toolErrors())
        .contains(ToolErrors.RETURN);
    assertThat(service.withOverrides(CallOptions.defaults())).isSameAs(service);
  }
}
