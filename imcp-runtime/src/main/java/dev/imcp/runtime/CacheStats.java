package dev.imcp.runtime;

/**
 * The result cache's counters since the server process started: a restarted server starts with an empty cache.
 *
 * @param hits calls answered from the cache, including calls that joined one in flight
 * @param misses calls that went to the server through the cache
 * @param evictions entries dropped for size or age
 * @param size entries now (approximate)
 */
public record CacheStats(long hits, long misses, long evictions, long size) {}
