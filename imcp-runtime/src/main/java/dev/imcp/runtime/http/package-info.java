/**
 * What a Streamable HTTP client can be extended with: {@link dev.imcp.runtime.http.HttpAuthorization}, the seam that
 * authorization (the module {@code imcp-oauth}) plugs into, and {@link dev.imcp.runtime.http.SafeUrl}, how a URL is
 * shown in messages without the parts that may carry secrets.
 */
@NullMarked
package dev.imcp.runtime.http;

import org.jspecify.annotations.NullMarked;
