/** The client that the official MCP conformance suite ({@code @modelcontextprotocol/conformance}) drives. */
@NullMarked
package dev.imcp.conformance;

import org.jspecify.annotations.NullMarked;
