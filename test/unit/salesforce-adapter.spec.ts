// The Salesforce adapter against its loopback fake, what the contract spec does not cover: each
// per-record error of a collection (REQUIRED_FIELD_MISSING, INVALID_FIELD, DUPLICATE_VALUE,
// DUPLICATE_EXTERNAL_ID) fails that record alone with Salesforce's words; an expired session is
// renewed once; picklist values are sent only when they are the org's; Contact + Account writes
// each Account once per domain and deletes only the person on erasure.
import {
  createDestinationHttp,
  MemoryRequestBudget,
  type DestinationContext,
  type Json,
  type SyncItem,
} from '../../libs/destinations/index.js';
import { salesforceAdapter } from '../../libs/destinations/salesforce/salesforce.adapter.js';
import type { SalesforceSettings } from '../../libs/destinations/salesforce/salesforce-account.js';
import {
  startSalesforceFake,
  type SalesforceFake,
} from '../support/fixtures/destinations/salesforce-fake.js';

const item = (
  n: number,
  fields: SyncItem['actor']['fields'] = {},
): SyncItem => ({
  ref: `actor-${n}`,
  actor: {
    actorId: `actor-${n}`,
    email: `person${n}@acme.test`,
    fields: {
      email: `person${n}@acme.test`,
      lastName: 'Doe',
      companyName: 'Acme',
      companyDomain: 'acme.test',
      website: 'https://acme.test',
      ...fields,
    },
    band: 'hot',
    score: 90,
    companyDomain: 'acme.test',
    dashboardUrl: null,
  },
  state: {},
  shared: {},
  firstSyncedAt: null,
});

