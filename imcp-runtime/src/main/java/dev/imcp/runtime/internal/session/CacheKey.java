package dev.imcp.runtime.internal.session;

/**
 * What {@link ResultCache} keeps an answer under: a tool's call by its canonical arguments ({@code resource} false), or
 * a read of the resource whose URI is {@code arguments}.
 */
record CacheKey(String tool, String arguments, boolean resource) {}
