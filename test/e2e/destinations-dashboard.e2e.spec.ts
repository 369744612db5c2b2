// The dashboard's Destinations page over real HTTP, as a browser without scripts uses it: connect
// HubSpot with a write-only token (never shown back), the status, test, the mapping, recent
// deliveries and replay; the actor page's "Open in HubSpot" and last sync; a viewer changes nothing.
import { waitFor } from '../support/actor-api.js';
import { createDashboardUser, DashboardClient } from '../support/dashboard.js';
import {
  startDestinationApp,
  type DestinationApp,
} from '../support/destination-app.js';
import { forEachDeployment } from '../support/deployments.js';
import { pollUntilTerminal } from '../support/poll.js';

forEachDeployment('destinations: the dashboard', (deployment) => {
  let app: DestinationApp;

  beforeAll(async () => {
    app = await startDestinationApp(deployment, { TRUST_PROXY: 'loopback' });
  });
  afterAll(() => app?.close());

  const signedIn = async (orgId: string, role: 'admin' | 'viewer') => {
    const user = await createDashboardUser(app.t, orgId, role);
    const client = new DashboardClient(app.t.url);
    expect((await client.signIn(user.email, user.password)).status).toBe(303);
    return client;
  };

  it('connects HubSpot with a write-only token, shows the deliveries, replays one, links the actor to HubSpot', async () => {
    const { orgId, key } = await app.tenant();
    const client = await signedIn(orgId, 'admin');
    const list = await client.get('/dashboard/destinations');
    expect(list.status).toBe(200);
    expect(list.body).toContain('Connect HubSpot');
    expect(list.body).toMatch(
      /name="token" type="password" autocomplete="new-password"/,
    );

    // A token HubSpot refuses: the form says why, and nothing is connected.
    const refused = await client.post(
      '/dashboard/destinations/connect/hubspot',
      {
        _csrf: list.csrf!,
        token: 'pat-nobody',
        tier: 'free',
      },
    );
    expect(refused.status).toBe(422);
    expect(refused.body).toContain('refused by HubSpot');
    expect(refused.body).not.toContain('pat-nobody');

    const connected = await client.post(
      '/dashboard/destinations/connect/hubspot',
      {
        _csrf: list.csrf!,
        token: 'pat-test',
        tier: 'professional',
      },
    );
    expect(connected.status).toBe(303);
    const page = await client.get(connected.headers.get('location')!);
    expect(page.body).toContain('HubSpot portal 4242');
    expect(page.body).toContain('contact.jobtitle=title');
    expect(page.body).not.toContain('pat-test');
    const id = /\/dashboard\/destinations\/([0-9a-f-]{36})/.exec(
      connected.headers.get('location')!,
    )![1]!;

    const [actorId] = await app.signups(key, ['jane.doe@acme.test']);
    await pollUntilTerminal(app.t.url, key, actorId!);
    await app.settled(id);
    const withDeliveries = await client.get(`/dashboard/destinations/${id}`);
    expect(withDeliveries.body).toContain('synced');
    expect(withDeliveries.body).toContain(
      `/dashboard/destinations/${id}/replay/${actorId}`,
    );

    // Replay sends the actor's current record again.
    const upserts = app.hubspot.server.count('/objects/contacts/batch/upsert');
    const replayed = await client.post(
      `/dashboard/destinations/${id}/replay/${actorId}`,
      {
        _csrf: withDeliveries.csrf!,
      },
    );
    expect(replayed.status).toBe(303);
    await waitFor(
      'the replay sent',
      async () =>
        app.hubspot.server.count('/objects/contacts/batch/upsert') > upserts
          ? true
          : undefined,
      15_000,
    );

    // The mapping: a line removed stops writing it; an unknown property is refused.
    const mapped = await client.post(`/dashboard/destinations/${id}/mapping`, {
      _csrf: withDeliveries.csrf!,
      mapping: 'contact.jobtitle=title\ncontact.se_score=score',
    });
    expect(mapped.status).toBe(303);
    const after = await client.get(`/dashboard/destinations/${id}`);
    expect(after.body).toContain('contact.se_score=score');
    expect(after.body).not.toContain('contact.company=companyName');
    const bad = await client.post(`/dashboard/destinations/${id}/mapping`, {
      _csrf: after.csrf!,
      mapping: 'contact.no_such_property=title',
    });
    expect(bad.status).toBe(422);
    expect(bad.body).toContain('no property');

    // The actor's page: Open in HubSpot, and how its last sync went.
    const actorPage = await client.get(`/dashboard/actors/${actorId}`);
    const contact = app.hubspot.portal.contactByEmail('jane.doe@acme.test')!;
    expect(actorPage.body).toContain(
      `href="https://app-eu1.hubspot.com/contacts/4242/record/0-1/${contact.id}"`,
    );
    expect(actorPage.body).toContain('Open in HubSpot');
  });

  it('lets a viewer see destinations but connect, test, replay or remove nothing', async () => {
    const { orgId } = await app.tenant();
    const id = await app.connectHubSpot(orgId);
    const client = await signedIn(orgId, 'viewer');
    const list = await client.get('/dashboard/destinations');
    expect(list.status).toBe(200);
    expect(list.body).not.toMatch(/action="\/dashboard\/destinations/);
    const page = await client.get(`/dashboard/destinations/${id}`);
    expect(page.status).toBe(200);
    expect(page.body).not.toMatch(/action="\/dashboard\/destinations/);
    const csrf = await client.csrfOf();
    for (const path of [
      '/dashboard/destinations/connect/hubspot',
      `/dashboard/destinations/${id}/test`,
      `/dashboard/destinations/${id}/remove`,
      `/dashboard/destinations/${id}/mapping`,
    ])
      expect(
        (await client.post(path, { _csrf: csrf, token: 'pat-test' })).status,
      ).toBe(403);
  });
});
