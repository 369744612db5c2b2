// The BUILT service (`node dist/src/main.js`, from `npm run build`) as a real child process: for
// tests of what only a process shows (SIGKILL, SIGTERM, restarts). Every child is tracked with
// whatever it started (test-processes.js): it is killed when it is stopped, when its suite ends
// (passed, failed or timed out: here and in process-environment.js), and when the test runner
// exits or is told to stop (process-environment.js), so no test leaves a process running.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { killAll, PROCESS_TAG, processesTagged } from './test-processes.js';

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface RunningProcess {
  readonly child: ChildProcess;
  /** stdout and stderr so far, for failure messages */
  output(): string;
  /** null while running */
  readonly exit: Exit | null;
  /** Resolves when the process has exited; rejects if it is still running after `timeoutMs`. */
  waitForExit(timeoutMs: number): Promise<Exit>;
  /**
   * Sends `signal` and waits for the exit; escalates to SIGKILL if it outlives `timeoutMs`. Then
   * kills whatever it had started that is still running.
   */
  stop(signal?: NodeJS.Signals, timeoutMs?: number): Promise<Exit>;
}

export interface ServiceProcess extends RunningProcess {
  /** `http://127.0.0.1:<port>`; null for APP_ROLE=worker (no API) */
  readonly url: string | null;
  /** where /health and /health/ready answer: the API's url, or a worker's WORKER_HEALTH_PORT */
  readonly healthUrl: string;
}

const MAIN = join(process.cwd(), 'dist/src/main.js');

/**
 * How long a waiting test gives the built service to start while it is still running: about a
 * second on a quiet machine, many times that beside other work (a test waits for the start, and
 * fails at once if the process exits first).
 */
export const STARTUP_MS = 120_000;

const running = new Set<RunningProcess>();

/** This test process's children carry `${PROCESS_TAG}=<pid>-<n>`, each its own n (ownTag). */
let spawned = 0;

// Every suite that starts processes stops them when it ends, whatever its own hooks do.
if (typeof afterAll === 'function') afterAll(() => stopAllProcesses());

/** Spawns `command` and tracks it until it exits. */
export function spawnTracked(
  command: string,
  args: string[],
  env: Record<string, string>,
  cwd?: string,
): RunningProcess {
  const tag = `${process.pid}-${++spawned}`;
  const child = spawn(command, args, {
    env: { ...env, [PROCESS_TAG]: tag },
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-64_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  let exit: Exit | null = null;
  const exited = new Promise<Exit>((resolve) =>
    child.once('exit', (code, signal) => {
      exit = { code, signal };
      running.delete(handle);
      resolve(exit);
    }),
  );
  const waitForExit = async (timeoutMs: number): Promise<Exit> => {
    let timer: NodeJS.Timeout | undefined;
    try {
      return await Promise.race([
        exited,
        new Promise<never>((_, reject) => {
          timer = setTimeout(
            () =>
              reject(
                new Error(
                  `${command} (pid ${child.pid}) still running after ${timeoutMs} ms`,
                ),
              ),
            timeoutMs,
          );
        }),
      ]);
    } finally {
      clearTimeout(timer);
    }
  };
  // The child and everything it started, wherever they are now.
  const everything = () => processesTagged((t) => t === tag);
  const handle: RunningProcess = {
    child,
    output: () => output,
    get exit() {
      return exit;
    },
    waitForExit,
    async stop(signal = 'SIGKILL', timeoutMs = 10_000) {
      try {
        if (exit) return exit;
        child.kill(signal);
        try {
          return await waitForExit(timeoutMs);
        } catch {
          killAll(everything());
          return await waitForExit(5_000);
        }
      } finally {
        // What it started and left behind (a terminal's command, a grandchild init adopted).
        killAll(everything());
      }
    },
  };
  running.add(handle);
  return handle;
}

/** The JSON log lines in a process's output (the first-run banner and the like are skipped). */
export function jsonLines(output: string): Array<Record<string, any>> {
  return output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, any>);
}

/** Kills every child still running (for afterAll / afterEach). */
export async function stopAllProcesses(): Promise<void> {
  await Promise.all([...running].map((p) => p.stop('SIGKILL')));
}

/**
 * Starts the built service with `env` (plus safe defaults: loopback only, no first-run key, no
 * .env file, tools pointed at a closed port unless the env points them at fixtures, no per-key
 * rate limit) and waits
 * until `/health` answers 200: on the API port, or for APP_ROLE=worker on its health port.
 */
export async function startServiceProcess(
  env: Record<string, string>,
  {
    readyTimeoutMs = STARTUP_MS,
    nodeArgs = [MAIN],
    cwd,
  }: {
    readyTimeoutMs?: number;
    /** what node runs: the built service by default (an image's CMD, for instance) */
    nodeArgs?: string[];
    cwd?: string;
  } = {},
): Promise<ServiceProcess> {
  if (!existsSync(MAIN) && nodeArgs[0] === MAIN)
    throw new Error(`${MAIN} is missing: run \`npm run build\` first`);
  const worker = env.APP_ROLE === 'worker';
  const port = await freePort();
  const child = spawnTracked(
    process.execPath,
    nodeArgs,
    {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      FIRST_RUN_BOOTSTRAP: 'false',
      // A developer's ./.env must not reach a test's process (it could name their database).
      ENV_FILE: '/dev/null',
      ENRICHMENT_DNS_SERVERS: '127.0.0.1:9',
      GITHUB_API_URL: 'http://127.0.0.1:9',
      GRAVATAR_API_URL: 'http://127.0.0.1:9',
      // Process tests poll every 50 ms, several actors at once, far faster than a client
      // would: the per-key limit (on in every deployment) would answer 429 mid-test.
      RATE_LIMIT_ENABLED: 'false',
      ...env,
      HOST: '127.0.0.1',
      ...(worker
        ? { WORKER_HEALTH_PORT: String(port) }
        : { PORT: String(port) }),
    },
    cwd,
  );
  const url = worker ? null : `http://127.0.0.1:${port}`;
  const healthUrl = `http://127.0.0.1:${port}`;
  const isUp = async () => {
    const res = await fetch(`${healthUrl}/health`, {
      signal: AbortSignal.timeout(1000),
    }).catch(() => null);
    return res?.status === 200;
  };
  const deadline = Date.now() + readyTimeoutMs;
  for (;;) {
    if (child.exit)
      throw new Error(
        `service exited (${JSON.stringify(child.exit)}) before it was up:\n${child.output()}`,
      );
    if (await isUp()) break;
    if (Date.now() > deadline) {
      await child.stop('SIGKILL');
      throw new Error(
        `service not up after ${readyTimeoutMs} ms:\n${child.output()}`,
      );
    }
    await sleep(50);
  }
  return Object.assign(child, { url, healthUrl });
}

/** A loopback port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export const sleep = (ms: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, ms));
