import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { postgresUrl, redisUrl } from '../support/dialects.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { LINE_NAMES } from '../../src/modules/queue/lines.js';

const USER = 'ops';
const PASSWORD = 'correct-horse-battery';

describe('queue dashboard', () => {
  it('is absent unless enabled', async () => {
    const t = await startTestApp('sqlite');
    try {
      await request(t.url).get('/admin/queues').expect(404);
    } finally {
      await t.close();
    }
  });
});

(postgresUrl && redisUrl ? describe : describe.skip)(
  'queue dashboard, enabled [postgres] [redis]',
  () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp('postgres', {
        REDIS_URL: redisUrl!,
        REDIS_QUEUE_PREFIX: `test-${randomBytes(4).toString('hex')}`,
        QUEUE_DASHBOARD_ENABLED: 'true',
        QUEUE_DASHBOARD_USER: USER,
        QUEUE_DASHBOARD_PASSWORD: PASSWORD,
      });
    });
    afterAll(() => t.close());

    it('answers 401 with a basic-auth challenge without the right credentials', async () => {
      for (const auth of [
        undefined,
        [USER, `${PASSWORD}x`],
        ['root', PASSWORD],
        [`${USER}:${PASSWORD}`, ''],
      ] as const) {
        const req = request(t.url).get('/admin/queues');
        const res = await (auth ? req.auth(auth[0], auth[1]) : req);
        expect(res.status).toBe(401);
        expect(res.headers['www-authenticate']).toMatch(/^Basic realm=/);
        expect(res.body.error).toMatchObject({ code: 'unauthorized' });
      }
      // The API behind it is protected the same way.
      await request(t.url).get('/admin/queues/api/queues').expect(401);
    });

    it('serves the board and its read-only API with them', async () => {
      const page = await request(t.url)
        .get('/admin/queues')
        .auth(USER, PASSWORD)
        .expect(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      const api = await request(t.url)
        .get('/admin/queues/api/queues')
        .auth(USER, PASSWORD)
        .expect(200);
      // Every line of the job queue, as lines.ts declares them.
      expect(api.body.queues).toEqual(
        LINE_NAMES.map((name) =>
          expect.objectContaining({ name, readOnlyMode: true }),
        ),
      );
    });
  },
);
