// The Docker image, proven without a Docker engine (none here, and base images cannot be pulled):
// the Dockerfile is read, its build context reproduced (only what .dockerignore lets through and
// each COPY names), its install and build steps run in a temp directory, and the service started
// from the resulting tree as the compose file runs it: migrations once, then APP_ROLE=api and
// APP_ROLE=worker on PostgreSQL and Redis, probed by the image's own HEALTHCHECK.
import { randomBytes } from 'node:crypto';
import { execFile } from 'node:child_process';
import {
  existsSync,
  lstatSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, posix } from 'node:path';
import { promisify } from 'node:util';
import { environmentOf, readCompose } from '../support/compose.js';
import { createTestDatabase, type TestDatabase } from '../support/databases.js';
import { postgresUrl, redisUrl } from '../support/dialects.js';
import {
  buildContext,
  copyArgs,
  parseDockerfile,
} from '../support/dockerfile.js';
import { buildStages, type BuiltStage } from '../support/image-build.js';
import { pollUntilTerminal } from '../support/poll.js';
import {
  startServiceProcess,
  stopAllProcesses,
} from '../support/service-process.js';

const stages = parseDockerfile(readFileSync('Dockerfile', 'utf8'));
const runtime = stages.at(-1)!;
const instructions = (keyword: string) =>
  runtime.instructions.filter((i) => i.keyword === keyword);

/** 250 MB: the bound for what the image adds to its base (node_modules and dist). */
const MAX_APP_BYTES = 250 * 1000 * 1000;

describe('the Dockerfile', () => {
  it('builds in one stage and runs from another, as an unprivileged user, with a HEALTHCHECK', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    // Nothing reaches the runtime stage from the sources: only what the build stage made.
    for (const copy of instructions('COPY'))
      expect(copyArgs(copy.args).from).not.toBeNull();
    const user = instructions('USER').at(-1)?.args.trim();
    expect(user).toBeDefined();
    expect(user).not.toMatch(/^(root|0)(:|$)/);
    expect(instructions('HEALTHCHECK')).toHaveLength(1);
    expect(instructions('CMD')).toHaveLength(1);
  });

  it('copies into the build only what the build context holds', () => {
    const context = buildContext('.');
    // The build's own inputs are there, and nothing a developer keeps locally.
    expect(context).toEqual(
      expect.arrayContaining([
        'package.json',
        'package-lock.json',
        'scripts/build.mjs',
        'src/main.ts',
      ]),
    );
    const leaked = context.filter((f) =>
      /^(node_modules|dist|data|test|docs|bench|\.env|\.git)(\/|$)/.test(f),
    );
    expect(leaked).toEqual([]);
    expect(context.filter((f) => f.endsWith('.spec.ts'))).toEqual([]);
  });
});

