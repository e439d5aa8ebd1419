/**
 * What a {@link dev.imcp.runtime.ClientObserver} is told: each request a client sends or answers ({@link
 * ObservedRequest}), the session it belongs to ({@link ObservedSession}), its {@code _meta} ({@link RequestMeta}) and how
 * it ended ({@link RequestOutcome}). These types depend on nothing else of the runtime, so that an observer (the
 * {@code imcp-opentelemetry} module's, or a user's own) maps them to its own world without knowing the client's
 * insides.
 */
@NullMarked
package dev.imcp.runtime.observe;

import org.jspecify.annotations.NullMarked;
