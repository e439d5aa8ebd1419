/** Bean Validation of request objects before anything is sent. Not an API; may change in any release. */
@NullMarked
package dev.imcp.runtime.internal.validation;

import org.jspecify.annotations.NullMarked;
