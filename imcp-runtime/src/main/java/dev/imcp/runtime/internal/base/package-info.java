/** Plumbing every layer uses: the JSON mapper, future helpers, the runtime's own threads, the MCP method names. Not an API; may change in any release. */
@NullMarked
package dev.imcp.runtime.internal.base;

import org.jspecify.annotations.NullMarked;
