// A throwaway PostgreSQL cluster of the drill's own (initdb into a temp directory, on a free
// loopback port), so a drill may stop and restart it without touching the machine's shared
// server. Needs the PostgreSQL server binaries (`/usr/lib/postgresql/<version>/bin`, or
// PG_BIN_DIR); as root, the server runs as the `postgres` OS user, since PostgreSQL refuses root.
import { execFile, execFileSync } from 'node:child_process';
import {
  chownSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../../support/service-process.js';

const run = promisify(execFile);

export interface PostgresCluster {
  port: number;
  /** `postgres://postgres@127.0.0.1:<port>/postgres` (trust authentication, loopback only) */
  url: string;
  /** `pg_ctl stop -m fast`: connections are cut, new ones refused, until `start()`. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the server (immediate) and removes its directory; safe to call twice. */
  destroy(): Promise<void>;
}

const live = new Set<() => void>();
// A drill that crashes must not leave a postmaster behind (it is not our child process).
process.once('exit', () => {
  for (const kill of live) kill();
});

function binDir(): string {
  if (process.env.PG_BIN_DIR) return process.env.PG_BIN_DIR;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions.length)
    throw new Error(
      `no PostgreSQL server binaries under ${root} (install the postgresql package, or set PG_BIN_DIR)`,
    );
  return join(root, versions[0]!, 'bin');
}

export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = binDir();
  const root = mkdtempSync(join(tmpdir(), 'enrich-drill-pg-'));
  const data = join(root, 'data');
  const log = join(root, 'server.log');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    chownSync(root, uid, gid);
  }
  const argv = (tool: string, args: string[]): [string, string[]] =>
    asRoot
      ? ['runuser', ['-u', 'postgres', '--', join(bin, tool), ...args]]
      : [join(bin, tool), args];
  const pg = async (tool: string, args: string[]) => {
    const [cmd, all] = argv(tool, args);
    try {
      await run(cmd, all, { cwd: root, timeout: 60_000 });
    } catch (err) {
      const serverLog = existsSync(log) ? readFileSync(log, 'utf8') : '';
      throw new Error(
        `${tool} ${args.join(' ')} failed: ${(err as Error).message}\n${serverLog.slice(-4000)}`,
        { cause: err },
      );
    }
  };
  const port = await freePort();
  const options = [
    `-p ${port}`,
    `-k ${root}`,
    '-c listen_addresses=127.0.0.1',
    // Throwaway data: durability only costs time here.
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
  ].join(' ');
  const start = () =>
    pg('pg_ctl', [
      '-D',
      data,
      '-l',
      log,
      '-o',
      options,
      '-w',
      '-t',
      '30',
      'start',
    ]);
  const stopNow = () => {
    try {
      const [cmd, all] = argv('pg_ctl', [
        '-D',
        data,
        '-m',
        'immediate',
        '-w',
        'stop',
      ]);
      execFileSync(cmd, all, { cwd: root, stdio: 'ignore', timeout: 30_000 });
    } catch {
      // not running
    }
    rmSync(root, { recursive: true, force: true });
  };

  live.add(stopNow);
  try {
    await pg('initdb', [
      '-D',
      data,
      '-U',
      'postgres',
      '--auth=trust',
      '--no-sync',
      '--encoding=UTF8',
      '--locale=C',
    ]);
    await start();
  } catch (err) {
    live.delete(stopNow);
    stopNow();
    throw err;
  }
  let destroyed = false;
  return {
    port,
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () =>
      pg('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '30', 'stop']),
    start,
    async destroy() {
      if (destroyed) return;
      destroyed = true;
      live.delete(stopNow);
      stopNow();
    },
  };
}
