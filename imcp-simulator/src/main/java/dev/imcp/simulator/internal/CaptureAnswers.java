package dev.imcp.simulator.internal;

import java.util.Base64;
import tools.jackson.databind.node.ObjectNode;

/** Camera, microphone and screen: tiny placeholder media of the right MIME type. */
final class CaptureAnswers {
  /** The smallest JPEG start-and-end markers; enough for a client that checks the type, not a decodable photo. */
  private static final String JPEG = Base64.getEncoder()
      .encodeToString(new byte[] {(byte) 0xFF, (byte) 0xD8, (byte) 0xFF, (byte) 0xD9});
  /** An MP4 {@code ftyp} box header. */
  private static final String MP4 = Base64.getEncoder().encodeToString(new byte[] {
    0, 0, 0, 0x14, 'f', 't', 'y', 'p', 'M', '4', 'A', ' ', 0, 0, 0, 0, 'M', '4', 'A', ' '
  });
  /** A CAF file header. */
  private static final String CAF =
      Base64.getEncoder().encodeToString(new byte[] {'c', 'a', 'f', 'f', 0, 1, 0, 0});

  private CaptureAnswers() {}

  /** {@code quality} and {@code delay} that arrive whole are ignored: iMCP uses its defaults. */
  static ObjectNode picture(Arguments arguments) {
    arguments.doubleOr("/quality", arguments.json().get("quality"), 0.8);
    arguments.doubleOr("/delay", arguments.json().get("delay"), 1);
    boolean png = "png".equals(arguments.string("format").orElse("jpeg"));
    return Results.binary(
        "image", png ? PlacesAnswers.PNG : JPEG, png ? "image/png" : "image/jpeg");
  }

  static ObjectNode audio(Arguments arguments) {
    boolean caf = "caf".equals(arguments.string("format").orElse("mp4"));
    return Results.binary("audio", caf ? CAF : MP4, caf ? "audio/x-caf" : "audio/mp4");
  }

  static ObjectNode screenshot(Arguments arguments) {
    boolean jpeg = "jpeg".equals(arguments.string("format").orElse("png"));
    return Results.binary(
        "image", jpeg ? JPEG : PlacesAnswers.PNG, jpeg ? "image/jpeg" : "image/png");
  }
}
