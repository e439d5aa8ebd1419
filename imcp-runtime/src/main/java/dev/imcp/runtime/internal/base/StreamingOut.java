package dev.imcp.runtime.internal.base;

import dev.imcp.runtime.stub.JsonOut;
import dev.imcp.runtime.stub.JsonValued;
import dev.imcp.runtime.stub.SelfWriting;
import dev.imcp.runtime.stub.SelfWritingValue;
import dev.imcp.schema.json.JsonTrees;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.net.URI;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.time.format.DateTimeFormatter;
import java.util.Arrays;
import java.util.Collection;
import java.util.Map;
import java.util.UUID;
import java.util.function.BiConsumer;
import org.jspecify.annotations.Nullable;
import tools.jackson.core.JacksonException;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.TokenStreamContext;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.SerializationContext;
import tools.jackson.databind.node.POJONode;

/**
 * Writes plain values and {@link SelfWriting} objects with Jackson's streaming generator alone, as the runtime's mapper
 * would write them; what it does not know (the caller's own classes, dates other than {@code OffsetDateTime} and {@code
 * LocalDate}) goes to that mapper, which is built only then. A call whose arguments are plain values or generated records thus needs no data-binding.
 */
public final class StreamingOut implements JsonOut {
  private final JsonGenerator json;
  /** The nesting depth from which a failure's path counts (see {@link #locate}). */
  private final int pathFrom;
  /** What a tree holds that is no JSON value of its own; made once, as a call's writer is kept. */
  private final BiConsumer<JsonGenerator, JsonNode> unusual = new Unusual(this);

  /** Not {@code this::unusual}: a lambda is a class spun cold, and a client's first call writes its arguments here. */
  private record Unusual(StreamingOut out) implements BiConsumer<JsonGenerator, JsonNode> {
    @Override
    public void accept(JsonGenerator generator, JsonNode node) {
      out.unusual(generator, node);
    }
  }

  public StreamingOut(JsonGenerator json) {
    this(json, 1);
  }

  /**
   * @param pathFrom the nesting depth of the value whose members a failure's path names (a request's arguments are 3
   *     deep: the message, its params, the arguments)
   */
  public StreamingOut(JsonGenerator json, int pathFrom) {
    this.json = json;
    this.pathFrom = pathFrom;
  }

  /**
   * Prepends to a failure's path the members and indexes that lead to {@code where}, from depth {@code from} down, as
   * the mapper's own path would read had it written the whole value.
   */
  public static void locate(JacksonException failure, TokenStreamContext where, int from) {
    for (TokenStreamContext context = where;
        context != null && context.getNestingDepth() >= from;
        context = context.getParent()) {
      // an object with no member yet, an array with no element yet: just opened, no step of the
      // path
      String name = context.currentName();
      if (context.inObject() && name != null) {
        failure.prependPath(null, name);
      } else if (context.inArray() && context.getEntryCount() > 0) {
        failure.prependPath(null, context.getCurrentIndex());
      }
    }
  }

  @Override
  public void member(String name, @Nullable Object value) {
    if (value != null) {
      json.writeName(name);
      value(value);
    }
  }

  @Override
  public void members(Map<String, ? extends @Nullable Object> members) {
    entries(members);
  }

  @Override
  public void member(String name, long value) {
    json.writeNumberProperty(name, value);
  }

  @Override
  public void member(String name, double value) {
    json.writeNumberProperty(name, value);
  }

  @Override
  public void member(String name, boolean value) {
    json.writeBooleanProperty(name, value);
  }

  @Override
  public void value(long value) {
    json.writeNumber(value);
  }

  @Override
  public void value(double value) {
    json.writeNumber(value);
  }

  @Override
  public void value(boolean value) {
    json.writeBoolean(value);
  }

  /** Writes one value, of any kind {@link JsonOut} takes. */
  public void value(@Nullable Object value) {
    if (value == null) {
      json.writeNull();
    } else if (value instanceof String text) {
      json.writeString(text);
    } else if (value instanceof Number number) {
      number(number);
    } else if (value instanceof Boolean bool) {
      json.writeBoolean(bool);
    } else if (value instanceof SelfWriting object) {
      json.writeStartObject();
      object.writeMembers(this);
      json.writeEndObject();
    } else if (value instanceof JsonValued valued) {
      value(valued.value());
    } else if (value instanceof SelfWritingValue primitive) {
      primitive.writeValue(this);
    } else if (value instanceof JsonNode node) {
      tree(node);
    } else if (!container(value)) {
      other(value);
    }
  }

