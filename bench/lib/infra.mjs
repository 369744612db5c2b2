// Processes, databases and Redis for the benchmark: everything it starts it also stops, and
// everything it creates (a PostgreSQL database, Redis keys, a temp directory) it removes.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from 'pg';
import { Redis } from 'ioredis';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export const uniqueSuffix = () =>
  `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;

/** A loopback port nobody listens on (for a service port, or a tool we want refused). */
export function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

export function tempDir(prefix) {
  return mkdtempSync(join(tmpdir(), prefix));
}

export function removeDir(dir) {
  rmSync(dir, { recursive: true, force: true });
}

// ---------------------------------------------------------------- PostgreSQL

/**
 * Research tools pointed at a closed loopback port: nothing leaves the machine, and every tool
 * fails at once. `extra` is merged in (e.g. a tool timeout).
 */
export async function closedToolsEnv() {
  const closed = await freePort();
  return {
    ENRICHMENT_DNS_SERVERS: `127.0.0.1:${closed}`,
    GITHUB_API_URL: `http://127.0.0.1:${closed}`,
    GRAVATAR_API_URL: `http://127.0.0.1:${closed}`,
    ENRICHMENT_WEBSITE_HTTP_PORT: String(closed),
    ENRICHMENT_WEBSITE_HTTPS_PORT: String(closed),
  };
}

/** Creates a throwaway database on the server of `adminUrl`; returns its URL and a drop(). */
export async function createPgDatabase(adminUrl, name) {
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new Client({ connectionString: adminUrl });
      await c.connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}

// ---------------------------------------------------------------- Redis

/** Deletes every key under `prefix:` (bounded SCAN loop). */
export async function cleanRedisPrefix(redisUrl, prefix) {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  let deleted = 0;
  try {
    let cursor = '0';
    for (let i = 0; i < 100_000; i++) {
      const [next, keys] = await redis.scan(
        cursor,
        'MATCH',
        `${prefix}:*`,
        'COUNT',
        1000,
      );
      if (keys.length) deleted += await redis.del(...keys);
      cursor = next;
      if (cursor === '0') break;
    }
  } finally {
    redis.disconnect();
  }
  return deleted;
}

// ---------------------------------------------------------------- processes

const children = new Set();

/** Kills whatever is still running (on error or Ctrl-C); only processes we started. */
export function killAllChildren() {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null)
      child.kill('SIGKILL');
  }
}

/**
 * Starts a long-running node process. Its stdout/stderr are kept (bounded) for error reports;
 * `onLine` sees each stdout line (used to read the service's log in the pipeline scenario).
 */
export function startProcess(args, { env, onLine, label }) {
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  const tail = [];
  const keep = (line) => {
    tail.push(line);
    if (tail.length > 200) tail.shift();
  };
  let buffered = '';
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk) => {
    buffered += chunk;
    let nl;
    while ((nl = buffered.indexOf('\n')) >= 0) {
      const line = buffered.slice(0, nl);
      buffered = buffered.slice(nl + 1);
      if (onLine) onLine(line);
      else keep(line);
    }
  });
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk) => keep(chunk.trimEnd()));
  const exited = new Promise((resolveExit) =>
    child.on('exit', (code, signal) => {
      children.delete(child);
      resolveExit({ code, signal });
    }),
  );
  return {
    child,
    pid: child.pid,
    label,
    exited,
    tail: () => tail.join('\n'),
    /** SIGTERM, then SIGKILL after `graceMs`. */
    async stop(graceMs = 15_000, signal = 'SIGTERM') {
      if (child.exitCode !== null || child.signalCode !== null) return exited;
      child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      const result = await exited;
      clearTimeout(timer);
      return result;
    },
  };
}

/** Runs the admin CLI once with the service's configuration; returns its JSON answer. */
export function runAdmin(args, env) {
  return new Promise((resolveRun, reject) => {
    const child = spawn(
      process.execPath,
      ['--no-warnings', 'dist/src/cli/admin.js', ...args],
      {
        cwd: ROOT,
        env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (code !== 0)
        return reject(
          new Error(`admin ${args[0]} exited ${code}: ${err.trim()}`),
        );
      try {
        resolveRun(JSON.parse(out));
      } catch {
        reject(new Error(`admin ${args[0]} printed no JSON: ${out}`));
      }
    });
  });
}

/** An organization without quota and one API key, through the admin code path. */
export async function issueOrgAndKey(env, name) {
  const org = await runAdmin(['org:create', '--name', name], env);
  const key = await runAdmin(['key:issue', '--org', org.id], env);
  return { orgId: org.id, key: key.key };
}

/** Polls `url` until it answers 200 (bounded by `timeoutMs`), or the process exits. */
export async function waitForHttp(url, proc, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (proc.child.exitCode !== null || proc.child.signalCode !== null)
      throw new Error(`${proc.label} exited during start:\n${proc.tail()}`);
    try {
      const res = await fetchWithin(url, {}, 2000);
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(
    `${proc.label} not ready after ${timeoutMs} ms:\n${proc.tail()}`,
  );
}

// ---------------------------------------------------------------- CPU and memory

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ; 100 on Linux, fixed by the kernel ABI). */
const CLK_TCK = 100;

/**
 * CPU time (user + system) used so far, in ms; null once the process is gone. `mainThread`: only
 * the thread running the event loop (not GC helpers or the libuv pool), the resource a single
 * Node process runs out of first.
 */
export function cpuMsOf(pid, { mainThread = false } = {}) {
  try {
    const stat = readFileSync(
      mainThread ? `/proc/${pid}/task/${pid}/stat` : `/proc/${pid}/stat`,
      'utf8',
    );
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // fields[0] is field 3 (state): utime is field 14, stime field 15.
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLK_TCK;
  } catch {
    return null;
  }
}

/** VmRSS / VmHWM of a process in MB (null once it is gone). */
export function memoryOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field) =>
      Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
    return { rssMb: kb('VmRSS') / 1024, hwmMb: kb('VmHWM') / 1024 };
  } catch {
    return null;
  }
}

/** Samples RSS every `everyMs`; peak() is the larger of the sampled maximum and VmHWM. */
export function rssSampler(pid, everyMs = 250) {
  let peak = 0;
  const sample = () => {
    const m = memoryOf(pid);
    if (m) peak = Math.max(peak, m.rssMb, m.hwmMb || 0);
  };
  sample();
  const timer = setInterval(sample, everyMs);
  timer.unref();
  return {
    peak() {
      sample();
      return peak;
    },
    stop() {
      sample();
      clearInterval(timer);
      return peak;
    },
  };
}

/**
 * fetch under a time limit whose timer this holds and clears (a signal from AbortSignal.timeout()
 * that nothing references can be collected before it fires on Node 20).
 */
export async function fetchWithin(url, init, ms) {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new Error(`no answer from ${url} within ${ms} ms`)),
    ms,
  );
  try {
    const res = await fetch(url, { ...init, signal: controller.signal });
    // The body is read within the same limit.
    const body = Buffer.from(await res.arrayBuffer());
    return {
      status: res.status,
      headers: res.headers,
      body,
      json: () => JSON.parse(body.toString('utf8')),
    };
  } finally {
    clearTimeout(timer);
  }
}
