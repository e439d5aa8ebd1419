/** The Maven goals of imcp-java: thin adapters from Maven parameters to the generator and the runtime. */
@NullMarked
package dev.imcp.maven;

import org.jspecify.annotations.NullMarked;
