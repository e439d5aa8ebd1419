package dev.imcp.runtime;

import java.util.Objects;
import java.util.Optional;
import java.util.OptionalDouble;

/**
 * One progress notification.
 *
 * @param progress how far the work is, in the server's unit; grows with each notification
 * @param total the value {@code progress} will reach, when the server knows it
 * @param message a sentence from the server, when it sent one
 */
public record Progress(double progress, OptionalDouble total, Optional<String> message) {
  /**
   * Checks that no component is null.
   *
   * @param progress how far the work is, in the server's unit
   * @param total the value {@code progress} will reach, when the server knows it
   * @param message a sentence from the server, when it sent one
   */
  public Progress {
    Objects.requireNonNull(total, "total");
    Objects.requireNonNull(message, "message");
  }
}
