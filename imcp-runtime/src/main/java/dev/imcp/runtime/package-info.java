/**
 * The imcp runtime: a client for MCP servers over stdio. Start with {@link dev.imcp.runtime.McpClient}.
 *
 * <p>Everything public here is an API; {@code dev.imcp.runtime.internal} is not.
 */
@NullMarked
package dev.imcp.runtime;

import org.jspecify.annotations.NullMarked;
