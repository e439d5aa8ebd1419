package dev.imcp.runtime.internal.http;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.apache.hc.core5.http.HttpException;
import org.apache.hc.core5.http.HttpMessage;
import org.apache.hc.core5.http.impl.DefaultContentLengthStrategy;
import org.apache.hc.core5.http.message.BasicHttpResponse;
import org.junit.jupiter.api.Test;

/** Every head's body length as HttpCore's strategy reads it, and its failures where it fails. */
class LeanContentLengthTest {
  @Test
  void readsEveryHeadAsHttpCoreDoes() throws HttpException {
    String[][] heads = {
      {},
      {"Transfer-Encoding", "chunked"},
      {"Transfer-Encoding", "Chunked"},
      {"Content-Length", "0"},
      {"Content-Length", "1234"},
      {"Content-Length", "42", "Transfer-Encoding", "chunked"},
      {"Content-Length", "9223372036854775807"},
    };
    for (String[] head : heads) {
      HttpMessage message = message(head);
      assertThat(LeanContentLength.INSTANCE.determineLength(message))
          .as(String.join(" ", head))
          .isEqualTo(DefaultContentLengthStrategy.INSTANCE.determineLength(message));
    }
  }

  @Test
  void failsWhereHttpCoreFails() {
    String[][] heads = {
      {"Content-Length", "-1"},
      {"Content-Length", "12a"},
      {"Content-Length", "1", "Content-Length", "2"},
      {"Transfer-Encoding", "gzip"},
      {"Transfer-Encoding", "gzip, chunked"},
    };
    for (String[] head : heads) {
      HttpMessage message = message(head);
      assertThatThrownBy(() -> DefaultContentLengthStrategy.INSTANCE.determineLength(message))
          .as(String.join(" ", head))
          .isInstanceOf(HttpException.class);
      assertThatThrownBy(() -> LeanContentLength.INSTANCE.determineLength(message))
          .as(String.join(" ", head))
          .isInstanceOf(HttpException.class);
    }
  }

  private static HttpMessage message(String... head) {
    BasicHttpResponse message = new BasicHttpResponse(200);
    for (int i = 0; i < head.length; i += 2) {
      message.addHeader(head[i], head[i + 1]);
    }
    return message;
  }
}
