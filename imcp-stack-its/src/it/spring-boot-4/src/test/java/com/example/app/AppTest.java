package com.example.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.example.everything.EchoRequest;
import com.example.everything.EverythingClient;
import com.example.everything.GetSumRequest;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.boot.test.context.SpringBootTest;

@SpringBootTest
class AppTest {
  @Autowired
  @Qualifier("stdioEverything")
  EverythingClient stdio;

  @Autowired
  @Qualifier("httpEverything")
  EverythingClient http;

  @Test
  void callsTheServerOverStdio() {
    assertThat(stdio.tools().echo(EchoRequest.of("over stdio")).text())
        .isEqualTo("Echo: over stdio");
    assertThat(stdio.tools().getSum(GetSumRequest.builder().a(2).b(40).build()).text())
        .contains("42");
  }

  @Test
  void callsTheServerOverStreamableHttp() {
    assertThat(http.tools().echo(EchoRequest.of("over HTTP")).text()).isEqualTo("Echo: over HTTP");
    assertThat(http.tools().getSum(GetSumRequest.builder().a(2).b(40).build()).text())
        .contains("42");
  }
}
