/** Finding the iMCP app's stdio server: {@link dev.imcp.discovery.ImcpServer}. */
@NullMarked
package dev.imcp.discovery;

import org.jspecify.annotations.NullMarked;
