package dev.imcp.runtime.internal.base;

import com.fasterxml.jackson.annotation.JsonFormat;
import tools.jackson.core.JsonGenerator;
import tools.jackson.databind.BeanDescription;
import tools.jackson.databind.JavaType;
import tools.jackson.databind.SerializationConfig;
import tools.jackson.databind.SerializationContext;
import tools.jackson.databind.ValueSerializer;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.module.SimpleSerializers;
import tools.jackson.databind.ser.std.StdSerializer;

/**
 * Jackson 2 trees ({@code com.fasterxml.jackson.databind.JsonNode}) written as the JSON they hold, wherever a value
 * goes: an application on Jackson 2 puts its own trees into a generated request's free-form fields ({@code Object},
 * {@code Map<String, Object>}), and Jackson 3 would otherwise write one as a bean. Known by name: Jackson 2 is no
 * dependency of ours.
 */
public final class Jackson2Trees extends SimpleSerializers {
  private static final long serialVersionUID = 1L;
  private static final String TREE = "com.fasterxml.jackson.databind.JsonNode";
  private static final ValueSerializer<Object> WRITER = new Writer();

  /** {@return whether {@code type} is a Jackson 2 tree} */
  public static boolean is(Class<?> type) {
    for (Class<?> c = type; c != null; c = c.getSuperclass()) {
      if (c.getName().equals(TREE)) {
        return true;
      }
    }
    return false;
  }

  @Override
  public ValueSerializer<?> findSerializer(
      SerializationConfig config,
      JavaType type,
      BeanDescription.Supplier description,
      JsonFormat.Value format) {
    return is(type.getRawClass())
        ? WRITER
        : super.findSerializer(config, type, description, format);
  }

  /** Writes a Jackson 2 tree through its text ({@code toString()} is its JSON), read as a Jackson 3 tree. */
  private static final class Writer extends StdSerializer<Object> {
    Writer() {
      super(Object.class);
    }

    @Override
    public void serialize(Object tree, JsonGenerator generator, SerializationContext context) {
      context.writeTree(generator, JsonMapper.shared().readTree(tree.toString()));
    }
  }
}
