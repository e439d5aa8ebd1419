/** Streamable HTTP on Apache HttpClient 5: one POST per message, SSE answers, the 2025 session and GET stream, retries. Not an API; may change in any release. */
@NullMarked
package dev.imcp.runtime.internal.http;

import org.jspecify.annotations.NullMarked;
