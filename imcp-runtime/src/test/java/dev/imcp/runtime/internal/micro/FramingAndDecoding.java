package dev.imcp.runtime.internal.micro;

import dev.imcp.runtime.ToolResult;
import dev.imcp.runtime.internal.base.Json;
import dev.imcp.runtime.internal.session.ToolResults;
import dev.imcp.runtime.internal.transport.LineFramer;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import tools.jackson.databind.JsonNode;

/**
 * A typical response, as bytes off the pipe: framed into a line, parsed from the bytes (as the runtime does), and read
 * into a {@code ToolResult}.
 */
@State(Scope.Thread)
public class FramingAndDecoding {
  /** iMCP's weather_current answer, as it arrives. */
  static final String RESPONSE =
      "{\"jsonrpc\":\"2.0\",\"id\":42,\"result\":{\"content\":[{\"text\":\"{\\\"@context\\\":\\\"https://schema.org\\\","
          + "\\\"@type\\\":\\\"WeatherConditions\\\",\\\"condition\\\":\\\"Partly Cloudy\\\",\\\"temperature\\\":{\\\"@type\\\":\\\"QuantitativeValue\\\","
          + "\\\"unitCode\\\":\\\"CEL\\\",\\\"value\\\":18.1}}\",\"type\":\"text\"}],\"isError\":false}}\n";

  private byte[] bytes;
  private JsonNode last;
  private LineFramer framer;

  @Setup
  public void setUp() {
    bytes = RESPONSE.getBytes(StandardCharsets.UTF_8);
    framer = new LineFramer(16 << 20, new LineFramer.Sink() {
      @Override
      public void line(String line) {
        throw new IllegalStateException("the runtime parses bytes");
      }

      @Override
      public void line(byte[] buffer, int offset, int length) {
        last = Json.mapper().readTree(buffer, offset, length);
      }

      @Override
      public void oversized(long length, String head, String tail) {
        throw new IllegalStateException("oversized");
      }
    });
  }

  @Benchmark
  public ToolResult frameParseAndRead() {
    framer.feed(bytes, 0, bytes.length);
    return ToolResults.parse("bench", "weather_current", last.get("result"), Optional.empty());
  }
}
