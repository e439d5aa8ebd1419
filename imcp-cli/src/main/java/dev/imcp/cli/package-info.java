/**
 * The {@code imcp} command line: {@code generate}, {@code snapshot} and {@code check}, doing what the Maven goals do
 * through the same shared code; run as {@code java -jar imcp-cli.jar}. Not an API.
 */
@NullMarked
package dev.imcp.cli;

import org.jspecify.annotations.NullMarked;
