/** A server process spoken to over stdin and stdout: launch, writer, readers, stderr, and ending its process tree. Not an API; may change in any release. */
@NullMarked
package dev.imcp.runtime.internal.stdio;

import org.jspecify.annotations.NullMarked;
