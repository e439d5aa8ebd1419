package dev.imcp.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import dev.imcp.runtime.error.ToolErrorException;
import java.util.List;
import org.junit.jupiter.api.Test;

class ToolErrorExceptionTest {
  /** What an SDK's translator makes: the same error, named for its cause. */
  private static final class AccessDenied extends ToolErrorException {
    private static final long serialVersionUID = 1L;

    AccessDenied(ToolErrorException error) {
      super(error, "Access denied: " + error.text());
    }
  }

  @Test
  void aTranslatedErrorKeepsTheOriginalsCauseSuppressedFailuresAndResult() {
    ToolResult result = ToolResult.builder("srv", "read")
        .isError(true)
        .content(List.of(new Content.Text("no access")))
        .build();
    ToolErrorException original = new ToolErrorException("srv", "read", result);
    IllegalStateException cause = new IllegalStateException("the socket said so");
    original.initCause(cause);
    original.addSuppressed(new RuntimeException("a translator before failed"));

    AccessDenied translated = new AccessDenied(original);

    assertThat(translated).hasMessage("Access denied: no access").hasCause(cause);
    assertThat(translated.getSuppressed())
        .extracting(Throwable::getMessage)
        .containsExactly("a translator before failed");
    assertThat(translated.result()).isSameAs(result);
    assertThat(translated.tool()).isEqualTo("read");
  }
}
