import { readFileSync } from 'node:fs';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { generateApiKey } from '../../libs/api-key/api-key-format.js';
import { ApiKey } from '../../src/modules/auth/entities/api-key.entity.js';
import { ApiKeysService } from '../../src/modules/auth/api-keys.service.js';
import { forEachDialect } from '../support/dialects.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

forEachDialect('bearer API keys', (dialect) => {
  let t: TestApp;

  // No verification cache here, so each revocation/expiry is seen at once (the cache is tested below).
  beforeAll(
    async () =>
      (t = await startTestApp(dialect, { API_KEY_CACHE_TTL_MS: '0' })),
  );
  afterAll(() => t.close());

  const createWith = (authorization?: string) => {
    const req = request(t.url)
      .post('/v1/actors')
      .send({ email: 'auth.check@acme.com' });
    return authorization === undefined
      ? req
      : req.set('Authorization', authorization);
  };
  it('accepts a valid key', async () => {
    const { key } = await t.newTenant();
    await createWith(`Bearer ${key}`).expect(201);
  });

  it('gives missing, malformed, unknown, revoked and expired keys the same 401', async () => {
    const revoked = await t.newTenant();
    await t.app.get(ApiKeysService).revoke(revoked.keyId);
    const expired = await t.newTenant();
    await t.app
      .get(DataSource)
      .getRepository(ApiKey)
      .update(
        { id: expired.keyId },
        { expiresAt: new Date(Date.now() - 1000) },
      );
    const valid = (await t.newTenant()).key;

    const messages = [
      await expect401(await createWith()),
      await expect401(await createWith('')),
      await expect401(await createWith(valid)), // no "Bearer"
      await expect401(await createWith(`Basic ${valid}`)),
      await expect401(await createWith('Bearer not-a-key')),
      await expect401(await createWith(`Bearer ${withOtherLastChar(valid)}`)), // checksum broken
      await expect401(await createWith(`Bearer ${generateApiKey('se')}`)), // well-formed, unknown
      await expect401(await createWith(`Bearer ${generateApiKey('xx')}`)), // another prefix
      await expect401(await createWith(`Bearer ${revoked.key}`)),
      await expect401(await createWith(`Bearer ${expired.key}`)),
    ];
    expect(new Set(messages).size).toBe(1);
  });

  it('protects fetch as well as create', async () => {
    await expect401(
      await request(t.url).get(
        '/v1/actors/00000000-0000-4000-8000-000000000000',
      ),
    );
  });

  it('leaves /health and /docs open', async () => {
    const { version } = JSON.parse(readFileSync('package.json', 'utf8'));
    await request(t.url).get('/health').expect(200, { status: 'ok', version });
    await request(t.url).get('/health/ready').expect(200);
    await request(t.url).get('/docs-json').expect(200);
  });

  it('records lastUsedAt without a write per request', async () => {
    const tenant = await t.newTenant();
    for (let i = 0; i < 3; i++) await createWith(`Bearer ${tenant.key}`);
    const repo = t.app.get(DataSource).getRepository(ApiKey);
    await waitFor(
      async () =>
        (await repo.findOneByOrFail({ id: tenant.keyId })).lastUsedAt !== null,
    );
  });
});

forEachDialect('verified-key cache', (dialect) => {
  let t: TestApp;
  beforeAll(
    async () =>
      (t = await startTestApp(dialect, { API_KEY_CACHE_TTL_MS: '300' })),
  );
  afterAll(() => t.close());

  it('stops accepting a revoked key once the cache TTL has passed', async () => {
    const { key, keyId } = await t.newTenant();
    const call = () =>
      request(t.url)
        .get('/v1/actors/00000000-0000-4000-8000-000000000000')
        .set('Authorization', `Bearer ${key}`);
    expect((await call()).status).toBe(404);
    await t.app.get(ApiKeysService).revoke(keyId);
    await new Promise((r) => setTimeout(r, 350));
    expect((await call()).status).toBe(401);
  });
});

forEachDialect('revocation in the revoking process', (dialect) => {
  let t: TestApp;
  beforeAll(
    async () =>
      (t = await startTestApp(dialect, { API_KEY_CACHE_TTL_MS: '60000' })),
  );
  afterAll(() => t.close());

  it('refuses a key revoked by this process at once, whatever the cache TTL', async () => {
    const { key, keyId } = await t.newTenant();
    const call = () =>
      request(t.url)
        .get('/v1/actors/00000000-0000-4000-8000-000000000000')
        .set('Authorization', `Bearer ${key}`);
    expect((await call()).status).toBe(404); // verified, and now cached for a minute
    await t.app.get(ApiKeysService).revoke(keyId);
    expect((await call()).status).toBe(401);
  });
});

async function expect401(res: request.Response): Promise<string> {
  expect(res.status).toBe(401);
  expect(res.body).toEqual({
    error: {
      code: 'unauthorized',
      message: expect.any(String),
      requestId: expect.any(String),
    },
  });
  return res.body.error.message as string;
}

async function waitFor(
  check: () => Promise<boolean>,
  timeoutMs = 3000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** The key with its last character changed, whatever that character was (a fixed 'x' is the key itself 1 time in 62). */
function withOtherLastChar(key: string): string {
  return `${key.slice(0, -1)}${key.endsWith('x') ? 'y' : 'x'}`;
}
