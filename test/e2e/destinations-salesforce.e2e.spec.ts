// Salesforce end to end, on both deployments: real signups enriched and scored, synced through
// the real service to a loopback Salesforce that answers as its REST API reference documents (the
// client credentials flow, sessions that expire, sObject Collections with per-record errors,
// REQUEST_LIMIT_EXCEEDED and the Sforce-Limit-Info usage header, describe naming what is missing).
import request from 'supertest';
import { DestinationConnectionsService } from '../../src/modules/destinations/destination-connections.service.js';
import { DestinationDeliveriesService } from '../../src/modules/destinations/destination-deliveries.service.js';
import { ReenrichmentService } from '../../src/modules/enrichment/runs/reenrichment.service.js';
import { waitFor } from '../support/actor-api.js';
import {
  startDestinationApp,
  type DestinationApp,
} from '../support/destination-app.js';
import { forEachDeployment } from '../support/deployments.js';
import { JANE_EMAIL } from '../support/fixtures/fixture-data.js';
import { pollUntilTerminal } from '../support/poll.js';

const METRICS_TOKEN = 'metrics-token-0123456789abcdef';

forEachDeployment('destinations: Salesforce', (deployment) => {
  let app: DestinationApp;
  const connections = () => app.t.app.get(DestinationConnectionsService);
  const deliveries = () => app.t.app.get(DestinationDeliveriesService);
  const leadOf = (email: string) => app.salesforce.org.byEmail('Lead', email);

  beforeAll(async () => {
    app = await startDestinationApp(
      deployment,
      {
        RECONCILE_INTERVAL_MS: '300',
        RECONCILE_PENDING_AFTER_MS: '300',
        METRICS_TOKEN,
      },
      {},
      {
        apps: {
          'sf-client': 'sf-secret',
          'sf-burst': 'sf-burst-secret',
          'sf-limit': 'sf-limit-secret',
          'sf-revoked': 'sf-revoked-secret',
          'sf-contacts': 'sf-contacts-secret',
          'sf-no-key': 'sf-no-key-secret',
        },
        restricted: {
          'sf-no-key': [
            'Lead.SE_Email__c',
            'Lead.SE_Summary__c',
            'Lead:create',
          ],
        },
        invalidEmails: ['refused@acme.test'],
      },
    );
  });
  afterAll(() => app?.close());

  it('connecting checks access with `limits`; a signup becomes a Lead, linked from its record', async () => {
    const { orgId, key } = await app.tenant();
    const since = Date.now();
    const id = await app.connectSalesforce(orgId);
    const checked = app.salesforce.server.requests.filter((r) => r.at >= since);
    expect(checked.map((r) => r.path)).toEqual([
      '/services/oauth2/token',
      '/services/data/v62.0/limits',
      '/services/data/v62.0/sobjects/Lead/describe',
      '/services/data/v62.0/sobjects/Contact/describe',
      '/services/data/v62.0/sobjects/Account/describe',
    ]);
    const [view] = await connections().list(orgId);
    expect(view).toMatchObject({
      kind: 'salesforce',
      status: 'active',
      accountLabel: 'Salesforce org 00D5g000004XyZaEAK',
    });
    // Never shown: the consumer secret is nowhere in what lists give.
    expect(JSON.stringify(view)).not.toContain('sf-secret');

    const [actorId] = await app.signups(key, [JANE_EMAIL]);
    await pollUntilTerminal(app.t.url, key, actorId!);
    await app.settled(id);
    const lead = leadOf(JANE_EMAIL)!;
    expect(lead.fields).toMatchObject({
      SE_Email__c: JANE_EMAIL,
      Email: JANE_EMAIL,
      SE_Band__c: 'hot',
      SE_Score__c: 100,
      SE_Dashboard_URL__c: `https://enrich.example/dashboard/actors/${actorId}`,
    });
    expect(lead.fields.LastName).toBeTruthy();
    expect(lead.fields.Company).toBeTruthy();
    // ?include=destinations and the actor page: the record id and "Open in Salesforce".
    const withDestinations = await request(app.t.url)
      .get(`/v1/actors/${actorId}?include=destinations`)
      .set('Authorization', `Bearer ${key}`)
      .expect(200);
    expect(withDestinations.body.destinations).toEqual([
      {
        id,
        kind: 'salesforce',
        records: { lead: lead.Id },
        url: `https://acme-dev.my.salesforce.com/${lead.Id}`,
        lastSync: expect.objectContaining({
          outcome: 'synced',
          pending: false,
        }),
      },
    ]);
    const metrics = await request(app.t.url)
      .get('/metrics')
      .set('Authorization', `Bearer ${METRICS_TOKEN}`)
      .expect(200);
    expect(metrics.text).toContain(
      `destination_records_total{destination="${id}",kind="salesforce",outcome="synced"} 1`,
    );
    expect(metrics.text).toMatch(
      new RegExp(
        `destination_lag_seconds_count\\{destination="${id}",kind="salesforce"\\} 1`,
      ),
    );
  });

  it('refuses wrong credentials in Salesforce’s words, and names what the org is missing', async () => {
    const { orgId } = await app.tenant();
    await expect(
      connections().connect(orgId, 'salesforce', {
        credentials: {
          instanceUrl: app.salesforce.url,
          clientId: 'sf-client',
          clientSecret: 'wrong',
        },
      }),
    ).rejects.toThrow(
      'clientSecret was refused by Salesforce: invalid_client: invalid client credentials',
    );
    await expect(app.connectSalesforce(orgId, {}, 'sf-no-key')).rejects.toThrow(
      'lacks what Salesforce needs for us to write: Lead: create, Lead.SE_Email__c (a text field, External ID and Unique), Lead.SE_Summary__c',
    );
    expect(await connections().list(orgId)).toEqual([]);
  });

  it('a burst of 300 signups goes out in at most 2 collection calls, each Lead made once', async () => {
    const { orgId, key } = await app.tenant();
    const id = await app.connectSalesforce(orgId, {}, 'sf-burst');
    const since = Date.now();
    const emails = Array.from(
      { length: 300 },
      (_, i) => `burst${i}@company${i % 60}.test`,
    );
    await app.signups(key, emails);
    await app.settled(id, 90_000);
    expect(app.salesforce.collectionWrites('Lead', since)).toBeLessThanOrEqual(
      2,
    );
    for (const email of emails) expect(leadOf(email)).toBeDefined();
    expect(app.salesforce.org.mostCreated('Lead')).toBe(1);
  }, 120_000);

  it('never overwrites what a person entered: a title corrected in Salesforce survives a re-enrichment', async () => {
    const { orgId, key } = await app.tenant();
    const id = await app.connectSalesforce(orgId);
    // A new person to this org: the Lead of an earlier test is gone.
    app.salesforce.org.records.Lead.delete(leadOf(JANE_EMAIL)?.Id ?? '');
    const [actorId] = await app.signups(key, [JANE_EMAIL]);
    await pollUntilTerminal(app.t.url, key, actorId!);
    await app.settled(id);
    const lead = leadOf(JANE_EMAIL)!;
    expect(lead.fields.Title).toBeTruthy();
    app.salesforce.org.edit('Lead', lead.Id, 'Title', 'Chief Data Wrangler');
    app.salesforce.org.edit('Lead', lead.Id, 'Website', '');
    app.salesforce.org.edit('Lead', lead.Id, 'SE_Score__c', '1');
    const before = app.salesforce.collectionWrites('Lead');
    await app.t.app.get(ReenrichmentService).reenrich(orgId, { id: actorId! });
    await waitFor(
      'the re-enrichment synced',
      async () =>
        app.salesforce.collectionWrites('Lead') > before ? true : undefined,
      20_000,
    );
    await app.settled(id);
    const after = leadOf(JANE_EMAIL)!.fields;
    expect(after.Title).toBe('Chief Data Wrangler');
    // Emptied by a person: ours to fill again. Our own fields are always ours.
    expect(after.Website).toBe('https://acme.test');
    expect(after.SE_Score__c).toBe(100);
    const [status] = await deliveries().ofActor(orgId, actorId!);
    expect(status!.lastSync.message).toContain(
      'Title: kept, changed in Salesforce by a person',
    );
  });

  it('a record Salesforce refuses fails with its words; the rest of the collection goes through', async () => {
    const { orgId, key } = await app.tenant();
    const id = await app.connectSalesforce(orgId);
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
      message:
        'INVALID_EMAIL_ADDRESS: Email: invalid email address: refused@acme.test',
    });
    expect(leadOf('ok.one@acme.test')).toBeDefined();
    expect(leadOf('ok.two@acme.test')).toBeDefined();
  });

  it('REQUEST_LIMIT_EXCEEDED: the destination waits, sends nothing meanwhile, and says why', async () => {
    const { orgId, key } = await app.tenant();
    const id = await app.connectSalesforce(orgId, {}, 'sf-limit');
    const spent = app.salesforce.used;
    app.salesforce.options.dailyLimit = spent; // the org's day is spent
    try {
      const [actorId] = await app.signups(key, ['limit@acme.test']);
      await pollUntilTerminal(app.t.url, key, actorId!);
      const view = await waitFor(
        'throttled',
        async () => {
          const d = await connections().get(id);
          return d.throttledUntil ? d : undefined;
        },
        15_000,
      );
      // Salesforce counts a rolling day and does not say when: an hour, then one request tells.
      expect(Date.parse(view.throttledUntil!) - Date.now()).toBeGreaterThan(
        50 * 60_000,
      );
      const refusedAt = app.salesforce.server.requests
        .filter((r) => r.status === 403)
        .pop()!.at;
      await new Promise((r) => setTimeout(r, 1500));
      expect(
        app.salesforce.server.requests.filter(
          (r) => r.at > refusedAt && r.path.startsWith('/services/data'),
        ),
      ).toEqual([]);
      expect(view.pending).toBe(1);
    } finally {
      delete app.salesforce.options.dailyLimit;
    }
  });

  it('an expired session is renewed on INVALID_SESSION_ID and the write goes through; a revoked app pauses the destination as invalid', async () => {
    const { orgId, key } = await app.tenant();
    const id = await app.connectSalesforce(orgId);
    const issued = app.salesforce.tokensIssued();
    app.salesforce.expireSessions();
    const [actorId] = await app.signups(key, ['renewed@acme.test']);
    await pollUntilTerminal(app.t.url, key, actorId!);
    await app.settled(id);
    expect(leadOf('renewed@acme.test')).toBeDefined();
    expect(app.salesforce.tokensIssued()).toBe(issued + 1);

    const revoked = await app.tenant();
    const revokedId = await app.connectSalesforce(
      revoked.orgId,
      {},
      'sf-revoked',
    );
    app.salesforce.options.apps!['sf-revoked'] = 'a-new-secret';
    app.salesforce.expireSessions();
    const [other] = await app.signups(revoked.key, ['revoked@acme.test']);
    await pollUntilTerminal(app.t.url, revoked.key, other!);
    const view = await waitFor(
      'invalid',
      async () => {
        const d = await connections().get(revokedId);
        return d.status === 'invalid' ? d : undefined;
      },
      15_000,
    );
    expect(view.statusDetail).toBe(
      'invalid_client: invalid client credentials',
    );
  });

  it('with objects=contact: a Contact with its Account, a rep’s Account matched on its website', async () => {
    const { orgId, key } = await app.tenant();
    // A rep made the company's Account by hand, website typed with www.
    const repMade = app.salesforce.org.create('Account', {
      Name: 'ACME (rep)',
      Website: 'www.acme.test',
    });
    const id = await app.connectSalesforce(
      orgId,
      { objects: 'contact' },
      'sf-contacts',
    );
    const [actorId] = await app.signups(key, ['grace@acme.test']);
    await pollUntilTerminal(app.t.url, key, actorId!);
    await app.settled(id);
    const contact = app.salesforce.org.byEmail('Contact', 'grace@acme.test')!;
    expect(contact.fields.AccountId).toBe(repMade.Id);
    // Stamped with our key, the rep's name kept.
    expect(repMade.fields).toMatchObject({
      SE_Domain__c: 'acme.test',
      Name: 'ACME (rep)',
    });
    expect(leadOf('grace@acme.test')).toBeUndefined();
    const [status] = await deliveries().ofActor(orgId, actorId!);
    expect(status).toMatchObject({
      records: { contact: contact.Id, account: repMade.Id },
      url: `https://acme-dev.my.salesforce.com/${contact.Id}`,
    });
  });
});
