/** Implementation of {@code dev.imcp.codegen}; not an API, may change in any release. */
@NullMarked
package dev.imcp.codegen.internal;

import org.jspecify.annotations.NullMarked;
