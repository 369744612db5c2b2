// The dashboard's guarantees over real HTTP, on both deployments: sessions and their cookie, CSRF
// tokens on every form, roles, organizations kept apart, sign-in limits, and the API unchanged.
import request from 'supertest';
import { ApiKeysService } from '../../src/modules/auth/api-keys.service.js';
import { UsersService } from '../../src/modules/users/users.service.js';
import { WebhookEndpointsService } from '../../src/modules/webhooks/webhook-endpoints.service.js';
import { SIGN_IN_LIMITS } from '../../src/modules/dashboard/pages/sign-in/sign-in-throttle.service.js';
import {
  createDashboardUser,
  DashboardClient,
  stateChangingDashboardRoutes,
  type DashboardUser,
} from '../support/dashboard.js';
import { forEachDeployment } from '../support/deployments.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { WEBHOOK_TEST_ENV } from '../support/webhooks.js';

/** The text of a page's alert (the sign-in form's error). */
const alertOf = (page: { body: string }) =>
  /role="alert">([^<]+)</.exec(page.body)?.[1];

forEachDeployment('dashboard security', (deployment) => {
  let t: TestApp;
  let tenant: { orgId: string; key: string; keyId: string };
  let other: { orgId: string; key: string; keyId: string };
  // Fresh users for each test: every sign-in counts against its account's limit.
  let admin: DashboardUser;
  let viewer: DashboardUser;

  beforeAll(async () => {
    t = await startTestApp(deployment.dialect, {
      ...deployment.env(),
      ...WEBHOOK_TEST_ENV,
      // Each test client then signs in from an address of its own (see DashboardClient).
      TRUST_PROXY: 'loopback',
    });
    tenant = await t.newTenant('Mine');
    other = await t.newTenant('Theirs');
  });
  beforeEach(async () => {
    admin = await createDashboardUser(t, tenant.orgId, 'admin');
    viewer = await createDashboardUser(t, tenant.orgId, 'viewer');
  });
  afterAll(() => t.close());

  const signedIn = async (user: DashboardUser) => {
    const client = new DashboardClient(t.url);
    const res = await client.signIn(user.email, user.password);
    expect(res.status).toBe(303);
    return client;
  };

  it('sends a visitor without a session to sign-in, and back to the page after', async () => {
    const client = new DashboardClient(t.url);
    const page = await client.get('/dashboard/keys');
    expect(page.status).toBe(303);
    expect(page.headers.get('location')).toBe(
      '/dashboard/sign-in?next=%2Fdashboard%2Fkeys',
    );
    const form = await client.get(
      '/dashboard/sign-in?next=%2Fdashboard%2Fkeys',
    );
    const res = await client.post('/dashboard/sign-in', {
      _csrf: form.csrf!,
      email: admin.email.toUpperCase(),
      password: admin.password,
      next: '/dashboard/keys',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/dashboard/keys');
    expect((await client.get('/dashboard/keys')).status).toBe(200);
  });

  it('never redirects after sign-in to anywhere but a dashboard page', async () => {
    for (const next of [
      'https://evil.test/',
      '//evil.test',
      '/v1/actors',
      '/dashboard\\@evil.test',
    ]) {
      const client = new DashboardClient(t.url);
      const form = await client.get('/dashboard/sign-in');
      const res = await client.post('/dashboard/sign-in', {
        _csrf: form.csrf!,
        email: admin.email,
        password: admin.password,
        next,
      });
      expect(res.headers.get('location')).toBe('/dashboard/signups');
    }
  });

  it('sets the session cookie HttpOnly, SameSite=Lax, on /dashboard only; Secure only over TLS', async () => {
    const client = new DashboardClient(t.url);
    const form = await client.get('/dashboard/sign-in');
    const res = await client.post('/dashboard/sign-in', {
      _csrf: form.csrf!,
      email: admin.email,
      password: admin.password,
    });
    const cookie = res.headers
      .getSetCookie()
      .find((c) => c.startsWith('dashboard_session='))!;
    expect(cookie).toMatch(/; Path=\/dashboard;/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toContain('Secure');
  });

  it('refuses a wrong password with one message for every kind of failure', async () => {
    const wrong = await new DashboardClient(t.url).signIn(
      admin.email,
      'not-it',
    );
    const unknown = await new DashboardClient(t.url).signIn(
      'nobody@dash.test',
      'not-it',
    );
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(alertOf(wrong)).toBe(
      'That email and password do not match an account.',
    );
    expect(alertOf(unknown)).toBe(alertOf(wrong));
    expect(wrong.headers.getSetCookie().join()).not.toContain(
      'dashboard_session=',
    );
  });

  it('refuses a sign-in form that did not come from the dashboard (no token, or another browser’s)', async () => {
    const attacker = new DashboardClient(t.url);
    const theirs = await attacker.get('/dashboard/sign-in');
    const victim = new DashboardClient(t.url);
    await victim.get('/dashboard/sign-in');
    for (const csrf of ['', theirs.csrf!]) {
      const res = await victim.post('/dashboard/sign-in', {
        _csrf: csrf,
        email: admin.email,
        password: admin.password,
      });
      expect(res.status).toBe(403);
      expect(victim.cookies.has('dashboard_session')).toBe(false);
    }
  });

  it('refuses every signed-in form without the session’s token, and changes nothing', async () => {
    const client = await signedIn(admin);
    const otherSession = await signedIn(admin);
    const foreignToken = await otherSession.csrfOf();
    const keysBefore = (await t.app.get(ApiKeysService).list(tenant.orgId))
      .length;
    // Every state-changing route, from Nest's route metadata; an id names a real key, so a form
    // that skipped the check would revoke it.
    const routes = stateChangingDashboardRoutes(t, () => tenant.keyId);
    expect(routes).toEqual(
      expect.arrayContaining([
        '/dashboard/keys',
        `/dashboard/keys/${tenant.keyId}/revoke`,
        '/dashboard/icp',
        '/dashboard/webhooks',
        '/dashboard/sign-out',
      ]),
    );
    for (const csrf of [undefined, '', foreignToken]) {
      const fields: Record<string, string> =
        csrf === undefined ? {} : { _csrf: csrf };
      for (const route of routes) {
        const res = await client.post(route, {
          ...fields,
          action: 'save',
          url: 'http://127.0.0.1:9/x',
          confirm: 'yes',
        });
        expect({ route, status: res.status }).toEqual({ route, status: 403 });
      }
    }
    expect((await t.app.get(ApiKeysService).list(tenant.orgId)).length).toBe(
      keysBefore,
    );
    expect(
      (await t.app.get(ApiKeysService).list(tenant.orgId)).every(
        (k) => !k.revokedAt,
      ),
    ).toBe(true);
    expect((await client.get('/dashboard/keys')).status).toBe(200); // still signed in
    // With the token it works.
    const issued = await client.post('/dashboard/keys', {
      _csrf: await client.csrfOf('/dashboard/keys'),
    });
    expect(issued.status).toBe(201);
  });

  it('lets a viewer read every page but change nothing', async () => {
    const client = await signedIn(viewer);
    for (const path of [
      '/dashboard/signups',
      '/dashboard/keys',
      '/dashboard/icp',
      '/dashboard/webhooks',
      '/dashboard/destinations',
      '/dashboard/usage',
    ]) {
      const page = await client.get(path);
      expect(page.status).toBe(200);
      expect(page.body).not.toMatch(
        /action="\/dashboard\/(keys|icp|webhooks|destinations)/,
      );
    }
    const csrf = await client.csrfOf();
    expect((await client.post('/dashboard/keys', { _csrf: csrf })).status).toBe(
      403,
    );
    expect(
      (
        await client.post(`/dashboard/keys/${tenant.keyId}/revoke`, {
          _csrf: csrf,
        })
      ).status,
    ).toBe(403);
    expect(
      (await client.post('/dashboard/icp', { _csrf: csrf, action: 'preview' }))
        .status,
    ).toBe(403);
    for (const action of ['research-again', 'erase'])
      expect(
        (
          await client.post(
            `/dashboard/actors/00000000-0000-4000-8000-000000000000/${action}`,
            { _csrf: csrf, confirm: 'yes' },
          )
        ).status,
      ).toBe(403);
    expect(
      (
        await client.post('/dashboard/webhooks', {
          _csrf: csrf,
          url: 'http://127.0.0.1:9/x',
        })
      ).status,
    ).toBe(403);
    const key = await request(t.url)
      .get('/v1/actors/00000000-0000-4000-8000-000000000000')
      .set('Authorization', `Bearer ${tenant.key}`);
    expect(key.status).toBe(404); // the key still works: the viewer revoked nothing
  });

  it("answers 404 for another organization's actor, key, endpoint and delivery, and changes nothing", async () => {
    const { body } = await request(t.url)
      .post('/v1/actors')
      .set('Authorization', `Bearer ${other.key}`)
      .send({ email: 'someone@theirs.test' })
      .expect(201);
    const { endpoint } = await t.app
      .get(WebhookEndpointsService)
      .add(other.orgId, 'http://127.0.0.1:9/theirs', null);
    const client = await signedIn(admin);
    const csrf = await client.csrfOf();
    expect((await client.get(`/dashboard/actors/${body.actorId}`)).status).toBe(
      404,
    );
    expect(
      (await client.get(`/dashboard/actors/${body.actorId}/live`)).status,
    ).toBe(404);
    expect(
      (await client.get(`/dashboard/webhooks/${endpoint.id}`)).status,
    ).toBe(404);
    expect(
      (
        await client.post(`/dashboard/keys/${other.keyId}/revoke`, {
          _csrf: csrf,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await client.post(`/dashboard/webhooks/${endpoint.id}/rotate-secret`, {
          _csrf: csrf,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await client.post(`/dashboard/webhooks/${endpoint.id}/remove`, {
          _csrf: csrf,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await client.post(
          '/dashboard/webhooks/deliveries/00000000-0000-4000-8000-000000000000/replay',
          { _csrf: csrf },
        )
      ).status,
    ).toBe(404);
    for (const action of ['research-again', 'erase'])
      expect(
        (
          await client.post(`/dashboard/actors/${body.actorId}/${action}`, {
            _csrf: csrf,
            confirm: 'yes',
          })
        ).status,
      ).toBe(404);
    const exported = await client.get(
      '/dashboard/signups/export.csv?q=theirs.test',
    );
    expect(exported.status).toBe(200);
    expect(exported.body).not.toContain('someone@theirs.test');
    const live = await client.get(
      `/dashboard/signups/live?ids=${body.actorId}`,
    );
    expect(live.body).not.toContain(body.actorId);
    const search = await client.get('/dashboard/signups?q=theirs.test');
    expect(search.body).not.toContain('someone@theirs.test');
    // Theirs still work.
    await request(t.url)
      .get(`/v1/actors/${body.actorId}`)
      .set('Authorization', `Bearer ${other.key}`)
      .expect(200);
    expect((await t.app.get(WebhookEndpointsService).get(endpoint.id)).id).toBe(
      endpoint.id,
    );
  });

  it('ends the session at sign-out: the old cookie no longer opens a page', async () => {
    const client = await signedIn(admin);
    const stolen = client.cookies.get('dashboard_session')!;
    const res = await client.post('/dashboard/sign-out', {
      _csrf: await client.csrfOf(),
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/dashboard/sign-in');
    const replay = new DashboardClient(t.url);
    replay.cookies.set('dashboard_session', stolen);
    expect((await replay.get('/dashboard/signups')).status).toBe(303);
  });

  it('ends the sessions of a removed user at once', async () => {
    const leaving = await createDashboardUser(t, tenant.orgId, 'admin');
    const client = await signedIn(leaving);
    expect((await client.get('/dashboard/signups')).status).toBe(200);
    await t.app.get(UsersService).remove(leaving.id);
    expect((await client.get('/dashboard/signups')).status).toBe(303);
    expect((await client.signIn(leaving.email, leaving.password)).status).toBe(
      401,
    );
  });

  it('limits sign-in attempts per account, right password or not', async () => {
    const target = await createDashboardUser(t, tenant.orgId, 'viewer');
    for (let i = 0; i < SIGN_IN_LIMITS.perAccount; i++)
      expect(
        (await new DashboardClient(t.url).signIn(target.email, `guess-${i}`))
          .status,
      ).toBe(401);
    const blocked = await new DashboardClient(t.url).signIn(
      target.email,
      target.password,
    );
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(blocked.body).toContain('Too many sign-in attempts');
    // Another account is not affected by this one's limit.
    expect(
      (await new DashboardClient(t.url).signIn(admin.email, admin.password))
        .status,
    ).toBe(303);
  });

  it('keeps the public API and its OpenAPI document free of the dashboard', async () => {
    const doc = await request(t.url).get('/docs-json').expect(200);
    expect(Object.keys(doc.body.paths)).toEqual([
      '/v1/actors/batch',
      '/v1/actors',
      '/v1/actors/{actorId}',
    ]);
    // The API does not take a dashboard session for a key.
    const client = await signedIn(admin);
    await request(t.url)
      .get('/v1/actors/00000000-0000-4000-8000-000000000000')
      .set(
        'Cookie',
        `dashboard_session=${client.cookies.get('dashboard_session')}`,
      )
      .expect(401);
  });
});

forEachDeployment('dashboard sign-in limit per address', (deployment) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(deployment.dialect, {
      ...deployment.env(),
      TRUST_PROXY: 'loopback',
    });
  });
  afterAll(() => t.close());

  it('limits attempts per client address across accounts, the address a trusted proxy names', async () => {
    const { orgId } = await t.newTenant();
    const user = await createDashboardUser(t, orgId, 'admin');
    const from = (address: string) =>
      new DashboardClient(t.url, { 'x-forwarded-for': address });
    for (let i = 0; i < SIGN_IN_LIMITS.perAddress; i++)
      expect(
        (await from('203.0.113.7').signIn(`nobody${i}@dash.test`, 'x')).status,
      ).toBe(401);
    expect(
      (await from('203.0.113.7').signIn(user.email, user.password)).status,
    ).toBe(429);
    expect(
      (await from('203.0.113.8').signIn(user.email, user.password)).status,
    ).toBe(303);
  });

  it('marks the cookie Secure when a trusted proxy says the request came over TLS', async () => {
    const { orgId } = await t.newTenant();
    const user = await createDashboardUser(t, orgId, 'admin');
    const res = await new DashboardClient(t.url, {
      'x-forwarded-proto': 'https',
      'x-forwarded-for': '203.0.113.20',
    }).signIn(user.email, user.password);
    const cookie = res.headers
      .getSetCookie()
      .find((c) => c.startsWith('dashboard_session='))!;
    expect(cookie).toContain('Secure');
  });
});

forEachDeployment('dashboard without TRUST_PROXY', (deployment) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(deployment.dialect, deployment.env());
  });
  afterAll(() => t.close());

  it("believes no client's X-Forwarded-* headers: no Secure cookie, and its own address is limited", async () => {
    const { orgId } = await t.newTenant();
    const user = await createDashboardUser(t, orgId, 'admin');
    const spoofing = (n: number) =>
      new DashboardClient(t.url, {
        'x-forwarded-proto': 'https',
        'x-forwarded-for': `203.0.113.${n}`,
      });
    const res = await spoofing(1).signIn(user.email, user.password);
    expect(res.status).toBe(303);
    expect(res.headers.getSetCookie().join('\n')).not.toContain('Secure');
    // Every attempt counts against 127.0.0.1, whatever address the header claims.
    for (let i = 1; i < SIGN_IN_LIMITS.perAddress; i++)
      await spoofing(i + 1).signIn(`nobody${i}@dash.test`, 'x');
    expect((await spoofing(99).signIn(user.email, user.password)).status).toBe(
      429,
    );
  });
});
