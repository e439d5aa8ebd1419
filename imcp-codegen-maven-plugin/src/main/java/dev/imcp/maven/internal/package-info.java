/** What the goals do, without Maven types; not an API. */
@NullMarked
package dev.imcp.maven.internal;

import org.jspecify.annotations.NullMarked;
