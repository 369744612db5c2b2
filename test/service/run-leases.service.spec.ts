// The lease a research run holds on its actor, on each database: kept alive while the run lives
// (without touching the actor's updatedAt, which the reconciler reads), and, for a run that finds
// the actor held, waited out when it lapses soon (a dead worker's run) but not taken from a live
// holder that keeps renewing it.
import { DataSource } from 'typeorm';
import { Actor } from '../../src/modules/actors/entities/actor.entity.js';
import {
  LEASE_MS,
  ResearchRunState,
} from '../../src/modules/enrichment/runs/research-run-state.service.js';
import { forEachDialect } from '../support/dialects.js';
import {
  startServiceModule,
  type ServiceModule,
} from '../support/service-module.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

forEachDialect('ResearchRunState: leases, and take', (dialect) => {
  let s: ServiceModule;
  // The one state machine: its leases (renew, lapsesIn) and a run's take, which holds the lease
  // (renewed by its sweep) until letGo.
  let state: ResearchRunState;
  let leases: ResearchRunState;
  let runs: ResearchRunState;
  let orgId: string;
  beforeAll(async () => {
    s = await startServiceModule(dialect);
    state = leases = runs = s.get(ResearchRunState);
    orgId = await s.newOrganization();
  });
  afterAll(() => s?.close());

  const row = (id: string) =>
    s.get(DataSource).getRepository(Actor).findOneByOrFail({ id });

  /** A claim as the research run makes it. */
  const claimThroughRuns = (actorId: string) =>
    runs.take('first', actorId, new AbortController().signal);

  it('renews the leases it is given, leaving updatedAt and other leases alone', async () => {
    const [a, b] = [await s.newActor(orgId), await s.newActor(orgId)];
    const held = (await state.claim('first', a, 1000))!;
    const other = (await state.claim('first', b, 1000))!;
    const before = await row(a);
    const otherBefore = await row(b);
    await sleep(30);
    await leases.renew([held.leaseId], 60_000);
    const after = await row(a);
    expect(after.leaseExpiresAt!.getTime()).toBeGreaterThan(
      before.leaseExpiresAt!.getTime() + 50_000,
    );
    expect(after.updatedAt).toEqual(before.updatedAt);
    expect((await row(b)).leaseExpiresAt).toEqual(otherBefore.leaseExpiresAt);
    expect(await leases.lapsesIn(a, 'enriching')).toBeGreaterThan(50_000);
    expect(await leases.lapsesIn(a, 'enriched')).toBeNull();
    expect(other.leaseId).not.toBe(held.leaseId);
  });

  it('says no live lease once it lapsed or the run ended', async () => {
    const id = await s.newActor(orgId);
    const { leaseId } = (await state.claim('first', id, 1))!;
    await sleep(20);
    expect(await leases.lapsesIn(id, 'enriching')).toBeNull();
    const again = (await state.claim('first', id, 60_000))!;
    expect(again.leaseId).not.toBe(leaseId);
    await state.release('first', id, again.leaseId);
    expect(await leases.lapsesIn(id, 'enriching')).toBeNull();
  });

  it("takes over a dead run's actor as soon as its lease lapses, with one more claim", async () => {
    const id = await s.newActor(orgId);
    // A run that died 300 ms before its lease would lapse: nobody renews it.
    await state.claim('first', id, 300);
    const started = Date.now();
    const claim = await claimThroughRuns(id);
    expect(claim).not.toBeNull();
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    expect(Date.now() - started).toBeLessThan(LEASE_MS);
    expect(await row(id)).toMatchObject({
      status: 'enriching',
      leaseId: claim!.leaseId,
      enrichmentAttempts: 2,
    });
  });

  it('keeps its actor for a live holder that renews its lease', async () => {
    const id = await s.newActor(orgId);
    const live = (await state.claim('first', id, 300))!;
    const renewing = setInterval(
      () => void leases.renew([live.leaseId], 300),
      100,
    );
    try {
      expect(await claimThroughRuns(id)).toBeNull();
    } finally {
      clearInterval(renewing);
    }
    expect(await row(id)).toMatchObject({
      leaseId: live.leaseId,
      enrichmentAttempts: 1,
    });
  });

  it("renews a run's lease while the run lives", async () => {
    const id = await s.newActor(orgId);
    let leaseId = '';
    let expiries: number[] = [];
    // A lease this short lapses before the first renewal unless renewed.
    const claim = await runs.take(
      'first',
      id,
      new AbortController().signal,
      LEASE_MS / 2,
    );
    leaseId = claim!.leaseId;
    const first = (await row(id)).leaseExpiresAt!.getTime();
    await sleep(LEASE_MS / 3 + 500);
    expiries = [first, (await row(id)).leaseExpiresAt!.getTime()];
    runs.letGo(leaseId);
    expect(expiries[1]! - expiries[0]!).toBeGreaterThan(LEASE_MS / 3);
    expect((await row(id)).leaseId).toBe(leaseId);
  });
});
