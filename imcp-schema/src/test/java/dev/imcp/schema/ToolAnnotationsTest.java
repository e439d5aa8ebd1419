package dev.imcp.schema;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.node.JsonNodeFactory;

class ToolAnnotationsTest {
  private static final Optional<Boolean> NO = Optional.empty();

  @Test
  void onlyAnnotationsWithNoFieldKnownOrNotAreEmpty() {
    assertThat(ToolAnnotations.none().isEmpty()).isTrue();
    assertThat(new ToolAnnotations(Optional.empty(), NO, NO, NO, NO, Map.of()).isEmpty())
        .isTrue();

    assertThat(new ToolAnnotations(Optional.of("Echo"), NO, NO, NO, NO, Map.of()).isEmpty())
        .isFalse();
    assertThat(new ToolAnnotations(Optional.empty(), Optional.of(false), NO, NO, NO, Map.of())
            .isEmpty())
        .isFalse();
    assertThat(new ToolAnnotations(Optional.empty(), NO, Optional.of(true), NO, NO, Map.of())
            .isEmpty())
        .isFalse();
    assertThat(new ToolAnnotations(Optional.empty(), NO, NO, Optional.of(true), NO, Map.of())
            .isEmpty())
        .isFalse();
    assertThat(new ToolAnnotations(Optional.empty(), NO, NO, NO, Optional.of(false), Map.of())
            .isEmpty())
        .isFalse();
    assertThat(new ToolAnnotations(
                Optional.empty(),
                NO,
                NO,
                NO,
                NO,
                Map.of("x-vendor", JsonNodeFactory.instance.booleanNode(true)))
            .isEmpty())
        .isFalse();
  }
}
