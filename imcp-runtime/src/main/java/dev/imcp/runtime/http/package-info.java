/**
 * What a Streamable HTTP client can be extended with: {@link dev.imcp.runtime.http.HttpAuthorization}, the seam that
 * authorization (the module {@code imcp-oauth}) plugs into.
 */
@NullMarked
package dev.imcp.runtime.http;

import org.jspecify.annotations.NullMarked;
