/** The seam between JSON-RPC and the transports: where lines go (Transport), how bytes become lines (LineFramer), the settings they share. Not an API; may change in any release. */
@NullMarked
package dev.imcp.runtime.internal.transport;

import org.jspecify.annotations.NullMarked;
