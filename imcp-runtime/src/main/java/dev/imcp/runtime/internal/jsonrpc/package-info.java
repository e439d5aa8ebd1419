/** JSON-RPC 2.0 over a Transport: ids, pending requests, deadlines, cancellation, and dispatch of what the server sends. Not an API; may change in any release. */
@NullMarked
package dev.imcp.runtime.internal.jsonrpc;

import org.jspecify.annotations.NullMarked;
