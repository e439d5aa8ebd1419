/**
 * What generated SDKs are built on: request checks, tool descriptors, drift policy and status. Users of a generated
 * SDK meet {@link dev.imcp.runtime.stub.DriftPolicy} and {@link dev.imcp.runtime.stub.ToolStatus}; the rest is called by
 * generated code, as grpc's generated stubs call {@code io.grpc.stub}.
 */
@NullMarked
package dev.imcp.runtime.stub;

import org.jspecify.annotations.NullMarked;
