/**
 * The goals' work without Maven types, for the Maven plugin and imcp-cli: which server, reading its tools, generating
 * sources, recording and checking snapshots, and messages that name each front end's own options.
 */
@NullMarked
package dev.imcp.build;

import org.jspecify.annotations.NullMarked;
