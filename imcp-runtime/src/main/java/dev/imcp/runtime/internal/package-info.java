/** Implementation of {@code dev.imcp.runtime}; not an API, may change in any release. */
@NullMarked
package dev.imcp.runtime.internal;

import org.jspecify.annotations.NullMarked;
