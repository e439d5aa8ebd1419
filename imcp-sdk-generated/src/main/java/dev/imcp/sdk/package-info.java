/**
 * The iMCP SDK: {@link dev.imcp.sdk.Imcp} to connect, the generated client in {@code dev.imcp.sdk.imcp}, typed results
 * in {@code dev.imcp.sdk.model}, and iMCP's errors as {@link dev.imcp.sdk.ImcpToolException}s.
 */
@NullMarked
package dev.imcp.sdk;

import org.jspecify.annotations.NullMarked;
