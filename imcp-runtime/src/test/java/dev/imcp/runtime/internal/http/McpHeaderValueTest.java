package dev.imcp.runtime.internal.http;

import static org.assertj.core.api.Assertions.assertThat;

import dev.imcp.runtime.internal.transport.MessageHead;
import org.junit.jupiter.api.Test;

/** The 2026-07-28 Streamable HTTP value encoding, with the examples of the specification's table. */
class McpHeaderValueTest {
  @Test
  void plainAsciiGoesAsItIs() {
    assertThat(McpHeaderValue.of("us-west1")).isEqualTo("us-west1");
    assertThat(McpHeaderValue.of("get weather")).isEqualTo("get weather");
    assertThat(McpHeaderValue.of("file:///projects/myapp/config.json"))
        .isEqualTo("file:///projects/myapp/config.json");
  }

  @Test
  void anythingElseGoesAsBase64OfItsUtf8() {
    assertThat(McpHeaderValue.of("Hello, 世界")).isEqualTo("=?base64?SGVsbG8sIOS4lueVjA==?=");
    assertThat(McpHeaderValue.of(" padded ")).isEqualTo("=?base64?IHBhZGRlZCA=?=");
    assertThat(McpHeaderValue.of("line1\nline2")).isEqualTo("=?base64?bGluZTEKbGluZTI=?=");
    assertThat(McpHeaderValue.of("=?base64?literal?="))
        .isEqualTo("=?base64?PT9iYXNlNjQ/bGl0ZXJhbD89?=");
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
