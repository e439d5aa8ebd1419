/**
 * The benchmark harness and JMH micro-benchmarks: an application, exporting nothing. It runs on the class path (JMH
 * forks with a class path); the descriptor holds at compile time which modules it reads, as every module's does.
 */
// JMH and async-profiler name no module: theirs come from their jar file names
// (jmh.core, async.profiler). Apache HttpClient 5 and the official SDK name theirs.
@SuppressWarnings({"requires-automatic", "requires-transitive-automatic"})
module dev.imcp.bench {
  requires dev.imcp.codegen;
  requires dev.imcp.build;
  requires dev.imcp.runtime;
  requires dev.imcp.opentelemetry;
  requires io.opentelemetry.sdk;
  requires io.opentelemetry.sdk.metrics;
  requires io.opentelemetry.sdk.trace;
  requires io.opentelemetry.sdk.testing;
  requires dev.imcp.testing;
  requires dev.imcp.sdk;
  requires io.modelcontextprotocol.sdk.mcp.core;
  requires io.modelcontextprotocol.sdk.mcp.json.jackson3;
  requires reactor.core;
  requires java.compiler;
  requires java.management;
  requires jdk.management;
  requires java.net.http;
  requires jmh.core;
  requires async.profiler;
  requires org.apache.httpcomponents.client5.httpclient5;
  requires org.apache.httpcomponents.core5.httpcore5;
  requires org.hibernate.validator;
  requires static org.jspecify;

  // JMH instantiates benchmark states by reflection; Jackson and the
  // validator read the generated SDK's records.
  opens dev.imcp.bench.micro;
  opens dev.imcp.bench.everything to
      tools.jackson.databind,
      org.hibernate.validator;
}
