// The usage page says what it counts (issue 30): an organization without a quota counts the
// signups admitted this month that are still here, so erasing one lowers the count, and the page
// must not claim that erased signups still count. Counted nouns agree with their number.
import request from 'supertest';
import { createDashboardUser, DashboardClient } from '../support/dashboard.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('the usage page of an organization without a quota [sqlite]', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite');
  });
  afterAll(() => t.close());

  it('counts an erased signup no more, and says so; one enrichment is singular', async () => {
    const tenant = await t.newTenant('No quota', null);
    const ids: string[] = [];
    for (const email of ['one@acme.test', 'two@acme.test']) {
      const res = await request(t.url)
        .post('/v1/actors')
        .set('Authorization', `Bearer ${tenant.key}`)
        .send({ email })
        .expect(201);
      ids.push(res.body.actorId);
    }
    await request(t.url)
      .delete(`/v1/actors/${ids[0]}`)
      .set('Authorization', `Bearer ${tenant.key}`)
      .expect(204);

    const user = await createDashboardUser(t, tenant.orgId, 'viewer');
    const browser = new DashboardClient(t.url);
    await browser.signIn(user.email, user.password);
    const page = await browser.get('/dashboard/usage');
    expect(page.status).toBe(200);
    const text = textOf(page.body);
    expect(text).toContain('1 enrichment this month');
    expect(text).toContain('an erased signup is no longer counted');
    expect(text).not.toContain('still count');
    expect(text).not.toMatch(
      /\b1 (enrichments|signups|facts)\b|1 enriched signup that have/,
    );
  });
});
