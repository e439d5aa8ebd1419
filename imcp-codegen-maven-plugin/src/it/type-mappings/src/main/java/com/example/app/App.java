package com.example.app;

import com.example.everything.GetSumRequest;

public final class App {
  private App() {}

  /** Compiles only when the mappings made a a long and b an int. */
  static long sum() {
    GetSumRequest request = GetSumRequest.builder().a(1).b(2).build();
    long a = request.a();
    int b = request.b();
    return a + b;
  }
}
