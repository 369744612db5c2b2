// The service stops on SIGTERM even when its log output is gone (issue 30): a service started at
// a terminal that was closed since (its writes fail with EIO) went on serving, then ignored
// SIGTERM, stuck retrying one log line forever, and needed SIGKILL. Here the terminal is
// `script`'s; the service runs in a session of its own (`setsid`, as `timeout` or a job-control
// shell would put it), so the closing terminal's SIGHUP does not end it first.
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { waitFor } from '../support/actor-api.js';
import {
  freePort,
  sleep,
  spawnTracked,
  stopAllProcesses,
} from '../support/service-process.js';
import {
  ownTag,
  processesTagged,
  type SeenProcess,
} from '../support/test-processes.js';

const MAIN = join(process.cwd(), 'dist/src/main.js');

const commandLine = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return '';
  }
};
/** Running, not a zombie: exited processes whose reaper died stay zombies until init reaps. */
const running = (pid: number) => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
};

describe('a service whose log output is gone [sqlite]', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'lost-log-'));
  });
  afterAll(async () => {
    await stopAllProcesses();
    rmSync(dir, { recursive: true, force: true });
  });

  it.each([
    ['readable lines (a terminal in development)', { NODE_ENV: 'development' }],
    ['JSON lines', { NODE_ENV: 'production', LOG_FORMAT: 'json' }],
  ])('stops on SIGTERM after its terminal closed: %s', async (kind, format) => {
    const port = await freePort();
    const terminal = spawnTracked(
      'script',
      ['-qec', `setsid -w ${process.execPath} ${MAIN}`, '/dev/null'],
      {
        PATH: process.env.PATH ?? '',
        TERM: 'xterm',
        ENV_FILE: '/dev/null',
        FIRST_RUN_BOOTSTRAP: 'false',
        LOG_LEVEL: 'debug',
        WEBHOOK_SECRETS_KEY: Buffer.alloc(32, 7).toString('base64'),
        PORT: String(port),
        HOST: '127.0.0.1',
        SQLITE_PATH: join(dir, `${kind.length}.sqlite`),
        ...format,
      },
    );
    const health = () =>
      fetch(`http://127.0.0.1:${port}/health`, {
        signal: AbortSignal.timeout(2000),
      }).then(
        (r) => r.status,
        () => 0,
      );
    await waitFor(
      'the service to answer /health',
      async () => {
        if (terminal.exit)
          throw new Error(`the terminal ended:\n${terminal.output()}`);
        return (await health()) === 200 ? true : undefined;
      },
      60_000,
    );
    // The service itself, not the shell or setsid that started it.
    const service: SeenProcess | undefined = processesTagged(ownTag).find(
      (p) => commandLine(p.pid) === `${process.execPath}\0${MAIN}\0`,
    );
    expect(service).toBeDefined();

    // The terminal goes away; the service's next log lines fail.
    // (Only the terminal: its stop() would take everything it started along.)
    terminal.child.kill('SIGKILL');
    await terminal.waitForExit(10_000);
    expect(running(service!.pid)).toBe(true);
    // It goes on serving, each request's log line lost.
    for (let n = 0; n < 3; n++) {
      expect(await health()).toBe(200);
      await sleep(200);
    }

    process.kill(service!.pid, 'SIGTERM');
    await waitFor(
      'the service to exit after SIGTERM',
      async () => (running(service!.pid) ? undefined : true),
      30_000,
    );
  });
});
