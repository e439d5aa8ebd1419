package com.example;

import com.example.everything.EchoRequest;
import com.example.everything.EverythingClient;
import com.example.everything.GetSumRequest;
import dev.imcp.runtime.McpClient;
import dev.imcp.runtime.stub.DriftPolicy;
import java.net.URI;

public class Main {
  public static void main(String[] args) {
    // tag::connect[]
    McpClient mcp = McpClient.http(URI.create("http://localhost:3001/mcp")).connect();
    try (EverythingClient client = EverythingClient.of(mcp, DriftPolicy.LOG)) {
      System.out.println(client.tools().echo(EchoRequest.of("hello")).text());
      System.out.println(
          client.tools().getSum(GetSumRequest.builder().a(2).b(40).build()).text());
    }
    // end::connect[]
  }
}
