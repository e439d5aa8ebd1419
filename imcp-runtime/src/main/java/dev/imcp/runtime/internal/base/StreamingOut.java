package dev.imcp.runtime.internal.base;

import dev.imcp.runtime.stub.JsonOut;
import dev.imcp.runtime.stub.JsonValued;
import dev.imcp.runtime.stub.SelfWriting;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Arrays;
import java.util.Map;
import org.jspecify.annotations.Nullable;
import tools.jackson.core.JsonGenerator;

/**
 * Writes plain values and {@link SelfWriting} objects with Jackson's streaming generator alone, as the runtime's mapper
 * would write them; what it does not know (dates, URIs, trees, the caller's own classes) goes to that mapper, which is
 * built only then. A call whose arguments are plain values or generated records thus needs no data-binding.
 */
public final class StreamingOut implements JsonOut {
  private final JsonGenerator json;

  public StreamingOut(JsonGenerator json) {
    this.json = json;
  }

  @Override
  public void member(String name, @Nullable Object value) {
    if (value != null) {
      json.writeName(name);
      value(value);
    }
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
    } else if (value instanceof Map<?, ?> map) {
      map(map);
    } else if (value instanceof Iterable<?> items) {
      array(items);
    } else if (value instanceof Object[] items) {
      array(Arrays.asList(items));
    } else {
      Json.mapper().writeValue(json, value);
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
      Json.mapper().writeValue(json, number);
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
    for (Map.Entry<?, ?> entry : map.entrySet()) {
      Object key = entry.getKey();
      if (key == null) {
        // as the mapper refuses it: JSON has no null names
        throw new IllegalArgumentException("a map key is null: JSON object members need names");
      }
      json.writeName(String.valueOf(key));
      value(entry.getValue());
    }
    json.writeEndObject();
  }
}
