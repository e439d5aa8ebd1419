package dev.imcp.sdk.model;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import org.jspecify.annotations.Nullable;

/**
 * A measurement.
 *
 * @param unitCode UN/CEFACT: {@code CEL} °C, {@code MTS} m/s, {@code MTR} m, {@code P1} percent (0–100)
 * @param value the number, in {@code unitCode}
 * @param unitText the unit as people write it, such as {@code °C}
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record QuantitativeValue(
    double value, @Nullable String unitCode, @Nullable String unitText) {
  @Override
  public String toString() {
    return value + (unitText == null ? "" : " " + unitText);
  }
}
