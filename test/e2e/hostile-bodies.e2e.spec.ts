// Create bodies of any shape, depth and size an attacker might send: never a 5xx, and the service
// keeps answering. Random shapes come from fast-check (a bounded number of runs, all on loopback).
import * as fc from 'fast-check';
import request from 'supertest';
import { startTestApp, type TestApp } from '../support/test-app.js';

const FIELDS = ['email', 'name', 'source', 'metadata', 'emial', '__proto__'];
/** What a create may answer: success, or a client error with the envelope. Never a 5xx. */
const ALLOWED = [200, 201, 400, 413, 422];

/** `levels` containers deep around `core`, written as text so no recursive builder is needed. */
function nestedText(levels: number, kind: 'array' | 'object' | 'mixed') {
  let open = '';
  let close = '';
  for (let i = 0; i < levels; i++) {
    const array = kind === 'array' || (kind === 'mixed' && i % 2 === 0);
    open += array ? '[' : '{"k":';
    close = (array ? ']' : '}') + close;
  }
  return `${open}1${close}`;
}

const expectHandled = (res: request.Response) => {
  expect(ALLOWED).toContain(res.status);
  if (res.status >= 400)
    expect(Object.keys(res.body.error ?? {}).sort()).toEqual([
      'code',
      ...(res.status === 422 ? ['details'] : []),
      'message',
      'requestId',
    ]);
};

describe('hostile create bodies [sqlite]', () => {
  let t: TestApp;
  let key: string;
  beforeAll(async () => {
    // Without the per-key limiter: a few hundred requests are the point here.
    t = await startTestApp('sqlite', { RATE_LIMIT_ENABLED: 'false' });
    ({ key } = await t.newTenant());
  });
  afterAll(() => t.close());

  const post = (text: string) =>
    request(t.url)
      .post('/v1/actors')
      .set('Authorization', `Bearer ${key}`)
      .set('Content-Type', 'application/json')
      .send(text);

  it.each([
    ['5,000 nested objects in metadata', 'metadata', 5000, 'object'],
    ['5,000 nested arrays in metadata', 'metadata', 5000, 'array'],
    ['20,000 nested arrays as name', 'name', 20_000, 'array'],
    ['12,000 alternating levels as email', 'email', 12_000, 'mixed'],
  ] as const)(
    'answers %s with 422 naming the field',
    async (_l, field, levels, kind) => {
      const email = field === 'email' ? '' : '"email":"deep@acme.com",';
      const res = await post(
        `{${email}"${field}":${nestedText(levels, kind)}}`,
      );
      expect(res.status).toBe(422);
      expect(res.body.error.code).toBe('unprocessable_entity');
      expect(res.body.error.message).toContain(`${field} must be nested`);
    },
  );

  it('answers a body of too many values with 422', async () => {
    const res = await post(
      `{"email":"wide@acme.com","metadata":{"list":[${'0,'.repeat(12_000)}0]}}`,
    );
    expect(res.status).toBe(422);
    expect(res.body.error.message).toContain('at most 10000 values');
  });

  it('never answers random JSON bodies with a 5xx', async () => {
    const value = fc.jsonValue({ maxDepth: 14 });
    const body = fc.dictionary(
      fc.oneof(fc.constantFrom(...FIELDS), fc.string({ maxLength: 8 })),
      fc.oneof(value, fc.string({ maxLength: 400 })),
      { maxKeys: 6 },
    );
    await fc.assert(
      fc.asyncProperty(fc.oneof(body, value), async (b) =>
        expectHandled(await post(JSON.stringify(b))),
      ),
      { numRuns: 200 },
    );
  });

  it('never answers deep or large bodies of random shape with a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...FIELDS),
        fc.integer({ min: 1, max: 40_000 }),
        fc.constantFrom('array', 'object', 'mixed'),
        async (field, levels, kind) =>
          expectHandled(
            await post(
              `{"email":"p@acme.com","${field}":${nestedText(levels, kind)}}`,
            ),
          ),
      ),
      { numRuns: 100 },
    );
  });

  it('keeps answering afterwards', async () => {
    await request(t.url).get('/health').expect(200);
    const res = await post('{"email":"after.the.storm@acme.com"}');
    expect(res.status).toBe(201);
  });
});
