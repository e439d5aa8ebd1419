package dev.imcp.runtime.error;

/**
 * One argument that failed validation.
 *
 * @param path where, as Bean Validation writes it ({@code alarms[0].minutes})
 * @param message what is wrong ({@code must not be null})
 */
public record ArgumentViolation(String path, String message) {
  @Override
  public String toString() {
    return path + ": " + message;
  }
}
