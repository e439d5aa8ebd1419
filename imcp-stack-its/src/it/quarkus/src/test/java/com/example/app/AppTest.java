package com.example.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.example.everything.EchoRequest;
import com.example.everything.EverythingClient;
import com.example.everything.GetSumRequest;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import jakarta.inject.Named;
import org.junit.jupiter.api.Test;

@QuarkusTest
class AppTest {
  @Inject
  @Named("stdio")
  EverythingClient stdio;

  @Inject
  @Named("http")
  EverythingClient http;

  @Test
  void callsTheServerOverStdio() {
    assertEquals(
        "Echo: over stdio", stdio.tools().echo(EchoRequest.of("over stdio")).text());
    assertTrue(
        stdio.tools().getSum(GetSumRequest.builder().a(2).b(40).build()).text().contains("42"));
  }

  @Test
  void callsTheServerOverStreamableHttp() {
    assertEquals(
        "Echo: over HTTP", http.tools().echo(EchoRequest.of("over HTTP")).text());
    assertTrue(
        http.tools().getSum(GetSumRequest.builder().a(2).b(40).build()).text().contains("42"));
  }
}