describe('Salesforce adapter', () => {
  let fake: SalesforceFake;
  let account: Json | null;

  function context(settings: Record<string, string> = {}) {
    const credentials = salesforceAdapter.parseCredentials({
      instanceUrl: fake.url,
      clientId: 'sf-client',
      clientSecret: 'sf-secret',
    });
    const parsed: SalesforceSettings =
      salesforceAdapter.parseSettings(settings);
    return {
      credentials,
      settings: parsed,
      account,
      mapping: salesforceAdapter.defaultMapping,
      baseUrl: fake.url,
      http: createDestinationHttp({
        timeoutMs: 2000,
        allowedUrl: (url) => url.hostname === '127.0.0.1',
        allowPrivateNetworks: true,
        resolver: { resolve4: async () => [], resolve6: async () => [] },
        budgets: salesforceAdapter.budgets(credentials, parsed, account),
        budget: new MemoryRequestBudget(),
        maxBudgetWaitMs: 1000,
        signal: new AbortController().signal,
      }),
      recordIntent: async () => undefined,
      signal: new AbortController().signal,
      now: () => new Date(),
    } satisfies DestinationContext;
  }

  async function connect(settings: Record<string, string> = {}) {
    const outcome = await salesforceAdapter.connect(context(settings));
    if (outcome.kind !== 'ready') throw new Error(JSON.stringify(outcome));
    account = outcome.account;
  }

  beforeEach(async () => {
    fake = await startSalesforceFake();
    await connect();
  });
  afterEach(() => fake.close());

  const outcomes = async (items: SyncItem[], settings = {}) => {
    const outcome = await salesforceAdapter.sync(items, context(settings));
    if (outcome.kind !== 'done') throw new Error(JSON.stringify(outcome));
    return Object.fromEntries(outcome.records.map((r) => [r.ref, r]));
  };

  it('connect reads the daily limit and budgets a share of it per hour', () => {
    expect(account).toMatchObject({
      orgId: '00D5g000004XyZaEAK',
      instanceUrl: 'https://acme-dev.my.salesforce.com',
      dailyApiMax: 100_000,
    });
    const ctx = context();
    // 80 % of 100,000 a day, an hour's worth per rolling hour.
    expect(
      salesforceAdapter.budgets(ctx.credentials, ctx.settings, account).default,
    ).toMatchObject({ limit: 3333, windowMs: 3_600_000 });
  });

  it('REQUIRED_FIELD_MISSING fails that record alone, in Salesforce’s words', async () => {
    fake.org.required.Lead.push('Title');
    const byRef = await outcomes([item(1, { title: 'CTO' }), item(2)]);
    expect(byRef['actor-1']).toMatchObject({ outcome: 'synced' });
    expect(byRef['actor-2']).toEqual({
      ref: 'actor-2',
      outcome: 'failed',
      message: 'REQUIRED_FIELD_MISSING: Required fields are missing: [Title]',
    });
  });

  it('INVALID_FIELD: a custom field deleted in Salesforce after connect fails the records that carry it', async () => {
    fake.org.drop('Lead', 'SE_Summary__c');
    const byRef = await outcomes([
      item(1, { summary: 'Builds things' }),
      item(2),
    ]);
    expect(byRef['actor-1']).toMatchObject({
      outcome: 'failed',
      message:
        "INVALID_FIELD: No such column 'SE_Summary__c' on sobject of type Lead",
    });
    expect(byRef['actor-2']).toMatchObject({ outcome: 'synced' });
  });

  it('DUPLICATE_VALUE and DUPLICATE_EXTERNAL_ID fail their records; the others go through', async () => {
    // A unique field another record holds already.
    fake.org.field('Lead', 'Email')!.unique = true;
    fake.org.create('Lead', {
      LastName: 'Other',
      Company: 'X',
      Email: 'person1@acme.test',
    });
    // A non-unique external ID that two records hold.
    const key = fake.org.field('Lead', 'SE_Email__c')!;
    key.unique = false;
    for (const name of ['A', 'B'])
      fake.org.create('Lead', {
        LastName: name,
        Company: 'X',
        SE_Email__c: 'person2@acme.test',
      });
    const byRef = await outcomes([item(1), item(2), item(3)]);
    expect(byRef['actor-1']).toMatchObject({
      outcome: 'failed',
      message: expect.stringMatching(
        /^DUPLICATE_VALUE: duplicate value found: Email duplicates value on record with id: 00Q/,
      ),
    });
    expect(byRef['actor-2']).toMatchObject({
      outcome: 'failed',
      message: expect.stringMatching(/^DUPLICATE_EXTERNAL_ID: /),
    });
    expect(byRef['actor-3']).toMatchObject({ outcome: 'synced' });
  });

  it('an expired session is renewed once, and the call goes through', async () => {
    await outcomes([item(1)]);
    const issued = fake.tokensIssued();
    fake.expireSessions();
    const byRef = await outcomes([item(2)]);
    expect(byRef['actor-2']).toMatchObject({ outcome: 'synced' });
    expect(fake.tokensIssued()).toBe(issued + 1);
    const refused = fake.server.requests.filter((r) => r.status === 401);
    expect(refused).toHaveLength(1);
  });

  it('a picklist value is sent only when it is one of the org’s, else said why', async () => {
    const byRef = await outcomes([
      item(1, { industry: 'Technology' }),
      item(2, { industry: 'Computer Software' }),
    ]);
    expect(fake.org.byEmail('Lead', 'person1@acme.test')!.fields.Industry).toBe(
      'Technology',
    );
    expect(
      fake.org.byEmail('Lead', 'person2@acme.test')!.fields.Industry,
    ).toBeUndefined();
    expect(byRef['actor-2']).toMatchObject({
      outcome: 'synced',
      notes: ['Industry: "Computer Software" is none of its picklist values'],
    });
  });

  it('Contact + Account: one Account per domain across syncs; erasure deletes the Contact only', async () => {
    await connect({ objects: 'contact' });
    const first = await salesforceAdapter.sync(
      [item(1), item(2)],
      context({ objects: 'contact' }),
    );
    expect(first.kind).toBe('done');
    const shared = first.kind === 'done' ? first.shared! : [];
    expect(shared).toEqual([
      expect.objectContaining({ objectType: 'account', key: 'acme.test' }),
    ]);
    await outcomes([item(3)], { objects: 'contact' });
    expect(fake.org.mostCreated('Account')).toBe(1);
    const accountId = shared[0]!.crmId;
    const contact = fake.org.byEmail('Contact', 'person3@acme.test')!;
    expect(contact.fields.AccountId).toBe(accountId);
    const erased = await salesforceAdapter.erase!(
      [{ ref: 'actor-3', crmIds: { contact: contact.Id, account: accountId } }],
      context({ objects: 'contact', erase: 'delete' }),
    );
    expect(erased).toMatchObject({
      kind: 'done',
      records: [{ ref: 'actor-3', outcome: 'synced' }],
    });
    expect(fake.org.deleted).toEqual([contact.Id]);
  });
});
