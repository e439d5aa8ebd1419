/** The authorization flow behind {@code OAuth}: not an API. */
@NullMarked
package dev.imcp.oauth.internal;

import org.jspecify.annotations.NullMarked;
