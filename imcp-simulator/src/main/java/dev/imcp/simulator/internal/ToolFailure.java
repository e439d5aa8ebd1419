package dev.imcp.simulator.internal;

/** A tool failed; iMCP answers {@code isError: true} with this text. */
final class ToolFailure extends RuntimeException {
  private static final long serialVersionUID = 1L;

  ToolFailure(String text) {
    super(text, null, false, false);
  }

  /** iMCP's rendering of a thrown NSError: {@code "Error: " + error.description}. */
  static ToolFailure nsError(String domain, int code, String description) {
    return new ToolFailure("Error: Error Domain=" + domain + " Code=" + code + " \"" + description
        + "\" UserInfo={NSLocalizedDescription=" + description + "}");
  }

  static ToolFailure invalidCoordinates(String domain) {
    return nsError(domain, 1, "Invalid coordinates");
  }
}
