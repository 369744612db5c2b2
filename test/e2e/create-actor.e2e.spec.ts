import request from 'supertest';
import { forEachDialect } from '../support/dialects.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

function nest(levels: number): Record<string, unknown> {
  let value: Record<string, unknown> = { leaf: true };
  for (let i = 1; i < levels; i++) value = { level: value };
  return value;
}

const VALID_EMAILS = [
  'simple@example.com',
  'first.last@example.com',
  'first_last@example.co.uk',
  "o'brien@example.ie",
  'user+tag@example.com',
  'user-@example.com',
  'user_@example.com',
  'user+@example.com',
  'a@b.io',
  '123@numbers.net',
  'x@sub-domain.example.org',
  'x@1host.example.com',
  'UPPER@EXAMPLE.COM',
];

const INVALID_EMAILS = [
  '.leading@example.com',
  'two..dots@example.com',
  'trailing.@example.com',
  "ends'@example.com",
  'no-at-sign.example.com',
  'two@@example.com',
  'a@b@example.com',
  '@example.com',
  'user@',
  'user@example',
  'user@example.c',
  'user@example.c0m',
  'user@-example.com',
  'user@example..com',
  'user@example.com.',
  'sp ace@example.com',
  'user@exa mple.com',
  'ünï@example.com',
  'user@exämple.com',
  'user!@example.com',
  '',
];

forEachDialect('POST /v1/actors', (dialect) => {
  let t: TestApp;
  let key: string;
  const create = (body: unknown) =>
    request(t.url)
      .post('/v1/actors')
      .set('Authorization', `Bearer ${key}`)
      .send(body as object);
  const fetch = (id: string) =>
    request(t.url)
      .get(`/v1/actors/${id}`)
      .set('Authorization', `Bearer ${key}`);

  beforeAll(async () => {
    t = await startTestApp(dialect);
    ({ key } = await t.newTenant());
  });
  afterAll(() => t.close());

  it('creates a new actor with 201 and exactly {actorId, status}', async () => {
    const res = await create({ email: 'new.person@acme.com' }).expect(201);
    expect(Object.keys(res.body).sort()).toEqual(['actorId', 'status']);
    expect(res.body.status).toBe('created');
    expect(res.body.actorId).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });

  it('answers 200 already_exists with the same id for the same email in any case', async () => {
    const first = await create({ email: 'Case.Person@Acme.com' }).expect(201);
    const again = await create({ email: 'case.person@ACME.COM' }).expect(200);
    expect(again.body).toEqual({
      actorId: first.body.actorId,
      status: 'already_exists',
    });
  });

  it('stores the email lowercased and keeps the first-touch source', async () => {
    const { body } = await create({
      email: 'Touch@Acme.com',
      name: 'Tess',
      source: 'webinar',
    });
    await create({
      email: 'touch@acme.com',
      name: 'Other',
      source: 'ads',
    }).expect(200);
    const record = (await fetch(body.actorId).expect(200)).body;
    expect(record).toMatchObject({
      email: 'touch@acme.com',
      name: 'Tess',
      source: 'webinar',
    });
  });

  it('stores metadata verbatim, key order and all', async () => {
    const metadata = {
      z: 1,
      a: { nested: [1, 'two', null, { deep: true }] },
      ünï: 'çødé',
      n: 1.5e-7,
    };
    const { body } = await create({ email: 'meta@acme.com', metadata }).expect(
      201,
    );
    const actorId = body.actorId;
    // Read straight from the table: metadata is internal to the record but must survive as sent.
    const { Actor } =
      await import('../../src/modules/actors/entities/actor.entity.js');
    const { DataSource } = await import('typeorm');
    const row = await t.app
      .get(DataSource)
      .getRepository(Actor)
      .findOneByOrFail({ id: actorId });
    expect(JSON.stringify(row.metadata)).toBe(JSON.stringify(metadata));
  });

  it('accepts the boundary lengths: email 320, name 255, source 50', async () => {
    const local = 'a'.repeat(64);
    const domain = `${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.${'e'.repeat(320 - 64 - 1 - 63 * 3 - 3)}`;
    const email = `${local}@${domain}`;
    expect(email).toHaveLength(320);
    await create({
      email,
      name: 'n'.repeat(255),
      source: 's'.repeat(50),
    }).expect(201);
  });

  it.each([
    [
      'email over 320 characters',
      { email: `${'a'.repeat(64)}@${'b'.repeat(252)}.com` },
      'email',
    ],
    [
      'name over 255 characters',
      { email: 'x1@acme.com', name: 'n'.repeat(256) },
      'name',
    ],
    [
      'source over 50 characters',
      { email: 'x2@acme.com', source: 's'.repeat(51) },
      'source',
    ],
    ['a missing email', { name: 'No Email' }, 'email'],
    ['a non-string email', { email: 42 }, 'email'],
    ['a non-string name', { email: 'x3@acme.com', name: 5 }, 'name'],
    ['a null source', { email: 'x4@acme.com', source: null }, 'source'],
    [
      'metadata that is an array',
      { email: 'x5@acme.com', metadata: [1, 2] },
      'metadata',
    ],
    [
      'metadata that is a string',
      { email: 'x6@acme.com', metadata: 'plan=team' },
      'metadata',
    ],
    [
      'metadata nested 11 levels',
      { email: 'x7@acme.com', metadata: nest(11) },
      'metadata',
    ],
    ['an unknown field', { email: 'x8@acme.com', emial: 'typo' }, 'emial'],
    [
      'a NUL character in name',
      { email: 'x9@acme.com', name: 'a\u0000b' },
      'name',
    ],
    [
      'a lone surrogate in source',
      { email: 'x10@acme.com', source: 'a\ud800b' },
      'source',
    ],
  ])('refuses %s with 422 naming the field', async (_label, body, field) => {
    const res = await create(body).expect(422);
    expect(res.body.error.code).toBe('unprocessable_entity');
    expect(res.body.error.message).toContain(field);
    expect(res.body.error.details).toContainEqual({
      field,
      message: expect.stringContaining(field),
    });
  });

  it('lists each field of a 422 in details, keeping the whole message', async () => {
    const res = await create({
      email: 'not an email',
      name: 7,
      emial: 'typo',
    }).expect(422);
    const { message, details } = res.body.error;
    expect(details.map((d: { field: string }) => d.field).sort()).toEqual([
      'email',
      'emial',
      'name',
    ]);
    for (const d of details) expect(message).toContain(d.message);
  });

  it('accepts metadata nested 10 levels', async () => {
    await create({ email: 'deep@acme.com', metadata: nest(10) }).expect(201);
  });

  it('refuses 10 KB of junk as an email without trouble', async () => {
    const res = await create({ email: '.'.repeat(10_000) + '@' }).expect(422);
    expect(res.body.error.message).toContain('email');
  });

  it.each(VALID_EMAILS)('accepts %s', async (email) => {
    await create({ email }).expect((res) =>
      expect([200, 201]).toContain(res.status),
    );
  });

  it.each(INVALID_EMAILS)('refuses %j', async (email) => {
    const res = await create({ email }).expect(422);
    expect(res.body.error.message).toContain('email');
  });
});
