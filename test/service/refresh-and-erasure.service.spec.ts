// Compare-and-set races of a refresh, an erasure and a quota re-admission, on each database:
// claims of one refresh at once, a lease that lapses under its holder, readers during the
// replacement, a profile changed mid-refresh, erasures racing the writes of a run, and
// re-admissions racing creates for the last units of a quota.
import { DataSource } from 'typeorm';
import { ActorErasureService } from '../../src/modules/actors/actor-erasure.service.js';
import { EnrichmentQuotaService } from '../../src/modules/actors/enrichment-quota.service.js';
import { Actor } from '../../src/modules/actors/entities/actor.entity.js';
import { QuotaReadmissionService } from '../../src/modules/actors/quota-readmission.service.js';
import { RefreshStateService } from '../../src/modules/enrichment/runs/refresh-state.service.js';
import {
  ScoreStateService,
  type ScorePlan,
} from '../../src/modules/scoring/score-state.service.js';
import { toActorRecord } from '../../src/modules/actors/views/actor-record.view.js';
import { OrganizationsService } from '../../src/modules/auth/organizations.service.js';
import { ResearchRunsModule } from '../../src/modules/enrichment/runs/research-runs.module.js';
import { IcpProfilesService } from '../../src/modules/scoring/icp-profiles.service.js';
import { ScoringService } from '../../src/modules/scoring/scoring.service.js';
import { WebhookEvent } from '../../src/modules/webhooks/entities/webhook-event.entity.js';
import { WebhookEndpointsService } from '../../src/modules/webhooks/webhook-endpoints.service.js';
import { WebhooksModule } from '../../src/modules/webhooks/webhooks.module.js';
import { ResearchRunState } from '../../src/modules/enrichment/runs/research-run-state.service.js';
import { forEachDialect } from '../support/dialects.js';
import {
  startWebhookReceiver,
  type WebhookReceiver,
} from '../support/fixtures/webhook-receiver.js';
import {
  startServiceModule,
  type ServiceModule,
} from '../support/service-module.js';
import { WEBHOOK_TEST_ENV } from '../support/webhooks.js';
import { WORK_ADDRESS_PROFILE as PROFILE } from '../support/icp-profiles.js';