(postgresUrl && redisUrl ? describe : describe.skip)(
  'the image, built and started without Docker [postgres] [redis]',
  () => {
    let work: string;
    let built: BuiltStage[];
    let app: string;
    let db: TestDatabase;

    beforeAll(async () => {
      work = mkdtempSync(join(tmpdir(), 'image-'));
      built = await buildStages('.', stages, work, {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? work,
        // The same packages at the same versions (the lock): from the machine's npm cache when
        // it has them, as a Docker layer cache would.
        npm_config_prefer_offline: 'true',
        npm_config_update_notifier: 'false',
      });
      const final = built.at(-1)!;
      app = join(final.rootfs, final.workdir);
      db = await createTestDatabase('postgres');
    });

    afterAll(async () => {
      await stopAllProcesses();
      await db?.drop();
      rmSync(work, { recursive: true, force: true });
    });

    it('holds compiled JavaScript and production dependencies only, under 250 MB', () => {
      expect(readdirSync(app).sort()).toEqual([
        'data',
        'dist',
        'node_modules',
        'package.json',
      ]);
      const dist = filesUnder(join(app, 'dist'));
      expect(dist.filter((f) => f.endsWith('.ts'))).toEqual([]);
      expect(dist).toContain('src/main.js');
      // Nothing the lock marks as needed for development only (TypeScript, jest, …).
      const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
        packages: Record<string, { dev?: boolean; devOptional?: boolean }>;
      };
      const devInImage = Object.entries(lock.packages)
        .filter(([path, e]) => path && (e.dev || e.devOptional))
        .map(([path]) => path)
        .filter((path) => existsSync(join(app, path)));
      expect(devInImage).toEqual([]);
      expect(bytesUnder(app)).toBeLessThan(MAX_APP_BYTES);
      // What could not be reproduced here is only the OS packages' install.
      expect(built.flatMap((s) => s.skipped)).toEqual([
        expect.stringMatching(/^apt-get /),
      ]);
    });

    it('migrates once, then serves as API and worker: ready, healthy, and a first signup enriched', async () => {
      const { services } = readCompose();
      const final = built.at(-1)!;
      const supplied = {
        WEBHOOK_SECRETS_KEY: randomBytes(32).toString('base64'),
      };
      const prefix = `test-image-${randomBytes(4).toString('hex')}`;
      // The compose file's environment, pointed at this test's PostgreSQL database and Redis
      // prefix, with the research tools at a closed loopback port (no internet here).
      const envOf = (service: string) => ({
        ...final.env,
        ...environmentOf(services[service]!, supplied).env,
        ...db.env,
        REDIS_URL: redisUrl!,
        REDIS_QUEUE_PREFIX: prefix,
        LOG_LEVEL: 'warn',
      });
      const node = (command: string[], env: Record<string, string>) =>
        promisify(execFile)(process.execPath, nodeArgs(command), {
          cwd: app,
          env: { PATH: process.env.PATH ?? '', ...env },
          timeout: 60_000,
        });

      const migrate = await node(services.migrate!.command!, envOf('migrate'));
      expect(JSON.parse(migrate.stdout).applied.length).toBeGreaterThan(0);

      // A container is reached from outside it: the image listens on every interface (the
      // service's own default is loopback). Below, the test's processes stay on loopback.
      expect(final.env.HOST).toBe('0.0.0.0');
      const apiEnv = envOf('api');
      const api = await startServiceProcess(apiEnv, {
        nodeArgs: nodeArgs(final.cmd!),
        cwd: app,
      });
      const workerEnv = envOf('worker');
      const worker = await startServiceProcess(workerEnv, {
        nodeArgs: nodeArgs(final.cmd!),
        cwd: app,
      });
      for (const proc of [api, worker]) {
        const ready = await fetch(`${proc.healthUrl}/health/ready`);
        expect(ready.status).toBe(200);
        const body = (await ready.json()) as {
          status: string;
          checks: Record<string, string>;
        };
        expect(body).toMatchObject({
          status: 'ready',
          checks: { database: 'up', redis: 'up' },
        });
        // Whatever else a role checks (a worker: its queue consumer) is up too.
        expect(new Set(Object.values(body.checks))).toEqual(new Set(['up']));
      }
      // The image's HEALTHCHECK, run as Docker runs it: in the container, with its environment.
      await node(final.healthcheck!, {
        ...apiEnv,
        HOST: '127.0.0.1',
        PORT: port(api.url!),
      });
      await node(final.healthcheck!, {
        ...workerEnv,
        HOST: '127.0.0.1',
        WORKER_HEALTH_PORT: port(worker.healthUrl),
      });

      // The first run as the operator makes it, then a first signup through the API, researched
      // by the worker.
      const setup = await node(
        [
          'node',
          'dist/src/cli/admin.js',
          'setup',
          '--org',
          'Acme',
          '--admin-email',
          'ops@acme.test',
        ],
        envOf('api'),
      );
      const { key } = JSON.parse(setup.stdout).apiKey;
      const created = await fetch(`${api.url}/v1/actors`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${key}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ email: 'jane.doe@acme.test' }),
      });
      expect(created.status).toBe(201);
      const { actorId } = (await created.json()) as { actorId: string };
      const record = await pollUntilTerminal(api.url!, key, actorId, 30_000);
      expect(record.status).toBe('enriched');
    });
  },
);

/** The arguments `node` gets from an exec-form command such as the image's CMD. */
function nodeArgs(command: string[]): string[] {
  if (command[0] !== 'node') throw new Error(`not a node command: ${command}`);
  return command.slice(1);
}

const port = (url: string) => new URL(url).port;

/** Files under `dir`, as slash-separated relative paths (symlinks not followed). */
function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? filesUnder(join(dir, e.name), posix.join(prefix, e.name))
      : [posix.join(prefix, e.name)],
  );
}

/** Bytes of every file under `dir`, as `du --apparent-size` counts them (symlinks as links). */
function bytesUnder(dir: string): number {
  return filesUnder(dir).reduce(
    (sum, file) => sum + lstatSync(join(dir, file)).size,
    0,
  );
}
