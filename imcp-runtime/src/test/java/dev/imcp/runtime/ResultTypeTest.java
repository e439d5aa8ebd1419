package dev.imcp.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.imcp.runtime.error.ResultDecodingException;
import dev.imcp.runtime.error.ToolErrorException;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** Known result types for tools that answer with JSON text or binary content, against real servers. */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class ResultTypeTest {
  record Point(double x, double y) {}

  private static McpClient fake;

  @BeforeAll
  static void start() {
    fake = TestServers.connect(TestServers.fake());
  }

  @AfterAll
  static void stop() {
    fake.close();
  }

  private static <T> T echo(String text, ResultType<T> type) {
    return type.decode(fake.callTool("echo", Map.of("message", text)));
  }

  @Test
  void decodesOneValueAndLists() {
    assertThat(echo("{\"x\":1,\"y\":2.5,\"extra\":true}", ResultType.of(Point.class)))
        .isEqualTo(new Point(1, 2.5));
    assertThat(echo("[{\"x\":1,\"y\":2},{\"x\":3,\"y\":4}]", ResultType.listOf(Point.class)))
        .containsExactly(new Point(1, 2), new Point(3, 4));
  }

  record Stamp(java.time.OffsetDateTime at) {}

  @Test
  void dateTimesKeepTheServersOffset() {
    assertThat(echo("{\"at\":\"2025-10-20T09:30:00.000-07:00\"}", ResultType.of(Stamp.class))
            .at())
        .hasToString("2025-10-20T09:30-07:00");
  }

  @Test
  void aSingleObjectIsAListOfOne() {
    assertThat(echo("{\"x\":1,\"y\":2}", ResultType.listOf(Point.class)))
        .containsExactly(new Point(1, 2));
  }

  @Test
  void nullAndMalformedResultsFailNamingToolAndType() {
    assertThatThrownBy(() -> echo("null", ResultType.of(Point.class)))
        .isInstanceOf(ResultDecodingException.class)
        .hasMessage("Cannot decode the result of tool echo on server 'fake' as "
            + Point.class.getName() + ": the tool returned null");
    assertThatThrownBy(() -> echo("[{\"x\":\"one\"}]", ResultType.listOf(Point.class)))
        .isInstanceOf(ResultDecodingException.class)
        .hasMessageStartingWith("Cannot decode the result of tool echo on server 'fake' as List<"
            + Point.class.getName() + ">: ");
    assertThatThrownBy(() -> echo("not json", ResultType.of(Point.class)))
        .isInstanceOf(ResultDecodingException.class);
  }

  @Test
  void aContentTypeTakesTheFirstItemOfThatType() {
    try (McpClient everything = TestServers.connect(TestServers.everything())) {
      Content.Image image = ResultType.of(Content.Image.class)
          .decode(everything.callTool("get-tiny-image", Map.of()));
      assertThat(image.mimeType()).isEqualTo("image/png");
      assertThat(image.bytes()).startsWith(0x89, 'P', 'N', 'G');
    }
    assertThatThrownBy(() -> echo("text only", ResultType.of(Content.Image.class)))
        .isInstanceOf(ResultDecodingException.class)
        .hasMessageContaining(
            "as " + Content.Image.class.getName() + ": it has no such content item");
  }

  @Test
  void translatorReplacesToolErrorsAndABrokenOneKeepsTheOriginal() {
    final class Specific extends ToolErrorException {
      private static final long serialVersionUID = 1L;

      Specific(ToolErrorException error) {
        super(error, "specific: " + error.text());
      }
    }
    try (McpClient client =
        McpClient.stdio(TestServers.fake()).toolErrorTranslator(Specific::new).connect()) {
      assertThatThrownBy(() -> client.callTool("tool-error", null))
          .isInstanceOfSatisfying(Specific.class, e -> {
            assertThat(e.tool()).isEqualTo("tool-error");
            assertThat(e.server()).isEqualTo("fake");
            assertThat(e.result().isError()).isTrue();
          })
          .hasMessage("specific: Tool not found or service not enabled: x");
    }
    try (McpClient client = McpClient.stdio(TestServers.fake())
        .toolErrorTranslator(error -> {
          throw new IllegalStateException("bug");
        })
        .connect()) {
      assertThatThrownBy(() -> client.callTool("tool-error", null))
          .isExactlyInstanceOf(ToolErrorException.class)
          .satisfies(e -> assertThat(e.getSuppressed())
              .singleElement()
              .hasToString("java.lang.IllegalStateException: bug"));
    }
  }

  @Test
  void resultTypesNameWhatTheyDecode() {
    assertThat(ResultType.listOf(Point.class)).hasToString("List<" + Point.class.getName() + ">");
    assertThat(ResultType.of(Point.class)).hasToString(Point.class.getName());
  }
}
