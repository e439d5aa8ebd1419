package dev.imcp.schema.json;

import java.util.Map;
import java.util.function.BiConsumer;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.core.JsonTokenId;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.BigIntegerNode;
import tools.jackson.databind.node.DecimalNode;
import tools.jackson.databind.node.DoubleNode;
import tools.jackson.databind.node.FloatNode;
import tools.jackson.databind.node.IntNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.LongNode;
import tools.jackson.databind.node.ObjectNode;
import tools.jackson.databind.node.ShortNode;

/**
 * Trees read from a streaming parser and written to a streaming generator, node for node as databind's {@code
 * readTree} (with {@code USE_BIG_DECIMAL_FOR_FLOATS}, zeros kept) and {@code JsonNode.toString()} do, without a
 * mapper: see {@code CanonicalJson}; the runtime (to which alone the module exports this package) reads and writes its
 * messages with them, floats as doubles as its mapper does.
 */
public final class JsonTrees {
  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

  private JsonTrees() {}

  /** The value that starts at {@code token}, the parser's current one; the parser is left on its last token. */
  public static JsonNode read(JsonParser parser, JsonToken token) {
    return read(parser, token, true);
  }

  /**
   * {@link #read(JsonParser, JsonToken)}, floats read as decimals ({@code USE_BIG_DECIMAL_FOR_FLOATS}) or as doubles
   * (databind's default).
   */
  public static JsonNode read(JsonParser parser, JsonToken token, boolean decimals) {
    // On the ids, not the enum: a switch on another jar's enum makes a switch-map class whose
    // initialiser
    // loads NoSuchFieldError, on every client's way to its first answer.
    return switch (token.id()) {
      case JsonTokenId.ID_START_OBJECT -> object(parser, decimals);
      case JsonTokenId.ID_START_ARRAY -> array(parser, decimals);
      case JsonTokenId.ID_STRING -> NODES.stringNode(parser.getString());
      case JsonTokenId.ID_NUMBER_INT -> integer(parser);
      case JsonTokenId.ID_NUMBER_FLOAT ->
        decimals
            ? NODES.numberNode(parser.getDecimalValue())
            : NODES.numberNode(parser.getDoubleValue());
      case JsonTokenId.ID_TRUE -> NODES.booleanNode(true);
      case JsonTokenId.ID_FALSE -> NODES.booleanNode(false);
      case JsonTokenId.ID_NULL -> NODES.nullNode();
      default -> throw new IllegalStateException("unexpected " + token + " in JSON text");
    };
  }

  private static ObjectNode object(JsonParser parser, boolean decimals) {
    ObjectNode object = NODES.objectNode();
    for (JsonToken token = parser.nextToken();
        token != JsonToken.END_OBJECT;
        token = parser.nextToken()) {
      String name = parser.currentName();
      // A repeated name: its last value, in its first place (LinkedHashMap), as databind's.
      object.set(name, read(parser, parser.nextToken(), decimals));
    }
    return object;
  }

  private static ArrayNode array(JsonParser parser, boolean decimals) {
    ArrayNode array = NODES.arrayNode();
    for (JsonToken token = parser.nextToken();
        token != JsonToken.END_ARRAY;
        token = parser.nextToken()) {
      array.add(read(parser, token, decimals));
    }
    return array;
  }

  private static JsonNode integer(JsonParser parser) {
    JsonParser.NumberType type = parser.getNumberType();
    if (type == JsonParser.NumberType.INT) {
      return NODES.numberNode(parser.getIntValue());
    }
    return type == JsonParser.NumberType.LONG
        ? NODES.numberNode(parser.getLongValue())
        : NODES.numberNode(parser.getBigIntegerValue());
  }

  /** Writes {@code node} with its members in their order and its numbers in their own type. */
  public static void write(JsonGenerator generator, JsonNode node) {
    // Binary, POJO and missing nodes never come out of a parse; databind writes them.
    write(generator, node, (json, other) -> json.writeRawValue(other.toString()));
  }

  /**
   * {@link #write(JsonGenerator, JsonNode)}, a node of no JSON type of its own (binary, POJO, raw, missing) written by
   * {@code other}.
   */
  public static void write(
      JsonGenerator generator, JsonNode node, BiConsumer<JsonGenerator, JsonNode> other) {
    // Long: one case per node type, as each databind node serializes itself.
    if (node.isObject()) {
      generator.writeStartObject();
      for (Map.Entry<String, JsonNode> member : node.properties()) {
        generator.writeName(member.getKey());
        write(generator, member.getValue(), other);
      }
      generator.writeEndObject();
    } else if (node.isArray()) {
      generator.writeStartArray();
      for (JsonNode element : node.values()) {
        write(generator, element, other);
      }
      generator.writeEndArray();
    } else if (node.isString()) {
      generator.writeString(node.stringValue());
    } else if (node.isBoolean()) {
      generator.writeBoolean(node.booleanValue());
    } else if (node.isNull()) {
      generator.writeNull();
    } else if (node instanceof IntNode || node instanceof ShortNode) {
      generator.writeNumber(node.intValue());
    } else if (node instanceof LongNode) {
      generator.writeNumber(node.longValue());
    } else if (node instanceof BigIntegerNode) {
      generator.writeNumber(node.bigIntegerValue());
    } else if (node instanceof DecimalNode) {
      generator.writeNumber(node.decimalValue());
    } else if (node instanceof DoubleNode) {
      generator.writeNumber(node.doubleValue());
    } else if (node instanceof FloatNode) {
      generator.writeNumber(node.floatValue());
    } else {
      other.accept(generator, node);
    }
  }
}
