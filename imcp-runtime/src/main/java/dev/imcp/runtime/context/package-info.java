/**
 * Prompts and resources, what a server offers beside its tools: the results of {@code prompts/get} ({@link
 * dev.imcp.runtime.context.PromptResult}), {@code resources/read} ({@link dev.imcp.runtime.context.ResourceContents}) and
 * {@code completion/complete} ({@link dev.imcp.runtime.context.Completion}), and a subscription to a resource's updates.
 * The client methods that return them are {@link dev.imcp.runtime.McpClient}'s.
 */
@NullMarked
package dev.imcp.runtime.context;

import org.jspecify.annotations.NullMarked;
