/**
 * OpenTelemetry for imcp clients: {@link dev.imcp.opentelemetry.McpTelemetry}, set on a client builder in one line.
 */
@NullMarked
package dev.imcp.opentelemetry;

import org.jspecify.annotations.NullMarked;
