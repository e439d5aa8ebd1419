/**
 * Test support shared by every module's tests: {@link dev.imcp.testing.TestServers} and {@link
 * dev.imcp.testing.ModuleBoundaries}.
 */
@NullMarked
package dev.imcp.testing;

import org.jspecify.annotations.NullMarked;
