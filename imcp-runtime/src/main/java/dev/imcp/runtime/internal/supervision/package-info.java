/** Owns the client's current session and restarts a dead server as the SupervisionPolicy allows. Not an API; may change in any release. */
@NullMarked
package dev.imcp.runtime.internal.supervision;

import org.jspecify.annotations.NullMarked;
