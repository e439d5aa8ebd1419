package dev.imcp.runtime;

import java.util.Objects;
import java.util.Optional;
import java.util.OptionalDouble;

/** One progress notification: {@code progress} grows with each; {@code total} when the server knows it. */
public record Progress(double progress, OptionalDouble total, Optional<String> message) {
  public Progress {
    Objects.requireNonNull(total, "total");
    Objects.requireNonNull(message, "message");
  }
}
