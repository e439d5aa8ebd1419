package dev.imcp.runtime.internal.session;

import dev.imcp.runtime.internal.base.Json;
import dev.imcp.runtime.internal.base.StreamingOut;
import dev.imcp.schema.json.JsonTrees;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.JsonParser;
import tools.jackson.core.ObjectReadContext;
import tools.jackson.core.ObjectWriteContext;

/**
 * What a first call would otherwise do for the first time, done by the connecting thread while it waits for the
 * server to start: writing arguments with the streaming writer, reading a result as it streams in, and reading an
 * answer as a tree, as the handshake's are read (the classes and first runs of each; the tree's node classes were
 * 15 ms of a cold client's way from the server's first answer to its first call). Nothing here builds the data-binding mapper: a call with a map of arguments, or with a generated
 * record that writes itself, never needs it (warming it here cost a stdio launch about 550 classes and a fifth of its
 * CPU). Nothing here depends on the server; if the server is quicker, the call only finds the work done.
 */
public final class FirstCallPreparation {
  private static final byte[] RESULT =
      "{\"content\":[{\"type\":\"text\",\"text\":\"x\"}],\"isError\":false}"
          .getBytes(StandardCharsets.UTF_8);

  /**
   * A handshake answer's shape: the reader reads the probe's error and the initialize result as trees. No fraction: a
   * handshake seldom holds one, and reading one loads Jackson's fast double parser (about ten classes).
   */
  private static final byte[] REPLY =
      ("{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{\"protocolVersion\":\"x\",\"capabilities\":"
              + "{\"tools\":{\"listChanged\":true}},\"serverInfo\":{\"name\":\"x\",\"version\":\"1\"},"
              + "\"items\":[1,null,false]}}")
          .getBytes(StandardCharsets.UTF_8);

  private FirstCallPreparation() {}

  /** Never fails: preparing is an optimisation, and the first call would meet any problem itself. */
  public static void run() {
    try {
      // Not OutputStream.nullOutputStream(): its class is parsed at launch, a byte array stream's
      // comes from the JDK's class-data archive and is loaded already.
      try (JsonGenerator json =
          Json.factory().createGenerator(ObjectWriteContext.empty(), new ByteArrayOutputStream())) {
        new StreamingOut(json).value(Map.of("text", "x", "number", 1, "items", List.of("y")));
      }
      try (JsonParser parser =
          Json.factory().createParser(ObjectReadContext.empty(), RESULT, 0, RESULT.length)) {
        parser.nextToken();
        ToolResultStream.read("", "", parser, Optional.empty());
      }
      try (JsonParser parser =
          Json.factory().createParser(ObjectReadContext.empty(), REPLY, 0, REPLY.length)) {
        JsonTrees.read(parser, parser.nextToken(), false);
      }
    } catch (RuntimeException e) {
      // the first call does it for real
    }
  }
}
