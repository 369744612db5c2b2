// HubSpot end to end, on both deployments: real signups enriched and scored, synced through the
// real service to a loopback HubSpot that answers as its reference documents (429s with their
// headers, 207 partial failures, 401, 403 naming scopes, a search API with its own lower limit).
import request from 'supertest';
import { hubspotAdapter } from '../../libs/destinations/hubspot/hubspot.adapter.js';
import { ReenrichmentService } from '../../src/modules/enrichment/runs/reenrichment.service.js';
import { DestinationConnectionsService } from '../../src/modules/destinations/destination-connections.service.js';
import { DestinationDeliveriesService } from '../../src/modules/destinations/destination-deliveries.service.js';
import { waitFor } from '../support/actor-api.js';
import {
  startDestinationApp,
  type DestinationApp,
} from '../support/destination-app.js';
import { forEachDeployment } from '../support/deployments.js';
import { ALL_SCOPES } from '../support/fixtures/destinations/hubspot-fake.js';
import { pollUntilTerminal } from '../support/poll.js';

/** Paths of the requests HubSpot received, by object type. */
function requestsByObject(app: DestinationApp, since: number) {
  const after = app.hubspot.server.requests.filter((r) => r.at >= since);
  return {
    contacts: after.filter((r) => r.path.includes('/objects/contacts/')).length,
    companies: after.filter((r) => r.path.includes('/objects/companies/'))
      .length,
    associations: after.filter((r) => r.path.includes('/associations/')).length,
  };
}

/**
 * The most flushes HubSpot's batching may make of changes that arrived at `times`: a full batch
 * every hundred, one more each time the arrivals paused past the quiet window (what was waiting
 * goes), and one each maxWait while they trickle. On a quiet machine a burst enriches in a few
 * seconds without pauses; on a loaded one it trickles, and smaller batches are the promise kept.
 */
function flushesAllowed(times: number[]): number {
  const { maxRecords, quietMs, maxWaitMs } = hubspotAdapter.batching;
  const sorted = [...times].sort((a, b) => a - b);
  const pauses = sorted.filter((t, i) => i > 0 && t - sorted[i - 1]! > quietMs);
  const span = sorted.at(-1)! - sorted[0]!;
  return (
    Math.ceil(times.length / maxRecords) +
    pauses.length +
    Math.ceil(span / maxWaitMs)
  );
}

const METRICS_TOKEN = 'metrics-token-0123456789abcdef';

