package com.example.app;

import io.opentelemetry.sdk.testing.exporter.InMemorySpanExporter;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;

/** A span exporter as a CDI bean, which the extension exports to beside its own. */
@ApplicationScoped
public class InMemoryExporter {
  @Produces
  @Singleton
  InMemorySpanExporter spans() {
    return InMemorySpanExporter.create();
  }
}
