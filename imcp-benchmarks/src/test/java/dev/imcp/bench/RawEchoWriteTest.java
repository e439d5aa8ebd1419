package dev.imcp.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedOutputStream;
import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.ObjectWriteContext;

/** The floor's call leaves in one write: the generator does not flush the buffered stdin before the newline. */
class RawEchoWriteTest {
  @Test
  void aCallAndItsNewlineLeaveInOneWrite() throws Exception {
    List<String> writes = new ArrayList<>();
    OutputStream pipe = new OutputStream() {
      @Override
      public void write(int b) {
        writes.add(String.valueOf((char) b));
      }

      @Override
      public void write(byte[] bytes, int offset, int length) {
        writes.add(new String(bytes, offset, length, StandardCharsets.UTF_8));
      }
    };
    // As Process.getOutputStream() is: a BufferedOutputStream over the pipe.
    OutputStream stdin = new BufferedOutputStream(pipe, 8192);

    try (JsonGenerator json =
        RawEchoClient.JSON.createGenerator(ObjectWriteContext.empty(), stdin)) {
      RawEchoClient.writeEchoCall(json, 7, "hi", false);
    }
    stdin.write('\n');
    stdin.flush();

    ByteArrayOutputStream expected = new ByteArrayOutputStream();
    try (JsonGenerator json =
        RawEchoClient.JSON.createGenerator(ObjectWriteContext.empty(), expected)) {
      RawEchoClient.writeEchoCall(json, 7, "hi", false);
    }
    assertThat(writes).containsExactly(expected.toString(StandardCharsets.UTF_8) + "\n");
  }
}
