package com.example.app;

import com.example.everything.EchoRequest;
import com.example.everything.EverythingClient;
import com.example.everything.EverythingClientTools;
import com.example.everything.GetSumRequest;
import com.example.everything.ToolsService;
import dev.imcp.runtime.ToolResult;

/** Compiles only if the SDK generated from the HTTP server has the expected shape. */
public final class App {
  private App() {}

  static ToolResult echo(ToolsService tools) {
    return tools.echo(EchoRequest.of("hello"));
  }

  static ToolResult sum(ToolsService tools) {
    return tools.getSum(GetSumRequest.builder().a(1.0).b(2.0).build());
  }

  static String fingerprint() {
    return EverythingClient.SNAPSHOT_FINGERPRINT + EverythingClientTools.ECHO.name();
  }
}
