// HubSpot end to end, on both deployments: real signups enriched and scored, synced through the
// real service to a loopback HubSpot that answers as its reference documents.
import { waitFor } from '../support/actor-api.js';
import {
  startDestinationApp,
  type DestinationApp,
} from '../support/destination-app.js';
import { forEachDeployment } from '../support/deployments.js';
import { pollUntilTerminal } from '../support/poll.js';

forEachDeployment('destinations: HubSpot', (deployment) => {
  let app: DestinationApp;

  beforeAll(async () => {
    app = await startDestinationApp(deployment);
  });
  afterAll(() => app?.close());

  it('connecting creates our property group and properties once; a signup becomes a contact with its company', async () => {
    const { orgId, key } = await app.tenant();
    const id = await app.connectHubSpot(orgId);
    const created = app.hubspot.server.count('/batch/create');
    expect(app.hubspot.portal.property('contacts', 'se_score')).toBeDefined();
    expect(
      app.hubspot.portal.property('companies', 'se_domain')?.hasUniqueValue,
    ).toBe(true);
    // Connecting again creates nothing.
    await app.connectHubSpot(orgId);
    expect(app.hubspot.server.count('/batch/create')).toBe(created);

    const [actorId] = await app.signups(key, ['jane.doe@acme.test']);
    await pollUntilTerminal(app.t.url, key, actorId!);
    await app.settled(id);
    const contact = await waitFor(
      'contact',
      async () => app.hubspot.portal.contactByEmail('jane.doe@acme.test'),
      10_000,
    );
    expect(contact.properties).toMatchObject({
      se_band: 'hot',
      se_score: '100',
      se_actor_url: `https://enrich.example/dashboard/actors/${actorId}`,
    });
    const company = app.hubspot.portal.find(
      'companies',
      'se_domain',
      'acme.test',
    );
    expect(company).toBeDefined();
    expect(
      app.hubspot.portal.associations.has(`${contact.id}->${company!.id}`),
    ).toBe(true);
  });
});
