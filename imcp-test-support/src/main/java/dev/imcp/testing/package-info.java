/** Test support shared by every module's tests: {@link dev.imcp.testing.TestServers}. */
@NullMarked
package dev.imcp.testing;

import org.jspecify.annotations.NullMarked;
