import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { runAdmin } from '../../src/cli/run-admin.js';
import { ApiKeysService } from '../../src/modules/auth/api-keys.service.js';
import { forEachDeployment } from '../support/deployments.js';
import { postgresUrl, redisUrl } from '../support/dialects.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const UNKNOWN_ACTOR = '00000000-0000-4000-8000-000000000000';

const fetchUnknown = (t: TestApp, key: string) =>
  request(t.url)
    .get(`/v1/actors/${UNKNOWN_ACTOR}`)
    .set('Authorization', `Bearer ${key}`);

/** The window's headers, as numbers. */
function rateHeaders(res: request.Response) {
  const n = (name: string) =>
    res.headers[name] === undefined ? undefined : Number(res.headers[name]);
  return {
    limit: n('ratelimit-limit'),
    remaining: n('ratelimit-remaining'),
    reset: n('ratelimit-reset'),
    retryAfter: n('retry-after'),
  };
}

function expectRefused(res: request.Response, limit: number) {
  expect(res.status).toBe(429);
  expect(res.body).toEqual({
    error: {
      code: 'rate_limited',
      message: expect.stringMatching(
        new RegExp(
          `^Rate limit of ${limit} requests per minute .* retry in \\d+ s`,
        ),
      ),
      requestId: res.headers['x-request-id'],
    },
  });
  const h = rateHeaders(res);
  expect(h).toEqual({
    limit,
    remaining: 0,
    reset: expect.any(Number),
    retryAfter: expect.any(Number),
  });
  expect(h.retryAfter).toBeGreaterThanOrEqual(1);
  expect(h.retryAfter).toBeLessThanOrEqual(60);
}

forEachDeployment('per-API-key rate limiting', (deployment) => {
  let t: TestApp;
  let cliEnv: Record<string, string>;
  beforeAll(async () => {
    t = await startTestApp(deployment.dialect, {
      ...deployment.env(),
      RATE_LIMIT_ENABLED: 'true',
      RATE_LIMIT_PER_MINUTE: '3',
    });
    const db = t.config.database;
    cliEnv =
      db.dialect === 'postgres'
        ? { DATABASE_URL: db.url }
        : { SQLITE_PATH: db.path };
  });
  afterAll(() => t.close());

  it('answers 429 rate_limited with RateLimit-* and Retry-After after the limit; another key is unaffected', async () => {
    const { orgId, key } = await t.newTenant();
    const sibling = await t.app.get(ApiKeysService).issue(orgId, null);

    for (let i = 0; i < 3; i++) {
      const res = await fetchUnknown(t, key).expect(404);
      const h = rateHeaders(res);
      expect(h).toMatchObject({ limit: 3, remaining: 2 - i });
      expect(h.reset).toBeGreaterThanOrEqual(1);
      expect(h.reset).toBeLessThanOrEqual(60);
      expect(h.retryAfter).toBeUndefined();
    }
    expectRefused(await fetchUnknown(t, key), 3);
    // One counter per key across routes: a create is refused too, before its body is read.
    expectRefused(
      await request(t.url)
        .post('/v1/actors')
        .set('Authorization', `Bearer ${key}`)
        .send({ email: 'late@acme.com' }),
      3,
    );

    // The limit is per key: a second key of the same organization has its own window.
    const other = await fetchUnknown(t, sibling.key).expect(404);
    expect(rateHeaders(other)).toMatchObject({ limit: 3, remaining: 2 });
  });

  it('checks the key first and leaves health checks alone', async () => {
    await request(t.url).get(`/v1/actors/${UNKNOWN_ACTOR}`).expect(401);
    const health = await request(t.url).get('/health').expect(200);
    expect(rateHeaders(health).limit).toBeUndefined();
  });

  it("uses the organization's own limit when it has one (org:update --rate-limit)", async () => {
    const { orgId, key } = await t.newTenant('Generous', 7);
    const out = await runAdmin(
      ['org:update', '--id', orgId, '--rate-limit', '5'],
      cliEnv,
    );
    expect(JSON.parse(out.stdout)).toEqual({
      id: orgId,
      name: 'Generous',
      quota: 7, // untouched
      rateLimitPerMinute: 5,
    });
    for (let i = 0; i < 5; i++) {
      const res = await fetchUnknown(t, key).expect(404);
      expect(rateHeaders(res).limit).toBe(5);
    }
    expectRefused(await fetchUnknown(t, key), 5);

    const strict = await t.newTenant('Strict');
    await runAdmin(
      ['org:update', '--id', strict.orgId, '--rate-limit', '1'],
      cliEnv,
    );
    await fetchUnknown(t, strict.key).expect(404);
    expectRefused(await fetchUnknown(t, strict.key), 1);
  });
});

describe('rate limiting defaults', () => {
  it('is on for the embedded default too (in memory): the headers, then 429', async () => {
    const t = await startTestApp('sqlite', { RATE_LIMIT_PER_MINUTE: '2' });
    try {
      const { key } = await t.newTenant();
      const remaining = [];
      for (let i = 0; i < 2; i++) {
        const res = await fetchUnknown(t, key).expect(404);
        expect(rateHeaders(res).limit).toBe(2);
        remaining.push(rateHeaders(res).remaining);
      }
      expect(remaining).toEqual([1, 0]);
      expectRefused(await fetchUnknown(t, key), 2);
    } finally {
      await t.close();
    }
  });

  it('can be turned off: no RateLimit headers, never 429', async () => {
    const t = await startTestApp('sqlite', {
      RATE_LIMIT_ENABLED: 'false',
      RATE_LIMIT_PER_MINUTE: '1',
    });
    try {
      expect(t.config.rateLimit).toBeNull();
      const { key } = await t.newTenant();
      for (let i = 0; i < 3; i++) {
        const res = await fetchUnknown(t, key).expect(404);
        expect(rateHeaders(res).limit).toBeUndefined();
      }
    } finally {
      await t.close();
    }
  });
});

(postgresUrl && redisUrl ? describe : describe.skip)(
  'rate limit counters in Redis [postgres] [redis]',
  () => {
    it('are on by default with Redis and shared by two API processes', async () => {
      const env = {
        REDIS_URL: redisUrl!,
        REDIS_QUEUE_PREFIX: `test-${randomBytes(4).toString('hex')}`,
        RATE_LIMIT_PER_MINUTE: '4',
      };
      const a = await startTestApp('postgres', env);
      let b: TestApp | undefined;
      try {
        const db = a.config.database;
        if (db.dialect !== 'postgres') throw new Error('expected PostgreSQL');
        b = await startTestApp('postgres', {
          ...env,
          APP_ROLE: 'api',
          DATABASE_URL: db.url,
        });
        const { key } = await a.newTenant();
        const remaining = [];
        for (const app of [a, b, a, b]) {
          const res = await fetchUnknown(app, key).expect(404);
          remaining.push(rateHeaders(res).remaining);
        }
        expect(remaining).toEqual([3, 2, 1, 0]);
        expectRefused(await fetchUnknown(a, key), 4);
        expectRefused(await fetchUnknown(b, key), 4);
      } finally {
        await b?.close();
        await a.close();
      }
    });
  },
);
