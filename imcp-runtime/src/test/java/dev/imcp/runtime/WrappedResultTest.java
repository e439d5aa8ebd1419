package dev.imcp.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.imcp.runtime.error.ResultDecodingException;
import dev.imcp.runtime.stub.TypeToken;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * FastMCP's wrapped results ({@code {"result": …}}, {@code x-fastmcp-wrap-result}) read as the value, from {@code
 * structuredContent} or, without it, from the text FastMCP writes unwrapped. The whole round trip against a real
 * FastMCP server is {@code FastMcpWrappedResultsTest} in imcp-codegen.
 */
class WrappedResultTest {
  private static ToolResult structured(Object value) {
    Map<String, Object> wrapper = new HashMap<>();
    wrapper.put("result", value);
    return ToolResult.builder("fastmcp", "count")
        .content(List.of(new Content.Text(String.valueOf(value))))
        .structuredContent(wrapper)
        .build();
  }

  private static ToolResult text(String text) {
    return ToolResult.builder("fastmcp", "count")
        .content(List.of(new Content.Text(text)))
        .build();
  }

  @Test
  void theMemberIsTheValue() {
    assertThat(ResultType.wrapped("result", new TypeToken<Long>() {}).decode(structured(3)))
        .isEqualTo(3L);
    assertThat(ResultType.wrapped("result", new TypeToken<List<String>>() {})
            .decode(structured(List.of("a", "b"))))
        .containsExactly("a", "b");
    assertThat(ResultType.wrapped("result", new TypeToken<Boolean>() {}).decode(structured(true)))
        .isTrue();
  }

  @Test
  void withoutStructuredContentTheTextIsTheValue() {
    assertThat(ResultType.wrapped("result", new TypeToken<List<Long>>() {}).decode(text("[1,2]")))
        .containsExactly(1L, 2L);
  }

  @Test
  void nullIsAFailureUnlessTheSchemaAllowsIt() {
    assertThat(
            ResultType.wrappedOrNull("result", new TypeToken<Long>() {}).decode(structured(null)))
        .isNull();
    assertThatThrownBy(
            () -> ResultType.wrapped("result", new TypeToken<Long>() {}).decode(structured(null)))
        .isInstanceOf(ResultDecodingException.class)
        .hasMessageContaining("count")
        .hasMessageContaining("java.lang.Long")
        .hasMessageContaining("the tool returned null");
  }

  @Test
  void aMissingMemberOrAWrongTypeFailsNamingToolAndType() {
    ToolResult unwrapped = ToolResult.builder("fastmcp", "count")
        .structuredContent(Map.of("count", 3))
        .build();
    assertThatThrownBy(
            () -> ResultType.wrapped("result", new TypeToken<Long>() {}).decode(unwrapped))
        .isInstanceOf(ResultDecodingException.class)
        .hasMessageContaining("count")
        .hasMessageContaining("JSON object without the member 'result'");
    assertThatThrownBy(() ->
            ResultType.wrapped("result", new TypeToken<Long>() {}).decode(structured("three")))
        .isInstanceOf(ResultDecodingException.class)
        .hasMessageContaining("java.lang.Long");
  }
}
