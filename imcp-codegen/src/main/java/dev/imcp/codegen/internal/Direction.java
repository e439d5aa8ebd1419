package dev.imcp.codegen.internal;

/** Requests are written by the caller and validated; results are read and tolerate what they do not know. */
enum Direction {
  REQUEST,
  RESULT
}
