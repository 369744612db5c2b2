// The README's quick start, as a newcomer runs it: `npm start` on an empty data directory prints
// a first API key, and a first create with that key works. The same first start generates the
// webhook secrets key into the data directory, which the admin CLI then uses: an endpoint the CLI
// adds receives deliveries the service signs.
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runAdminProcess } from '../support/admin-process.js';
import {
  startWebhookReceiver,
  type WebhookReceiver,
} from '../support/fixtures/webhook-receiver.js';
import { pollUntilTerminal } from '../support/poll.js';
import {
  freePort,
  jsonLines,
  spawnTracked,
  STARTUP_MS,
  type RunningProcess,
} from '../support/service-process.js';
import { verifiedBody } from '../support/webhooks.js';

interface NpmStart {
  process: RunningProcess;
  output(): string;
  url: string;
}

/**
 * `npm start` as the README has it (npm, sh, node), until it serves: as long as it runs, a first
 * build included (stopped with all it started when the suite ends).
 */
async function npmStart(env: Record<string, string>): Promise<NpmStart> {
  const port = await freePort();
  const child = spawnTracked('npm', ['start'], {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    ...env,
    PORT: String(port),
    HOST: '127.0.0.1',
  });
  const started = Date.now();
  while (!child.output().includes('service started')) {
    if (child.exit || Date.now() - started > STARTUP_MS)
      throw new Error(`npm start did not serve:\n${child.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    process: child,
    output: () => child.output(),
    url: `http://127.0.0.1:${port}`,
  };
}

/** Waits until the output holds `pattern` (bounded), and returns the output. */
async function waitForOutput(
  run: NpmStart,
  pattern: RegExp,
  timeoutMs = 60_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (!pattern.test(run.output())) {
    if (Date.now() > deadline)
      throw new Error(`no ${pattern} in the output:\n${run.output()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return run.output();
}

/** SIGTERM, as at a terminal's Ctrl-C or a supervisor; SIGKILL after 15 s, to all it started. */
async function stop(run: NpmStart | undefined): Promise<void> {
  await run?.process.stop('SIGTERM', 15_000);
}

describe('the README quick start: npm start on an empty data directory [sqlite]', () => {
  let dir: string;
  let receiver: WebhookReceiver;
  let first: NpmStart | undefined;
  let env: Record<string, string>;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'first-run-'));
    receiver = await startWebhookReceiver();
    env = {
      SQLITE_PATH: join(dir, 'data', 'enrichment.sqlite'),
      ENV_FILE: '/dev/null',
      // Loopback only: the research tools reach a closed port, webhooks a local receiver.
      ENRICHMENT_DNS_SERVERS: '127.0.0.1:9',
      GITHUB_API_URL: 'http://127.0.0.1:9',
      GRAVATAR_API_URL: 'http://127.0.0.1:9',
      WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
      WEBHOOK_DISPATCH_INTERVAL_MS: '200',
    };
  });
  afterAll(async () => {
    await stop(first);
    await receiver.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('prints a key that works for a first create, and generates the webhook key the CLI uses', async () => {
    first = await npmStart(env);
    // The banner follows the start-up line; its last line names the example ICP profile.
    const banner = await waitForOutput(first, /--file examples\/icp\.json\n/);
    const key = /API key\s+(se_live_\S+)/.exec(banner)?.[1];
    const orgId = /organization id\s+(\S+)/.exec(banner)?.[1];
    expect(key).toBeDefined();
    expect(orgId).toBeDefined();

    // The generated key, said once in the log, readable by its owner only.
    const keyFile = join(dir, 'data', 'webhook-secrets.key');
    expect(statSync(keyFile).mode & 0o777).toBe(0o600);
    const log = await waitForOutput(first, /WEBHOOK_SECRETS_KEY was not set/);
    const notices = jsonLines(log).filter((l) =>
      String(l.msg).startsWith('WEBHOOK_SECRETS_KEY was not set'),
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]!.path).toBe(keyFile);

    // The admin CLI seals an endpoint's secret with the same key the service signs with.
    const added = await runAdminProcess(
      [
        'webhook:add',
        '--org',
        orgId!,
        '--url',
        receiver.url('/hooks'),
        '--events',
        'actor.enriched',
      ],
      env,
    );
    expect(added.exitCode).toBe(0);
    expect(added.stderr).toBe('');

    const created = await fetch(`${first.url}/v1/actors`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${key}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ email: 'jane.doe@acme.test', name: 'Jane Doe' }),
    });
    expect(created.status).toBe(201);
    const { actorId } = (await created.json()) as { actorId: string };
    const record = await pollUntilTerminal(first.url, key!, actorId, 30_000);
    expect(record.status).toBe('enriched');

    const [delivery] = await receiver.waitFor('/hooks', 1, 15_000);
    expect(verifiedBody(delivery!, added.json.secret)).toMatchObject({
      type: 'actor.enriched',
      data: { actor: { id: actorId } },
    });
  });

  it('a second start prints no key and keeps the webhook key it generated', async () => {
    await stop(first);
    const keyFile = join(dir, 'data', 'webhook-secrets.key');
    const key = readFileSync(keyFile, 'utf8');
    const second = await npmStart(env);
    try {
      expect(second.output()).not.toContain('API key');
      expect(second.output()).not.toContain('WEBHOOK_SECRETS_KEY was not set');
      expect(readFileSync(keyFile, 'utf8')).toBe(key);
    } finally {
      await stop(second);
    }
  });
});
