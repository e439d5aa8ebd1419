// Loaded with NODE_OPTIONS=--require=<absolute path of this file>: one line per GC of node, for HttpTurns to count.
const { PerformanceObserver, constants } = require("node:perf_hooks");
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    const kind = entry.detail ? entry.detail.kind : entry.kind;
    console.log(`node-gc ${kind === constants.NODE_PERFORMANCE_GC_MINOR ? "minor" : "major"} ${entry.duration.toFixed(3)}`);
  }
}).observe({ entryTypes: ["gc"] });
