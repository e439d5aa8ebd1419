// A stdio MCP server as many users have them: it logs a lot to stderr (at start-up and before every answer) and runs
// the real server, server-everything, as a child process, relaying its stdio.
// Usage (after `npm ci` in this folder): node noisy-server.mjs [--stdout-hello]
//   --stdout-hello   writes "hello" on stdout (where only JSON-RPC belongs) and then never answers anything
// Environment: NOISY_LINES   stderr lines per burst (default 300)
//              NOISY_HELLOS  how many "hello" lines --stdout-hello writes (default 1)
//              NOISY_EXIT    exit with this code right after the start-up burst
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const lines = Number(process.env.NOISY_LINES ?? 300);
const burst = (what) => {
  for (let i = 1; i <= lines; i++) {
    process.stderr.write(`[noisy] ${what} ${i}/${lines}: the quick brown fox jumps over the lazy dog\n`);
  }
};

burst("starting");
if (process.env.NOISY_EXIT !== undefined) {
  process.exit(Number(process.env.NOISY_EXIT));
}
if (process.argv.includes("--stdout-hello")) {
  process.stdout.write("hello\n".repeat(Number(process.env.NOISY_HELLOS ?? 1)));
  setInterval(() => {}, 1 << 30);
} else {
  const everything = join(here, "node_modules/@modelcontextprotocol/server-everything/dist/index.js");
  const child = spawn(process.execPath, [everything, "stdio"], { stdio: ["pipe", "pipe", "inherit"] });
  createInterface({ input: child.stdout }).on("line", (line) => {
    burst("answering");
    process.stdout.write(line + "\n");
  });
  process.stdin.pipe(child.stdin);
  child.on("exit", (code) => process.exit(code ?? 1));
}
