import request from 'supertest';
import { ReenrichmentService } from '../../src/modules/enrichment/runs/reenrichment.service.js';
import { LIST_SETTLE_MS } from '../../src/modules/actors/listing/actor-list.service.js';
import { SetIcpProfile } from '../../src/modules/scoring/set-icp-profile.service.js';
import { forEachDialect } from '../support/dialects.js';
import { pollAllTerminal } from '../support/actor-api.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const settle = () => new Promise((r) => setTimeout(r, LIST_SETTLE_MS + 300));

forEachDialect('GET /v1/actors', (dialect) => {
  let t: TestApp;
  let tenant: { orgId: string; key: string };
  let other: { orgId: string; key: string };
  const ids: Record<string, string> = {};

  const create = async (key: string, email: string) => {
    const res = await request(t.url)
      .post('/v1/actors')
      .set('Authorization', `Bearer ${key}`)
      .send({ email, metadata: { plan: 'team' } })
      .expect(201);
    return res.body.actorId as string;
  };
  const list = (query: string, key = tenant.key) =>
    request(t.url)
      .get(`/v1/actors${query}`)
      .set('Authorization', `Bearer ${key}`);

  beforeAll(async () => {
    t = await startTestApp(dialect);
    tenant = await t.newTenant('Lister');
    other = await t.newTenant('Other');
    // Work addresses score 100, free ones 0: a profile whose one rule the address decides.
    await t.app.get(SetIcpProfile).run(tenant.orgId, {
      name: 'Work email',
      rules: [
        {
          id: 'work-email',
          dimension: 'persona',
          field: 'isFreeEmail',
          op: 'eq',
          value: false,
          weight: 100,
        },
      ],
    });
    for (const name of ['ann', 'bob', 'cat', 'dan', 'eve'])
      ids[name] = await create(tenant.key, `${name}@work-${name}.example`);
    ids.free = await create(tenant.key, 'Free.User@gmail.com');
    await create(other.key, 'stranger@elsewhere.example');
    await pollAllTerminal(t.url, tenant.key, Object.values(ids), 30_000);
    await settle();
  });
  afterAll(() => t.close());

  it('pages through every actor once, oldest first, and ends with a cursor to resume from', async () => {
    const seen: string[] = [];
    let cursor = '';
    for (let i = 0; i < 10; i++) {
      const { body } = await list(`?limit=4${cursor}`).expect(200);
      expect(body.data.length).toBeLessThanOrEqual(4);
      seen.push(...body.data.map((a: { id: string }) => a.id));
      expect(typeof body.nextCursor).toBe('string');
      cursor = `&cursor=${body.nextCursor}`;
      if (!body.hasMore) break;
    }
    // Creation order, the other organization's actor left out.
    expect(seen).toEqual(Object.values(ids));
    // At the end: an empty page that hands back the same cursor, for a later sync.
    const end = (await list(`?limit=4${cursor}`).expect(200)).body;
    expect(end).toEqual({
      data: [],
      nextCursor: cursor.slice('&cursor='.length),
      hasMore: false,
    });
  });

  it('filters by status, email (any case), score and time, and shows cards with view=card', async () => {
    const page = async (query: string) =>
      (await list(query).expect(200)).body.data.map(
        (a: { id: string }) => a.id,
      );
    expect(await page('?email=FREE.user@GMAIL.com')).toEqual([ids.free]);
    expect(await page('?status=enriched')).toHaveLength(6);
    expect(await page('?status=pending')).toEqual([]);
    expect(await page('?minScore=50')).toEqual(
      ['ann', 'bob', 'cat', 'dan', 'eve'].map((n) => ids[n]),
    );
    expect(await page('?createdSince=2999-01-01T00:00:00Z')).toEqual([]);
    expect(
      await page('?updatedSince=2000-01-01T00:00:00%2B02:00'),
    ).toHaveLength(6);
    const cards = (await list('?view=card&limit=1').expect(200)).body.data;
    expect(cards[0]).toMatchObject({
      id: ids.ann,
      scoringStatus: 'scored',
      score: 100,
    });
    expect(cards[0]).toHaveProperty('companyDomain');
    const records = (await list('?include=research&limit=1').expect(200)).body
      .data;
    expect(records[0]).toHaveProperty('research');
  });

  it.each([
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['limit=ten', 'limit'],
    ['order=newest', 'order'],
    ['status=done', 'status'],
    ['minScore=101', 'minScore'],
    ['updatedSince=2026-01-01T00:00:00', 'updatedSince'],
    ['createdSince=yesterday', 'createdSince'],
    ['cursor=not-a-cursor', 'cursor'],
    ['view=slim', 'view'],
    ['view=card&include=research', 'include'],
    ['limit=1&limit=2', 'limit'],
  ])('answers 422 for %s', async (query, field) => {
    const res = await list(`?${query}`).expect(422);
    expect(res.body.error.code).toBe('unprocessable_entity');
    expect(res.body.error.message).toContain(field);
  });

  it('refuses a cursor of the other order', async () => {
    const { body } = await list('?limit=1&order=updated').expect(200);
    const res = await list(`?cursor=${body.nextCursor}`).expect(422);
    expect(res.body.error.message).toContain('order=updated');
  });

  it('needs a key', async () => {
    await request(t.url).get('/v1/actors').expect(401);
  });

  it('by updated: paging while actors are created and changed skips none; a changed one comes again, at the end', async () => {
    const sync = await t.newTenant('Sync');
    const initial: string[] = [];
    for (let i = 0; i < 24; i++)
      initial.push(await create(sync.key, `initial-${i}@sync${i}.example`));
    await pollAllTerminal(t.url, sync.key, initial, 30_000);
    await settle();

    // Page slowly (3 at a time) while new actors are created (and enriched: more changes) and
    // a few of the first ones are refreshed (changed while, or after, they were listed).
    const sightings: { id: string; status: string }[] = [];
    const added: string[] = [];
    const refreshed = [initial[1], initial[12], initial[22]];
    let cursor = '';
    const read = async () => {
      const { body } = await list(
        `?order=updated&limit=3${cursor}`,
        sync.key,
      ).expect(200);
      sightings.push(...body.data);
      cursor = `&cursor=${body.nextCursor}`;
      return body.hasMore as boolean;
    };
    for (let page = 0; page < 12; page++) {
      await read();
      added.push(await create(sync.key, `added-${page}@late${page}.example`));
      if (page === 3 || page === 6)
        for (const id of refreshed)
          await t.app.get(ReenrichmentService).reenrich(sync.orgId, { id });
    }
    // Everything settles, then the same cursor reads on until nothing is left (bounded).
    await pollAllTerminal(t.url, sync.key, added, 30_000);
    await new Promise((r) => setTimeout(r, 1500)); // the refreshes land
    await settle();
    for (let i = 0; i < 40 && (await read()); i++);

    const count = (id: string) => sightings.filter((s) => s.id === id).length;
    const untouched = initial.filter((id) => !refreshed.includes(id));
    for (const id of untouched) expect(count(id)).toBe(1);
    for (const id of [...refreshed, ...added])
      expect(count(id)).toBeGreaterThanOrEqual(1);
    // Each actor's last sighting is its current state.
    for (const id of [...initial, ...added]) {
      const last = sightings.filter((s) => s.id === id).at(-1)!;
      const now = (
        await request(t.url)
          .get(`/v1/actors/${id}`)
          .set('Authorization', `Bearer ${sync.key}`)
      ).body;
      expect(last).toEqual(now);
    }
  });
});
