package dev.imcp.runtime.internal.http;

import static org.assertj.core.api.Assertions.assertThat;

import dev.imcp.runtime.internal.transport.LineFramer;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class SseEventsTest {
  private final List<String> messages = new ArrayList<>();
  private final LineFramer.Sink sink = new LineFramer.Sink() {
    @Override
    public void line(String line) {
      messages.add(line);
    }

    @Override
    public void line(byte[] bytes, int offset, int length) {
      messages.add(new String(bytes, offset, length, java.nio.charset.StandardCharsets.UTF_8));
    }

    @Override
    public void oversized(long length, String head, String tail) {
      messages.add("oversized " + length + " " + head + "…" + tail);
    }
  };
  private final SseEvents events = new SseEvents(sink, 40);

  private void feed(String... lines) {
    for (String line : lines) {
      events.line(line);
    }
  }

  @Test
  void eachMessageEventIsOneMessageWithItsDataLinesJoined() {
    feed("id: 1", "data: {\"a\":", "data:1}", "", "event: message", "data: {\"b\":2}", "");

    assertThat(messages).containsExactly("{\"a\":\n1}", "{\"b\":2}");
    assertThat(events.lastEventId()).isEqualTo("1");
  }

  @Test
  void commentsPrimingEventsAndOtherEventTypesAreSkipped() {
    feed(
        ": keep-alive",
        "",
        "id: prime-1",
        "data:",
        "",
        "id: 7",
        "",
        "event: ping",
        "data: {\"c\":3}",
        "",
        "data: {\"d\":4}",
        "");

    assertThat(messages).containsExactly("{\"d\":4}");
    assertThat(events.lastEventId()).isEqualTo("7");
  }

  @Test
  void eventFieldsAreReadFromBytesAsTheyCome() {
    feed(
        "event: message",
        "id: \u00e9t\u00e9-2",
        "retry: 250",
        "retry: soon",
        "data:{\"g\":\"\u00e9\"}",
        "");

    assertThat(messages).containsExactly("{\"g\":\"\u00e9\"}");
    assertThat(events.lastEventId()).isEqualTo("\u00e9t\u00e9-2");
    assertThat(events.retryMillis()).isEqualTo(250);
  }

  @Test
  void anEventNotYetEndedByABlankLineIsNotDelivered() {
    feed("data: {\"e\":5}");

    assertThat(messages).isEmpty();
  }

  @Test
  void dataOverTheLimitIsReportedWithItsEdgesAndTheNextEventIsRead() {
    feed(
        "data: {\"id\":9,\"result\":\"" + "x".repeat(30),
        "data: " + "y".repeat(30) + "\"}",
        "",
        "data: {\"f\":6}",
        "");

    assertThat(messages)
        .containsExactly(
            "oversized 81 {\"id\":9,\"result\":\"" + "x".repeat(30) + "…" + "y".repeat(30) + "\"}",
            "{\"f\":6}");
  }

  /**
   * An event's id stays bytes in the thread's buffers while the stream is read; it is made a string when the stream
   * gives them back, only if it may be resumed after it, and then outlives the buffers, which the next stream reuses.
   */
  @Test
  void anIdWantedAfterItsStreamOutlivesTheBuffersTheNextStreamReuses() {
    SseBuffers buffers = SseBuffers.take();
    SseEvents wanted = new SseEvents(sink, 40, buffers);
    wanted.line("id: first-stream");
    wanted.line("id: with\u0000nul");
    wanted.release(true);
    SseEvents answered = new SseEvents(sink, 40, buffers);
    answered.line("id: second");
    answered.release(false);
    SseEvents next = new SseEvents(sink, 40, buffers);
    next.line("id: overwritten-bytes");
    buffers.giveBack();

    assertThat(wanted.lastEventId()).isEqualTo("first-stream");
    assertThat(answered.lastEventId()).isNull();
  }
}
