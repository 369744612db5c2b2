// A redis-server of the test's own, on a free loopback port, that the test may kill and restart
// (never the machine's shared Redis, which other suites use). Nothing is persisted: a restart
// comes back empty, as a Redis that lost its data would.
import { connect } from 'node:net';
import {
  freePort,
  sleep,
  spawnTracked,
  type RunningProcess,
} from './service-process.js';

export interface RedisProcess {
  port: number;
  url: string;
  /** SIGKILL: the server vanishes, with its data. */
  kill(): Promise<void>;
  /** Starts it again on the same port (empty). */
  restart(): Promise<void>;
}

export async function startRedisServer(): Promise<RedisProcess> {
  const port = await freePort();
  let proc: RunningProcess | null = null;
  const start = async () => {
    proc = spawnTracked(
      'redis-server',
      [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--appendonly',
        'no',
        '--daemonize',
        'no',
      ],
      { PATH: process.env.PATH ?? '' },
    );
    const deadline = Date.now() + 10_000;
    while (!(await ping(port))) {
      if (proc.exit || Date.now() > deadline)
        throw new Error(`redis-server did not start:\n${proc.output()}`);
      await sleep(50);
    }
  };
  await start();
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    async kill() {
      await proc?.stop('SIGKILL');
    },
    restart: start,
  };
}

function ping(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(500, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}
