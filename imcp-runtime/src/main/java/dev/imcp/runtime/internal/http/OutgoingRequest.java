package dev.imcp.runtime.internal.http;

import java.net.http.HttpRequest;
import org.jspecify.annotations.Nullable;

/**
 * A request to send: its method, URL, headers and timeout as a JDK {@link HttpRequest} (whose builder checks header
 * names and values as before), and its body, which a {@code HttpRequest} does not give back.
 *
 * @param body {@code null} for a GET or DELETE
 */
record OutgoingRequest(HttpRequest head, byte @Nullable [] body) {}
