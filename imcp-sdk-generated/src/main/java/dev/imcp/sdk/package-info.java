/** The iMCP SDK. For now: a catalog of the tools in the bundled iMCP snapshot. */
@NullMarked
package dev.imcp.sdk;

import org.jspecify.annotations.NullMarked;
