package com.example.app;

import com.example.everything.EchoRequest;
import com.example.everything.GetSumRequest;
import com.example.everything.InfoService;
import com.example.everything.ToolsService;

public final class App {
  private App() {}

  static Object calls(ToolsService tools, InfoService info) {
    return java.util.List.of(
        tools.echo(EchoRequest.of("hi")),
        info.getSum(GetSumRequest.builder().a(1).b(2).build()));
  }
}
