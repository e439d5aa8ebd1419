package dev.imcp.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The floor's byte framing: lines split across reads, several in one read, long ones. */
class RawEchoClientTest {
  @Test
  void framesLinesWhateverTheReadsSplitThem() throws IOException {
    String longLine = "{\"text\":\"" + "é".repeat(20_000) + "\"}";
    String stream = "{\"id\":1}\n{\"id\":2}\n\n" + longLine + "\n{\"id\":3}\n";
    for (int chunk : new int[] {1, 3, 7, 100, 65536}) {
      List<String> lines = new ArrayList<>();
      RawEchoClient.frame(
          chunked(stream.getBytes(StandardCharsets.UTF_8), chunk),
          (bytes, offset, length) ->
              lines.add(new String(bytes, offset, length, StandardCharsets.UTF_8)));

      assertThat(lines)
          .as("read %d bytes at a time", chunk)
          .containsExactly("{\"id\":1}", "{\"id\":2}", "", longLine, "{\"id\":3}");
    }
  }

  /** A stream that returns at most {@code chunk} bytes per read, as a pipe may. */
  private static InputStream chunked(byte[] bytes, int chunk) {
    return new ByteArrayInputStream(bytes) {
      @Override
      public synchronized int read(byte[] into, int offset, int length) {
        return super.read(into, offset, Math.min(chunk, length));
      }
    };
  }
}
