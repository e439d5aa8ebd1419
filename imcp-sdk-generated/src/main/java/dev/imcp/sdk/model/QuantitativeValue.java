package dev.imcp.sdk.model;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import org.jspecify.annotations.Nullable;

/**
 * A measurement.
 *
 * @param unitCode UN/CEFACT: {@code CEL} °C, {@code MTS} m/s, {@code MTR} m, {@code P1} percent (0–100)
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record QuantitativeValue(double value, @Nullable String unitCode, @Nullable String unitText) {
  @Override
  public String toString() {
    return value + (unitText == null ? "" : " " + unitText);
  }
}
