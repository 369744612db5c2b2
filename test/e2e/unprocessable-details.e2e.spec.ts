// Every 422 names what is wrong in `details`, for a client to show next to the input (issue 30:
// `view`, `include` and a body that is not an object answered `"details": []`). A query
// parameter is named as it is sent; the body as a whole is `$`, a JSON path's root.
import request from 'supertest';
import { startTestApp, type TestApp } from '../support/test-app.js';

describe('422 details [sqlite]', () => {
  let t: TestApp;
  let key: string;
  let actorId: string;
  beforeAll(async () => {
    t = await startTestApp('sqlite');
    ({ key } = await t.newTenant());
    actorId = (
      await request(t.url)
        .post('/v1/actors')
        .set('Authorization', `Bearer ${key}`)
        .send({ email: 'details@acme.test' })
        .expect(201)
    ).body.actorId;
  });
  afterAll(() => t.close());

  const get = (path: string) =>
    request(t.url).get(path).set('Authorization', `Bearer ${key}`);
  const post = (path: string, body: string) =>
    request(t.url)
      .post(path)
      .set('Authorization', `Bearer ${key}`)
      .set('Content-Type', 'application/json')
      .send(body);

  it.each([
    ['an unknown view', () => get(`/v1/actors/${actorId}?view=tiny`), 'view'],
    [
      'an unknown include',
      () => get(`/v1/actors/${actorId}?include=everything`),
      'include',
    ],
    [
      'include with view=card',
      () => get(`/v1/actors/${actorId}?view=card&include=metadata`),
      'include',
    ],
    ['a list with an unknown view', () => get('/v1/actors?view=tiny'), 'view'],
    ['a body that is an array', () => post('/v1/actors', '[]'), '$'],
    [
      'a body that is a string',
      () => post('/v1/actors', '"jane@acme.test"'),
      '$',
    ],
    [
      'a batch body that is an array',
      () => post('/v1/actors/batch', '[]'),
      '$',
    ],
    ['an invalid email', () => post('/v1/actors', '{"email":"nope"}'), 'email'],
  ])('%s names its input', async (_, send, field) => {
    const res = await send();
    expect(res.status).toBe(422);
    const { message, details } = res.body.error;
    expect(details.length).toBeGreaterThan(0);
    expect(details.map((d: { field: string }) => d.field)).toContain(field);
    for (const d of details) expect(message).toContain(d.message);
  });
});