const RACERS = 10;
const outcome = (description: string) => ({
  enrichment: {
    companyDomain: 'acme.test',
    companyDescription: description,
    sources: ['website'],
    confidence: 0.5,
    enrichedAt: new Date().toISOString(),
  },
  intelligence: { summary: description },
  emailSignals: {
    emailDomain: 'acme.test',
    registrableDomain: 'acme.test',
    isFreeEmail: false,
    isDisposable: false,
    isRoleAccount: false,
  },
});
const scored = (version: number, score: number): ScorePlan => ({
  kind: 'scored',
  version,
  result: { score, scoring: { explanation: `scored ${score}` } },
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

forEachDialect('refresh, erasure and re-admission races', (dialect) => {
  let s: ServiceModule;
  let receiver: WebhookReceiver;
  let refreshes: RefreshStateService;
  let runs: ResearchRunState;
  let erasure: ActorErasureService;
  let orgId: string;
  let version: number;

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    s = await startServiceModule(dialect, {
      imports: [ResearchRunsModule, WebhooksModule],
      env: WEBHOOK_TEST_ENV,
    });
    refreshes = s.get(RefreshStateService);
    runs = s.get(ResearchRunState);
    erasure = s.get(ActorErasureService);
    orgId = await s.newOrganization();
    version = (await s.get(IcpProfilesService).set(orgId, PROFILE)).version;
    // Every state change writes the outbox: erasure must take those rows with the actor.
    await s
      .get(WebhookEndpointsService)
      .add(orgId, receiver.url('/races'), null);
  });
  afterAll(async () => {
    await s?.close();
    await receiver?.close();
  });

  const row = (id: string) =>
    s.get(DataSource).getRepository(Actor).findOneBy({ id });
  const statusOf = async (id: string) => (await row(id))!.status;
  /** What the outbox holds about an actor: the types of its events, in order. */
  const events = async (actorId: string) =>
    (
      await s
        .get(DataSource)
        .getRepository(WebhookEvent)
        .find({ where: { actorId }, order: { seq: 'ASC' } })
    ).map((e) => e.type);

  /** A new actor, enriched with `first` and scored, with a refresh asked for. */
  async function enrichedActor(first = 'first'): Promise<string> {
    const id = await s.newActor(orgId);
    const { leaseId } = (await runs.claim('first', id, 60_000))!;
    expect(await runs.record('first', id, leaseId, outcome(first))).toBe(true);
    await s.get(ScoringService).scoreEnriched((await row(id))!);
    expect(await refreshes.request([id])).toEqual([id]);
    return id;
  }

  it('keeps the record while one claim of many refreshes it; a holder whose lease lapsed cannot replace it', async () => {
    const id = await enrichedActor();
    const before = toActorRecord((await row(id))!);
    expect(before).toMatchObject({ status: 'enriched', score: 100 });

    const first = (await runs.claim('refresh', id, 1))!;
    await sleep(20); // its worker is presumed dead
    const claims = await Promise.all(
      Array.from({ length: RACERS }, () => runs.claim('refresh', id, 60_000)),
    );
    const won = claims.filter((c) => c !== null);
    expect(won).toHaveLength(1);
    expect(await row(id)).toMatchObject({ refreshAttempts: 2 });
    // Claimed, researching: the record is exactly what it was.
    expect(toActorRecord((await row(id))!)).toEqual(before);

    expect(
      await runs.record(
        'refresh',
        id,
        first.leaseId,
        outcome('late'),
        scored(version, 7),
      ),
    ).toBe(false);
    expect(await runs.giveUp('refresh', id, first.leaseId, 'given up')).toBe(
      false,
    );
    expect(toActorRecord((await row(id))!)).toEqual(before);

    expect(
      await runs.record(
        'refresh',
        id,
        won[0]!.leaseId,
        outcome('second'),
        scored(version, 42),
      ),
    ).toBe(true);
    const after = (await row(id))!;
    expect(toActorRecord(after)).toMatchObject({
      status: 'enriched',
      enrichment: { companyDescription: 'second' },
      score: 42,
    });
    expect(after).toMatchObject({
      refreshRequestedAt: null,
      refreshAttempts: 0,
      leaseId: null,
    });
    // No refresh asked for any more: nothing to claim.
    expect(await runs.claim('refresh', id, 60_000)).toBeNull();
  });

  it('shows readers the old record or the new one, never the new enrichment without its score', async () => {
    for (let round = 0; round < 5; round++) {
      const id = await enrichedActor(`old ${round}`);
      const { leaseId } = (await runs.claim('refresh', id, 60_000))!;
      const replacement = { done: false };
      const seen: Array<[unknown, unknown]> = [];
      const reader = (async () => {
        while (!replacement.done) {
          const record = toActorRecord((await row(id))!);
          seen.push([record.enrichment?.companyDescription, record.score]);
          // SQLite answers synchronously: let the replacement (and timers) have a turn.
          await new Promise((r) => setImmediate(r));
        }
      })();
      await sleep(5);
      await runs.record(
        'refresh',
        id,
        leaseId,
        outcome(`new ${round}`),
        scored(version, 42),
      );
      replacement.done = true;
      await reader;
      seen.push([
        (await row(id))!.enrichment?.companyDescription,
        toActorRecord((await row(id))!).score,
      ]);
      for (const pair of seen)
        expect([
          [`old ${round}`, 100],
          [`new ${round}`, 42],
        ]).toContainEqual(pair);
      expect(seen.at(-1)).toEqual([`new ${round}`, 42]);
    }
  });

  it('a score computed against a profile changed meanwhile is not written: the actor awaits the new one', async () => {
    const org = await s.newOrganization();
    const v1 = (await s.get(IcpProfilesService).set(org, PROFILE)).version;
    const id = await s.newActor(org);
    const { leaseId } = (await runs.claim('first', id, 60_000))!;
    await runs.record('first', id, leaseId, outcome('first'));
    await refreshes.request([id]);
    const claim = (await runs.claim('refresh', id, 60_000))!;
    const v2 = (
      await s
        .get(IcpProfilesService)
        .set(org, { ...PROFILE, name: 'Changed mid-refresh' })
    ).version;
    expect(v2).toBeGreaterThan(v1);
    expect(
      await runs.record(
        'refresh',
        id,
        claim.leaseId,
        outcome('second'),
        scored(v1, 42),
      ),
    ).toBe(true);
    expect(await row(id)).toMatchObject({
      status: 'enriched',
      scoringStatus: 'pending',
      scoringProfileVersion: v2,
    });
    expect(toActorRecord((await row(id))!).enrichment).toMatchObject({
      companyDescription: 'second',
    });
  });

  it('release keeps the request, abandon drops it; neither touches the record', async () => {
    const id = await enrichedActor();
    const before = toActorRecord((await row(id))!);
    const first = (await runs.claim('refresh', id, 60_000))!;
    expect(await runs.release('refresh', id, first.leaseId)).toBe(true);
    expect((await row(id))!.refreshRequestedAt).not.toBeNull();
    const second = (await runs.claim('refresh', id, 60_000))!;
    expect(await runs.giveUp('refresh', id, second.leaseId, 'given up')).toBe(
      true,
    );
    expect(await row(id)).toMatchObject({
      refreshRequestedAt: null,
      leaseId: null,
    });
    expect(toActorRecord((await row(id))!)).toEqual(before);
  });

  it('an erasure racing the writes of a first enrichment or a refresh leaves nothing behind', async () => {
    for (let round = 0; round < 4; round++) {
      const pending = await s.newActor(orgId);
      const { leaseId } = (await runs.claim('first', pending, 60_000))!;
      const refreshing = await enrichedActor();
      const claim = (await runs.claim('refresh', refreshing, 60_000))!;
      const [erasedA, , erasedB] = await Promise.all([
        erasure.erase(orgId, pending),
        runs.record('first', pending, leaseId, outcome('late')),
        erasure.erase(orgId, refreshing),
        runs.record(
          'refresh',
          refreshing,
          claim.leaseId,
          outcome('late'),
          scored(version, 1),
        ),
      ]);
      expect([erasedA, erasedB]).toEqual([1, 1]);
      for (const id of [pending, refreshing]) {
        expect(await row(id)).toBeNull();
        // Only actor.erased, which holds nothing but the id.
        expect(await events(id)).toEqual(['actor.erased']);
      }
      // And anything written afterwards by a run that did not notice changes nothing.
      expect(await runs.giveUp('first', pending, leaseId, 'late')).toBe(false);
      expect(
        await s
          .get(ScoreStateService)
          .recordScore(refreshing, version, { score: 1, scoring: {} }),
      ).toBe(false);
      expect(await row(refreshing)).toBeNull();
      expect(await events(refreshing)).toEqual(['actor.erased']);
    }
  });

  it('erases only within the organization, and says 0 for what is not there', async () => {
    const id = await s.newActor(orgId);
    const other = await s.newOrganization();
    expect(await erasure.erase(other, id)).toBe(0);
    expect(await row(id)).not.toBeNull();
    expect(await erasure.erase(orgId, id)).toBe(1);
    expect(await erasure.erase(orgId, id)).toBe(0);
  });

  it('re-admits the oldest refused actors first, and never more than the quota with creates racing', async () => {
    const org = await s.newOrganization(1);
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) {
      ids.push(await s.newActor(org));
      // "Oldest" is by creation time (ties by id): two creates in one millisecond would tie, and
      // the id, random, would decide which is older (about one run in six did so).
      await new Promise((r) => setTimeout(r, 3));
    }
    expect(await Promise.all(ids.map(statusOf))).toEqual([
      'pending',
      ...Array(5).fill('rejected'),
    ]);

    await s.get(OrganizationsService).update(org, { monthlyQuota: 3 });
    expect(await s.get(QuotaReadmissionService).readmit(org)).toBe(2);
    expect(await Promise.all(ids.map(statusOf))).toEqual([
      'pending',
      'pending',
      'pending',
      'rejected',
      'rejected',
      'rejected',
    ]);

    await s.get(OrganizationsService).update(org, { monthlyQuota: 5 });
    const readmission = s.get(QuotaReadmissionService);
    await Promise.all([
      readmission.readmit(org),
      readmission.readmit(org),
      ...Array.from({ length: 3 }, () => s.newActor(org)),
    ]);
    const all = await s.get(DataSource).getRepository(Actor).findBy({
      organizationId: org,
    });
    expect(all.filter((a) => a.status !== 'rejected')).toHaveLength(5);
    expect(await s.get(EnrichmentQuotaService).used(org, new Date())).toBe(5);
  });

  it('the background asks for at most a batch of stale actors, oldest enrichment first', async () => {
    const ds = s.get(DataSource).getRepository(Actor);
    const now = Date.now();
    const stale: string[] = [];
    for (let age = 5; age >= 1; age--) {
      const id = await s.newActor(orgId);
      const { leaseId } = (await runs.claim('first', id, 60_000))!;
      await runs.record('first', id, leaseId, outcome('stale'));
      await ds.update(id, {
        enrichedAt: new Date(now - age * 1000 * 86_400 * 100),
      });
      stale.push(id);
    }
    const before = new Date(now - 1000 * 86_400 * 150);
    // Two workers at once: each asks for at most 2 of the actors without a request.
    const asked = await Promise.all([
      refreshes.requestStale(before, 2),
      refreshes.requestStale(before, 2),
    ]);
    expect(asked[0] + asked[1]).toBeGreaterThanOrEqual(2);
    expect(asked[0] + asked[1]).toBeLessThanOrEqual(4);
    const requested = (await ds.findBy({})).filter(
      (a) => stale.includes(a.id) && a.refreshRequestedAt !== null,
    );
    expect(requested).toHaveLength(asked[0] + asked[1]);
    // The oldest first: whatever was asked for is a prefix of the list, oldest to newest.
    expect(stale.slice(0, requested.length).sort()).toEqual(
      requested.map((a) => a.id).sort(),
    );
    // The newest two are younger than `before`: never asked for.
    expect(requested.map((a) => a.id)).not.toContain(stale[4]);
  });
});
