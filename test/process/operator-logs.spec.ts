// What an operator reads from the built service: the first run's organization id and key, the
// log format by terminal and environment, one start-up line instead of Nest's module chatter,
// and enrichment lines that name the actor, the create's request and each tool failure's cause.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runAdminProcess, runOnTerminal } from '../support/admin-process.js';
import { waitFor } from '../support/actor-api.js';
import { newTenantViaAdmin } from '../support/actor-rows.js';
import {
  startOutsideWorld,
  type OutsideWorld,
} from '../support/outside-world.js';
import { pollUntilTerminal } from '../support/poll.js';
import {
  startServiceProcess,
  stopAllProcesses,
  spawnTracked,
  freePort,
  jsonLines,
  STARTUP_MS,
} from '../support/service-process.js';

describe('operator-facing output of the built service [sqlite]', () => {
  let dir: string;
  const base = () => ({
    SQLITE_PATH: join(dir, 'format.sqlite'),
    ENV_FILE: '/dev/null',
    LOG_LEVEL: 'debug',
  });
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'operator-logs-'));
  });
  afterEach(async () => {
    await stopAllProcesses();
    rmSync(dir, { recursive: true, force: true });
  });

  it('prints the first organization id next to its key; admin commands and the API accept both', async () => {
    const db = { SQLITE_PATH: join(dir, 'first.sqlite') };
    const service = await startServiceProcess({
      ...db,
      NODE_ENV: 'development',
      FIRST_RUN_BOOTSTRAP: 'true',
    });
    const { orgId, key } = await waitFor(
      'the first-run banner',
      async () => {
        const out = service.output();
        const org = /organization id +([0-9a-f-]{36})/.exec(out)?.[1];
        const apiKey = /API key +(se_live_\w+)/.exec(out)?.[1];
        return org && apiKey ? { orgId: org, key: apiKey } : undefined;
      },
      5000,
    );
    const listed = await runAdminProcess(['org:list'], db);
    expect(listed.json).toEqual([
      expect.objectContaining({ id: orgId, name: 'Default' }),
    ]);
    const icp = await runAdminProcess(['key:list', '--org', orgId], db);
    expect(icp.json).toHaveLength(1);
    const created = await fetch(`${service.url}/v1/actors`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${key}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ email: 'first@run.test' }),
    });
    expect(created.status).toBe(201);
    // Not a terminal and not asked otherwise: JSON lines, and the key is in none of them.
    const lines = jsonLines(service.output());
    expect(lines.length).toBeGreaterThan(0);
    expect(JSON.stringify(lines)).not.toContain(key); // the banner only, never a log line
  });

  it('logs one start-up line at info and leaves Nest’s per-module lines to debug', async () => {
    const db = { SQLITE_PATH: join(dir, 'quiet.sqlite') };
    const info = await startServiceProcess({ ...db, LOG_LEVEL: 'info' });
    const started = await waitFor(
      'the start-up line',
      async () =>
        jsonLines(info.output()).find((l) => l.msg === 'service started'),
      5000,
    );
    expect(started).toMatchObject({
      level: 30,
      role: 'all',
      port: Number(new URL(info.url!).port),
      database: 'sqlite',
      queue: 'in-process',
      agent: 'research',
      tools: ['email', 'dns', 'website', 'gravatar', 'github'],
      metrics: 'off',
    });
    expect(JSON.stringify(started)).not.toMatch(/sqlite\/|:\/\//); // kinds, not paths or URLs
    expect(
      jsonLines(info.output()).filter((l) => l.context === 'InstanceLoader'),
    ).toEqual([]);
    await info.stop('SIGTERM');

    const debug = await startServiceProcess({ ...db, LOG_LEVEL: 'debug' });
    const moduleLines = await waitFor(
      'module lines at debug',
      async () => {
        const found = jsonLines(debug.output()).filter(
          (l) => l.context === 'InstanceLoader',
        );
        return found.length ? found : undefined;
      },
      5000,
    );
    expect(moduleLines.every((l) => l.level === 20)).toBe(true);
  });

  describe('log format', () => {
    const cli = [
      'node',
      join(process.cwd(), 'dist/src/cli/admin.js'),
      'org:list',
    ];
    // The admin CLI logs through the same logger as the service (to stderr): with LOG_LEVEL=debug
    // it writes a line as it opens the database, in whichever format applies.

    it('is readable at a terminal in development', async () => {
      const out = await runOnTerminal(cli, {
        ...base(),
        NODE_ENV: 'development',
      });
      expect(out.exitCode).toBe(0);
      expect(out.output).toMatch(/DEBUG.*opening the database/);
      expect(out.output).not.toMatch(/"level":/);
    });

    it('is JSON at a terminal in production', async () => {
      const out = await runOnTerminal(cli, {
        ...base(),
        NODE_ENV: 'production',
      });
      expect(out.output).toMatch(
        /\{"level":20,.*"msg":"opening the database"\}/,
      );
    });

    it('is JSON in development when the log is not a terminal', async () => {
      const out = await runAdminProcess(['org:list'], {
        ...base(),
        NODE_ENV: 'development',
      });
      expect(out.exitCode).toBe(0);
      expect(jsonLines(out.stderr)).toContainEqual(
        expect.objectContaining({ level: 20, msg: 'opening the database' }),
      );
    });

    it('is what LOG_FORMAT says, except that production refuses pretty', async () => {
      const forced = await runAdminProcess(['org:list'], {
        ...base(),
        NODE_ENV: 'development',
        LOG_FORMAT: 'pretty',
      });
      expect(forced.stderr).toMatch(/DEBUG.*opening the database/);
      const refused = await runAdminProcess(['org:list'], {
        ...base(),
        NODE_ENV: 'production',
        LOG_FORMAT: 'pretty',
      });
      expect(refused.exitCode).toBe(2);
      expect(refused.stderr).toMatch(
        /LOG_FORMAT: "pretty" is not for production/,
      );
    });

    it('makes the service readable at a terminal too', async () => {
      const main = join(process.cwd(), 'dist/src/main.js');
      // At a terminal (`script`'s); stopped with everything it started when the suite ends.
      const proc = spawnTracked(
        'script',
        ['-qec', `${process.execPath} ${main}`, '/dev/null'],
        {
          PATH: process.env.PATH ?? '',
          TERM: 'xterm',
          NODE_ENV: 'development',
          ENV_FILE: '/dev/null',
          FIRST_RUN_BOOTSTRAP: 'false',
          PORT: '0',
          HOST: '127.0.0.1',
          SQLITE_PATH: join(dir, 'tty.sqlite'),
        },
      );
      // As long as the service is starting: a loaded machine only makes it slower.
      const line = await waitFor(
        'the start-up line',
        async () => {
          if (proc.exit) throw new Error('the service exited');
          return /INFO.*service started.*role.*/.exec(proc.output())?.[0];
        },
        STARTUP_MS,
      ).catch((err: Error) => {
        throw new Error(`${err.message}; the output:\n${proc.output()}`);
      });
      expect(line).toMatch(/"role":"all"/);
      expect(proc.output()).not.toMatch(/"level":30/);
    });
  });
});

