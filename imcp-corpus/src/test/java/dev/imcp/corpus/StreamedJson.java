package dev.imcp.corpus;

import dev.imcp.runtime.stub.JsonOut;
import dev.imcp.runtime.stub.JsonValued;
import dev.imcp.runtime.stub.SelfWriting;
import dev.imcp.runtime.stub.SelfWritingValue;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.net.URI;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.UUID;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.POJONode;

/**
 * A request as the call path writes it without data-binding ({@link JsonOut#toJson}, the runtime's streaming writer:
 * the generated records' {@code writeMembers}, enums' and union alternatives' {@code value()}, primitive alternatives'
 * {@code writeValue}) against a mapper set up as the runtime's ({@link RuntimeJson}), which reads the same records'
 * Jackson annotations: byte for byte the same JSON. Counts, over the run, the requests compared and the kinds of value
 * the streaming writer would hand to the mapper. Any such value fails the request: a generated one (an
 * enum, a record, a union's alternative) should write itself, and a JDK one (a date type other than those {@code
 * StreamingOut} writes) can only come from a type the generator has newly chosen; either would make a first call
 * build the mapper again.
 */
final class StreamedJson {
  private static int compared;
  private static int withFallback;
  /** Requests that hold an alternative writing its primitive ({@code SelfWritingValue}), which the mapper wrote before. */
  private static int withPrimitiveAlternative;
  /** Marks a kind of value that generated code declares. */
  private static final String GENERATED = "generated: ";
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
    Fallbacks walk = new Fallbacks(fallbacks, new boolean[1]);
    walk.value(request);
    synchronized (FALLBACKS) {
      compared++;
      withFallback += fallbacks.isEmpty() ? 0 : 1;
      withPrimitiveAlternative += walk.primitive()[0] ? 1 : 0;
      fallbacks.forEach(kind -> FALLBACKS.merge(kind, 1, Integer::sum));
    }
    if (!fallbacks.isEmpty()) {
      throw ToolChecks.fail(
          ToolChecks.Failure.STREAMED_JSON,
          "the streaming writer hands " + fallbacks + " to the mapper\n  request: " + request);
    }
  }

  /** The run's figures as lines of a TSV file. */
  static List<String> report() {
    List<String> lines = new ArrayList<>();
    synchronized (FALLBACKS) {
      lines.add("requests compared\t" + compared);
      lines.add("requests with a value the mapper writes\t" + withFallback);
      lines.add("requests with an alternative writing its primitive (SelfWritingValue)\t"
          + withPrimitiveAlternative);
      FALLBACKS.forEach((kind, count) -> lines.add(kind + "\t" + count));
    }
    return lines;
  }

  /**
   * Walks a value as the streaming writer ({@code StreamingOut}, whose internals this module may not use) writes it,
   * noting each value it would hand to the mapper: its kinds in the same order, and what it writes as a string of its
   * own form (URIs, UUIDs, {@code OffsetDateTime}s, {@code LocalDate}s; a kind it learns to write is added here too).
   */
  private record Fallbacks(Set<String> found, boolean[] primitive) implements JsonOut {
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

    @Override
    public void value(long value) {}

    @Override
    public void value(double value) {}

    @Override
    public void value(boolean value) {}

    void value(@Nullable Object value) {
      if (value == null || value instanceof String || value instanceof Boolean) {
        return;
      }
      if (value instanceof Number) {
        if (!isNative(value)) {
          found.add(kind(value.getClass()));
        }
      } else if (value instanceof SelfWriting object) {
        object.writeMembers(this);
      } else if (value instanceof JsonValued valued) {
        value(valued.value());
      } else if (value instanceof SelfWritingValue alternative) {
        primitive[0] = true;
        alternative.writeValue(this);
      } else if (value instanceof JsonNode node) {
        tree(node);
      } else if (value instanceof Map<?, ?> map) {
        map.values().forEach(this::value);
      } else if (value instanceof Collection<?> items) {
        items.forEach(this::value);
      } else if (value instanceof Object[] items) {
        Arrays.asList(items).forEach(this::value);
      } else if (!isString(value)) {
        found.add(kind(value.getClass()));
      }
    }

    /** A tree is written node for node; a node holding a value of the caller's as that value, binary or missing by the mapper. */
    private void tree(JsonNode node) {
      if (node instanceof POJONode pojo) {
        value(pojo.getPojo());
      } else if (node.isContainer()) {
        node.values().forEach(this::tree);
      } else if (node.isBinary() || node.isMissingNode()) {
        found.add(kind(node.getClass()));
      }
    }

    private static boolean isString(Object value) {
      return value instanceof URI
          || value instanceof UUID
          || value instanceof OffsetDateTime
          || value instanceof LocalDate;
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
        return GENERATED + "a union alternative holding a "
            + type.getRecordComponents()[0].getType().getName();
      }
      return type.getName().startsWith("java.") ? type.getName() : GENERATED + type.getName();
    }
  }
}
