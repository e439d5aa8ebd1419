package dev.imcp.corpus;

import dev.imcp.runtime.stub.JsonOut;
import dev.imcp.runtime.stub.JsonValued;
import dev.imcp.runtime.stub.SelfWriting;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.jspecify.annotations.Nullable;

/**
 * A request as the call path writes it without data-binding ({@link JsonOut#toJson}, the runtime's streaming writer:
 * the generated records' {@code writeMembers}, enums' and union alternatives' {@code value()}) against a mapper set up
 * as the runtime's ({@link RuntimeJson}), which reads the same records' Jackson annotations: byte for byte the same JSON. Counts, over the run, the requests compared and the
 * kinds of value the streaming writer still hands to the mapper.
 */
final class StreamedJson {
  private static int compared;
  private static int withFallback;
  /** Each kind of value handed to the mapper, and in how many requests. */
  private static final Map<String, Integer> FALLBACKS = new TreeMap<>();

  private StreamedJson() {}

  /** Fails (as {@code STREAMED_JSON}) unless the streamed JSON of {@code request} is the mapper's. */
  static void check(Object request) {
    if (!(request instanceof SelfWriting)) {
      throw ToolChecks.fail(
          ToolChecks.Failure.STREAMED_JSON,
          request.getClass().getName() + " does not write itself (SelfWriting)");
    }
    String mapper = RuntimeJson.MAPPER.writeValueAsString(request);
    String streamed = JsonOut.toJson(request);
    if (!streamed.equals(mapper)) {
      throw ToolChecks.fail(
          ToolChecks.Failure.STREAMED_JSON,
          "streamed " + streamed + "\n  the mapper " + mapper + "\n  request: " + request);
    }
    Set<String> fallbacks = new TreeSet<>();
    new Fallbacks(fallbacks).value(request);
    synchronized (FALLBACKS) {
      compared++;
      withFallback += fallbacks.isEmpty() ? 0 : 1;
      fallbacks.forEach(kind -> FALLBACKS.merge(kind, 1, Integer::sum));
    }
  }

  /** The run's figures as lines of a TSV file. */
  static List<String> report() {
    List<String> lines = new ArrayList<>();
    synchronized (FALLBACKS) {
      lines.add("requests compared\t" + compared);
      lines.add("requests with a value the mapper writes\t" + withFallback);
      FALLBACKS.forEach((kind, count) -> lines.add(kind + "\t" + count));
    }
    return lines;
  }

  /** Walks a value as the streaming writer writes it, noting what it would hand to the mapper. */
  private record Fallbacks(Set<String> found) implements JsonOut {
    @Override
    public void member(String name, @Nullable Object value) {
      value(value);
    }

    @Override
    public void members(Map<String, ? extends @Nullable Object> members) {
      members.values().forEach(this::value);
    }

    @Override
    public void member(String name, long value) {}

    @Override
    public void member(String name, double value) {}

    @Override
    public void member(String name, boolean value) {}

    void value(@Nullable Object value) {
      if (value == null || value instanceof String || value instanceof Boolean) {
        return;
      }
      if (value instanceof SelfWriting object) {
        object.writeMembers(this);
      } else if (value instanceof JsonValued valued) {
        value(valued.value());
      } else if (value instanceof Map<?, ?> map) {
        map.values().forEach(this::value);
      } else if (value instanceof Iterable<?> items) {
        items.forEach(this::value);
      } else if (value instanceof Object[] items) {
        Arrays.asList(items).forEach(this::value);
      } else if (!isNative(value)) {
        found.add(kind(value.getClass()));
      }
    }

    private static boolean isNative(Object value) {
      return value instanceof Integer
          || value instanceof Long
          || value instanceof Short
          || value instanceof Byte
          || value instanceof Double
          || value instanceof Float
          || value instanceof BigDecimal
          || value instanceof BigInteger;
    }

    /** A JDK class by name; a generated one by what it is (a union's alternative holding a primitive). */
    private static String kind(Class<?> type) {
      if (type.isRecord() && type.getRecordComponents().length == 1) {
        return "a union alternative holding a "
            + type.getRecordComponents()[0].getType().getName();
      }
      return type.getName();
    }
  }
}