describe('enrichment log lines [sqlite]', () => {
  let world: OutsideWorld;
  let dir: string;
  beforeAll(async () => {
    world = await startOutsideWorld();
    dir = mkdtempSync(join(tmpdir(), 'enrichment-logs-'));
  });
  afterAll(async () => {
    await stopAllProcesses();
    await world.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('carry the actor id and the create’s request id; tool failures carry their cause', async () => {
    const db = { SQLITE_PATH: join(dir, 'logs.sqlite') };
    const { key } = await newTenantViaAdmin(db);
    const service = await startServiceProcess({
      ...db,
      ...world.env,
      LOG_LEVEL: 'debug',
      // GitHub answers 503; nothing listens where Gravatar should be.
      GITHUB_API_URL: `${world.http.origin}/status/503/github`,
      GRAVATAR_API_URL: `http://127.0.0.1:${await freePort()}`,
    });
    const requestId = 'operator-log-test-1';
    const res = await fetch(`${service.url}/v1/actors`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${key}`,
        'content-type': 'application/json',
        'x-request-id': requestId,
      },
      body: JSON.stringify({ email: 'jane.doe@acme.test', name: 'Jane Doe' }),
    });
    const { actorId } = (await res.json()) as { actorId: string };
    expect((await pollUntilTerminal(service.url!, key, actorId)).status).toBe(
      'enriched',
    );

    const lines = await waitFor(
      'the enriched line',
      async () => {
        const all = jsonLines(service.output());
        return all.some((l) => l.msg === 'actor enriched') ? all : undefined;
      },
      5000,
    );
    const toolLines = lines.filter((l) => l.tool !== undefined);
    expect(toolLines.map((l) => l.tool).sort()).toEqual([
      'dns',
      'email',
      'github',
      'gravatar',
      'website',
    ]);
    for (const line of [
      ...toolLines,
      lines.find((l) => l.msg === 'actor enriched'),
    ])
      expect(line).toMatchObject({ actorId, requestId });
    const failures = Object.fromEntries(
      toolLines
        .filter((l) => l.msg.startsWith('tool failed'))
        .map((l) => [l.tool, l.cause]),
    );
    expect(failures).toEqual({ github: 'HTTP 503', gravatar: 'ECONNREFUSED' });
  });
});
