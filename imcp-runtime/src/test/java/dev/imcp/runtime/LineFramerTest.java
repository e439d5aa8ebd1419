package dev.imcp.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import dev.imcp.runtime.internal.transport.LineFramer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class LineFramerTest {
  private final List<String> events = new ArrayList<>();
  private final LineFramer framer = new LineFramer(1024, new LineFramer.Sink() {
    @Override
    public void line(String line) {
      events.add("line " + line);
    }

    @Override
    public void oversized(long length, String head, String tail) {
      events.add("oversized " + length + " " + head.substring(0, 10) + "…"
          + tail.substring(tail.length() - 10));
    }
  });

  private void feed(String text) {
    byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
    framer.feed(bytes, 0, bytes.length);
  }

  @Test
  void joinsLinesSplitAcrossReadsAndDropsCrAndBlankLines() {
    feed("{\"a\":");
    feed("1}\r\n\n  \n{\"b\"");
    feed(":2}\n");

    assertThat(events).containsExactly("line {\"a\":1}", "line {\"b\":2}");
  }

  @Test
  void aLineWithinOneReadReachesABytesSinkWithoutACopyAndOthersAreJoinedFirst() {
    List<String> lines = new ArrayList<>();
    List<Boolean> sameArray = new ArrayList<>();
    byte[] read = "{\"a\":1}\r\n \t\n{\"b\"".getBytes(StandardCharsets.UTF_8);
    LineFramer bytes = new LineFramer(1024, new LineFramer.Sink() {
      @Override
      public void line(String line) {
        throw new AssertionError("the bytes are asked for");
      }

      @Override
      public void line(byte[] buffer, int offset, int length) {
        lines.add(new String(buffer, offset, length, StandardCharsets.UTF_8));
        sameArray.add(buffer == read);
      }

      @Override
      public void oversized(long length, String head, String tail) {}
    });

    bytes.feed(read, 0, read.length);
    byte[] rest = ":2}\n".getBytes(StandardCharsets.UTF_8);
    bytes.feed(rest, 0, rest.length);

    assertThat(lines).containsExactly("{\"a\":1}", "{\"b\":2}");
    assertThat(sameArray).containsExactly(true, false);
  }

  @Test
  void decodesUtf8SplitInsideACharacter() {
    byte[] bytes = "\"é✓\"\n".getBytes(StandardCharsets.UTF_8);
    framer.feed(bytes, 0, 2);
    framer.feed(bytes, 2, bytes.length - 2);

    assertThat(events).containsExactly("line \"é✓\"");
  }

  @Test
  void skipsAnOversizedLineKeepingItsEdgesAndGoesOn() {
    String big = "{\"jsonrpc\":\"2.0\"," + "x".repeat(5000) + ",\"id\":42}";
    feed(big.substring(0, 700));
    feed(big.substring(700) + "\n{\"next\":1}\n");

    assertThat(events)
        .containsExactly(
            "oversized " + big.length() + " {\"jsonrpc\"…x,\"id\":42}", "line {\"next\":1}");
  }

  @Test
  void deliversALastLineWithoutNewlineAtTheEnd() {
    feed("{\"last\":true}");
    assertThat(events).isEmpty();

    framer.finish();

    assertThat(events).containsExactly("line {\"last\":true}");
  }
}
