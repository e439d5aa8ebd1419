/** How {@link dev.imcp.opentelemetry.McpTelemetry} maps what the client tells it to OpenTelemetry. Not an API. */
@NullMarked
package dev.imcp.opentelemetry.internal;

import org.jspecify.annotations.NullMarked;
