package dev.imcp.runtime.internal.base;

import dev.imcp.schema.json.JsonTrees;
import java.io.ByteArrayOutputStream;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.core.ObjectReadContext;
import tools.jackson.core.ObjectWriteContext;
import tools.jackson.core.exc.StreamReadException;
import tools.jackson.core.json.JsonFactory;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.cfg.DateTimeFeature;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.module.SimpleModule;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.MissingNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The runtime's JSON: Jackson's streaming core for its own messages (parsers, generators, trees read and written node
 * for node as the mapper does), and one data-binding mapper for what only data-binding does (the caller's classes,
 * dates), built on first need: building it (about 550 classes and a good part of a cold client's CPU) is what a stdio
 * client's way to its first call no longer pays.
 *
 * <p>The mapper is tolerant of fields it does not know, as servers add fields over time, keeps the offset a server
 * wrote in a date-time (Jackson would move it to UTC), and writes a Jackson 2 tree as its JSON ({@link Jackson2Trees}).
 */
public final class Json {
  private static final JsonFactory FACTORY = new JsonFactory();

  private Json() {}

  /** {@return the runtime's data-binding mapper, built by the first caller} */
  public static JsonMapper mapper() {
    return Mapper.MAPPER;
  }

  /** {@return the streaming factory: parsers and generators with no data-binding context} */
  public static JsonFactory factory() {
    return FACTORY;
  }

  /** {@return an empty object node, made with no mapper} */
  public static ObjectNode object() {
    return JsonNodeFactory.instance.objectNode();
  }

  /** {@return an empty array node, made with no mapper} */
  public static ArrayNode array() {
    return JsonNodeFactory.instance.arrayNode();
  }

  /** {@return a tree as JSON text in UTF-8, as the mapper writes it} */
  public static byte[] bytes(JsonNode tree) {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream(128);
    try (JsonGenerator json = FACTORY.createGenerator(ObjectWriteContext.empty(), bytes)) {
      new StreamingOut(json).tree(tree);
    }
    return bytes.toByteArray();
  }

  /** {@return the text's one JSON value as a tree, as the mapper's {@code readTree} reads it, trailing tokens refused} */
  public static JsonNode readTree(String text) {
    try (JsonParser parser = FACTORY.createParser(ObjectReadContext.empty(), text)) {
      return whole(parser);
    }
  }

  /** {@return the bytes' one JSON value as a tree, as {@link #readTree(String)}} */
  public static JsonNode readTree(byte[] bytes, int offset, int length) {
    try (JsonParser parser =
        FACTORY.createParser(ObjectReadContext.empty(), bytes, offset, length)) {
      return whole(parser);
    }
  }

  /** {@return the value at the parser's current token as a tree; the parser is left on its last token} */
  public static JsonNode tree(JsonParser parser) {
    return JsonTrees.read(parser, parser.currentToken(), false);
  }

  private static JsonNode whole(JsonParser parser) {
    JsonToken first = parser.nextToken();
    if (first == null) {
      return MissingNode.getInstance();
    }
    JsonNode tree = JsonTrees.read(parser, first, false);
    JsonToken trailing = parser.nextToken();
    if (trailing != null) {
      // the mapper's words, which error messages have always carried
      throw new StreamReadException(
          parser,
          "Trailing token (`JsonToken." + trailing.name()
              + "`) found after value (bound as `" + JsonNode.class.getName()
              + "`): not allowed as per `DeserializationFeature.FAIL_ON_TRAILING_TOKENS`");
    }
    return tree;
  }

  /** In a class of its own, so that nothing builds the mapper before someone asks for it. */
  private static final class Mapper {
    static final JsonMapper MAPPER = JsonMapper.builder()
        .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
        .disable(DateTimeFeature.ADJUST_DATES_TO_CONTEXT_TIME_ZONE)
        .addModule(new SimpleModule("imcp-jackson2-trees").setSerializers(new Jackson2Trees()))
        .build();
  }
}
