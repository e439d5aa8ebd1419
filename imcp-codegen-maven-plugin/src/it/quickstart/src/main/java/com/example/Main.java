package com.example;

import com.example.everything.EchoRequest;
import com.example.everything.EverythingClient;
import com.example.everything.GetSumRequest;
import dev.imcp.runtime.ServerCommand;

public class Main {
  public static void main(String[] args) {
    ServerCommand server = ServerCommand.of(
        "node", "node_modules/@modelcontextprotocol/server-everything/dist/index.js", "stdio");
    try (EverythingClient client = EverythingClient.connect(server)) {
      System.out.println(client.tools().echo(EchoRequest.of("hello")).text());
      System.out.println(
          client.tools().getSum(GetSumRequest.builder().a(2).b(40).build()).text());
      System.out.println(client.prompts().argsPrompt("Paris").text());
      System.out.println(client.resources().readDynamicTextResource("7").text());
    }
  }
}
