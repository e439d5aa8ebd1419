// Loaded with NODE_OPTIONS=--import=<absolute path of this file> into test-servers/http-launcher.mjs (the harness's
// ClientProcess does it for the HTTP clients' servers, ClientProcess.EVENT_STORE): each session's event store keeps
// its last 1,000 events instead of all of them. server-everything's InMemoryEventStore keeps every event (two a call:
// the priming event and the answer) for resumption, so that node's heap grows with every call answered and its
// collections cost more and more: a round in which a full collection fell cost the server ~50 % more CPU per call,
// whichever client it was (docs/PERFORMANCE.md, s47-c). The wire is the same: every answer still carries its priming
// event and event ids, and a resumption within the last 1,000 events still replays.
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";

const require = createRequire(process.argv[1]);
const cjs = require.resolve("@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js");
const { WebStandardStreamableHTTPServerTransport } = await import(
  pathToFileURL(cjs.replace("/dist/cjs/", "/dist/esm/")).href
);
const KEEP = 1000;

Object.defineProperty(WebStandardStreamableHTTPServerTransport.prototype, "_eventStore", {
  configurable: true,
  get() {
    return this.__boundedStore;
  },
  set(store) {
    if (store && store.events instanceof Map && !store.__bounded) {
      const storeEvent = store.storeEvent.bind(store);
      store.storeEvent = async (streamId, message) => {
        const id = await storeEvent(streamId, message);
        if (store.events.size > KEEP && !store.__trimmed) {
          store.__trimmed = true;
          console.log("imcp-bench: a session's event store trimmed to " + KEEP + " events");
        }
        while (store.events.size > KEEP) {
          store.events.delete(store.events.keys().next().value);
        }
        return id;
      };
      store.__bounded = true;
      console.log("imcp-bench: a session's event store bounded");
    }
    this.__boundedStore = store;
  },
});
console.log("imcp-bench: event stores bounded to " + KEEP + " events");
