// The destinations contract, run over every registered adapter against its loopback fake
// (test/support/fixtures/destinations): connect answers ready, unauthorized or forbidden naming
// what is missing; a batch with a refused record syncs the others; 429 is throttled with the
// vendor's wait; 401 unauthorized; 5xx and a hang unavailable; values are announced (recordIntent)
// before any write. A new destination passes this suite with no change to the mechanism.
import {
  createDestinationHttp,
  DESTINATION_KINDS,
  DESTINATION_REGISTRY,
  MemoryRequestBudget,
  type ActorSnapshot,
  type DestinationAdapter,
  type Intent,
  type Json,
  type SyncItem,
} from '../../libs/destinations/index.js';
import {
  CONTRACT_WORLDS,
  type ContractWorld,
} from '../support/fixtures/destinations/contract-fixtures.js';

function person(n: number): ActorSnapshot {
  return {
    actorId: `actor-${n}`,
    email: `person${n}@acme${n % 2}.test`,
    fields: {
      firstName: `P${n}`,
      lastName: 'Doe',
      fullName: `P${n} Doe`,
      title: 'CTO',
      companyName: `Acme ${n % 2}`,
      companyDomain: `acme${n % 2}.test`,
      score: 90,
      band: 'hot',
    },
    band: 'hot',
    score: 90,
    companyDomain: `acme${n % 2}.test`,
    dashboardUrl: `https://enrich.example/dashboard/actors/actor-${n}`,
  };
}

const item = (n: number): SyncItem => ({
  ref: `actor-${n}`,
  actor: person(n),
  state: {},
  shared: {},
  firstSyncedAt: null,
});

describe.each(DESTINATION_KINDS)('destination contract: %s', (kind) => {
  let adapter: DestinationAdapter;
  let world: ContractWorld;
  let account: Json | null;
  let intents: Array<{ at: number; intents: Intent[] }>;
  // One per test, as one per process: it spaces requests to one account as the vendor counts them.
  let budget: MemoryRequestBudget;

  function context(credentials: Record<string, string>, timeoutMs = 2000) {
    const parsed = adapter.parseCredentials(credentials);
    const settings = adapter.parseSettings(world.settings);
    return {
      credentials: parsed,
      settings,
      account,
      mapping: adapter.defaultMapping,
      baseUrl: world.baseUrl,
      http: createDestinationHttp({
        timeoutMs,
        allowedUrl: (url) => url.hostname === '127.0.0.1',
        allowPrivateNetworks: true,
        resolver: { resolve4: async () => [], resolve6: async () => [] },
        budgets: adapter.budgets(parsed, settings, account),
        budget,
        maxBudgetWaitMs: 1500,
        signal: new AbortController().signal,
      }),
      recordIntent: async (list: Intent[]) => {
        intents.push({ at: Date.now(), intents: list });
      },
      signal: new AbortController().signal,
      now: () => new Date(),
    };
  }

  beforeEach(async () => {
    adapter = await DESTINATION_REGISTRY[kind].adapter();
    world = await CONTRACT_WORLDS[kind]();
    intents = [];
    budget = new MemoryRequestBudget();
    const connected = await adapter.connect(context(world.credentials));
    if (connected.kind !== 'ready')
      throw new Error(
        `connect with good credentials: ${JSON.stringify(connected)}`,
      );
    account = connected.account;
  });
  afterEach(() => world.close());

  it('is registered under its own kind, with a docs page and a default mapping its targets allow', () => {
    expect(adapter.kind).toBe(kind);
    expect(DESTINATION_REGISTRY[kind].docs).toMatch(
      /^docs\/destinations\/.+\.md$/,
    );
    const targets = adapter.mappableTargets(account);
    for (const [type, fields] of Object.entries(adapter.defaultMapping))
      for (const target of Object.keys(fields))
        expect(targets[type]?.map((t) => t.name)).toContain(target);
  });

  it('connect refuses revoked credentials as unauthorized', async () => {
    expect((await adapter.connect(context(world.revoked))).kind).toBe(
      'unauthorized',
    );
  });

  it('connect refuses credentials lacking what it needs, naming it as the vendor does', async () => {
    const outcome = await adapter.connect(context(world.lacking.credentials));
    expect(outcome).toMatchObject({
      kind: 'forbidden',
      missing: world.lacking.missing,
    });
  });

  it('syncs a batch: every record synced, once, with its CRM ids', async () => {
    const outcome = await adapter.sync(
      [item(1), item(2), item(3)],
      context(world.credentials),
    );
    expect(outcome.kind).toBe('done');
    if (outcome.kind !== 'done') return;
    expect(outcome.records.map((r) => [r.ref, r.outcome]).sort()).toEqual([
      ['actor-1', 'synced'],
      ['actor-2', 'synced'],
      ['actor-3', 'synced'],
    ]);
  });

  it('a refused record fails with the vendor’s words, and the rest of its batch goes through', async () => {
    if (!world.perRecordErrors) return; // one post for the whole batch (Slack): nothing to refuse alone
    world.refuse('person2@acme0.test');
    const outcome = await adapter.sync(
      [item(1), item(2), item(3)],
      context(world.credentials),
    );
    expect(outcome.kind).toBe('done');
    if (outcome.kind !== 'done') return;
    const byRef = Object.fromEntries(outcome.records.map((r) => [r.ref, r]));
    expect(byRef['actor-1']?.outcome).toBe('synced');
    expect(byRef['actor-3']?.outcome).toBe('synced');
    expect(byRef['actor-2']).toMatchObject({
      outcome: 'failed',
      message: expect.stringMatching(/person2@acme0\.test/),
    });
  });

  it('429 is throttled, with the wait the vendor asked for', async () => {
    world.failNextWrite(429);
    const outcome = await adapter.sync([item(1)], context(world.credentials));
    expect(outcome).toMatchObject({
      kind: 'throttled',
      retryAfterMs: expect.any(Number),
    });
    if (outcome.kind === 'throttled')
      expect(outcome.retryAfterMs).toBeGreaterThanOrEqual(1000);
  });

  it('401 at sync is unauthorized', async () => {
    expect((await adapter.sync([item(1)], context(world.revoked))).kind).toBe(
      'unauthorized',
    );
  });

  it('5xx is unavailable (retried later), and so is a vendor that never answers', async () => {
    world.failNextWrite(500);
    expect(
      (await adapter.sync([item(1)], context(world.credentials))).kind,
    ).toBe('unavailable');
    world.hangNextWrite();
    const hung = await adapter.sync([item(2)], context(world.credentials, 300));
    expect(hung).toMatchObject({ kind: 'unavailable', reason: 'timeout' });
  });

  it('announces the values it writes before any write request', async () => {
    if (!adapter.objects.length) return; // keeps no CRM record (Slack): nothing to announce
    await adapter.sync([item(1), item(2)], context(world.credentials));
    const writes = world.writes();
    expect(writes.length).toBeGreaterThan(0);
    for (const write of writes)
      expect(intents.some((i) => i.at <= write.at)).toBe(true);
    expect(
      intents.flatMap((i) => i.intents).map((i) => i.objectType),
    ).toContain(adapter.objects[0]!.type);
  });

  it('links a record to its page in the vendor’s app', () => {
    for (const object of adapter.objects) {
      const url = adapter.recordUrl?.(object.type, '512', account);
      expect(url).toMatch(/^https:\/\/[^/]+\/.*512$/);
    }
  });
});