forEachDeployment('destinations: HubSpot', (deployment) => {
  let app: DestinationApp;
  const connections = () => app.t.app.get(DestinationConnectionsService);
  const deliveries = () => app.t.app.get(DestinationDeliveriesService);

  beforeAll(async () => {
    app = await startDestinationApp(
      deployment,
      {
        RECONCILE_INTERVAL_MS: '300',
        RECONCILE_PENDING_AFTER_MS: '300',
        METRICS_TOKEN: METRICS_TOKEN,
      },
      {
        tokens: {
          'pat-test': ALL_SCOPES,
          'pat-burst': ALL_SCOPES,
          'pat-edit': ALL_SCOPES,
          'pat-refuse': ALL_SCOPES,
          'pat-429': ALL_SCOPES,
          'pat-revoked': ALL_SCOPES,
          // A service key without the contacts' write scope: HubSpot does not describe it.
          'svc-no-contact-write': ALL_SCOPES.filter(
            (s) => s !== 'crm.objects.contacts.write',
          ),
          'pat-no-companies': ALL_SCOPES.filter(
            (s) => !s.startsWith('crm.objects.companies'),
          ),
        },
        invalidEmails: ['refused@acme.test'],
        serviceKeys: ['svc-no-contact-write'],
      },
    );
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
    await app.connectHubSpot(orgId);
    expect(app.hubspot.server.count('/batch/create')).toBe(created);

    const [actorId] = await app.signups(key, ['jane.doe@acme.test']);
    await pollUntilTerminal(app.t.url, key, actorId!);
    await app.settled(id);
    const contact = app.hubspot.portal.contactByEmail('jane.doe@acme.test')!;
    expect(contact.properties).toMatchObject({
      se_band: 'hot',
      se_score: '100',
      se_actor_url: `https://enrich.example/dashboard/actors/${actorId}`,
    });
    const company = app.hubspot.portal.find(
      'companies',
      'se_domain',
      'acme.test',
    )!;
    expect(
      app.hubspot.portal.associations.has(`${contact.id}->${company.id}`),
    ).toBe(true);
    // The record links to the contact in HubSpot, with the portal's own UI domain.
    const [status] = await deliveries().ofActor(orgId, actorId!);
    expect(status).toMatchObject({
      kind: 'hubspot',
      records: { contact: contact.id },
      url: `https://app-eu1.hubspot.com/contacts/4242/record/0-1/${contact.id}`,
      lastSync: { outcome: 'synced', pending: false },
    });
    // Per destination: what was sent, the requests, the lag.
    const metrics = await request(app.t.url)
      .get('/metrics')
      .set('Authorization', `Bearer ${METRICS_TOKEN}`)
      .expect(200);
    expect(metrics.text).toContain(
      `destination_records_total{destination="${id}",kind="hubspot",outcome="synced"} 1`,
    );
    expect(metrics.text).toContain(
      `destination_requests_total{destination="${id}",kind="hubspot",result="2xx"}`,
    );
    expect(metrics.text).toMatch(
      new RegExp(
        `destination_lag_seconds_count\\{destination="${id}",kind="hubspot"\\} 1`,
      ),
    );
  });

  it('refuses a token lacking a scope, naming the scopes as HubSpot names them', async () => {
    const { orgId } = await app.tenant();
    await expect(
      app.connectHubSpot(orgId, {}, 'pat-no-companies'),
    ).rejects.toThrow(
      /crm\.objects\.companies\.read, crm\.objects\.companies\.write/,
    );
    await expect(app.connectHubSpot(orgId, {}, 'pat-unknown')).rejects.toThrow(
      /refused by HubSpot/,
    );
    expect(await connections().list(orgId)).toEqual([]);
  });

  it('a service key lacking a write scope is accepted, and its first sync pauses it as needs_setup naming the scope', async () => {
    const { orgId, key } = await app.tenant();
    const id = await app.connectHubSpot(orgId, {}, 'svc-no-contact-write');
    const [actorId] = await app.signups(key, ['jane.doe@acme.test']);
    await pollUntilTerminal(app.t.url, key, actorId!);
    const view = await waitFor(
      'needs_setup',
      async () => {
        const d = await connections().get(id);
        return d.status === 'needs_setup' ? d : undefined;
      },
      15_000,
    );
    expect(view.statusDetail).toBe(
      'missing scopes: crm.objects.contacts.write',
    );
  });

  it('a burst of 300 signups reaches HubSpot in batches: at most 10 requests per object type, inside the burst limit', async () => {
    const { orgId, key } = await app.tenant();
    const id = await app.connectHubSpot(orgId, {}, 'pat-burst');
    const since = Date.now();
    const emails = Array.from(
      { length: 300 },
      (_, i) => `person${i}@company${i % 60}.test`,
    );
    const ids = await app.signups(key, emails);
    await app.settled(id, 90_000);
    const sent = requestsByObject(app, since);
    // At most 10 a type, or what the batching allows if enrichment itself came with pauses.
    const enrichedAt: number[] = [];
    for (const actorId of ids) {
      const res = await request(app.t.url)
        .get(`/v1/actors/${actorId}`)
        .set('Authorization', `Bearer ${key}`)
        .expect(200);
      enrichedAt.push(Date.parse(res.body.enrichment.enrichedAt));
    }
    const most = Math.max(10, flushesAllowed(enrichedAt));
    expect(sent.contacts).toBeLessThanOrEqual(most);
    expect(sent.companies).toBeLessThanOrEqual(most);
    expect(sent.associations).toBeLessThanOrEqual(most);
    // Inside the burst limit: never more than 100 in any 10 s, and HubSpot never had to say 429.
    expect(app.hubspot.peakWindow()).toBeLessThanOrEqual(100);
    expect(app.hubspot.throttled()).toBe(0);
    // Every signup is one contact; every company one record.
    for (const email of emails)
      expect(app.hubspot.portal.contactByEmail(email)).toBeDefined();
    expect(app.hubspot.portal.mostCreated('contacts')).toBe(1);
    expect(app.hubspot.portal.mostCreated('companies')).toBe(1);
  }, 120_000);

  it('never overwrites what a person entered: a title corrected in HubSpot survives a re-enrichment', async () => {
    const { orgId, key } = await app.tenant();
    const id = await app.connectHubSpot(orgId, {}, 'pat-edit');
    const [actorId] = await app.signups(key, ['jane.doe@acme.test']);
    await pollUntilTerminal(app.t.url, key, actorId!);
    await app.settled(id);
    const contact = app.hubspot.portal.contactByEmail('jane.doe@acme.test')!;
    const ours = contact.properties.jobtitle;
    expect(ours).toBeTruthy();
    // A rep corrects the title, and clears the company name.
    app.hubspot.portal.edit(
      'contacts',
      contact.id,
      'jobtitle',
      'Chief Data Wrangler',
    );
    app.hubspot.portal.edit('contacts', contact.id, 'company', '');
    app.hubspot.portal.edit('contacts', contact.id, 'se_score', '1');
    const before = app.hubspot.server.count('/objects/contacts/batch/upsert');
    await app.t.app.get(ReenrichmentService).reenrich(orgId, { id: actorId! });
    await waitFor(
      'the re-enrichment synced',
      async () =>
        app.hubspot.server.count('/objects/contacts/batch/upsert') > before
          ? true
          : undefined,
      20_000,
    );
    await app.settled(id);
    const after =
      app.hubspot.portal.contactByEmail('jane.doe@acme.test')!.properties;
    expect(after.jobtitle).toBe('Chief Data Wrangler');
    // Emptied by a person: ours to fill again. Our own properties are always ours.
    expect(after.company).toBeTruthy();
    expect(after.se_score).toBe('100');
    const [status] = await deliveries().ofActor(orgId, actorId!);
    expect(status!.lastSync.message).toContain(
      'jobtitle: kept, changed in HubSpot by a person',
    );
  });

  it('a record HubSpot refuses fails with HubSpot’s words; the rest of its batch goes through', async () => {
    const { orgId, key } = await app.tenant();
    const id = await app.connectHubSpot(orgId, {}, 'pat-refuse');
    const ids = await app.signups(key, [
      'refused@acme.test',
      'ok.one@acme.test',
      'ok.two@acme.test',
    ]);
    for (const actorId of ids) await pollUntilTerminal(app.t.url, key, actorId);
    await app.settled(id);
    const [refused] = await deliveries().ofActor(orgId, ids[0]!);
    expect(refused!.lastSync).toMatchObject({
      outcome: 'failed',
      message: 'Email address refused@acme.test is invalid',
    });
    expect(app.hubspot.portal.contactByEmail('ok.one@acme.test')).toBeDefined();
    expect(app.hubspot.portal.contactByEmail('ok.two@acme.test')).toBeDefined();
    const history = await deliveries().list(id, 50);
    expect(history.find((d) => d.actorId === ids[0])).toMatchObject({
      outcome: 'failed',
    });
  });

  it('honours a 429: no request before the wait HubSpot asked for, then the record goes through', async () => {
    const { orgId, key } = await app.tenant();
    const id = await app.connectHubSpot(orgId, {}, 'pat-429');
    app.hubspot.server.fault({
      path: '/crm/v3/objects/contacts/batch/read',
      token: 'pat-429',
      times: 1,
      answer: {
        status: 429,
        headers: {
          'retry-after': '2',
          'x-hubspot-ratelimit-remaining': '0',
          'x-hubspot-ratelimit-interval-milliseconds': '10000',
        },
        body: {
          status: 'error',
          message: 'You have reached your ten_secondly_rolling limit.',
          errorType: 'RATE_LIMIT',
          policyName: 'TEN_SECONDLY_ROLLING',
        },
      },
    });
    const [actorId] = await app.signups(key, ['jane.doe@acme.test']);
    await pollUntilTerminal(app.t.url, key, actorId!);
    await app.settled(id);
    const mine = app.hubspot.server.requests.filter(
      (r) => r.token === 'pat-429' && r.path.startsWith('/crm/v3/objects'),
    );
    const throttledAt = mine.find((r) => r.status === 429)!.at;
    const next = mine.find((r) => r.at > throttledAt)!;
    expect(next.at - throttledAt).toBeGreaterThanOrEqual(2000);
  });

  it('401: the destination is paused as invalid, and says so', async () => {
    const { orgId, key } = await app.tenant();
    const id = await app.connectHubSpot(orgId, {}, 'pat-revoked');
    delete app.hubspot.options.tokens!['pat-revoked'];
    const [actorId] = await app.signups(key, ['jane.doe@acme.test']);
    await pollUntilTerminal(app.t.url, key, actorId!);
    const view = await waitFor(
      'invalid',
      async () => {
        const [d] = await connections().list(orgId);
        return d?.status === 'invalid' ? d : undefined;
      },
      15_000,
    );
    expect(view).toMatchObject({
      id,
      statusDetail: expect.stringContaining(
        'Authentication credentials not found',
      ),
      pending: 1,
    });
  });
});
