package dev.imcp.runtime.internal.http;

import static org.assertj.core.api.Assertions.assertThat;

import dev.imcp.runtime.internal.transport.MessageHead;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** The 2026-07-28 Streamable HTTP value encoding, with the examples of the specification's table. */
class McpHeaderValueTest {
  /** Plain ASCII goes as it is; anything else as base64 of its UTF-8. */
  static Stream<Arguments> theSpecificationsTable() {
    return Stream.of(
        Arguments.of("us-west1", "us-west1"),
        Arguments.of("get weather", "get weather"),
        Arguments.of("file:///projects/myapp/config.json", "file:///projects/myapp/config.json"),
        Arguments.of("Hello, 世界", "=?base64?SGVsbG8sIOS4lueVjA==?="),
        Arguments.of(" padded ", "=?base64?IHBhZGRlZCA=?="),
        Arguments.of("line1\nline2", "=?base64?bGluZTEKbGluZTI=?="),
        Arguments.of("=?base64?literal?=", "=?base64?PT9iYXNlNjQ/bGl0ZXJhbD89?="));
  }

  @ParameterizedTest
  @MethodSource("theSpecificationsTable")
  void aValueIsEncodedAsTheSpecificationsTableSays(String value, String header) {
    assertThat(McpHeaderValue.of(value)).isEqualTo(header);
  }

  @Test
  void theHeadOfAMessageIsReadWithoutItsArguments() {
    MessageHead call = MessageHead.read(
        ("{\"jsonrpc\":\"2.0\",\"id\":7,\"method\":\"tools/call\",\"params\":{\"arguments\":"
                + "{\"name\":\"not this\"},\"name\":\"echo\"}}")
            .getBytes(java.nio.charset.StandardCharsets.UTF_8));
    MessageHead read = MessageHead.read(
        "{\"jsonrpc\":\"2.0\",\"id\":8,\"method\":\"resources/read\",\"params\":{\"uri\":\"file:///a\",\"name\":\"x\"}}");
    MessageHead cancel = MessageHead.read(
        "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/cancelled\",\"params\":{\"requestId\":7}}");
    MessageHead answer = MessageHead.read("{\"result\":{},\"jsonrpc\":\"2.0\",\"id\":7}");

    assertThat(call.id()).isEqualTo(7L);
    assertThat(call.mcpName()).isEqualTo("echo");
    assertThat(read.mcpName()).isEqualTo("file:///a");
    assertThat(cancel.cancelled()).isEqualTo(7L);
    assertThat(cancel.isRequest()).isFalse();
    assertThat(answer.response()).isTrue();
    assertThat(answer.id()).isEqualTo(7L);
  }
}
