/** What only the Maven goals need: Maven's names for the options, its log, settings.xml credentials; not an API. */
@NullMarked
package dev.imcp.maven.internal;

import org.jspecify.annotations.NullMarked;
