/** One MCP session: the era probe and handshake, requests and their shapes, tool lists, results and the cache. Not an API; may change in any release. */
@NullMarked
package dev.imcp.runtime.internal.session;

import org.jspecify.annotations.NullMarked;