  /** {@return whether it wrote {@code value}, which it does for a map, a collection or an array} */
  private boolean container(Object value) {
    if (value instanceof Map<?, ?> map) {
      map(map);
    } else if (value instanceof Collection<?> items) {
      // a collection only: other iterables (a Path, a Jackson 2 tree) are written otherwise by the
      // mapper
      array(items);
    } else if (value instanceof Object[] items) {
      array(Arrays.asList(items));
    } else {
      return false;
    }
    return true;
  }

  /** A value of none of the JSON kinds: one the mapper writes as a string, in that form; anything else by the mapper. */
  private void other(Object value) {
    String formatted = asString(value);
    if (formatted != null) {
      json.writeString(formatted);
    } else {
      mapped(value);
    }
  }

  /**
   * A value the mapper writes as a string of its own form, in that form: URIs and UUIDs by {@code toString}, dates in
   * ISO form (its ToStringSerializer, UUIDSerializer and java.time serializers, with this runtime's settings;
   * StreamingOutTest holds them to it); null for any other value.
   */
  private static @Nullable String asString(Object value) {
    if (value instanceof URI || value instanceof UUID) {
      return value.toString();
    } else if (value instanceof OffsetDateTime time) {
      return DateTimeFormatter.ISO_OFFSET_DATE_TIME.format(time);
    } else if (value instanceof LocalDate date) {
      return DateTimeFormatter.ISO_LOCAL_DATE.format(date);
    }
    return null;
  }

  /**
   * Writes a tree node for node, as the mapper writes it: a node that holds a value of the caller's ({@code putPOJO})
   * as that value, anything else of no JSON type (binary, raw) by the mapper.
   */
  public void tree(JsonNode node) {
    JsonTrees.write(json, node, unusual);
  }

  private void unusual(JsonGenerator generator, JsonNode node) {
    if (node instanceof POJONode pojo) {
      value(pojo.getPojo());
    } else {
      Json.mapper().writeTree(generator, node);
    }
  }

  /**
   * {@return whether {@link #value} writes {@code value} itself, at least at its top} False for what it hands whole
   * to the mapper: a writer that meets such values often is better made by the mapper ({@link #mapped}).
   */
  public static boolean writesItself(@Nullable Object value) {
    // The usual arguments first: an instanceof of a class not yet loaded loads it, and UUID and
    // the java.time classes would be loaded on a cold client's first call for nothing.
    return value == null
        || value instanceof String
        || value instanceof Number
        || value instanceof Boolean
        || value instanceof SelfWriting
        || value instanceof Map<?, ?>
        || value instanceof Collection<?>
        || value instanceof JsonNode
        || value instanceof JsonValued
        || value instanceof SelfWritingValue
        || value instanceof Object[]
        || value instanceof URI
        || value instanceof UUID
        || value instanceof OffsetDateTime
        || value instanceof LocalDate;
  }

  /**
   * Writes what only the mapper knows, with the generator's own serialization context where the mapper made the
   * generator (kept with it), else with a new one; a failure's path then starts where the mapper took over.
   */
  private void mapped(Object value) {
    TokenStreamContext where = json.streamWriteContext();
    try {
      if (json.objectWriteContext() instanceof SerializationContext) {
        json.writePOJO(value);
      } else {
        Json.mapper().writeValue(json, value);
      }
    } catch (JacksonException e) {
      locate(e, where, pathFrom);
      throw e;
    }
  }

  private void number(Number number) {
    if (number instanceof Integer
        || number instanceof Long
        || number instanceof Short
        || number instanceof Byte) {
      json.writeNumber(number.longValue());
    } else if (number instanceof Double real) {
      json.writeNumber(real.doubleValue());
    } else if (number instanceof Float single) {
      // as a float, not widened: 0.1f is "0.1", as the mapper writes it, not 0.10000000149011612
      json.writeNumber(single.floatValue());
    } else if (number instanceof BigDecimal decimal) {
      json.writeNumber(decimal);
    } else if (number instanceof BigInteger whole) {
      json.writeNumber(whole);
    } else {
      mapped(number);
    }
  }

  private void array(Iterable<?> items) {
    json.writeStartArray();
    for (Object item : items) {
      value(item);
    }
    json.writeEndArray();
  }

  private void map(Map<?, ?> map) {
    json.writeStartObject();
    entries(map);
    json.writeEndObject();
  }

  private void entries(Map<?, ?> map) {
    for (Map.Entry<?, ?> entry : map.entrySet()) {
      Object key = entry.getKey();
      if (key == null) {
        // as the mapper refuses it: JSON has no null names
        throw new IllegalArgumentException("a map key is null: JSON object members need names");
      }
      json.writeName(String.valueOf(key));
      value(entry.getValue());
    }
  }
}
