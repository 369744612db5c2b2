import { createServer } from 'node:net';
import { Registry } from 'prom-client';
import request from 'supertest';
import { MetricsServer } from '../../src/modules/metrics/metrics.server.js';
import { waitFor } from '../support/actor-api.js';
import { forEachDeployment } from '../support/deployments.js';
import { pollUntilTerminal } from '../support/poll.js';
import { sampleValue } from '../support/prometheus-text.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const TOKEN = 'metrics-token-0123456789abcdef';
const UNKNOWN_ACTOR = '00000000-0000-4000-8000-000000000000';

forEachDeployment('/metrics', (deployment) => {
  let t: TestApp;
  let key: string;
  beforeAll(async () => {
    t = await startTestApp(deployment.dialect, {
      ...deployment.env(),
      METRICS_TOKEN: TOKEN,
      ENRICHMENT_TOOL_TIMEOUT_MS: '1500',
    });
    ({ key } = await t.newTenant());
  });
  afterAll(() => t.close());

  it('refuses a scrape without the metrics token (an API key is not one)', async () => {
    for (const authorization of [
      undefined,
      `Bearer ${key}`,
      `Bearer ${TOKEN}x`,
      TOKEN,
    ]) {
      const req = request(t.url).get('/metrics');
      const res = await (authorization
        ? req.set('Authorization', authorization)
        : req);
      expect(res.status).toBe(401);
      expect(res.body.error).toMatchObject({
        code: 'unauthorized',
        message: expect.stringContaining('metrics token'),
      });
    }
  });

  it('exposes HTTP, queue, job, tool and actor series after traffic and an enrichment', async () => {
    const auth = `Bearer ${key}`;
    const created = await request(t.url)
      .post('/v1/actors')
      .set('Authorization', auth)
      .send({ email: 'jane.doe@acme.com' })
      .expect(201);
    const actorId = created.body.actorId as string;
    expect((await pollUntilTerminal(t.url, key, actorId)).status).toBe(
      'enriched',
    );
    // A run is counted when it returns, a moment after a poll can see its record.
    await waitFor(
      'the run counted',
      async () => {
        const jobs = t.app
          .get(Registry)
          .getSingleMetric('enrichment_jobs_total');
        const { values } = await jobs!.get();
        return values.length > 0 ? true : undefined;
      },
      5_000,
    );
    await request(t.url)
      .get(`/v1/actors/${UNKNOWN_ACTOR}`)
      .set('Authorization', auth)
      .expect(404);
    await request(t.url).get('/no/such/route').expect(404);

    const res = await request(t.url)
      .get('/metrics')
      .set('Authorization', `Bearer ${TOKEN}`)
      .expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const text = res.text;
    const http = (labels: Record<string, string>) =>
      sampleValue(text, 'http_request_duration_seconds_count', labels);

    // Route templates, never raw paths: ids don't become label values.
    expect(
      http({ method: 'POST', route: '/v1/actors', status_code: '201' }),
    ).toBe(1);
    expect(
      http({ method: 'GET', route: '/v1/actors/:actorId', status_code: '200' }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      http({ method: 'GET', route: '/v1/actors/:actorId', status_code: '404' }),
    ).toBe(1);
    expect(http({ route: 'unmatched', status_code: '404' })).toBe(1);
    expect(text).not.toContain(actorId);
    expect(text).not.toContain(UNKNOWN_ACTOR);
    expect(text).toContain('http_request_duration_seconds_bucket{le="0.005"');

    expect(
      sampleValue(text, 'enrichment_jobs_total', { outcome: 'enriched' }),
    ).toBe(1);
    expect(
      sampleValue(text, 'enrichment_tool_duration_seconds_count', {
        tool: 'email',
      }),
    ).toBe(1);
    // The tools that reach the internet talk to a closed loopback port in tests, and fail.
    expect(
      sampleValue(text, 'enrichment_tool_errors_total', {
        tool: 'github',
        reason: 'error',
      }),
    ).toBe(1);
    expect(
      sampleValue(text, 'enrichment_tool_errors_total', { tool: 'email' }),
    ).toBeUndefined();

    for (const state of ['waiting', 'active', 'delayed'])
      expect(
        sampleValue(text, 'enrichment_queue_jobs', { state }),
      ).toBeGreaterThanOrEqual(0);
    expect(
      sampleValue(text, 'enrichment_queue_jobs', { state: 'waiting' }),
    ).toBe(0);
    // This process consumes its own queue: the in-process runner, or Bull in APP_ROLE=all.
    expect(sampleValue(text, 'enrichment_queue_workers')).toBe(1);

    expect(sampleValue(text, 'enrichment_actors', { status: 'enriched' })).toBe(
      1,
    );
    expect(sampleValue(text, 'enrichment_actors', { status: 'pending' })).toBe(
      0,
    );
    expect(sampleValue(text, 'process_resident_memory_bytes')).toBeGreaterThan(
      0,
    );
  });
});

describe('where /metrics is served', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('nowhere by default: neither a token nor a metrics port is configured', async () => {
    t = await startTestApp('sqlite');
    const res = await request(t.url).get('/metrics').expect(404);
    // The envelope tells the operator what to set.
    expect(res.body.error).toMatchObject({
      code: 'not_found',
      message: expect.stringMatching(/METRICS_TOKEN.*METRICS_PORT/),
    });
  });

  it('nowhere when METRICS_ENABLED=false, even with a token', async () => {
    t = await startTestApp('sqlite', {
      METRICS_ENABLED: 'false',
      METRICS_TOKEN: TOKEN,
    });
    const res = await request(t.url)
      .get('/metrics')
      .set('Authorization', `Bearer ${TOKEN}`)
      .expect(404);
    expect(res.body.error.message).toContain('METRICS_ENABLED=false');
  });

  it('on METRICS_PORT (loopback) instead of the API port; the token applies there too', async () => {
    const port = await freePort();
    t = await startTestApp('sqlite', { METRICS_PORT: String(port) });
    expect(t.app.get(MetricsServer).address()?.port).toBe(port);
    const metricsUrl = `http://127.0.0.1:${port}`;
    await request(t.url).get('/v1/actors/x').expect(401);
    const apiPort = await request(t.url).get('/metrics').expect(404);
    expect(apiPort.body.error.message).not.toContain('METRICS_PORT');
    const res = await request(metricsUrl).get('/metrics').expect(200);
    // The middleware measured the API port's request.
    expect(
      sampleValue(res.text, 'http_request_duration_seconds_count', {
        route: '/v1/actors/:actorId',
        status_code: '401',
      }),
    ).toBe(1);
    await request(metricsUrl).get('/other').expect(404);
    await t.close();

    t = await startTestApp('sqlite', {
      METRICS_PORT: String(port),
      METRICS_TOKEN: TOKEN,
    });
    const refused = await request(metricsUrl).get('/metrics').expect(401);
    expect(refused.body.error.code).toBe('unauthorized');
    await request(metricsUrl)
      .get('/metrics')
      .set('Authorization', `Bearer ${TOKEN}`)
      .expect(200);
  });
});

/** A loopback port nothing listens on right now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
