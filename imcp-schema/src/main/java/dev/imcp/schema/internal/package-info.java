/** Implementation details of {@code dev.imcp.schema}; not an API, may change in any release. */
@NullMarked
package dev.imcp.schema.internal;

import org.jspecify.annotations.NullMarked;
