/**
 * What a call can fail with: every exception is an {@link dev.imcp.runtime.error.McpException}, and each names the
 * server and, where there is one, the tool, the argument or the request.
 */
@NullMarked
package dev.imcp.runtime.error;

import org.jspecify.annotations.NullMarked;
